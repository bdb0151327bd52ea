/**
 * The worker process of the kill -9 tests (crash.test.ts, forum-crash*.test.ts, issue 3 and 11):
 * `src/worker.ts` in a child process whose rule clock its parent moves deadline by deadline
 * (CLOCK_JUMPS=ipc, src/timers/clock-jumps.ts; issue 24 goal 5: a test's game costs its work, not
 * its calendar), and the loop that moves a game to a rule time, killing the worker -9 at given rule
 * times on the way.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import { nodeEntry } from "../../scripts/child-bundle.ts";
import type { GameService } from "../../src/app/game-service.ts";
import { drawInt } from "../../src/engine/random.ts";
import { ROOT } from "../helpers.ts";
import { untilTimersFired } from "./driver.ts";

/** The worker child process; `start` again after a kill. */
export class WorkerProcess {
  child: ChildProcess | null = null;
  private asked = 0;
  private readonly waiting = new Map<number, { resolve: () => void; reject: (e: Error) => void }>();
  /** Waiters for the next fire the worker reports committed (`clock.fired`). */
  private firedWaiters: (() => void)[] = [];
  constructor(private readonly env: Record<string, string>) {}

  /** Starts the worker on the clock `anchor` reads now (`CLOCK_ANCHOR`). */
  start(anchor: { wallMs: number; ruleMs: number }): Promise<void> {
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, nodeEntry("src/worker.ts"), {
        cwd: ROOT,
        env: { ...process.env, ...this.env, CLOCK_ANCHOR: `${Math.round(anchor.wallMs)}:${Math.round(anchor.ruleMs)}` },
        stdio: ["ignore", "pipe", "pipe", "ipc"],
      });
      this.child = child;
      let out = "";
      child.stdout?.on("data", (b: Buffer) => {
        out += b.toString();
        if (out.includes("worker ready")) resolve();
      });
      child.stderr?.on("data", (b: Buffer) => {
        out += b.toString();
      });
      child.on("message", (m: { type: string; id: number; error?: string }) => {
        if (m.type === "clock.fired") {
          for (const f of this.firedWaiters.splice(0)) f();
          return;
        }
        const w = this.waiting.get(m.id);
        this.waiting.delete(m.id);
        if (m.type === "clock.error") w?.reject(new Error(m.error));
        else w?.resolve();
      });
      child.on("exit", (code, signal) => {
        for (const w of this.waiting.values()) w.reject(new Error(`worker exited (${code ?? signal})`));
        this.waiting.clear();
        if (signal === "SIGKILL" || signal === "SIGTERM") resolve();
        else if (!out.includes("worker ready"))
          reject(new Error(`worker exited (${code}) before ready: ${out.slice(-500)}`));
      });
    });
  }

  /** Resolves once a restart (see {@link restart}) is done. */
  private up: Promise<void> = Promise.resolve();

  /**
   * Starts the worker again after `downMs` wall ms, in the background: the game goes on without it
   * meanwhile (commands, outbox rows); the next jump or settle waits for it.
   */
  restart(anchor: { wallMs: number; ruleMs: number }, downMs: number): void {
    this.up = sleep(downMs).then(() => this.start(anchor));
  }

  /** Asks the worker (src/timers/clock-jumps.ts) and waits for its answer. */
  private async ask(msg: { type: string; ruleMs?: number }): Promise<void> {
    await this.up;
    const id = ++this.asked;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.child?.send({ ...msg, id });
    });
  }

  /** Moves the worker's rule clock to `ruleMs`; the timers then due are handed to its timer worker. */
  jump(ruleMs: number): Promise<void> {
    return this.ask({ type: "clock.jump", ruleMs });
  }

  /** Waits until the worker's timer fires in flight and the forum's reactions to them are done. */
  settle(): Promise<void> {
    return this.ask({ type: "clock.settle" });
  }

  /**
   * Resolves at the next fire the worker reports committed (`clock.fired`, src/timers/clock-jumps.ts):
   * ask before the jump that fires it. Never rejects (a worker that dies first leaves it pending).
   */
  fired(): Promise<void> {
    return new Promise((resolve) => this.firedWaiters.push(resolve));
  }

  /** Waits for a restart in progress. */
  async ready(): Promise<void> {
    await this.up;
  }

  kill(signal: NodeJS.Signals): void {
    this.child?.kill(signal);
    this.child = null;
  }
}

