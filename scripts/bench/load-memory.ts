/**
 * `npm run bench:load -- [--games 200] [--seconds 60] [--speed 10] [--tick 1000]` (issue 12 goals
 * 2 and 5): an open-loop load of N concurrent 12-player games (444预女猎白) through the real stack
 * of `npm start` — the chat router, GameService, BullMQ timers and the outbox sender on the mocked
 * WeChat, Postgres + Redis on 127.0.0.1. Every table is opened in its match group through the chat
 * (开房, 12 sign-ups, 开始); then every `tick` ms of wall time each table's players type what its
 * state asks of them (up to 4 moves: knife talk, skills, sign-ups, speeches, ballots — the night
 * and vote bursts of a real table), whether or not the bot has answered. Rule time runs `speed`×.
 * After `seconds` it stops sending, lets the outbox drain (≤ 20 s) and prints:
 * commands/s committed, p50/p99 wall ms from a message's arrival to its command's commit, p50/p99
 * from an outbox row's commit to its delivery, timer lateness (p50/p99 wall ms from a deadline
 * to its fire's command), this process's CPU (% of one core) and memory per 1,000 live games, and
 * whether per-game state was left in the process once idle. Memory: the live heap (V8 heap used +
 * external, after a full GC) at the start, once the tables' contacts and rooms exist (the mocked
 * network's part), at the end of the window (games live) and after every game was voided, plus
 * the peak resident size (which also holds garbage V8 has not collected yet and native memory).
 * The mocked network keeps no message (`keepWire: false`; `--wire-log`: it keeps them all, as in
 * the tests), so what grows per game is the server's and the contacts'.
 * Own database (`LOAD_DATABASE_URL`, default werewolf_load, emptied first) and BullMQ queue.
 *
 * `--processes P` (issue 12 goal 4): scale-out. Each round runs the same load twice on a fresh
 * database, first in one child process, then in P child processes at once (each its own chat
 * account — outbox channel and owner `load-<k>` — with its own N tables, all sharing the one
 * Postgres, Redis and timer queue); every child opens its tables, then all measure the same
 * window. It prints each phase's figures and the ratio of P processes' committed commands/s to
 * one's (min/median/max over `--rounds`). Not a test: it only prints numbers.
 *
 * `--profile <file.cpuprofile>`: a CPU profile of the measured window only (open it in Chrome's
 * DevTools or summarise it by function).
 */
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { performance } from "node:perf_hooks";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { setFlagsFromString, writeHeapSnapshot } from "node:v8";
import { runInNewContext } from "node:vm";
import pg from "pg";
import { pino } from "pino";
import type { mock } from "wechaty-puppet-mock";
import { startRuntime } from "../../src/boot/runtime.ts";
import { MockNetwork } from "../../src/chat/mock-network.ts";
import type { Command, GameState } from "../../src/engine/types.ts";
import { candidates } from "../../src/sim/autoplay.ts";
import { chatOf } from "../../src/sim/chat-moves.ts";
import { deployMigrations } from "../../src/store/migrate.ts";
import { findGames, openTable } from "./tables.ts";

