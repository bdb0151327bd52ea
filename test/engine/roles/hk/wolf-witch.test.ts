import { describe, expect, it } from "vitest";
import { hkRun } from "./helpers.ts";

describe("forum-hk wolf_witch (狼巫)", () => {
  it("HK12: 黑暗侦测 tells the target's apparent card at C+50", () => {
    const { outcome } = hkRun([{ at: "N1 21:45", seat: 1, act: "dark_check", target: 2 }, { at: "N1 21:50" }]);
    expect(outcome.told).toEqual([{ seat: 1, at: "N1", kind: "identity", value: "seer", about: 2 }]);
  });

  it("HK69: her 杀人 is refused on N1", () => {
    const { outcome } = hkRun([{ at: "N1 21:45", seat: 1, act: "kill", target: 2 }]);
    expect(outcome.rejected.map((r) => r.code)).toEqual(["hk.no_kill_n1"]);
  });
});
