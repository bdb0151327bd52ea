/**
 * Timer scheduling after a commit, never waited on (issue 25 item 5). The Timer rows committed
 * with the command are the truth; the scheduler's jobs are a copy. A command's reply must not
 * wait on the timer queue: with Redis down or stopped, a BullMQ call waits until it is back
 * (ioredis queues it), which froze every game for the length of a Redis outage. So the calls
 * run detached; while the queue's connection is not ready they are not even issued (the
 * reconciler re-drives every pending row once Redis is ready again, and any row overdue
 * meanwhile on its periodic pass). Failures are logged once per change of state (failing →
 * working), not once per commit.
 */
import type { Logger } from "pino";
import type { TimerJob, TimerScheduler } from "../app/ports.ts";

/** A scheduler that can tell whether its connection takes commands now (BullMQ: Redis `ready`). */
export interface ReadyScheduler extends TimerScheduler {
  ready?(): boolean;
}

/** Most calls left waiting at once; past it a commit's calls are skipped (the reconciler covers them). */
const MAX_IN_FLIGHT = 1_000;

export class AfterCommitTimers {
  private inFlight = 0;
  private failing = false;
  private idleWaiters: (() => void)[] = [];
  /** Calls skipped (connection not ready, or too many waiting) or failed since the last success. */
  missed = 0;

  constructor(
    private readonly scheduler: ReadyScheduler,
    private readonly log: Logger,
  ) {}

  /**
   * Schedules `added` and cancels `removed` (job ids) without waiting. Never throws. A skipped
   * or failed schedule is re-driven by the reconciler; a skipped cancel leaves a job whose fire
   * the engine refuses as stale.
   */
  push(gameId: string, added: TimerJob[], removed: string[]): void {
    if (added.length === 0 && removed.length === 0) return;
    if (this.scheduler.ready?.() === false || this.inFlight >= MAX_IN_FLIGHT) {
      this.down(gameId, new Error(this.inFlight >= MAX_IN_FLIGHT ? "too many calls waiting" : "queue not connected"));
      return;
    }
    this.inFlight++;
    void (async () => {
      try {
        if (added.length) await this.scheduler.schedule(added);
        if (removed.length) await this.scheduler.cancel(removed);
        if (this.failing) {
          this.log.info(
            { missed: this.missed },
            "timer scheduling works again; the reconciler re-drives what was missed",
          );
          this.failing = false;
          this.missed = 0;
        }
      } catch (err) {
        this.down(gameId, err);
      } finally {
        this.inFlight--;
        if (this.inFlight === 0) for (const w of this.idleWaiters.splice(0)) w();
      }
    })();
  }

  /** Resolves once no call is waiting (tests, a graceful stop). */
  idle(): Promise<void> {
    return this.inFlight === 0 ? Promise.resolve() : new Promise((r) => this.idleWaiters.push(r));
  }

  private down(gameId: string, err: unknown): void {
    this.missed++;
    if (this.failing) return;
    this.failing = true;
    this.log.error(
      { err, gameId },
      "timer scheduling after commit failed; commits go on, the timer rows stay pending and the reconciler schedules them once the queue is back",
    );
  }
}
