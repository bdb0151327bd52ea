import { describe, expect, it } from "vitest";
import { hkRun } from "./helpers.ts";

// Seat 1 wolf_witch, 8 the scholar; 2 seer, 3 medium.
const SCHOLAR = { "8": "wolf_scholar" };

describe("forum-hk wolf scholar (狼学者)", () => {
  it("HK84, HK42: a right guess gives the target a permanent [迷魂] told at C+50; the scholar is told nothing and records the hit", () => {
    const { outcome, replay } = hkRun(
      [{ at: "N1 21:40", seat: 8, act: "sophistry", target: 2, value: "seer" }, { at: "N1 21:49" }, { at: "N1 21:50" }],
      SCHOLAR,
    );
    expect(outcome.told).toEqual([{ seat: 2, at: "N1", kind: "status", value: { id: "dazed", until: null } }]);
    expect(outcome.statuses).toEqual([
      { seat: 2, id: "dazed", at: "N1", source: 8, until: null, count: null, vs: null, removedAt: null },
    ]);
    expect(replay.state.seats[7].mem.scholar_hit_2).toBe(true);
  });

  it("HK84: a wrong guess does nothing and tells nothing; a later right guess of the real card does", () => {
    const { outcome, replay } = hkRun(
      [
        { at: "N1 21:40", seat: 8, act: "sophistry", target: 3, value: "seer" },
        { at: "N2 21:40", seat: 8, act: "sophistry", target: 3, value: "medium" },
        { at: "D2 09:30" },
      ],
      SCHOLAR,
    );
    expect((outcome.statuses ?? []).map((s) => [s.seat, s.id, s.at])).toEqual([[3, "dazed", "N2"]]);
    expect(outcome.told.map((t) => [t.seat, t.at])).toEqual([[3, "N2"]]);
    expect(replay.state.seats[7].mem.scholar_hit_3).toBe(true);
  });

  it("HK84: the guess must be a card id", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:40", seat: 8, act: "sophistry", target: 3, value: "wizard" },
        { at: "N1 21:41", seat: 8, act: "sophistry", target: 3 },
      ],
      SCHOLAR,
    );
    expect(outcome.rejected.map((r) => [r.code, r.reason])).toEqual([
      ["hk.guess_card", "诡辩需要猜一个身份，请写明身份名称。"],
      ["hk.guess_card", "诡辩需要猜一个身份，请写明身份名称。"],
    ]);
  });
});
