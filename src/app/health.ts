/**
 * Dependencies and process life (issue 15 item 9):
 * - `checkDependencies`: at start-up, is Postgres reachable (when DATABASE_URL is set; a missing
 *   database is created) and Redis
 *   (when REDIS_URL is set), each within a short timeout; a `DependencyError` says in one line
 *   what is down and how to fix it.
 * - `probeDb` / `probeRedis`: the same questions for `/healthz`, on the running connections (the
 *   database's statements live in `src/store/probe.ts`, re-exported here).
 * - `onShutdown`: SIGTERM / SIGINT run a graceful stop with a deadline; past it the process
 *   exits anyway, with a log line.
 */
import { Redis } from "ioredis";
import type { Logger } from "pino";
import { pingPostgres, within } from "../store/probe.ts";

export { type DbProbe, dbProbe, probeDb } from "../store/probe.ts";

/** State of one dependency: reachable, not, or not used in this mode. */
export type DepState = "up" | "down" | "none";

/** What `/healthz` reports besides the mode. */
export interface Health {
  db: DepState;
  redis: DepState;
  /**
   * The WeChat account (issue 13 item 1): `down` while not logged in; `mock` on the mocked network
   * (up, but nobody real can reach the bot; issue 26 item 4); absent without a chat.
   */
  chat?: DepState | "mock";
  /**
   * Why the chat is down, in Chinese with the fix (waiting for a scan, the puppet not installed, the
   * token, the network — with the failures so far and when it retries —, logged out); on the
   * mocked network, that it is one.
   */
  chatDetail?: string;
}

/** A dependency that is down at start-up; `message` is one line: what, where, why, how to fix. */
export class DependencyError extends Error {}

/** Default time given to each start-up check, ms (`STARTUP_CHECK_TIMEOUT_MS`). */
export const STARTUP_CHECK_TIMEOUT_MS = 3_000;
/** Default shutdown deadline, ms (`SHUTDOWN_TIMEOUT_MS`). */
export const SHUTDOWN_TIMEOUT_MS = 10_000;

/** A positive integer from the environment, else `fallback`. */
export function envMs(name: string, fallback: number): number {
  const v = Number(process.env[name]);
  return Number.isFinite(v) && v > 0 ? Math.round(v) : fallback;
}

/** `url` without its password (for messages). */
export function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "(unparsable URL)";
  }
}

const why = (err: unknown) => {
  const e = err as NodeJS.ErrnoException & { errors?: Error[] };
  // An AggregateError (IPv4 + IPv6 both refused) has an empty message of its own.
  const m = e?.message || e?.errors?.[0]?.message || e?.code || String(err);
  return m.split("\n")[0];
};

async function checkPostgres(url: string, timeoutMs: number): Promise<void> {
  try {
    await pingPostgres(url, timeoutMs);
  } catch (err) {
    throw new DependencyError(
      `Postgres is down or refused the connection (DATABASE_URL=${redact(url)}: ${why(err)}): start Postgres, create the database or fix DATABASE_URL (unset it to use embedded PGlite)`,
    );
  }
}

async function checkRedis(url: string, timeoutMs: number): Promise<void> {
  const r = new Redis(url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  // The socket's own error (ECONNREFUSED …) says more than the "Connection is closed" that follows.
  let cause: unknown = null;
  r.on("error", (err) => {
    cause ??= err;
  });
  try {
    await within(
      r.connect().then(() => r.ping()),
      timeoutMs,
    );
  } catch (err) {
    throw new DependencyError(
      `Redis is down (REDIS_URL=${redact(url)}: ${why(cause ?? err)}): start Redis or fix REDIS_URL (unset it to use in-process timers)`,
    );
  } finally {
    r.disconnect();
  }
}

/**
 * Checks, in parallel, that Postgres (`databaseUrl`) and Redis (`redisUrl`) answer within
 * `timeoutMs` each (default `STARTUP_CHECK_TIMEOUT_MS`); an unset URL is not checked (embedded
 * mode). @throws DependencyError naming the first one down (both lines when both are).
 */
export async function checkDependencies(o: {
  databaseUrl?: string;
  redisUrl?: string;
  timeoutMs?: number;
}): Promise<void> {
  const ms = o.timeoutMs ?? envMs("STARTUP_CHECK_TIMEOUT_MS", STARTUP_CHECK_TIMEOUT_MS);
  const results = await Promise.allSettled([
    o.databaseUrl ? checkPostgres(o.databaseUrl, ms) : Promise.resolve(),
    o.redisUrl ? checkRedis(o.redisUrl, ms) : Promise.resolve(),
  ]);
  const down = results.flatMap((r) => (r.status === "rejected" ? [(r.reason as Error).message] : []));
  if (down.length) throw new DependencyError(down.join("; "));
}

/** PING on the running connection within `timeoutMs` (default 1 s); "none" without Redis. */
export async function probeRedis(redis: Redis | null, timeoutMs = 1_000): Promise<DepState> {
  if (!redis) return "none";
  // While disconnected, a command would wait in the offline queue: answer at once.
  if (redis.status !== "ready") return "down";
  try {
    await within(redis.ping(), timeoutMs);
    return "up";
  } catch {
    return "down";
  }
}

/**
 * What `onShutdown` needs of the process: its signals and its exit. The process itself by
 * default; a test passes a stand-in and fake timers, and checks the deadline on a clock it moves
 * instead of in elapsed milliseconds (issue 24 goal 5).
 */
export interface ShutdownHost {
  on(signal: "SIGTERM" | "SIGINT", handler: (signal: NodeJS.Signals) => void): unknown;
  exit(code: number): void;
}

/**
 * Runs `stop` on the first SIGTERM or SIGINT, then exits 0. When `stop` fails, or has not
 * finished after `timeoutMs` (default `SHUTDOWN_TIMEOUT_MS`, env of the same name), the process
 * logs one line and exits 1 anyway; a second signal exits at once.
 */
export function onShutdown(
  stop: () => Promise<void>,
  o: { log: Logger; timeoutMs?: number; name: string; host?: ShutdownHost },
): void {
  const ms = o.timeoutMs ?? envMs("SHUTDOWN_TIMEOUT_MS", SHUTDOWN_TIMEOUT_MS);
  const host = o.host ?? process;
  let stopping = false;
  const handler = (signal: NodeJS.Signals) => {
    if (stopping) {
      o.log.warn({ signal }, `${o.name}: second ${signal}, exiting now`);
      host.exit(1);
    }
    stopping = true;
    o.log.info({ signal, deadlineMs: ms }, `${o.name} stopping`);
    const deadline = setTimeout(() => {
      o.log.error(
        { deadlineMs: ms },
        `${o.name}: shutdown did not finish within ${ms} ms (SHUTDOWN_TIMEOUT_MS), exiting anyway`,
      );
      host.exit(1);
    }, ms);
    deadline.unref();
    stop().then(
      () => host.exit(0),
      (err) => {
        o.log.error({ err }, `${o.name}: shutdown failed, exiting`);
        host.exit(1);
      },
    );
  };
  host.on("SIGTERM", handler);
  host.on("SIGINT", handler);
}
