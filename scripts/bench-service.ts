/**
 * GameService benchmark against the real Postgres and Redis: commands/s through the full
 * transaction (lock, engine, events, snapshot, outbox, timers, BullMQ scheduling), sequential
 * and with G games in parallel, and the lateness of timer fires (p50/p99 ms after the due time).
 * Prints numbers; not a test.
 *
 *   npm run bench:service -- [--games 8] [--timers 1000]   (own database: BENCH_DATABASE_URL,
 *   default werewolf_bench; its games are deleted at the end)
 */
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { Redis } from "ioredis";
import pg from "pg";
import { pino } from "pino";
import { GameService } from "../src/app/game-service.ts";
import { systemClock } from "../src/app/ports.ts";
import { createDb } from "../src/store/db.ts";
import { deployMigrations } from "../src/store/migrate.ts";
import { BullTimerScheduler, startTimerWorker } from "../src/timers/bullmq.ts";

const { values } = parseArgs({
  options: { games: { type: "string", default: "8" }, timers: { type: "string", default: "1000" } },
});
const G = Number(values.games);
const T = Number(values.timers);
const log = pino({ level: "silent" });
// Its own database: bench games run on the wall clock and must not mix with a worker's games.
const url = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/werewolf_bench";
{
  const u = new URL(url);
  const admin = new pg.Client({ connectionString: url.replace(u.pathname, "/postgres") });
  await admin.connect();
  const name = u.pathname.slice(1);
  if ((await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])).rowCount === 0)
    await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
}
await deployMigrations(url);
const redis = new Redis(process.env.REDIS_URL ?? "redis://127.0.0.1:6379", { maxRetriesPerRequest: null });
const db = createDb(url);
const queueName = `bench-${randomUUID()}`;
const scheduler = new BullTimerScheduler(redis, queueName, systemClock, 1);
const service = new GameService({ db, clock: systemClock, scheduler, log });

/** One game's night-1 commands: knife proposals by every wolf (each a full transaction). */
async function nightCommands(seed: number): Promise<number> {
  const g = await service.createGame({ board: "444-idiot", seed, matchGroupId: "bench", judgeId: "bench" });
  if (!g.ok) throw new Error(g.text);
  const s = await service.state(g.gameId);
  const wolves = s?.seats.filter((x) => x.role === "werewolf").map((x) => x.seat) ?? [];
  const others = s?.seats.filter((x) => x.role !== "werewolf").map((x) => x.seat) ?? [];
  let n = 1;
  // Each wolf names every villager in turn, then they agree: many commands, one game.
  for (const t of others.slice(0, 4))
    for (const w of wolves.slice(1)) {
      await service.handle(g.gameId, { type: "act", seat: w, act: "kill", target: t });
      n++; // accepted or refused, each is one full transaction
    }
  return n;
}

await nightCommands(1); // warm-up (Prisma compiles each query shape once)
let t0 = performance.now();
let n = await nightCommands(2);
const seqRate = n / ((performance.now() - t0) / 1000);
t0 = performance.now();
const counts = await Promise.all(Array.from({ length: G }, (_, i) => nightCommands(100 + i)));
n = counts.reduce((a, b) => a + b, 0);
const parRate = n / ((performance.now() - t0) / 1000);

// Timer lateness: T fake games' timers due over 3 s; the worker records how late each fires.
const late: number[] = [];
const worker = startTimerWorker(redis, queueName, async (d) => void late.push(Date.now() - d.dueMs), log);
const base = Date.now() + 500;
await scheduler.schedule(
  Array.from({ length: T }, (_, i) => ({
    id: `bench-${i}`,
    gameId: "bench",
    timerId: String(i),
    dueMs: base + Math.floor((i * 3000) / T),
  })),
);
while (late.length < T) await new Promise((r) => setTimeout(r, 50));
late.sort((a, b) => a - b);
const pct = (p: number) => late[Math.min(late.length - 1, Math.floor((p / 100) * late.length))];
process.stdout.write(
  `GameService (Postgres ${new URL(url).pathname.slice(1)}, Redis):\n` +
    `  sequential, one game: ${seqRate.toFixed(0)} commands/s\n` +
    `  ${G} games in parallel: ${parRate.toFixed(0)} commands/s\n` +
    `  timer lateness over ${T} jobs due within 3 s: p50 ${pct(50)} ms, p99 ${pct(99)} ms, max ${late[late.length - 1]} ms\n`,
);
await worker.close();
await scheduler.queue.obliterate({ force: true });
await scheduler.close();
await db.game.deleteMany({ where: { matchGroupId: "bench" } });
await db.$disconnect();
redis.disconnect();
