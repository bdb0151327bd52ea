/**
 * The outbox sender's delivered log (issue 24 goal 4): every outbox row this process delivered —
 * its id and its key — appended to a local file as soon as its delivery returns, before the row
 * is marked `sent` in the database. So the sent mark may wait to ride the next command's write or
 * claim instead of being a statement of its own: the restart after a kill marks every row the log
 * holds sent before it delivers anything (src/app/outbox.ts `register`) — not sent again, and its
 * conversation not held back until the dead run's lease is over. A row is matched by id, key and
 * game, so a log kept beside another database (ids start again) marks nothing there; once the
 * previous run's rows are marked the file is rewritten without them.
 *
 * A plain write(2), no fsync: what a killed process wrote is in the kernel's page cache and
 * outlives it (a kill -9 is what the log is for). A crash of the machine may lose the log's tail:
 * those rows are then sent again — at-least-once, as for a transport that cannot confirm.
 *
 * File `<dir>/delivered-<channel>.log`, one JSON `[id, key, gameId]` a line (the id as a string), beside
 * the inbound journal (one process per channel and directory). When it passes `maxBytes` it is
 * rewritten (a temporary file, renamed) with only the rows the sender still has to mark.
 */
import { closeSync, openSync, renameSync, writeSync } from "node:fs";
import { fileSafe, readChannelFile } from "./inbound-journal.ts";

/** Size past which the log is rewritten with the rows still unmarked (bytes). */
export const DELIVERED_LOG_MAX_BYTES = 1 << 20;

/**
 * A logged row: its id, its key and its game (null: a reply outside any game). A game's row keys
 * repeat in every game (`<version>-<n>`) and ids start again in another database; the game's id
 * (a cuid) does not.
 */
export interface LoggedRow {
  id: bigint;
  key: string;
  gameId: string | null;
}

const line = (r: LoggedRow) => `${JSON.stringify([String(r.id), r.key, r.gameId])}\n`;

export class DeliveredLog {
  private bytes = 0;
  private closed = false;

  private constructor(
    private fd: number,
    /** Rows a previous run logged (read at open), until {@link settled}. */
    private before: LoggedRow[],
    readonly path: string,
    private readonly maxBytes: number,
  ) {}

  /** Opens (creates) `<dir>/delivered-<channel>.log` and reads the rows a previous run logged. */
  static open(dir: string, channel: string, maxBytes = DELIVERED_LOG_MAX_BYTES): DeliveredLog {
    const { path, text } = readChannelFile(dir, `delivered-${fileSafe(channel)}.log`);
    // Only whole lines count: a torn last one (a kill during its write) is no row.
    const lines = text.split("\n");
    lines.pop();
    const before: LoggedRow[] = [];
    for (const l of lines) {
      try {
        const [id, key, gameId] = JSON.parse(l) as unknown[];
        if (
          typeof id === "string" &&
          /^\d+$/.test(id) &&
          typeof key === "string" &&
          (gameId === null || typeof gameId === "string")
        )
          before.push({ id: BigInt(id), key, gameId });
      } catch {}
    }
    const log = new DeliveredLog(openSync(path, "a"), before, path, maxBytes);
    log.bytes = Buffer.byteLength(text);
    // The torn half ends here: the next line starts on a line of its own, not glued to it.
    if (text.length > 0 && !text.endsWith("\n")) writeSync(log.fd, "\n");
    return log;
  }

  /** The rows a previous run logged delivered: the restart marks them sent (whoever's name holds them). */
  get previous(): readonly LoggedRow[] {
    return this.before;
  }

  /** The previous run's rows are marked sent: a rewrite no longer keeps them. */
  settled(): void {
    this.before = [];
  }

  /** Logs row `r` delivered (synchronous: from its return a kill of the process loses nothing). */
  delivered(r: LoggedRow): void {
    if (this.closed) return;
    const l = line(r);
    writeSync(this.fd, l);
    this.bytes += Buffer.byteLength(l);
  }

  /** Whether the log passed its size: then {@link rewrite} it with the rows still to mark. */
  get full(): boolean {
    return this.bytes > this.maxBytes;
  }

  /**
   * Rewrites the log with only `keep` (every delivered row not yet known marked) and the previous
   * run's rows until they are {@link settled}, through a temporary file renamed over it.
   */
  rewrite(keep: Iterable<LoggedRow>): void {
    if (this.closed) return;
    const text = [...this.before, ...keep].map(line).join("");
    const tmp = `${this.path}.tmp`;
    const t = openSync(tmp, "w");
    writeSync(t, text);
    closeSync(t);
    renameSync(tmp, this.path);
    closeSync(this.fd);
    this.fd = openSync(this.path, "a");
    this.bytes = Buffer.byteLength(text);
  }

  /** Closes the file. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    closeSync(this.fd);
  }
}
