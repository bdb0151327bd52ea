/**
 * The outbox sender's tuning (src/app/outbox.ts): its options and their defaults, every time in
 * wall-clock milliseconds.
 */
import type { Sql } from "../store/commands.ts";
import type { DeliveredLog } from "../store/delivered-log.ts";

/** Tuning of the sender; every time is wall-clock milliseconds. */
export interface OutboxOptions {
  /**
   * The chat account this sender delivers for: it claims only rows of games of this channel
   * (`Game.channel`, set by the GameService that created them). Default `wechat`.
   */
  channel?: string;
  /** Who claims rows (a process identity that survives restarts); default `OUTBOX_OWNER` or the host name. */
  owner?: string;
  /** Deliveries tried before a row is `failed` and reported (default 8). */
  maxAttempts?: number;
  /** Back-off after the first failure, doubled each time (default 500 ms). */
  retryBaseMs?: number;
  /** Longest back-off (default 60 s). */
  retryMaxMs?: number;
  /**
   * How long the sender's name stays alive without a renewal (default 15 s; env
   * `OUTBOX_LEASE_MS`): a sender killed with rows in flight loses them to another sender after
   * at most this plus one reclaim pass.
   */
  leaseMs?: number;
  /** Conversation heads claimed (and delivered in parallel) per statement (default 32). */
  batch?: number;
  /**
   * Rows claimed after each head in its conversation, delivered one after the other in id order
   * (default 15; 0 = heads only, one round per row of a conversation).
   */
  follow?: number;
  /**
   * The safety net of `poll` (wall ms, default 1,000; env `OUTBOX_IDLE_POLL_MS`): a poll claims
   * only when no claim ran for this long. Rows this process writes are claimed on `kick`; the
   * poll finds those other processes wrote (and back-offs another sender set).
   */
  idlePollMs?: number;
  /**
   * Wall ms after a delivery run until its rows are marked `sent` by a statement of their own
   * when no claim or command write marked them first (default `MARK_AFTER_MS`, 0; with `delivered`,
   * `LOGGED_MARK_AFTER_MS`).
   */
  markAfterMs?: number;
  /**
   * The local log of rows delivered (store/delivered-log.ts): with it a kill between a delivery and
   * its mark sends nothing again, so the mark waits for the next write or claim to carry it.
   */
  delivered?: DeliveredLog;
  /** The wall clock (ms) the poll's safety net reads; default Date.now (a test moves its own). */
  now?: () => number;
  /**
   * The raw pool the claim and the sent mark go through as prepared statements (issue 24 goal 4;
   * see `OutboxStore`); default: through `db`.
   */
  sql?: Sql;
}

/** How often a delivery run first takes back rows of senders that are gone (wall ms). */
export const RECLAIM_EVERY_MS = 3_000;
/**
 * Wall ms after a delivery run until the rows it delivered are marked `sent` when no claim or
 * command write came meanwhile to mark them in its statement: then a sent mark of their own, the
 * delivery's second statement (issue 24 goal 4; a command's own rows come with its write, so a
 * command is its write and, unless a write or claim carried it, this mark).
 * 0 (the next turn of the event loop): at 50 ms a kill in that window sent the rows again, and
 * `test/service/inbound-crash.test.ts` ("none twice") failed in 2 of 3 full runs on a slow machine.
 */
export const MARK_AFTER_MS = 0;
/**
 * {@link MARK_AFTER_MS} of a sender with a delivered log (issue 24 goal 4): a restart marks the rows
 * the log holds sent, so the sent mark may wait this long for a command's write or a claim to carry
 * it instead of a statement of its own (at 235 commands/s one comes every few ms). Meanwhile the rows
 * stay `sending` under this live sender: its own writes and claims mark them first, a row a write left
 * behind them is claimed as soon as they are delivered (outbox-delivered.ts). At 500 ms `bench:load`
 * gave fewer statements (0.82 of the old) but worse p99s in five rounds of six; at 20 ms 0.94 and
 * better p99s.
 */
export const LOGGED_MARK_AFTER_MS = 20;
