/**
 * Phase timers as BullMQ delayed jobs. Job ids are deterministic (`<gameId>-<timerId>`), so
 * scheduling the same timer twice is a no-op (BullMQ ignores a duplicate id) and start-up
 * recovery can simply schedule every pending timer row again. A fired job becomes a `timeout`
 * command; a stale one is refused by the engine and changes nothing.
 */
import { DelayedError, Queue, Worker } from "bullmq";
import type { Redis } from "ioredis";
import type { Logger } from "pino";
import type { Clock, TimerJob, TimerScheduler } from "../app/ports.ts";

export interface TimeoutJobData {
  gameId: string;
  timerId: string;
  dueMs: number;
}

/**
 * Schedules timer jobs on `queueName`. `speed` maps rule time to wall time (1 = real time).
 * Connection errors of the queue go to `log` (without a listener BullMQ prints each to stderr).
 */
export class BullTimerScheduler implements TimerScheduler {
  readonly queue: Queue<TimeoutJobData>;

  constructor(
    private readonly connection: Redis,
    queueName: string,
    private readonly clock: Clock,
    private readonly speed = 1,
    log?: Logger,
  ) {
    this.queue = new Queue<TimeoutJobData>(queueName, { connection });
    this.queue.on("error", (err) => log?.warn({ err: err.message }, "timer queue error"));
  }

  /** Adds the jobs in one `addBulk` (one Redis round trip; a duplicate id is ignored). */
  async schedule(jobs: TimerJob[]): Promise<void> {
    if (jobs.length === 0) return;
    const now = this.clock();
    await this.queue.addBulk(
      jobs.map((j) => ({
        name: "timeout",
        data: { gameId: j.gameId, timerId: j.timerId, dueMs: j.dueMs },
        opts: {
          jobId: j.id,
          delay: Math.max(0, Math.ceil((j.dueMs - now) / this.speed)),
          attempts: 10,
          backoff: { type: "exponential" as const, delay: 100 },
          removeOnComplete: true,
          removeOnFail: 1000,
        },
      })),
    );
  }

  /** Removes the jobs, all sent at once (ioredis pipelines them on the connection). */
  async cancel(ids: string[]): Promise<void> {
    // A job already running or gone is fine: its fire would be stale anyway.
    await Promise.all(ids.map((id) => this.queue.remove(id).catch(() => 0)));
  }

  /**
   * Makes sure each timer has a job that will fire (issue 15 item 5: Redis may have lost its
   * data): a job missing from Redis is added again (at once when overdue); a failed or completed
   * one — re-adding its id would be a no-op — is removed and added again. Jobs waiting, delayed
   * or running are left alone. Returns the ids re-driven. A fire that turns out stale is refused
   * by the engine. Throws when Redis does not answer.
   */
  async ensure(jobs: TimerJob[]): Promise<string[]> {
    const states = await Promise.all(jobs.map((j) => this.queue.getJobState(j.id)));
    const missing = jobs.filter((_, i) => states[i] === "unknown");
    const spent = jobs.filter((_, i) => states[i] === "failed" || states[i] === "completed");
    await Promise.all(spent.map((j) => this.queue.remove(j.id)));
    const redo = [...missing, ...spent];
    await this.schedule(redo);
    return redo.map((j) => j.id);
  }

  /**
   * Makes the delayed jobs due by rule time `ruleMs` run now (a clock jump, issue 24 goal 5; see
   * src/timers/clock-jumps.ts). Only jobs that exist are moved: a lost one stays lost (the
   * reconciler's job). Returns how many were moved.
   */
  async promoteDue(ruleMs: number): Promise<number> {
    const delayed = await this.queue.getDelayed();
    const due = delayed.filter((j) => j.data.dueMs <= ruleMs);
    // A job that left the delayed set meanwhile (running, removed) is fine.
    await Promise.all(due.map((j) => j.promote().catch(() => undefined)));
    return due.length;
  }

  /** Whether the Redis connection takes commands now (issue 25 item 5: otherwise a call would wait for it). */
  ready(): boolean {
    return this.connection.status === "ready";
  }

  close(): Promise<void> {
    return this.queue.close();
  }
}

/** The rule clock of the process that runs the worker (issue 25 item 2): a job due later waits. */
export interface WorkerClock {
  clock: Clock;
  /** Rule time per wall time, as the clock (1 = real time). */
  speed: number;
}

/**
 * The worker that turns due jobs into `timeout` commands. A short lock lets a job whose worker
 * was killed be picked up again within seconds after a restart. With `at`, a job that comes
 * before its deadline by this process's clock (scheduled by a process at another speed, issue
 * 25 item 2) is put back as delayed until then, not fired; so is one whose `fire` resolves with
 * a later rule ms (the game's timer is due later than the job said).
 */
export function startTimerWorker(
  connection: Redis,
  queueName: string,
  fire: (data: TimeoutJobData) => Promise<unknown>,
  log: Logger,
  at?: WorkerClock,
): Worker<TimeoutJobData> {
  const worker = new Worker<TimeoutJobData>(
    queueName,
    async (job, token) => {
      const early = at ? job.data.dueMs - at.clock() : 0;
      // The game's own deadline, when the fire came before it (the job's `dueMs` was not the row's).
      const later = early > 0 ? undefined : await fire(job.data);
      const ahead = at && early > 0 ? early : at && typeof later === "number" ? later - at.clock() : 0;
      if (at && ahead > 0) {
        const waitMs = Math.ceil(ahead / at.speed);
        log.warn({ jobId: job.id, waitMs }, "timer job came before its deadline; delayed until then");
        await job.moveToDelayed(Date.now() + waitMs, token);
        throw new DelayedError();
      }
    },
    {
      connection,
      concurrency: 50,
      lockDuration: 5_000,
      stalledInterval: 2_000,
      // A kill -9 while a fire is being handled stalls its job; the fire is idempotent (a stale one
      // is refused), so it is taken up again after several such crashes instead of failing for good
      // (seen in `npm run chaos`; the reconciler re-adds a failed job too).
      maxStalledCount: 10,
    },
  );
  worker.on("error", (err) => log.error({ err }, "timer worker error"));
  worker.on("failed", (job, err) => log.warn({ err, jobId: job?.id }, "timer job failed"));
  return worker;
}
