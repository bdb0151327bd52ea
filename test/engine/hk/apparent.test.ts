import { describe, expect, it } from "vitest";
import { evolve } from "../../../src/engine/evolve.ts";
import { apparent, campAsJudgedBy } from "../../../src/engine/roles/hk/apparent.ts";
import { hkRun } from "../roles/hk/helpers.ts";

/**
 * Wolf witch 1, seer 2, medium 3, fox 4, hidden wolf 5, bear 6, old believer 7, gargoyle 8: every
 * checker of an apparent field looks at the hidden wolf.
 */
const DEAL = { "4": "fox", "5": "hidden_wolf", "6": "bear" };
const AS_SEER = { options: [2, 3, 5], camp: "villagers", role: "seer", knife: false };

/** Every checker of an apparent field on seat 5 on night 1 (the bear judges at S's dusk by himself). */
const CHECKS = [
  { at: "N1 21:25", seat: 8, act: "inspect", target: 5 },
  { at: "N1 21:25", seat: 4, act: "sniff", target: 5 },
  { at: "N1 21:25", seat: 2, act: "check", target: 5 },
  { at: "N1 21:25", seat: 3, act: "divine", target: 5 },
  { at: "N1 21:25", seat: 1, act: "dark_check", target: 5 },
  { at: "D1 09:30" },
];

const toldOn5 = (told: { seat: number; kind: string; value: unknown }[]) =>
  Object.fromEntries(
    told.filter((t) => [1, 2, 3, 4, 8].includes(t.seat) && t.kind !== "same_camp").map((t) => [t.kind, t.value]),
  );

describe("forum-hk apparent fields (表面阵营 / 表面身份 / 表面带刀)", () => {
  it("HK45: a disguise read by each checker — 石像鬼, 狐狸, 预言家, 通灵师, 狼巫 and 熊 see the disguise", () => {
    const { outcome } = hkRun(
      [{ at: "S 10:00", seat: 5, act: "disguise", target: null, value: AS_SEER }, ...CHECKS],
      DEAL,
    );
    expect(outcome.rejected).toEqual([]);
    expect(toldOn5(outcome.told)).toEqual({
      inspect: { camp: "villagers", role: "seer" },
      sniff: "village",
      check: "village",
      identity: "seer",
    });
    // 熊: 5 and 7 beside him, 5 shows village: no roar.
    expect(outcome.notices ?? []).toEqual([]);
  });

  it("HK45: without a disguise every checker reads the real fields (the same night, the same checks)", () => {
    const { outcome } = hkRun(CHECKS, DEAL);
    expect(toldOn5(outcome.told)).toEqual({
      inspect: { camp: "wolves", role: "hidden_wolf" },
      sniff: "mixed",
      check: "not_village",
      identity: "hidden_wolf",
    });
    expect(outcome.notices).toEqual([{ at: "D1", stage: "opening", kind: "roar" }]);
  });

  it("HK45: a field not set stays the real one; 表面带刀 defaults to 实际带刀 (a [群内] wolf holds 杀人)", () => {
    const { replay } = hkRun(
      [
        { at: "S 10:00", seat: 5, act: "disguise", target: null, value: { options: [2, 3, 5], role: "seer" } },
        { at: "S 21:05" },
      ],
      DEAL,
    );
    expect(apparent(replay.state, 5)).toEqual({ camp: "wolves", role: "seer", knife: false });
    expect(apparent(replay.state, 1)).toEqual({ camp: "wolves", role: "wolf_witch", knife: true });
    expect(apparent(replay.state, 2)).toEqual({ camp: "villagers", role: "seer", knife: false });
  });

  it("HK45: the latest setting of a field wins; a camp change moves the apparent camp unless it is disguised", () => {
    const { replay } = hkRun(
      [
        { at: "S 10:00", seat: 5, act: "disguise", target: null, value: { options: [2, 3, 5], role: "seer" } },
        { at: "S 21:05" },
      ],
      DEAL,
    );
    let s = evolve(replay.state, { type: "hk_disguise", seat: 5, field: "role", value: "witch", atMs: 0 });
    expect(apparent(s, 5).role).toBe("witch");
    // Seat 5's camp changes: its camp was never disguised, so the apparent camp follows.
    s = evolve(s, { type: "hk_camp", seat: 5, camp: "lovers", atMs: 0 });
    expect(apparent(s, 5).camp).toBe("lovers");
    // Seat 2's camp is disguised, then changes: the disguise holds.
    s = evolve(s, { type: "hk_disguise", seat: 2, field: "camp", value: "wolves", atMs: 0 });
    s = evolve(s, { type: "hk_camp", seat: 2, camp: "lovers", atMs: 0 });
    expect(apparent(s, 2).camp).toBe("wolves");
  });

  it("HK87 ④: only a village-camp user's real-camp check reads a hidden wolf who picked ④ as village", () => {
    const { replay } = hkRun(
      [{ at: "S 10:00", seat: 5, act: "disguise", target: null, value: { options: [1, 3, 4] } }, { at: "S 21:05" }],
      DEAL,
    );
    expect(campAsJudgedBy(replay.state, 5, 2)).toBe("villagers");
    expect(campAsJudgedBy(replay.state, 5, 1)).toBe("wolves");
    expect(campAsJudgedBy(replay.state, 5, 5)).toBe("wolves");
    // ④ is no disguise: checks of the apparent camp still read wolves.
    expect(apparent(replay.state, 5).camp).toBe("wolves");
  });
});
