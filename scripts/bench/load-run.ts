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
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Redis } from "ioredis";
import pg from "pg";
import type { GameState } from "../../src/engine/types.ts";
import { deployMigrations } from "../../src/store/migrate.ts";
import { seedHistory } from "./history.ts";
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
  /**
   * Bot processes (split only; default 1): each its own chat account on the one database and
   * timer queue, serving the tables k with k mod P = its index (`./load-bot.ts`). Their figures
   * are summed (CPU, commands, statements) or pooled (latencies).
   */
  bots?: number;
  /** The bot to fork (default `./load-bot.ts` of this checkout; `--vs` runs an older tree's). */
  botScript?: string;
  databaseUrl: string;
  redisUrl: string;
  /**
   * The bot's timers (default "bullmq": delayed jobs on `redisUrl`); "in-process": the embedded
   * scheduler over the same Timer rows (`TIMERS=in-process` for the bot), as `npm start` without
   * Redis. Redis's CPU and calls are still read (they are then nobody's but other tenants').
   */
  timers?: "bullmq" | "in-process";
  /**
   * Ended games written into the fresh database before the tables open (default 0): a season
   * behind the load, played by the bench's own contacts and groups (`./history.ts`).
   */
  history?: number;
  /**
   * Print the window's statements by execution time (`pg_stat_statements`, which the server must
   * preload: `shared_preload_libraries`); a server without it prints why not.
   */
  statements?: boolean;
}

