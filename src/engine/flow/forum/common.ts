/**
 * Shared helpers of the forum-25 flow (F1–F26): the game's calendar, timers at clock times, the
 * wolf group (F9, F12, F23, F24) and the sisters' 默契 (F13). Read-only over the state.
 */
import { type Calendar, DEFAULT_OFFSET_MIN } from "../../calendar.ts";
import { inWolfGroup } from "../../camps.ts";
import { hasStatus, skillsLost } from "../../statuses.ts";
import type { Tx } from "../../tx.ts";
import type { GameState, SeatState, Timer, TimerKind } from "../../types.ts";

/** The game's calendar (F1), from the `forum_calendar` event and the setup's fixed offset. */
export function calOf(s: GameState): Calendar {
  const f = s.forum;
  if (!f) throw new Error("not a forum-25 game");
  return { startMs: f.startMs, day1OpenMs: f.day1OpenMs, offsetMin: s.setup.utcOffsetMin ?? DEFAULT_OFFSET_MIN };
}

/**
 * A timer due at `dueMs` (a clock time, F1). Ids are deterministic, without `:`: the phase it
 * belongs to (`seqOffset` 1: the phase about to start) and the judge's edits, so a moved
 * deadline (speed-up) gets a new id.
 */
export function timerAt(tx: Tx, kind: TimerKind, dueMs: number, seqOffset = 1, seat?: number): Timer {
  const id = `${tx.s.phaseSeq + seqOffset}-${kind}${seat ? `-${seat}` : ""}${tx.s.edits ? `-e${tx.s.edits}` : ""}`;
  const lenMs = Math.max(0, dueMs - tx.nowMs);
  return seat ? { id, kind, dueMs, seat, lenMs } : { id, kind, dueMs, lenMs };
}

/** Day number of the current label (`D3`, `N3` → 3; `S` → 0). */
export function dayNo(s: GameState): number {
  return s.label === "S" ? 0 : Number(s.label.slice(1));
}

/**
 * The wolf group (F9, F12, F23, F24): every wolf card, out members included, but a wolf-card
 * lover whose partner holds none (F9, `inWolfGroup`); a wolf's servant joins once he inherits
 * (his card is then a wolf's).
 */
export function wolfGroup(s: GameState): SeatState[] {
  return s.seats.filter((x) => inWolfGroup(s, x));
}

/** Whether `x` lost every skill (the chief's curse F15: status `cursed`; `skillless`). */
export function skillless(x: SeatState): boolean {
  return skillsLost(x) || x.mem.skillless === true;
}

/**
 * The sisters' 默契 (F13, 3L 两姐妹): both sister cards alive, each with status `tacit` (granted at
 * the start; revoked from both when one is a lover, out, or under the chief's curse), neither a
 * lover nor without skills. Returns the two seats, or null.
 */
export function rapportPair(s: GameState): [SeatState, SeatState] | null {
  const sisters = s.seats.filter((x) => x.role === "sister");
  if (sisters.length !== 2) return null;
  const ok = sisters.every((x) => x.alive && typeof x.mem.lover !== "number" && !skillless(x) && hasStatus(x, "tacit"));
  return ok ? [sisters[0], sisters[1]] : null;
}

/** Whether `x` is a revealed idiot (F18): cannot vote, be voted or take the badge. */
export function revealedIdiot(x: SeatState): boolean {
  return x.mem.revealed === true;
}
