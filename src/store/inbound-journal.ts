/**
 * The inbound journal (issue 25 items 4 and 6): every chat message the bot receives is written
 * to a local append-only file and fsynced before it is handed to the router, and marked done
 * once the router has handled it. After a kill -9 the next start replays what was received and
 * not marked done, in arrival order; while the database is down the messages wait here and are
 * handled in order when it returns.
 *
 * Why a local file and not a Postgres table: the journal must hold exactly when Postgres does
 * not answer (item 4), and a write to it must cost less than the command it protects (one
 * `write` + `fdatasync` shared by every message that arrived meanwhile — group commit). Postgres
 * keeps the outcome (the game's `InboundMessage` guard makes a replayed game command a no-op);
 * the file only keeps what was not handled yet, so it stays small: it is compacted on open.
 *
 * File: `<dir>/inbound-<channel>.jsonl`, one JSON record a line: `{"s":seq,"m":message}` when a
 * message is received, `{"d":seq}` when it is done. A torn last line (a kill during a write) is
 * ignored: its message was never acknowledged to processing. One process per channel and
 * directory (two processes of one chat account on one host need a directory each).
 */
import {
  closeSync,
  fdatasync,
  fdatasyncSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  writeSync,
} from "node:fs";
import { join } from "node:path";

/** A journaled message: the order it arrived in (`seq`, per file) and its content. */
export interface JournalEntry<M> {
  seq: number;
  message: M;
}

/** Default directory (`INBOUND_JOURNAL_DIR`). */
export const DEFAULT_JOURNAL_DIR = "./.data/inbound";

/** A channel's name as part of a file name. */
export const fileSafe = (channel: string) => channel.replace(/[^\w.-]/g, "_");

/**
 * `<dir>/<name>` (the directory made if missing) and its text, empty when there is no file yet:
 * how the journal and the outbox's delivered log (delivered-log.ts) read what a previous run left.
 */
export function readChannelFile(dir: string, name: string): { path: string; text: string } {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, name);
  try {
    return { path, text: readFileSync(path, "utf8") };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
    return { path, text: "" };
  }
}

type Rec<M> = { s: number; m: M } | { d: number };

export class InboundJournal<M> {
  /** Waiters for the next fdatasync (each resolves once what was written before it is on disk). */
  private waiters: { resolve: () => void; reject: (e: unknown) => void }[] = [];
  private syncing = false;
  private nextSeq: number;
  private closed = false;

  private constructor(
    private readonly fd: number,
    /** Messages received and not done when the journal was opened, in arrival order. */
    readonly pending: JournalEntry<M>[],
    readonly path: string,
  ) {
    this.nextSeq = (pending.at(-1)?.seq ?? 0) + 1;
  }

  /**
   * Opens (creates) `<dir>/inbound-<channel>.jsonl`, reads what was received and not done, and
   * compacts the file to just those records (written to a temporary file, fsynced, renamed).
   */
  static open<M>(dir: string, channel: string): InboundJournal<M> {
    const { path, text } = readChannelFile(dir, `inbound-${fileSafe(channel)}.jsonl`);
    const open_ = new Map<number, M>();
    for (const line of text.split("\n")) {
      if (!line) continue;
      let r: Rec<M>;
      try {
        r = JSON.parse(line) as Rec<M>;
      } catch {
        continue; // a torn write: never acknowledged
      }
      if ("s" in r) open_.set(r.s, r.m);
      else open_.delete(r.d);
    }
    const pending = [...open_].sort((a, b) => a[0] - b[0]).map(([seq, message]) => ({ seq, message }));
    const tmp = `${path}.tmp`;
    const t = openSync(tmp, "w");
    writeSync(t, pending.map((p) => `${JSON.stringify({ s: p.seq, m: p.message })}\n`).join(""));
    fdatasyncSync(t);
    closeSync(t);
    renameSync(tmp, path);
    try {
      const d = openSync(dir, "r");
      fsyncSync(d); // the rename is durable (not every filesystem allows it)
      closeSync(d);
    } catch {}
    return new InboundJournal<M>(openSync(path, "a"), pending, path);
  }

  /**
   * Reserves the next arrival number: call it when the message arrives (synchronously), so the
   * journal's order is the arrival order.
   */
  reserve(): number {
    return this.nextSeq++;
  }

  /**
   * Writes `message` as received under `seq`. The write itself is synchronous (from its return a
   * kill -9 of the process loses nothing: the kernel has it); the promise resolves once it is on
   * disk too (fdatasync, shared with every record written meanwhile). Throws if the write failed.
   */
  received(seq: number, message: M): Promise<void> {
    return this.append({ s: seq, m: message });
  }

  /** Marks `seq` handled (synchronous write; on disk with the next sync). A lost mark only means a replay the guards absorb. */
  done(seq: number): void {
    if (this.closed) return;
    writeSync(this.fd, `${JSON.stringify({ d: seq })}\n`);
  }

  /** Syncs what was written and closes the file. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    fdatasyncSync(this.fd);
    closeSync(this.fd);
    for (const w of this.waiters.splice(0)) w.resolve();
  }

  private append(r: Rec<M>): Promise<void> {
    if (this.closed) return Promise.reject(new Error("inbound journal closed"));
    try {
      writeSync(this.fd, `${JSON.stringify(r)}\n`);
    } catch (err) {
      return Promise.reject(err);
    }
    return new Promise((resolve, reject) => {
      this.waiters.push({ resolve, reject });
      if (!this.syncing) this.sync();
    });
  }

  /** Group commit: one fdatasync for every record written while the previous one ran. */
  private sync(): void {
    const waiters = this.waiters;
    this.waiters = [];
    this.syncing = true;
    fdatasync(this.fd, (err) => {
      for (const w of waiters) err ? w.reject(err) : w.resolve();
      this.syncing = false;
      if (this.waiters.length && !this.closed) this.sync();
    });
  }
}
