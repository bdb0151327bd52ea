/**
 * GameService benchmark against the real Postgres (and Redis for the timer part), issue 12 goal 1.
 * Three contestants run the same command shape — lock/read a game, append an event and the
 * command, write the ~5 KB snapshot, bump the version, add an outbox row — with C clients for S
 * seconds each, interleaved in every round (the machine is shared: only ratios within one run
 * mean something):
 * - `prisma`: GameService on the Prisma interactive transaction (`FOR UPDATE`, the old path);
 * - `sql`: GameService on the raw SQL path (src/store/commands.ts: one read, one guarded write);
 * - `pgbench`: scripts/bench/command.sql, the same statements as a plain client sends them;
 * - `write` (issue 24 goal 4): pgbench on the very statement the command path sends — the
 *   `werewolf_command_write` text and parameters captured from the SQL path's own pool during the
 *   warm-up (a knife change: ~5 KB state, one event, one command, one outbox row, a message id) —
 *   one round trip per command; each pgbench transaction writes a fresh game of its client
 *   (version 0 → 1: the captured events' seqs and outbox key are constants), so the ratio
 *   sql/write is against the real limit of the statement on this Postgres (goal ≥ 0.9).
 * Each client plays its own game's night 1: its wolves keep changing their knife, so every command
 * is accepted and writes, each with a new inbound message id (as from the chat). Prints commands/s of each (min / median / max over the rounds), the
 * ratios per round (sql/write, sql/pgbench, sql/prisma, prisma/pgbench), Node CPU ms per command, then the
 * lateness of BullMQ timer fires. Not a test: it only prints numbers.
 *
 *   npm run bench:service -- [--rounds 5] [--seconds 4] [--clients 16] [--timers 1000]
 *   (own database: BENCH_DATABASE_URL, default werewolf_bench; its games are deleted at the end)
 */
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { Redis } from "ioredis";
import pg from "pg";
import { pino } from "pino";
import { GameService } from "../src/app/game-service.ts";
import { systemClock } from "../src/app/ports.ts";
import type { Command, GameState } from "../src/engine/types.ts";
import { pgSql } from "../src/store/commands.ts";
import { createDb } from "../src/store/db.ts";
import { deployMigrations } from "../src/store/migrate.ts";
import { BullTimerScheduler, startTimerWorker } from "../src/timers/bullmq.ts";
import { render } from "../src/vocab/msg.ts";
import { dropWriteGames, prepareWriteGames, resetWriteGames, writeScript } from "./bench/pgbench-write.ts";

const { values } = parseArgs({
  options: {
    rounds: { type: "string", default: "5" },
    seconds: { type: "string", default: "4" },
    clients: { type: "string", default: "16" },
    timers: { type: "string", default: "1000" },
  },
});
const ROUNDS = Number(values.rounds);
const SECONDS = Number(values.seconds);
const C = Number(values.clients);
const T = Number(values.timers);
const PGB_GAMES = 200;
const log = pino({ level: "silent" });
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
const db = createDb(url);
const sql = pgSql(url, C);
/** The command path's write as sent (text and parameters), captured from the SQL path's pool. */
let captured: { text: string; params: unknown[] } | null = null;
const query = sql.query.bind(sql);
sql.query = <T>(text: string, params?: unknown[], name?: string) => {
  if (name?.startsWith("werewolf_command_write")) captured = { text, params: params ?? [] };
  return query<T>(text, params, name);
};
const noTimers = { schedule: async () => {}, cancel: async () => {} };
const services = {
  prisma: new GameService({ db, clock: systemClock, scheduler: noTimers, log, maxInFlight: 64 }),
  sql: new GameService({ db, sql, clock: systemClock, scheduler: noTimers, log, maxInFlight: 64 }),
};
let seedNo = 1;

/** A fresh game for one client (created before the clock starts): its id, wolves and the others. */
async function newTable(service: GameService) {
  const g = await service.createGame({ board: "444-idiot", seed: seedNo++, matchGroupId: "bench", judgeId: "bench" });
  if (!g.ok) throw new Error(render(g.msg));
  const s = (await service.state(g.gameId)) as GameState;
  return {
    gameId: g.gameId,
    wolves: s.seats.filter((x) => x.role === "werewolf").map((x) => x.seat),
    others: s.seats.filter((x) => x.role !== "werewolf").map((x) => x.seat),
  };
}

