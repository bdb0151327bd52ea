import { describe, expect, it } from "vitest";
import { parseHkDm } from "../../../../src/chat/families/forum-hk/grammar.ts";
import { render } from "../../../../src/vocab/msg.ts";
import { hkCardHelp } from "../../../../src/voice/families/forum-hk/card-help.ts";
import { hkRun, KING_HUNTER_DEAL } from "./helpers.ts";

/** Wolf king 1, wolf witch 2 (the pack), the merchant 3, seer 4, penguin 5, crow 6, psychic 7, medium 8. */
const DEAL = { ...KING_HUNTER_DEAL, "3": "miracle_merchant" };
const codes = (o: { rejected: { step: number; code: string }[] }) => o.rejected.map((r) => [r.step, r.code]);
const kill = (n: number, target: number) => [
  { at: `N${n} 21:30`, seat: 1, act: "kill", target },
  { at: `N${n} 21:31`, seat: 2, act: "kill", target },
];

describe("forum-hk miracle merchant (奇迹商人)", () => {
  it("HK103, HK25: a gifted poison is told at C+70, usable from the next phase, used once (穿透 at ⑭), then gone", () => {
    const { outcome, replay } = hkRun(
      [
        { at: "N1 21:25", seat: 3, act: "gift", target: 4, value: "poison" },
        { at: "N1 21:55", seat: 4, act: "poison", target: 1 },
        { at: "N2 21:55", seat: 4, act: "poison", target: 1 },
        { at: "N3 21:55", seat: 4, act: "poison", target: 2 },
        { at: "N3 22:05" },
      ],
      DEAL,
    );
    expect(outcome.skills).toEqual([{ seat: 4, skill: "poison", at: "N1", how: "gift" }]);
    expect(outcome.told).toEqual([{ seat: 4, at: "N1", kind: "gift", value: "poison" }]);
    expect(outcome.deaths).toEqual([
      { seat: 1, at: "N2", stage: "night", cause: "poison", damage: "pierce", lastWords: false },
    ]);
    expect(codes(outcome)).toEqual([
      [1, "hk.not_ready"],
      [3, "act.not_yours"],
    ]);
    expect(replay.state.hk?.gained?.["4"]).toEqual([]);
  });

  it("HK103, HK72: a gift to a wolf-camp character fails: 「送礼失败」 at C+70 and 穿透 on the merchant at ⑫", () => {
    const { outcome } = hkRun(
      [{ at: "N1 21:25", seat: 3, act: "gift", target: 2, value: "gun" }, { at: "D1 09:30" }],
      DEAL,
    );
    expect(outcome.deaths).toEqual([
      { seat: 3, at: "N1", stage: "night", cause: "gift_backfire", damage: "pierce", lastWords: true },
    ]);
    expect(outcome.told).toEqual([{ seat: 3, at: "N1", kind: "gift_failed", value: "gun" }]);
    expect(outcome.skills).toEqual([]);
  });

  it("HK103: once a game, a gift is named, never to himself ([无私]); a bad gift is refused and keeps the use", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:21", seat: 3, act: "gift", target: 3, value: "guard" },
        { at: "N1 21:22", seat: 3, act: "gift", target: 4 },
        { at: "N1 21:25", seat: 3, act: "gift", target: 4, value: "guard" },
        { at: "N2 21:25", seat: 3, act: "gift", target: 5, value: "guard" },
        { at: "N2 21:30" },
      ],
      DEAL,
    );
    expect(codes(outcome)).toEqual([
      [0, "hk.not_self"],
      [1, "hk.gift_choice"],
      [3, "hk.used"],
    ]);
  });

  it("HK103: a gifted 守护 is a night act on a living other at the second (12): [守护：1] to C+70 stops the kill", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:25", seat: 3, act: "gift", target: 6, value: "guard" },
        { at: "N2 21:22", seat: 6, act: "guard", target: 6 },
        { at: "N2 21:25", seat: 6, act: "guard", target: 4 },
        ...kill(2, 4),
        { at: "D2 09:30" },
      ],
      DEAL,
    );
    expect(codes(outcome)).toEqual([[1, "hk.not_self"]]);
    expect(outcome.deaths).toEqual([]);
    expect(outcome.statuses?.map((s) => [s.seat, s.id, s.at, s.source, s.count])).toEqual([[4, "guarded", "N2", 6, 1]]);
  });

  it("HK103, HK26: a gifted 冰冻 (seat 4) settles after the penguin's own (seat 5) at (10)", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:25", seat: 3, act: "gift", target: 4, value: "freeze" },
        { at: "N1 21:26", seat: 5, act: "freeze", target: 1 },
        { at: "N2 21:25", seat: 4, act: "freeze", target: 1 },
        { at: "N2 21:26", seat: 5, act: "freeze", target: 2 },
        { at: "N2 21:40" },
      ],
      DEAL,
    );
    expect(codes(outcome)).toEqual([]);
    expect(outcome.statuses?.map((s) => [s.seat, s.id, s.at, s.source])).toEqual([
      [1, "frozen", "N1", 5],
      [2, "frozen", "N2", 5],
      [1, "frozen", "N2", 4],
    ]);
  });

  it("HK103, HK138: a gifted 最后一枪 is kept while he lives and fired in the window after his out", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:25", seat: 3, act: "gift", target: 4, value: "gun" },
        { at: "D1 21:05", seat: 4, act: "shoot", target: 1 },
        ...kill(2, 4),
        { at: "N2 22:15", seat: 4, act: "shoot", target: 1 },
        { at: "D2 09:30" },
      ],
      DEAL,
    );
    expect(codes(outcome)).toEqual([[1, "hk.not_out_yet"]]);
    expect(outcome.deaths.map((d) => [d.seat, d.cause])).toEqual([
      [4, "kill"],
      [1, "shot"],
    ]);
  });

  it("HK103: a gifted 通灵 tells the apparent card at C+50", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:25", seat: 3, act: "gift", target: 6, value: "check" },
        { at: "N2 21:40", seat: 6, act: "divine", target: 2 },
        { at: "N2 21:55" },
      ],
      DEAL,
    );
    expect(outcome.told).toEqual([
      { seat: 6, at: "N1", kind: "gift", value: "check" },
      { seat: 6, at: "N2", kind: "identity", value: "wolf_witch", about: 2 },
    ]);
  });

  it("HK25: the chat reads 馈赠 3号 毒药, and the holder's help shows the gift in words", () => {
    expect(parseHkDm("馈赠 4号 毒药")).toEqual({ kind: "act", act: "gift", target: 4, value: "poison" });
    expect(parseHkDm("送礼 5号 猎枪")).toEqual({ kind: "act", act: "gift", target: 5, value: "gun" });
    expect(parseHkDm("馈赠 4号 香蕉")).toMatchObject({ kind: "bad" });
    const { replay } = hkRun(
      [{ at: "N1 21:25", seat: 3, act: "gift", target: 4, value: "poison" }, { at: "N1 21:40" }],
      DEAL,
    );
    const help = render(hkCardHelp(replay.state, 4));
    expect(help).toContain("你获得的技能：毒药（临时技能，还能用1次，用完就失去，下一个阶段起可以使用）：毒药 X号。");
    expect(render(hkCardHelp(replay.state, 5))).not.toContain("获得的技能");
  });
});
