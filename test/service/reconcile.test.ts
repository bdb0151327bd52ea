/**
 * Timers survive Redis losing its data (issue 15 item 5): the Timer rows are the truth; a job
 * lost from Redis is re-driven periodically (rows pending and overdue) and after a reconnect
 * (every pending row), in the headless worker and in the server's runtime. Nobody acts in these
 * games: only timers move them on, so a lost timer would leave them stuck in night 1.
 */
import { randomUUID } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Worker } from "bullmq";
import { Redis } from "ioredis";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GameService } from "../../src/app/game-service.ts";
import type { TimerJob } from "../../src/app/ports.ts";
import { startRuntime } from "../../src/boot/runtime.ts";
import { MockNetwork } from "../../src/chat/mock-network.ts";
import { makeTable } from "../../src/sim/director.ts";
import { BullTimerScheduler } from "../../src/timers/bullmq.ts";
import { InProcessScheduler } from "../../src/timers/in-process.ts";
import { TimerReconciler } from "../../src/timers/reconcile.ts";
import { render } from "../../src/vocab/msg.ts";
import { startWorker } from "../../src/worker.ts";
import { IDIOT_DEAL } from "../helpers.ts";
import { stack } from "./harness.ts";
import { freePort, killStarted, redisServer, waitFor } from "./processes.ts";
import { ensureDb, TEST_DB as SHARED_DB, TEST_REDIS } from "./setup.ts";

const SPEED = 100;
/** Its own database: its clock (speed 100) is not the shared test database's (issue 25 item 2). */
const TEST_DB = SHARED_DB.replace(/\/([^/?]+)(\?|$)/, "/$1_reconcile$2");
beforeAll(() => ensureDb(TEST_DB), 60_000);
afterAll(killStarted);

/** Deletes this queue's keys only (`bull:<queue>:*`): Redis "loses its data" for this test alone. */
async function emptyQueue(redis: Redis, queueName: string): Promise<number> {
  let n = 0;
  for await (const keys of redis.scanStream({ match: `bull:${queueName}:*`, count: 500 })) {
    if ((keys as string[]).length) n += await redis.del(...(keys as string[]));
  }
  return n;
}

const newGame = (service: GameService, players: { seat: number; contactId: string; name: string }[], group: string) =>
  service.createGame({ board: "444-idiot", seed: 3, deal: IDIOT_DEAL, matchGroupId: group, judgeId: "judge", players });

const twelve = (prefix: string) =>
  Array.from({ length: 12 }, (_, i) => ({ seat: i + 1, contactId: `${prefix}${i + 1}`, name: `${i + 1}号` }));

