/**
 * Intents (issue 22 goal 1, the start of goal 2's shared effects pipeline): what a card's hook
 * wants to happen to other seats, as data. A card imports no flow module; its hooks push intents
 * into the list the flow hands them, and the flow applies them in the order pushed, right after
 * the hook returns (`flow/effects.ts` `applyIntents`; deaths' reactions: `flow/deaths.ts`),
 * exactly where the card's own call used to run. This module sits below
 * both the cards and the flow: types and constructors, nothing that acts. Attacks go through the
 * shared effects pipeline (`effects/`); tells and statuses are applied as the flow's own events.
 */
import type { Attack, DeathCause, SeatStatus, StatusId, Winner } from "./types.ts";

/**
 * `seat` dies now by `cause`, counted at label `at` (the flow's `kill`: interceptors, last
 * words, love and every card's reaction follow). `unlessWinner`: void if, when it is applied, the
 * table already shows that camp winning (the snow wolf's backlash after his devour: a wolf win
 * stands, 000 §八(二)17, R14).
 */
export interface DeathIntent {
  kind: "death";
  seat: number;
  cause: DeathCause;
  at: string;
  unlessWinner?: Winner;
}

/** `attack` goes through the effects pipeline at label `at` (absorbs, protections, replacement, death; `flow/effects.ts`). */
export interface AttackIntent {
  kind: "attack";
  attack: Attack;
  at: string;
}

/**
 * `seat` is told `tell` (a `told` event of that kind: the value and, when the information is
 * about a seat, which — HK30: the selection target), as a card's hook asks.
 */
export interface TellIntent {
  kind: "tell";
  seat: number;
  tell: string;
  value: unknown;
  about?: number;
}

/** A status put on `seat` (`statuses.ts` `grant`: the kind's rule for a second grant applies). */
export interface GrantIntent {
  kind: "grant";
  seat: number;
  status: SeatStatus;
}

/** Every status of kind `id` (from `source`, when given) taken off `seat` (`statuses.ts` `revoke`). */
export interface RevokeIntent {
  kind: "revoke";
  seat: number;
  id: StatusId;
  source?: number;
}

/** One thing a card's hook asks the flow to do (`flow/effects.ts` `applyIntents`). */
export type Intent = DeathIntent | AttackIntent | TellIntent | GrantIntent | RevokeIntent;

/** A tell intent (shorthand for the cards). */
export function tell(seat: number, kind: string, value: unknown, about?: number): TellIntent {
  return { kind: "tell", seat, tell: kind, value, ...(about !== undefined ? { about } : {}) };
}

/** A death intent (shorthand for the cards). */
export function death(seat: number, cause: DeathCause, at: string): DeathIntent {
  return { kind: "death", seat, cause, at };
}
