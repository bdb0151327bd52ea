/**
 * The forum-25 grammar (seed 004): vote posts (5L 投票规则, F3), the directors' commands (F1, F2,
 * F6, 7L 9, 7L 10) and the DMs of every forum role (3L, F7, F11–F23).
 */
import { describe, expect, it } from "vitest";
import { parseClock, parseDirector, parseForumDm, parseVotePost } from "../../src/chat/families/forum-25/grammar.ts";
import { render } from "../../src/vocab/msg.ts";
import { costRatio } from "../work.ts";

describe("vote posts (F3, 5L 投票规则)", () => {
  it.each([
    ["投票对象：12\n投票理由：发言像狼", false, 12, "发言像狼"],
    ["投票对象:12号\n投票理由:发言像狼", false, 12, "发言像狼"],
    ["投票对象：１２号\n投票理由：他划水", false, 12, "他划水"],
    ["投票对象 ： 十二号\n投票理由 ：他划水", false, 12, "他划水"],
    ["投票对象：弃权\n投票理由：搞不清楚", false, null, "搞不清楚"],
    ["改票对象：5号\n改票理由：5号也像", true, 5, "5号也像"],
    ["改票对象：弃权\n改票理由：再想想", true, null, "再想想"],
    ["我分析一下：3号昨天踩人很急。\n\n投票对象：3\n投票理由：踩人太急\n以上。", false, 3, "踩人太急"],
    ["投票对象：3号。\n\n投票理由：空行也行", false, 3, "空行也行"],
  ])("%j → ballot", (text, change, target, reason) => {
    expect(parseVotePost(text)).toStrictEqual({ kind: "ballot", change, target, reason });
  });

  it.each(["我觉得3号是狼", "投3号的都是狼", "明天投票吧", "", "对象：12"])("%j is an ordinary post", (text) => {
    expect(parseVotePost(text)).toBeNull();
  });

  it.each([
    ["投票对象：12", 1, "缺少“投票理由"],
    ["投票对象：12\n今天天气不错", 2, "缺少“投票理由"],
    ["投票对象：12\n改票理由：像狼", 2, "应写“投票理由"],
    ["改票对象：12\n投票理由：像狼", 2, "应写“改票理由"],
    ["投票对象12\n投票理由：像狼", 1, "少了冒号"],
    ["投票对象：12\n投票理由像狼", 2, "少了冒号"],
    ["投票对象：饺子\n投票理由：饺子好吃", 1, "看不懂"],
    ["投票对象：30号\n投票理由：像狼", 1, "不在1到25号之间"],
    ["投票对象：\n投票理由：像狼", 1, "没有写投票对象"],
    ["投票对象：12\n投票理由：", 2, "理由是空的"],
    ["投票理由：像狼", 1, "没有“投票对象"],
    ["投票对象：12\n投票理由：像狼\n改票对象：3\n改票理由：也像", 3, "一帖只能投一票"],
    ["投票：12号\n投票理由：像狼", 1, "投票对象：12号"],
    ["投票理由：像狼\n投票对象：12", 1, "紧接"],
    ["投票对象：12\n废话\n投票理由：像狼", 3, "紧接"],
  ])("%j → bad at line %i (%s)", (text, line, why) => {
    const got = parseVotePost(text);
    expect(got).toMatchObject({ kind: "bad_ballot", line });
    expect(got?.kind === "bad_ballot" ? render(got.text) : "").toContain(why);
    expect(got?.kind === "bad_ballot" ? render(got.text) : "").toContain("投票对象：12号\n投票理由：");
  });

  it("the seat range follows the board", () => {
    expect(parseVotePost("投票对象：28\n投票理由：x", 30)).toMatchObject({ kind: "ballot", target: 28 });
    expect(parseVotePost("投票对象：28\n投票理由：x", 25)).toMatchObject({ kind: "bad_ballot" });
  });

  it("issue 25 item 8: a post over 5,000 characters with its vote at the end is answered, not silently no vote", () => {
    const analysis = `${"我觉得3号发言很像狼，".repeat(600)}\n`.repeat(2);
    for (const tail of ["投票对象：3号\n投票理由：上面说了", "投票对象：3号", "改票理由：太长"]) {
      const text = `${analysis}${tail}`;
      expect(text.length).toBeGreaterThan(5000);
      const got = parseVotePost(text);
      expect(got).toMatchObject({ kind: "bad_ballot", line: 3 });
      const why = got?.kind === "bad_ballot" ? render(got.text) : "";
      for (const part of [`有${text.length}个字`, "超过5000字", "第3行", "帖子开头", "不算投票"])
        expect(why).toContain(part);
    }
    // The object line in the head and its reason past the 5,000th character: the same answer.
    const split = `${"x".repeat(4990)}\n投票对象：3号\n${"理".repeat(20)}\n投票理由：${"y".repeat(50)}`;
    expect(parseVotePost(split)).toMatchObject({ kind: "bad_ballot", line: 4 });
    // A vote at the head of a long post still counts; a long post with no vote line is no ballot.
    expect(parseVotePost(`投票对象：3号\n投票理由：见下\n${"分析".repeat(4000)}`)).toMatchObject({
      kind: "ballot",
      target: 3,
    });
    expect(parseVotePost("分析\n".repeat(3000))).toBeNull();
  });

  it("a huge post is read linearly (a bounded multiple of a linear pass, issue 24 goal 5)", () => {
    for (const post of [`${"投票对象".repeat(50_000)}\n${"投票理由：".repeat(50_000)}`, "x\n".repeat(200_000)])
      expect(costRatio(() => parseVotePost(post), post, 1000)).toBeLessThan(1000);
  });
});

