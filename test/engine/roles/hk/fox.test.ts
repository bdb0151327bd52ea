import { describe, expect, it } from "vitest";
import { hkRun } from "./helpers.ts";

/** The fox at 3; wolf witch 1, seer 2, psychic 4, crow 5, penguin 6, old believer 7, gargoyle 8 (HK_DEAL). */
const DEAL = { "3": "fox" };

/** Every living seat's D1 ballot on seat `t`. */
const exileOnD1 = (t: number) =>
  [1, 2, 3, 4, 5, 6, 7, 8].map((seat) => ({ at: "D1 10:00", seat, act: "vote", target: t }));

describe("forum-hk fox (狐狸)", () => {
  it("HK90, HK12: three village cards around the centre → `village` told at C+50, 狡黠 lost, a later sniff refused", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:30", seat: 3, act: "sniff", target: 5 },
        { at: "N2 21:30", seat: 3, act: "sniff", target: 8 },
        { at: "N2 21:55" },
      ],
      DEAL,
    );
    expect(outcome.told).toEqual([{ seat: 3, at: "N1", kind: "sniff", value: "village", about: 5 }]);
    expect(outcome.skills).toEqual([{ seat: 3, skill: "sniff", at: "N1", how: "lost" }]);
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([[1, "hk.used"]]);
  });

  it("HK90, HK21: the elevator wraps (1's neighbours are 8 and 2): a wolf among village cards → `mixed`, and he sniffs again", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:30", seat: 3, act: "sniff", target: 1 },
        { at: "N2 21:30", seat: 3, act: "sniff", target: 8 },
        { at: "N2 21:55" },
      ],
      DEAL,
    );
    expect(outcome.told).toEqual([
      { seat: 3, at: "N1", kind: "sniff", value: "mixed", about: 1 },
      // 7 old believer (a third card), 8 gargoyle, 1 wolf witch: none of the village.
      { seat: 3, at: "N2", kind: "sniff", value: "not_village", about: 8 },
    ]);
    expect(outcome.skills).toEqual([{ seat: 3, skill: "sniff", at: "N2", how: "lost" }]);
    expect(outcome.rejected).toEqual([]);
  });

  it("HK90 reading: an out neighbour is skipped — with 7 exiled, 8's neighbours are 6 and 1 → `mixed`", () => {
    const { outcome } = hkRun(
      [...exileOnD1(7), { at: "N2 21:30", seat: 3, act: "sniff", target: 8 }, { at: "N2 21:55" }],
      DEAL,
    );
    expect(outcome.deaths?.map((d) => [d.seat, d.cause])).toEqual([[7, "exile"]]);
    expect(outcome.told).toEqual([{ seat: 3, at: "N2", kind: "sniff", value: "mixed", about: 8 }]);
    expect(outcome.skills ?? []).toEqual([]);
  });

  it("HK90, HK45 reading: the apparent card's camp counts, not the current camp — a fan following the seer is no village card", () => {
    const { outcome } = hkRun(
      [
        { at: "S 10:00", seat: 4, act: "follow", target: 2 },
        { at: "N1 21:30", seat: 3, act: "sniff", target: 5 },
        { at: "N1 21:55" },
      ],
      { ...DEAL, "4": "fan" },
    );
    expect(outcome.camps?.["4"]).toBe("villagers");
    expect(outcome.told).toContainEqual({ seat: 3, at: "N1", kind: "sniff", value: "mixed", about: 5 });
  });

  it("HK22, HK13: a sniff whose centre is out by its step tells nothing and keeps the skill", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:30", seat: 3, act: "sniff", target: 5 },
        { at: "N1 21:40", judge: "card", seat: 5, value: "red" },
        { at: "N1 21:55" },
      ],
      DEAL,
    );
    expect(outcome.told?.filter((t) => t.kind === "sniff")).toEqual([]);
    expect(outcome.skills ?? []).toEqual([]);
  });
});
