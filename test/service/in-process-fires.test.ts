/**
 * The in-process timers' fires (src/timers/in-process.ts, issue 24 goal 4): timers due together
 * fire at most `maxFiring` at a time, in the order they came due, each once; a queued timer that
 * is cancelled never fires; closing drops the queue.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import type { TimerJob } from "../../src/app/ports.ts";
import type { TimeoutJobData } from "../../src/timers/bullmq.ts";
import { InProcessScheduler, MAX_FIRING } from "../../src/timers/in-process.ts";

const NOW = 1_000_000;
const job = (i: number): TimerJob => ({
  id: `g${i}:t`,
  gameId: `g${i}`,
  timerId: "t",
  dueMs: NOW - 1_000 + i,
});

/** A scheduler whose fires wait until released; records the order they started and the most at once. */
function held(maxFiring?: number) {
  const started: string[] = [];
  const waiting: (() => void)[] = [];
  let running = 0;
  let most = 0;
  const fire = (d: TimeoutJobData) => {
    started.push(d.gameId);
    running++;
    most = Math.max(most, running);
    return new Promise<void>((resolve) =>
      waiting.push(() => {
        running--;
        resolve();
      }),
    );
  };
  const s = new InProcessScheduler(() => NOW, fire, pino({ level: "silent" }), 1, maxFiring);
  const releaseAll = async () => {
    while (waiting.length > 0) {
      for (const r of waiting.splice(0)) r();
      await sleep(0);
    }
  };
  return { s, started, waiting, most: () => most, releaseAll };
}

describe("in-process timers: fires due together wait for a slot", () => {
  it(`120 timers due at once: ${MAX_FIRING} fire, the rest wait in due order; every one fires once`, async () => {
    const h = held();
    const jobs = Array.from({ length: 120 }, (_, i) => job(i));
    await h.s.schedule(jobs);
    await sleep(5);
    expect(h.started).toHaveLength(MAX_FIRING);
    expect(h.s.load).toEqual({ running: MAX_FIRING, queued: 120 - MAX_FIRING });
    // Asked again while they wait (a reconcile pass): nothing is armed twice.
    expect(await h.s.ensure(jobs)).toEqual([]);
    await h.releaseAll();
    expect(h.most()).toBe(MAX_FIRING);
    expect(h.started).toHaveLength(120);
    expect(new Set(h.started).size).toBe(120);
    expect(h.started).toEqual(jobs.map((j) => j.gameId));
    expect(h.s.load).toEqual({ running: 0, queued: 0 });
  });

  it("a queued timer cancelled before its turn never fires; close drops the rest", async () => {
    const h = held(2);
    await h.s.schedule([job(1), job(2), job(3), job(4), job(5)]);
    await sleep(5);
    expect(h.started).toEqual(["g1", "g2"]);
    await h.s.cancel(["g3:t"]);
    h.waiting.shift()?.();
    await sleep(5);
    expect(h.started).toEqual(["g1", "g2", "g4"]);
    await h.s.close();
    await h.releaseAll();
    expect(h.started).toEqual(["g1", "g2", "g4"]);
    expect(h.s.load).toEqual({ running: 0, queued: 0 });
  });
});
