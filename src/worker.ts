/**
 * The durable game worker: GameService + BullMQ timer worker + outbox sender. On start it
 * re-schedules every pending timer row and re-drives every undelivered outbox row, so a crash
 * (even `kill -9`) between commit and send loses nothing.
 *
 * Env: DATABASE_URL, REDIS_URL, TIMER_QUEUE (default "werewolf-timers"), CLOCK_SPEED (rule time
 * per wall time, default 1), OUTBOX_FILE (deliver to a JSON-lines file instead of the log),
 * OUTBOX_CHANNEL (the games it creates and delivers: default `wechat`), OUTBOX_OWNER (sender identity
 * kept across restarts, default the host name), LOG_LEVEL.
 */
import { Redis } from "ioredis";
import { pino } from "pino";
import { GameService } from "./app/game-service.ts";
import { OutboxSender } from "./app/outbox.ts";
import { scaledClock, type Transport } from "./app/ports.ts";
import { FileTransport, LogTransport } from "./app/transports.ts";
import { createDb } from "./store/db.ts";
import { BullTimerScheduler, startTimerWorker } from "./timers/bullmq.ts";

export async function startWorker() {
  const log = pino({ level: process.env.LOG_LEVEL ?? "info" });
  const speed = Number(process.env.CLOCK_SPEED ?? "1");
  const clock = scaledClock(speed);
  const queueName = process.env.TIMER_QUEUE ?? "werewolf-timers";
  const redis = new Redis(process.env.REDIS_URL ?? "redis://127.0.0.1:6379", { maxRetriesPerRequest: null });
  const db = createDb();
  const transport: Transport = process.env.OUTBOX_FILE
    ? new FileTransport(process.env.OUTBOX_FILE)
    : new LogTransport(log);
  const channel = process.env.OUTBOX_CHANNEL || undefined;
  const outbox = new OutboxSender(db, transport, log, { channel });
  const scheduler = new BullTimerScheduler(redis, queueName, clock, speed);
  const service = new GameService({ db, clock, scheduler, log, onOutbox: () => outbox.kick(), channel });
  const inDoubt = await outbox.recoverInDoubt();
  const timers = await service.recover();
  outbox.kick();
  const worker = startTimerWorker(
    redis,
    queueName,
    async ({ gameId, timerId }) => {
      const r = await service.handle(gameId, { type: "timeout", timerId });
      // Stale (the phase moved on) and over (another deadline ended the game) are expected.
      if (!r.ok && r.reject.code !== "timer.stale" && r.reject.code !== "game.over")
        log.warn({ gameId, timerId, reject: r.reject }, "timer refused");
    },
    log,
  );
  // Other instances (the chat front, the HTTP API) commit outbox rows too: poll for them.
  const poll = setInterval(() => outbox.kick(), Number(process.env.OUTBOX_POLL_MS ?? "250"));
  log.info({ timers, inDoubt, queueName, speed }, "worker ready");
  return {
    service,
    outbox,
    async stop() {
      clearInterval(poll);
      await worker.close();
      await scheduler.close();
      await outbox.idle();
      await db.$disconnect();
      redis.disconnect();
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  startWorker().then(
    (w) => {
      // A graceful stop finishes the running timer jobs and the message in flight.
      const stop = () => void w.stop().then(() => process.exit(0));
      process.once("SIGTERM", stop);
      process.once("SIGINT", stop);
    },
    (err) => {
      console.error(`worker failed to start: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    },
  );
}
