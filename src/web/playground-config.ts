/**
 * What a `Playground` is built with (`src/web/playground.ts`): its logger, its limits, its clocks and
 * the seams tests inject.
 */
import type { Logger } from "pino";
import type { Runtime, RuntimeOptions } from "../boot/runtime.ts";
import type { Msg } from "../vocab/msg.ts";
import type { PlayTable } from "./play-table.ts";

export interface PlaygroundOptions {
  log: Logger;
  /**
   * At most this many tables run (or start, or stop) at once (default 2); another browser's
   * open then gets `TABLES_FULL` (HTTP 503), unless a table has been idle `idleMs`.
   */
  maxTables?: number;
  /** A table whose owner has not had its page open for this long (wall ms, default 5 min) may be reclaimed. */
  idleMs?: number;
  /** Wall clock (ms) for idleness; tests inject one. */
  now?: () => number;
  /** A table's runtime is given this to answer `控制台` (the console's login link). */
  consoleLink?: (contactId: string, name: string) => Promise<Msg>;
  /** Game seeds (tests fix them); default crypto-random. */
  seed?: () => number;
  /** Starts a table's runtime (default `startRuntime`; tests inject one that fails). */
  startRuntime?: (o: RuntimeOptions) => Promise<Runtime>;
  /** Given each table once it runs (tests drive its clock by deadline jumps). */
  onTable?: (t: PlayTable) => void;
}