/** A run's figures; CPU in ms over the window, latencies in wall ms. */
export interface LoadResult {
  split: boolean;
  games: number;
  bot: BotResult;
  /** Lines the players typed. */
  sent: number;
  postgresCpuMs: number;
  /** WAL bytes the server wrote in the window (every database's; the bench's is the only busy one here). */
  walBytes: number;
  /** The window's WAL range (start, end LSN), for `pg_waldump --stats`. */
  walRange: [string, string];
  /** CPU ms of this (the driver's, the players') process in the window: the load's own cost, not the machine's bill. */
  playersCpuMs: number;
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

/**
 * Starts counting the bench database's statements (`pg_stat_statements` reset) and returns what
 * prints them: per statement, calls per second, execution ms and buffers per call, rows, its start.
 */
async function statementsFrom(c: pg.Client): Promise<() => Promise<string>> {
  try {
    await c.query("CREATE EXTENSION IF NOT EXISTS pg_stat_statements");
    await c.query("SELECT pg_stat_statements_reset()");
  } catch (err) {
    const why = `  statements: not counted (${(err as Error).message}: preload pg_stat_statements on the server)`;
    return async () => why;
  }
  const t0 = performance.now();
  return async () => {
    const s = (performance.now() - t0) / 1000;
    const r = await c.query<{ calls: string; ms: number; blks: number; rows: number; q: string }>(
      `SELECT s.calls::text, s.total_exec_time / s.calls AS ms, (s.shared_blks_hit + s.shared_blks_read)::float / s.calls AS blks,
         s.rows::float / s.calls AS rows, left(regexp_replace(s.query, '\\s+', ' ', 'g'), 90) AS q
       FROM pg_stat_statements s JOIN pg_database d ON d.oid = s.dbid
       WHERE d.datname = current_database() AND s.calls > 0 ORDER BY s.total_exec_time DESC LIMIT 12`,
    );
    const lines = r.rows.map(
      (x) =>
        `    ${(Number(x.calls) / s).toFixed(0).padStart(5)}/s ${x.ms.toFixed(3)} ms ${x.blks.toFixed(0).padStart(4)} buffers ${x.rows.toFixed(1).padStart(5)} rows  ${x.q}`,
    );
    return ["  statements of the window, by execution time (calls/s, ms and buffers per call):", ...lines].join("\n");
  };
}

/** Drops and re-creates the bench database at `url` with every migration. */
export async function freshDatabase(url: string): Promise<void> {
  const u = new URL(url);
  const admin = new pg.Client({ connectionString: url.replace(u.pathname, "/postgres") });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${u.pathname.slice(1)}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${u.pathname.slice(1)}"`);
  await admin.end();
  await deployMigrations(url);
}

/**
 * The bots' figures as one: counts and CPU summed, latencies pooled, the window the longest, the
 * statement kinds added up; `open` is the tables the bots opened (`opened`, each bot's `ready`).
 */
export function merged(rs: BotResult[], opened: number[]): BotResult {
  if (rs.length === 1) return rs[0];
  const sum = (f: (r: BotResult) => number) => rs.reduce((a, r) => a + f(r), 0);
  const kinds = new Map<string, number>();
  for (const r of rs) for (const [k, c] of r.byKind) kinds.set(k, (kinds.get(k) ?? 0) + c);
  const redisKinds = new Map<string, number>();
  for (const r of rs) for (const [k, c] of r.redisByKind ?? []) redisKinds.set(k, (redisKinds.get(k) ?? 0) + c);
  const pair = (f: (r: BotResult) => { kept: number; dropped: number } | undefined) =>
    rs.every((r) => f(r)) ? { kept: sum((r) => f(r)?.kept ?? 0), dropped: sum((r) => f(r)?.dropped ?? 0) } : undefined;
  const guesses = pair((r) => r.guesses);
  const dmGuesses = pair((r) => r.dmGuesses);
  return {
    open: opened.reduce((a, n) => a + n, 0),
    openSeconds: Math.max(...rs.map((r) => r.openSeconds)),
    wall: Math.max(...rs.map((r) => r.wall)),
    committed: sum((r) => r.committed),
    fromMessages: sum((r) => r.fromMessages),
    gamesCommitted: rs.every((r) => r.gameIds)
      ? new Set(rs.flatMap((r) => r.gameIds ?? [])).size
      : sum((r) => r.gamesCommitted),
    gameIds: [...new Set(rs.flatMap((r) => r.gameIds ?? []))],
    toCommit: rs.flatMap((r) => r.toCommit),
    statements: sum((r) => r.statements),
    writes: sum((r) => r.writes ?? 0),
    redisSent: sum((r) => r.redisSent),
    byKind: [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 16),
    redisByKind: [...redisKinds].sort((a, b) => b[1] - a[1]).slice(0, 12),
    cpuMs: sum((r) => r.cpuMs),
    agentMs: sum((r) => r.agentMs),
    sentInline: sum((r) => r.sentInline),
    pid: rs[0].pid,
    pids: rs.map((r) => r.pid),
    ...(guesses ? { guesses } : {}),
    ...(dmGuesses ? { dmGuesses } : {}),
  };
}

/** Runs one load (see the module doc). */
export async function runLoad(o: LoadOptions): Promise<LoadResult> {
  localOnly(o.databaseUrl);
  localOnly(o.redisUrl);
  await freshDatabase(o.databaseUrl);
  if (o.history) {
    const h = await seedHistory(o.databaseUrl, o.history, o.games);
    console.log(`  history: ${o.history} ended games, ${h.rows} rows in ${(h.ms / 1000).toFixed(1)} s`);
  }
  const queue = `load-${randomUUID()}`;
  // Each run's inbound journal and delivered log in a directory of its own, removed after it: the
  // database is fresh each run, and a journal kept in ./.data/inbound from an earlier run (lines
  // still queued when that run's bot stopped) was replayed into it — 200,000 lines after a few
  // runs, a flood of DMs from contacts without a seat that ate the bot at 500 games.
  const journalDir = mkdtempSync(join(tmpdir(), "bench-load-journal-"));
  const P = o.split ? Math.max(1, o.bots ?? 1) : 1;
  const bots = Array.from({ length: P }, (_, i) =>
    fork(
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
        ...(P > 1 ? ["--shard", String(i), "--shards", String(P)] : []),
      ],
      {
        execArgv: ["--import", "tsx"],
        env: {
          ...process.env,
          LOAD_DATABASE_URL: o.databaseUrl,
          REDIS_URL: o.redisUrl,
          TIMERS: o.timers ?? "bullmq",
          LOAD_QUEUE: queue,
          INBOUND_JOURNAL_DIR: join(journalDir, String(i)),
        },
        stdio: ["ignore", "inherit", "inherit", "ipc"],
      },
    ),
  );
  const states: (GameState | null)[] = Array.from({ length: o.games }, () => null);
  const versions: number[] = Array.from({ length: o.games }, () => -1);
  let messageCommitted: () => void = () => {};
  const firstMessageCommit = new Promise<void>((r) => {
    messageCommitted = r;
  });
  const opened: number[] = [];
  const results: BotResult[] = [];
  const each = bots.map((bot) => {
    let ready: () => void = () => {};
    let result: () => void = () => {};
    const isReady = new Promise<void>((r) => {
      ready = r;
    });
    const gotResult = new Promise<void>((r) => {
      result = r;
    });
    const exited = new Promise<number | null>((r) => bot.on("exit", r));
    bot.on("message", (m: ToDriver) => {
      if (m.t === "ready") {
        opened.push(m.open);
        ready();
      } else if (m.t === "message_committed") messageCommitted();
      else if (m.t === "states") {
        // The newest any bot holds (an older ref's bot sends no version: taken as it comes).
        for (const [k, s, v] of m.s as [number, GameState, number | undefined][])
          if (v === undefined || v >= versions[k]) {
            states[k] = s;
            versions[k] = v ?? -1;
          }
      } else if (m.t === "games") {
        for (const other of bots) if (other !== bot) other.send({ t: "games", g: m.g });
      } else if (m.t === "result") {
        results.push(m.r);
        result();
      }
    });
    return { isReady, gotResult, exited };
  });
  const exited = Promise.all(each.map((e) => e.exited));
  const tell = (m: ToBot) => {
    for (const bot of bots) bot.send(m);
  };
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
        // Each table's lines to its own bot (table k is bot k mod P's).
        for (let i = 0; i < P; i++) {
          const mine = lines.filter(([k]) => k % P === i);
          if (mine.length > 0) bots[i].send({ t: "say", lines: mine });
        }
      },
      stopped: () => stop,
    });
  // With --spread the players start at once and play each table as it opens; else once all are open.
  let players: Promise<number> | null = o.split && o.spread ? play() : null;
  await Promise.race([
    Promise.all(each.map((e) => e.isReady)),
    ...each.map((e) => e.exited.then((c) => Promise.reject(new Error(`bench bot exited ${c}`)))),
  ]);

  const pgc = new pg.Client({ connectionString: o.databaseUrl });
  await pgc.connect();
  const redis = new Redis(o.redisUrl, { maxRetriesPerRequest: null });
  players ??= o.split ? play() : Promise.resolve(0);
  if (o.split && o.warmup) await sleep(o.warmup * 1000);
  const windowStart = new Date();
  const statements = o.statements ? await statementsFrom(pgc) : null;
  const pgCpu = await postgresCpu(pgc, new URL(o.databaseUrl).pathname.slice(1));
  const r0 = await redisCounters(redis);
  const wal0 = (await pgc.query<{ l: string }>("SELECT pg_current_wal_lsn()::text AS l")).rows[0].l;
  open = true;
  const players0 = process.cpuUsage();
  tell({ t: "go" });
  await sleep(o.seconds * 1000);
  // A window with no player's command committed (a very busy machine, a tiny run) measures no
  // message → commit at all: keep it open until one commits, at most 30 s more.
  await Promise.race([firstMessageCommit, sleep(30_000)]);
  stop = true;
  const playersCpu = process.cpuUsage(players0);
  tell({ t: "end" });
  const r1 = await redisCounters(redis);
  const wal1 = (await pgc.query<{ l: string }>("SELECT pg_current_wal_lsn()::text AS l")).rows[0].l;
  const walBytes = Number(
    (await pgc.query<{ b: string }>("SELECT pg_wal_lsn_diff($1::pg_lsn, $2::pg_lsn)::text AS b", [wal1, wal0])).rows[0]
      .b,
  );
  const postgresCpuMs = await pgCpu.stop();
  if (statements) console.log(await statements());
  await Promise.all(each.map((e) => e.gotResult));
  const b = merged(results, opened);
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
  rmSync(journalDir, { recursive: true, force: true });
  await pgc.end();
  redis.disconnect();
  return {
    split: o.split,
    games: o.games,
    bot: b,
    sent,
    postgresCpuMs,
    walBytes,
    walRange: [wal0, wal1],
    playersCpuMs: (playersCpu.user + playersCpu.system) / 1000,
    redisCpuMs: r1.cpuMs - r0.cpuMs,
    redisCalls: r1.calls - r0.calls,
    delivery,
    unsent,
  };
}
