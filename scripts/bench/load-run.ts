/**
 * One bench:load run (issue 24 goal 4): a fresh database, the bot forked (`./load-bot.ts`), N
 * tables opened through the chat, then `seconds` of open-loop play measured, the outbox drained,
 * the bot stopped. `split`: the players run here, in the driver, and reach the bot over the
 * fork's IPC channel; else (`old`) they run inside the bot's process, as the one-process bench
 * did. Measured over the window: the bot's CPU, Postgres's (`./meters.ts`), Redis's CPU and calls,
 * the bot's statements, commands committed, message → commit (in the bot) and commit → delivery
 * (the outbox rows' `createdAt` → `sentAt`). 127.0.0.1 only.
 */
import { fork } from "node:child_process";
import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import pg from "pg";
import type { GameState } from "../../src/engine/types.ts";
import { deployMigrations } from "../../src/store/migrate.ts";
import { runPlayers } from "./load-players.ts";
import type { BotResult, ToBot, ToDriver } from "./load-protocol.ts";
import { postgresCpu, redisCounters } from "./meters.ts";

export interface LoadOptions {
  games: number;
  seconds: number;
  /**
   * Seconds the players play before the window opens (split only; default 0). At 0 the window
   * opens on every table's first turn, when each has a whole night's moves waiting since its
   * opening: at 170 games all of 2 December's slow commits (> 50 ms) fell in that first half
   * second, none after it.
   */
  warmup?: number;
  /**
   * Wall seconds the tables' openings are spread over (split only; default 0: 20 at a time, as
   * fast as they open). The players play each table as soon as it is open, so the tables' phases
   * do not move in step as they do when all open within seconds.
   */
  spread?: number;
  /** Rule clock speed (1 = real time). */
  speed: number;
  /** Wall ms between two turns of a table. */
  tick: number;
  split: boolean;
  /** The bot to fork (default `./load-bot.ts` of this checkout; `--vs` runs an older tree's). */
  botScript?: string;
  databaseUrl: string;
  redisUrl: string;
}

