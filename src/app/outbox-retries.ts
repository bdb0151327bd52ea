/**
 * An outbox sender's retry policy (issue 15 item 1): a delivery that throws is put back `pending`
 * with a doubling back-off and a timer that wakes the sender then; after the last attempt the row
 * is `failed` and its game's judge gets a DM with the undelivered text (undelivered.ts).
 */
import type { Logger } from "pino";
import type { OutboxRow, OutboxStore } from "../store/outbox.ts";
import type { OutboxOptions } from "./outbox-options.ts";
import { undeliveredReport } from "./undelivered.ts";

/** Back-offs and failures of one sender; `wake` is its kick. */
export class OutboxRetries {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly maxAttempts: number;
  private readonly baseMs: number;
  private readonly maxMs: number;

  constructor(
    private readonly store: OutboxStore,
    private readonly log: Logger,
    opts: Pick<OutboxOptions, "maxAttempts" | "retryBaseMs" | "retryMaxMs">,
    private readonly wake: () => void,
  ) {
    this.maxAttempts = opts.maxAttempts ?? 8;
    this.baseMs = opts.retryBaseMs ?? 500;
    this.maxMs = opts.retryMaxMs ?? 60_000;
  }

  /**
   * Row `row`'s delivery (claimed by `owner`) threw `err`: back to pending after a back-off (a
   * wake is set for then; false), or `failed` and reported after the last attempt (true: its
   * conversation moves on). Throws when the database does.
   */
  async failed(row: OutboxRow, owner: string, err: unknown): Promise<boolean> {
    const error = (err instanceof Error ? err.message : String(err)).slice(0, 500);
    if (row.attempts < this.maxAttempts) {
      const delayMs = Math.min(this.maxMs, this.baseMs * 2 ** (row.attempts - 1));
      this.log.warn(
        { err, outboxId: String(row.id), gameId: row.gameId, attempt: row.attempts, delayMs },
        "delivery failed; will retry",
      );
      await this.store.retryLater(row.id, owner, error, new Date(Date.now() + delayMs));
      const t = setTimeout(() => {
        this.timers.delete(t);
        this.wake();
      }, delayMs);
      t.unref();
      this.timers.add(t);
      return false;
    }
    this.log.error(
      { err, outboxId: String(row.id), gameId: row.gameId, attempts: row.attempts },
      "delivery failed for good; the judge is told",
    );
    await this.store.failForGood(row, owner, error, undeliveredReport);
    return true;
  }

  /** No back-off wakes the sender any more. */
  stop(): void {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }
}
