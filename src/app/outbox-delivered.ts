/**
 * The outbox sender's side of its delivered log (issue 24 goal 4; store/delivered-log.ts): each
 * row delivered is logged at once, so its sent mark may wait for a command's write or a claim to
 * carry it; the rows logged whose mark has not come back are what a rewrite of the log keeps; and
 * a restart first marks sent every row its killed predecessor logged.
 *
 * A mark put off must not hold rows back: a write that leaves rows `pending` behind an open row of
 * their conversation (one being delivered, or delivered and its mark not yet back) says so
 * (`left`), and the conversation is watched for a while: when a row of it is delivered, or a
 * statement marking one of its rows comes back, the sender claims at once (the claim marks and
 * takes the rows behind in one statement) instead of waiting for the put-off mark.
 */
import type { Logger } from "pino";
import type { DeliveredLog, LoggedRow } from "../store/delivered-log.ts";
import type { OutboxStore } from "../store/outbox.ts";

/** How long a conversation with rows left behind is watched (wall ms); the sender's idle poll covers beyond. */
const WATCH_MS = 2_000;

export class DeliveredMarks {
  /** Rows logged delivered whose sent mark has not come back yet, with their keys, games and conversations. */
  private readonly unconfirmed = new Map<bigint, { key: string; gameId: string | null; conv: string }>();
  /** The log could not be written (a full disk): marks are not put off any more. */
  failing = false;
  /** Conversations a write left rows `pending` in, until when they are watched (wall ms). */
  private readonly behind = new Map<string, number>();

  constructor(
    private readonly log: DeliveredLog | undefined,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Row `r` was delivered: logged (synchronously) until its mark comes back. A write to the log
   * that fails (a full disk) never fails the delivery: the row is left out of the log (a kill
   * before its mark sends it again) and from then on the sender marks at once (`failing`).
   */
  delivered(r: { id: bigint; key: string; gameId: string | null; conv: string }, log: Logger): void {
    if (!this.log || this.failing) return;
    try {
      this.log.delivered(r);
      this.unconfirmed.set(r.id, { key: r.key, gameId: r.gameId, conv: r.conv });
    } catch (err) {
      this.failing = true;
      log.warn({ err }, "outbox delivered log not written: its sent marks are made at once from now on");
    }
  }

  /**
   * A statement marking rows `ids` sent came back (a claim, a sent mark, a command's write); true
   * when one of them held rows back (a claim should run now).
   */
  marked(ids: Iterable<bigint>): boolean {
    if (!this.log) return false;
    let freed = false;
    for (const id of ids) {
      const r = this.unconfirmed.get(id);
      this.unconfirmed.delete(id);
      if (r !== undefined && this.waits(r.conv)) freed = true;
    }
    return freed;
  }

  /** A write left rows `pending` in conversations `convs` (see the module comment). */
  left(convs: readonly string[]): void {
    if (!this.log) return;
    const until = this.now() + WATCH_MS;
    for (const c of convs) this.behind.set(c, until);
  }

  /** Whether conversation `conv` has rows left behind (watched): a claim should follow a delivery there. */
  waits(conv: string): boolean {
    const until = this.behind.get(conv);
    if (until === undefined) return false;
    if (until >= this.now()) return true;
    this.behind.delete(conv);
    return false;
  }

  /** A claim took rows of conversations `convs`: nothing of them is left behind now. */
  claimed(convs: Iterable<string>): void {
    for (const c of convs) this.behind.delete(c);
  }

  /** Rewrites the log with the rows still unmarked once it passed its size (a failure: see `delivered`). */
  compact(log: Logger): void {
    if (this.log?.full && !this.failing) this.rewrite(log);
  }

  private rewrite(log: Logger): void {
    try {
      this.log?.rewrite([...this.unconfirmed].map(([id, r]): LoggedRow => ({ id, ...r })));
    } catch (err) {
      this.failing = true;
      log.warn({ err }, "outbox delivered log not rewritten: its sent marks are made at once from now on");
    }
  }

  /**
   * Marks sent the rows a previous run logged delivered and left `sending` (killed before their
   * mark), whichever name holds them (that run's, leased still): never sent again, and their
   * conversations not held back until that lease is over. Throws what the statement throws.
   */
  async markPrevious(store: OutboxStore, log: Logger): Promise<void> {
    const ids = this.log?.previous ?? [];
    if (ids.length === 0) return;
    const n = await store.markLoggedSent(ids);
    this.log?.settled();
    this.rewrite(log); // the previous run's rows are done with: the file keeps what is still to mark
    if (n) log.info({ rows: n }, "outbox rows a previous run delivered marked sent (its delivered log)");
  }
}
