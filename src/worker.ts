/**
 * The durable game worker: GameService + timer worker + outbox sender. On start it
 * re-schedules every pending timer row and re-drives every undelivered outbox row, so a crash
 * (even `kill -9`) between commit and send loses nothing.
 *
 * Env: DATABASE_URL, REDIS_URL, TIMER_QUEUE (default "werewolf-timers"), TIMERS (`bullmq`, the
 * default: BullMQ's worker on REDIS_URL, default redis://127.0.0.1:6379; `in-process`: no Redis —
 * the timers of this process's own commits wait in it, and its reconciler fires any pending row
 * overdue by more than its grace, so a timers-only worker is the backstop of the processes that
 * commit: a dead one's timers fire here within ~TIMER_RECONCILE_MS + 2 s), CLOCK_SPEED (rule time
 * per wall time, default 1), OUTBOX_FILE (deliver to a JSON-lines file: without it the worker has
 * no chat and runs no outbox sender — the chat processes deliver, issue 12), OUTBOX_CHANNEL (the
 * channel it delivers: default `wechat`), OUTBOX_OWNER (sender name, default the host name; a name
 * a live sender holds gets a suffix), OUTBOX_LEASE_MS (the sender's lease, default 15000), LOG_LEVEL,
 * STARTUP_CHECK_TIMEOUT_MS, SHUTDOWN_TIMEOUT_MS (as `npm start`: a dependency down at start is one
 * line and exit 1; after SIGTERM the process exits by the deadline anyway), TIMER_RECONCILE_MS
 * (wall ms between two passes re-driving timers whose job was lost, default 5000; also after
 * Redis reconnects — issue 15 item 5), CLOCK_ANCHOR (`<wallMs>:<ruleMs>`: a fast clock anchored at
 * a real date, forum-25). The clock must be the one the database records (issue 25 item 2: the
 * first process to start records it; one at another speed is one line on stderr and exit 1).
 * CLOCK_JUMPS=ipc (with CLOCK_ANCHOR, spawned with an IPC channel: the parent moves the clock deadline
 * by deadline, src/timers/clock-jumps.ts — tests, issue 24 goal 5).
 * `.env` is read first and logs follow LOG_FORMAT as `npm start`'s (issue 26 items 4 and 10).
 */
// Before any other module reads the environment (issue 26 item 4).
import "./app/load-env.ts";
import { Redis } from "ioredis";
import { ForumDays } from "./app/forum-days.ts";
import { GameService } from "./app/game-service.ts";
import { checkDependencies, DependencyError, envMs, onShutdown } from "./app/health.ts";
import { dotEnvLine } from "./app/load-env.ts";
import { createLogger, operatorLog } from "./app/logging.ts";
import { OutboxSender } from "./app/outbox.ts";
import { anchoredClock, scaledClock } from "./app/ports.ts";
import { FileTransport } from "./app/transports.ts";
import { pgSql } from "./store/commands.ts";
import { createDb } from "./store/db.ts";
import { BullTimerScheduler, startTimerWorker, type TimeoutJobData } from "./timers/bullmq.ts";
import { followClockJumps, reportFire } from "./timers/clock-jumps.ts";
import { checkDeploymentClock } from "./timers/deployment-clock.ts";
import { InProcessScheduler } from "./timers/in-process.ts";
import { timersRedisUrl } from "./timers/mode.ts";
import { TimerReconciler } from "./timers/reconcile.ts";

