/**
 * Rows an outbox sender (src/app/outbox.ts) must settle because nobody holds them in memory:
 * - **in doubt**: `sending` under a sender that is gone (its name's lease expired, or this process
 *   just took the name over from a dead run). The transport may confirm them sent; else they are
 *   sent again (at-least-once for a transport that cannot confirm).
 * - **orphans** (issue 24 goal 4): `sending` under this live sender but held by none of its runs —
 *   taken by a claim or a command's write whose answer never came back (the connection cut after
 *   the commit). They never left, so they go back to `pending` for the next claim, instead of
 *   waiting `sending` for the next restart.
 */
import type { Logger } from "pino";
import type { OutboxStore } from "../store/outbox.ts";
import type { Transport } from "./ports.ts";

/** What settling needs of its sender. */
export interface DoubtDeps {
  store: OutboxStore;
  transport: Transport;
  log: Logger;
  channel: string;
}

/**
 * Resolves the rows of `d.channel` `sending` under owner `of` (a name just taken over) or, when
 * `of` is unset, under an owner holding no live lease: sent when the transport confirms it, else
 * `pending` again. `name` is the resolving sender's (logged). Counts of each.
 */
export async function resolveInDoubt(
  d: DoubtDeps,
  name: string,
  of?: string,
): Promise<{ confirmed: number; requeued: number }> {
  const rows = await d.store.inDoubt(d.channel, of);
  let confirmed = 0;
  for (const r of rows) {
    const sent = (await d.transport.confirm?.(r.id)) === true;
    // Only a row still in the state we read is changed (another sender may have resolved it).
    const changed = await d.store.settle(r.id, r.owner, sent);
    if (sent && changed) confirmed++;
  }
  if (rows.length) d.log.info({ owner: name, rows: rows.length, confirmed }, "outbox rows in doubt resolved");
  return { confirmed, requeued: rows.length - confirmed };
}

/**
 * A sender's rows nobody holds: its orphans (see the module comment), and `resolveInDoubt`. `suspect` after a statement that could take rows
 * for it threw; `sweep` (from the sender's delivery run, where no claim runs beside it) then
 * stops new takes (`taking`), waits for the writes in flight (`settled`: their rows known), and
 * gives back every row of its name that none of `known()` holds. A sweep that throws keeps the
 * suspicion for the next run.
 */
export class OutboxOrphans {
  private suspected = false;
  private sweeping = false;

  constructor(private readonly d: DoubtDeps) {}

  /** Resolves the rows in doubt of owner `of` or of every gone owner (see {@link resolveInDoubt}); `name` the sender's. */
  resolveInDoubt(name: string, of?: string): Promise<{ confirmed: number; requeued: number }> {
    return resolveInDoubt(this.d, name, of);
  }

  /** A claim or a taking write threw: rows may have been taken for the sender unseen. */
  suspect(): void {
    this.suspected = true;
  }

  /** Whether a command's write may take rows now (not while a sweep reads what is held). */
  get taking(): boolean {
    return !this.sweeping;
  }

  /**
   * When suspected: gives back the rows `sending` under `name` outside `known()` (read once the
   * writes in flight are `settled`); how many went back.
   */
  async sweep(name: string, settled: () => Promise<void>, known: () => bigint[]): Promise<number> {
    if (!this.suspected) return 0;
    this.sweeping = true;
    try {
      await settled();
      const back = await this.d.store.requeueOrphans(this.d.channel, name, known());
      this.suspected = false;
      if (back.length)
        this.d.log.warn(
          { owner: name, rows: back.length },
          "outbox rows taken by a statement whose answer was lost given back to pending",
        );
      return back.length;
    } finally {
      this.sweeping = false;
    }
  }
}
