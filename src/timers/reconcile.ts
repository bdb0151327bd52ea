/**
 * Timer reconciliation (issue 15 item 5): the Timer rows are the truth, the scheduler's jobs a
 * copy that can be lost (Redis emptied or restarted without persistence, a schedule call that
 * failed after commit). Periodically, every `pending` row overdue by more than a grace margin is
 * checked against the scheduler and re-driven when its job is missing; after Redis reconnects,
 * every pending row is. Idempotent: job ids are deterministic (`<gameId>-<timerId>`), an existing
 * job is left alone, and a fire that turns out stale is refused by the engine.
 */
import type { Redis } from "ioredis";
import type { Logger } from "pino";
import type { Clock, TimerJob } from "../app/ports.ts";
import type { Db } from "../store/db.ts";
import { pendingTimers } from "../store/timers.ts";

/** A scheduler that can tell which timers lost their job and re-drive them (returns their ids). */
export interface EnsuringScheduler {
  ensure(jobs: TimerJob[]): Promise<string[]>;
  /** Whether the queue takes commands now; a pass is skipped while not (issue 25 item 5). */
  ready?(): boolean;
}

export interface ReconcileOptions {
  /** Wall time between two periodic passes, ms (default 5000; env `TIMER_RECONCILE_MS`). */
  intervalMs?: number;
  /** How long past due (wall ms) a row must be before its job counts as lost (default 2000). */
  graceMs?: number;
  /** Rule time per wall time, as the clock (1 = real time). */
  speed?: number;
  /** Rows looked at per pass, oldest due first (default 500). */
  batch?: number;
}

/** Default wall time between two periodic passes, ms. */
export const RECONCILE_INTERVAL_MS = 5_000;

export class TimerReconciler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<string[]> | null = null;
  private failing = false;
  private readonly intervalMs: number;
  private readonly graceMs: number;
  private readonly speed: number;
  private readonly batch: number;
  private detach: (() => void) | null = null;

  constructor(
    private readonly db: Db,
    private readonly scheduler: EnsuringScheduler,
    private readonly clock: Clock,
    private readonly log: Logger,
    o: ReconcileOptions = {},
  ) {
    this.intervalMs = o.intervalMs ?? RECONCILE_INTERVAL_MS;
    this.graceMs = o.graceMs ?? 2_000;
    this.speed = o.speed ?? 1;
    this.batch = o.batch ?? 500;
  }

  /**
   * One pass: pending rows due before now − grace (`overdueOnly`, the periodic pass) or every
   * pending row (after a reconnect); returns the ids whose job was re-driven. Uses the
   * `(status, dueMs)` index. Passes never overlap: a call during a pass waits for it.
   */
  async reconcile(overdueOnly = true): Promise<string[]> {
    while (this.running) await this.running.catch(() => undefined);
    const mine = this.pass(overdueOnly);
    this.running = mine;
    try {
      return await mine;
    } finally {
      if (this.running === mine) this.running = null;
    }
  }

  private async pass(overdueOnly: boolean): Promise<string[]> {
    // Redis down: the calls would wait for it. The pass after it is ready again re-drives all.
    if (this.scheduler.ready?.() === false) throw new Error("timer queue not connected");
    const before = Math.floor(this.clock() - this.graceMs * this.speed);
    const rows = await pendingTimers(this.db, { dueBefore: overdueOnly ? before : undefined, take: this.batch });
    if (rows.length === 0) return [];
    const jobs: TimerJob[] = rows.map((r) => ({
      id: r.id,
      gameId: r.gameId,
      timerId: r.id.slice(r.gameId.length + 1),
      dueMs: r.dueMs,
    }));
    const redone = await this.scheduler.ensure(jobs);
    if (redone.length) this.log.warn({ timers: redone }, `re-drove ${redone.length} timer(s) whose job was lost`);
    return redone;
  }

  /**
   * Starts the periodic pass and, when `redis` is given, a full pass each time that connection
   * is ready again after a reconnect (ioredis `ready` after `close`/`reconnecting`). Errors are
   * logged once per outage, not thrown.
   */
  start(redis?: Redis): void {
    const run = (overdueOnly: boolean) =>
      void this.reconcile(overdueOnly).then(
        () => {
          if (this.failing) this.log.info("timer reconcile works again");
          this.failing = false;
        },
        (err) => {
          if (!this.failing) this.log.warn({ err }, "timer reconcile failed; retrying on the next pass");
          this.failing = true;
        },
      );
    this.timer = setInterval(() => run(true), this.intervalMs);
    this.timer.unref();
    if (redis) {
      let lost = false;
      const onLost = () => {
        lost = true;
      };
      const onReady = () => {
        if (!lost) return;
        lost = false;
        this.log.info("Redis is back: re-driving every pending timer");
        run(false);
      };
      redis.on("close", onLost);
      redis.on("ready", onReady);
      this.detach = () => {
        redis.off("close", onLost);
        redis.off("ready", onReady);
      };
    }
  }

  /** Stops the periodic pass and waits for one in flight. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.detach?.();
    this.detach = null;
    await this.running?.catch(() => undefined);
  }
}
