import { describe, expect, it } from "vitest";
import { hkRun } from "./helpers.ts";

/** Seats: 1 wolf_witch (the pack), 2 seer, 3 medium, 4 witch, 5 crow, 6 penguin, 7 old believer, 8 garlic. */
const deal = (garlicSeat: number) => ({ "4": "witch", [String(garlicSeat)]: "garlic" });

const stinkOf = (statuses: { seat: number; id: string; source: number | null; until: string | null }[] = []) =>
  statuses.filter((s) => s.source !== null && ["silenced", "disarmed", "dazed"].includes(s.id));

describe("forum-hk garlic (大蒜)", () => {
  it("HK119: the two nearest living seats above and below (电梯楼: no wrap, fewer if fewer live) get 沉默, 缴械, 迷魂", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:55", seat: 4, act: "poison", target: 6 },
        { at: "N2 21:30", seat: 1, act: "kill", target: 8 },
        { at: "N2 22:15" },
      ],
      deal(8),
    );
    // Seat 8 is the top floor: nobody above; below him 7 and (6 being out) 5.
    const got = stinkOf(outcome.statuses);
    expect(got.map((s) => [s.seat, s.id])).toEqual([
      [7, "silenced"],
      [7, "disarmed"],
      [7, "dazed"],
      [5, "silenced"],
      [5, "disarmed"],
      [5, "dazed"],
    ]);
    expect(got.every((s) => s.source === 8 && s.until === "N3 22:10")).toBe(true);
  });

  it("HK42, HK12: each status is told to its holder at once, with its end", () => {
    const { outcome } = hkRun([{ at: "N1 21:55", seat: 4, act: "poison", target: 3 }, { at: "N1 22:15" }], deal(3));
    const told = outcome.told.filter((t) => t.kind === "status");
    expect(told.map((t) => [t.seat, (t.value as { id: string }).id, t.at])).toEqual([
      [4, "silenced", "N1"],
      [4, "disarmed", "N1"],
      [4, "dazed", "N1"],
      [5, "silenced", "N1"],
      [5, "disarmed", "N1"],
      [5, "dazed", "N1"],
      [2, "silenced", "N1"],
      [2, "disarmed", "N1"],
      [2, "dazed", "N1"],
      [1, "silenced", "N1"],
      [1, "disarmed", "N1"],
      [1, "dazed", "N1"],
    ]);
    expect(told.every((t) => (t.value as { until: string }).until === "N2 22:10")).toBe(true);
  });

  it("HK65, HK66: out at night, his flip is published at the next opening, once", () => {
    const { outcome } = hkRun([{ at: "N2 21:30", seat: 1, act: "kill", target: 8 }, { at: "D3 09:30" }], deal(8));
    expect((outcome.notices ?? []).filter((n) => n.kind === "flip")).toEqual([
      { at: "D2", stage: "opening", kind: "flip", seat: 8, value: "garlic" },
    ]);
  });

  it("HK38, HK40: the statuses last through the next night's resolution and are gone after it", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:55", seat: 4, act: "poison", target: 2 },
        { at: "N2 21:30", seat: 1, act: "kill", target: 5 },
        { at: "N3 21:30", seat: 1, act: "kill", target: 5 },
        { at: "N3 22:15" },
      ],
      deal(2),
    );
    // The wolf witch 1 (below the garlic 2) is disarmed on N2: refused; free again on N3.
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([[1, "hk.status_blocks"]]);
    expect(outcome.deaths.map((d) => [d.seat, d.at, d.cause])).toEqual([
      [2, "N1", "poison"],
      [5, "N3", "kill"],
    ]);
  });
});
