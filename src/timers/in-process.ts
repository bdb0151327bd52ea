/**
 * Phase timers inside this process (the embedded mode, no Redis): one `setTimeout` per pending
 * timer row. The rows in the database stay the source of truth exactly as with BullMQ: after a
 * restart `GameService.recover()` schedules every pending row again, a deadline passed during the
 * downtime fires at once, and a fire the engine finds stale changes nothing. Scheduling an id
 * already scheduled is a no-op, like a duplicate BullMQ job id.
 */
import type { Logger } from "pino";
import type { Clock, TimerJob, TimerScheduler } from "../app/ports.ts";
import type { TimeoutJobData } from "./bullmq.ts";

/** Longest single `setTimeout` (Node's limit is 2^31−1 ms); longer waits re-arm. */
const MAX_DELAY_MS = 2 ** 31 - 1;

export class InProcessScheduler implements TimerScheduler {
  private readonly pending = new Map<string, NodeJS.Timeout>();
  /** Timers whose fire is running now (out of `pending`, not yet done). */
  private readonly firing = new Set<string>();
  private closed = false;

  /**
   * @param fire   turns a due timer into a `timeout` command (errors are logged, not thrown);
   *               resolves with the rule ms the timer is really due when it came early (issue 25 item 2)
   * @param speed  rule time per wall time (1 = real time), as the clock
   */
  constructor(
    private readonly clock: Clock,
    private readonly fire: (data: TimeoutJobData) => Promise<unknown>,
    private readonly log: Logger,
    private readonly speed = 1,
  ) {}

  async schedule(jobs: TimerJob[]): Promise<void> {
    for (const j of jobs) if (!this.pending.has(j.id) && !this.closed) this.arm(j);
  }

  async cancel(ids: string[]): Promise<void> {
    for (const id of ids) {
      clearTimeout(this.pending.get(id));
      this.pending.delete(id);
    }
  }

  /**
   * Arms the timers that are neither waiting nor firing in this process (a row whose fires all
   * failed, issue 15 item 5); returns their ids. A stale fire is refused by the engine.
   */
  async ensure(jobs: TimerJob[]): Promise<string[]> {
    const redo = jobs.filter((j) => !this.pending.has(j.id) && !this.firing.has(j.id) && !this.closed);
    for (const j of redo) this.arm(j);
    return redo.map((j) => j.id);
  }

  /** Timers still waiting in this process. */
  get size(): number {
    return this.pending.size;
  }

  /** Stops every pending wait (the rows stay pending for the next start). */
  async close(): Promise<void> {
    this.closed = true;
    for (const t of this.pending.values()) clearTimeout(t);
    this.pending.clear();
  }

  private arm(j: TimerJob, attempt = 0): void {
    const retryMs = attempt === 0 ? 0 : Math.min(30_000, 100 * 2 ** attempt);
    const delay = Math.max(retryMs, Math.ceil((j.dueMs - this.clock()) / this.speed));
    const handle = setTimeout(
      () => {
        // Not due yet by the clock (a wait longer than one setTimeout, or a timer that woke early,
        // issue 25 item 2): wait again rather than fire before the deadline.
        if (delay > MAX_DELAY_MS || this.clock() < j.dueMs) {
          this.pending.delete(j.id);
          this.arm(j, attempt);
          return;
        }
        this.pending.delete(j.id);
        this.firing.add(j.id);
        this.fire({ gameId: j.gameId, timerId: j.timerId, dueMs: j.dueMs })
          .then((later) => {
            // Before the deadline the game holds (issue 25 item 2): wait for that one.
            if (typeof later === "number" && !this.closed && !this.pending.has(j.id)) this.arm({ ...j, dueMs: later });
          })
          .catch((err) => {
            // Like BullMQ's attempts with exponential backoff; a restart re-drives the row anyway.
            this.log.error({ err, timer: j.id, attempt }, "timer fire failed");
            if (!this.closed && attempt < 10) this.arm(j, attempt + 1);
          })
          .finally(() => this.firing.delete(j.id));
      },
      Math.min(delay, MAX_DELAY_MS),
    );
    this.pending.set(j.id, handle);
  }
}
