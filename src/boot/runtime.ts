/**
 * The composition root shared by `npm start`, `npm run demo` and the end-to-end tests: store,
 * timers, GameService, outbox sender, chat router and the Wechaty bot, wired the same way in
 * both modes. It sits above every layer it wires (the app imports no chat: issue 23 goal 1):
 * - `DATABASE_URL` set → Postgres; unset → embedded PGlite under `PGLITE_DIR` (default `./.data/pglite`).
 * - `REDIS_URL` set → BullMQ delayed jobs (+ the timer worker in this process); unset → an
 *   in-process scheduler over the same persisted timer rows.
 * On start it checks that Postgres and Redis answer (when used; `app/health.ts`, issue 15 item 9),
 * and that this process's clock is the one the database records (issue 25 item 2), then
 * re-drives what a crash left: outbox rows in flight and every pending timer row; while it
 * runs, timers whose job was lost are re-driven (`TimerReconciler`, issue 15 item 5). Commands
 * never wait on the timer queue (issue 25 item 5).
 */

import { randomInt } from "node:crypto";
import { dirname, join } from "node:path";
import { Redis } from "ioredis";
import type { Logger } from "pino";
import type { Wechaty } from "wechaty";
import { ForumDays } from "../app/forum-days.ts";
import { GameService, mergeEnds } from "../app/game-service.ts";
import { checkDependencies, dbProbe, envMs, type Health, probeDb, probeRedis } from "../app/health.ts";
import { MatchBook, type MatchScoring, matchScoringFromEnv } from "../app/match.ts";
import { DbWatch, forgiveOutage, OUTAGE_NOTICE_MS, Presence } from "../app/outage.ts";
import { DEFAULT_CHANNEL, OutboxSender } from "../app/outbox.ts";
import { anchoredClock, type Clock, scaledClock, type TimerScheduler } from "../app/ports.ts";
import { recapOnEvents, replayPost } from "../app/recap.ts";
import { RoomService } from "../app/rooms.ts";
import { appealWindowFromEnv, SeasonBook } from "../app/season.ts";
import { KnownLanguages } from "../chat/known-languages.ts";
import { type ChatHealth, ChatLink, type RetryPolicy } from "../chat/login.ts";
import type { MockNetwork } from "../chat/mock-network.ts";
import { DEFAULT_PACING, PacedTransport, Pacer, type PacingOptions, pacingFromEnv } from "../chat/pacing.ts";
import { ReplyOutbox } from "../chat/reply-outbox.ts";
import { ChatRouter } from "../chat/router.ts";
import { attachRouter, createBot, type Inbound, type Journaled, WechatyTransport } from "../chat/wechaty.ts";
import { onCalendar } from "../engine/rulesets/flow.ts";
import { pgSql } from "../store/commands.ts";
import { createDb, openStore, type Store } from "../store/db.ts";
import { DeliveredLog } from "../store/delivered-log.ts";
import { DEFAULT_JOURNAL_DIR, InboundJournal } from "../store/inbound-journal.ts";
import { OutboxStore } from "../store/outbox.ts";
import { BullTimerScheduler, startTimerWorker, type TimeoutJobData } from "../timers/bullmq.ts";
import { checkDeploymentClock } from "../timers/deployment-clock.ts";
import { HandOverScheduler, HOLD_RULE_MS } from "../timers/hand-over.ts";
import { InProcessScheduler } from "../timers/in-process.ts";
import { type EnsuringScheduler, TimerReconciler } from "../timers/reconcile.ts";