/**
 * A kill -9 due at rule time `at`, the worker then down `down` wall ms. A `midFire` kill falls
 * instead at the first deadline at or after `at`, in the middle of its fire: `midFire` wall ms
 * (0–40) after the worker reports the fire's command committed, without waiting for its outbox
 * delivery or the reactions it starts (a quiet kill at `at` when no deadline is left).
 */
export interface DueKill {
  at: number;
  down: number;
  midFire?: number;
}

/**
 * A mid-fire kill's delay after the fire's commit for (`seed`, `label`): 0 ms half the time (the
 * fire's outbox rows then in flight, issue 12's in-doubt rows), else 1–40 ms.
 */
export function midFireDelay(seed: number, label: string): number {
  return Math.max(0, drawInt(seed, label, 0, -40, 40));
}

/** The rule time kill `k` falls at when the game's next deadline is `nextTimer` (see {@link DueKill}). */
export function killTime(k: DueKill, nextTimer: number): number {
  return k.midFire !== undefined && Number.isFinite(nextTimer) ? Math.max(k.at, nextTimer) : k.at;
}

/**
 * Moves rule time to `until` deadline by deadline: at each of the game's deadlines the worker's
 * own timer worker fires it (waited for, with the reactions it starts: `settle`), and at each
 * kill's rule time (`kills`, sorted, consumed; a mid-fire kill in its deadline's fire, before the
 * settle) the worker is killed -9, stays down, and is started again in the background on the clock
 * as it is then (a line per kill in `killed`; the next jump or settle waits for it). Both clocks jump: the worker's by
 * IPC, this process's by rewriting `anchor` (the one its `anchoredClock` reads).
 */
export async function advanceWithKills(
  o: {
    service: GameService;
    gameId: string;
    worker: WorkerProcess;
    anchor: { wallMs: number; ruleMs: number };
    clock: () => number;
    kills: DueKill[];
    killed: string[];
  },
  until: number,
): Promise<void> {
  for (;;) {
    const s = await o.service.state(o.gameId);
    const timers = s && s.phase.kind !== "ended" ? s.timers.map((x) => x.dueMs) : [];
    const nextTimer = Math.min(Number.POSITIVE_INFINITY, ...timers);
    const k = o.kills[0];
    const nextKill = k ? killTime(k, nextTimer) : Number.POSITIVE_INFINITY;
    const target = Math.min(until, nextTimer, nextKill);
    if (k && k.midFire !== undefined && nextKill <= target && nextTimer <= target) {
      // Mid-fire: the jump fires the deadline; the kill falls once its command is committed.
      const fired = o.worker.fired();
      await o.worker.jump(target);
      o.anchor.wallMs = Date.now();
      o.anchor.ruleMs = Math.max(o.anchor.ruleMs, target);
      // A fire that was already under way (no report to come) shows in the game's state.
      const committed = untilTimersFired(o.service, o.gameId, target, 90_000).catch(() => undefined);
      await Promise.race([fired, committed]);
      await sleep(k.midFire);
      o.kills.shift();
      o.worker.kill("SIGKILL");
      o.killed.push(
        `mid-fire kill at the deadline ${new Date(target).toISOString()} (${k.midFire} ms after its commit), down ${k.down} ms`,
      );
      o.worker.restart(o.anchor, k.down);
      if (target >= until) return;
      continue;
    }
    if (target > o.clock()) {
      await o.worker.jump(target);
      o.anchor.wallMs = Date.now();
      o.anchor.ruleMs = target;
    }
    if (nextTimer <= target) {
      await untilTimersFired(o.service, o.gameId, target, 90_000);
      await o.worker.settle();
    }
    if (k && nextKill <= target) {
      o.kills.shift();
      o.worker.kill("SIGKILL");
      o.killed.push(
        `${k.midFire !== undefined ? "quiet (no deadline left) " : ""}kill at rule ${new Date(k.at).toISOString()}, down ${k.down} ms`,
      );
      o.worker.restart(o.anchor, k.down);
    }
    if (target >= until) return;
  }
}
