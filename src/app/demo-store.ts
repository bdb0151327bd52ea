/**
 * Where `npm run demo` keeps its games (issue 13 item 6): never in the store `npm start` reads,
 * since the demo certifies a judge and an inspector and opens a demo season. It ignores
 * `DATABASE_URL`, `PGLITE_DIR` and `REDIS_URL` (the server's) and runs on an in-memory PGlite
 * with in-process timers, unless given its own `DEMO_DATABASE_URL` or `DEMO_PGLITE_DIR` (and
 * `DEMO_REDIS_URL`), which may not be the server's. Its games are on the outbox channel `demo`,
 * so no server's sender ever claims them.
 */
import { resolve } from "node:path";

/** The demo's store, or why the environment is refused (one line). */
export type DemoStore =
  | { ok: true; databaseUrl?: string; dataDir: string; redisUrl?: string; channel: string }
  | { ok: false; error: string };

/** Default embedded data folder of `npm start` (`PGLITE_DIR` unset). */
const SERVER_DIR = "./.data/pglite";

/** The demo's store for `env` (see module comment). */
export function demoStore(env: Record<string, string | undefined>): DemoStore {
  const channel = "demo";
  const redisUrl = env.DEMO_REDIS_URL || undefined;
  if (env.DEMO_DATABASE_URL) {
    if (env.DEMO_DATABASE_URL === env.DATABASE_URL)
      return { ok: false, error: "DEMO_DATABASE_URL 不能和服务器的 DATABASE_URL 相同：演示会认证法官、创建赛季。" };
    return { ok: true, databaseUrl: env.DEMO_DATABASE_URL, dataDir: "memory://", redisUrl, channel };
  }
  if (env.DEMO_PGLITE_DIR && env.DEMO_PGLITE_DIR !== "memory://") {
    const mine = resolve(env.DEMO_PGLITE_DIR);
    if (mine === resolve(env.PGLITE_DIR || SERVER_DIR))
      return {
        ok: false,
        error: `DEMO_PGLITE_DIR 不能是服务器的数据目录（${env.PGLITE_DIR || SERVER_DIR}）：演示会认证法官、创建赛季。`,
      };
    return { ok: true, dataDir: env.DEMO_PGLITE_DIR, redisUrl, channel };
  }
  return { ok: true, dataDir: "memory://", redisUrl, channel };
}
