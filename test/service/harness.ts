/** An in-process durable stack for tests: GameService + BullMQ timer worker + outbox sender. */
import { randomUUID } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Redis } from "ioredis";
import { pino } from "pino";
import { GameService } from "../../src/app/game-service.ts";
import { OutboxSender } from "../../src/app/outbox.ts";
import { anchoredClock, scaledClock } from "../../src/app/ports.ts";
import { FileTransport } from "../../src/app/transports.ts";
import { pgSql } from "../../src/store/commands.ts";
import { createDb } from "../../src/store/db.ts";
import { BullTimerScheduler, startTimerWorker } from "../../src/timers/bullmq.ts";
import { TEST_DB, TEST_REDIS } from "./setup.ts";

/**
 * `worker: false` leaves timer fires to another process; `sender: false` leaves delivery to it;
 * `queueName` shares a timer queue with it, `channel` its outbox channel.
 */
export async function stack(
  speed: number,
  opts: {
    worker?: boolean;
    sender?: boolean;
    queueName?: string;
    dbUrl?: string;
    channel?: string;
    /** A clock anchored at a real date (forum-25's local times, see anchoredClock). */
    anchor?: { wallMs: number; ruleMs: number };
  } = {},
) {
  const log = pino({ level: "silent" });
  const clock = opts.anchor ? anchoredClock(speed, opts.anchor) : scaledClock(speed);
  const queueName = opts.queueName ?? `test-timers-${randomUUID()}`;
  const outboxFile = join(tmpdir(), `outbox-${randomUUID()}.jsonl`);
  const redis = new Redis(TEST_REDIS, { maxRetriesPerRequest: null });
  const db = createDb(opts.dbUrl ?? TEST_DB);
  const sql = pgSql(opts.dbUrl ?? TEST_DB);
  // Its own outbox channel: senders of other tests on the same database never take its rows.
  const channel = opts.channel ?? `test-${randomUUID()}`;
  const outbox = new OutboxSender(db, new FileTransport(outboxFile), log, { channel });
  const scheduler = new BullTimerScheduler(redis, queueName, clock, speed);
  const onOutbox = opts.sender === false ? undefined : () => outbox.kick();
  const service = new GameService({ db, sql, clock, scheduler, log, onOutbox, channel });
  const worker =
    opts.worker === false
      ? null
      : startTimerWorker(
          redis,
          queueName,
          async ({ gameId, timerId }) => {
            await service.handle(gameId, { type: "timeout", timerId });
          },
          log,
        );
  return {
    service,
    db,
    clock,
    outbox,
    outboxFile,
    queueName,
    redis,
    scheduler,
    async close() {
      await worker?.close();
      await scheduler.queue.obliterate({ force: true }).catch(() => undefined);
      await scheduler.close();
      await outbox.idle();
      await sql.close();
      await db.$disconnect();
      redis.disconnect();
    },
  };
}