/** One client: knife changes in its game until `until` (performance.now ms); returns commands done. */
async function client(service: GameService, t: Awaited<ReturnType<typeof newTable>>, until: number): Promise<number> {
  let n = 0;
  while (performance.now() < until) {
    const cmd: Command = { type: "act", seat: t.wolves[n % 2], act: "kill", target: t.others[n % t.others.length] };
    const r = await service.handle(t.gameId, cmd, { messageId: randomUUID() });
    if (!r.ok) throw new Error(`bench command refused: ${render(r.msg)}`);
    n++;
  }
  return n;
}

async function runService(which: keyof typeof services): Promise<{ rate: number; cpuMs: number }> {
  const tables = await Promise.all(Array.from({ length: C }, () => newTable(services[which])));
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const until = t0 + SECONDS * 1000;
  const counts = await Promise.all(tables.map((t) => client(services[which], t, until)));
  const n = counts.reduce((a, b) => a + b, 0);
  const cpu = process.cpuUsage(cpu0);
  return { rate: n / ((performance.now() - t0) / 1000), cpuMs: (cpu.user + cpu.system) / 1000 / n };
}

// pgbench's games: the same tables, a real night-1 state as the snapshot it writes back.
const sample = await services.sql.createGame({ board: "444-idiot", seed: 1, matchGroupId: "bench", judgeId: "bench" });
if (!sample.ok) throw new Error(render(sample.msg));
const state = JSON.stringify(await services.sql.state(sample.gameId));
const event = JSON.stringify({ type: "knife_proposed", atMs: 0, seat: 1, target: 5 });
{
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(`DELETE FROM "GameCommand" WHERE "gameId" LIKE 'pgb-%'`);
  await c.query(`DELETE FROM "Game" WHERE id LIKE 'pgb-%'`);
  await c.query(
    `INSERT INTO "Game" (id, board, ruleset, seed, "matchGroupId", "judgeId", channel, "updatedAt")
     SELECT 'pgb-' || i, '444-idiot', 'ranked-s7', i, 'bench-pgbench', 'bench', 'bench', now() FROM generate_series(1, $1::int) i`,
    [PGB_GAMES],
  );
  await c.query(
    `INSERT INTO "Snapshot" ("gameId", version, state, "updatedAt") SELECT 'pgb-' || i, 0, $2::jsonb, now() FROM generate_series(1, $1::int) i`,
    [PGB_GAMES, state],
  );
  await c.end();
}
const u = new URL(url);
/** pgbench of `file` with `-D` `defines` for SECONDS; its tx/s. */
function runPgbench(
  file = join(import.meta.dirname, "bench", "command.sql"),
  defines = [`games=${PGB_GAMES}`, `state=${state}`, `event=${event}`],
): number {
  const out = spawnSync(
    "pgbench",
    [
      "-n",
      "-M",
      "prepared",
      "-h",
      u.hostname,
      "-p",
      u.port || "5432",
      "-U",
      decodeURIComponent(u.username || "postgres"),
      "-c",
      String(C),
      "-j",
      "2",
      "-T",
      String(SECONDS),
      "-f",
      file,
      ...defines.flatMap((d) => ["-D", d]),
      u.pathname.slice(1),
    ],
    { encoding: "utf8", env: { ...process.env, PGPASSWORD: decodeURIComponent(u.password) } },
  );
  const m = /tps = ([\d.]+)/.exec(out.stdout);
  if (!m) throw new Error(`pgbench gave no tps: ${out.stderr || out.stdout}`);
  return Number(m[1]);
}

