import { describe, expect, it } from "vitest";
import { parseHkDm } from "../../../../src/chat/families/forum-hk/grammar.ts";
import { hkOwnWins } from "../../../../src/engine/win/forum-hk.ts";
import { render } from "../../../../src/vocab/msg.ts";
import { hkCardHelp } from "../../../../src/voice/families/forum-hk/card-help.ts";
import { hkToldTemplate } from "../../../../src/voice/families/forum-hk/card-texts.ts";
import { hkRun } from "./helpers.ts";

/** The gambler at 5; wolf witch 1 (the pack), seer 2, medium 3, psychic 4, penguin 6, old believer 7, gargoyle 8. */
const DEAL = { "5": "gambler" };
const codes = (o: { rejected: { step: number; code: string }[] }) => o.rejected.map((r) => [r.step, r.code]);
const dice = (...faces: number[]) => ({ draws: { dice: faces } });
const gambles = (o: { told?: { kind: string }[] }) => (o.told ?? []).filter((t) => t.kind === "gamble");

describe("forum-hk gambler (赌徒)", () => {
  it("HK124, HK133: a die at each nightfall while he lives, told at once, whatever his status; none once out", () => {
    const { outcome } = hkRun(
      [
        // The penguin freezes him on N1: the die of N2 is rolled all the same.
        { at: "N1 21:25", seat: 6, act: "freeze", target: 5 },
        { at: "N2 21:30", seat: 1, act: "kill", target: 5 },
        { at: "N3 21:30" },
      ],
      DEAL,
      dice(6, 6, 6),
    );
    expect(gambles(outcome)).toEqual([
      { seat: 5, at: "N1", kind: "gamble", value: 6 },
      { seat: 5, at: "N2", kind: "gamble", value: 6 },
    ]);
    expect(outcome.deaths).toMatchObject([{ seat: 5, at: "N2", cause: "kill" }]);
  });

  it("HK124 ②, HK72, HK69: the die's 杀人 is his own for tonight — refused on N1, made at (15) after the group's on N2, gone at the night's end", () => {
    const { outcome, replay } = hkRun(
      [
        { at: "N1 21:30", seat: 5, act: "kill", target: 3 },
        { at: "N2 21:30", seat: 5, act: "kill", target: 3 },
        { at: "N2 21:31", seat: 1, act: "kill", target: 4 },
        { at: "N3 21:30", seat: 5, act: "kill", target: 2 },
        { at: "N3 21:40" },
      ],
      DEAL,
      dice(2, 2, 1),
    );
    expect(codes(outcome)).toEqual([
      [0, "hk.no_kill_n1"],
      [3, "act.not_yours"],
    ]);
    expect(outcome.deaths).toEqual([
      { seat: 4, at: "N2", stage: "night", cause: "kill", damage: "pointed", lastWords: false },
      { seat: 3, at: "N2", stage: "night", cause: "kill", damage: "pointed", lastWords: false },
    ]);
    expect(outcome.skills).toEqual([
      { seat: 5, skill: "kill", at: "N1", how: "gift" },
      { seat: 5, skill: "kill", at: "N2", how: "gift" },
    ]);
    expect(replay.state.hk?.gained?.["5"]).toEqual([]);
  });

  it("HK124 ③ ⑤: tonight's 通灵 tells the apparent card at C+50; tonight's 沉默 silences to the next opening (the seer's later act refused)", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:25", seat: 5, act: "silence", target: 2 },
        { at: "N1 21:36", seat: 2, act: "check", target: 1 },
        { at: "N2 21:30", seat: 5, act: "divine", target: 1 },
        { at: "N2 21:31", seat: 5, act: "silence", target: 2 },
        { at: "N2 21:55" },
      ],
      DEAL,
      dice(5, 3),
    );
    expect(codes(outcome)).toEqual([
      [1, "hk.status_blocks"],
      [3, "act.not_yours"],
    ]);
    expect(outcome.statuses).toMatchObject([{ seat: 2, id: "silenced", at: "N1", until: "D1 09:00" }]);
    expect(outcome.told?.filter((t) => t.kind !== "gamble")).toEqual([
      { seat: 2, at: "N1", kind: "status", value: { id: "silenced", until: "D1 09:00" } },
      { seat: 5, at: "N2", kind: "identity", value: "wolf_witch", about: 1 },
    ]);
  });

  it("HK124 ①, HK58: each die ① weighs his ballot +1 for good (hidden), stacking", () => {
    const day = (d: number) => [
      { at: `D${d} 10:00`, seat: 5, act: "vote", target: 2 },
      { at: `D${d} 10:01`, seat: 3, act: "vote", target: 6 },
      { at: `D${d} 10:02`, seat: 4, act: "vote", target: 6 },
    ];
    const { outcome } = hkRun([...day(1), ...day(2), { at: "D2 21:05" }], DEAL, dice(1, 1));
    // D1: his 2 against their 2 is a tie; D2: his 3 outweighs them. Only the top is published (HK57).
    expect(outcome.votes).toMatchObject([
      { at: "D1", top: "tie", tally: { "2": 2, "6": 2 } },
      { at: "D2", top: 2, tally: { "2": 3, "6": 2 } },
    ]);
  });

  it("HK124 ④, HK34: each die ④ is one permanent out immunity, and they stack", () => {
    const kills = [
      { at: "N2 21:30", seat: 1, act: "kill", target: 5 },
      { at: "N3 21:30", seat: 1, act: "kill", target: 5 },
      { at: "D3 09:00" },
    ];
    expect(hkRun(kills, DEAL, dice(4, 4, 1)).outcome.deaths).toEqual([]);
    expect(hkRun(kills, DEAL, dice(4, 1, 1)).outcome.deaths).toMatchObject([{ seat: 5, at: "N3", cause: "kill" }]);
  });

  it("HK124 大奖: one point at the start; ⑤ and ③ act at once at (15) on its target; no point left → refused; a die ⑥ gives one", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:30", seat: 5, act: "jackpot", target: 2, value: 5 },
        { at: "N1 21:40", seat: 2, act: "check", target: 1 },
        { at: "N2 21:30", seat: 5, act: "jackpot", target: 1, value: 3 },
        { at: "N3 21:30", seat: 5, act: "jackpot", target: 1, value: 3 },
        { at: "N3 21:55" },
      ],
      DEAL,
      dice(1, 1, 6),
    );
    // The seer's check at (14) settles before 大奖 at (15): it is told; then 2 is silenced to the opening.
    expect(codes(outcome)).toEqual([[2, "hk.jackpot_points"]]);
    expect(outcome.told?.filter((t) => t.kind !== "gamble")).toEqual([
      { seat: 2, at: "N1", kind: "check", value: "not_village", about: 1 },
      { seat: 5, at: "N1", kind: "jackpot", value: 5, about: 2 },
      { seat: 2, at: "N1", kind: "status", value: { id: "silenced", until: "D1 09:00" } },
      { seat: 5, at: "N3", kind: "identity", value: "wolf_witch", about: 1 },
    ]);
    expect(outcome.statuses).toMatchObject([{ seat: 2, id: "silenced", at: "N1" }]);
  });

  it("HK124 大奖 ②, HK72 ①: the 杀人 is made at once at (15) and resolves after the group's; refused on N1 and with a wrong target shape", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:30", seat: 5, act: "jackpot", target: 3, value: 2 },
        { at: "N1 21:31", seat: 5, act: "jackpot", target: null, value: 5 },
        { at: "N1 21:32", seat: 5, act: "jackpot", target: 3, value: 1 },
        { at: "N1 21:33", seat: 5, act: "jackpot", target: null, value: 7 },
        { at: "N2 21:30", seat: 5, act: "jackpot", target: 3, value: 2 },
        { at: "N2 21:31", seat: 1, act: "kill", target: 4 },
        { at: "D2 09:00" },
      ],
      DEAL,
      dice(1, 1),
    );
    expect(codes(outcome)).toEqual([
      [0, "hk.no_kill_n1"],
      [1, "hk.jackpot_target"],
      [2, "hk.jackpot_no_target"],
      [3, "value.invalid"],
    ]);
    expect(outcome.deaths?.map((d) => [d.seat, d.at, d.cause])).toEqual([
      [4, "N2", "kill"],
      [3, "N2", "kill"],
    ]);
  });

  it("HK55: 屠城 — his camp wins once every living character is of it", () => {
    const seat = (n: number, camp: string, out = false) => ({ seat: n, camp, out }) as never;
    expect(hkOwnWins({ seats: [seat(1, "gambler"), seat(2, "wolves", true)], lost: [] } as never)).toEqual(["gambler"]);
    expect(hkOwnWins({ seats: [seat(1, "gambler"), seat(2, "wolves")], lost: [] } as never)).toEqual([]);
  });

  it("his words: 大奖 with a face (a digit or its name) and a seat either side; his help names 大奖", () => {
    expect(parseHkDm("大奖 2")).toEqual({ kind: "act", act: "jackpot", target: null, value: 2 });
    expect(parseHkDm("大奖 ①")).toEqual({ kind: "act", act: "jackpot", target: null, value: 1 });
    expect(parseHkDm("大奖 杀人 5号")).toEqual({ kind: "act", act: "jackpot", target: 5, value: 2 });
    expect(parseHkDm("大奖 5号 沉默")).toEqual({ kind: "act", act: "jackpot", target: 5, value: 5 });
    expect(parseHkDm("大奖 通灵3号")).toEqual({ kind: "act", act: "jackpot", target: 3, value: 3 });
    expect(parseHkDm("大奖 免疫出局")).toEqual({ kind: "act", act: "jackpot", target: null, value: 4 });
    expect(parseHkDm("大奖 9")).toMatchObject({ kind: "bad" });
    expect(parseHkDm("沉默 3号")).toEqual({ kind: "act", act: "silence", target: 3 });
    // The die and 大奖 are told in words, by face.
    expect(hkToldTemplate("gamble", 2)?.text).toMatch(/^今晚的骰子掷出了2点：你获得一次杀人/);
    expect(hkToldTemplate("jackpot", 5)?.text).toContain("{about}被沉默到下一个正午开始");
    const { replay } = hkRun([{ at: "S 10:00" }], DEAL);
    expect(render(hkCardHelp(replay.state, 5))).toMatch(/赌徒[\s\S]*大奖 点数/);
  });
});
