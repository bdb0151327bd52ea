/**
 * Issue 13 item 6: in Postgres mode the server creates its database when the server has none of
 * that name (a fresh Postgres, `docker compose` with another POSTGRES_DB), instead of refusing to start.
 */
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { checkDependencies, DependencyError } from "../../src/app/health.ts";
import { TEST_DB } from "./setup.ts";

const name = `werewolf_create_${randomUUID().slice(0, 8)}`;
const url = (() => {
  const u = new URL(TEST_DB);
  u.pathname = `/${name}`;
  return u.toString();
})();
const admin = () => {
  const u = new URL(TEST_DB);
  u.pathname = "/postgres";
  return new pg.Client({ connectionString: u.toString() });
};
const exists = async () => {
  const c = admin();
  await c.connect();
  try {
    return (await c.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])).rowCount === 1;
  } finally {
    await c.end();
  }
};

describe("Postgres mode creates its database if missing (issue 13 item 6)", () => {
  afterAll(async () => {
    const c = admin();
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await c.end();
  }, 60_000);

  it("a DATABASE_URL naming a database that does not exist yet: the check creates it and passes; twice is fine", async () => {
    expect(await exists()).toBe(false);
    await checkDependencies({ databaseUrl: url });
    expect(await exists()).toBe(true);
    await checkDependencies({ databaseUrl: url });
  }, 60_000);

  it("a server that is down is still a one-line DependencyError", async () => {
    const down = new URL(url);
    down.port = "1";
    await expect(checkDependencies({ databaseUrl: down.toString(), timeoutMs: 1_000 })).rejects.toBeInstanceOf(
      DependencyError,
    );
  });
});
