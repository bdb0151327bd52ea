/**
 * bench:load's bot process (issue 24 goal 4), forked by the driver (`./load-run.ts`) with an IPC
 * channel: the real runtime of `npm start` (`startRuntime`: chat router, GameService, BullMQ
 * timers, outbox sender) on the mocked WeChat, whose puppet lives here as a real puppet lives in
 * the bot's process. The tables' contacts and rooms are made here; the players' lines come from
 * the driver (`say`) and are typed into the puppet, and the tables' states go back to the driver
 * (`states`, each state once per version) — unless `--inline`: then the players run in this
 * process as in the old one-process bench.
 *
 * Counted while measuring: committed commands (and per game), message → commit wall ms, every
 * statement sent to Postgres (`pg.Client.prototype.query` wrapped in this process only: the
 * Prisma adapter and the raw SQL pool both go through it; BEGIN/COMMIT count), the process's CPU
 * (`process.cpuUsage`), the Redis commands it sent (`Redis.prototype.sendCommand` wrapped) and the synchronous CPU of the bench's own IPC work (states out, lines in).
 *
 * With `--bots P` the driver forks P of these, each its own chat account (channel `load-<i>`) on
 * the one database and timer queue, as `npm start` processes of several WeChat accounts share
 * them (README "Many processes"): bot i opens and serves the tables k with k mod P = i. Any bot's
 * timer worker may fire any game's deadline, so a bot also sends the states it holds of the other
 * bots' games (their ids come from the driver, `games`), each with its version: the driver keeps
 * the newest, and the players see a phase another bot's timer moved.
 *
 * Args: --games N --speed S --tick MS [--inline] [--spread S: the openings spread over S wall seconds]
 * [--shard i --shards P]; env LOAD_DATABASE_URL, REDIS_URL, LOAD_QUEUE;
 * LOAD_BOT_PROFILE=<file.cpuprofile>: a V8 CPU profile of the measured window only (not the
 * tables' opening), written at the end; LOAD_BOT_TIMELINE=<file.json>: each committed command's
 * start (wall ms from the window's start), handling ms, arrival → commit ms (-1: no message) and type.
 */
import { writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { Redis } from "ioredis";
import pg from "pg";
import { pino } from "pino";
import type { mock } from "wechaty-puppet-mock";
import { startRuntime } from "../../src/boot/runtime.ts";
import { MockNetwork } from "../../src/chat/mock-network.ts";
import type { Command, GameState } from "../../src/engine/types.ts";
import { timersRedisUrl } from "../../src/timers/mode.ts";
import { runPlayers, type Said } from "./load-players.ts";
import type { BotResult, ToBot, ToDriver } from "./load-protocol.ts";
import { findGames, openTable, openTablesPaced } from "./tables.ts";

const { values } = parseArgs({
  options: {
    games: { type: "string" },
    speed: { type: "string" },
    tick: { type: "string" },
    inline: { type: "boolean", default: false },
    spread: { type: "string" },
    shard: { type: "string", default: "0" },
    shards: { type: "string", default: "1" },
  },
});
const N = Number(values.games);
const SHARD = Number(values.shard);
const SHARDS = Number(values.shards);
if (values.inline && SHARDS > 1) throw new Error("--inline runs one bot only");
const TICK = Number(values.tick);
const PROFILE = process.env.LOAD_BOT_PROFILE;
const TIMELINE = process.env.LOAD_BOT_TIMELINE;
const profiler = PROFILE ? new Session() : null;
const send = (m: ToDriver) => process.send?.(m);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// Statements: every query a pg client of this process sends, by prepared name or first words.
let measuring = false;
let statements = 0;
/** Of which the command's write, in any of its shapes (`writeShape`). */
let writes = 0;
const byKind = new Map<string, number>();
const query = pg.Client.prototype.query as (...a: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...a: unknown[]) {
  if (measuring) {
    statements++;
    const c = a[0] as string | { name?: string; text?: string };
    const kind = typeof c === "string" ? c : (c?.name ?? c?.text ?? "?").replace(/\s+/g, " ").trim().slice(0, 48);
    const k = kind.length > 48 ? kind.slice(0, 48) : kind;
    byKind.set(k, (byKind.get(k) ?? 0) + 1);
    if (k.startsWith("werewolf_command_write")) writes++;
  }
  return query.apply(this, a);
} as typeof pg.Client.prototype.query;

// Redis commands this process sends (BullMQ's included: it uses the same ioredis), client side.
let redisSent = 0;
/** By command name; a Lua script (`evalsha`) by its first key with the queue and job id left out. */
const redisByKind = new Map<string, number>();
const sendCommand = Redis.prototype.sendCommand as (...a: unknown[]) => unknown;
Redis.prototype.sendCommand = function (this: Redis, ...a: unknown[]) {
  if (measuring) {
    redisSent++;
    const c = a[0] as { name?: string; args?: unknown[] };
    const name = c?.name ?? "?";
    const kind =
      name === "evalsha" || name === "eval"
        ? `${name} ${String(c.args?.[2] ?? "")
            .split(":")
            .slice(2)
            .join(":")
            .replace(/[0-9a-f-]{8,}.*$/, "<id>")}`
        : name;
    redisByKind.set(kind, (redisByKind.get(kind) ?? 0) + 1);
  }
  return sendCommand.apply(this, a);
} as typeof Redis.prototype.sendCommand;

const net = new MockNetwork("狼人法官", undefined, { keepWire: false });
const rt = await startRuntime({
  log: pino({ level: process.env.LOG_LEVEL ?? "silent" }),
  databaseUrl: process.env.LOAD_DATABASE_URL,
  // TIMERS=in-process: the in-process timers (the driver's `--timers-vs`).
  redisUrl: timersRedisUrl(),
  queueName: process.env.LOAD_QUEUE ?? "load",
  speed: Number(values.speed),
  bot: { bot: net.bot, network: net },
  outboxPollMs: 100,
  // One chat account per bot when there are several (its outbox rows are its own).
  ...(SHARDS > 1 ? { channel: `load-${SHARD}` } : {}),
});

// Arrival of each inbound message (wall ms) and, per committed command, arrival → commit.
const arrived = new Map<string, number>();
/**
 * The arrivals in order, for their expiry after 60 s (a message that makes no command is never
 * deleted by its commit). Not by iterating `arrived` from its start: a Map keeps its deleted
 * entries until it is rehashed, and an iteration from the start walks them all, per message —
 * O(messages) each at 500 games, 7 % of the bot's CPU, counted as the bot's.
 */
const arrivals: { id: string; at: number }[] = [];
let arrivalsHead = 0;
net.bot.on("message", (msg) => {
  if (msg.self()) return;
  const now = performance.now();
  arrived.set(msg.id, now);
  arrivals.push({ id: msg.id, at: now });
  while (arrivalsHead < arrivals.length && now - arrivals[arrivalsHead].at >= 60_000)
    arrived.delete(arrivals[arrivalsHead++].id);
  if (arrivalsHead > 4096 && arrivalsHead * 2 > arrivals.length) {
    arrivals.splice(0, arrivalsHead);
    arrivalsHead = 0;
  }
});
const toCommit: number[] = [];
/** Games a command of this process ended. */
const ended = new Set<string>();
let committed = 0;
let fromMessages = 0;
const gamesCommitted = new Set<string>();
const handle = rt.service.handle.bind(rt.service);
/** With LOAD_BOT_TIMELINE=<file>: each committed command's [start wall ms, its handling ms, arrival → commit ms or -1, type]. */
const timeline: [number, number, number, string][] = [];
rt.service.handle = async (gameId: string, cmd: Command, opts: { messageId?: string } = {}) => {
  const h0 = performance.now();
  // Only a command handled wholly inside the window counts: one begun before it sent its write
  // before the statements were counted (the players may play before the window opens).
  const begunInWindow = measuring;
  const r = await handle(gameId, cmd, opts);
  // A committed command after which the process keeps no state of its game ended it (the service
  // forgets an ended game): the players are told, or they would play on the last state they saw.
  if (r.ok && !r.duplicate && rt.service.kept(gameId) === null) ended.add(gameId);
  if (begunInWindow && measuring && r.ok && !r.duplicate) {
    const t = opts.messageId ? arrived.get(opts.messageId) : undefined;
    if (TIMELINE)
      timeline.push([h0 - w0, performance.now() - h0, t === undefined ? -1 : performance.now() - t, cmd.type]);
    committed++;
    gamesCommitted.add(gameId);
    if (opts.messageId && fromMessages++ === 0) send({ t: "message_committed" });
    if (t !== undefined) toCommit.push(performance.now() - t);
  }
  if (opts.messageId) arrived.delete(opts.messageId);
  return r;
};

type Contact = mock.ContactMock;
const sayTo = (from: Contact, text: string, to: Contact | mock.RoomMock) => from.say(text).to(to);
/** This bot's tables (k mod P = i), each with its index k among all the bench's tables. */
const tables = Array.from({ length: N }, (_, k) => k)
  .filter((k) => k % SHARDS === SHARD)
  .map((k) => {
    const judge = net.contact(`load${k}_judge`, `法官${k}`);
    const players = Array.from({ length: 12 }, (_, i) => net.contact(`load${k}_p${i + 1}`, `${i + 1}号`));
    const group = net.room(`压测群${k}`, [judge, ...players], `load-table-${k}@chatroom`);
    return { k, judge, players, group, gameId: "", wolves: null as mock.RoomMock | null };
  });
const byIndex = new Map(tables.map((t) => [t.k, t]));
/** The other bots' games (index → game id, from the driver): their states this bot holds are sent too. */
const otherGames = new Map<number, string>();

/** Types a turn's lines into the puppet. */
function type(lines: Said[]): void {
  for (const [k, seat, text, where] of lines) {
    const t = byIndex.get(k);
    if (!t) continue;
    const to = where === "group" ? t.group : where === "dm" ? net.botUser : t.wolves;
    if (to) sayTo(t.players[seat - 1], text, to);
  }
}
/** Table k's game (this bot's or another's), once known. */
const gameOf = (k: number): string | undefined => byIndex.get(k)?.gameId || otherGames.get(k);
const stateOf = (k: number): GameState | null => {
  const id = gameOf(k);
  return id ? rt.service.peek(id) : null;
};

let agentUs = 0;
/** The router's guessed places (absent on an older ref's router), counted from the window's start. */
const guessCount = (): { kept: number; dropped: number } | undefined =>
  (rt.router as { guesses?: { kept: number; dropped: number } }).guesses;
let guesses0 = { kept: 0, dropped: 0 };
/** The same for DMs (`dmGuesses`). */
const dmGuessCount = (): { kept: number; dropped: number } | undefined =>
  (rt.router as { dmGuesses?: { kept: number; dropped: number } }).dmGuesses;
let dmGuesses0 = { kept: 0, dropped: 0 };
let stop = false;
let cpu0 = process.cpuUsage();
let w0 = 0;
let players: Promise<number> = Promise.resolve(0);
// Split: push each table's state to the driver once per new state (every 100 ms, changed ones only),
// with its version; and each of this bot's games' id once, for the other bots.
const pushed = new Map<number, GameState>();
const told = new Set<number>();
let pusher: NodeJS.Timeout | undefined;
function pushStates(): void {
  const c0 = process.cpuUsage();
  const s: [number, GameState, number][] = [];
  for (let k = 0; k < N; k++) {
    const id = gameOf(k);
    const kept = id ? rt.service.kept(id) : null;
    const last = pushed.get(k);
    if (id && ended.has(id) && last?.phase.kind !== "ended") {
      // Its last state (the players read only the phase), ended, at a version no running state reaches.
      const over = { ...last, phase: { kind: "ended" } } as GameState;
      pushed.set(k, over);
      s.push([k, over, Number.MAX_SAFE_INTEGER]);
    } else if (kept && kept.state !== last && last?.phase.kind !== "ended") {
      pushed.set(k, kept.state);
      s.push([k, kept.state, kept.version]);
    }
  }
  if (s.length > 0) send({ t: "states", s });
  const ids = tables.filter((t) => t.gameId && !told.has(t.k)).map((t): [number, string] => [t.k, t.gameId]);
  for (const [k] of ids) told.add(k);
  if (SHARDS > 1 && ids.length > 0) send({ t: "games", g: ids });
  const c = process.cpuUsage(c0);
  if (measuring) agentUs += c.user + c.system;
}

process.on("message", async (m: ToBot) => {
  if (m.t === "games") {
    for (const [k, id] of m.g) if (!byIndex.has(k)) otherGames.set(k, id);
  } else if (m.t === "say") {
    const c0 = process.cpuUsage();
    type(m.lines);
    const c = process.cpuUsage(c0);
    if (measuring) agentUs += c.user + c.system;
  } else if (m.t === "go") {
    if (profiler) {
      profiler.connect();
      await profiler.post("Profiler.enable");
      await profiler.post("Profiler.start");
    }
    measuring = true;
    guesses0 = { ...(guessCount() ?? guesses0) };
    dmGuesses0 = { ...(dmGuessCount() ?? dmGuesses0) };
    cpu0 = process.cpuUsage();
    w0 = performance.now();
    if (values.inline) players = runPlayers({ tables: N, tick: TICK, stateOf, say: type, stopped: () => stop });
  } else if (m.t === "end") {
    stop = true;
    measuring = false;
    if (TIMELINE) writeFileSync(TIMELINE, JSON.stringify(timeline));
    if (profiler && PROFILE) {
      const { profile } = await profiler.post("Profiler.stop");
      writeFileSync(PROFILE, JSON.stringify(profile));
      profiler.disconnect();
    }
    const wall = (performance.now() - w0) / 1000;
    const cpu = process.cpuUsage(cpu0);
    const sent = await players;
    const g = guessCount();
    const dg = dmGuessCount();
    const result: BotResult = {
      open,
      openSeconds,
      wall,
      committed,
      fromMessages,
      gamesCommitted: gamesCommitted.size,
      gameIds: [...gamesCommitted],
      toCommit,
      statements,
      writes,
      redisSent,
      redisByKind: [...redisByKind].sort((a, b) => b[1] - a[1]).slice(0, 12),
      byKind: [...byKind].sort((a, b) => b[1] - a[1]).slice(0, 16),
      cpuMs: (cpu.user + cpu.system) / 1000,
      agentMs: agentUs / 1000,
      sentInline: sent,
      pid: process.pid,
      ...(g ? { guesses: { kept: g.kept - guesses0.kept, dropped: g.dropped - guesses0.dropped } } : {}),
      ...(dg ? { dmGuesses: { kept: dg.kept - dmGuesses0.kept, dropped: dg.dropped - dmGuesses0.dropped } } : {}),
    };
    send({ t: "result", r: result });
  } else if (m.t === "exit") {
    clearInterval(pusher);
    await rt.stop();
    process.exit(0);
  }
});
// Split: the states go to the driver from the start (with --spread its players play the tables
// already open while the others open).
if (!values.inline) {
  pushStates();
  pusher = setInterval(pushStates, 100);
}

// Open every table through the chat: 20 at a time, as fast as they open; with --spread S each
// table no sooner than its own time, evenly over S wall seconds (table k at k·S/N), so the tables'
// phases do not move in step, each step once the bot answered the last and at most 8 tables
// opening at once (tables.ts openTablesPaced: openings on the clock alone outran a loaded bot).
// (Until 6 December 2026 --spread spread batches of 20: each batch's tables moved in step, and
// their deadlines fell within a few hundred ms of each other.)
const SPREAD_MS = Number(values.spread ?? 0) * 1000;
const t0 = performance.now();
const db = rt.store.db;
/** Finds the wolves' rooms made so far (the outbox makes each after its game's deal). */
async function findWolfRooms(): Promise<void> {
  const missing = tables.filter((t) => t.gameId && !t.wolves);
  if (missing.length === 0) return;
  const games = await db.game.findMany({
    where: { id: { in: missing.map((t) => t.gameId) }, wolfRoomId: { not: null } },
    select: { id: true, wolfRoomId: true },
  });
  const wolfRoom = new Map(games.map((g) => [g.id, g.wolfRoomId]));
  for (const t of missing) {
    const w = wolfRoom.get(t.gameId);
    if (w) t.wolves = net.mocker.RoomMock.load(w);
  }
}
if (SPREAD_MS > 0) {
  // Each table at its own time (by its index among all the bench's tables: with --bots, each bot's
  // share interleaves), each step once the last is answered; its players play it from its game on.
  // The wolves' rooms of the games found so far: one statement every 100 ms for all of them.
  let opening = true;
  const wolves = (async () => {
    while (opening) {
      await findWolfRooms();
      await sleep(100);
    }
  })();
  await openTablesPaced(db, sayTo, tables, (t) => (SPREAD_MS * t.k) / N);
  opening = false;
  await wolves;
} else {
  for (let i = 0; i < tables.length; i += 20)
    await Promise.all(tables.slice(i, i + 20).map((t) => openTable(sayTo, t)));
}
await findGames(db, tables);
for (let i = 0; i < 100 && tables.some((t) => t.gameId && !t.wolves); i++) {
  await findWolfRooms();
  if (tables.some((t) => t.gameId && !t.wolves)) await sleep(100);
}
// A fresh database has no statistics yet: without them the outbox claim's plan is slow.
await db.$executeRawUnsafe("ANALYZE");
const open = tables.filter((t) => t.gameId).length;
const openSeconds = (performance.now() - t0) / 1000;
send({ t: "ready", open });
