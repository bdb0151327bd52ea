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

/**
 * Most fires running at once in one process, as the BullMQ worker's `concurrency` (bullmq.ts):
 * the timers due together (a busy minute of many games, or every deadline a restart finds passed)
 * wait their turn in due order instead of all reaching the database at once (issue 24 goal 4:
 * 255 games with every due fire started together once took p99 3.6 s).
 */
export const MAX_FIRING = 50;

export class InProcessScheduler implements TimerScheduler {
  private readonly pending = new Map<string, NodeJS.Timeout>();
  /** Timers due and in this process's hands: firing now or waiting for a free slot (out of `pending`). */
  private readonly firing = new Set<string>();
  /** Due timers waiting for one of the `maxFiring` slots, in the order they came due. */
  private readonly queued: { job: TimerJob; attempt: number }[] = [];
  /** Fires running now. */
  private running = 0;
  private closed = false;

  /**
   * @param fire   turns a due timer into a `timeout` command (errors are logged, not thrown);
   *               resolves with the rule ms the timer is really due when it came early (issue 25 item 2)
   * @param speed  rule time per wall time (1 = real time), as the clock
   * @param maxFiring  most fires running at once (default {@link MAX_FIRING})
   */
  constructor(
    private readonly clock: Clock,
    private readonly fire: (data: TimeoutJobData) => Promise<unknown>,
    private readonly log: Logger,
    private readonly speed = 1,
    private readonly maxFiring = MAX_FIRING,
  ) {}

  async schedule(jobs: TimerJob[]): Promise<void> {
    for (const j of jobs) if (!this.pending.has(j.id) && !this.closed) this.arm(j);
  }

  async cancel(ids: string[]): Promise<void> {
    for (const id of ids) {
      clearTimeout(this.pending.get(id));
      this.pending.delete(id);
      const i = this.queued.findIndex((q) => q.job.id === id);
      if (i >= 0) {
        this.queued.splice(i, 1);
        this.firing.delete(id);
      }
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

  /** Whether timer `id` is in this process's hands: waiting, due and queued, or firing. */
  has(id: string): boolean {
    return this.pending.has(id) || this.firing.has(id);
  }

  /** Whether timer `id` is still waiting for its deadline here. */
  waiting(id: string): boolean {
    return this.pending.has(id);
  }

  /** Timers still waiting in this process. */
  get size(): number {
    return this.pending.size;
  }

  /** Fires running now, and due timers waiting for a slot. */
  get load(): { running: number; queued: number } {
    return { running: this.running, queued: this.queued.length };
  }

  /** Stops every pending wait (the rows stay pending for the next start). */
  async close(): Promise<void> {
    this.closed = true;
    for (const t of this.pending.values()) clearTimeout(t);
    this.pending.clear();
    for (const q of this.queued) this.firing.delete(q.job.id);
    this.queued.length = 0;
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
        this.queued.push({ job: j, attempt });
        this.drain();
      },
      Math.min(delay, MAX_DELAY_MS),
    );
    this.pending.set(j.id, handle);
  }

  /** Starts queued fires while a slot is free. */
  private drain(): void {
    while (this.running < this.maxFiring && !this.closed) {
      const next = this.queued.shift();
      if (!next) return;
      this.running++;
      this.start(next.job, next.attempt);
    }
  }

  private start(j: TimerJob, attempt: number): void {
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
      .finally(() => {
        this.firing.delete(j.id);
        this.running--;
        this.drain();
      });
  }
}