describe("directors (F1, F2, F3, F6; 7L 9, 7L 10)", () => {
  it.each([
    ["代投 3号 12号", { kind: "proxy_vote", seat: 3, target: 12 }],
    ["代投 3 12", { kind: "proxy_vote", seat: 3, target: 12 }],
    ["代投３号 弃权", { kind: "proxy_vote", seat: 3, target: null }],
    ["蓝牌 5号 消极发言", { kind: "card", seat: 5, colour: "blue", reason: "消极发言" }],
    ["黄牌 5号 辱骂 其他玩家", { kind: "card", seat: 5, colour: "yellow", reason: "辱骂 其他玩家" }],
    ["红牌 十二号 多次场外", { kind: "card", seat: 12, colour: "red", reason: "多次场外" }],
    ["提速 18:00", { kind: "speed_up", value: "18:00" }],
    ["提速 18：30", { kind: "speed_up", value: "18:30" }],
    ["提速到18点", { kind: "speed_up", value: "18:00" }],
    ["提速 下午6点半", { kind: "speed_up", value: "18:30" }],
    ["延期 22:00", { kind: "delay", value: "22:00" }],
    ["推迟到22点半", { kind: "delay", value: "22:30" }],
    ["判负 狼人", { kind: "camp_loses", camp: "wolves" }],
    ["判负 好人 全体挂机", { kind: "camp_loses", camp: "villagers", reason: "全体挂机" }],
    ["加导演 wxid_abc", { kind: "add_director", who: { id: "wxid_abc" } }],
    ["替补 7号 wxid_new", { kind: "substitute", seat: 7, who: { id: "wxid_new" } }],
  ])("%j", (text, want) => {
    expect(parseDirector(text)).toStrictEqual(want);
  });

  it("@-mentions name the contact (the adapter's mention list)", () => {
    expect(parseDirector("加导演 @小明", true)).toStrictEqual({ kind: "add_director", who: { mention: true } });
    expect(parseDirector("替补 7号 @小明", true)).toStrictEqual({
      kind: "substitute",
      seat: 7,
      who: { mention: true },
    });
    expect(parseDirector("加导演 @小明", false)).toMatchObject({ kind: "bad" });
  });

  it.each([
    ["代投 3号", "两个座位号"],
    ["代投 x 3", "看不懂"],
    ["红牌 5号", "理由"],
    ["黄牌", "座位号和理由"],
    ["提速", "提速 18:00"],
    ["提速 25:00", "提速 18:00"],
    ["判负 丘比特", "判负 狼人"],
    ["替补 7号", "@替补"],
  ])("%j → a reply saying what to type", (text, hint) => {
    const got = parseDirector(text);
    expect(got?.kind).toBe("bad");
    expect(got?.kind === "bad" ? render(got.text) : "").toContain(hint);
  });

  it.each(["今天提速吗", "我觉得该判负", "导演好", "红色字体不许用"])("%j is no command", (text) => {
    expect(parseDirector(text)).toBeNull();
  });

  it("clock words", () => {
    expect(parseClock("9:05")).toBe("09:05");
    expect(parseClock("晚上8点")).toBe("20:00");
    expect(parseClock("18点15分")).toBe("18:15");
    expect(parseClock("18")).toBeNull();
  });
});

