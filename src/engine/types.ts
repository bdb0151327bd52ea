/**
 * Core types of the pure rules engine, one barrel over the files that hold them by topic:
 * - `types-vocab.ts`: role and act ids, camps, penalties, winners, death causes, targets;
 * - `types-commands.ts`: commands, the judge's rulings, `Reject`, the injected clock `Ctx`;
 * - `types-phase.ts`: timers, phases, speeches, votes, death occasions, the plan's steps;
 * - `types-state.ts`: setup, seats, statuses, records, `GameState`, forum-25 state, attacks;
 * - `types-events.ts`: `GameEvent` and `decide`'s `Decision`;
 * - `types-values.ts`: structured act values and their rules (`act-values.ts` checks them).
 *
 * Time is in milliseconds (`nowMs`, `dueMs`) on a clock the caller injects; rule lengths
 * in a ruleset are in seconds. Seats are 1-based and numbered clockwise (R1).
 */

export * from "./types-commands.ts";
export * from "./types-events.ts";
export * from "./types-phase.ts";
export * from "./types-state.ts";
export type { ActValue, ValueRule } from "./types-values.ts";
export * from "./types-vocab.ts";
