import { describe, expect, it } from "vitest";
import { hkRun } from "./helpers.ts";

describe("forum-hk psychic (灵能)", () => {
  it("HK115, HK22: 感知 names an announced-out character only; a living one is refused", () => {
    const { outcome } = hkRun([{ at: "N1 21:45", seat: 4, act: "sense", target: 2 }, { at: "N1 21:50" }]);
    expect(outcome.rejected.map((r) => r.code)).toEqual(["hk.not_out"]);
    expect(outcome.told).toEqual([]);
  });

  it("HK9: 感知 belongs to block B, not to the day", () => {
    const { outcome } = hkRun([{ at: "D1 10:00", seat: 4, act: "sense", target: 2 }]);
    expect(outcome.rejected.map((r) => r.code)).toEqual(["hk.window"]);
  });
});
