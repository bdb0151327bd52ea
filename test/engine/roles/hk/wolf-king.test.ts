import { describe, expect, it } from "vitest";
import { hkRun, KING_HUNTER_DEAL } from "./helpers.ts";

/** Wolf king 1, wolf witch 2, hunter 3 with seer 4, penguin 5, crow 6, psychic 7, medium 8. */
const DEAL = KING_HUNTER_DEAL;
const codes = (o: { rejected: { step: number; code: string }[] }) => o.rejected.map((r) => [r.step, r.code]);

describe("forum-hk wolf king (狼王)", () => {
  it("HK69, HK72, HK75: 冲锋 on night 1 is 指杀 at ②, a night-1 out with last words; it spends 报复", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:40", seat: 1, act: "charge", target: 6 },
        { at: "N2 21:25", seat: 1, act: "charge", target: 5 },
        { at: "D2 09:30" },
      ],
      DEAL,
    );
    expect(outcome.deaths).toEqual([
      { seat: 6, at: "N1", stage: "night", cause: "charge", damage: "pointed", lastWords: true },
    ]);
    expect(codes(outcome)).toEqual([[1, "hk.used"]]);
  });

  it("HK72: the group kill (①) resolves before the charge (②); a charge on a seat out at ② settles nothing", () => {
    const { outcome } = hkRun(
      [
        { at: "N2 21:30", seat: 1, act: "charge", target: 5 },
        { at: "N2 21:31", seat: 1, act: "kill", target: 4 },
        { at: "N2 21:32", seat: 2, act: "kill", target: 4 },
        { at: "D2 09:30" },
      ],
      DEAL,
    );
    expect(outcome.deaths.map((d) => [d.seat, d.cause])).toEqual([
      [4, "kill"],
      [5, "charge"],
    ]);
  });

  it("HK75, HK138: out by the hunter's 致死伤害, 报复 (暴击) in the same dawn window, a dawn out with last words", () => {
    const { outcome } = hkRun(
      [
        { at: "N2 21:30", seat: 1, act: "kill", target: 3 },
        { at: "N2 21:31", seat: 2, act: "kill", target: 3 },
        { at: "N2 22:12", seat: 3, act: "shoot", target: 1 },
        { at: "N2 22:15", seat: 1, act: "revenge", target: 4 },
        { at: "D2 09:30" },
      ],
      DEAL,
    );
    expect(outcome.deaths.slice(1)).toEqual([
      { seat: 1, at: "D2", stage: "dawn", cause: "shot", damage: "lethal", lastWords: true },
      { seat: 4, at: "D2", stage: "dawn", cause: "revenge", damage: "crit", lastWords: true },
    ]);
    expect(outcome.rejected).toEqual([]);
  });

  it("HK75: a living king's 报复 is refused; after a charge, an out king has no 报复", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:40", seat: 1, act: "charge", target: 6 },
        { at: "N1 22:15", seat: 1, act: "revenge", target: 4 },
        { at: "N2 21:30", seat: 1, act: "kill", target: 3 },
        { at: "N2 21:31", seat: 2, act: "kill", target: 3 },
        { at: "N2 22:12", seat: 3, act: "shoot", target: 1 },
        { at: "N2 22:15", seat: 1, act: "revenge", target: 4 },
        { at: "D2 09:30" },
      ],
      DEAL,
    );
    expect(codes(outcome)).toEqual([
      [1, "hk.not_out_yet"],
      [5, "hk.used"],
    ]);
    expect(outcome.deaths.map((d) => d.seat)).toEqual([6, 3, 1]);
  });

  it("HK75: a king out by 暴击 (the terrorist's blast) has no 报复", () => {
    const { outcome } = hkRun(
      [
        { at: "D1 10:00", seat: 3, act: "blast", target: 1 },
        { at: "D1 21:05", seat: 1, act: "revenge", target: 4 },
        { at: "N2 21:25" },
      ],
      { ...DEAL, "3": "terrorist" },
    );
    expect(outcome.deaths.map((d) => [d.seat, d.cause])).toEqual([
      [3, "blast_self"],
      [1, "blast"],
    ]);
    expect(codes(outcome)).toEqual([[1, "hk.skill_void"]]);
  });
});
