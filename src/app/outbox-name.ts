/**
 * An outbox sender's name (issue 12): a row of `OutboxOwner` with a lease. The sender is alive
 * while its name's lease holds; a second process asking for a name held alive gets a suffixed one,
 * and a lease lost (the process stalled past it) is taken again under a name that is free. The
 * statements are the outbox store's (`takeName`, `renewName`, `releaseName`).
 */
import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import type { OutboxStore } from "../store/outbox.ts";

/** A sender's leased name: taken once, renewed every third of the lease, given up at close. */
export class OutboxName {
  private current: string;
  /** This process's run: a name held by the same instance is renewed, not taken from another. */
  private readonly instance = randomUUID();
  private heartbeat: NodeJS.Timeout | null = null;
  private stopped = false;

  /** `base`: the configured owner; `leaseMs`: the name's lease, ms. */
  constructor(
    private readonly store: OutboxStore,
    private readonly log: Logger,
    private readonly base: string,
    private readonly leaseMs: number,
  ) {
    this.current = base;
  }

  /** The name held: `base`, or `base-<8 hex>` when a live process held that. */
  get name(): string {
    return this.current;
  }

  /** Takes `base`, or the first free suffixed name; throws when the database does. */
  async acquire(): Promise<void> {
    for (let n = 0; ; n++) {
      const name = n === 0 ? this.base : `${this.base}-${randomUUID().slice(0, 8)}`;
      const got = await this.store.takeName(name, this.instance, this.leaseMs);
      if (got) {
        if (n > 0)
          this.log.info({ owner: name, taken: this.base }, "outbox owner name in use by a live sender: using another");
        this.current = name;
        return;
      }
    }
  }

  /** Renews the lease every third of it from now on (once; the timer does not keep the process alive). */
  keep(): void {
    if (this.stopped || this.heartbeat) return;
    this.heartbeat = setInterval(() => void this.renew(), Math.max(50, Math.floor(this.leaseMs / 3)));
    this.heartbeat.unref();
  }

  /** Stops renewing (the lease runs out unless `release` gives it up first). */
  stop(): void {
    this.stopped = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }

  /** Gives the name up, so a restart under it takes over at once; a failure is logged. */
  async release(): Promise<void> {
    this.stop();
    await this.store
      .releaseName(this.current, this.instance)
      .catch((err) => this.log.warn({ err }, "outbox owner not released"));
  }

  /** Extends the lease; a lease lost is taken again under a free name. */
  private async renew(): Promise<void> {
    if (this.stopped) return;
    try {
      const held = await this.store.renewName(this.current, this.instance, this.leaseMs);
      if (!held && !this.stopped) {
        this.log.warn({ owner: this.current }, "outbox owner lease was lost (stalled past it): taking a name again");
        await this.acquire();
      }
    } catch (err) {
      this.log.warn({ err }, "outbox owner lease not renewed; retrying");
    }
  }
}
