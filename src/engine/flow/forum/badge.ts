/**
 * The forum-25 badge (F19, 3L 警长 殉职, 5L 行动时限, 2L 出局) and the day exits' deadlines (F16):
 * a sheriff who goes out must pass the badge (`null` refused) to a living player, never a revealed
 * idiot (F18) — after a day exit within 30 minutes of the close, taking effect at once; after a
 * night exit before the next opening, taking effect then. Silence or a red card → a seeded random
 * living successor. `goOut` calls `sheriffOut` for every death of the sheriff.
 */
import { DAY_EXIT_WINDOW_MS, dayOpenMs } from "../../calendar.ts";
import type { Tx } from "../../tx.ts";
import type { DeathCause, Reject, Target } from "../../types.ts";
import { calOf, dayNo, revealedIdiot } from "./common.ts";

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
  const to = randomSuccessor(tx, seat);
  if (to === null) settleBadge(tx, false, true);
  else passBadge(tx, seat, to, true);
}

/**
 * `badge` (F19): the sheriff who owes it passes it to a living player other than himself, never
 * a revealed idiot; `null` is refused. Codes: `badge.none_owed`, `badge.must_pass`, `badge.target`.
 */
export function badgeAct(tx: Tx, seat: number, target: Target): Reject | null {
  const b = tx.s.forum?.badge;
  if (!b || b.seat !== seat || b.pending !== null) return { code: "badge.none_owed", seat };
  if (target === null) return { code: "badge.must_pass", seat };
  if (typeof target !== "number" || !Number.isInteger(target) || target < 1 || target > tx.s.seats.length)
    return { code: "target.not_a_seat", seat, target };
  const t = tx.s.seats[target - 1];
  if (!t.alive || target === seat || revealedIdiot(t)) return { code: "badge.target", seat, target };
  passBadge(tx, seat, target, false);
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

/** A seeded random living successor, never a revealed idiot (F19). */
function randomSuccessor(tx: Tx, from: number): number | null {
  const pool = tx.s.seats.filter((x) => x.alive && x.seat !== from && !revealedIdiot(x)).map((x) => x.seat);
  return pool.length ? pool[tx.draw("badge", pool.length)] : null;
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
    const to = tx.s.seats[b.pending - 1].alive ? b.pending : randomSuccessor(tx, b.seat);
    tx.emit({ type: "badge_chosen", from: b.seat, to: to ?? b.seat, random: to !== b.pending, pending: false });
    tx.emit({ type: "sheriff_changed", seat: to, gone: to === null, silent: false });
    return;
  }
  if (!force && tx.nowMs < b.dueMs) return;
  if (night && !opening && !force) return;
  const to = randomSuccessor(tx, b.seat);
  if (to === null) {
    tx.emit({ type: "badge_chosen", from: b.seat, to: b.seat, random: true, pending: false });
    tx.emit({ type: "sheriff_changed", seat: null, gone: true, silent: false });
    return;
  }
  passBadge(tx, b.seat, to, true);
}