await runService("prisma"); // warm-up: Prisma and pg connect, the JIT warms
await runService("sql");
// The write the SQL path just sent, as a pgbench script (one round trip); games enough for a round.
const write = captured as { text: string; params: unknown[] } | null;
if (!write) throw new Error("the SQL path sent no werewolf_command_write");
const writeDir = mkdtempSync(join(tmpdir(), "bench-write-"));
const writeBench = writeScript(writeDir, write.text, write.params);
const PER_CLIENT = 1500 * SECONDS;
await prepareWriteGames(url, C, PER_CLIENT);
const writeClient = new pg.Client({ connectionString: url });
await writeClient.connect();
const got = { prisma: [] as number[], sql: [] as number[], pgbench: [] as number[], write: [] as number[] };
const cpu = { prisma: [] as number[], sql: [] as number[] };
const ratio = {
  sqlWrite: [] as number[],
  sqlPgbench: [] as number[],
  sqlPrisma: [] as number[],
  prismaPgbench: [] as number[],
};
for (let r = 0; r < ROUNDS; r++) {
  // Rotate who goes first: a slow phase of the machine hits each in turn.
  const order = (["prisma", "sql", "pgbench", "write"] as const).map((_, i, a) => a[(i + r) % 4]);
  const round: Record<string, number> = {};
  for (const who of order) {
    if (who === "pgbench") round.pgbench = runPgbench();
    else if (who === "write") {
      round.write = runPgbench(writeBench.file, writeBench.defines);
      const written = await resetWriteGames(writeClient);
      // Every transaction must have written its game (else pgbench measured no-ops).
      if (written < round.write * SECONDS * 0.9 || written >= C * PER_CLIENT)
        throw new Error(`pgbench write: ${written} games written for ${round.write.toFixed(0)} tx/s`);
    } else {
      const x = await runService(who);
      round[who] = x.rate;
      cpu[who].push(x.cpuMs);
    }
  }
  got.prisma.push(round.prisma);
  got.sql.push(round.sql);
  got.pgbench.push(round.pgbench);
  got.write.push(round.write);
  ratio.sqlWrite.push(round.sql / round.write);
  ratio.sqlPgbench.push(round.sql / round.pgbench);
  ratio.sqlPrisma.push(round.sql / round.prisma);
  ratio.prismaPgbench.push(round.prisma / round.pgbench);
  process.stderr.write(
    `round ${r + 1}: prisma ${round.prisma.toFixed(0)}, sql ${round.sql.toFixed(0)}, pgbench ${round.pgbench.toFixed(0)}, write ${round.write.toFixed(0)} /s\n`,
  );
}
const stats = (xs: number[], d = 0) => {
  const s = [...xs].sort((a, b) => a - b);
  return `${s[0].toFixed(d)} / ${s[Math.floor(s.length / 2)].toFixed(d)} / ${s[s.length - 1].toFixed(d)}`;
};

// Timer lateness: T jobs due over 3 s; the worker records how late each fires.
const redis = new Redis(process.env.REDIS_URL ?? "redis://127.0.0.1:6379", { maxRetriesPerRequest: null });
const queueName = `bench-${randomUUID()}`;
const scheduler = new BullTimerScheduler(redis, queueName, systemClock, 1);
const late: number[] = [];
const worker = startTimerWorker(redis, queueName, async (d) => void late.push(Date.now() - d.dueMs), log);
const base = Date.now() + 500;
if (T > 0) {
  await scheduler.schedule(
    Array.from({ length: T }, (_, i) => ({
      id: `bench-${i}`,
      gameId: "bench",
      timerId: String(i),
      dueMs: base + Math.floor((i * 3000) / T),
    })),
  );
  while (late.length < T) await new Promise((r) => setTimeout(r, 50));
}
late.sort((a, b) => a - b);
const pct = (p: number) => late[Math.min(late.length - 1, Math.floor((p / 100) * late.length))];
process.stdout.write(
  `GameService vs pgbench (Postgres ${u.pathname.slice(1)}), ${C} clients, ${SECONDS} s each, ${ROUNDS} interleaved rounds — min / median / max:\n` +
    `  prisma path   ${stats(got.prisma)} commands/s, Node CPU ${stats(cpu.prisma, 2)} ms/command\n` +
    `  sql path      ${stats(got.sql)} commands/s, Node CPU ${stats(cpu.sql, 2)} ms/command\n` +
    `  pgbench       ${stats(got.pgbench)} tx/s (scripts/bench/command.sql)\n` +
    `  pgbench write ${stats(got.write)} tx/s (the command path's one statement, one round trip)\n` +
    `  ratio sql/write       ${stats(ratio.sqlWrite, 2)} (goal ≥ 0.9)\n` +
    `  ratio sql/pgbench     ${stats(ratio.sqlPgbench, 2)}\n` +
    `  ratio sql/prisma      ${stats(ratio.sqlPrisma, 2)}\n` +
    `  ratio prisma/pgbench  ${stats(ratio.prismaPgbench, 2)}\n` +
    (T > 0
      ? `  timer lateness over ${T} jobs due within 3 s: p50 ${pct(50)} ms, p99 ${pct(99)} ms, max ${late[late.length - 1]} ms\n`
      : ""),
);
await worker.close();
await scheduler.queue.obliterate({ force: true });
await scheduler.close();
redis.disconnect();
// GameCommand has no foreign key to Game: its rows go first.
await db.$executeRaw`DELETE FROM "GameCommand" WHERE "gameId" IN (SELECT id FROM "Game" WHERE "matchGroupId" IN ('bench', 'bench-pgbench'))`;
await db.game.deleteMany({ where: { OR: [{ matchGroupId: "bench" }, { matchGroupId: "bench-pgbench" }] } });
await writeClient.end();
await dropWriteGames(url);
rmSync(writeDir, { recursive: true, force: true });
await sql.close();
await db.$disconnect();
