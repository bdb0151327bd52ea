/**
 * Applying the death intents cards push (issue 22 goal 1; `../intents.ts`). The death itself is
 * handed in (`die`: `deaths.ts` `kill`, every family's one death path), so that this loop and
 * the effects pipeline need not import the deaths module.
 */
import type { DeathIntent } from "../intents.ts";
import type { Tx } from "../tx.ts";
import type { DeathCause } from "../types.ts";
import { winnerOf } from "../win/index.ts";

/** A death path: kills `seat` by `cause` at label `at`; returns the seats that went out, the chain included. */
export type Die = (tx: Tx, seat: number, cause: DeathCause, at: string) => number[];

/**
 * Applies `list` in order through `die`; a death whose `unlessWinner` camp the table shows
 * winning by then is skipped. Returns every seat that went out, in order.
 */
export function applyDeaths(tx: Tx, list: readonly DeathIntent[], die: Die): number[] {
  const died: number[] = [];
  for (const d of list) {
    if (d.unlessWinner !== undefined && winnerOf(tx.s, tx.rules) === d.unlessWinner) continue;
    died.push(...die(tx, d.seat, d.cause, d.at));
  }
  return died;
}
