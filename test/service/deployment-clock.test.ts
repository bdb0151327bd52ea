/**
 * Issue 25 item 2: the clock is part of the deployment. A process whose CLOCK_SPEED differs from
 * the one recorded on its database refuses to start (one line: whose clock, the fix, exit 1), and
 * no deadline fires before its rule time — not through a job scheduled at another speed (the
 * worker puts it back as delayed), not through a `timeout` command that comes early (refused as
 * `timer.early`, nothing written), not through an in-process timer that wakes early.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nodeEntry } from "../../scripts/child-bundle.ts";
import { GameService } from "../../src/app/game-service.ts";
import { DependencyError } from "../../src/app/health.ts";
import type { TimerJob } from "../../src/app/ports.ts";
import { pgSql } from "../../src/store/commands.ts";
import { createDb } from "../../src/store/db.ts";
import { BullTimerScheduler, startTimerWorker } from "../../src/timers/bullmq.ts";
import { checkDeploymentClock } from "../../src/timers/deployment-clock.ts";
import { InProcessScheduler } from "../../src/timers/in-process.ts";
import { render } from "../../src/vocab/msg.ts";
import { IDIOT_DEAL, ROOT } from "../helpers.ts";
import { killStarted, started, waitFor } from "./processes.ts";
import { ensureDb, TEST_DB, TEST_REDIS, truncate } from "./setup.ts";

/** Its own database: the tests here record clocks of their own on it. */
const DB = TEST_DB.replace(/\/([^/?]+)(\?|$)/, "/$1_clock$2");
const silent = pino({ level: "silent" });

beforeAll(() => ensureDb(DB), 60_000);
afterAll(killStarted);

