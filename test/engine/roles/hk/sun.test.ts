import { describe, expect, it } from "vitest";
import { hkRun } from "./helpers.ts";

/** Wolf king 1, wolf witch 2 (the pack), sun 3, seer 4, knight 5, crow 6, psychic 7, medium 8. */
const SUN = { "1": "wolf_king", "2": "wolf_witch", "3": "sun", "4": "seer", "5": "knight", "6": "crow" };

/** Night 2's pack kill on the sun, so that day 2 is his (日不落). */
const KILL_SUN = [
  { at: "N2 21:30", seat: 1, act: "kill", target: 3 },
  { at: "N2 21:31", seat: 2, act: "kill", target: 3 },
];

describe("forum-hk sun (太阳)", () => {
  it("HK150: one [不死] per daytime while he lives — S's first 黄昏, then 晨曦 n to the end of 黄昏 n; a top exile on him is 平安日", () => {
    const { outcome } = hkRun([{ at: "D1 10:00", seat: 1, act: "vote", target: 3 }, { at: "D2 21:25" }], SUN);
    const undying = (outcome.statuses ?? []).filter((s) => s.id === "undying" && s.seat === 3);
    expect(undying.map((s) => [s.at, s.until])).toEqual([
      ["S", "S 21:20"],
      ["D1", "D1 21:20"],
      ["D2", "D2 21:20"],
    ]);
    expect(outcome.notices).toContainEqual({ at: "D1", stage: "close", kind: "peaceful_day" });
    expect(outcome.deaths).toEqual([]);
  });

  it("HK150, HK108: no [不死] at night — killed there, he flips and 日不落 is published at the next opening", () => {
    const { outcome } = hkRun([...KILL_SUN, { at: "D2 09:30" }], SUN);
    expect(outcome.deaths).toMatchObject([{ seat: 3, at: "N2", stage: "night", cause: "kill" }]);
    expect((outcome.notices ?? []).filter((n) => n.at === "D2" && n.stage === "opening")).toEqual([
      { at: "D2", stage: "opening", kind: "flip", seat: 3, value: "sun" },
      { at: "D2", stage: "opening", kind: "sun_never_sets" },
    ]);
  });

  it("HK62: red-carded, he has no 日: no flip, no 日不落, the next day has one count", () => {
    const { outcome } = hkRun([{ at: "N1 21:40", judge: "card", seat: 3, value: "red" }, { at: "D1 21:25" }], SUN);
    expect((outcome.notices ?? []).filter((n) => n.kind === "flip" || n.kind === "sun_never_sets")).toEqual([]);
    expect(outcome.votes.map((v) => v.round)).toEqual(["exile"]);
  });

  it("HK149: round 1 is counted at 15:00 — its top only announced, nobody out — and a duel after it cancels round 2 only", () => {
    const { outcome } = hkRun(
      [
        ...KILL_SUN,
        { at: "D2 10:00", seat: 4, act: "vote", target: 2 },
        { at: "D2 10:01", seat: 6, act: "vote", target: 2 },
        { at: "D2 15:20", seat: 5, act: "duel", target: 1 },
        { at: "D2 21:25" },
      ],
      SUN,
    );
    expect(outcome.votes.filter((v) => v.at === "D2")).toEqual([
      { at: "D2", round: "exile", tally: { "2": 2 }, abstain: [], top: 2, cancelled: false },
      { at: "D2", round: "exile_2", tally: {}, abstain: [], top: null, cancelled: true },
    ]);
    expect(outcome.notices).toContainEqual({ at: "D2", stage: "close", kind: "top", seat: 2, round: "exile" });
    // The round-1 top is not exiled: only the duel's wolf goes out that day.
    expect(outcome.deaths.filter((d) => d.at === "D2").map((d) => d.seat)).toEqual([1]);
  });

  it("HK149: the list is the out sun's, once, from 15:00, at most ⌊living/2⌋ distinct living characters", () => {
    const { outcome } = hkRun(
      [
        { at: "D1 15:30", seat: 3, act: "speakers", target: [4] },
        ...KILL_SUN,
        { at: "D2 14:59", seat: 3, act: "speakers", target: [4] },
        { at: "D2 15:00", seat: 3, act: "speakers", target: [4, 4] },
        { at: "D2 15:01", seat: 3, act: "speakers", target: [4, 5, 6, 7] },
        { at: "D2 15:02", seat: 3, act: "speakers", target: [6, 4] },
        { at: "D2 15:03", seat: 3, act: "speakers", target: [5] },
        { at: "D2 15:04", seat: 4, act: "speakers", target: [5] },
        { at: "D3 10:00", seat: 3, act: "speakers", target: [5] },
      ],
      SUN,
    );
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([
      [0, "hk.sun_living"],
      [3, "hk.sun_round1"],
      [4, "hk.seat_list_distinct"],
      [5, "hk.sun_too_many"],
      [7, "hk.sun_once"],
      [8, "act.not_yours"],
      [9, "hk.sun_not_today"],
    ]);
    expect(outcome.notices).toContainEqual({ at: "D2", stage: "noon", kind: "speakers", value: [4, 6] });
  });

  it("HK149, HK63: a living character with no round-1 ballot, or named and silent in round 2, gets one yellow — at most one a day", () => {
    const everyone = [1, 2, 3, 4, 5, 6, 7, 8];
    const { outcome } = hkRun(
      [
        ...everyone.map((seat, i) => ({ at: `D1 10:0${i}`, seat, act: "vote", target: null })),
        ...KILL_SUN,
        ...[1, 2, 4, 5, 6].map((seat, i) => ({ at: `D2 10:0${i}`, seat, act: "vote", target: 2 })),
        { at: "D2 15:10", seat: 3, act: "speakers", target: [4, 6, 7] },
        { at: "D2 15:20", seat: 4, act: "vote", target: 1 },
        { at: "D2 21:25" },
      ],
      SUN,
    );
    // 8 had no round-1 ballot; 6 was named and silent in round 2; 7 both (still one yellow); 4 voted in both.
    expect(outcome.cards).toEqual({ "6": ["yellow"], "7": ["yellow"], "8": ["yellow"] });
    expect(outcome.votes.filter((v) => v.at === "D2")).toMatchObject([
      { round: "exile", top: 2 },
      { round: "exile_2", top: 1 },
    ]);
    expect(outcome.deaths.filter((d) => d.at === "D2")).toMatchObject([{ seat: 1, cause: "exile" }]);
  });

  it("HK149, HK15 (reading): on his day a speed-up keeps round 1 — a close at or before 15:00 is refused", () => {
    const { outcome } = hkRun(
      [
        ...KILL_SUN,
        { at: "D2 10:00", judge: "speed_up", value: "15:00" },
        { at: "D2 10:01", judge: "speed_up", value: "18:00" },
        { at: "D2 18:25" },
      ],
      SUN,
    );
    expect(outcome.rejected.map((r) => r.code)).toEqual(["hk.speed_up_sun"]);
    expect(outcome.votes.filter((v) => v.at === "D2").map((v) => v.round)).toEqual(["exile", "exile_2"]);
  });

  it("HK41: burned (业炎's 遗忘), 日 is lost — no [不死] from then on, and his exile triggers nothing", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:40", seat: 7, act: "arson", target: 3 },
        { at: "D1 10:00", seat: 1, act: "vote", target: 3 },
        { at: "D2 09:30" },
      ],
      { ...SUN, "7": "arsonist" },
    );
    expect((outcome.statuses ?? []).filter((x) => x.id === "undying").map((x) => x.at)).toEqual(["S"]);
    expect(outcome.deaths).toMatchObject([{ seat: 3, at: "D1", cause: "exile" }]);
    expect((outcome.notices ?? []).filter((n) => n.kind === "flip" || n.kind === "sun_never_sets")).toEqual([]);
  });
});
