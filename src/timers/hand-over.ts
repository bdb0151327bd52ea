/**
 * Timers kept in this process first, handed to BullMQ when they last (issue 24 goal 4): a timer
 * is armed here (the in-process scheduler) for its first `holdRuleMs` of rule time; due within
 * it, it fires here; still pending after it, it becomes a BullMQ delayed job, which any process's
 * worker fires on the dot. Most phase timers end early — a knife made, a speech passed, the
 * votes in — and are cancelled within seconds, so they cost Redis nothing (BullMQ spends four
 * calls on each timer: the add with its marker, the worker's wake-up, the remove or the fire).
 *
 * What a timer held here gives up is BullMQ's fail-over while it is held: if this process dies,
 * its Timer row (the truth, committed with the command) is fired by a reconciler of any process
 * once overdue by its grace (`TimerReconciler`: ~7 s late at most), or by this process's restart
 * (`GameService.recover`). After a restart a held timer that had been handed over may fire twice:
 * the second is stale and refused by the engine, as every duplicate fire is.
 */
import type { Logger } from "pino";
import type { Clock, TimerJob, TimerScheduler } from "../app/ports.ts";
import type { InProcessScheduler } from "./in-process.ts";
import type { EnsuringScheduler } from "./reconcile.ts";

/** Rule ms a timer is held in its process before it goes to BullMQ (default; env `TIMER_HOLD_MS`). */
export const HOLD_RULE_MS = 120_000;

/** The BullMQ side (src/timers/bullmq.ts `BullTimerScheduler`). */
export type Queue = TimerScheduler & EnsuringScheduler;

export class HandOverScheduler implements TimerScheduler, EnsuringScheduler {
  /** Timers held here that will go to BullMQ when their hold is over, with the wait until then. */
  private readonly holds = new Map<string, NodeJS.Timeout>();
  private closed = false;
  /** Timers handed over (by this process, since its start). */
  handed = 0;

  /**
   * @param queue  BullMQ's scheduler: what outlasts the hold
   * @param local  the in-process scheduler (its `fire` the same as the BullMQ worker's)
   * @param speed  rule time per wall time, as the clock
   * @param holdRuleMs  rule ms a timer stays here ({@link HOLD_RULE_MS}); 0: every timer to BullMQ at once
   */
  constructor(
    private readonly queue: Queue,
    private readonly local: InProcessScheduler,
    private readonly clock: Clock,
    private readonly log: Logger,
    private readonly speed = 1,
    private readonly holdRuleMs = HOLD_RULE_MS,
  ) {}

  async schedule(jobs: TimerJob[]): Promise<void> {
    if (this.closed) return;
    const now = this.clock();
    const later: TimerJob[] = [];
    for (const j of jobs) {
      if (this.holds.has(j.id) || this.local.has(j.id)) continue;
      if (this.holdRuleMs <= 0) later.push(j);
      else {
        await this.local.schedule([j]);
        if (j.dueMs - now > this.holdRuleMs) this.hold(j);
      }
    }
    if (later.length) await this.queue.schedule(later);
  }

  /** Held ones are dropped here; the others (handed over, or another process's) removed from BullMQ. */
  async cancel(ids: string[]): Promise<void> {
    const away: string[] = [];
    for (const id of ids) {
      const h = this.holds.get(id);
      if (h) {
        clearTimeout(h);
        this.holds.delete(id);
      }
      if (this.local.has(id)) await this.local.cancel([id]);
      else away.push(id);
    }
    if (away.length) await this.queue.cancel(away);
  }

  /** The reconciler's re-drive: a timer held here is in hand; the others go through BullMQ. */
  async ensure(jobs: TimerJob[]): Promise<string[]> {
    const away = jobs.filter((j) => !this.local.has(j.id));
    return away.length ? this.queue.ensure(away) : [];
  }

  ready(): boolean {
    return this.queue.ready?.() ?? true;
  }

  /** Stops every hold and local wait (the rows stay pending for the next start; BullMQ is closed by its owner). */
  async close(): Promise<void> {
    this.closed = true;
    for (const h of this.holds.values()) clearTimeout(h);
    this.holds.clear();
    await this.local.close();
  }

  /**
   * Hands `j` to BullMQ when its hold is over, unless cancelled or fired first. It stays armed here
   * until the queue has it: with Redis away (`ready` false, or the add failing) it is kept here and
   * fires here; should it come due while the add is on its way, both may fire (the second is stale).
   */
  private hold(j: TimerJob): void {
    const h = setTimeout(
      () => {
        this.holds.delete(j.id);
        if (this.closed || !this.local.waiting(j.id)) return;
        // The runtime's Redis queues commands while away instead of failing them: ask first.
        if (this.queue.ready?.() === false) {
          this.log.warn({ timer: j.id }, "timer queue not ready: timer kept in this process");
          return;
        }
        this.queue
          .schedule([j])
          .then(() => {
            // Cancelled meanwhile: the job just added goes too (its fire would be stale anyway).
            if (!this.local.waiting(j.id)) return this.queue.cancel([j.id]);
            this.handed++;
            return this.local.cancel([j.id]);
          })
          .catch((err) => this.log.warn({ err, timer: j.id }, "timer not handed to the queue; kept in this process"));
      },
      Math.ceil(this.holdRuleMs / this.speed),
    );
    h.unref();
    this.holds.set(j.id, h);
  }
}