export async function startWorker() {
  const log = createLogger();
  const speed = Number(process.env.CLOCK_SPEED ?? "1");
  // CLOCK_ANCHOR=`<wallMs>:<ruleMs>` anchors a fast rule clock (forum-25's local times, see anchoredClock).
  const anchor = /^(\d+):(\d+)$/.exec(process.env.CLOCK_ANCHOR ?? "");
  const anchorOf = anchor ? { wallMs: Number(anchor[1]), ruleMs: Number(anchor[2]) } : undefined;
  const clock = anchorOf ? anchoredClock(speed, anchorOf) : scaledClock(speed);
  const queueName = process.env.TIMER_QUEUE ?? "werewolf-timers";
  // TIMERS=in-process: no Redis at all (issue 24 goal 4: BullMQ's calls were a fifth of a command's CPU).
  const redisUrl = timersRedisUrl(process.env, "redis://127.0.0.1:6379");
  const databaseUrl = process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/werewolf";
  await checkDependencies({ databaseUrl, redisUrl });
  const db = createDb(databaseUrl);
  // One clock per database (issue 25 item 2): a worker at another speed refuses to start.
  await checkDeploymentClock(db, { speed, anchor: anchorOf, role: "worker" }).catch(async (err) => {
    await db.$disconnect();
    throw err;
  });
  const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: null }) : null;
  const sql = pgSql(databaseUrl);
  // A process without the chat never takes chat rows (issue 12): it delivers only to a file.
  const channel = process.env.OUTBOX_CHANNEL || undefined;
  const outbox = process.env.OUTBOX_FILE
    ? new OutboxSender(db, new FileTransport(process.env.OUTBOX_FILE, process.env.OUTBOX_OWNER), log, { channel })
    : null;
  // Timer fires in flight (a clock jump's settle waits for them).
  let firing = 0;
  const fire = async ({ gameId, timerId }: TimeoutJobData): Promise<number | undefined> => {
    firing++;
    const r = await service.handle(gameId, { type: "timeout", timerId }).finally(() => firing--);
    if (r.ok) reportFire(gameId, timerId);
    // Before its deadline (issue 25 item 2): not applied; the job waits for the deadline.
    if (!r.ok && r.reject.code === "timer.early") return Number(r.reject.dueMs);
    // Stale (the phase moved on) and over (another deadline ended the game) are expected.
    if (!r.ok && r.reject.code !== "timer.stale" && r.reject.code !== "game.over")
      log.warn({ gameId, timerId, reject: r.reject }, "timer refused");
    return undefined;
  };
  const bull = redis ? new BullTimerScheduler(redis, queueName, clock, speed, log) : null;
  const scheduler: BullTimerScheduler | InProcessScheduler = bull ?? new InProcessScheduler(clock, fire, log, speed);
  const service: GameService = new GameService({
    db,
    sql,
    clock,
    scheduler,
    log,
    onOutbox: () => outbox?.kick(),
    outbox: outbox ?? undefined,
    channel,
  });
  // forum-25 (F2, F7): a close's post-quota cards and an opening's last words happen where the timer fires.
  const forum = new ForumDays(db, service, log);
  service.observe((gameId, events, after) => forum.onEvents(gameId, events, after));
  const inDoubt = (await outbox?.recoverInDoubt()) ?? null;
  const timers = await service.recover();
  await forum.recover().catch((err) => log.error({ err }, "forum recovery failed"));
  outbox?.kick();
  const worker = redis ? startTimerWorker(redis, queueName, fire, log, { clock, speed }) : null;
  // Other instances (the chat front, the HTTP API) commit outbox rows too: poll for them.
  const poll = setInterval(() => outbox?.poll(), Number(process.env.OUTBOX_POLL_MS ?? "250"));
  const reconciler = new TimerReconciler(db, scheduler, clock, log, {
    intervalMs: envMs("TIMER_RECONCILE_MS", 5_000),
    speed,
  });
  reconciler.start(redis ?? undefined);
  const settled = async () => {
    while (firing > 0) await new Promise((r) => setTimeout(r, 10));
    await forum.idle();
  };
  const unfollow =
    process.env.CLOCK_JUMPS === "ipc" && anchorOf && bull
      ? followClockJumps({ anchor: anchorOf, speed, clock, db, scheduler: bull, settled, log })
      : () => undefined;
  operatorLog(log).info(
    { timers, inDoubt, queueName: bull ? queueName : null, speed, owner: outbox?.owner ?? null },
    `worker ready — ${dotEnvLine()}`,
  );
  return {
    service,
    db,
    outbox,
    log,
    reconciler,
    async stop() {
      unfollow();
      clearInterval(poll);
      await reconciler.stop();
      // With Redis gone a graceful close waits forever: force it (running fires are re-driven anyway).
      await worker?.close(redis?.status !== "ready");
      await scheduler.close();
      await outbox?.close();
      await sql.close();
      await db.$disconnect();
      redis?.disconnect();
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  startWorker().then(
    (w) => {
      // A graceful stop finishes the running timer jobs and the message in flight, within the deadline.
      onShutdown(() => w.stop(), { log: w.log, name: "worker" });
    },
    (err) => {
      const what = err instanceof DependencyError ? "worker cannot start" : "worker failed to start";
      console.error(`${what}: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    },
  );
}
