/**
 * forum-hk's day (hk/day.ts): ballots and their refusals (HK59, HK60, HK64), the weighted count
 * (HK58, HK109), the close with a [不死] or immune top (HK57, HK140, HK60), and the directors' card
 * and proxy (HK60, HK137). Games run through the scenario runner; the close is also driven by hand
 * with a status granted just before it, for the statuses no built card grants yet.
 */
import { describe, expect, it } from "vitest";
import { cloneState } from "../../../src/engine/clone.ts";
import { hkTimeout } from "../../../src/engine/families/forum-hk/flow.ts";
import { grant } from "../../../src/engine/statuses.ts";
import { Tx } from "../../../src/engine/tx.ts";
import type { GameEvent, GameState } from "../../../src/engine/types.ts";
import { hkRun } from "../roles/hk/helpers.ts";

/** The deal of the day cases (test/scenarios/hk/HK5*, HK6*): 1 wolf_witch, 2 gargoyle, 3 knight, 4 seer, 5 penguin, 6 crow, 7 psychic, 8 medium. */
const DAY_DEAL = {
  "2": "gargoyle",
  "3": "knight",
  "4": "seer",
  "5": "penguin",
  "6": "crow",
  "7": "psychic",
  "8": "medium",
};
const run = (steps: unknown[], over: Record<string, string> = {}) => hkRun(steps, { ...DAY_DEAL, ...over });

const vote = (at: string, seat: number, target: number | null, act = "vote") => ({ at, seat, act, target });

/** Runs `steps` to D1 20:59, then fires day 1's close by hand after `before` (e.g. a status granted). */
function closeWith(steps: unknown[], before: (tx: Tx) => void): { tx: Tx; events: GameEvent[]; s: GameState } {
  const { replay } = run([...steps, { at: "D1 20:59" }]);
  const s = replay.state;
  const timer = s.timers.find((t) => t.kind === "hk_close");
  if (!timer) throw new Error("no close timer");
  const tx = new Tx(cloneState(s), timer.dueMs, () => {});
  before(tx);
  hkTimeout(tx, timer);
  return { tx, events: tx.events, s: tx.s };
}

const notices = (events: GameEvent[]) =>
  events.flatMap((e) => (e.type === "public_notice" ? [{ kind: e.kind, seat: e.seat ?? null, stage: e.stage }] : []));
const died = (events: GameEvent[]) =>
  events.flatMap((e) => (e.type === "died" ? [{ seat: e.seat, cause: e.cause, lastWords: e.lastWords }] : []));

describe("forum-hk day: the close", () => {
  const onEight = [vote("D1 10:00", 4, 8), vote("D1 10:01", 6, 8), vote("D1 10:02", 5, 7)];

  it("HK57, HK140: a top holding [不死] stays in and only 平安日 is announced", () => {
    const { events, s } = closeWith(onEight, (tx) => grant(tx, 8, { id: "undying" }));
    expect(notices(events)).toEqual([{ kind: "peaceful_day", seat: null, stage: "close" }]);
    expect(died(events)).toEqual([]);
    expect(s.seats[7].alive).toBe(true);
  });

  it("HK140: a top kept in by a one-time immunity is announced as the top (no 平安日) and stays in", () => {
    const { events, s } = closeWith(onEight, (tx) => grant(tx, 8, { id: "immune" }));
    expect(notices(events)).toEqual([{ kind: "top", seat: 8, stage: "close" }]);
    expect(s.seats[7].alive).toBe(true);
  });

  it("HK60: a red-carded top holding [不死] is not exiled (平安日), then his red card puts him out", () => {
    const steps = [...onEight, { at: "D1 15:00", judge: "card", seat: 8, value: "red" }];
    const { events } = closeWith(steps, (tx) => grant(tx, 8, { id: "undying" }));
    expect(notices(events)).toEqual([{ kind: "peaceful_day", seat: null, stage: "close" }]);
    expect(died(events)).toEqual([{ seat: 8, cause: "red_card", lastWords: false }]);
  });

  it("HK58: a [迷魂] ballot weighs 0: its seat is in the tally at 0 and cannot be the top", () => {
    const { events } = closeWith([vote("D1 10:00", 4, 8)], (tx) => grant(tx, 4, { id: "charmed" }));
    const counted = events.find((e) => e.type === "hk_counted");
    expect(counted?.type === "hk_counted" && counted.entry).toMatchObject({ tally: { "8": 0 }, top: null });
    expect(notices(events)).toEqual([{ kind: "no_top", seat: null, stage: "close" }]);
  });

  it("HK58, HK109: the old believer weighs 1 + his heretics out; the crow's settled 诽谤 adds 1", () => {
    const { outcome } = run(
      [
        { at: "S 10:00", seat: 7, act: "heretics", target: [1, 2, 3, 4] },
        { at: "N1 21:40", judge: "card", seat: 2, value: "red" },
        { at: "N1 21:45", seat: 6, act: "slander", target: 3 },
        vote("D1 10:00", 7, 5),
        vote("D1 10:01", 6, 8),
        vote("D1 10:02", 4, 8),
        { at: "D1 21:25" },
      ],
      { "7": "old_believer" },
    );
    expect(outcome.votes).toEqual([
      { at: "D1", round: "exile", tally: { "3": 1, "5": 2, "8": 2 }, abstain: [], top: "tie", cancelled: false },
    ]);
  });
});

