/**
 * The forum-25 badge's timing (F19, 3L 警长 殉职, 5L 行动时限, 2L 出局) and the day exits' deadlines
 * (F16): a sheriff who goes out owes the badge — after a day exit within 30 minutes of the close,
 * taking effect at once; after a night exit before the next opening, taking effect then. What
 * he may choose and a silent sheriff's heir are the shared rule (`flow/badge.ts`, read from the
 * ruleset: forum-25 must pass, silence → a seeded random successor); a red card gives no choice
 * (F6: a random successor). The death path (`deaths.ts` `kill`, step `badge`) calls `sheriffOut` for every death of the sheriff.
 */
import { DAY_EXIT_WINDOW_MS, dayOpenMs } from "../calendar.ts";
import type { Tx } from "../tx.ts";
import type { DeathCause, Reject, Target } from "../types.ts";
import { badgeChoiceReject, randomHeir, silentHeir } from "./badge.ts";
import { calOf, dayNo } from "./calendar.ts";

/** The end of a day exit's window: close + 30 min (F16, F19), whenever the exit happened that day. */
export function dayExitDue(tx: Tx): number {
  const ph = tx.s.phase;
  const close = ph.kind === "forum_day" || ph.kind === "forum_night" ? ph.closeMs : tx.nowMs;
  return close + DAY_EXIT_WINDOW_MS;
}

/** A day-exited hunter owes his shot by close + 30 min (F16); `at` is his death's label. */
export function oweShot(tx: Tx, seat: number, at: string): void {
  tx.emit({ type: "shot_owed", seat, dueMs: dayExitDue(tx), at });
}

/**
 * `seat` (the sheriff, alive or just out at label `at`) owes the badge: by close + 30 min for a
 * day exit (and a revealed idiot, F18 "passes it at once"), by the next opening for a night exit.
 */
export function oweBadge(tx: Tx, seat: number, at: string): void {
  const dueMs = at.startsWith("N") ? dayOpenMs(calOf(tx.s), dayNo(tx.s) + 1) : dayExitDue(tx);
  tx.emit({ type: "badge_owed", seat, dueMs, at });
}

/**
 * The sheriff went out by `cause` at `at` (F6, F19): a red card gives no choice — a seeded random
 * successor, by day at once, by night at the next opening; any other exit owes the badge.
 */
export function sheriffOut(tx: Tx, seat: number, cause: DeathCause, at: string): void {
  oweBadge(tx, seat, at);
  if (cause !== "red_card") return;
  const to = randomHeir(tx, seat);
  if (to === null) badgeGone(tx, seat, true);
  else passBadge(tx, seat, to, true);
}

/**
 * `badge` (F19): the sheriff who owes it passes it to a living player other than himself, never
 * a revealed idiot; `null` is refused. Codes: `badge.none_owed`, `badge.must_pass`, `badge.target`.
 */
export function badgeAct(tx: Tx, seat: number, target: Target): Reject | null {
  const b = tx.s.forum?.badge;
  if (!b || b.seat !== seat || b.pending !== null) return { code: "badge.none_owed", seat };
  const bad = badgeChoiceReject(tx, seat, target);
  // The shared rule (`flow/badge.ts`); forum-25 tells one text for every refused heir.
  if (bad && bad.code !== "badge.must_pass" && bad.code !== "target.not_a_seat")
    return { code: "badge.target", seat, target };
  if (bad) return bad;
  // A torn badge (`sheriff.mayTear`; forum-25: never, F19) is gone at once.
  if (target === null) badgeGone(tx, seat, false);
  else passBadge(tx, seat, target as number, false);
  return null;
}

/**
 * The choice is made: a day exit's successor takes the badge now, recorded at the exit's day; a
 * night exit's waits for the next opening (`pending`).
 */
function passBadge(tx: Tx, from: number, to: number, random: boolean): void {
  const b = tx.s.forum?.badge;
  const night = b?.at.startsWith("N") === true;
  const pending = night && tx.s.label.startsWith("N");
  tx.emit({ type: "badge_chosen", from, to, random, pending });
  if (pending) return;
  tx.emit({
    type: "sheriff_changed",
    seat: to,
    gone: false,
    silent: false,
    ...(b && !night ? { at: b.at } : {}),
  });
}

/**
 * Settles an owed badge (F19) whose time is up (`force`: now): silence → a random successor; at
 * an opening (`opening`) a night exit's successor — chosen, or drawn now if silent or out since —
 * takes the badge, recorded at the opening day. Nobody left to take it: the badge is gone.
 */
export function settleBadge(tx: Tx, opening: boolean, force = false): void {
  const b = tx.s.forum?.badge;
  if (!b) return;
  const night = b.at.startsWith("N");
  if (b.pending !== null) {
    if (!opening) return;
    const to = tx.s.seats[b.pending - 1].alive ? b.pending : randomHeir(tx, b.seat);
    tx.emit({ type: "badge_chosen", from: b.seat, to: to ?? b.seat, random: to !== b.pending, pending: false });
    tx.emit({ type: "sheriff_changed", seat: to, gone: to === null, silent: false });
    return;
  }
  if (!force && tx.nowMs < b.dueMs) return;
  if (night && !opening && !force) return;
  // Silence (`sheriff.badgeSilence`; forum-25: a random successor, F19).
  const to = silentHeir(tx, b.seat);
  if (to === null) badgeGone(tx, b.seat, true);
  else passBadge(tx, b.seat, to, true);
}

/** The badge is gone (torn, or nobody left to take it, `random`): recorded as chosen by nobody. */
function badgeGone(tx: Tx, from: number, random: boolean): void {
  tx.emit({ type: "badge_chosen", from, to: from, random, pending: false });
  tx.emit({ type: "sheriff_changed", seat: null, gone: true, silent: false });
}
