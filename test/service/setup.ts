/**
 * Vitest global setup for the service tests: a dedicated database on the machine's Postgres,
 * migrated with the checked-in Prisma migrations; Redis must answer.
 */
import { Redis } from "ioredis";
import pg from "pg";
import { deployMigrations } from "../../scripts/migrate.ts";

export const TEST_DB = process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/werewolf_test";
export const TEST_REDIS = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

export default async function setup() {
  const url = new URL(TEST_DB);
  const name = url.pathname.slice(1);
  const admin = new pg.Client({ connectionString: TEST_DB.replace(url.pathname, "/postgres") });
  await admin.connect();
  const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  await deployMigrations(TEST_DB);
  const redis = new Redis(TEST_REDIS, { maxRetriesPerRequest: 1, lazyConnect: true });
  await redis.connect();
  await redis.ping();
  redis.disconnect();
  process.env.DATABASE_URL = TEST_DB;
}
