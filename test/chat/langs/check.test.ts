/**
 * The screen checker of issue 23's whole games (test/chat/langs/check.ts): what may stay Chinese
 * on an English screen and why, and what a 繁體 screen may not show. Cheap: strings only.
 */
import { describe, expect, it } from "vitest";
import { enAllowed, isKnown, offendingEn, offendingHant, sourceOf } from "./check.ts";

const allowed = enAllowed(["1号阿狸", "英雄榜排位赛S7 比赛群"], ["遗言 我是好人，大家加油", "投3号"]);

describe("the English screen checker", () => {
  it("lets names, players' own words and quoted Chinese commands pass", () => {
    expect(offendingEn("1号阿狸 joined as #1.", allowed)).toEqual([]);
    expect(offendingEn("Last words of #3: 我是好人，大家加油", allowed)).toEqual([]);
    expect(offendingEn('Send me "遗言 ……" privately; "冲锋 3" (charge #3); "杀3号 / 空刀".', allowed)).toEqual([]);
    expect(offendingEn('Post "投票对象：X" then "投票理由：……".\n投票对象：12号\n投票理由：……', allowed)).toEqual([]);
  });
  it("reports every other sentence with Chinese, one by one", () => {
    expect(offendingEn("Night falls.\n天黑请闭眼。Wolves, wake up.", allowed)).toEqual(["天黑请闭眼。"]);
    expect(offendingEn('Reply "我觉得他是狼，大家一起投他吧" now.', allowed)).toHaveLength(1);
  });
});

describe("the 繁體 screen checker", () => {
  it("passes its own 繁體 (names and players' words as written), reports a simplified form", () => {
    expect(offendingHant("「1号阿狸」報名了，1號。", allowed)).toEqual([]);
    expect(offendingHant("天黑請閉眼。\n请私聊法官。", allowed)).toEqual(["请私聊法官。"]);
  });
});

describe("the known unconverted sentences and their sources", () => {
  it("no sentence is known any more; an offence is traced to the file that writes it", () => {
    // The table's warning reason and the inspector's 法官干預 speak every language now (leftovers.test.ts).
    expect(isKnown("发言时插话（自动）")).toBeUndefined();
    expect(isKnown("法官干預：")).toBeUndefined();
    // forum-25's quota reasons, example card and quoted commands speak every language now: no longer known.
    expect(isKnown("潜水：连续2个讨论日没有发言")).toBeUndefined();
    expect(isKnown("出局後有遺言權時私聊“遗言 ……”。")).toBeUndefined();
    expect(isKnown("天黑请闭眼。")).toBeUndefined();
    expect(sourceOf("今晚村民阵营对你使用过的技能：没有。")).toMatch(/^src\/engine\/roles\/hk\/ghost-rider\.ts$/);
  });
});

describe("what the whole games showed (regressions of the checker)", () => {
  it("a name is masked before a shorter typed word; `X号确定` and `申诉 <id> 理由` are quoted commands", () => {
    const a = enAllowed(["1号玩家1"], ["1号", "坐1号"]);
    expect(offendingEn("1号玩家1 takes seat #1 (1/12).", a)).toEqual([]);
    expect(offendingEn('each wolf sends "杀X号" (knife #X) or "X号确定" (confirm #X).', a)).toEqual([]);
    expect(offendingEn('DM the bot "申诉 b1d2e3 理由" (appeal) within 24 h.', a)).toEqual([]);
    // forum-25's directors' example card: a card, a seat and its reason.
    expect(offendingEn('directors, please rule on it (for example: "黄牌 3号 诈尸").', a)).toEqual([]);
    expect(offendingEn('for example: "我觉得3号 诈尸了吧".', a)).toHaveLength(1);
  });
});
