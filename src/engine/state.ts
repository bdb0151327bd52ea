/** Read-only queries over a GameState. Pure helpers shared by the flow modules. */
import { liveSpec, roleSpec } from "./roles/registry.ts";
import type { GameState, SeatState, SpeechPurpose, Target, Timer } from "./types.ts";

export function seatOf(s: GameState, seat: number): SeatState | undefined {
  return s.seats[seat - 1];
}

export function isSeat(s: GameState, n: unknown): n is number {
  return typeof n === "number" && Number.isInteger(n) && n >= 1 && n <= s.seats.length;
}

export function aliveSeats(s: GameState): number[] {
  return s.seats.filter((x) => x.alive).map((x) => x.seat);
}

/** Living players of the wolf team (000 §七). */
export function livingWolves(s: GameState): SeatState[] {
  return s.seats.filter((x) => x.alive && liveSpec(s, x).team === "wolf");
}

/** Living wolves that carry the knife (hidden wolf and snow wolf do not, 000 §八(二)3,17). */
export function livingKnifeWolves(s: GameState): number[] {
  return s.seats.filter((x) => x.alive && liveSpec(s, x).knife).map((x) => x.seat);
}

/** Day number of a label (`D3` → 3, `N3` → 3). */
export function labelNo(label: string): number {
  return Number(label.slice(1));
}

export function isDay(s: GameState): boolean {
  return s.label.startsWith("D");
}

/** A seat that may take part in the election: alive, or dead at night 1 but not yet announced (R5). */
export function present(s: GameState, seat: number): boolean {
  const x = s.seats[seat - 1];
  return x.alive || !x.announced;
}

/** Next seat from `from` in direction (R1: up = ascending, wrapping N→1), skipping none. */
export function step(s: GameState, from: number, dir: "up" | "down"): number {
  const n = s.seats.length;
  return dir === "up" ? (from % n) + 1 : ((from - 2 + n) % n) + 1;
}

/** All seats starting at `start` going `dir`, once round, filtered by `keep`. */
export function around(s: GameState, start: number, dir: "up" | "down", keep: (seat: number) => boolean): number[] {
  const out: number[] = [];
  let cur = start;
  for (let i = 0; i < s.seats.length; i++) {
    if (keep(cur)) out.push(cur);
    cur = step(s, cur, dir);
  }
  return out;
}

/** The earliest pending timer due at or before `untilMs` (ties: the first scheduled), if any. */
export function earliestDue(s: GameState, untilMs: number): Timer | undefined {
  let best: Timer | undefined;
  for (const t of s.timers) if (t.dueMs <= untilMs && (!best || t.dueMs < best.dueMs)) best = t;
  return best;
}

/** Round key used for "loses this round's vote" (000 §九4①): the election or the day's exile. */
export function roundKey(s: GameState): string {
  if (s.label.startsWith("N")) {
    // At night, "this round" is the coming day's exile vote.
    return `D${s.label.slice(1)}-day`;
  }
  return s.election?.open ? `${s.label}-election` : `${s.label}-day`;
}

/** A target the engine can store and replay: null, a seat-like integer, two of them, or a short word. */
export function isTarget(t: unknown): t is Target {
  if (t === null) return true;
  if (typeof t === "number") return Number.isSafeInteger(t);
  if (typeof t === "string") return t.length <= 32;
  return Array.isArray(t) && t.length <= 2 && t.every((x) => Number.isSafeInteger(x));
}

/**
 * Whether `seat` loses a speech of `purpose` today (silence elder, 000 §八(二)5: no day speech,
 * no last words; the piper's charm, T23: every turn).
 */
export function mutedToday(s: GameState, seat: number, purpose: SpeechPurpose): boolean {
  return s.seats.some((y) => roleSpec(y.role).mutes?.(s, y, seat, purpose) === true);
}

/** The living players the piper has charmed (`mem.charmed`), ascending (T23: announced each dawn). */
export function charmedSeats(s: GameState): number[] {
  return s.seats.filter((x) => x.alive && x.mem.charmed === true).map((x) => x.seat);
}

/**
 * T23 (003-A 狼人 负2, 村民 负1): a camp can no longer win while a living piper (a player of the
 * piper's camp) has charmed all of its living single players (lovers excepted). For the table win
 * model: `members` are the camp's living single players.
 */
export function charmLocks(s: GameState, members: readonly SeatState[]): boolean {
  const piperAlive = s.seats.some((x) => x.alive && roleSpec(x.role).camp === "piper");
  return piperAlive && members.length > 0 && members.every((x) => x.mem.charmed === true);
}
