import { describe, expect, it } from "vitest";
import { hkRun } from "./helpers.ts";

describe("forum-hk gargoyle (石像鬼)", () => {
  it("HK88: 查验 tells apparent camp and card at C+35", () => {
    const { outcome } = hkRun([{ at: "N1 21:30", seat: 8, act: "inspect", target: 3 }, { at: "N1 21:35" }]);
    expect(outcome.told).toEqual([
      { seat: 8, at: "N1", kind: "inspect", value: { camp: "villagers", role: "medium" }, about: 3 },
    ]);
  });

  it("HK88, HK11: 凝望 after that night's 查验 sends all results to the other living wolves, then 查验 and [接刀] are lost", () => {
    const { outcome } = hkRun([
      { at: "N1 21:30", seat: 8, act: "inspect", target: 3 },
      { at: "N2 21:30", seat: 8, act: "inspect", target: 2 },
      { at: "N2 21:31", seat: 8, act: "stare" },
      { at: "N3 21:30", seat: 8, act: "inspect", target: 4 },
      { at: "N3 21:40" },
    ]);
    expect(outcome.told).toContainEqual({
      seat: 1,
      at: "N2",
      kind: "stare",
      value: [
        { seat: 3, camp: "villagers", role: "medium" },
        { seat: 2, camp: "villagers", role: "seer" },
      ],
    });
    expect(outcome.skills).toEqual([
      { seat: 8, skill: "inspect", at: "N2", how: "lost" },
      { seat: 8, skill: "relay", at: "N2", how: "lost" },
    ]);
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([[3, "hk.used"]]);
  });
});