const { values } = parseArgs({
  options: {
    games: { type: "string", default: "200" },
    seconds: { type: "string", default: "60" },
    speed: { type: "string", default: "10" },
    tick: { type: "string", default: "1000" },
    processes: { type: "string" },
    rounds: { type: "string", default: "1" },
    /** Keep the mocked network's log of every message (as the tests do), to see what it costs. */
    "wire-log": { type: "boolean", default: false },
    /** Writes a CPU profile of the measured window (not the opening) to this .cpuprofile file. */
    profile: { type: "string" },
    /** Internal: this process is child `k` of a `--processes` run (the parent reset the database). */
    child: { type: "string" },
    queue: { type: "string" },
  },
});
const N = Number(values.games);
const SECONDS = Number(values.seconds);
const SPEED = Number(values.speed);
const TICK = Number(values.tick);
const url = process.env.LOAD_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/werewolf_load";
const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
for (const where of [url, redisUrl])
  if (!/^[a-z]+:\/\/([^@/]*@)?(127\.0\.0\.1|localhost)[:/]/.test(where))
    throw new Error(`bench:load runs against 127.0.0.1 only, not ${where}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pct = (xs: number[], p: number) => {
  if (xs.length === 0) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const CHILD = values.child === undefined ? null : Number(values.child);

/** Drops and re-creates the load database with every migration. */
async function freshDatabase(): Promise<void> {
  const u = new URL(url);
  const name = u.pathname.slice(1);
  const admin = new pg.Client({ connectionString: url.replace(u.pathname, "/postgres") });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  await deployMigrations(url);
}

/** One child's figures, printed by the child as one `result {json}` line. */
interface ChildResult {
  open: number;
  wall: number;
  committed: number;
  sent: number;
  toCommit: number[];
  cpuPct: number;
}

/** Runs `count` children (shards 0..count-1) on one timer queue; they measure the same window. */
async function runChildren(count: number): Promise<ChildResult[]> {
  const queue = `load-${randomUUID()}`;
  const me = fileURLToPath(import.meta.url);
  const kids = Array.from({ length: count }, (_, k) =>
    spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        me,
        ...["--child", String(k), "--queue", queue, "--games", String(N), "--seconds", String(SECONDS)],
        ...["--speed", String(SPEED), "--tick", String(TICK)],
      ],
      { stdio: ["pipe", "pipe", "inherit"], env: { ...process.env, OUTBOX_OWNER: `load-${k}` } },
    ),
  );
  const ready = kids.map(
    (kid) =>
      new Promise<{ result: Promise<ChildResult> }>((resolveReady, reject) => {
        // The result counts once the child has exited (its runtime stopped), so that the next
        // phase's fresh database is not dropped under a child still shutting down.
        let last: ChildResult | null = null;
        const done = new Promise<ChildResult>((res, rej) =>
          kid.on("exit", (code) =>
            code === 0 && last ? res(last) : rej(new Error(`bench child exited ${code} without a result`)),
          ),
        );
        kid.on("exit", (code) => code !== 0 && reject(new Error(`bench child exited ${code}`)));
        createInterface({ input: kid.stdout }).on("line", (line) => {
          if (line === "ready") resolveReady({ result: done });
          else if (line.startsWith("result ")) last = JSON.parse(line.slice(7)) as ChildResult;
          else process.stdout.write(`  [${kids.indexOf(kid)}] ${line}\n`);
        });
      }),
  );
  const all = await Promise.all(ready);
  for (const kid of kids) kid.stdin.write("go\n");
  return Promise.all(all.map((r) => r.result));
}

if (values.processes !== undefined && CHILD === null) {
  const P = Number(values.processes);
  const ratios: number[] = [];
  const sum = (rs: ChildResult[]) => rs.reduce((a, r) => a + r.committed / r.wall, 0);
  const line = (what: string, rs: ChildResult[]) => {
    const all = rs.flatMap((r) => r.toCommit);
    process.stdout.write(
      `  ${what}: ${rs.reduce((a, r) => a + r.open, 0)} games, ${sum(rs).toFixed(0)} commands/s committed ` +
        `(${rs.map((r) => (r.committed / r.wall).toFixed(0)).join(" + ")}), message → commit p50 ${pct(all, 50).toFixed(0)} ms ` +
        `p99 ${pct(all, 99).toFixed(0)} ms, CPU ${rs.map((r) => r.cpuPct.toFixed(0)).join(" + ")} % of a core\n`,
    );
  };
  for (let round = 1; round <= Number(values.rounds); round++) {
    process.stdout.write(`round ${round}: ${N} games per process, ${SECONDS} s, rule clock ${SPEED}×\n`);
    await freshDatabase();
    const one = await runChildren(1);
    line("1 process ", one);
    await freshDatabase();
    const many = await runChildren(P);
    line(`${P} processes`, many);
    ratios.push(sum(many) / sum(one));
    process.stdout.write(`  ${P} processes / 1 process (commands/s): ${ratios.at(-1)?.toFixed(2)}\n`);
  }
  const r = [...ratios].sort((a, b) => a - b);
  process.stdout.write(
    `bench:load scale-out, ${P} processes / 1, over ${r.length} round(s): min ${r[0].toFixed(2)}, median ${r[Math.floor(r.length / 2)].toFixed(2)}, max ${r[r.length - 1].toFixed(2)}\n`,
  );
  process.exit(0);
}
if (CHILD === null) await freshDatabase();

const log = pino({ level: process.env.LOG_LEVEL ?? "silent" });
const net = new MockNetwork(CHILD === null ? "狼人法官" : `狼人法官${CHILD}`, undefined, {
  keepWire: values["wire-log"],
});
// A full GC before each memory reading (not while the load runs but at its ends: a GC takes a while).
setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;
const MiB = 2 ** 20;
const mib = (m: { used: number; external: number }) =>
  `${(m.used / MiB).toFixed(0)} + ${(m.external / MiB).toFixed(0)}`;
/** Bytes per `n` games → MiB per 1,000 games. */
const per = (bytes: number, n: number) => ((bytes / MiB / Math.max(1, n)) * 1000).toFixed(0);
/** Live heap: V8 heap used and external (buffers, wasm), after a full GC. */
const liveHeap = () => {
  gc();
  gc();
  const m = process.memoryUsage();
  return { used: m.heapUsed, external: m.external, total: m.heapUsed + m.external, rss: m.rss, heap: m.heapTotal };
};
// A child of `--processes` is its own chat account (channel and owner), on the shared timer queue.
const shard = CHILD === null ? "" : `s${CHILD}_`;
const rt = await startRuntime({
  log,
  databaseUrl: url,
  redisUrl,
  queueName: values.queue ?? `load-${randomUUID()}`,
  speed: SPEED,
  bot: { bot: net.bot, network: net },
  outboxPollMs: 100,
  ...(CHILD === null ? {} : { channel: `load-${CHILD}` }),
});
const db = rt.store.db;
const rssBase = process.memoryUsage().rss;
const heapBase = liveHeap();

// Arrival of each inbound message (wall ms) and, per committed command, arrival → commit.
const arrived = new Map<string, number>();
net.bot.on("message", (msg) => {
  if (msg.self()) return;
  arrived.set(msg.id, performance.now());
  // A message that commits nothing (a refusal, a lobby word) is forgotten after a minute.
  for (const [id, at] of arrived) {
    if (performance.now() - at < 60_000) break;
    arrived.delete(id);
  }
});
const toCommit: number[] = [];
let measuring = false;
let committed = 0;
const handle = rt.service.handle.bind(rt.service);
rt.service.handle = async (gameId: string, cmd: Command, opts: { messageId?: string } = {}) => {
  const r = await handle(gameId, cmd, opts);
  if (measuring && r.ok && !r.duplicate) {
    committed++;
    const t = opts.messageId ? arrived.get(opts.messageId) : undefined;
    if (t !== undefined) toCommit.push(performance.now() - t);
  }
  if (opts.messageId) arrived.delete(opts.messageId);
  return r;
};

const say = (from: mock.ContactMock, text: string, to: mock.ContactMock | mock.RoomMock) => from.say(text).to(to);
const tables = Array.from({ length: N }, (_, k) => {
  const judge = net.contact(`load${shard}${k}_judge`, `法官${k}`);
  const players = Array.from({ length: 12 }, (_, i) => net.contact(`load${shard}${k}_p${i + 1}`, `${i + 1}号`));
  const group = net.room(`压测群${shard}${k}`, [judge, ...players], `load-table-${shard}${k}@chatroom`);
  return { judge, players, group, gameId: "" as string, wolfRoom: null as string | null };
});
const heapTables = liveHeap();

// Open every table through the chat, 20 at a time.
const t0 = performance.now();
for (let i = 0; i < N; i += 20) {
  await Promise.all(tables.slice(i, i + 20).map((t) => openTable(say, t)));
}
await findGames(db, tables);
const open = tables.filter((t) => t.gameId).length;
// A fresh database has no statistics yet (autovacuum has not run): without them the planner picks
// a plan for the outbox claim that takes seconds at a backlog of thousands of rows.
await db.$executeRawUnsafe("ANALYZE");
process.stderr.write(`${open}/${N} games open in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);
if (CHILD !== null) {
  // Wait for the parent's go, so that every child measures the same window.
  process.stdout.write("ready\n");
  await new Promise<void>((go) => createInterface({ input: process.stdin }).once("line", () => go()));
}

