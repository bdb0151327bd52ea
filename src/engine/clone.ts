/**
 * Shape-aware copies of the state and of the event data the reducer keeps (instead of
 * `structuredClone`, which was most of a command's cost). A copy is as deep as the reducer
 * (`apply`) writes: the parts it mutates in place are copied, the rest is shared:
 * - seats, the phase (its lists and records; a night's per-seat lists of acts are shared, the
 *   reducer replaces them), the election and forum-25's state (its `cards`)
 *   are copied;
 * - a seat's `mem` is shared: the reducer replaces it by a new record when it writes one key;
 * - the record (the object) is copied, its lists and their entries shared: the reducer never
 *   edits a record list in place, it replaces it by a longer one (an append) or by one whose last
 *   vote entry is a new one (a vote shift), so a list a copy shares never changes;
 * - setup, timers, the dice queue, dayOrder, dawnDeaths (the lists), occasion, resume, paused,
 *   lastOrder and shown are shared: the reducer only ever replaces them whole.
 * Imports only types, so the reducer can use it.
 */
import type { GameState, Occasion, Phase, SeatState, Target, Timer, VoteRecord } from "./types.ts";

/** A copy of `s` that `apply` may mutate without touching `s` (see the module comment for what is shared). */
export function cloneState(s: GameState): GameState {
  const r = s.record;
  const e = s.election;
  const seats = s.seats;
  const n = seats.length;
  const copies: SeatState[] = new Array(n);
  for (let i = 0; i < n; i++) copies[i] = cloneSeat(seats[i]);
  const out: GameState = {
    setup: s.setup,
    nowMs: s.nowMs,
    phase: clonePhase(s.phase),
    phaseSeq: s.phaseSeq,
    label: s.label,
    timers: s.timers,
    seats: copies,
    diceQueue: s.diceQueue,
    rolls: s.rolls,
    sheriff: s.sheriff,
    badgeGone: s.badgeGone,
    election: e
      ? { ...e, candidates: e.candidates.slice(), withdrawn: e.withdrawn.slice(), pk: e.pk?.slice() ?? null }
      : e,
    lastOrder: s.lastOrder,
    dayOrder: s.dayOrder,
    dawnDeaths: s.dawnDeaths,
    occasion: s.occasion,
    resume: s.resume,
    winner: s.winner,
    endedAt: s.endedAt,
    paused: s.paused,
    edits: s.edits,
    wolfTalks: s.wolfTalks,
    voided: s.voided,
    record: {
      deaths: r.deaths,
      announcements: r.announcements,
      sheriffs: r.sheriffs,
      told: r.told,
      votes: r.votes,
    },
  };
  // Absent in snapshots saved before it existed: keep it absent, so a copy deep-equals its source.
  if (s.shown !== undefined) out.shown = s.shown;
  // The labelled draws' counters: the reducer replaces the record, never edits it.
  if (s.draws !== undefined) out.draws = s.draws;
  // The status instances' counter (absent before the first grant).
  if (s.statusSeq !== undefined) out.statusSeq = s.statusSeq;
  // forum-25's own state: the reducer writes its fields and its `cards` record (their lists it replaces).
  if (s.forum !== undefined) out.forum = { ...s.forum, cards: { ...s.forum.cards } };
  // forum-hk's own state: the reducer only ever replaces it whole (`evolve-hk.ts`), so a copy shares it
  // (its rewind point holds a whole state, HK144: copying it at every event would cost a game's size).
  if (s.hk !== undefined) out.hk = s.hk;
  // A part of the state this copy does not know yet (a new ruleset's own state) is copied whole,
  // so that adding one can never let the reducer write into the state `decide` was given.
  for (const k in s)
    if (!(k in out)) (out as unknown as Record<string, unknown>)[k] = structuredClone(s[k as keyof GameState]);
  return out;
}

/** A seat's own fields; its `mem` and `statuses` are shared (the reducer replaces them, never edits them). */
function cloneSeat(x: SeatState): SeatState {
  return { ...x };
}

/** A copy of a phase with its own lists and records (the reducer writes into them). */
export function clonePhase(ph: Phase): Phase {
  switch (ph.kind) {
    case "night": {
      // Each seat's list of acts is shared: the reducer replaces it (and never edits an act).
      const out = {
        ...ph,
        knife: { ...ph.knife },
        acts: { ...ph.acts },
        done: ph.done.slice(),
        actors: ph.actors.slice(),
      };
      if (ph.steps) out.steps = ph.steps.slice();
      return out;
    }
    case "speaking": {
      const out = { ...ph, queue: ph.queue.slice() };
      if (ph.offstage) out.offstage = { stand: ph.offstage.stand.slice(), voters: ph.offstage.voters.slice() };
      return out;
    }
    case "vote":
      return {
        ...ph,
        voters: ph.voters.slice(),
        muted: ph.muted.slice(),
        options: ph.options.slice(),
        ballots: { ...ph.ballots },
      };
    case "window": {
      const out = { ...ph };
      if (ph.tally) out.tally = { ...ph.tally };
      if (ph.options) out.options = ph.options.slice();
      return out;
    }
    case "dawn":
    case "signup":
    case "correction":
    case "withdraw":
    case "shot":
    case "badge":
    case "order":
    case "recommend":
    case "ended":
      return { ...ph };
    default:
      // A phase kind this copy does not know (a new ruleset's) is copied whole.
      return structuredClone(ph);
  }
}

/** A target (null, a seat, a pair, a word) that shares no array with its source. */
export function cloneTarget(t: Target): Target {
  return Array.isArray(t) ? t.slice() : t;
}

/** Timers copied one by one (a list the state keeps, from an event). */
export function cloneTimers(list: readonly Timer[]): Timer[] {
  return list.map((t) => ({ ...t }));
}

/** A vote record the state keeps, sharing nothing with the event it came from. */
export function cloneVoteRecord(v: VoteRecord): VoteRecord {
  return { ...v, tally: { ...v.tally }, abstain: v.abstain.slice(), ballots: { ...v.ballots } };
}

/** An occasion the state keeps, sharing no list with the event it came from. */
export function cloneOccasion(o: Occasion): Occasion {
  return { ...o, dead: o.dead.slice(), shots: o.shots.slice() };
}

/** A copy of JSON-like data (a `told` value: a primitive, a list or a plain record). */
export function cloneData<T>(v: T): T {
  if (v === null || typeof v !== "object") return v;
  if (Array.isArray(v)) return v.map(cloneData) as T;
  const out: Record<string, unknown> = {};
  for (const k in v) out[k] = cloneData((v as Record<string, unknown>)[k]);
  return out as T;
}
