/**
 * Whether Postgres answers (issue 15 item 9, issue 25 item 1; issue 24 goal 1: every statement,
 * `SELECT 1` and `CREATE DATABASE` included, lives in the store). `src/app/health.ts` turns these
 * answers into start-up errors and `/healthz` states.
 */
import pg from "pg";
import type { Db } from "./db.ts";

/** A database that answered (`up`) or did not in time (`down`). */
export type DbState = "up" | "down";

/** Rejects with `Error("timed out after N ms")` unless `p` settles first. */
export function within<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Creates the database `url` names when the server answers that it does not exist (Postgres
 * error 3D000), through the server's `postgres` database (issue 13 item 6: a fresh Postgres needs
 * no manual `createdb`). Returns whether it created it. @throws the connection's error otherwise.
 */
export async function createDatabaseIfMissing(url: string, timeoutMs: number): Promise<boolean> {
  const u = new URL(url);
  const name = decodeURIComponent(u.pathname.replace(/^\//, ""));
  if (!name) return false;
  u.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: u.toString(), connectionTimeoutMillis: timeoutMs });
  admin.on("error", () => {});
  try {
    await within(admin.connect(), timeoutMs);
    await admin.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
    return true;
  } catch (err) {
    // Another process created it meanwhile: fine.
    if ((err as { code?: string }).code === "42P04") return false;
    throw err;
  } finally {
    void admin.end().catch(() => undefined);
  }
}

/**
 * Connects to `url` on a connection of its own and runs `SELECT 1`, each step within `timeoutMs`;
 * a missing database (3D000) is created and tried once more. @throws the connection's error.
 */
export async function pingPostgres(url: string, timeoutMs: number): Promise<void> {
  const connect = async () => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
    client.on("error", () => {});
    try {
      await within(
        client.connect().then(() => client.query("SELECT 1")),
        timeoutMs,
      );
    } finally {
      void client.end().catch(() => undefined);
    }
  };
  try {
    await connect();
  } catch (err) {
    if ((err as { code?: string }).code !== "3D000") throw err;
    await createDatabaseIfMissing(url, timeoutMs);
    await connect();
  }
}

/** `SELECT 1` on the running client within `timeoutMs` (default 1 s). */
export async function probeDb(db: Db, timeoutMs = 1_000): Promise<DbState> {
  try {
    await within(db.$queryRaw`SELECT 1`, timeoutMs);
    return "up";
  } catch {
    return "down";
  }
}

/** A database probe that answers `/healthz` (issue 25 item 1). */
export interface DbProbe {
  check(): Promise<DbState>;
  close(): Promise<void>;
}

/**
 * The probe of `/healthz` (issue 25 item 1). With a server (`url`) it holds ONE connection of its
 * own, outside the pool the games and pages share, so a saturated pool (a flood of page streams,
 * slow queries) cannot make a healthy database look down: "down" means that this connection could
 * not run `SELECT 1` within `timeoutMs` (default 1 s), and the next probe reconnects. Concurrent
 * probes share one query. Without `url` (embedded PGlite: one in-process connection) it is
 * `probeDb(db)`.
 */
export function dbProbe(db: Db, url?: string, timeoutMs = 1_000): DbProbe {
  if (!url) return { check: () => probeDb(db, timeoutMs), close: async () => {} };
  let client: pg.Client | null = null;
  let inflight: Promise<DbState> | null = null;
  let closed = false;
  const drop = (c: pg.Client | null) => {
    if (c && client === c) client = null;
    void c?.end().catch(() => undefined);
  };
  const run = async (): Promise<DbState> => {
    let c = client;
    try {
      if (!c) {
        const fresh = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
        c = fresh;
        fresh.on("error", () => drop(fresh));
        await within(fresh.connect(), timeoutMs);
        if (closed) throw new Error("closed");
        client = fresh;
      }
      await within(c.query("SELECT 1"), timeoutMs);
      return "up";
    } catch {
      drop(c);
      return "down";
    }
  };
  return {
    check() {
      inflight ??= run().finally(() => {
        inflight = null;
      });
      return inflight;
    },
    async close() {
      closed = true;
      drop(client);
    },
  };
}