export interface RuntimeOptions {
  log: Logger;
  databaseUrl?: string;
  dataDir?: string;
  redisUrl?: string;
  /** Rule time per wall time (1 = real time; the demo runs faster). */
  speed?: number;
  /** BullMQ queue name (default `werewolf-timers`). */
  queueName?: string;
  /**
   * With Redis: rule ms a timer is held in its process before it goes to BullMQ (src/timers/
   * hand-over.ts; default `TIMER_HOLD_MS`, else `HOLD_RULE_MS`, 2 min; 0: every timer to BullMQ).
   */
  timerHoldMs?: number;
  /** A bot to use (tests pass the mock network's); default: `createBot()` from `WECHATY_PUPPET`. */
  bot?: { bot: Wechaty; network: MockNetwork | null; preflight?: () => Promise<void> };
  /** Contacts allowed to open rooms; null/undefined = anyone. */
  judges?: Set<string> | null;
  /** The organiser's match points (T22); default `MATCH_SCORING` from the environment, else DEFAULT_MATCH_SCORING. */
  matchScoring?: MatchScoring;
  /** How often other processes' outbox rows are picked up, ms (default 250). */
  outboxPollMs?: number;
  /** Game seeds; default: crypto-random. */
  seed?: () => number;
  /** How long after a game's end it may be appealed, ms (000 §二); default `APPEAL_WINDOW_HOURS` or 72 h. */
  appealWindowMs?: number;
  /** The season's wall clock (tests move it); default Date.now. */
  wallClock?: () => number;
  /** The outbox channel of this chat account (default `OUTBOX_CHANNEL` or `wechat`): its games, its sender. */
  channel?: string;
  /** Wall ms between two passes re-driving lost timer jobs (default 5000, issue 15 item 5). */
  reconcileMs?: number;
  /** Back-off of the puppet's start retries (default 2 s doubling to 5 min, issue 13 item 1). */
  chatRetry?: RetryPolicy;
  /**
   * Outbound pacing of the account (issue 13 item 1); default `CHAT_SEND_PER_MINUTE` /
   * `CHAT_SEND_BURST`, else 40 a minute in bursts of 5 on a real puppet, unpaced on the mocked network.
   */
  pacing?: PacingOptions;
  /** Where a login QR code is shown (default: printed in the terminal). */
  printQr?: (qrcode: string) => void;
  /** Shortest absence told to the running games, wall ms (default `OUTAGE_NOTICE_MS` or 30 000; issue 13 item 5). */
  outageNoticeMs?: number;
  /** Heartbeat period of the presence row, wall ms (default 5000). */
  heartbeatMs?: number;
  /** Public base URL of the HTTP API for links in DMs (default `PUBLIC_BASE_URL`). */
  publicBaseUrl?: string;
  /**
   * Anchors the rule clock (see `anchoredClock`): at wall time `wallMs` it reads `ruleMs`. For
   * a fast forum-25 game whose local clock times must stay real dates (the demo, the tests).
   */
  anchor?: { wallMs: number; ruleMs: number };
  /** What this process is, in the deployment clock's record and messages (default `server`; issue 25 item 2). */
  role?: string;
  /**
   * Where the inbound journal and the outbox's delivered log are kept (issue 25 item 6, issue 24
   * goal 4; see {@link defaultJournalDir}); null: neither (a message in flight at a kill is lost,
   * the outbox marks each delivery sent at once).
   */
  journalDir?: string | null;
  /** Wall ms between two probes of a database found down (default 1000; issue 25 item 4). */
  dbProbeMs?: number;
}

export interface Runtime {
  store: Store;
  timers: "bullmq" | "in-process";
  clock: Clock;
  service: GameService;
  rooms: RoomService;
  /** Table matches (T22): the five-game score sheets. */
  matches: MatchBook;
  book: SeasonBook;
  router: ChatRouter;
  /** Where the router's replies are written (issue 24 goal 3): the chat's, the web console's. */
  replies: ReplyOutbox;
  /** The inbound side of the chat: its per-conversation queues (see {@link attachRouter}). */
  inbound: Inbound;
  outbox: OutboxSender;
  /** Re-drives timers whose job was lost (Redis emptied, a failed schedule). */
  reconciler: TimerReconciler;
  /** The account's link: start retries, login state (issue 13 item 1). */
  chat: ChatLink;
  /** The account's outbound pacing. */
  pacer: Pacer;
  /** The language each chat was last delivered in (the chat's direct sends without the database, issue 23). */
  languages: KnownLanguages;
  bot: Wechaty;
  network: MockNetwork | null;
  /** One line saying which mode runs (README: how to switch). */
  describe(): string;
  /** Whether the database and Redis answer now (for `/healthz`). */
  health(): Promise<Health>;
  stop(): Promise<void>;
}

/**
 * The inbound journal's default directory (issue 25 item 6): `INBOUND_JOURNAL_DIR`, else beside
 * an embedded store (`<dataDir>/../inbound`), else `./.data/inbound`; none for an in-memory store
 * (its games do not outlive the process either).
 */