/** `src/<script>` in a node process (its bundle: scripts/child-bundle.ts) with `env` over a clean environment; collects its output. */
function run(script: string, env: Record<string, string>) {
  const base = { ...process.env };
  delete base.DATABASE_URL;
  delete base.REDIS_URL;
  delete base.CLOCK_SPEED;
  delete base.CLOCK_ANCHOR;
  const child: ChildProcess = spawn(process.execPath, nodeEntry(`src/${script}`), {
    cwd: ROOT,
    env: { ...base, LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.push(child);
  let out = "";
  let err = "";
  child.stdout?.on("data", (b: Buffer) => {
    out += b.toString();
  });
  child.stderr?.on("data", (b: Buffer) => {
    err += b.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, out: () => out, err: () => err, exited };
}

describe("issue 25 item 2: processes that disagree on CLOCK_SPEED", () => {
  it("issue 25 item 2: a worker and a server with another CLOCK_SPEED than the running worker's refuse to start, naming its value and the fix", async () => {
    await truncate(DB);
    const env = { DATABASE_URL: DB, REDIS_URL: TEST_REDIS, TIMER_QUEUE: `clock-${randomUUID()}` };
    const first = run("worker.ts", { ...env, CLOCK_SPEED: "1" });
    try {
      await waitFor(
        () => first.out().includes("worker ready"),
        45_000,
        () => `first worker ready: ${first.err()}`,
      );

      const second = run("worker.ts", { ...env, CLOCK_SPEED: "60" });
      const ready = () => second.out().includes("worker ready");
      const outcome = await Promise.race([second.exited, waitFor(ready, 60_000, "either").then(() => "started")]);
      expect(outcome, "the second worker at another speed started").toBe(1);
      const lines = second.err().trim().split("\n");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        /^worker cannot start: this worker's clock \(CLOCK_SPEED=60\) differs from the deployment's \(CLOCK_SPEED=1, recorded by worker pid \d+ on .+ at \d{4}-/,
      );
      expect(lines[0]).toContain("start this worker with CLOCK_SPEED=1, or give it a database of its own");
      expect(second.out()).not.toMatch(/worker ready/);

      const server = run("server.ts", { ...env, CLOCK_SPEED: "60", PORT: "0", HOST: "127.0.0.1" });
      expect(await server.exited).toBe(1);
      const sl = server.err().trim().split("\n");
      expect(sl).toHaveLength(1);
      expect(sl[0]).toMatch(/^server cannot start: this server's clock \(CLOCK_SPEED=60\) differs .*CLOCK_SPEED=1/);

      // The first one still runs; one at the same speed starts beside it.
      expect(first.child.exitCode).toBeNull();
      const db = createDb(DB);
      try {
        const rec = await checkDeploymentClock(db, { speed: 1, role: "test" });
        expect(rec.speed).toBe(1);
        await expect(
          checkDeploymentClock(db, { speed: 1, anchor: { wallMs: 0, ruleMs: 5_000 }, role: "test" }),
        ).rejects.toThrow(DependencyError);
        await expect(checkDeploymentClock(db, { speed: 0, role: "test" })).rejects.toThrow(/not a positive number/);
      } finally {
        await db.$disconnect();
      }
    } finally {
      first.child.kill("SIGTERM");
      await first.exited;
    }
  }, 120_000);
});

describe("issue 25 item 2: nothing fires a deadline before its rule time", () => {
  /** A speed-1 GameService on an injected clock; its own scheduler schedules nothing. */
  async function service(now: { ms: number }) {
    const db = createDb(DB);
    const sql = pgSql(DB, 2);
    const none = { schedule: async () => {}, cancel: async () => {} };
    const s = new GameService({ db, sql, clock: () => now.ms, scheduler: none, log: silent });
    const created = await s.createGame({
      board: "444-idiot",
      seed: 3,
      deal: IDIOT_DEAL,
      matchGroupId: `g-early-${randomUUID()}@chatroom`,
      judgeId: "judge",
    });
    if (!created.ok) throw new Error(render(created.msg));
    const knife = await db.timer.findUniqueOrThrow({ where: { id: `${created.gameId}-1-knife` } });
    const timeouts = async () =>
      (await db.gameCommand.findMany({ where: { gameId: created.gameId } })).filter(
        (c) => (c.command as { type: string }).type === "timeout",
      );
    return {
      s,
      db,
      gameId: created.gameId,
      knife: { id: knife.id, gameId: created.gameId, timerId: "1-knife", dueMs: Number(knife.dueMs) } as TimerJob,
      timeouts,
      close: async () => {
        await sql.close();
        await db.$disconnect();
      },
    };
  }

  it("issue 25 item 2: a timeout command before its deadline is refused (timer.early) and writes nothing", async () => {
    const now = { ms: 1_000_000 };
    const t = await service(now);
    try {
      const before = await t.db.game.findUniqueOrThrow({ where: { id: t.gameId } });
      now.ms = t.knife.dueMs - 281_000;
      const r = await t.s.handle(t.gameId, { type: "timeout", timerId: "1-knife" });
      expect(!r.ok && r.reject.code).toBe("timer.early");
      const after = await t.db.game.findUniqueOrThrow({ where: { id: t.gameId } });
      expect(after.version).toBe(before.version);
      expect((await t.db.timer.findUniqueOrThrow({ where: { id: t.knife.id } })).status).toBe("pending");
      expect(await t.timeouts()).toHaveLength(0);
      // At its time it fires, once.
      now.ms = t.knife.dueMs;
      const ok = await t.s.handle(t.gameId, { type: "timeout", timerId: "1-knife" });
      expect(ok.ok).toBe(true);
      expect((await t.timeouts()).map((c) => (c.command as { timerId: string }).timerId)).toContain("1-knife");
      expect((await t.db.timer.findUniqueOrThrow({ where: { id: t.knife.id } })).status).toBe("fired");
    } finally {
      await t.close();
    }
  });

  it("issue 25 item 2: a job re-scheduled by a process at another speed waits for the deadline, then fires once", async () => {
    const now = { ms: 1_000_000 };
    const t = await service(now);
    const redis = new Redis(TEST_REDIS, { maxRetriesPerRequest: null });
    const queueName = `early-${randomUUID()}`;
    // The other process's clock reads 60× ours: by it every deadline is overdue, so its job has no delay.
    const rogue = new BullTimerScheduler(redis, queueName, () => now.ms * 60, 60, silent);
    const fired: string[] = [];
    const worker = startTimerWorker(
      redis,
      queueName,
      async ({ gameId, timerId }) => {
        fired.push(timerId);
        await t.s.handle(gameId, { type: "timeout", timerId });
      },
      silent,
      // This process: the deployment's clock (speed 1 in rule terms; 1000 here only so the wait is short).
      { clock: () => now.ms, speed: 1_000 },
    );
    try {
      now.ms = t.knife.dueMs - 281_000;
      await rogue.ensure([t.knife]);
      await waitFor(
        async () =>
          (await rogue.queue.getJobState(t.knife.id)) === "delayed" &&
          (await rogue.queue.getJobCounts("delayed")).delayed === 1,
        10_000,
        "the early job put back as delayed",
      );
      // Taken from the queue before its time: not fired, nothing applied.
      expect(fired).toEqual([]);
      expect(await t.timeouts()).toHaveLength(0);
      expect((await t.db.timer.findUniqueOrThrow({ where: { id: t.knife.id } })).status).toBe("pending");
      // Its time comes: the next look at the job fires it, once.
      now.ms = t.knife.dueMs;
      await waitFor(
        async () => (await t.db.timer.findUniqueOrThrow({ where: { id: t.knife.id } })).status === "fired",
        30_000,
        "the knife deadline fired",
      );
      const knives = (await t.timeouts()).filter((c) => (c.command as { timerId: string }).timerId === "1-knife");
      expect(knives).toHaveLength(1);
      expect(Number(knives[0].atMs)).toBeGreaterThanOrEqual(t.knife.dueMs);
    } finally {
      await worker.close();
      await rogue.queue.obliterate({ force: true }).catch(() => undefined);
      await rogue.close();
      redis.disconnect();
      await t.close();
    }
  }, 60_000);

  it("issue 25 item 2: a job whose own dueMs is earlier than the game's deadline is refused by the game and waits for the deadline", async () => {
    const now = { ms: 1_000_000 };
    const t = await service(now);
    const redis = new Redis(TEST_REDIS, { maxRetriesPerRequest: null });
    const queueName = `early-data-${randomUUID()}`;
    const sched = new BullTimerScheduler(redis, queueName, () => now.ms, 1_000, silent);
    const results: (number | undefined)[] = [];
    const worker = startTimerWorker(
      redis,
      queueName,
      async ({ gameId, timerId }) => {
        const r = await t.s.handle(gameId, { type: "timeout", timerId });
        const later = !r.ok && r.reject.code === "timer.early" ? Number(r.reject.dueMs) : undefined;
        results.push(later);
        return later;
      },
      silent,
      { clock: () => now.ms, speed: 1_000 },
    );
    try {
      now.ms = t.knife.dueMs - 281_000;
      // The job says the knife is due now: by its own data it is not early.
      await sched.schedule([{ ...t.knife, dueMs: now.ms }]);
      await waitFor(() => results.length >= 1, 10_000, "the first fire");
      expect(results[0]).toBe(t.knife.dueMs);
      await waitFor(async () => (await sched.queue.getJobState(t.knife.id)) === "delayed", 10_000, "the job delayed");
      expect(await t.timeouts()).toHaveLength(0);
      now.ms = t.knife.dueMs;
      await waitFor(
        async () => (await t.db.timer.findUniqueOrThrow({ where: { id: t.knife.id } })).status === "fired",
        30_000,
        "the knife deadline fired",
      );
      expect((await t.timeouts()).filter((c) => (c.command as { timerId: string }).timerId === "1-knife")).toHaveLength(
        1,
      );
    } finally {
      await worker.close();
      await sched.queue.obliterate({ force: true }).catch(() => undefined);
      await sched.close();
      redis.disconnect();
      await t.close();
    }
  }, 60_000);

  it("issue 25 item 2: an in-process timer whose fire says the game's deadline is later waits for it", async () => {
    const now = { ms: 0 };
    const fired: number[] = [];
    const local = new InProcessScheduler(
      () => now.ms,
      async () => {
        fired.push(now.ms);
        return now.ms < 100 ? 100 : undefined;
      },
      silent,
      1,
    );
    try {
      await local.schedule([{ id: "g-1-knife", gameId: "g", timerId: "1-knife", dueMs: 0 }]);
      await waitFor(() => fired.length === 1 && local.size === 1, 5_000, "the refused fire re-armed");
      now.ms = 100;
      await waitFor(() => fired.length === 2, 5_000, "the fire at the game's deadline");
      expect(fired).toEqual([0, 100]);
      expect(local.size).toBe(0);
    } finally {
      await local.close();
    }
  });

  it("issue 25 item 2: an in-process timer that wakes before its deadline by the clock waits again; fires once at it", async () => {
    const now = { ms: 0 };
    const fired: string[] = [];
    const local = new InProcessScheduler(
      () => now.ms,
      async (d) => {
        fired.push(d.timerId);
      },
      silent,
      1,
    );
    try {
      await local.schedule([{ id: "g-1-knife", gameId: "g", timerId: "1-knife", dueMs: 40 }]);
      // The wall time of the wait passes three times over; the rule clock has not reached 40.
      await new Promise((r) => setTimeout(r, 150));
      expect(fired).toEqual([]);
      expect(local.size).toBe(1);
      now.ms = 40;
      await waitFor(() => fired.length === 1, 5_000, "the fire at the deadline");
      await new Promise((r) => setTimeout(r, 100));
      expect(fired).toEqual(["1-knife"]);
    } finally {
      await local.close();
    }
  });
});
