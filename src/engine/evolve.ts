/**
 * The reducer: how each event changes the state. `evolve` is pure (returns a new state);
 * `apply` mutates a draft and is used inside a transaction. Replaying a game is a fold of
 * its events from `initialState`.
 */

import {
  cloneData,
  cloneOccasion,
  clonePhase,
  cloneState,
  cloneTarget,
  cloneTimers,
  cloneVoteRecord,
} from "./clone.ts";
import { appended, applyHk, isHkEvent } from "./evolve-hk.ts";
import { applyRewind, keepIfKeeping } from "./evolve-rewind.ts";
import { rulesetOf } from "./rulesets/index.ts";
import { isPublicPhase, shownPhase } from "./shown.ts";
import type { GameEvent, GameSetup, GameState, NightAct, SeatState } from "./types.ts";

/** The state before any event: an empty table. */
export function initialState(): GameState {
  return {
    setup: { ruleset: "", board: "", deal: {}, seed: 0 },
    nowMs: 0,
    phase: { kind: "ended" },
    phaseSeq: 0,
    label: "N0",
    timers: [],
    seats: [],
    diceQueue: [],
    rolls: 0,
    sheriff: null,
    badgeGone: false,
    election: null,
    lastOrder: null,
    dayOrder: [],
    dawnDeaths: [],
    occasion: null,
    resume: null,
    winner: null,
    endedAt: null,
    paused: null,
    edits: 0,
    wolfTalks: 0,
    voided: false,
    shown: null,
    record: { deaths: [], announcements: [], sheriffs: [], told: [], votes: [] },
  };
}

function seatsFrom(setup: GameSetup): SeatState[] {
  const n = Object.keys(setup.deal).length;
  return Array.from({ length: n }, (_, i) => ({
    seat: i + 1,
    role: setup.deal[String(i + 1)],
    alive: true,
    diedAt: null,
    cause: null,
    announced: false,
    lastWords: false,
    noShows: 0,
    warnings: 0,
    noVoteIn: null,
    mem: {},
    penalty: null,
  }));
}

/** Pure: the state after one event. */
export function evolve(state: GameState, event: GameEvent): GameState {
  const draft = cloneState(state);
  apply(draft, event);
  return draft;
}

/** Fold events into a state. */
export function fold(events: readonly GameEvent[], from: GameState = initialState()): GameState {
  const draft = cloneState(from);
  for (const e of events) apply(draft, e);
  return draft;
}

/**
 * Mutating reducer over a draft (only called on drafts the caller owns). Events come from the
 * engine itself; an event it never emits (a corrupt log: unknown seat, null) throws rather
 * than folding into a wrong state. It writes only into the parts `cloneState` copies (seats,
 * phase, election, forum-25's state) and replaces the others whole (the record's lists included), so a copy may share those with its
 * source (clone.ts); the state it keeps shares nothing the event still holds.
 */
