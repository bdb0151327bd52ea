/**
 * Timers held in their process first, handed to BullMQ when they last (src/timers/hand-over.ts,
 * issue 24 goal 4): a timer due within the hold fires here and never reaches the queue; one
 * cancelled in its hold costs the queue nothing; one still pending at the end of its hold is
 * handed over (and then cancelled there); the reconciler's re-drive skips what is held here; a
 * hand-over the queue refuses keeps the timer here. Counted in queue calls and fires, on a fake
 * clock.
 */
import { pino } from "pino";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TimerJob } from "../../src/app/ports.ts";
import type { TimeoutJobData } from "../../src/timers/bullmq.ts";
import { HandOverScheduler, type Queue } from "../../src/timers/hand-over.ts";
import { InProcessScheduler } from "../../src/timers/in-process.ts";

const quiet = pino({ level: "silent" });
const HOLD = 120_000;

/** A queue that records what reaches it (optionally refusing schedules). */
class FakeQueue implements Queue {
  readonly scheduled: string[] = [];
  readonly cancelled: string[] = [];
  readonly ensured: string[] = [];
  refuse = false;
  up = true;
  ready(): boolean {
    return this.up;
  }
  async schedule(jobs: TimerJob[]): Promise<void> {
    if (this.refuse) throw new Error("redis away");
    this.scheduled.push(...jobs.map((j) => j.id));
  }
  async cancel(ids: string[]): Promise<void> {
    this.cancelled.push(...ids);
  }
  async ensure(jobs: TimerJob[]): Promise<string[]> {
    this.ensured.push(...jobs.map((j) => j.id));
    return [];
  }
}

describe("issue 24 goal 4: timers held in their process, handed to BullMQ when they last", () => {
  let fired: string[];
  let queue: FakeQueue;
  let s: HandOverScheduler;
  const at = (dueInMs: number, id = `g:${dueInMs}`): TimerJob => ({
    id,
    gameId: "g",
    timerId: id.slice(2),
    dueMs: Date.now() + dueInMs,
  });

  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
    fired = [];
    queue = new FakeQueue();
    const fire = async (d: TimeoutJobData) => {
      fired.push(`${d.gameId}:${d.timerId}`);
    };
    s = new HandOverScheduler(
      queue,
      new InProcessScheduler(() => Date.now(), fire, quiet),
      () => Date.now(),
      quiet,
      1,
      HOLD,
    );
  });
  afterEach(async () => {
    await s.close();
    vi.useRealTimers();
  });

  it("a timer due within the hold fires here, once; the queue never hears of it", async () => {
    await s.schedule([at(60_000)]);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(fired).toEqual([]);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(fired).toEqual(["g:60000"]);
    await vi.advanceTimersByTimeAsync(HOLD * 2);
    expect(fired).toEqual(["g:60000"]);
    expect(queue.scheduled).toEqual([]);
    expect(queue.cancelled).toEqual([]);
  });

  it("a long timer cancelled within its hold (the phase ended early) costs the queue nothing and never fires", async () => {
    await s.schedule([at(240_000)]);
    await vi.advanceTimersByTimeAsync(30_000);
    await s.cancel(["g:240000"]);
    await vi.advanceTimersByTimeAsync(300_000);
    expect(fired).toEqual([]);
    expect(queue.scheduled).toEqual([]);
    expect(queue.cancelled).toEqual([]);
  });

  it("a long timer still pending when its hold is over goes to the queue (not fired here); cancelled later, it is removed there", async () => {
    await s.schedule([at(240_000)]);
    await vi.advanceTimersByTimeAsync(HOLD - 1_000);
    expect(queue.scheduled).toEqual([]);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(queue.scheduled).toEqual(["g:240000"]);
    expect(s.handed).toBe(1);
    await vi.advanceTimersByTimeAsync(200_000);
    expect(fired).toEqual([]); // BullMQ's worker fires it, not this process
    await s.cancel(["g:240000"]);
    expect(queue.cancelled).toEqual(["g:240000"]);
  });

  it("a timer this process does not hold (another's, or handed over) is cancelled and re-driven through the queue; one held here is in hand", async () => {
    await s.schedule([at(60_000, "g:a")]);
    await s.cancel(["g:other"]);
    expect(queue.cancelled).toEqual(["g:other"]);
    expect(await s.ensure([at(60_000, "g:a"), at(-5_000, "g:other")])).toEqual([]);
    expect(queue.ensured).toEqual(["g:other"]);
  });

  it("the queue away at the hand-over: the timer stays here and fires at its deadline", async () => {
    queue.refuse = true;
    await s.schedule([at(200_000)]);
    await vi.advanceTimersByTimeAsync(HOLD + 1_000);
    expect(s.handed).toBe(0);
    await vi.advanceTimersByTimeAsync(80_000);
    expect(fired).toEqual(["g:200000"]);
  });

  it("Redis away at the hand-over (the runtime's client would queue the add, not fail it): the timer stays here and fires at its deadline", async () => {
    queue.up = false;
    await s.schedule([at(200_000)]);
    await vi.advanceTimersByTimeAsync(HOLD + 1_000);
    expect(queue.scheduled).toEqual([]);
    await vi.advanceTimersByTimeAsync(80_000);
    expect(fired).toEqual(["g:200000"]);
  });

  it("a hold of 0: every timer to the queue at once, as before", async () => {
    const q = new FakeQueue();
    const direct = new HandOverScheduler(
      q,
      new InProcessScheduler(
        () => Date.now(),
        async () => {},
        quiet,
      ),
      () => Date.now(),
      quiet,
      1,
      0,
    );
    await direct.schedule([at(30_000)]);
    expect(q.scheduled).toEqual(["g:30000"]);
    await direct.close();
  });
});
