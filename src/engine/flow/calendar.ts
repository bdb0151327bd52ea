/**
 * What the calendar families (forum-25, forum-hk) share: forum-25's calendar read off the state, a
 * timer at a clock time, a label's day number, and the directors' 替补 (004 7L 10; 002 替补).
 */
import { type Calendar, DEFAULT_OFFSET_MIN } from "../calendar.ts";
import type { Tx } from "../tx.ts";
import type { GameState, JudgeCommand, Reject, Timer, TimerKind } from "../types.ts";

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
