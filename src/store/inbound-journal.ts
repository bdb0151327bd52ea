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
import { mkdirSync, readFileSync } from "node:fs";
import { type FileHandle, open, rename } from "node:fs/promises";
import { join } from "node:path";

/** A journaled message: the order it arrived in (`seq`, per file) and its content. */
export interface JournalEntry<M> {
  seq: number;
  message: M;
}

/** Default directory (`INBOUND_JOURNAL_DIR`). */
export const DEFAULT_JOURNAL_DIR = "./.data/inbound";

type Rec<M> = { s: number; m: M } | { d: number };

export class InboundJournal<M> {
  private queued: string[] = [];
  private waiters: { resolve: () => void; reject: (e: unknown) => void }[] = [];
  private flushing: Promise<void> | null = null;
  private nextSeq: number;
  private closed = false;

  private constructor(
    private readonly fh: FileHandle,
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
  static async open<M>(dir: string, channel: string): Promise<InboundJournal<M>> {
    mkdirSync(dir, { recursive: true });
    const path = join(dir, `inbound-${channel.replace(/[^\w.-]/g, "_")}.jsonl`);
    let text = "";
    try {
      text = readFileSync(path, "utf8");
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
    }
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
    const t = await open(tmp, "w");
    await t.writeFile(pending.map((p) => `${JSON.stringify({ s: p.seq, m: p.message })}\n`).join(""));
    await t.datasync();
    await t.close();
    await rename(tmp, path);
    const d = await open(dir, "r");
    await d.sync().catch(() => undefined); // the rename is durable (not every filesystem allows it)
    await d.close();
    return new InboundJournal<M>(await open(path, "a"), pending, path);
  }

  /**
   * Reserves the next arrival number: call it when the message arrives (synchronously), so the
   * journal's order is the arrival order even if reading the message's details takes a while.
   */
  reserve(): number {
    return this.nextSeq++;
  }

  /** Writes `message` as received under `seq`; resolves once it is on disk (fsync). Throws if the write failed. */
  received(seq: number, message: M): Promise<void> {
    return this.append({ s: seq, m: message });
  }

  /** Marks `seq` handled; resolves once on disk. A lost mark only means a replay the guards absorb. */
  done(seq: number): Promise<void> {
    return this.append({ d: seq });
  }

  /** Flushes what is queued and closes the file. */
  async close(): Promise<void> {
    if (this.closed) return;
    while (this.flushing || this.queued.length) await (this.flushing ?? this.flush());
    this.closed = true;
    await this.fh.close();
  }

  private append(r: Rec<M>): Promise<void> {
    if (this.closed) return Promise.reject(new Error("inbound journal closed"));
    return new Promise((resolve, reject) => {
      this.queued.push(`${JSON.stringify(r)}\n`);
      this.waiters.push({ resolve, reject });
      if (!this.flushing) this.flushing = this.flush();
    });
  }

  /** Group commit: one write and one fdatasync for every record queued meanwhile. */
  private async flush(): Promise<void> {
    while (this.queued.length) {
      const lines = this.queued.join("");
      const waiters = this.waiters;
      this.queued = [];
      this.waiters = [];
      try {
        await this.fh.write(lines);
        await this.fh.datasync();
        for (const w of waiters) w.resolve();
      } catch (err) {
        for (const w of waiters) w.reject(err);
      }
    }
    this.flushing = null;
  }
}
