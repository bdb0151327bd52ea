import { describe, expect, it } from "vitest";
import { hkRun } from "./helpers.ts";

describe("forum-hk penguin (企鹅)", () => {
  it("HK98, HK42, HK13: 冰冻 told at C+35 until the next opening; the frozen seer's later check is refused", () => {
    const { outcome } = hkRun([
      { at: "N1 21:30", seat: 6, act: "freeze", target: 2 },
      { at: "N1 21:38", seat: 2, act: "check", target: 1 },
      { at: "D1 09:30" },
    ]);
    expect(outcome.told).toEqual([{ seat: 2, at: "N1", kind: "status", value: { id: "frozen", until: "D1 09:00" } }]);
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([[1, "hk.status_blocks"]]);
    expect(outcome.statuses).toEqual([
      { seat: 2, id: "frozen", at: "N1", source: 6, until: "D1 09:00", count: null, vs: null, removedAt: null },
    ]);
  });

  it("HK13: a check sent before the freeze is accepted and does nothing at its step; HK98: not the same seat two nights running", () => {
    const { outcome } = hkRun([
      { at: "N1 21:30", seat: 2, act: "check", target: 1 },
      { at: "N1 21:31", seat: 6, act: "freeze", target: 2 },
      { at: "N2 21:30", seat: 6, act: "freeze", target: 2 },
      { at: "N2 21:31", seat: 6, act: "freeze", target: 3 },
      { at: "D2 09:00" },
    ]);
    expect(outcome.told.filter((t) => t.kind === "check")).toEqual([]);
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([[2, "hk.same_as_last_night"]]);
    expect(outcome.statuses?.map((s) => [s.seat, s.until])).toEqual([
      [2, "D1 09:00"],
      [3, "D2 09:00"],
    ]);
  });
});
