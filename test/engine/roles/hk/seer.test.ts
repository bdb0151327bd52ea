import { describe, expect, it } from "vitest";
import { hkRun } from "./helpers.ts";

describe("forum-hk seer (预言家)", () => {
  it("HK89, HK12: the check is told at C+50 (block B), village / not_village by apparent camp", () => {
    const { outcome, replay } = hkRun([{ at: "N1 21:30", seat: 2, act: "check", target: 1 }, { at: "N1 21:49" }]);
    expect(outcome.told).toEqual([]);
    replay.until(replay.nowMs + 60_000);
    expect(replay.state.record.told).toEqual([{ seat: 2, at: "N1", kind: "check", value: "not_village", about: 1 }]);
  });

  it("HK13: the last check before the deadline counts; one at C+50 is late", () => {
    const { outcome } = hkRun([
      { at: "N1 21:30", seat: 2, act: "check", target: 1 },
      { at: "N1 21:40", seat: 2, act: "check", target: 3 },
      { at: "N1 21:50", seat: 2, act: "check", target: 4 },
      { at: "D1 09:00" },
    ]);
    expect(outcome.told.filter((t) => t.kind === "check")).toEqual([
      { seat: 2, at: "N1", kind: "check", value: "village", about: 3 },
    ]);
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([[2, "hk.window"]]);
  });
});
