import { describe, expect, it } from "vitest";
import { hkRun } from "./helpers.ts";

/**
 * Eleven seats: terrorist 1 (the only [群内] wolf), seer 2, medium 3, psychic 4, crow 5, the nine-tailed
 * fox 6, bear 7, gargoyle 8 ([接刀]), knight 9, hunter 10, penguin 11. Village: 2–7, 9–11.
 */
const DEAL = { "1": "terrorist", "6": "nine_tailed_fox", "7": "bear", "9": "knight", "10": "hunter", "11": "penguin" };

/** Ballots of `voters` on `t` at `at`. */
const votes = (at: string, voters: number[], t: number) => voters.map((seat) => ({ at, seat, act: "vote", target: t }));

/** Four published village outs: a red card in S (3, at the D1 opening), the knight's duel on the seer (9, at once), the D1 exile (4, dusk list), the N2 kill (5, D2 opening). */
const FOUR = [
  { at: "S 10:00", judge: "card", seat: 3, value: "red" },
  { at: "D1 10:00", seat: 9, act: "duel", target: 2 },
  ...votes("D1 11:00", [1, 2, 4, 5, 6, 7, 8, 10, 11], 4),
  { at: "N2 21:30", seat: 1, act: "kill", target: 5 },
];

const tail = (at: string) => ({ seat: 6, at, kind: "tails", value: true });

describe("forum-hk nine-tailed fox (九尾狐)", () => {
  it("HK99, HK66: a tail per published village out (red card, noon, dusk list, opening), told at once; the 5th: [遗忘] then 致死伤害 (`tails`)", () => {
    const { outcome } = hkRun([...FOUR, ...votes("D2 10:00", [1, 2, 6, 7, 8, 10, 11], 2), { at: "D2 21:25" }], DEAL);
    expect(outcome.told?.filter((t) => t.seat === 6)).toEqual([
      tail("D1"),
      tail("D1"),
      tail("D1"),
      tail("D2"),
      tail("D2"),
      { seat: 6, at: "D2", kind: "status", value: { id: "forgetful", until: null } },
    ]);
    expect(outcome.deaths?.find((d) => d.seat === 6)).toEqual({
      seat: 6,
      at: "D2",
      stage: "dusk",
      cause: "tails",
      damage: "lethal",
      lastWords: true,
    });
    // HK41: 九尾's [不死] ends with the skill, at the [遗忘].
    expect(outcome.statuses?.filter((s) => s.seat === 6)).toEqual([
      { seat: 6, id: "undying", at: "S", source: 6, until: null, count: null, vs: null, removedAt: "D2" },
      { seat: 6, id: "forgetful", at: "D2", source: 6, until: null, count: null, vs: null, removedAt: null },
    ]);
    // A wolf-camp out costs no tail (the terrorist is never out here; the seer 2 is the fifth).
    expect(outcome.announcements?.at(-1)).toEqual({ at: "D2", stage: "dusk", exiled: [2], other: [] });
  });

  it("HK99, HK66: at 0 tails by a 正午 publication, his out is a 正午 out published at once; a wolf out costs no tail", () => {
    const { outcome } = hkRun(
      [...FOUR, { at: "D2 10:00", seat: 1, act: "blast", target: 10 }, { at: "D2 10:05" }],
      DEAL,
    );
    expect(outcome.announcements?.filter((a) => a.at === "D2")).toEqual([
      { at: "D2", deaths: [5] },
      { at: "D2", stage: "noon", deaths: [1, 10] },
      { at: "D2", stage: "noon", deaths: [6] },
    ]);
    expect(outcome.told?.filter((t) => t.seat === 6 && t.kind === "tails")).toHaveLength(5);
    expect(outcome.deaths?.find((d) => d.seat === 6)).toMatchObject({ at: "D2", stage: "noon", cause: "tails" });
  });

  it("HK99, HK34, HK57: his [不死] stops the group kill and the exile (平安日), and nothing is told", () => {
    const { outcome } = hkRun(
      [
        ...votes("D1 10:00", [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 6),
        { at: "N2 21:30", seat: 1, act: "kill", target: 6 },
        { at: "D2 09:05" },
      ],
      DEAL,
    );
    expect(outcome.deaths).toEqual([]);
    expect(outcome.notices).toContainEqual({ at: "D1", stage: "close", kind: "peaceful_day" });
    expect(outcome.told?.filter((t) => t.seat === 6)).toEqual([]);
  });

  it("HK99 reading: no tail for a wolf-camp or a third-party out; none once he is out himself", () => {
    const { outcome } = hkRun(
      [
        { at: "S 10:00", judge: "card", seat: 1, value: "red" },
        { at: "S 10:01", judge: "card", seat: 6, value: "red" },
        { at: "D1 09:05" },
      ],
      DEAL,
    );
    expect(outcome.announcements?.[0]).toEqual({ at: "D1", deaths: [1, 6] });
    expect(outcome.told?.filter((t) => t.kind === "tails")).toEqual([]);
  });
});
