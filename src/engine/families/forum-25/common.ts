/**
 * Shared helpers of the forum-25 flow (F1–F26): the wolf group (F9, F12, F23, F24) and the sisters'
 * 默契 (F13), read-only over the state; the calendar helpers both calendar families use live in
 * `flow/calendar.ts` (re-exported here).
 */
import { inWolfGroup } from "../../camps.ts";
import { hasStatus, skillsLost } from "../../statuses.ts";
import type { GameState, SeatState } from "../../types.ts";

export { calOf, dayNo, substituteSeat, timerAt } from "../../flow/calendar.ts";

/**
 * The wolf group (F9, F12, F23, F24; `inWolfGroup`): every wolf card, out members included, but
 * a wolf-card lover of a human; a wolf's servant joins once he inherits (his card is a wolf's).
 */
export function wolfGroup(s: GameState): SeatState[] {
  return s.seats.filter((x) => inWolfGroup(s, x));
}

/** Whether `x` lost every skill (the chief's curse F15, the elder's T24). */
export function skillless(x: SeatState): boolean {
  return skillsLost(x);
}

/**
 * The sisters' 默契 (F13, 3L 两姐妹): the living holders of status `tacit` (both sisters from the
 * start; it ends for both when one is out, when one is a lover, under the chief's curse — the
 * sister's hooks; a servant inheriting a sister joins). Returns the pair while both have it.
 */
export function rapportPair(s: GameState): [SeatState, SeatState] | null {
  const tacit = s.seats.filter((x) => x.alive && hasStatus(x, "tacit") && !skillsLost(x));
  return tacit.length >= 2 ? [tacit[0], tacit[1]] : null;
}

/** Whether `x` is a revealed idiot (F18): cannot vote, be voted or take the badge. */
export function revealedIdiot(x: SeatState): boolean {
  return x.mem.revealed === true;
}
