/**
 * The composition root shared by `npm start`, `npm run demo` and the end-to-end tests: store,
 * timers, GameService, outbox sender, chat router and the Wechaty bot, wired the same way in
 * both modes:
 * - `DATABASE_URL` set → Postgres; unset → embedded PGlite under `PGLITE_DIR` (default `./.data/pglite`).
 * - `REDIS_URL` set → BullMQ delayed jobs (+ the timer worker in this process); unset → an
 *   in-process scheduler over the same persisted timer rows.
 * On start it re-drives what a crash left: outbox rows in flight and every pending timer row.
 */
import { randomInt } from "node:crypto";
import { Redis } from "ioredis";
import type { Logger } from "pino";
import type { Wechaty } from "wechaty";
import type { MockNetwork } from "../chat/mock-network.ts";
import { ChatRouter } from "../chat/router.ts";
import { attachRouter, createBot, WechatyTransport } from "../chat/wechaty.ts";
import { openStore, type Store } from "../store/db.ts";
import { BullTimerScheduler, startTimerWorker, type TimeoutJobData } from "../timers/bullmq.ts";
import { InProcessScheduler } from "../timers/in-process.ts";
import { GameService } from "./game-service.ts";
import { OutboxSender } from "./outbox.ts";
import { type Clock, scaledClock, type TimerScheduler } from "./ports.ts";
import { RoomService } from "./rooms.ts";
import { appealWindowFromEnv, SeasonBook } from "./season.ts";

export interface RuntimeOptions {
  log: Logger;
  databaseUrl?: string;
  dataDir?: string;
  redisUrl?: string;
  /** Rule time per wall time (1 = real time; the demo runs faster). */
  speed?: number;
  /** BullMQ queue name (default `werewolf-timers`). */
  queueName?: string;
  /** A bot to use (tests pass the mock network's); default: `createBot()` from `WECHATY_PUPPET`. */
  bot?: { bot: Wechaty; network: MockNetwork | null };
  /** Contacts allowed to open rooms; null/undefined = anyone. */
  judges?: Set<string> | null;
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
}

export interface Runtime {
  store: Store;
  timers: "bullmq" | "in-process";
  clock: Clock;
  service: GameService;
  rooms: RoomService;
  book: SeasonBook;
  router: ChatRouter;
  outbox: OutboxSender;
  bot: Wechaty;
  network: MockNetwork | null;
  /** One line saying which mode runs (README: how to switch). */
  describe(): string;
  stop(): Promise<void>;
}

/** Builds and starts everything (the bot included). */
export async function startRuntime(o: RuntimeOptions): Promise<Runtime> {
  const speed = o.speed ?? 1;
  const clock = scaledClock(speed);
  const store = await openStore({ databaseUrl: o.databaseUrl, dataDir: o.dataDir });
  const { db } = store;
  const { bot, network } = o.bot ?? createBot();
  const channel = o.channel ?? (process.env.OUTBOX_CHANNEL || undefined);
  const outbox = new OutboxSender(db, new WechatyTransport(bot, db, o.log), o.log, { channel });

  let service: GameService | null = null;
  const fire = async ({ gameId, timerId }: TimeoutJobData) => {
    if (!service) return;
    const r = await service.handle(gameId, { type: "timeout", timerId });
    if (!r.ok && r.reject.code !== "timer.stale" && r.reject.code !== "game.over")
      o.log.warn({ gameId, timerId, reject: r.reject }, "timer refused");
  };
  let scheduler: TimerScheduler & { close(): Promise<void> };
  let closeTimers: () => Promise<void>;
  if (o.redisUrl) {
    const redis = new Redis(o.redisUrl, { maxRetriesPerRequest: null });
    const queueName = o.queueName ?? "werewolf-timers";
    const bull = new BullTimerScheduler(redis, queueName, clock, speed);
    const worker = startTimerWorker(redis, queueName, fire, o.log);
    scheduler = bull;
    closeTimers = async () => {
      await worker.close();
      await bull.close();
      redis.disconnect();
    };
  } else {
    const local = new InProcessScheduler(clock, fire, o.log, speed);
    scheduler = local;
    closeTimers = () => local.close();
  }
  const book = new SeasonBook(db, o.wallClock ?? Date.now, {
    appealWindowMs: o.appealWindowMs ?? appealWindowFromEnv(),
    onOutbox: () => outbox.kick(),
  });
  service = new GameService({
    db,
    clock,
    scheduler,
    log: o.log,
    onOutbox: () => outbox.kick(),
    channel,
    onGameEnded: (tx, gameId, state) => book.onGameEnded(tx, gameId, state),
  });
  const rooms = new RoomService(db);
  const router = new ChatRouter({
    db,
    service,
    rooms,
    seed: o.seed ?? (() => randomInt(2 ** 31 - 1)),
    log: o.log,
    judges: o.judges ?? null,
    book,
  });
  attachRouter(bot, router, o.log);
  if (network) await network.start();
  else await bot.start();

  await outbox.recoverInDoubt();
  await service.recover();
  outbox.kick();
  const poll = setInterval(() => outbox.kick(), o.outboxPollMs ?? 250);
  const timers = o.redisUrl ? "bullmq" : "in-process";
  return {
    store,
    timers,
    clock,
    service,
    rooms,
    book,
    router,
    outbox,
    bot,
    network,
    describe: () =>
      `${store.mode === "embedded" ? `嵌入式 PGlite（${store.where}）` : `Postgres（${store.where}）`} + ${timers === "bullmq" ? "BullMQ（Redis）" : "进程内计时器"}`,
    async stop() {
      clearInterval(poll);
      await closeTimers();
      await outbox.idle();
      await bot.stop().catch(() => undefined);
      await store.close();
    },
  };
}
