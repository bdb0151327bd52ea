import { describe, expect, it } from "vitest";
import { hkRun } from "./helpers.ts";

describe("forum-hk medium (通灵师)", () => {
  it("HK12: 通灵 tells the apparent card at C+50", () => {
    const { outcome } = hkRun([{ at: "N1 21:30", seat: 3, act: "divine", target: 8 }, { at: "N1 21:50" }]);
    expect(outcome.told).toEqual([{ seat: 3, at: "N1", kind: "identity", value: "gargoyle", about: 8 }]);
  });

  it("only the medium divines, only at night", () => {
    const { outcome } = hkRun([
      { at: "S 10:00", seat: 3, act: "divine", target: 8 },
      { at: "N1 21:30", seat: 2, act: "divine", target: 8 },
    ]);
    expect(outcome.rejected.map((r) => r.code)).toEqual(["hk.window", "act.not_yours"]);
  });
});
