/**
 * Deaths and death occasions. An occasion resolves in this order (R10, scenario conventions):
 * shots (ascending), then the dying sheriff's badge (000 §八(四)8), then last words in
 * ascending seats (000 §八(八)8), then the occasion's continuation.
 */
import { breakChain } from "../camps.ts";
import { liveSpec, roleSpec } from "../roles/index.ts";
import { skillsBlocked } from "../roles/spec.ts";
import { mutedToday } from "../state.ts";
import type { Tx } from "../tx.ts";
import type { DeathCause, Occasion, OccasionNext } from "../types.ts";
import { endIfWon } from "../win.ts";
import { startDay, toExileVote } from "./day.ts";
import { resumeAfterInterruption, startNight } from "./night.ts";
import { startSpeaking } from "./speaking.ts";

/**
 * Kills a seat now. `at` is the label the death counts as (a shot target counts as the
 * shooter's time, 000 §八(八)4). Last words: every day death; night deaths only on night 1
 * (000 §八(八)2); never for the drowned (R21). A role may stop the death (sleepwalker, snow
 * wolf at night, old rogue, 000 §八(二)14,17,20). Returns every seat that died, the chain
 * that followed included (a lover, a charmed player, 000 §七4, §八(二)18).
 */
export function kill(tx: Tx, seat: number, cause: DeathCause, at: string): number[] {
  const x = tx.s.seats[seat - 1];
  if (!x.alive) return [];
  for (const y of tx.s.seats) if (roleSpec(y.role).intercept?.(tx, y, x, cause, at) === true) return [];
  const before = tx.s.record.deaths.length;
  const night = at.startsWith("N");
  const lastWords = cause === "drowned" || cause === "penalty" ? false : night ? at === "N1" : true;
  tx.emit({ type: "died", seat, cause, at, lastWords });
  afterDeath(tx, seat, cause, at);
  return tx.s.record.deaths.slice(before).map((d) => d.seat);
}

/**
 * What follows any death: a god dying in a blizzard night has no skill (000 §八(二)17); a lover's
 * partner dies of love (000 §七4) unless the death is a drowning or a judge's removal, which
 * leaves him single (000 §九4③); then each role reacts (charm, wild child, hidden wolf, rust).
 */
export function afterDeath(tx: Tx, seat: number, cause: DeathCause, at: string): void {
  const x = tx.s.seats[seat - 1];
  if (at.startsWith("N") && skillsBlocked(tx.s, x, Number(at.slice(1))))
    tx.emit({ type: "mem_set", seat, key: "skillless", value: true });
  const partner = x.mem.lover;
  if (typeof partner === "number") {
    if (cause === "drowned" || cause === "penalty") breakChain(tx);
    else kill(tx, partner, "lover", at);
  }
  for (const y of tx.s.seats) roleSpec(y.role).onDeath?.(tx, y, x, cause, at);
}

/**
 * A drowning (000 §九4②): no shot, no last words, and a drowned sheriff's badge is lost (R21).
 * Returns true if that ended the game.
 */
export function drown(tx: Tx, seat: number): boolean {
  kill(tx, seat, "drowned", tx.s.label);
  tx.emit({ type: "penalized", seat, penalty: "drowned" });
  if (tx.s.sheriff === seat) tx.emit({ type: "sheriff_changed", seat: null, gone: true, silent: false });
  return endIfWon(tx);
}

/**
 * A judge's removal (eject, 000 §九5; or a judged self-destruct where no boom is possible):
 * out at once without last words or a shot. A removed sheriff still passes or tears the badge
 * (000 §八(四)8): by day at once, the interrupted phase resumes afterwards; at night at dawn.
 * Returns true if the removal ended the game.
 */
export function removeByJudge(tx: Tx, seat: number, penalty: "eject" | "ruled"): boolean {
  const cause = penalty === "eject" ? "penalty" : "self_destruct";
  tx.emit({ type: "died", seat, cause, at: tx.s.label, lastWords: false, public: true });
  afterDeath(tx, seat, cause, tx.s.label);
  if (penalty === "eject" || liveSpec(tx.s, tx.s.seats[seat - 1]).team !== "wolf")
    tx.emit({ type: "penalized", seat, penalty });
  if (endIfWon(tx)) return true;
  if (tx.s.sheriff === seat && tx.s.label.startsWith("D")) {
    const occ = tx.s.occasion;
    if (occ) patchOccasion(tx, { badge: seat });
    else {
      tx.emit({ type: "resume_set", phase: tx.s.phase });
      tx.emit({
        type: "occasion_set",
        occasion: { at: tx.s.label, dead: [seat], shots: [], badge: seat, next: "resume" },
      });
      continueOccasion(tx);
    }
  }
  return false;
}

