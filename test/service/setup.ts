/**
 * Vitest global setup for the service tests: a dedicated database on the machine's Postgres,
 * migrated with the checked-in Prisma migrations; Redis must answer.
 */
import { createHash, randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import { Redis } from "ioredis";
import pg from "pg";
import { bundleDir, CHILD_BUNDLE_DIR } from "../../scripts/child-bundle.ts";
import { deployMigrations } from "../../src/store/migrate.ts";
import { ensurePgliteTemplate, sweepPgliteCopies } from "../pglite-template.ts";

/** One database per checkout, so two clones on one machine can run their tests at once. */
const checkout = createHash("sha1")
  .update(import.meta.dirname)
  .digest("hex")
  .slice(0, 8);
export const TEST_DB =
  process.env.TEST_DATABASE_URL ?? `postgresql://postgres@127.0.0.1:5432/werewolf_test_${checkout}`;
/** The crash test's own database: its worker process is the only outbox sender there. */
export const CRASH_DB = TEST_DB.replace(/\/([^/?]+)(\?|$)/, "/$1_crash$2");
export const TEST_REDIS = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

/** Creates `dbUrl`'s database if missing, applies the migrations and empties it. */
export async function ensureDb(dbUrl: string) {
  const url = new URL(dbUrl);
  const name = url.pathname.slice(1);
  const admin = new pg.Client({ connectionString: dbUrl.replace(url.pathname, "/postgres") });
  await admin.connect();
  const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  await deployMigrations(dbUrl);
  await truncate(dbUrl);
}

/** Empties every game table and the recorded deployment clock (tests start from a clean database). */
export async function truncate(dbUrl: string) {
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  await c.query(
    'TRUNCATE "Room", "Season", "Staff", "RankedResult", "Ban", "Appeal", "GameCommand", "Game", "Player", "Seat", "GameEvent", "Snapshot", "OutboxMessage", "Timer", "InboundMessage", "DeploymentClock" CASCADE',
  );
  await c.end();
}

/**
 * The stack's two projects (`vitest.config.ts`: the shared graph and the files with their own) both
 * name this set-up; Vitest runs each project's in the same process, so the second waits for the
 * first instead of migrating the same databases at the same time (the schema engine is one per
 * process). Keyed on `globalThis`: each project imports this module anew.
 */
export default async function setup() {
  const key = Symbol.for("werewolf.test.setup");
  const g = globalThis as { [k: symbol]: Promise<void> | undefined };
  g[key] ??= prepare();
  await g[key];
  // At the end of the run: the copies its workers left, the child processes' bundles.
  return () => {
    sweepPgliteCopies();
    const bundles = process.env[CHILD_BUNDLE_DIR];
    if (bundles) rmSync(bundles, { recursive: true, force: true });
  };
}

/** The databases, the PGlite template and Redis, once per run. */
async function prepare() {
  await ensureDb(TEST_DB);
  await ensureDb(CRASH_DB);
  // The migrated embedded database the stacks copy (built once per machine and migrations).
  await ensurePgliteTemplate();
  sweepPgliteCopies();
  const redis = new Redis(TEST_REDIS, { maxRetriesPerRequest: 1, lazyConnect: true });
  await redis.connect();
  await redis.ping();
  redis.disconnect();
  process.env.DATABASE_URL = TEST_DB;
  // The run's folder of bundled entry points for the child processes its tests start
  // (scripts/child-bundle.ts): each built once, by the first worker that needs it.
  process.env[CHILD_BUNDLE_DIR] = bundleDir(`run-${randomUUID().slice(0, 8)}`);
}