describe("forum-hk day: ballots and cards", () => {
  const codes = (o: { rejected: { step: number; code: string }[] }) => o.rejected.map((r) => [r.step, r.code]);

  it("HK59: one ballot a day, one change, a change needs a ballot; refused outside 正午", () => {
    const { outcome } = run([
      vote("D1 08:59", 4, 1),
      vote("D1 10:00", 4, 1, "change_vote"),
      vote("D1 10:01", 4, 1),
      vote("D1 10:02", 4, 2),
      vote("D1 10:03", 4, 5, "change_vote"),
      vote("D1 10:04", 4, 6, "change_vote"),
      vote("D1 20:10", 5, 1),
      vote("D1 20:11", 5, 2, "change_vote"),
      { at: "D1 21:25" },
    ]);
    expect(codes(outcome)).toEqual([
      [0, "vote.not_open"],
      [1, "vote.no_ballot"],
      [3, "vote.already"],
      [5, "vote.changed"],
      [7, "vote.change_too_late"],
    ]);
    expect(outcome.votes[0]).toMatchObject({ tally: { "1": 1, "5": 1 }, top: "tie" });
  });

  it("HK60, HK137: a day red stops the carded seat's ballots and acts; a proxy posts for a seat, refused in the last hour", () => {
    const { outcome } = run([
      { at: "D1 10:00", judge: "card", seat: 3, value: "red" },
      vote("D1 10:01", 3, 1),
      { at: "D1 10:02", seat: 3, act: "duel", target: 1 },
      { at: "D1 10:03", judge: "proxy_vote", seat: 5, target: 1 },
      { at: "D1 20:30", judge: "proxy_vote", seat: 6, target: 1 },
      { at: "D1 21:25" },
    ]);
    expect(codes(outcome)).toEqual([
      [1, "vote.red_card"],
      [2, "hk.red_card"],
      [4, "vote.proxy_too_late"],
    ]);
    expect(outcome.votes[0]).toMatchObject({ tally: { "1": 1 }, top: 1 });
    expect(outcome.deaths.map((d) => [d.seat, d.cause])).toEqual([
      [1, "exile"],
      [3, "red_card"],
    ]);
  });

  it("HK64: after a duel on a wolf ballots and changes are refused; nothing is counted or carded", () => {
    const { outcome } = run([
      vote("D1 10:00", 4, 7),
      { at: "D1 11:00", seat: 3, act: "duel", target: 1 },
      vote("D1 11:01", 4, 8, "change_vote"),
      vote("D1 11:02", 5, 8),
      { at: "D1 21:25" },
    ]);
    expect(codes(outcome)).toEqual([
      [2, "vote.cancelled"],
      [3, "vote.cancelled"],
    ]);
    expect(outcome.votes).toEqual([{ at: "D1", round: "exile", tally: {}, abstain: [], top: null, cancelled: true }]);
    expect(outcome.cards).toEqual({});
  });

  it("HK61: three yellows make a red; given at the close (automatic) it waits for 黄昏 (1) and counts in the camp", () => {
    const { outcome } = run([
      { at: "D1 10:00", judge: "card", seat: 5, value: "yellow" },
      { at: "D1 10:01", judge: "card", seat: 5, value: "yellow" },
      vote("D1 10:02", 4, 1),
      { at: "D1 21:25" },
    ]);
    expect(outcome.cards?.["5"]).toEqual(["yellow", "yellow", "yellow", "red"]);
    expect(outcome.deaths.map((d) => [d.seat, d.cause, d.lastWords])).toEqual([
      [1, "exile", true],
      [5, "red_card", false],
    ]);
  });

  it("HK63, HK15: no automatic yellow at a sped-up close; a change is refused once sped up", () => {
    const { outcome } = run([
      vote("D1 10:00", 4, 1),
      { at: "D1 10:05", judge: "speed_up", value: "18:00" },
      vote("D1 10:10", 4, 2, "change_vote"),
      { at: "D1 18:25" },
    ]);
    expect(codes(outcome)).toEqual([[2, "vote.sped_up"]]);
    expect(outcome.cards).toEqual({});
    expect(outcome.votes[0]).toMatchObject({ tally: { "1": 1 }, top: 1 });
  });

  it("HK137: a card of no colour or on no seat is refused", () => {
    const { outcome } = run([
      { at: "D1 10:00", judge: "card", seat: 5, value: "green" },
      { at: "D1 10:01", judge: "card", seat: 9, value: "red" },
      { at: "D1 10:02" },
    ]);
    expect(codes(outcome)).toEqual([
      [0, "card.colour"],
      [1, "seat.unknown"],
    ]);
  });
});
