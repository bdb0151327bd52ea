/**
 * The badge's rules shared by every family (000 §八(四)8, R11, T11; forum-25 F18, F19): what a
 * sheriff who owes the badge may choose — `null` tears it only where the ruleset allows
 * (`sheriff.mayTear`), else a living player other than himself, never a revealed idiot — and
 * the seeded random heir a silent sheriff's badge goes to (`sheriff.badgeSilence`). When the
 * badge is owed and when the choice takes effect are the family's: the death occasion's `badge`
 * phase (timed, `day.ts`), the deadlines and the next opening (calendar, `forum/badge.ts`).
 */
import type { Tx } from "../tx.ts";
import type { GameState, Reject, Target } from "../types.ts";

/** Whether `to` may take the badge from `from`: alive, not himself, not a revealed idiot. */
function mayInherit(s: GameState, from: number, to: number): boolean {
  const t = s.seats[to - 1];
  return t.alive && to !== from && t.mem.revealed !== true;
}

/**
 * Why the sheriff `seat` may not choose `target` for the badge, or null. Codes: `badge.must_pass`
 * (`null` where `sheriff.mayTear` is false, T11, F19), `target.not_a_seat`, `target.dead`,
 * `badge.to_self`, `badge.to_revealed_idiot` (R11, F18).
 */
export function badgeChoiceReject(tx: Tx, seat: number, target: Target): Reject | null {
  if (target === null) return tx.rules.sheriff.mayTear ? null : { code: "badge.must_pass", seat };
  if (typeof target !== "number" || !Number.isInteger(target) || !tx.s.seats[target - 1])
    return { code: "target.not_a_seat", seat, target };
  if (mayInherit(tx.s, seat, target)) return null;
  if (!tx.s.seats[target - 1].alive) return { code: "target.dead", seat, target };
  if (target === seat) return { code: "badge.to_self", seat };
  return { code: "badge.to_revealed_idiot", seat, target };
}

/**
 * What a silent sheriff's badge becomes (`sheriff.badgeSilence`): torn (`null`), or a seeded
 * random heir (draw `badge`) among the players who may take it — `null` when there is none.
 */
export function silentHeir(tx: Tx, from: number): number | null {
  if (tx.rules.sheriff.badgeSilence === "torn") return null;
  return randomHeir(tx, from);
}

/** A seeded random heir of `from` (draw `badge`, T11, F6, F19), or `null` when nobody may take the badge. */
export function randomHeir(tx: Tx, from: number): number | null {
  const pool = tx.s.seats.filter((x) => mayInherit(tx.s, from, x.seat)).map((x) => x.seat);
  return pool.length > 0 ? pool[tx.draw("badge", pool.length)] : null;
}
