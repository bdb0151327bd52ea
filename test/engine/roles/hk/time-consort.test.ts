import { describe, expect, it } from "vitest";
import { hkRun } from "./helpers.ts";

/** 1 噬时狼妃, 2 狼巫 (the pack), 3 预言家, 4 魔术师, 5 通灵师, 6 企鹅, 7 灵能, 8 乌鸦. */
const DEAL = { "1": "time_consort", "2": "wolf_witch", "3": "seer", "4": "magician", "5": "medium", "7": "psychic" };
const toldOf = (o: { told: unknown[] }, kind: string) => o.told.filter((t) => (t as { kind: string }).kind === kind);

describe("forum-hk time consort (噬时狼妃)", () => {
  it("HK78: 时间逆流 (reverse) sends a later village act on the seat back to its user, unknown to him; she is told at C+70 and loses it", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:25", seat: 1, act: "reverse", target: 6 },
        { at: "N1 21:40", seat: 3, act: "check", target: 6 },
        { at: "N2 21:25", seat: 1, act: "reverse", target: 3 },
        { at: "N2 21:30" },
      ],
      DEAL,
    );
    expect(toldOf(outcome, "check")).toEqual([
      { seat: 3, at: "N1", kind: "check", value: "village", about: 6, settledOn: 3 },
    ]);
    expect(toldOf(outcome, "reversed")).toEqual([{ seat: 1, at: "N1", kind: "reversed", value: ["check"] }]);
    expect(outcome.skills).toEqual([{ seat: 1, skill: "reverse", at: "N1", how: "lost" }]);
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([[2, "hk.skill_lost"]]);
  });

  it("HK78: 冰冻 at (10) on the 逆流 seat freezes the penguin himself; a night with nothing reversed keeps 时间逆流", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:25", seat: 1, act: "reverse", target: 8 },
        { at: "N1 21:26", seat: 6, act: "freeze", target: 7 },
        { at: "N2 21:25", seat: 1, act: "reverse", target: 3 },
        { at: "N2 21:26", seat: 6, act: "freeze", target: 3 },
        { at: "D2 09:30" },
      ],
      DEAL,
    );
    expect(outcome.statuses?.map((s) => [s.seat, s.id, s.at])).toEqual([
      [7, "frozen", "N1"],
      [6, "frozen", "N2"],
    ]);
    expect(toldOf(outcome, "reversed")).toEqual([{ seat: 1, at: "N2", kind: "reversed", value: ["freeze"] }]);
    expect(outcome.rejected).toEqual([]);
  });
});