function defaultJournalDir(store: Store): string | null {
  if (store.mode === "embedded" && store.where.startsWith("memory://")) return null;
  if (process.env.INBOUND_JOURNAL_DIR) return process.env.INBOUND_JOURNAL_DIR;
  return store.mode === "embedded" ? join(dirname(store.where), "inbound") : DEFAULT_JOURNAL_DIR;
}

/** `TIMER_HOLD_MS` (rule ms, 0 allowed: every timer to BullMQ at once), else {@link HOLD_RULE_MS}. */
function timerHoldFromEnv(): number {
  const v = Number(process.env.TIMER_HOLD_MS);
  return process.env.TIMER_HOLD_MS && Number.isFinite(v) && v >= 0 ? v : HOLD_RULE_MS;
}

/** Builds and starts everything (the bot included). */
export async function startRuntime(o: RuntimeOptions): Promise<Runtime> {
  const speed = o.speed ?? 1;
  const clock = o.anchor ? anchoredClock(speed, o.anchor) : scaledClock(speed);
  await checkDependencies({ databaseUrl: o.databaseUrl, redisUrl: o.redisUrl });
  const store = await openStore({ databaseUrl: o.databaseUrl, dataDir: o.dataDir });
  const { db } = store;
  // One clock per database (issue 25 item 2): a process at another speed refuses to start.
  await checkDeploymentClock(db, { speed, anchor: o.anchor, role: o.role ?? "server" }).catch(async (err) => {
    await store.close();
    throw err;
  });
  const { bot, network, preflight } = o.bot ?? createBot();
  const channel = o.channel ?? (process.env.OUTBOX_CHANNEL || undefined);
  const noticeMs = o.outageNoticeMs ?? envMs("OUTAGE_NOTICE_MS", OUTAGE_NOTICE_MS);
  // Issue 25 item 4: a database outage is handled as the bot's own (see DbWatch).
  let onDbBack: (sinceMs: number, awayMs: number) => Promise<unknown> = async () => undefined;
  // `/healthz` probes on a connection of its own (issue 25 item 1: a busy pool is not an outage);
  // the outage watch probes the shared pool itself, so "back" means the games' statements run again.
  const probe = dbProbe(db, store.mode === "postgres" ? o.databaseUrl : undefined);
  const watch = new DbWatch({
    probe: async () => (await probeDb(db)) === "up",
    wall: Date.now,
    log: o.log,
    onBack: (sinceMs, awayMs) => onDbBack(sinceMs, awayMs),
    probeMs: o.dbProbeMs,
  });
  // The sender has its own connections in Postgres mode (issue 12): a burst of commands or chat
  // lookups does not starve deliveries, nor deliveries them.
  const senderDb = store.mode === "postgres" && o.databaseUrl ? createDb(o.databaseUrl) : db;
  const senderSql = store.mode === "postgres" && o.databaseUrl ? pgSql(o.databaseUrl, 8) : store.sql;
  // The language each chat was last delivered in: the chat's direct sends without the database use it (issue 23).
  const languages = new KnownLanguages();
  // The mocked network's far side keeps each bot message unrendered too (issue 23 goal 4: the leak scans read every language).
  const tap = network ? network.said.bind(network) : undefined;
  const pacer = new Pacer(o.pacing ?? pacingFromEnv(network ? { perMinute: 0, burst: 1 } : DEFAULT_PACING), o.log);
  // The inbound journal and the delivered log live in one directory (one process per channel and directory).
  const journalDir = o.journalDir === undefined ? defaultJournalDir(store) : o.journalDir;
  const delivered = journalDir ? DeliveredLog.open(journalDir, channel ?? DEFAULT_CHANNEL) : undefined;
  const outbox = new OutboxSender(
    senderDb,
    new PacedTransport(new WechatyTransport(bot, senderDb, o.log, senderSql, languages, tap), pacer),
    o.log,
    { channel, sql: senderSql, delivered },
  );

  let service: GameService | null = null;
  // Timer fires wait until the outage notices are given (deadlines of the outage are reopened first).
  let outageDone: () => void = () => {};
  const outageChecked = new Promise<void>((r) => {
    outageDone = r;
  });
  const fire = async ({ gameId, timerId }: TimeoutJobData) => {
    if (!service) return;
    await outageChecked;
    let r: Awaited<ReturnType<GameService["handle"]>>;
    for (;;) {
      // A deadline never fires while the database is down, nor before its outage's ruling (issue 25 item 4).
      await watch.ready();
      try {
        r = await service.handle(gameId, { type: "timeout", timerId });
        break;
      } catch (err) {
        if (!(await watch.check())) throw err;
      }
    }
    // Before its deadline (issue 25 item 2): not applied; the scheduler waits for the deadline.
    if (!r.ok && r.reject.code === "timer.early") return Number(r.reject.dueMs);
    if (!r.ok && r.reject.code !== "timer.stale" && r.reject.code !== "game.over")
      o.log.warn({ gameId, timerId, reject: r.reject }, "timer refused");
  };
  let scheduler: TimerScheduler & EnsuringScheduler & { close(): Promise<void> };
  let closeTimers: () => Promise<void>;
  let redis: Redis | null = null;
  if (o.redisUrl) {
    redis = new Redis(o.redisUrl, { maxRetriesPerRequest: null });
    const queueName = o.queueName ?? "werewolf-timers";
    const bull = new BullTimerScheduler(redis, queueName, clock, speed, o.log);
    const worker = startTimerWorker(redis, queueName, fire, o.log, { clock, speed });
    // Issue 24 goal 4: a timer is held here first; one that outlasts the hold goes to BullMQ.
    const held = new HandOverScheduler(
      bull,
      new InProcessScheduler(clock, fire, o.log, speed),
      clock,
      o.log,
      speed,
      o.timerHoldMs ?? timerHoldFromEnv(),
    );
    scheduler = held;
    const conn = redis;
    closeTimers = async () => {
      await held.close();
      // With Redis gone a graceful close waits forever: force it (running fires are re-driven anyway).
      await worker.close(conn.status !== "ready");
      await bull.close();
      conn.disconnect();
    };
  } else {
    const local = new InProcessScheduler(clock, fire, o.log, speed);
    scheduler = local;
    closeTimers = () => local.close();
  }
  const rooms = new RoomService(db);
  const matches = new MatchBook(db, rooms, o.matchScoring ?? matchScoringFromEnv());
  const book = new SeasonBook(db, o.wallClock ?? Date.now, {
    appealWindowMs: o.appealWindowMs ?? appealWindowFromEnv(),
    onOutbox: () => outbox.kick(),
    publicBaseUrl: o.publicBaseUrl ?? (process.env.PUBLIC_BASE_URL || undefined),
  });
  service = new GameService({
    db,
    sql: store.sql,
    clock,
    scheduler,
    log: o.log,
    onOutbox: () => outbox.kick(),
    outbox,
    channel,
    onGameEnded: async (end) =>
      mergeEnds([
        ...(await Promise.all([book.onGameEnded(end), matches.onGameEnded(end)])),
        {
          messages: onCalendar(end.state.setup)
            ? []
            : replayPost(end.gameId, o.publicBaseUrl ?? process.env.PUBLIC_BASE_URL),
          rows: {},
        },
      ]),
  });
  // forum-25 (F2, F7): the post-quota cards at a close, the last words at an opening.
  const forum = new ForumDays(db, service, o.log);
  const router = new ChatRouter({
    db,
    service,
    rooms,
    seed: o.seed ?? (() => randomInt(2 ** 31 - 1)),
    log: o.log,
    judges: o.judges ?? null,
    book,
    matches,
    clock,
    forum,
    sql: store.sql,
    // A forum 替补 by contact id names someone the bot's WeChat knows (issue 25 item 8).
    contactKnown: async (id) => (await bot.Contact.find({ id }).catch(() => undefined)) !== undefined,
    // A director added by contact id is named as WeChat names him.
    contactName: async (id) => (await bot.Contact.find({ id }).catch(() => undefined))?.name() ?? null,
    isBot: (id) => bot.isLoggedIn && bot.currentUser.id === id,
    databaseDown: () => watch.check(),
  });
  service.observe((gameId, events, after, before) => {
    forum.onEvents(gameId, events, after);
    recapOnEvents({ sql: store.sql, service, log: o.log }, gameId, events, after, before); // issue 26 item 5
    // An ended game leaves nothing in the process (issue 12 goal 5).
    if (after.phase.kind === "ended") router.forgetGame(gameId);
  });
  // Real wall time (not the season's clock, which tests move): compared with the games' updatedAt.
  const wall = Date.now;
  const presence = new Presence(db, channel ?? DEFAULT_CHANNEL, wall, o.log, o.heartbeatMs, {
    beaten: () => watch.up(),
    failed: () => void watch.check(),
  });
  const lastAlive = await presence.lastAlive();
  const awayMs = lastAlive === null ? 0 : wall() - lastAlive;
  await presence.beat();
  presence.start();
  onDbBack = (sinceMs, away) =>
    forgiveOutage({ db, service, channel: channel ?? DEFAULT_CHANNEL, awayMs: away, sinceMs, speed, log: o.log });
  if (lastAlive !== null && awayMs >= noticeMs)
    await forgiveOutage({
      db,
      service,
      channel: channel ?? DEFAULT_CHANNEL,
      awayMs,
      sinceMs: lastAlive,
      speed,
      log: o.log,
    });
  outageDone();
  const journal = journalDir ? InboundJournal.open<Journaled>(journalDir, channel ?? DEFAULT_CHANNEL) : undefined;
  let chatStarted: () => void = () => {};
  const started = new Promise<void>((r) => {
    chatStarted = r;
  });
  // Issue 24 goal 3: every reply leaves through the outbox (the sender woken at once).
  const replies = new ReplyOutbox(new OutboxStore(db), channel ?? DEFAULT_CHANNEL, () => outbox.kick());
  const inbound = attachRouter(bot, router, o.log, pacer, { journal, gate: watch, started, replies, languages, tap });
  const chat = new ChatLink(bot, o.log, {
    begin: network ? () => network.start() : undefined,
    // Issue 26 item 4: a missing puppet, a bad token, the network — one Chinese line, retried with back-off.
    preflight,
    mock: network !== null,
    // A bot the caller brought (demo, playground, tests) is no operator's surprise (issue 26 item 4).
    operator: o.bot === undefined,
    retry: o.chatRetry,
    printQr: o.printQr,
    pacer,
  });
  // A puppet that cannot connect does not stop the server: the link retries (`/healthz` says why).
  await chat.start();
  chatStarted();

  await outbox.recoverInDoubt();
  await service.recover();
  await forum.recover().catch((err) => o.log.error({ err }, "forum recovery failed"));
  outbox.kick();
  const poll = setInterval(() => outbox.poll(), o.outboxPollMs ?? 250);
  const reconciler = new TimerReconciler(db, scheduler, clock, o.log, { intervalMs: o.reconcileMs, speed });
  reconciler.start(redis ?? undefined);
  const timers = o.redisUrl ? "bullmq" : "in-process";
  // `/healthz` on a connection of its own: a busy pool never reads as "db down" (issue 25 item 1).
  return {
    store,
    timers,
    clock,
    service,
    rooms,
    matches,
    book,
    router,
    replies,
    inbound,
    outbox,
    reconciler,
    chat,
    pacer,
    languages,
    bot,
    network,
    describe: () =>
      `${store.mode === "embedded" ? `嵌入式 PGlite（${store.where}）` : `Postgres（${store.where}）`} + ${timers === "bullmq" ? "BullMQ（Redis）" : "进程内计时器"}`,
    health: async () => {
      const [dbState, redisState] = await Promise.all([probe.check(), probeRedis(redis)]);
      const c: ChatHealth = chat.status();
      // The mocked network is `chat: "mock"` (issue 26 item 4): nobody real can reach the bot.
      const chatState = c.mock && c.state === "up" ? "mock" : c.state;
      return { db: dbState, redis: redisState, chat: chatState, ...(c.reason ? { chatDetail: c.reason } : {}) };
    },
    async stop() {
      clearInterval(poll);
      await probe.close();
      watch.stop();
      await presence.stop();
      await reconciler.stop();
      // Scheduling calls still on their way (issue 25 item 5) get a moment; the rows stay pending anyway.
      await Promise.race([service.timersAfterCommit.idle(), new Promise((r) => setTimeout(r, 1_000).unref())]);
      await closeTimers();
      pacer.close();
      await outbox.close();
      delivered?.close();
      if (senderDb !== db) await senderDb.$disconnect();
      if (senderSql !== store.sql) await senderSql.close();
      await chat.stop();
      journal?.close();
      await store.close();
    },
  };
}
