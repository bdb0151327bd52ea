/**
 * What the game service needs from the outside world, as small interfaces, so tests and the
 * composition root can plug in real or fake ones.
 */

import type { OutboxRow } from "../store/outbox.ts";
import type { OutboxTake } from "../store/outbox-take.ts";
import type { GameAddresses } from "../store/whereabouts.ts";
import type { Msg } from "../vocab/msg.ts";

/** The clock in engine milliseconds. `scaledClock(60)` runs rule time 60× faster (tests, demos). */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

/** Rule time `speed` times faster than wall time; a pure function of Date.now(), so it survives restarts. */
export function scaledClock(speed: number): Clock {
  return () => Math.round(Date.now() * speed);
}

/**
 * Rule time `speed` times faster than wall time from an anchor: at wall time `wallMs` the rule
 * clock reads `ruleMs`. Still a pure function of Date.now() (a restarted process given the same
 * anchor reads the same time); used where rule time must stay a real calendar date at high
 * speed (forum-25's local clock times, F1: `scaledClock(10000)` would be hundreds of millennia ahead).
 */
export function anchoredClock(speed: number, anchor: { wallMs: number; ruleMs: number }): Clock {
  return () => Math.round(anchor.ruleMs + (Date.now() - anchor.wallMs) * speed);
}

/** A pending deadline as stored (Timer row) and scheduled (BullMQ job id = `id`). */
export interface TimerJob {
  id: string;
  gameId: string;
  timerId: string;
  dueMs: number;
}

/** Schedules timer jobs; both calls are idempotent. */
export interface TimerScheduler {
  schedule(jobs: TimerJob[]): Promise<void>;
  cancel(ids: string[]): Promise<void>;
}

/**
 * One message to deliver, or a room operation on the wolves' room (000 §八(一)4):
 * `room_create` with the wolves in `members` (seats; `text` = topic), `room_add` / `room_remove` of `seat`.
 */
export interface OutboundMessage {
  id: bigint;
  /** Null for a chat reply outside any game (audience `contact` or `room`). */
  gameId: string | null;
  audience: "group" | "wolves" | "lovers" | "sisters" | "seat" | "contact" | "room";
  seat: number | null;
  /** For audience `contact` (the inspector, a chat reply's addressee): the contact id. */
  contactId: string | null;
  /** For audience `room`: the room (a match group's lobby, outside any game). */
  roomId?: string | null;
  /**
   * The message before its language (issue 23 goal 1): the transport renders it in the
   * conversation's language (`render`, src/vocab/msg.ts); 简体 text as written is a plain string.
   */
  text: Msg;
  op: "say" | "room_create" | "room_add" | "room_remove";
  members: number[];
  /**
   * Which delivery attempt this is (1 = first). A later one may follow a try that did its work
   * but died before recording it (a `room_create` whose room exists): transports make such
   * operations idempotent (issue 15 item 4).
   */
  attempt?: number;
  /**
   * Its game's addresses, read by the statement that claimed it (a command's own write, issue 24
   * goal 4); absent: the batch's (`prepare`) or the transport's own look-up.
   */
  addresses?: GameAddresses;
}

/**
 * Delivers messages to the chat. `confirm`, when the transport can tell, says whether a
 * message whose delivery was interrupted by a crash actually went out (then it is not resent).
 */
export interface Transport {
  deliver(msg: OutboundMessage): Promise<void>;
  confirm?(id: bigint): Promise<boolean>;
  /**
   * Called once before a batch's deliveries with the addresses of the batch's games, by game id
   * (issue 12; read by the claim's own statement, issue 24 goal 4): the sender of a transport that
   * has it claims with them. A game missing from the map is looked up by its delivery.
   */
  prepare?(addresses: ReadonlyMap<string, GameAddresses>): void;
}

/**
 * The outbox sender as a command's write sees it (issue 24 goal 4, store/outbox-take.ts): the
 * write borrows a take (the sender's name, channel and its delivered rows to mark sent), and hands
 * back what it took. Every `lend` is followed by exactly one `unlend` (the statement threw: the
 * marks were not done) or one `taken` (it ran, applied or not).
 */
export interface OutboxTaker {
  /**
   * A take for one write of game `gameId` with rows in conversations `convs`, its marks moved out
   * of the sender; null when the sender cannot take now.
   */
  lend(gameId: string, convs: readonly string[]): OutboxTake | null;
  /** The write threw: the take's marks are the sender's to mark again. */
  unlend(take: OutboxTake): void;
  /**
   * The write ran: `rows` it took (with their game's `addresses`) are delivered now; `more`: a
   * marked row held a `pending` one back, or the write left rows `pending` — a claim runs; `left`:
   * the conversations of the rows it left `pending` (a row of them open before them).
   */
  taken(
    take: OutboxTake,
    rows: OutboxRow[],
    addresses: GameAddresses | null,
    more: boolean,
    left?: readonly string[],
  ): void;
}