describe("forum DMs (3L; F7, F11–F23)", () => {
  it.each([
    ["刀 12", { kind: "act", act: "kill", target: 12 }],
    ["刀12号", { kind: "act", act: "kill", target: 12 }],
    ["杀十二", { kind: "act", act: "kill", target: 12 }],
    ["空刀", { kind: "act", act: "kill", target: null }],
    ["二刀 12", { kind: "act", act: "kill", target: 12, value: 2 }],
    ["第二刀 3号", { kind: "act", act: "kill", target: 3, value: 2 }],
    ["二刀空刀", { kind: "act", act: "kill", target: null, value: 2 }],
    ["冲锋 12", { kind: "act", act: "charge", target: 12 }],
    ["不冲锋", { kind: "act", act: "charge", target: null }],
    ["守 12", { kind: "act", act: "guard", target: 12 }],
    ["守护 12", { kind: "act", act: "guard", target: 12 }],
    ["空守", { kind: "act", act: "guard", target: null }],
    ["验 12", { kind: "act", act: "check", target: 12 }],
    ["查验12", { kind: "act", act: "check", target: 12 }],
    ["爱慕 12", { kind: "act", act: "adore", target: 12 }],
    ["救 12", { kind: "act", act: "save", target: 12 }],
    ["毒 12", { kind: "act", act: "poison", target: 12 }],
    ["不用", { kind: "decline" }],
    ["不用药", { kind: "decline" }],
    ["开枪 12", { kind: "act", act: "shoot", target: 12 }],
    ["不开枪", { kind: "act", act: "shoot", target: null }],
    ["连 3 8", { kind: "act", act: "link", target: [3, 8] }],
    ["连3和8", { kind: "act", act: "link", target: [3, 8] }],
    ["认主 5", { kind: "act", act: "serve", target: 5 }],
    ["投降", { kind: "act", act: "surrender", target: "yes" }],
    ["同意", { kind: "act", act: "surrender", target: "yes" }],
    ["拒绝", { kind: "act", act: "surrender", target: "no" }],
    ["警徽 12", { kind: "act", act: "badge", target: 12 }],
    ["移交12号", { kind: "act", act: "badge", target: 12 }],
    ["遗言 我是预言家\n12号是村民阵营", { kind: "last_words", text: "我是预言家\n12号是村民阵营" }],
    ["遗言：好人加油", { kind: "last_words", text: "好人加油" }],
  ])("%j", (text, want) => {
    expect(parseForumDm(text)).toStrictEqual(want);
  });

  it.each([
    ["救", "救 12"],
    ["刀", "刀 12"],
    ["验 十三号五", "看不懂"],
    ["连 3", "两个座位号"],
    ["撕警徽", "必须移交"],
    ["遗言", "写在“遗言”后面"],
  ])("%j → bad (%s)", (text, hint) => {
    const got = parseForumDm(text);
    expect(got?.kind).toBe("bad");
    expect(got?.kind === "bad" ? render(got.text) : "").toContain(hint);
  });

  it.each(["杀人游戏真好玩", "守得住吗", "你好"])("%j is no command", (text) => {
    expect(parseForumDm(text)).toBeNull();
  });
});
