/**
 * `npm run chaos -- [--kills 30] [--tables 3] [--speed 60] [--db URL] [--timers in-process]`: kill -9 the server
 * process at random moments while chat games run on Postgres + BullMQ (scripts/chaos-server.ts:
 * the real router, GameService, outbox and timers on a mocked WeChat that outlives the process),
 * restart it after 0.1–1.5 s, and once the kills are done let every game play to its end. Then
 * check, from the database and the network's record of every message:
 * - every game ended;
 * - each game's events are contiguous (seq 1…version) and fold to its snapshot;
 * - no timer fired twice (no timer id among a game's accepted timeouts twice), none left pending;
 * - no outbox row lost: each is `sent`, and its text reached its conversation at least once
 *   (how many went out twice — a delivery in flight at a kill — is reported: at-least-once);
 * - no second wolves' room for a game.
 * Prints the figures; exit 1 if a check fails. Issue 15. Uses its own database (default
 * `werewolf_chaos` on 127.0.0.1, emptied first) and its own BullMQ queue.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isDeepStrictEqual, parseArgs } from "node:util";
import { Redis } from "ioredis";
import pg from "pg";
import type { WireMessage } from "../src/chat/mock-network.ts";
import { fold } from "../src/engine/evolve.ts";
import type { GameEvent } from "../src/engine/types.ts";
import { createDb } from "../src/store/db.ts";
import { deployMigrations } from "../src/store/migrate.ts";

const { values: args } = parseArgs({
  options: {
    kills: { type: "string", default: "30" },
    tables: { type: "string", default: "3" },
    speed: { type: "string", default: "60" },
    db: { type: "string", default: "postgresql://postgres@127.0.0.1:5432/werewolf_chaos" },
    redis: { type: "string", default: process.env.REDIS_URL ?? "redis://127.0.0.1:6379" },
    // `in-process`: the server without Redis (README "Many processes"); default BullMQ.
    timers: { type: "string", default: "bullmq" },
  },
});
const KILLS = Number(args.kills);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const between = (lo: number, hi: number) => lo + Math.random() * (hi - lo);

async function freshDb(url: string) {
  const u = new URL(url);
  const name = u.pathname.slice(1);
  const admin = new pg.Client({ connectionString: url.replace(u.pathname, "/postgres") });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  await deployMigrations(url);
}

async function main() {
  const started = Date.now();
  await freshDb(args.db);
  const dir = mkdtempSync(join(tmpdir(), "chaos-"));
  const queue = `chaos-${randomUUID()}`;
  const files = { state: join(dir, "network.json"), wire: join(dir, "wire.jsonl"), finish: join(dir, "finish") };
  const childEnv = {
    ...process.env,
    DATABASE_URL: args.db,
    REDIS_URL: args.redis,
    TIMERS: args.timers,
    TIMER_QUEUE: queue,
    CLOCK_SPEED: args.speed,
    CHAOS_STATE: files.state,
    CHAOS_WIRE: files.wire,
    CHAOS_FINISH: files.finish,
    CHAOS_TABLES: args.tables,
    OUTBOX_CHANNEL: "chaos",
    OUTBOX_OWNER: "chaos-server",
    // The inbound journal of this run only (issue 25 item 6): a later run never replays it.
    INBOUND_JOURNAL_DIR: join(dir, "inbound"),
  };
  const proc: { child: ChildProcess | null; ready: Promise<void> } = { child: null, ready: Promise.resolve() };
  let exits = 0;
  const start = () => {
    const child = spawn(process.execPath, ["--import", "tsx", join(import.meta.dirname, "chaos-server.ts")], {
      env: childEnv,
      stdio: ["ignore", "pipe", "inherit"],
    });
    child.on("exit", () => exits++);
    proc.child = child;
    proc.ready = new Promise((resolve) => {
      child.stdout?.on("data", (d: Buffer) => {
        if (String(d).includes("chaos-server ready")) resolve();
      });
      child.on("exit", () => resolve());
    });
  };
  const db = createDb(args.db);
  const kills: number[] = [];
  start();
  process.stdout.write(`chaos: ${KILLS} kills, ${args.tables} tables, speed ${args.speed}, data in ${dir}\n`);
  // Wait until the first games run, then kill at random moments.
  while ((await db.game.count()) < Number(args.tables)) await sleep(200);
  for (let k = 0; k < KILLS; k++) {
    // One kill in four lands while the process starts (recovery running), the rest while it plays.
    if (Math.random() < 0.25) await sleep(between(100, 1500));
    else {
      await proc.ready;
      await sleep(between(200, 3000));
    }
    proc.child?.kill("SIGKILL");
    kills.push(Date.now());
    await sleep(between(100, 1500));
    start();
  }
  writeFileSync(files.finish, "");
  process.stdout.write(`chaos: ${KILLS} kills done, letting the games finish\n`);
  const deadline = Date.now() + 10 * 60_000;
  while (Date.now() < deadline && (await db.game.count({ where: { status: "running" } })) > 0) await sleep(500);
  await sleep(3000); // the last messages
  const outboxOpen = await db.outboxMessage.count({ where: { status: { in: ["pending", "sending"] } } });
  proc.child?.kill("SIGTERM");
  await sleep(1000);
  proc.child?.kill("SIGKILL");

  // ── checks ───────────────────────────────────────────────────────────────────────────
  const problems: string[] = [];
  const games = await db.game.findMany({ include: { snapshot: true } });
  let events = 0;
  let timeouts = 0;
  for (const g of games) {
    if (g.status !== "ended") problems.push(`game ${g.id} did not end (${g.status})`);
    const rows = await db.gameEvent.findMany({ where: { gameId: g.id }, orderBy: { seq: "asc" } });
    events += rows.length;
    if (rows.some((r, i) => r.seq !== i + 1) || rows.length !== g.version)
      problems.push(`game ${g.id}: events not contiguous (${rows.length} rows, version ${g.version})`);
    const state = fold(rows.map((r) => r.data as unknown as GameEvent));
    if (!isDeepStrictEqual(JSON.parse(JSON.stringify(state)), g.snapshot?.state))
      problems.push(`game ${g.id}: fold(events) differs from the snapshot`);
    const cmds = await db.gameCommand.findMany({ where: { gameId: g.id } });
    const fired = cmds.map((c) => c.command as { type: string; timerId?: string }).filter((c) => c.type === "timeout");
    timeouts += fired.length;
    const ids = fired.map((c) => c.timerId);
    const twice = ids.filter((id, i) => ids.indexOf(id) !== i);
    if (twice.length) problems.push(`game ${g.id}: timers fired twice: ${twice.join(", ")}`);
  }
  const pendingTimers = await db.timer.count({ where: { status: "pending" } });
  if (pendingTimers) problems.push(`${pendingTimers} timer rows still pending`);

  const wire = readFileSync(files.wire, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as WireMessage);
  const bot = "judge-bot";
  const seen = new Map<string, number>();
  for (const m of wire)
    if (m.from === bot)
      seen.set(`${m.room ?? `dm:${m.to}`}|${m.text}`, (seen.get(`${m.room ?? `dm:${m.to}`}|${m.text}`) ?? 0) + 1);
  const rows = await db.outboxMessage.findMany({ orderBy: { id: "asc" } });
  const byGame = new Map(games.map((g) => [g.id, g]));
  const seats = await db.seat.findMany();
  const contactOf = (gameId: string, seat: number | null) =>
    seats.find((x) => x.gameId === gameId && x.seat === seat)?.playerId ?? null;
  const want = new Map<string, number>();
  let notSent = 0;
  for (const r of rows) {
    if (r.status !== "sent") notSent++;
    if (r.op !== "say" || !r.text) continue;
    const g = r.gameId ? byGame.get(r.gameId) : undefined;
    const dest =
      r.gameId === null
        ? r.audience === "room"
          ? r.roomId
          : `dm:${r.contactId}`
        : r.audience === "group"
          ? g?.matchGroupId
          : r.audience === "wolves"
            ? g?.wolfRoomId
            : `dm:${r.audience === "contact" ? r.contactId : contactOf(r.gameId ?? "", r.seat)}`;
    const key = `${dest}|${r.text}`;
    want.set(key, (want.get(key) ?? 0) + 1);
  }
  let lost = 0;
  let twice = 0;
  for (const [key, n] of want) {
    const got = seen.get(key) ?? 0;
    if (got < n) lost += n - got;
    else twice += got - n;
  }
  if (notSent) problems.push(`${notSent} outbox rows not sent`);
  if (lost) problems.push(`${lost} outbox messages never reached their conversation`);
  const netState = JSON.parse(readFileSync(files.state, "utf8")) as { rooms: { topic: string }[] };
  for (const g of games) {
    const n = netState.rooms.filter((r) => r.topic.endsWith(`·${g.id.slice(0, 8)}`)).length;
    if (n > 1) problems.push(`game ${g.id}: ${n} wolves' rooms`);
  }
  const redis = new Redis(args.redis, { maxRetriesPerRequest: 1 });
  const keys = await redis.keys(`bull:${queue}:*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
  await db.$disconnect();

  const figures = {
    kills: kills.length,
    processStarts: kills.length + 1,
    processExits: exits,
    games: games.length,
    ended: games.filter((g) => g.status === "ended").length,
    winners: Object.fromEntries(
      [...new Set(games.map((g) => g.winner ?? "none"))].map((w) => [
        w,
        games.filter((g) => (g.winner ?? "none") === w).length,
      ]),
    ),
    events,
    timerFires: timeouts,
    outboxRows: rows.length,
    outboxOpenAtEnd: outboxOpen,
    wireMessages: wire.length,
    deliveredTwice: twice,
    lost,
    seconds: Math.round((Date.now() - started) / 1000),
  };
  process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);
  if (problems.length) {
    process.stdout.write(`FAILED:\n${problems.map((p) => `  ${p}`).join("\n")}\n`);
    process.exit(1);
  }
  process.stdout.write("chaos: all checks passed\n");
}

main().catch((err) => {
  process.stderr.write(`chaos failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(2);
});