/** A run's figures; CPU in ms over the window, latencies in wall ms. */
export interface LoadResult {
  split: boolean;
  games: number;
  bot: BotResult;
  /** Lines the players typed. */
  sent: number;
  postgresCpuMs: number;
  redisCpuMs: number;
  redisCalls: number;
  /** Outbox rows created in the window: commit → delivery ms. */
  delivery: number[];
  /** Rows of the window not sent after the drain. */
  unsent: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The `p`th percentile (nearest rank) of `xs`; NaN when empty. */
export function pct(xs: number[], p: number): number {
  if (xs.length === 0) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
}

/** Throws unless `where` is on 127.0.0.1 / localhost. */
export function localOnly(where: string): void {
  if (!/^[a-z]+:\/\/([^@/]*@)?(127\.0\.0\.1|localhost)[:/]/.test(where))
    throw new Error(`bench:load runs against 127.0.0.1 only, not ${where}`);
}

/** Drops and re-creates the load database with every migration. */
async function freshDatabase(url: string): Promise<void> {
  const u = new URL(url);
  const admin = new pg.Client({ connectionString: url.replace(u.pathname, "/postgres") });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${u.pathname.slice(1)}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${u.pathname.slice(1)}"`);
  await admin.end();
  await deployMigrations(url);
}

/** Runs one load (see the module doc). */
export async function runLoad(o: LoadOptions): Promise<LoadResult> {
  localOnly(o.databaseUrl);
  localOnly(o.redisUrl);
  await freshDatabase(o.databaseUrl);
  const queue = `load-${randomUUID()}`;
  const bot = fork(
    o.botScript ?? new URL("./load-bot.ts", import.meta.url).pathname,
    [
      "--games",
      String(o.games),
      "--speed",
      String(o.speed),
      "--tick",
      String(o.tick),
      ...(o.split ? [] : ["--inline"]),
      ...(o.split && o.spread ? ["--spread", String(o.spread)] : []),
    ],
    {
      execArgv: ["--import", "tsx"],
      env: { ...process.env, LOAD_DATABASE_URL: o.databaseUrl, REDIS_URL: o.redisUrl, LOAD_QUEUE: queue },
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    },
  );
  const states: (GameState | null)[] = Array.from({ length: o.games }, () => null);
  let ready: () => void = () => {};
  let result: (r: BotResult) => void = () => {};
  let messageCommitted: () => void = () => {};
  const firstMessageCommit = new Promise<void>((r) => {
    messageCommitted = r;
  });
  const isReady = new Promise<void>((r) => {
    ready = r;
  });
  const gotResult = new Promise<BotResult>((r) => {
    result = r;
  });
  const exited = new Promise<number | null>((r) => bot.on("exit", r));
  bot.on("message", (m: ToDriver) => {
    if (m.t === "ready") ready();
    else if (m.t === "message_committed") messageCommitted();
    else if (m.t === "states") for (const [k, s] of m.s) states[k] = s;
    else if (m.t === "result") result(m.r);
  });
  const tell = (m: ToBot) => bot.send(m);
  let stop = false;
  /** Lines the players typed inside the window (not in the warm-up). */
  let typed = 0;
  let open = false;
  const play = () =>
    runPlayers({
      tables: o.games,
      tick: o.tick,
      stateOf: (k) => states[k],
      say: (lines) => {
        if (open) typed += lines.length;
        tell({ t: "say", lines });
      },
      stopped: () => stop,
    });
  // With --spread the players start at once and play each table as it opens; else once all are open.
  let players: Promise<number> | null = o.split && o.spread ? play() : null;
  await Promise.race([isReady, exited.then((c) => Promise.reject(new Error(`bench bot exited ${c}`)))]);

  const pgc = new pg.Client({ connectionString: o.databaseUrl });
  await pgc.connect();
  const redis = new Redis(o.redisUrl, { maxRetriesPerRequest: null });
  players ??= o.split ? play() : Promise.resolve(0);
  if (o.split && o.warmup) await sleep(o.warmup * 1000);
  const windowStart = new Date();
  const pgCpu = await postgresCpu(pgc, new URL(o.databaseUrl).pathname.slice(1));
  const r0 = await redisCounters(redis);
  open = true;
  tell({ t: "go" });
  await sleep(o.seconds * 1000);
  // A window with no player's command committed (a very busy machine, a tiny run) measures no
  // message → commit at all: keep it open until one commits, at most 30 s more.
  await Promise.race([firstMessageCommit, sleep(30_000)]);
  stop = true;
  tell({ t: "end" });
  const r1 = await redisCounters(redis);
  const postgresCpuMs = await pgCpu.stop();
  const b = await gotResult;
  await players;
  const sent = typed + b.sentInline;

  // Let the outbox drain (≤ 20 s), then read its delays.
  for (let i = 0; i < 200; i++) {
    const n = await pgc.query(`SELECT count(*)::int AS n FROM "OutboxMessage" WHERE status IN ('pending', 'sending')`);
    if (n.rows[0].n === 0) break;
    await sleep(100);
  }
  const delivery = (
    await pgc.query<{ ms: number }>(
      `SELECT EXTRACT(EPOCH FROM ("sentAt" - "createdAt")) * 1000 AS ms FROM "OutboxMessage"
       WHERE "sentAt" IS NOT NULL AND "createdAt" >= $1`,
      [windowStart],
    )
  ).rows.map((r) => Number(r.ms));
  const unsent = (
    await pgc.query(`SELECT count(*)::int AS n FROM "OutboxMessage" WHERE status <> 'sent' AND "createdAt" >= $1`, [
      windowStart,
    ])
  ).rows[0].n as number;
  tell({ t: "exit" });
  await exited;
  await pgc.end();
  redis.disconnect();
  return {
    split: o.split,
    games: o.games,
    bot: b,
    sent,
    postgresCpuMs,
    redisCpuMs: r1.cpuMs - r0.cpuMs,
    redisCalls: r1.calls - r0.calls,
    delivery,
    unsent,
  };
}
