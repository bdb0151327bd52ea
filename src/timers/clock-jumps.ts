/**
 * Clock jumps of a worker process driven by its parent (issue 24 goal 5: a test moves a forum-25
 * game deadline by deadline instead of waiting out calendar days, as the playground's
 * 跳到下一个截止 does in one process). With `CLOCK_JUMPS=ipc`, an anchored clock (CLOCK_ANCHOR)
 * and an IPC channel to the parent, the worker answers two messages:
 * - `{ type: "clock.jump", id, ruleMs }`: rule time moves forward to `ruleMs` (never back), the
 *   deployment's recorded clock follows (a restart with the jumped anchor is the same clock), and
 *   the delayed timer jobs then due are promoted, so the BullMQ worker fires them as it would
 *   have at their deadline (a job Redis lost is not re-created here: that stays the reconciler's); answered `{ type: "clock.jumped", id, ruleMs }`.
 * - `{ type: "clock.settle", id }`: answered `{ type: "clock.settled", id }` once the timer fires
 *   in flight and the reactions they started (the forum's close and opening) are done.
 * Nothing else changes: between jumps the clock runs at its speed. The worker also tells its parent
 * `{ type: "clock.fired", gameId, timerId }` once a timer's fire is committed, before
 * its outbox rows are delivered and the reactions it starts are done ({@link reportFire}): the kill
 * -9 tests kill it there (mid-fire).
 */
import type { Logger } from "pino";
import { moveClock } from "../store/clock.ts";
import type { Db } from "../store/db.ts";
import type { BullTimerScheduler } from "./bullmq.ts";
import { clockOffset } from "./deployment-clock.ts";

/** What a jump moves and waits for. */
export interface JumpableWorker {
  /** The anchor the worker's `anchoredClock` reads at every tick: a jump rewrites it. */
  anchor: { wallMs: number; ruleMs: number };
  speed: number;
  clock: () => number;
  db: Db;
  scheduler: BullTimerScheduler;
  /** Resolves once the fires in flight and their reactions are done. */
  settled: () => Promise<void>;
  log: Logger;
}

type Msg = { type?: string; id?: number; ruleMs?: number };

/** Moves the worker's clock to `ruleMs` and runs the delayed jobs then due now. */
export async function jumpClock(w: JumpableWorker, ruleMs: number): Promise<void> {
  if (ruleMs > w.clock()) {
    w.anchor.wallMs = Date.now();
    w.anchor.ruleMs = ruleMs;
    await moveClock(w.db, clockOffset({ speed: w.speed, anchor: w.anchor }), `worker pid ${process.pid} (jump)`);
  }
  // A delayed job keeps its wall delay: the ones now due run now.
  await w.scheduler.promoteDue(ruleMs);
}

/** Tells the parent (with `CLOCK_JUMPS=ipc` and an IPC channel) that a fire of timer `timerId` is committed. */
export function reportFire(gameId: string, timerId: string): void {
  if (process.env.CLOCK_JUMPS === "ipc" && process.connected) process.send?.({ type: "clock.fired", gameId, timerId });
}

/**
 * Answers the parent's jump and settle messages (see the module doc) when the process has an IPC
 * channel; returns a function that stops listening. Errors are logged and answered with `error`.
 */
export function followClockJumps(w: JumpableWorker): () => void {
  const send = process.send?.bind(process);
  if (!send) return () => undefined;
  const on = (m: Msg) => {
    const answer = async () => {
      if (m.type === "clock.jump" && typeof m.ruleMs === "number") {
        await jumpClock(w, m.ruleMs);
        return { type: "clock.jumped", id: m.id, ruleMs: w.clock() };
      }
      if (m.type === "clock.settle") {
        await w.settled();
        return { type: "clock.settled", id: m.id };
      }
      return null;
    };
    answer().then(
      (r) => r && send(r),
      (err: Error) => {
        w.log.error({ err }, "clock jump failed");
        send({ type: "clock.error", id: m.id, error: err.message });
      },
    );
  };
  process.on("message", on);
  return () => {
    process.off("message", on);
    process.disconnect?.();
  };
}
