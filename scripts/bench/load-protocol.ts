/** The IPC messages between bench:load's driver (`./load-run.ts`) and its bot (`./load-bot.ts`). */
import type { GameState } from "../../src/engine/types.ts";
import type { Said } from "./load-players.ts";

/**
 * Driver → bot: lines typed by players; the other bots' games (table index, game id; `--bots`);
 * start / end of the measured window; shut down.
 */
export type ToBot =
  | { t: "say"; lines: Said[] }
  | { t: "games"; g: [number, string][] }
  | { t: "go" }
  | { t: "end" }
  | { t: "exit" };

/**
 * Bot → driver: tables open; new states of tables (index, state, its version: with `--bots` the
 * driver keeps the newest any bot sent); this bot's games (index, id; `--bots`); the window's first
 * command committed from a player's message (the driver keeps the window open until it comes,
 * ≤ 30 s more); the window's figures.
 */
export type ToDriver =
  | { t: "ready"; open: number }
  | { t: "message_committed" }
  | { t: "states"; s: [number, GameState, number][] }
  | { t: "games"; g: [number, string][] }
  | { t: "result"; r: BotResult };

/** What the bot counted over the measured window. */
export interface BotResult {
  open: number;
  /** Wall seconds to open the tables through the chat. */
  openSeconds: number;
  /** Wall seconds of the window. */
  wall: number;
  committed: number;
  /** Of which: commands from a player's message (the rest are timer fires). */
  fromMessages: number;
  /** Games with at least one command committed in the window. */
  gamesCommitted: number;
  /** Their ids (absent on an older ref's bot): with `--bots`, a game two bots committed counts once. */
  gameIds?: string[];
  /** Wall ms from a message's arrival at the bot to its command's commit. */
  toCommit: number[];
  /** Statements sent to Postgres by the bot process. */
  statements: number;
  /** Of which the command writes, every shape of `writeShape` (absent from an older ref's bot). */
  writes?: number;
  /** Redis commands sent by the bot process (client side; a Lua script is one). */
  redisSent: number;
  /** The most frequent of them by kind (absent from an older ref's bot). */
  redisByKind?: [string, number][];
  /** The most frequent statements (prepared name or first words) and their counts. */
  byKind: [string, number][];
  /** CPU ms of the bot process (user + system). */
  cpuMs: number;
  /** Of which: the bench's own synchronous IPC work in the bot (states out, lines in). */
  agentMs: number;
  /** Lines typed by players running in the bot process (`--inline`), else 0. */
  sentInline: number;
  pid: number;
  /** With `--bots P`: every bot's pid (`pid` is the first's). */
  pids?: number[];
  /**
   * Room messages the router handled on a kept place without a look-up (issue 24 goal 4): kept
   * (their command's write proved it) and dropped (looked up and handled again); absent for a
   * bot without them (`--vs` an older ref).
   */
  guesses?: { kept: number; dropped: number };
  /** The same for DMs: a seated player's acts by DM on his kept seat (absent on an older ref's router). */
  dmGuesses?: { kept: number; dropped: number };
}
