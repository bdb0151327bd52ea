/**
 * Issue 23 goal 4: the leak scan (leak-scan.ts) reads every language — a card's name leaking in
 * 繁體 or in English is caught even when the 简体 rendering says nothing (a fake narration naming a
 * seat's card), and what is public by rule passes in each language (the boards' names, the
 * flipped idiot, the boom rule, quoted commands, the guard's own verb). No game is played.
 */
import { describe, expect, it } from "vitest";
import type { WireMessage } from "../../src/chat/mock-network.ts";
import type { RoleId } from "../../src/engine/types.ts";
import { type Each, type Msg, render, say } from "../../src/vocab/msg.ts";
import { expectNoGroupLeak, expectWolvesOnly, LANGS, publicRemainder } from "./leak-scan.ts";

/** A bot message to the match group, kept unrendered as the mocked network keeps it (its text 简体). */
const group = (msg: Msg): WireMessage => ({ seq: 1, from: "bot", room: "G", text: render(msg), seenBy: [], msg });
/** A narration written per language (a card's own texts travel so: `{each}`). */
const each = (texts: Each): Msg => say("timed_night.card", { card: { each: texts } });
const leaks = (m: WireMessage, langs = LANGS) => expect(() => expectNoGroupLeak(m, langs)).toThrow();
const ok = (m: WireMessage) => expect(() => expectNoGroupLeak(m)).not.toThrow();

describe("the leak scan reads every language (issue 23 goal 4)", () => {
  it("catches a card named in English or 繁體 only, which the 简体 rendering does not show", () => {
    const en = group(each({ "zh-Hans": "3号发言完毕。", en: "#3, our Seer, has spoken." }));
    expect(() => expectNoGroupLeak(en, ["zh-Hans", "zh-Hant"])).not.toThrow();
    leaks(en, ["en"]);
    leaks(en);
    const hant = group(each({ "zh-Hans": "3号发言完毕。", "zh-Hant": "3號是預言家。", en: "#3 has spoken." }));
    expect(() => expectNoGroupLeak(hant, ["zh-Hans", "en"])).not.toThrow();
    leaks(hant, ["zh-Hant"]);
  });

  it("catches every ruleset's card in each language: lower case, plural, forum-hk's", () => {
    // A narration naming a seat's card through the vocabulary: a leak in all three renderings.
    const flip = group(say("judge_voice.idiot", { seat: { seat: 3 }, card: { card: "seer" } }));
    for (const lang of LANGS) leaks(flip, [lang]);
    for (const en of [
      "#4 is a werewolf.",
      "Two Werewolves are left.",
      "#5 is the Gargoyle.",
      "#2 drew the wolf cub.",
      "#7 is the guard.",
      "#7 is our Guard.",
      "The guard's shield held.",
      "#1 is the Police Officer.",
    ])
      leaks(group(each({ "zh-Hans": "3号发言完毕。", en })), ["en"]);
    leaks(group(each({ "zh-Hans": "5号的身份是石像鬼。" })), ["zh-Hans"]);
    leaks(group(each({ "zh-Hans": "5号是钟。" })), ["zh-Hans"]);
    leaks(group(each({ "zh-Hans": "5号是钟。" })), ["zh-Hant"]);
  });

  it("catches a night's secret in each language", () => {
    for (const msg of [
      say("timed_night.check_wolf", { seat: { seat: 3 } }),
      say("timed_night.knife_at", { seat: { seat: 8 } }),
      say("timed_night.shoot_no"),
    ])
      for (const lang of LANGS) leaks(group(msg), [lang]);
    leaks(group(each({ "zh-Hans": "3号发言完毕。", en: "The witch poisoned #3." })), ["en"]);
    leaks(group(each({ "zh-Hans": "3号发言完毕。", en: "Someone checked #5 last night." })), ["en"]);
  });

  it("lets through in each language what is public: boards, the flipped idiot, the boom rule, quotes, verbs", () => {
    ok(
      group(
        say("lobby.opened", {
          name: "老王",
          board: { board: "444-guard-wolfking" },
          n: 12,
          sit: "坐X号",
          start: "开始",
          kind: "",
        }),
      ),
    );
    ok(group(say("judge_voice.idiot", { seat: { seat: 3 }, card: { card: "idiot" } })));
    ok(group(say("lobby.silence_ranked")));
    ok(group(each({ "zh-Hans": "「我是预言家」3分钟。", en: 'Reply "guard 3" or "no guard".' })));
    ok(group(each({ "zh-Hans": "守护完毕。", en: "Send guard #3, or no guard, by DM." })));
    ok(
      group(
        each({ "zh-Hans": "督察长到场。", en: "You are not a certified inspector, so you cannot check in as one." }),
      ),
    );
    expect(publicRemainder("3号翻牌：白痴，免于放逐，此后不能投票。")).toBe("");
  });

  it("keeps the seer's and the witch's secrets out of the wolves' room in each language", () => {
    const roleOf = (): RoleId => "werewolf";
    const room = (msg: Msg): WireMessage => ({
      seq: 1,
      from: "bot",
      room: "W",
      text: render(msg),
      seenBy: ["bot", "w1"],
      msg,
    });
    expect(() =>
      expectWolvesOnly(room(say("timed_night.knife_at", { seat: { seat: 2 } })), roleOf, "bot"),
    ).not.toThrow();
    expect(() =>
      expectWolvesOnly(room(each({ "zh-Hans": "刀口确定。", en: "The Witch saved #2." })), roleOf, "bot"),
    ).toThrow();
    expect(() =>
      expectWolvesOnly(room(say("timed_night.check_good", { seat: { seat: 4 } })), roleOf, "bot", ["en"]),
    ).toThrow();
  });
});
