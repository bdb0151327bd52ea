/**
 * Day skills with a window of their own (000 §八(二)6 knight, §八(二)15 bard): the window opens
 * for the first seat whose role offers the skill at that moment; the seat uses it or declines
 * (`target: null`), or the window times out (declined).
 */

import { kill } from "../../flow/deaths.ts";
import { liveSpec, roleSpec } from "../../roles/registry.ts";
import type { DaySkill } from "../../roles/spec.ts";
import type { Tx } from "../../tx.ts";
import type { Phase, Reject, Target, VoteRound } from "../../types.ts";
import { endIfWon } from "../../win/index.ts";
import { startOccasion } from "./occasion.ts";

type Window = Extract<Phase, { kind: "window" }>;
interface VoteShown {
  round: VoteRound;
  tally: Record<string, number>;
  options: number[];
}

/** Opens the window of a day skill due `at` now, if a seat has one; true when opened. */
export function openWindow(tx: Tx, at: DaySkill["at"], vote?: VoteShown): boolean {
  for (const x of tx.s.seats) {
    const day = roleSpec(x.role).day;
    if (!x.alive || day?.at !== at || !day.available(tx.s, x, vote?.tally)) continue;
    tx.emit({
      type: "phase_started",
      phase: { kind: "window", seat: x.seat, act: day.act, ...vote },
      label: tx.s.label,
      timers: [tx.timer("window", tx.rules.seconds.skillWindow, x.seat)],
    });
    return true;
  }
  return false;
}

/** `shift` / `duel` in its window; `null` declines. */
export function windowAct(tx: Tx, seat: number, act: string, target: Target): Reject | null {
  const ph = tx.s.phase;
  if (ph.kind !== "window" || ph.seat !== seat || ph.act !== act)
    return { code: act === "shift" ? "shift.not_now" : "duel.not_now", seat };
  const self = tx.s.seats[seat - 1];
  const day = roleSpec(self.role).day as DaySkill;
  if (target !== null) {
    const bad = day.validate(tx.s, self, target, ph.tally);
    if (bad) return { seat, ...bad };
  }
  tx.emit({ type: "mem_set", seat, key: `${act}Used`, value: target !== null });
  closeWindow(tx, ph, typeof target === "number" ? target : null);
  return null;
}

/** The window ran out: declined. */
export function windowTimeout(tx: Tx): void {
  const ph = tx.s.phase;
  if (ph.kind === "window") closeWindow(tx, ph, null);
}

function closeWindow(tx: Tx, ph: Window, target: number | null): void {
  if (ph.act === "shift") closeShift(tx, ph, target);
  else closeDuel(tx, ph, target);
}

/**
 * Bard (000 §八(二)15, R12): one vote moves from the seat about to be exiled to `target`; the new
 * tally is resolved like the vote it changes (a tie after a first vote → PK, after a PK → none).
 */
function closeShift(tx: Tx, ph: Window, target: number | null): void {
  const round = ph.round === "exile_pk" || ph.round === "exile_offstage" ? ph.round : "exile";
  let tally = ph.tally ?? {};
  const top = topOf(tally);
  if (target !== null && top.length === 1) {
    tx.emit({ type: "public_notice", kind: "bard", seat: ph.seat });
    tx.emit({ type: "vote_shifted", seat: ph.seat, from: top[0], to: target });
    const last = tx.s.record.votes[tx.s.record.votes.length - 1];
    tally = last.tally;
  }
  tx.next({ after: "shift", round, top: topOf(tally) });
}

function topOf(tally: Record<string, number>): number[] {
  const max = Math.max(0, ...Object.values(tally));
  if (max <= 0) return [];
  return Object.entries(tally)
    .filter(([, v]) => v === max)
    .map(([k]) => Number(k))
    .sort((a, b) => a - b);
}

/**
 * Knight (000 §八(二)6): the named player is a wolf → he dies, the day ends at once (his last
 * words, then night); not a wolf → the knight dies for it and the vote goes on.
 */
function closeDuel(tx: Tx, ph: Window, target: number | null): void {
  if (target === null) {
    tx.next({ after: "duel_declined" });
    return;
  }
  const wolf = liveSpec(tx.s, tx.s.seats[target - 1]).team === "wolf";
  tx.emit({ type: "public_notice", kind: "duel", seat: ph.seat, value: { target, wolf } });
  const dead = kill(tx, wolf ? target : ph.seat, "duel", tx.s.label);
  if (endIfWon(tx)) return;
  startOccasion(tx, tx.s.label, dead, wolf ? "night" : "vote");
}
