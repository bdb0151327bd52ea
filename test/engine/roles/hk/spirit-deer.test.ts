import { describe, expect, it } from "vitest";
import { hkRun } from "./helpers.ts";

/** Seats: 1 wolf_witch (the pack), 2 seer, 3 spirit deer, 4 witch, 5 crow, 6 penguin, 7 old believer, 8 gargoyle. */
const DEER = { "3": "spirit_deer", "4": "witch" };

describe("forum-hk spirit deer (灵鹿)", () => {
  it("HK96: 长寿之命 is one permanent [守护：1] from S; the poison (穿透) passes it unspent, a kill spends it", () => {
    const { outcome } = hkRun(
      [
        { at: "N2 21:30", seat: 1, act: "kill", target: 3 },
        { at: "N3 21:30", seat: 1, act: "kill", target: 3 },
        { at: "N3 21:55", seat: 4, act: "poison", target: 3 },
        { at: "N3 22:15" },
      ],
      DEER,
    );
    expect(outcome.statuses).toEqual([
      { seat: 3, id: "guarded", at: "S", source: 3, until: null, count: 1, vs: null, removedAt: "N2" },
    ]);
    // N2: stopped and spent; N3: the kill at ① puts him out (the poison then finds him out).
    expect(outcome.deaths.map((d) => [d.seat, d.at, d.cause])).toEqual([[3, "N3", "kill"]]);
  });

  it("HK34, HK96: a poison on the deer is not stopped by his 守护, which stays", () => {
    const { outcome } = hkRun([{ at: "N1 21:55", seat: 4, act: "poison", target: 3 }, { at: "N1 22:15" }], DEER);
    expect(outcome.deaths.map((d) => [d.seat, d.cause, (d as { damage?: string }).damage])).toEqual([
      [3, "poison", "pierce"],
    ]);
    expect(outcome.statuses?.[0]?.removedAt).toBeNull();
  });

  it("HK96, HK73: 森林庇护 at (17) gives every living character [不死] to C+70: the kill and the poison stop; once", () => {
    const { outcome } = hkRun(
      [
        { at: "N2 21:30", seat: 1, act: "kill", target: 2 },
        { at: "N2 21:55", seat: 4, act: "poison", target: 1 },
        { at: "N2 21:59", seat: 3, act: "sanctuary" },
        { at: "N3 21:30", seat: 3, act: "sanctuary" },
        { at: "N3 21:31" },
      ],
      DEER,
    );
    expect(outcome.deaths).toEqual([]);
    const undying = (outcome.statuses ?? []).filter((s) => s.id === "undying");
    expect(undying.map((s) => s.seat)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(
      undying.every((s) => s.source === 3 && s.at === "N2" && s.until === "N2 22:10" && s.removedAt === null),
    ).toBe(true);
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([[3, "hk.used"]]);
  });

  it("HK96, HK22: 森林庇护 skips characters already out; it takes no target", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:55", seat: 4, act: "poison", target: 5 },
        { at: "N2 21:30", seat: 3, act: "sanctuary", target: 2 },
        { at: "N2 21:31", seat: 3, act: "sanctuary" },
        { at: "N2 22:15" },
      ],
      DEER,
    );
    const undying = (outcome.statuses ?? []).filter((s) => s.id === "undying");
    expect(undying.map((s) => s.seat)).toEqual([1, 2, 3, 4, 6, 7, 8]);
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([[1, "hk.no_target"]]);
  });
});
