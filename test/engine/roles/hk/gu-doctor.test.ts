import { describe, expect, it } from "vitest";
import { hkRun } from "./helpers.ts";

/**
 * Gu doctor 1 and wolf witch 2 (the pack), penguin 3 (the only 强神), crow 4, psychic 5 and hunter 7
 * (弱神), old believer 6, gargoyle 8. No 验人系 is dealt, so the village's 负1 is "no living 强神" (HK51).
 */
const DEAL = {
  "1": "gu_doctor",
  "2": "wolf_witch",
  "3": "penguin",
  "4": "crow",
  "5": "psychic",
  "6": "old_believer",
  "7": "hunter",
  "8": "gargoyle",
};

const bewitch = (at: string, target: number, value: string) => ({ at, seat: 1, act: "bewitch", target, value });

describe("forum-hk gu doctor (蛊医)", () => {
  it("HK79, HK51: the last 强神 bewitched as 弱神 counts as 弱神 — the village is lost (负1) at C+35; the miss is told and 蛊惑 lost", () => {
    const { outcome } = hkRun([bewitch("N1 21:30", 3, "weak_god"), { at: "N1 21:40" }], DEAL);
    expect(outcome.rejected).toEqual([]);
    expect(outcome.campsLost).toEqual([{ camp: "villagers", at: "N1", why: "seers_and_strong" }]);
    expect(outcome.told).toContainEqual({ seat: 1, at: "N1", kind: "class_miss", value: "weak_god", about: 3 });
    expect(outcome.skills).toContainEqual({ seat: 1, skill: "bewitch", at: "N1", how: "lost" });
    // Nothing else reads it: the penguin's card and camp are his own.
    expect(outcome.camps?.["3"]).toBe("villagers");
    // Before C+35 nothing is settled.
    expect(hkRun([bewitch("N1 21:30", 3, "weak_god"), { at: "N1 21:34" }], DEAL).outcome.campsLost).toEqual([]);
  });

  it("HK79: a right class tells nothing and keeps 蛊惑; after a miss a later 蛊惑 is refused", () => {
    const right = hkRun(
      [bewitch("N1 21:30", 4, "weak_god"), bewitch("N2 21:30", 3, "strong_god"), { at: "N2 22:00" }],
      DEAL,
    );
    expect(right.outcome.rejected).toEqual([]);
    expect(right.outcome.told.filter((t) => t.kind === "class_miss")).toEqual([]);
    expect(right.outcome.campsLost).toEqual([]);
    const missed = hkRun([bewitch("N1 21:30", 8, "strong_god"), bewitch("N2 21:30", 3, "strong_god")], DEAL);
    expect(missed.outcome.rejected.map((r) => r.code)).toEqual(["hk.skill_lost"]);
    expect(missed.outcome.told).toContainEqual({
      seat: 1,
      at: "N1",
      kind: "class_miss",
      value: "strong_god",
      about: 8,
    });
  });

  it("HK79, HK38: the override holds through the next day (the penguin exiled, the crow still counts as 强神) and ends at nightfall", () => {
    const votes = [2, 3, 4, 5, 6, 7, 8].map((seat) => ({ at: "D1 10:00", seat, act: "vote", target: 3 }));
    const { outcome } = hkRun([bewitch("N1 21:30", 4, "strong_god"), ...votes, { at: "N2 21:25" }], DEAL);
    expect(outcome.deaths.map((d) => [d.seat, d.cause])).toEqual([[3, "exile"]]);
    expect(outcome.campsLost).toEqual([{ camp: "villagers", at: "N2", why: "seers_and_strong" }]);
    // Without the override the exile loses the village at once, in D1.
    const plain = hkRun([...votes, { at: "N2 21:25" }], DEAL);
    expect(plain.outcome.campsLost).toEqual([{ camp: "villagers", at: "D1", why: "seers_and_strong" }]);
  });

  it("HK79: the value must name a class (狼人, 强神 or 弱神)", () => {
    const { outcome } = hkRun(
      [bewitch("N1 21:30", 3, "seer"), { seat: 1, at: "N1 21:31", act: "bewitch", target: 3 }],
      DEAL,
    );
    expect(outcome.rejected.map((r) => r.code)).toEqual(["value.invalid", "value.invalid"]);
  });
});
