import { describe, expect, it } from "vitest";
import { hkRun } from "./helpers.ts";

/** Wolf king 1, wolf witch 2 (the pack), the saintess 3, witch 4, penguin 5, crow 6, old believer 7, spirit deer 8. */
const DEAL = {
  "1": "wolf_king",
  "2": "wolf_witch",
  "3": "saintess",
  "4": "witch",
  "5": "penguin",
  "6": "crow",
  "7": "old_believer",
  "8": "spirit_deer",
};
const codes = (o: { rejected: { step: number; code: string }[] }) => o.rejected.map((r) => [r.step, r.code]);
const kill = (n: number, target: number) => [
  { at: `N${n} 21:30`, seat: 1, act: "kill", target },
  { at: `N${n} 21:31`, seat: 2, act: "kill", target },
];

describe("forum-hk saintess (圣女)", () => {
  it("HK106, HK92: 圣水 on the witch refreshes her card: 救药 back, and her 灵通 with it; told at C+35", () => {
    const { outcome } = hkRun(
      [
        ...kill(2, 6),
        { at: "N2 21:55", seat: 4, act: "save", target: 6 },
        { at: "N3 21:25", seat: 3, act: "bless", target: 4 },
        ...kill(3, 5),
        { at: "N3 21:55", seat: 4, act: "save", target: 5 },
        { at: "D3 09:30" },
      ],
      DEAL,
    );
    expect(codes(outcome)).toEqual([]);
    expect(outcome.deaths).toEqual([]);
    expect(outcome.told?.filter((t) => t.seat === 4)).toEqual([
      { seat: 4, at: "N1", kind: "knife", value: [] },
      { seat: 4, at: "N2", kind: "knife", value: [6] },
      { seat: 4, at: "N3", kind: "refreshed", value: true },
      { seat: 4, at: "N3", kind: "knife", value: [5] },
    ]);
    expect(outcome.skills).toContainEqual({ seat: 4, skill: "save", at: "N3", how: "refreshed" });
  });

  it("HK106: without 圣水 the witch's spent 救药 stays spent and her 灵通 is silent (the refresh is what brings them back)", () => {
    const { outcome } = hkRun(
      [
        ...kill(2, 6),
        { at: "N2 21:55", seat: 4, act: "save", target: 6 },
        ...kill(3, 5),
        { at: "N3 21:55", seat: 4, act: "save", target: 5 },
        { at: "D3 09:30" },
      ],
      DEAL,
    );
    expect(codes(outcome)).toEqual([[5, "hk.used"]]);
    expect(outcome.deaths.map((d) => d.seat)).toEqual([5]);
    expect(outcome.told?.filter((t) => t.seat === 4).map((t) => t.value)).toEqual([[], [6], null]);
  });

  it("HK106, HK42: a wolf gets a permanent [净化], told with no end; once a game", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:25", seat: 3, act: "bless", target: 1 },
        { at: "N2 21:25", seat: 3, act: "bless", target: 2 },
        { at: "N2 21:40" },
      ],
      DEAL,
    );
    expect(codes(outcome)).toEqual([[1, "hk.used"]]);
    expect(outcome.statuses?.filter((x) => x.seat !== 8)).toEqual([
      { seat: 1, id: "purified", at: "N1", source: 3, until: null, count: null, vs: null, removedAt: null },
    ]);
    expect(outcome.told?.filter((t) => t.kind !== "knife")).toEqual([
      { seat: 1, at: "N1", kind: "status", value: { id: "purified", until: null } },
    ]);
  });

  it("HK106, HK42: another camp (宗教老爷爷) gets a permanent [超度], not told (he holds no 杀人)", () => {
    const { outcome } = hkRun([{ at: "N1 21:25", seat: 3, act: "bless", target: 7 }, { at: "N1 21:40" }], DEAL);
    expect(outcome.statuses?.filter((x) => x.seat !== 8).map((x) => [x.seat, x.id, x.until])).toEqual([
      [7, "released", null],
    ]);
    expect(outcome.told?.filter((t) => t.kind !== "knife")).toEqual([]);
  });

  it("HK96, HK106: 圣水 gives the spirit deer a spent 长寿之命 back: one permanent [守护：1] again", () => {
    const { outcome } = hkRun(
      [...kill(2, 8), { at: "N3 21:25", seat: 3, act: "bless", target: 8 }, ...kill(3, 8), { at: "D3 09:30" }],
      DEAL,
    );
    expect(outcome.deaths).toEqual([]);
    expect(outcome.statuses?.map((s) => [s.seat, s.id, s.at, s.source, s.removedAt])).toEqual([
      [8, "guarded", "S", 8, "N2"],
      [8, "guarded", "N3", 8, "N3"],
    ]);
  });

  it("HK106: 圣水 on herself refreshes nothing back to her: the use is spent after the refresh", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:25", seat: 3, act: "bless", target: 3 },
        { at: "N2 21:25", seat: 3, act: "bless", target: 4 },
        { at: "N2 21:40" },
      ],
      DEAL,
    );
    expect(codes(outcome)).toEqual([[1, "hk.used"]]);
    expect(outcome.told?.filter((t) => t.kind !== "knife")).toEqual([
      { seat: 3, at: "N1", kind: "refreshed", value: true },
    ]);
  });
});
