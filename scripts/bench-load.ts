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
 * to its fire's command), this process's CPU (% of one core) and resident memory per 1,000 live
 * games, and whether per-game state was left in the process once idle.
 * Own database (`LOAD_DATABASE_URL`, default werewolf_load, emptied first) and BullMQ queue.
 *
 * `--processes P` (issue 12 goal 4): scale-out. Each round runs the same load twice on a fresh
 * database, first in one child process, then in P child processes at once (each its own chat
 * account — outbox channel and owner `load-<k>` — with its own N tables, all sharing the one
 * Postgres, Redis and timer queue); every child opens its tables, then all measure the same
 * window. It prints each phase's figures and the ratio of P processes' committed commands/s to
 * one's (min/median/max over `--rounds`). Not a test: it only prints numbers.
 */
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import pg from "pg";
import { pino } from "pino";
import type { mock } from "wechaty-puppet-mock";
import { startRuntime } from "../src/app/runtime.ts";
import { MockNetwork } from "../src/chat/mock-network.ts";
import type { Command, GameState } from "../src/engine/types.ts";
import { candidates } from "../src/sim/autoplay.ts";
import { chatOf } from "../src/sim/chat-moves.ts";
import { deployMigrations } from "../src/store/migrate.ts";

const { values } = parseArgs({
  options: {
    games: { type: "string", default: "200" },
    seconds: { type: "string", default: "60" },
    speed: { type: "string", default: "10" },
    tick: { type: "string", default: "1000" },
    processes: { type: "string" },
    rounds: { type: "string", default: "1" },
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
const net = new MockNetwork(CHILD === null ? "狼人法官" : `狼人法官${CHILD}`);
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

// Arrival of each inbound message (wall ms) and, per committed command, arrival → commit.
const arrived = new Map<string, number>();
net.bot.on("message", (msg) => void arrived.set(msg.id, performance.now()));
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

// Open every table through the chat, 20 at a time.
const t0 = performance.now();
for (let i = 0; i < N; i += 20) {
  await Promise.all(
    tables.slice(i, i + 20).map(async (t) => {
      say(t.judge, "开房 444预女猎白", t.group);
      await sleep(50);
      t.players.forEach((p, s) => {
        say(p, `坐${s + 1}号`, t.group);
      });
      await sleep(200);
      say(t.judge, "开始", t.group);
    }),
  );
}
for (let i = 0; i < 600; i++) {
  const rows = await db.room.findMany({ where: { status: "playing" }, select: { matchGroupId: true, gameId: true } });
  const by = new Map(rows.map((r) => [r.matchGroupId, r.gameId ?? ""]));
  for (const t of tables) t.gameId = by.get(t.group.id) ?? "";
  if (tables.every((t) => t.gameId)) break;
  await sleep(100);
}
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
process.stdout.write(
  `bench:load — ${open} games (12 players, 444预女猎白) on one process, rule clock ${SPEED}×, players tick every ${TICK} ms, ${wall.toFixed(0)} s measured:\n` +
    `  sent ${sent} messages (${(sent / wall).toFixed(0)}/s); committed ${committed} commands (${(committed / wall).toFixed(0)}/s); ${ended} games ended, ${liveAtEnd} still running\n` +
    `  message → commit: p50 ${pct(toCommit, 50).toFixed(0)} ms, p99 ${pct(toCommit, 99).toFixed(0)} ms (${toCommit.length} commands)\n` +
    `  commit → delivered (outbox, rows of the measured window): p50 ${pct(outboxDelay, 50).toFixed(0)} ms, p99 ${pct(outboxDelay, 99).toFixed(0)} ms (${outboxDelay.length} rows, ${unsent} not sent after the drain)\n` +
    `  timer lateness (deadline → fire committed): p50 ${pct(lateness, 50).toFixed(0)} ms, p99 ${pct(lateness, 99).toFixed(0)} ms (${lateness.length} fires)\n` +
    `  CPU of this process: ${(((cpu.user + cpu.system) / 1000 / (wall * 1000)) * 100).toFixed(0)} % of one core (router, GameService, outbox, timers and the players)\n` +
    `  resident memory: ${((rssPeak - rssBase) / 2 ** 20).toFixed(0)} MiB over the start for ${liveAtPeak} live games = ${(((rssPeak - rssBase) / 2 ** 20 / Math.max(1, liveAtPeak)) * 1000).toFixed(0)} MiB per 1,000 live games (after start-up; the mock network's own copy of every message and contact is in this process too)\n` +
    `  game queues in GameService at the end: ${busy} (commands in flight; a drained queue is dropped)\n`,
);
await rt.stop();
process.exit(0);
