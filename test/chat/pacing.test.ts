/**
 * The account's outbound pacing (issue 13 item 1), `Pacer` alone on Vitest's fake clock: the
 * times its sends are let go are exact, so the token bucket is checked without a wall-clock limit
 * (issue 24 goal 5; the stack test in `live.test.ts` only checks the bound from below).
 */
import { Writable } from "node:stream";
import { pino } from "pino";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Pacer } from "../../src/chat/pacing.ts";

function capturingLog() {
  const lines: { msg: string }[] = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      for (const l of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(l));
      cb();
    },
  });
  return { log: pino({ level: "info" }, stream), lines };
}

describe("Pacer (issue 13 item 1)", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Asks for `n` sends at once; returns the fake-clock ms (from the ask) each was let go, in order of start. */
  async function burstOf(pacer: Pacer, n: number, spanMs: number): Promise<{ at: number; k: number }[]> {
    const t0 = Date.now();
    const started: { at: number; k: number }[] = [];
    const done = Array.from({ length: n }, (_, k) =>
      pacer.run(async () => {
        started.push({ at: Date.now() - t0, k });
      }),
    );
    await vi.advanceTimersByTimeAsync(spanMs);
    await Promise.all(done);
    return started;
  }

  it("300 a minute, burst 1: five sends asked at once go at 0, 200, 400, 600, 800 ms, in the order asked", async () => {
    const { log } = capturingLog();
    const pacer = new Pacer({ perMinute: 300, burst: 1 }, log);
    const started = await burstOf(pacer, 5, 2_000);
    expect(started).toEqual([0, 200, 400, 600, 800].map((at, k) => ({ at, k })));
    expect(pacer.waiting).toBe(0);
  });

  it("burst 3 after a quiet spell: three go at once, then one every 1.5 s (40 a minute); the quiet spell saves no more than the burst", async () => {
    const { log } = capturingLog();
    const pacer = new Pacer({ perMinute: 40, burst: 3 }, log);
    await vi.advanceTimersByTimeAsync(600_000);
    const started = await burstOf(pacer, 5, 10_000);
    expect(started.map((s) => s.at)).toEqual([0, 0, 0, 1_500, 3_000]);
    expect(started.map((s) => s.k)).toEqual([0, 1, 2, 3, 4]);
  });

  it("perMinute 0 is unpaced: every send goes at once", async () => {
    const { log } = capturingLog();
    const pacer = new Pacer({ perMinute: 0, burst: 1 }, log);
    const started = await burstOf(pacer, 20, 0);
    expect(started.every((s) => s.at === 0)).toBe(true);
    expect(started).toHaveLength(20);
  });

  it("a send that waited past behindMs is logged as behind (once per behindMs), then caught up when the queue is empty", async () => {
    const { log, lines } = capturingLog();
    const pacer = new Pacer({ perMinute: 60, burst: 1, behindMs: 2_500 }, log);
    const started = await burstOf(pacer, 6, 10_000);
    expect(started.map((s) => s.at)).toEqual([0, 1_000, 2_000, 3_000, 4_000, 5_000]);
    const behind = lines.filter((l) => /outbound messages are behind/.test(l.msg));
    // Waits of 3, 4 and 5 s pass 2.5 s; the warnings are 2.5 s apart at least: at 3 s and at 5.5 s+ (none).
    expect(behind).toHaveLength(1);
    expect(behind[0].msg).toContain("CHAT_SEND_PER_MINUTE=60");
    expect(lines.filter((l) => /caught up/.test(l.msg))).toHaveLength(1);
  });

  it("close() lets the queued sends go at once and drops the wake-up", async () => {
    const { log } = capturingLog();
    const pacer = new Pacer({ perMinute: 6, burst: 1 }, log);
    const t0 = Date.now();
    const at: number[] = [];
    const done = [0, 1, 2].map(() => pacer.run(async () => void at.push(Date.now() - t0)));
    await vi.advanceTimersByTimeAsync(0);
    expect(pacer.waiting).toBe(2);
    pacer.close();
    await Promise.all(done);
    expect(at).toEqual([0, 0, 0]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
