/**
 * The outbox sender's side of its delivered log (issue 24 goal 4; store/delivered-log.ts): each
 * row delivered is logged at once, so its sent mark may wait for a command's write or a claim to
 * carry it; the rows logged whose mark has not come back are what a rewrite of the log keeps; and
 * a restart first marks sent every row its killed predecessor logged.
 */
import type { Logger } from "pino";
import type { DeliveredLog } from "../store/delivered-log.ts";
import type { OutboxStore } from "../store/outbox.ts";

export class DeliveredMarks {
  /** Rows logged delivered whose sent mark has not come back yet. */
  private readonly unconfirmed = new Set<bigint>();

  constructor(private readonly log: DeliveredLog | undefined) {}

  /** Whether rows delivered are logged (a sender may then put its sent marks off). */
  get logged(): boolean {
    return this.log !== undefined;
  }

  /** Row `id` was delivered: logged (synchronously) until its mark comes back. */
  delivered(id: bigint): void {
    if (!this.log) return;
    this.log.delivered(id);
    this.unconfirmed.add(id);
  }

  /** A statement marking rows `ids` sent came back (a claim, a sent mark, a command's write). */
  marked(ids: Iterable<bigint>): void {
    if (!this.log) return;
    for (const id of ids) this.unconfirmed.delete(id);
  }

  /** Rewrites the log with the rows still unmarked once it passed its size. */
  compact(): void {
    if (this.log?.full) this.log.rewrite(this.unconfirmed);
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
    if (n) log.info({ rows: n }, "outbox rows a previous run delivered marked sent (its delivered log)");
  }
}