// The load: open loop, every table every TICK ms (staggered), whatever the bot has answered.
const seed = 12;
let tick = 0;
let sent = 0;
let stop = false;
const cpu0 = process.cpuUsage();
const w0 = performance.now();
const windowStart = new Date();
let rssPeak = 0;
let liveAtPeak = 0;
measuring = true;
const profiler = values.profile ? new Session() : null;
if (profiler) {
  profiler.connect();
  await profiler.post("Profiler.enable");
  await profiler.post("Profiler.start");
}
const players = tables.map(async (t, k) => {
  await sleep((k * TICK) / N);
  while (!stop) {
    const next = performance.now() + TICK;
    if (t.gameId) {
      // What the table knows: the state this process last committed or read (no query per tick).
      const st = rt.service.peek(t.gameId) ?? ((await rt.service.state(t.gameId)) as GameState | null);
      if (st && st.phase.kind !== "ended") {
        if (!t.wolfRoom) t.wolfRoom = (await db.game.findUnique({ where: { id: t.gameId } }))?.wolfRoomId ?? null;
        for (const cmd of candidates(st, seed, tick++).slice(0, 4)) {
          const c = chatOf(cmd);
          if (!c || cmd.type !== "act") continue;
          const to =
            c.where === "group"
              ? t.group
              : c.where === "dm"
                ? net.botUser
                : t.wolfRoom
                  ? net.mocker.RoomMock.load(t.wolfRoom)
                  : null;
          if (!to) continue;
          for (const text of c.texts) {
            say(t.players[cmd.seat - 1], text, to);
            sent++;
          }
        }
      }
    }
    await sleep(Math.max(0, next - performance.now()));
  }
});
const sampler = setInterval(async () => {
  const rss = process.memoryUsage().rss;
  if (rss > rssPeak) {
    rssPeak = rss;
    liveAtPeak = await db.game.count({ where: { status: "running" } });
  }
}, 2000);
await sleep(SECONDS * 1000);
stop = true;
measuring = false;
const wall = (performance.now() - w0) / 1000;
const cpu = process.cpuUsage(cpu0);
clearInterval(sampler);
await Promise.all(players);
if (profiler && values.profile) {
  const { profile } = await profiler.post("Profiler.stop");
  writeFileSync(values.profile, JSON.stringify(profile));
  profiler.disconnect();
}
const rssEnd = process.memoryUsage().rss;
const heapLive = liveHeap();
if (CHILD !== null) {
  const cpuPct = ((cpu.user + cpu.system) / 1000 / (wall * 1000)) * 100;
  const result: ChildResult = { open, wall, committed, sent, toCommit, cpuPct };
  process.stdout.write(`result ${JSON.stringify(result)}\n`);
  await rt.stop();
  process.exit(0);
}
const liveAtEnd = await db.game.count({ where: { status: "running" } });
const ended = await db.game.count({ where: { status: "ended" } });
// Let the outbox drain.
for (let i = 0; i < 200; i++) {
  if ((await db.outboxMessage.count({ where: { status: { in: ["pending", "sending"] } } })) === 0) break;
  await sleep(100);
}
const c = new pg.Client({ connectionString: url });
await c.connect();
const outboxDelay = (
  await c.query<{ ms: number }>(
    `SELECT EXTRACT(EPOCH FROM ("sentAt" - "createdAt")) * 1000 AS ms FROM "OutboxMessage"
     WHERE "sentAt" IS NOT NULL AND "createdAt" >= $1`,
    [windowStart],
  )
).rows.map((r) => Number(r.ms));
const unsent = Number(
  (await c.query(`SELECT count(*) FROM "OutboxMessage" WHERE status <> 'sent'`)).rows[0].count as string,
);
const lateness = (
  await c.query<{ ms: number }>(
    `SELECT (gc."atMs" - t."dueMs")::float8 / $1 AS ms FROM "GameCommand" gc
     JOIN "Timer" t ON t.id = gc."gameId" || '-' || (gc.command->>'timerId')
     WHERE gc.command->>'type' = 'timeout'`,
    [SPEED],
  )
).rows.map((r) => Number(r.ms));
await c.end();
await sleep(500); // (not outbox.idle(): with a backlog the sender keeps running)
const busy = rt.service.busyGames;
// Then every game ends (voided by its judge), the outbox drains: what is left per game?
for (let i = 0; i < tables.length; i += 20)
  await Promise.all(
    tables
      .slice(i, i + 20)
      .filter((t) => t.gameId)
      .map((t) => rt.service.handle(t.gameId, { type: "judge", ruling: "void", reason: "bench:load is over" })),
  );
