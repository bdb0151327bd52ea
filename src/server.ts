/**
 * `npm start`: the real server — the Wechaty bot moderating games, the timers, the outbox, and
 * the HTTP API on PORT (default 3000). Mode: Postgres when DATABASE_URL is set, else embedded
 * PGlite under PGLITE_DIR (default ./.data/pglite); BullMQ when REDIS_URL is set, else
 * in-process timers. The puppet comes from WECHATY_PUPPET (unset: the mock puppet, nobody on it).
 *
 * Env: PORT, HOST (default 0.0.0.0), DATABASE_URL, REDIS_URL, TIMER_QUEUE (BullMQ queue, default
 * werewolf-timers: one per deployment sharing a Redis), PGLITE_DIR, WECHATY_PUPPET,
 * JUDGE_IDS (comma-separated contact ids certified as ranked judges, besides the staff registry),
 * ADMIN_TOKEN (bearer token of the /admin routes), CLOCK_SPEED, LOG_LEVEL.
 */
import { pino } from "pino";
import { startRuntime } from "./app/runtime.ts";
import { buildApp } from "./http/app.ts";

const log = pino({ level: process.env.LOG_LEVEL ?? "info" });

async function main() {
  const judges = process.env.JUDGE_IDS
    ? new Set(
        process.env.JUDGE_IDS.split(",")
          .map((s) => s.trim())
          .filter(Boolean),
      )
    : null;
  const rt = await startRuntime({
    log,
    databaseUrl: process.env.DATABASE_URL || undefined,
    redisUrl: process.env.REDIS_URL || undefined,
    dataDir: process.env.PGLITE_DIR || undefined,
    queueName: process.env.TIMER_QUEUE || undefined,
    speed: Number(process.env.CLOCK_SPEED ?? "1"),
    judges,
  });
  const app = await buildApp({
    db: rt.store.db,
    service: rt.service,
    book: rt.book,
    log,
    mode: rt.describe,
    adminToken: process.env.ADMIN_TOKEN || undefined,
  });
  const port = Number(process.env.PORT ?? "3000");
  await app.listen({ port, host: process.env.HOST ?? "0.0.0.0" });
  log.info(
    { port, puppet: process.env.WECHATY_PUPPET ?? "wechaty-puppet-mock", judges: judges ? judges.size : "anyone" },
    `狼人法官 ready — ${rt.describe()}`,
  );
  const stop = async () => {
    await app.close();
    await rt.stop();
    process.exit(0);
  };
  process.once("SIGTERM", () => void stop());
  process.once("SIGINT", () => void stop());
}

main().catch((err) => {
  log.error({ err }, `server failed to start: ${(err as Error).message}`);
  process.exit(1);
});