export function apply(s: GameState, e: GameEvent): void {
  // [3] forum-hk: an event a rewind keeps (HK145, `evolve-rewind.ts`).
  if (s.hk?.rewindPoint) keepIfKeeping(s, e);
  // forum-hk (seed 002): its own events, `evolve-hk.ts`; 钟's rewind, `evolve-rewind.ts`.
  if (e.type === "hk_rewind_point" || e.type === "hk_keep" || e.type === "hk_rewound") {
    applyRewind(s, e, apply);
    return;
  }
  if (isHkEvent(e)) {
    applyHk(s, e);
    return;
  }
  s.nowMs = e.atMs;
  // No local closures here: under tsx (esbuild's keepNames) each one costs a defineProperty per event.
  const seats = s.seats;
  switch (e.type) {
    case "game_created":
      s.setup = structuredClone(e.setup);
      s.seats = seatsFrom(e.setup);
      s.diceQueue = [...(e.setup.dice ?? [])];
      return;
    case "phase_started":
      // Entering a private phase keeps what the group last saw of the phase (view.ts).
      if (isPublicPhase(e.phase.kind)) s.shown = null;
      else if (isPublicPhase(s.phase.kind)) s.shown = shownPhase(s);
      s.phase = clonePhase(e.phase);
      s.label = e.label;
      s.phaseSeq += 1;
      s.timers = cloneTimers(e.timers);
      return;
    case "timers_changed":
      s.timers = s.timers.filter((t) => !e.remove.includes(t.id)).concat(cloneTimers(e.add));
      return;
    case "knife_proposed":
      if (s.phase.kind === "night") s.phase.knife[String(e.seat)] = e.target;
      return;
    case "knife_settled":
      if (s.phase.kind === "night") {
        s.phase.knifeSettled = true;
        s.phase.knifeTarget = e.target;
      }
      return;
    case "night_step_started":
      if (s.phase.kind === "night") s.phase.stepIdx = e.idx;
      return;
    case "night_acted":
      if (s.phase.kind === "night" || s.phase.kind === "forum_night") {
        // A new list, not a push: copies of the state share a seat's list of acts (clone.ts).
        const a: NightAct = e.prev
          ? { act: e.act, target: cloneTarget(e.target), prev: { ...e.prev } }
          : { act: e.act, target: cloneTarget(e.target) };
        if (e.value !== undefined) a.value = structuredClone(e.value);
        s.phase.acts[String(e.seat)] = appended(s.phase.acts[String(e.seat)] ?? [], a);
      }
      return;
    case "actor_done":
      if (s.phase.kind === "night" && !s.phase.done.includes(e.seat)) s.phase.done.push(e.seat);
      s.timers = s.timers.filter(
        (t) => !((t.kind === "skill" || (t.kind === "nudge" && t.for === "skill")) && t.seat === e.seat),
      );
      return;
    case "mem_set": {
      // A new memory, not an edit: copies of the state share a seat's memory (clone.ts).
      const x = seats[e.seat - 1];
      const mem = { ...x.mem };
      mem[e.key] = e.value;
      x.mem = mem;
      return;
    }
    case "told":
      s.record.told = appended(s.record.told, {
        seat: e.seat,
        at: s.label,
        kind: e.kind,
        value: cloneData(e.value),
        ...(e.about !== undefined ? { about: e.about } : {}),
        ...(e.settledOn !== undefined ? { settledOn: e.settledOn } : {}),
      });
      return;
    case "died": {
      const x = seats[e.seat - 1];
      x.alive = false;
      x.diedAt = e.at;
      x.cause = e.cause;
      x.lastWords = e.lastWords;
      // forum-hk (HK66): every out waits for its publication (a 晨曦 out, labelled D<n>, for the opening).
      x.announced = e.public === true || (s.phase.kind !== "hk" && s.label.startsWith("D"));
      s.record.deaths = appended(s.record.deaths, {
        seat: e.seat,
        at: e.at,
        cause: e.cause,
        lastWords: e.lastWords,
        ...(s.phase.kind === "hk" ? { stage: s.phase.stage } : {}),
      });
      return;
    }
    case "announced":
      for (const n of e.deaths) seats[n - 1].announced = true;
      s.record.announcements = appended(s.record.announcements, { at: s.label, deaths: [...e.deaths] });
      return;
    case "candidate_joined":
      if (s.election && !s.election.candidates.includes(e.seat)) s.election.candidates.push(e.seat);
      if (s.election) s.election.candidates.sort((a, b) => a - b);
      return;
    case "candidate_withdrew":
      if (s.election && !s.election.withdrawn.includes(e.seat)) s.election.withdrawn.push(e.seat);
      return;
    case "election_changed":
      // A closed election opened again is a new one (T9: an election at every dawn without a
      // sheriff; classic C4: the re-run of an election a boom postponed).
      if (e.open && !s.election?.open)
        s.election = {
          candidates: [],
          withdrawn: [],
          pk: null,
          open: true,
          ...(s.election?.postponed ? { rerun: true } : {}),
        };
      if (s.election) {
        s.election.open = e.open;
        s.election.pk = e.pk ? [...e.pk] : null;
        if (e.postponed) s.election.postponed = true;
      }
      return;
    case "speech_started":
      if (s.phase.kind === "speaking") s.phase.started = true;
      return;
    case "speech_reminded":
      return;
    case "last_words_given":
      seats[e.seat - 1].mem = { ...seats[e.seat - 1].mem, lastWordsGiven: true };
      return;
    case "no_show": {
      const x = seats[e.seat - 1];
      x.noShows += 1;
      x.noVoteIn = e.round;
      return;
    }
    case "warned": {
      const x = seats[e.seat - 1];
      x.warnings += 1;
      // The second warning costs the round's vote (000 §九2); a warning changes nothing where the
      // ruleset has no interruption ladder (classic C2).
      const p = rulesetOf(s.setup.ruleset).penalties;
      if (p.judge === "ladder" && x.warnings >= p.warningsToMute) x.noVoteIn = e.round;
      return;
    }
    case "vote_cast":
      if (s.phase.kind === "vote") s.phase.ballots[String(e.seat)] = e.target;
      return;
    case "vote_muted":
      if (s.phase.kind === "vote" && s.phase.voters.includes(e.seat)) {
        s.phase.voters = s.phase.voters.filter((v) => v !== e.seat);
        s.phase.muted.push(e.seat);
        if (s.phase.ballots[String(e.seat)] !== undefined) s.phase.ballots[String(e.seat)] = null;
      }
      return;
    case "vote_closed":
      s.record.votes = appended(s.record.votes, cloneVoteRecord(e.record));
      return;
    case "sheriff_changed":
      s.sheriff = e.seat;
      if (e.gone) s.badgeGone = true;
      if (!e.silent) s.record.sheriffs = appended(s.record.sheriffs, { at: e.at ?? s.label, seat: e.seat });
      return;
    case "order_chosen":
      s.lastOrder = { day: e.day, dir: e.dir, sheriff: s.sheriff };
      s.dayOrder = [...e.order];
      return;
    case "drawn":
      s.draws = { ...s.draws, [e.label]: (s.draws?.[e.label] ?? 0) + 1 };
      return;
    case "dice_rolled":
      if (s.diceQueue.length > 0) s.diceQueue = s.diceQueue.slice(1);
      else s.rolls += 1;
      return;
    case "occasion_set":
      s.occasion = e.occasion && cloneOccasion(e.occasion);
      return;
    case "resume_set":
      s.resume = e.phase && clonePhase(e.phase);
      return;
    case "dawn_set":
      s.dawnDeaths = [...e.deaths];
      return;
    case "penalized":
      seats[e.seat - 1].penalty = e.penalty;
      return;
    case "deducted": {
      const x = seats[e.seat - 1];
      x.deductions = (x.deductions ?? 0) + 1;
      return;
    }
    case "self_destructed":
      return;
    case "judge_acted":
      s.edits++;
      if (e.ruling === "wolf_talk") s.wolfTalks++;
      return;
    case "seat_substituted":
      // The seat keeps its role and everything it was told (7L 10); who holds it is the log's record.
      return;
    case "paused":
      s.paused = { atMs: e.atMs, timers: s.timers };
      s.timers = [];
      return;
    case "resumed":
      s.paused = null;
      return;
    case "act_withdrawn": {
      const key = String(e.seat);
      if (s.phase.kind === "vote") delete s.phase.ballots[key];
      if (s.phase.kind === "night") {
        const x = seats[e.seat - 1];
        const mem = { ...x.mem };
        for (const a of s.phase.acts[key] ?? []) Object.assign(mem, a.prev ?? {});
        x.mem = mem;
        delete s.phase.acts[key];
        delete s.phase.knife[key];
        s.phase.done = s.phase.done.filter((n) => n !== e.seat);
      }
      return;
    }
    case "game_ended":
      s.voided = e.voided === true;
      s.winner = e.winner;
      s.endedAt = e.at;
      s.phase = { kind: "ended" };
      s.timers = [];
      return;
    case "role_changed":
      seats[e.seat - 1].role = e.role;
      if (e.joinsNight && s.phase.kind === "night") {
        const ph = s.phase;
        if (!ph.actors.includes(e.seat)) ph.actors.push(e.seat);
        ph.done = ph.done.filter((n) => n !== e.seat);
      }
      return;
    case "deal_voided":
      if (e.redeal) {
        s.setup = structuredClone(e.redeal);
        s.seats = seatsFrom(e.redeal);
        s.diceQueue = [...(e.redeal.dice ?? [])];
        return;
      }
      s.voided = true;
      s.phase = { kind: "ended" };
      s.timers = [];
      return;
    case "public_notice":
      return;
    case "kill_proposed":
      if (s.phase.kind === "forum_night") (e.second ? s.phase.kill2 : s.phase.kill)[String(e.seat)] = e.target;
      return;
    case "kills_settled":
      if (s.phase.kind === "forum_night") {
        s.phase.stage = "witch";
        s.phase.killTarget = e.kill;
        s.phase.kill2Target = e.kill2;
        s.phase.chargeTarget = e.charge;
      }
      return;
    case "night_resolved":
      if (s.phase.kind === "forum_night") s.phase.stage = "resolved";
      return;
    case "status_added": {
      // The instance's key and start are derived here, never logged (statuses.ts).
      const x = seats[e.seat - 1];
      const key = (s.statusSeq ?? 0) + 1;
      s.statusSeq = key;
      x.statuses = [...(x.statuses ?? []), { ...e.status, key, since: s.label }];
      return;
    }
    case "status_removed": {
      const x = seats[e.seat - 1];
      x.statuses = (x.statuses ?? []).filter((st) =>
        e.key !== undefined ? st.key !== e.key : st.id !== e.id || (e.source !== undefined && st.source !== e.source),
      );
      return;
    }
    case "status_spent": {
      const x = seats[e.seat - 1];
      x.statuses = (x.statuses ?? []).map((st) => (st.key === e.key ? { ...st, count: e.count } : st));
      return;
    }
    // forum-25 (F1–F26)
    case "forum_calendar":
      s.forum = {
        startMs: e.startMs,
        day1OpenMs: e.day1OpenMs,
        cards: {},
        lastWordsLeft: rulesetOf(s.setup.ruleset).lastWords.perGame ?? 0,
        badge: null,
        shot: null,
        surrender: null,
      };
      return;
    case "ballot_posted":
      if (s.phase.kind === "forum_day") {
        s.phase.posts.push({
          seat: e.seat,
          target: e.target,
          atMs: e.atMs,
          change: e.change,
          ...(e.proxy ? { proxy: true } : {}),
        });
        s.phase.ballots[String(e.seat)] = e.target;
        if (e.change && !s.phase.changed.includes(e.seat)) s.phase.changed.push(e.seat);
      }
      return;
    case "last_words_published":
    case "vote_reminded":
    case "camp_judged_lost":
      return;
    case "day_sped_up":
      if (s.phase.kind === "forum_day") {
        s.phase.closeMs = e.closeMs;
        s.phase.spedUp = true;
      }
      return;
    case "day_delayed":
      if (s.phase.kind === "forum_day") s.phase.closeMs = e.closeMs;
      return;
    case "card_given":
      if (s.forum) s.forum.cards[String(e.seat)] = [...(s.forum.cards[String(e.seat)] ?? []), e.colour];
      return;
    case "surrender_answered":
      if (s.forum && e.yes) s.forum.surrender = { yes: [...(s.forum.surrender?.yes ?? []), e.seat] };
      return;
    case "surrender_dropped":
      if (s.forum) s.forum.surrender = null;
      return;
    case "badge_owed":
      if (s.forum) s.forum.badge = { seat: e.seat, dueMs: e.dueMs, at: e.at, pending: null };
      return;
    case "badge_chosen":
      if (s.forum) s.forum.badge = e.pending && s.forum.badge ? { ...s.forum.badge, pending: e.to } : null;
      return;
    case "shot_owed":
      if (s.forum) s.forum.shot = { seat: e.seat, dueMs: e.dueMs, at: e.at };
      return;
    case "shot_settled":
      if (s.forum) s.forum.shot = null;
      return;
    case "last_words_slot":
      if (s.forum) s.forum.lastWordsLeft = e.left;
      return;
    case "vote_shifted": {
      const votes = s.record.votes.slice();
      const last = votes[votes.length - 1];
      if (!last) return;
      const tally = { ...last.tally };
      tally[String(e.from)] = (tally[String(e.from)] ?? 0) - 1;
      if (tally[String(e.from)] <= 0) delete tally[String(e.from)];
      tally[String(e.to)] = (tally[String(e.to)] ?? 0) + 1;
      // A new list and a new entry, not an edit: copies of the state share both (clone.ts).
      votes[votes.length - 1] = { ...last, tally };
      s.record.votes = votes;
      if (s.phase.kind === "window") s.phase.tally = { ...tally };
      return;
    }
  }
}