for (let i = 0; i < 300; i++) {
  if ((await db.outboxMessage.count({ where: { status: { in: ["pending", "sending"] } } })) === 0) break;
  await sleep(100);
}
// The messages still queued from the window (a backlog under load) are handled first (and the
// router's second forgetting of an ended game, 10 s later).
for (let i = 0; i < 600 && (rt.inbound.conversations > 0 || rt.service.busyGames > 0 || rt.router.gamesKept > 0); i++)
  await sleep(100);
await sleep(1000);
const voided = await db.game.count({ where: { status: "ended" } });
const heapEnded = liveHeap();
// BENCH_HEAP_SNAPSHOT=dir: a heap snapshot of what is left once every game ended (scripts/heap-summary.ts reads it).
if (process.env.BENCH_HEAP_SNAPSHOT)
  writeHeapSnapshot(`${process.env.BENCH_HEAP_SNAPSHOT}/bench-load-ended.heapsnapshot`);
process.stdout.write(
  `bench:load — ${open} games (12 players, 444预女猎白) on one process, rule clock ${SPEED}×, players tick every ${TICK} ms, ${wall.toFixed(0)} s measured:\n` +
    `  sent ${sent} messages (${(sent / wall).toFixed(0)}/s); committed ${committed} commands (${(committed / wall).toFixed(0)}/s); ${ended} games ended, ${liveAtEnd} still running\n` +
    `  message → commit: p50 ${pct(toCommit, 50).toFixed(0)} ms, p99 ${pct(toCommit, 99).toFixed(0)} ms (${toCommit.length} commands)\n` +
    `  commit → delivered (outbox, rows of the measured window): p50 ${pct(outboxDelay, 50).toFixed(0)} ms, p99 ${pct(outboxDelay, 99).toFixed(0)} ms (${outboxDelay.length} rows, ${unsent} not sent after the drain)\n` +
    `  timer lateness (deadline → fire committed): p50 ${pct(lateness, 50).toFixed(0)} ms, p99 ${pct(lateness, 99).toFixed(0)} ms (${lateness.length} fires)\n` +
    `  CPU of this process: ${(((cpu.user + cpu.system) / 1000 / (wall * 1000)) * 100).toFixed(0)} % of one core (router, GameService, outbox, timers and the players)\n` +
    `  live heap after a full GC, MiB (V8 used + external; the mocked network ${values["wire-log"] ? "keeping every message" : "keeping no message"}): start ${mib(heapBase)}, the tables' contacts and rooms made ${mib(heapTables)}, end of the window ${mib(heapLive)}, after all ${voided} games ended ${mib(heapEnded)}\n` +
    `  per 1,000 games: the network's contacts and rooms ${per(heapTables.total - heapBase.total, N)} MiB; live games over that ${per(heapLive.total - heapTables.total, open)} MiB; ended games ${per(heapEnded.total - heapTables.total, voided)} MiB (Wechaty's Contact/Room objects, bounded caches)\n` +
    `  resident memory: peak ${((rssPeak - rssBase) / MiB).toFixed(0)} MiB over the start for ${liveAtPeak} live games = ${per(rssPeak - rssBase, liveAtPeak)} MiB per 1,000 live games; at the end of the window ${((rssEnd - rssBase) / MiB).toFixed(0)} MiB, after a full GC ${((heapLive.rss - rssBase) / MiB).toFixed(0)} MiB (of ${(heapLive.rss / MiB).toFixed(0)} MiB: V8 heap ${(heapLive.heap / MiB).toFixed(0)} MiB committed for ${(heapLive.used / MiB).toFixed(0)} used, external ${(heapLive.external / MiB).toFixed(0)}, the rest native: code, malloc, wasm, stacks)\n` +
    `  per-game state at the end of the window: ${busy} game queues in GameService (commands in flight; a drained queue is dropped); after all games ended: ${rt.service.busyGames} game queues, ${rt.service.keptStates} game states kept, ${rt.router.gamesKept} games in the router, ${rt.inbound.conversations} chat conversations in flight, ${arrived.size} messages in the bench's arrival map\n`,
);
await rt.stop();
process.exit(0);
