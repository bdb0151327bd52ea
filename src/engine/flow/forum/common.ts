/**
 * Shared helpers of the forum-25 flow (F1–F26): the game's calendar, timers at clock times, the
 * wolf group (F9, F12, F23, F24) and the sisters' 默契 (F13). Read-only over the state.
 */
import { type Calendar, DEFAULT_OFFSET_MIN } from "../../calendar.ts";
import { inWolfGroup } from "../../camps.ts";
import { hasStatus, skillsLost } from "../../statuses.ts";
import type { Tx } from "../../tx.ts";
import type { GameState, JudgeCommand, Reject, SeatState, Timer, TimerKind } from "../../types.ts";

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

/**
 * A director's `substitute` (004 7L 10; 002 替补): contact `cmd.playerId` takes seat `cmd.seat`
 * over — the seat keeps its card and everything it was told (`seat_substituted`). Codes:
 * `seat.unknown`, `substitute.no_player` (no contact id), `substitute.same` (he already holds it).
 */
export function substituteSeat(tx: Tx, cmd: JudgeCommand, logged: () => void): Reject | null {
  const seat = cmd.seat;
  if (typeof seat !== "number" || seat < 1 || seat > tx.s.seats.length) return { code: "seat.unknown", seat };
  const to = typeof cmd.playerId === "string" ? cmd.playerId.trim() : "";
  if (!to) return { code: "substitute.no_player", seat };
  const from = typeof cmd.from === "string" && cmd.from ? cmd.from : null;
  if (from === to) return { code: "substitute.same", seat };
  logged();
  const name = (typeof cmd.name === "string" && cmd.name.trim() ? cmd.name.trim() : to).slice(0, 64);
  tx.emit({ type: "seat_substituted", seat, from, to, name });
  return null;
}
