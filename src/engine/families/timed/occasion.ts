/**
 * Death occasions. An occasion resolves in this order (R10, scenario conventions): shots
 * (ascending), then the dying sheriff's badge (000 §八(四)8), then last words in ascending seats
 * (000 §八(八)8); then the plan goes on with its continuation (`next`). Also the dawn
 * announcement (000 §八(九)1) and a judge's removal, which open occasions.
 */

import { afterDeath, patchOccasion } from "../../flow/deaths.ts";
import { liveSpec, roleSpec } from "../../roles/registry.ts";
import { mutedToday } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import type { OccasionNext } from "../../types.ts";
import { endIfWon } from "../../win/index.ts";
import { startSpeaking } from "./speaking.ts";

/**
 * A judge's removal (eject, 000 §九5; or a judged self-destruct where no boom is possible):
 * out at once without last words or a shot. A removed sheriff still passes or tears the badge
 * (000 §八(四)8): by day at once, the interrupted phase resumes afterwards; at night at dawn.
 * Returns true if the removal ended the game.
 */
export function removeByJudge(tx: Tx, seat: number, penalty: "eject" | "ruled"): boolean {
  const cause = penalty === "eject" ? "penalty" : "self_destruct";
  const before = tx.s.record.deaths.length;
  tx.emit({ type: "died", seat, cause, at: tx.s.label, lastWords: false, public: true });
  afterDeath(tx, seat, cause, tx.s.label);
  // Who followed him (his lover under table, T18, T21): their shots and last words are his occasion's.
  const chain = tx.s.record.deaths.slice(before + 1).map((d) => d.seat);
  if (penalty === "eject" || liveSpec(tx.s, tx.s.seats[seat - 1]).team !== "wolf")
    tx.emit({ type: "penalized", seat, penalty });
  if (endIfWon(tx)) return true;
  if ((tx.s.sheriff === seat || chain.length > 0) && tx.s.label.startsWith("D")) {
    const occ = tx.s.occasion;
    if (occ)
      patchOccasion(tx, { badge: tx.s.sheriff === seat ? seat : occ.badge, dead: [...occ.dead, seat, ...chain] });
    else {
      tx.emit({ type: "resume_set", phase: tx.s.phase });
      startOccasion(tx, tx.s.label, [seat, ...chain], "resume");
    }
  }
  return false;
}

/**
 * Starts a death occasion for `dead` (already killed) and runs it until it needs input; `silent`:
 * its deaths, those of its shots included, have no last words (a boom's chain, classic C5).
 */
export function startOccasion(tx: Tx, at: string, dead: number[], next: OccasionNext, silent = false): void {
  const sorted = [...dead].sort((a, b) => a - b);
  const shots = sorted.filter((n) => {
    const x = tx.s.seats[n - 1];
    return !x.alive && roleSpec(x.role).shootsOnDeath?.(x, tx.rules) === true;
  });
  // The sheriff passes the badge when he is among these deaths, or died unseen at night (a judge's removal).
  const sheriff = tx.s.sheriff;
  const badge = sheriff !== null && (sorted.includes(sheriff) || !tx.s.seats[sheriff - 1].alive) ? sheriff : null;
  tx.emit({ type: "occasion_set", occasion: { at, dead: sorted, shots, badge, next, ...(silent ? { silent } : {}) } });
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
    return x.lastWords && x.mem.lastWordsGiven !== true && !mutedToday(tx.s, n, "last_words");
  });
  if (speakers.length > 0) {
    startSpeaking(tx, "last_words", speakers);
    return;
  }
  finishOccasion(tx);
}

/** The occasion is over: clear it; the plan goes on with its continuation. */
export function finishOccasion(tx: Tx): void {
  const occ = tx.s.occasion;
  if (!occ) return;
  tx.emit({ type: "occasion_set", occasion: null });
  tx.next({ after: "occasion", next: occ.next });
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
