/**
 * Issue 27 item 5: the forum-hk leak scan (leak-scan-hk.ts) catches what it is for — a card tied
 * to a seat in the thread or in another seat's DM, a night act told to a seat it is not about, the
 * wolves' group read by a villager — and lets the public through (the board's card list, a flip,
 * 被诽谤, a seat's own card and acts, a seat's own last words).
 */
import { describe, expect, it } from "vitest";
import type { WireMessage } from "../../src/chat/mock-network.ts";
import { CORE_BOARD } from "../../src/engine/families/forum-hk/deal.ts";
import { type Each, render, say } from "../../src/vocab/msg.ts";
import { expectNoHkLeak, type HkTruth } from "./leak-scan-hk.ts";

// Seat i+1 holds CORE_BOARD[i]: 1 狼王, 2 幼狼, 3 黑蝙蝠, 4 石像鬼, 5 预言家, 6 女巫, 7 摄梦人, 8 企鹅 …
const truth: HkTruth = {
  roles: ["", ...CORE_BOARD],
  seatOf: (id) => Number(/^p(\d+)$/.exec(id)?.[1] ?? 0),
  botId: "bot",
  thread: "T",
};
const thread = (text: string): WireMessage => ({ seq: 1, from: "bot", text, seenBy: [], room: "T" });
const dm = (seat: number, text: string): WireMessage => ({ seq: 1, from: "bot", text, seenBy: [], to: `p${seat}` });
/** A bot message written per language, kept unrendered as the mocked network keeps it (its text 简体). */
const each = (texts: Each, where: { room: string } | { to: string }): WireMessage => {
  const msg = say("timed_night.card", { card: { each: texts } });
  return { seq: 1, from: "bot", text: render(msg), seenBy: [], msg, ...where };
};
const ok = (m: WireMessage) => expect(() => expectNoHkLeak(m, truth, false)).not.toThrow();
const leaks = (m: WireMessage) => expect(() => expectNoHkLeak(m, truth, false)).toThrow();

describe("the forum-hk leak scan (issue 27 item 5)", () => {
  it("catches a card or a night act tied to a seat where it may not be read", () => {
    leaks(thread("第2天开门：5号是预言家。"));
    leaks(thread("昨晚6号用了毒药 1号。"));
    leaks(dm(8, "提示：5号的身份是预言家。"));
    leaks(dm(8, "今晚1号对你发动了杀人 8号。"));
    leaks({ seq: 1, from: "bot", text: "狼人群：1号、2号、3号（群内狼人）。", seenBy: ["bot", "p1", "p5"], room: "W" });
  });

  it("lets the public and the seat's own through", () => {
    ok(thread("固定板：身份固定为狼王、幼狼、黑蝙蝠、石像鬼、预言家、女巫。"));
    ok(thread("11号翻牌：白猫。"));
    ok(thread("2号被诽谤。"));
    ok(thread("8号的遗言：\n我是企鹅，8号先走一步。"));
    ok(dm(5, "你是5号，你的身份是：预言家（村民阵营）。\n技能指令（私聊我）：预言 X号。"));
    ok(dm(4, "查验结果：5号的阵营是村民阵营，身份是预言家。"));
    ok(dm(8, "你获得了[冰冻]状态。"));
    ok({
      seq: 1,
      from: "bot",
      text: "狼人群：1号、2号、3号（群内狼人）。",
      seenBy: ["bot", "p1", "p2", "p3"],
      room: "W",
    });
  });

  it("reads every language (issue 23 goal 4): a card or a night act tied to a seat in 繁體 or English only", () => {
    const calm = "第2天开门。";
    leaks(each({ "zh-Hans": calm, en: "Day 2 opens: #5 is the Seer." }, { room: "T" }));
    leaks(each({ "zh-Hans": calm, en: "Day 2: the Gargoyle, #4, stays quiet." }, { room: "T" }));
    leaks(each({ "zh-Hans": calm, "zh-Hant": "第2天開門：5號是預言家。" }, { room: "T" }));
    leaks(each({ "zh-Hans": calm, en: "Last night #6 used Poison on #1." }, { room: "T" }));
    leaks(each({ "zh-Hans": "提示。", en: "Hint: #5's card is Seer." }, { to: "p8" }));
    ok(each({ "zh-Hans": calm, en: "Day 2 opens." }, { room: "T" }));
    ok(each({ "zh-Hans": "11号翻牌：白猫。", en: "#11 flips: White Cat." }, { room: "T" }));
    ok(each({ "zh-Hans": "8号的遗言：\n我是企鹅。", en: "Last words of #8:\nI am the Penguin, #8." }, { room: "T" }));
    ok(each({ "zh-Hans": "你的身份是预言家。", en: "You are #5, the Seer." }, { to: "p5" }));
  });
});