describe("issue 15 item 5: timers whose job was lost are re-driven", () => {
  it("issue 15 item 5: ensure() re-adds a missing or failed job, leaves an existing one; twice is a no-op", async () => {
    const redis = new Redis(TEST_REDIS, { maxRetriesPerRequest: null });
    const queueName = `recon-unit-${randomUUID()}`;
    const s = new BullTimerScheduler(redis, queueName, () => 0, 1);
    try {
      const far: TimerJob = { id: "g-1-knife", gameId: "g", timerId: "1-knife", dueMs: 3_600_000 };
      await s.schedule([far]);
      expect(await s.ensure([far])).toEqual([]);
      expect(await emptyQueue(redis, queueName)).toBeGreaterThan(0);
      expect(await s.queue.getJobState(far.id)).toBe("unknown");
      expect(await s.ensure([far])).toEqual([far.id]);
      expect(await s.queue.getJobState(far.id)).toBe("delayed");
      expect(await s.ensure([far])).toEqual([]);
      expect(await s.queue.getJobCounts("delayed")).toEqual({ delayed: 1 });
      // A job whose attempts are spent (failed) would never fire again: it is re-driven too.
      const spent: TimerJob = { id: "g-2-vote", gameId: "g", timerId: "2-vote", dueMs: 3_600_000 };
      await s.queue.add("timeout", spent, { jobId: spent.id, attempts: 1, removeOnFail: 10 });
      const failing = new Worker(
        queueName,
        async () => {
          throw new Error("fire failed");
        },
        { connection: redis },
      );
      failing.on("error", () => {});
      await waitFor(
        async () => (await s.queue.getJobState(spent.id)) === "failed",
        10_000,
        () => "the job failed",
      );
      await failing.close();
      expect(await s.ensure([far, spent])).toEqual([spent.id]);
      expect(await s.queue.getJobState(spent.id)).toBe("delayed");
      expect(await s.queue.getJobState(far.id)).toBe("delayed");
    } finally {
      await s.queue.obliterate({ force: true });
      await s.close();
      redis.disconnect();
    }
  });

  it("issue 15 item 5: in-process timers: ensure() arms a timer neither waiting nor firing, once", async () => {
    let release: () => void = () => {};
    const fired: string[] = [];
    const local = new InProcessScheduler(
      () => 1_000,
      async (d) => {
        fired.push(d.timerId);
        await new Promise<void>((r) => {
          release = r;
        });
      },
      pino({ level: "silent" }),
    );
    const due: TimerJob = { id: "g-1-knife", gameId: "g", timerId: "1-knife", dueMs: 1_000 };
    const later: TimerJob = { id: "g-1-nudge", gameId: "g", timerId: "1-nudge", dueMs: 3_600_000 };
    await local.schedule([later]);
    // Lost (never scheduled here, e.g. every fire failed): armed; waiting or firing: left alone.
    expect(await local.ensure([due, later])).toEqual([due.id]);
    expect(await local.ensure([due, later])).toEqual([]);
    await waitFor(
      async () => fired.length === 1,
      5_000,
      () => "the fire",
    );
    expect(await local.ensure([due])).toEqual([]);
    release();
    await new Promise((r) => setTimeout(r, 20));
    expect(await local.ensure([due])).toEqual([due.id]);
    await local.close();
  });

  it("issue 15 item 5: a periodic pass looks only at pending rows overdue by more than the grace; after a reconnect, at all", async () => {
    const front = await stack(SPEED, { worker: false, sender: false, dbUrl: TEST_DB });
    try {
      const r = await newGame(front.service, twelve("rg"), "g-recon-grace@chatroom");
      if (!r.ok) throw new Error(render(r.msg));
      const rows = await front.db.timer.findMany({ where: { gameId: r.gameId, status: "pending" } });
      const first = Math.min(...rows.map((x) => Number(x.dueMs)));
      let now = 0;
      let seen: TimerJob[] = [];
      const probe = {
        ensure: async (jobs: TimerJob[]) => {
          seen = jobs;
          return [];
        },
      };
      const graceMs = 2_000;
      const rec = new TimerReconciler(front.db, probe, () => now, pino({ level: "silent" }), { graceMs, speed: SPEED });
      const mine = () => seen.filter((j) => j.gameId === r.gameId).map((j) => j.id);
      now = first + graceMs * SPEED - 1;
      await rec.reconcile();
      expect(mine()).toEqual([]);
      now = first + graceMs * SPEED + 1;
      await rec.reconcile();
      expect(mine()).toEqual(rows.filter((x) => Number(x.dueMs) === first).map((x) => x.id));
      expect(seen.find((j) => j.gameId === r.gameId)?.timerId).toMatch(/^\d+-/);
      now = 0;
      await rec.reconcile(false);
      expect(mine().sort()).toEqual(rows.map((x) => x.id).sort());
    } finally {
      await front.close();
    }
  });

  it("issue 15 item 5: npm run worker — the queue's keys deleted mid-night, the game goes on by itself", async () => {
    const queueName = `recon-worker-${randomUUID()}`;
    Object.assign(process.env, {
      DATABASE_URL: TEST_DB,
      REDIS_URL: TEST_REDIS,
      TIMER_QUEUE: queueName,
      CLOCK_SPEED: String(SPEED),
      TIMER_RECONCILE_MS: "300",
      OUTBOX_FILE: join(tmpdir(), `outbox-${randomUUID()}.jsonl`),
      LOG_LEVEL: "silent",
    });
    const w = await startWorker();
    // Commands come from another process (the chat front); this one only fires timers.
    const front = await stack(SPEED, { worker: false, sender: false, queueName, dbUrl: TEST_DB });
    try {
      const r = await newGame(front.service, twelve("rw"), "g-recon-worker@chatroom");
      if (!r.ok) throw new Error(render(r.msg));
      const gameId = r.gameId;
      await waitFor(
        async () => (await front.scheduler.queue.getJobCounts("delayed")).delayed > 0,
        10_000,
        () => "the first timers scheduled",
      );
      expect(await emptyQueue(front.redis, queueName)).toBeGreaterThan(0);
      expect((await front.scheduler.queue.getJobCounts("delayed")).delayed).toBe(0);
      expect(await front.db.timer.count({ where: { gameId, status: "pending" } })).toBeGreaterThan(0);
      // Night 1 (300 s knife window = 3 s of wall time here) ends only if its timers fire.
      await waitFor(
        async () => (await front.service.state(gameId))?.label === "D1",
        30_000,
        () => "day 1",
      );
    } finally {
      await w.stop();
      await front.close();
    }
  }, 60_000);

  it("issue 15 item 5: npm start — Redis restarted empty, the runtime re-drives every pending timer on reconnect", async () => {
    const port = await freePort();
    let redis = await redisServer(port);
    const net = new MockNetwork();
    const table = makeTable(net, "rc");
    const rt = await startRuntime({
      log: pino({ level: "silent" }),
      speed: SPEED,
      bot: { bot: net.bot, network: net },
      databaseUrl: TEST_DB,
      redisUrl: `redis://127.0.0.1:${port}`,
      queueName: `recon-runtime-${randomUUID()}`,
      // No periodic pass during the test: only the reconnect can bring the timers back.
      reconcileMs: 600_000,
    });
    try {
      const players = table.players.map((c, i) => ({ seat: i + 1, contactId: c.id, name: c.payload.name }));
      const r = await newGame(rt.service, players, table.group.id);
      if (!r.ok) throw new Error(render(r.msg));
      const gameId = r.gameId;
      const pending = () => rt.store.db.timer.count({ where: { gameId, status: "pending" } });
      expect(await pending()).toBeGreaterThan(0);
      // Redis dies and comes back empty (no persistence), on the same port.
      redis.kill("SIGKILL");
      await new Promise((res) => redis.once("exit", res));
      redis = await redisServer(port);
      await waitFor(
        async () => (await rt.service.state(gameId))?.label === "D1",
        30_000,
        () => "day 1",
      );
    } finally {
      await rt.stop();
      redis.kill("SIGKILL");
    }
  }, 60_000);
});
