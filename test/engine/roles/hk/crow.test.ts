import { describe, expect, it } from "vitest";
import { hkRun } from "./helpers.ts";

describe("forum-hk crow (乌鸦)", () => {
  it("HK109, HK66: a settled 诽谤 is published at the next opening, not before", () => {
    const early = hkRun([{ at: "N1 21:45", seat: 5, act: "slander", target: 7 }, { at: "D1 08:59" }]);
    expect(early.outcome.notices).toEqual([]);
    const { outcome } = hkRun([{ at: "N1 21:45", seat: 5, act: "slander", target: 7 }, { at: "D1 09:00" }]);
    expect(outcome.notices).toEqual([{ at: "D1", stage: "opening", kind: "slandered", seat: 7 }]);
  });

  it("HK13: a 诽谤 sent after block B's deadline does nothing; no notice", () => {
    const { outcome } = hkRun([{ at: "N1 21:50", seat: 5, act: "slander", target: 7 }, { at: "D2 09:00" }]);
    expect(outcome.rejected.map((r) => r.code)).toEqual(["hk.window"]);
    expect((outcome.notices ?? []).filter((n) => n.kind === "slandered")).toEqual([]);
  });
});
