/**
 * `npm start`: the real server — the Wechaty bot moderating games, the timers, the outbox, and
 * the HTTP API on PORT (default 3000). Mode: Postgres when DATABASE_URL is set, else embedded
 * PGlite under PGLITE_DIR (default ./.data/pglite); BullMQ when REDIS_URL is set, else
 * in-process timers (also with TIMERS=in-process, REDIS_URL then unused: issue 24 goal 4). The puppet comes from WECHATY_PUPPET (unset: the mock puppet, nobody on it).
 *
 * Env: PORT, HOST (default 0.0.0.0), DATABASE_URL, REDIS_URL, TIMERS (bullmq | in-process), TIMER_QUEUE (BullMQ queue, default
 * werewolf-timers: one per deployment sharing a Redis), PGLITE_DIR, WECHATY_PUPPET,
 * JUDGE_IDS (comma-separated contact ids certified as ranked judges, besides the staff registry),
 * ADMIN_TOKEN (bearer token of the /admin routes), PUBLIC_BASE_URL (origin of the console's login
 * links, default http://localhost:PORT), CLOCK_SPEED, LOG_LEVEL, LOG_FORMAT (json | pretty), ENV_FILE
 * (default ./.env), WECHATY_LOG (Wechaty's own log, off by default),
 * STARTUP_CHECK_TIMEOUT_MS (each start-up check of Postgres / Redis, default 3000),
 * SHUTDOWN_TIMEOUT_MS (after SIGTERM the process exits by then anyway, default 10000),
 * TIMER_RECONCILE_MS (wall ms between two passes re-driving timers whose job was lost, default 5000).
 * A dependency down at start: one line on stderr naming it and how to fix it, exit 1.
 * A CLOCK_SPEED (or CLOCK_ANCHOR) other than the one recorded on the database by the first process
 * to start there (issue 25 item 2): likewise one line naming the recorded clock and the fix, exit 1.
 *
 * Issue 26 items 4 and 10: `.env` is read first (`./app/load-env.ts`: the real environment wins, a
 * missing file is fine); logs are readable lines in a terminal, JSON otherwise or with
 * `LOG_FORMAT=json` (`./app/logging.ts`); the start-up lines (.env, mode, URL, chat) print even with
 * `LOG_LEVEL=warn`. The chat never stops the server: a missing puppet, a bad token or an unreachable
 * service is one line and `/healthz`'s `chatDetail`, retried with back-off.
 */
// Before any other module reads the environment (issue 26 item 4).
import "./app/load-env.ts";
import { DependencyError, envMs, onShutdown } from "./app/health.ts";
import { dotEnvLine } from "./app/load-env.ts";
import { createLogger, operatorLog } from "./app/logging.ts";
import { startRuntime } from "./boot/runtime.ts";
import { buildApp } from "./http/app.ts";
import { adminCheck } from "./http/guard.ts";
import { timersRedisUrl } from "./timers/mode.ts";
import { ConsoleDesk, registerWeb, runtimeSource } from "./web/index.ts";

const log = createLogger();
/** The operator's start-up lines: printed whatever LOG_LEVEL says, but for silent. */
const ops = operatorLog(log);

async function main() {
  const judges = process.env.JUDGE_IDS
    ? new Set(
        process.env.JUDGE_IDS.split(",")
          .map((s) => s.trim())
          .filter(Boolean),
      )
    : null;
  ops.info(`狼人法官 starting: ${dotEnvLine()}`);
  const rt = await startRuntime({
    log,
    databaseUrl: process.env.DATABASE_URL || undefined,
    // TIMERS=in-process: each process keeps its own commits' timers, the rows the truth (README "Many processes").
    redisUrl: timersRedisUrl(),
    dataDir: process.env.PGLITE_DIR || undefined,
    queueName: process.env.TIMER_QUEUE || undefined,
    speed: Number(process.env.CLOCK_SPEED ?? "1"),
    judges,
    reconcileMs: envMs("TIMER_RECONCILE_MS", 5_000),
  });
  const port = Number(process.env.PORT ?? "3000");
  const speed = Number(process.env.CLOCK_SPEED ?? "1");
  // The web pages (issue 14): live tables, the judge's console (login link by DM `控制台`), replays.
  const main = runtimeSource(rt, speed);
  const desk = new ConsoleDesk({
    baseUrl: process.env.PUBLIC_BASE_URL || `http://localhost:${port}`,
    sources: () => [main],
    book: rt.book,
    log,
    judges,
  });
  rt.router.useConsole((id, name) => desk.link(id, name));
  const app = await buildApp({
    extend: (a) =>
      registerWeb(a, {
        main,
        book: rt.book,
        desk,
        chat: { status: () => rt.chat.status(), admin: adminCheck(process.env.ADMIN_TOKEN || undefined) },
      }),
    db: rt.store.db,
    service: rt.service,
    book: rt.book,
    matches: rt.matches,
    log,
    mode: rt.describe,
    health: rt.health,
    adminToken: process.env.ADMIN_TOKEN || undefined,
  });
  await app.listen({ port, host: process.env.HOST ?? "0.0.0.0" });
  const chat = rt.chat.status();
  const chatZh = chat.mock
    ? "模拟网络（没有真实微信账号）"
    : chat.state === "up"
      ? `已登录 ${chat.user ?? ""}`
      : chat.reason;
  ops.info(
    { port, puppet: process.env.WECHATY_PUPPET || "wechaty-puppet-mock", judges: judges ? judges.size : "anyone" },
    `狼人法官 ready — ${rt.describe()}；http://localhost:${port}/ ；微信：${chatZh}`,
  );
  onShutdown(
    async () => {
      await app.close();
      await rt.stop();
    },
    { log, name: "server" },
  );
}

main().catch((err) => {
  if (err instanceof DependencyError) process.stderr.write(`server cannot start: ${err.message}\n`);
  else log.error({ err }, `server failed to start: ${(err as Error).message}`);
  process.exit(1);
});
