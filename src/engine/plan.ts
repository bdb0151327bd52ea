/**
 * The phase plan: the one place that decides what follows what. Flow modules run their phase
 * and report its end as a `Step` (`tx.next(step)`); `next` starts what follows, so no flow
 * module imports another to start the next phase (architecture: "the plan is data").
 * Ranked-s7 (000 §八): night 1 → the sheriff election at dawn 1 (000 §八(四)) → the night-1
 * announcement → the day; later nights → the dawn announcement (000 §八(九)1) → the day; a day's
 * speeches (the ruleset's rounds a day) → the exile vote (000 §八(六)) → PK (R9) → the exile's
 * occasion → night. Classic (C3, C4, C13): a tied PK goes to the off-stage PK's speeches and vote,
 * and a day-1 election stopped by a boom opens again at dawn 2, before its announcement.
 */

import { openDay } from "./families/forum-25/day.ts";
import { startForumNight } from "./families/forum-25/night.ts";
import { familyOf } from "./families/index.ts";
import {
  exileResultShown,
  exileVoteClosed,
  startDay,
  startExileVote,
  startRecommend,
  toExileVote,
} from "./families/timed/day.ts";
import {
  decideCandidates,
  openWithdrawWindow,
  reopenElectionWindow,
  sheriffVoteClosed,
  startElection,
} from "./families/timed/election.ts";
import { startNight } from "./families/timed/night.ts";
import { announceDawn, continueOccasion } from "./families/timed/occasion.ts";
import { startSpeaking } from "./families/timed/speaking.ts";
import { reopenVote } from "./families/timed/vote.ts";
import type { Tx } from "./tx.ts";
import { type ExileRound, isSheriffRound, type OccasionNext, type Phase, type Step } from "./types.ts";

const dayNo = (tx: Tx) => Number(tx.s.label.slice(1));

/** The game's first phase: nightfall of night 1 (000 §八(三)); forum-25: phase S (F1); forum-hk: phase S (HK8). */
export function begin(tx: Tx): void {
  familyOf(tx.rules).begin(tx);
}

/** What follows `step`. */
export function next(tx: Tx, step: Step): void {
  switch (step.after) {
    case "night":
      // Classic C4: an election a boom stopped opens again at the next dawn, before its announcement.
      if (electionAtDawn(tx, step.n) || tx.s.election?.postponed === true) startElection(tx, step.n);
      else {
        tx.emit({ type: "phase_started", phase: { kind: "dawn" }, label: `D${step.n}`, timers: [] });
        announceDawn(tx, "day");
      }
      return;
    case "election":
      announceDawn(tx, "day");
      return;
    case "speeches":
      afterSpeeches(tx, step);
      return;
    case "vote":
      if (isSheriffRound(step.round)) sheriffVoteClosed(tx, step.round, step.top);
      else exileResultShown(tx, step.round as ExileRound, step.top, step.options);
      return;
    case "recommend":
      toExileVote(tx);
      return;
    case "shift":
      exileVoteClosed(tx, step.round, step.top);
      return;
    case "duel_declined":
      startExileVote(tx, "exile", []);
      return;
    case "day":
      startNight(tx, dayNo(tx) + 1);
      return;
    case "occasion":
      afterOccasion(tx, step.next);
      return;
    case "occasion_turn":
      continueOccasion(tx);
      return;
    // forum-25 (F1): S → day 1 → night 1 → day 2 …
    case "forum_start":
      openDay(tx, 1);
      return;
    case "forum_day":
      startForumNight(tx, step.n, tx.s.phase.kind === "forum_day" ? tx.s.phase.closeMs : tx.nowMs);
      return;
    case "forum_night":
      openDay(tx, step.n + 1);
      return;
  }
}

/**
 * Whether dawn `n` opens with the sheriff election (before its announcement): dawn 1 only
 * (000 §八(四)), or every dawn while nobody holds the badge (T9) — a sheriff who died in the
 * night still holds it until his death is announced.
 */
function electionAtDawn(tx: Tx, n: number): boolean {
  switch (tx.rules.plan.election) {
    case "first_dawn":
      return n === 1;
    case "every_dawn_until_sheriff":
      return tx.s.sheriff === null && !tx.s.badgeGone;
  }
}

/** A round of speeches ended: what follows depends on the round. */
function afterSpeeches(tx: Tx, step: Extract<Step, { after: "speeches" }>): void {
  switch (step.purpose) {
    case "campaign":
      if (tx.rules.election.withdrawWindow) openWithdrawWindow(tx);
      else decideCandidates(tx, tx.s.election?.candidates ?? [], "sheriff");
      return;
    case "sheriff_pk":
      decideCandidates(tx, tx.s.election?.pk ?? [], "sheriff_pk");
      return;
    case "sheriff_offstage":
      // C3: after the off-stage speeches the non-candidates vote among the tied.
      decideCandidates(tx, tx.s.election?.pk ?? [], "sheriff_offstage");
      return;
    case "day": {
      // Rounds of day speeches, in the same order (ranked-s7: one a day).
      const { first, later } = tx.rules.speeches.dayRounds;
      if (step.pass + 1 < (dayNo(tx) === 1 ? first : later)) startSpeaking(tx, "day", step.queue, 0, step.pass + 1);
      else if (!startRecommend(tx)) toExileVote(tx);
      return;
    }
    case "exile_pk":
      startExileVote(
        tx,
        "exile_pk",
        step.queue.filter((n) => tx.s.seats[n - 1].alive),
      );
      return;
    case "exile_offstage":
      // C13: the PK's voters vote again, among the players left on the stand.
      startExileVote(
        tx,
        "exile_offstage",
        (step.offstage?.stand ?? []).filter((n) => tx.s.seats[n - 1].alive),
        step.offstage?.voters,
      );
      return;
    case "last_words":
      // Back to the occasion: a badge added meanwhile (a removed sheriff) is settled before it ends.
      if (tx.s.occasion) continueOccasion(tx);
      return;
  }
}

/** A death occasion is over: its continuation. */
function afterOccasion(tx: Tx, next: OccasionNext): void {
  switch (next) {
    case "night":
      startNight(tx, dayNo(tx) + 1);
      return;
    case "day":
      startDay(tx);
      return;
    case "announce_n1_then_night":
      announceDawn(tx, "night");
      return;
    case "announce_n1_then_day":
      announceDawn(tx, "day");
      return;
    case "resume": {
      const phase = tx.s.resume;
      tx.emit({ type: "resume_set", phase: null });
      if (phase) resume(tx, phase);
      return;
    }
    case "vote":
      toExileVote(tx);
      return;
  }
}

/**
 * Re-enters a phase interrupted by a void self-destruct (R7) or a judge's removal of the
 * sheriff, with fresh timers; ballots already cast are kept.
 */
function resume(tx: Tx, phase: Phase): void {
  switch (phase.kind) {
    case "signup":
    case "correction":
    case "withdraw":
      reopenElectionWindow(tx, phase.kind);
      return;
    case "speaking":
      startSpeaking(tx, phase.purpose, phase.queue, phase.idx, phase.pass ?? 0, phase.offstage);
      return;
    case "vote":
      reopenVote(tx, phase);
      return;
    case "order":
      startDay(tx);
      return;
    default:
      return;
  }
}