/** Starts a death occasion for `dead` (already killed) and runs it until it needs input. */
export function startOccasion(tx: Tx, at: string, dead: number[], next: OccasionNext): void {
  const sorted = [...dead].sort((a, b) => a - b);
  const shots = sorted.filter((n) => {
    const x = tx.s.seats[n - 1];
    return !x.alive && roleSpec(x.role).shootsOnDeath?.(x) === true;
  });
  // The sheriff passes the badge when he is among these deaths, or died unseen at night (a judge's removal).
  const sheriff = tx.s.sheriff;
  const badge = sheriff !== null && (sorted.includes(sheriff) || !tx.s.seats[sheriff - 1].alive) ? sheriff : null;
  tx.emit({ type: "occasion_set", occasion: { at, dead: sorted, shots, badge, next } });
  continueOccasion(tx);
}

/** Next step of the current occasion: a shot, the badge, last words, or its continuation. */
export function continueOccasion(tx: Tx): void {
  const occ = tx.s.occasion;
  if (!occ || tx.s.phase.kind === "ended") return;
  if (occ.shots.length > 0) {
    const seat = occ.shots[0];
    tx.emit({
      type: "phase_started",
      phase: { kind: "shot", seat },
      label: tx.s.label,
      timers: [tx.timer("shot", tx.rules.seconds.shot, seat)],
    });
    return;
  }
  if (occ.badge !== null) {
    const seat = occ.badge;
    tx.emit({
      type: "phase_started",
      phase: { kind: "badge", seat },
      label: tx.s.label,
      timers: [tx.timer("badge", tx.rules.seconds.badge, seat)],
    });
    return;
  }
  const speakers = occ.dead.filter((n) => {
    const x = tx.s.seats[n - 1];
    return x.lastWords && x.mem.lastWordsGiven !== true && !mutedToday(tx.s, n);
  });
  if (speakers.length > 0) {
    startSpeaking(tx, "last_words", speakers);
    return;
  }
  finishOccasion(tx);
}

/** The occasion is over: clear it and go on with its continuation. */
export function finishOccasion(tx: Tx): void {
  const occ = tx.s.occasion;
  if (!occ) return;
  tx.emit({ type: "occasion_set", occasion: null });
  runNext(tx, occ.next);
}

function runNext(tx: Tx, next: OccasionNext): void {
  switch (next) {
    case "night":
      startNight(tx, Number(tx.s.label.slice(1)) + 1);
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
    case "resume":
      resumeAfterInterruption(tx);
      return;
    case "vote":
      toExileVote(tx);
      return;
  }
}

/**
 * The dawn announcement (000 §八(九)1): last night's deaths in ascending seats, never saying
 * who was knifed; then their occasion, then `next`.
 */
export function announceDawn(tx: Tx, next: OccasionNext): void {
  const night = `N${tx.s.label.slice(1)}`;
  const deaths = tx.s.seats
    .filter((x) => !x.alive && x.diedAt === night && !x.announced)
    .map((x) => x.seat)
    .sort((a, b) => a - b);
  tx.emit({ type: "announced", deaths });
  tx.emit({ type: "dawn_set", deaths });
  // A badge won in the election can complete bound votes (R18).
  if (endIfWon(tx)) return;
  // Then what the room learns at dawn (silence, the bear's roar) and a wild child turning (R17).
  for (const x of tx.s.seats) roleSpec(x.role).atDawn?.(tx, x);
  if (endIfWon(tx)) return;
  startOccasion(tx, night, deaths, next);
}

/** Updates the current occasion (after a shot or a badge decision). */
export function patchOccasion(tx: Tx, patch: Partial<Occasion>): void {
  const occ = tx.s.occasion;
  if (!occ) return;
  tx.emit({ type: "occasion_set", occasion: { ...occ, ...patch } });
}
