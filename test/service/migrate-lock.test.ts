/**
 * Issue 12 goal 4: processes starting together on one database migrate one after the other, on
 * the schema engine's advisory lock. The engine never unlocks it (the native engine drops its
 * connection): `deployMigrations` must close its pool, or an idle pooled connection keeps the lock
 * after the migrations are done and the next process to start waits for it (bench:load `--bots 2`:
 * the second bot came up ~50 s late, the first bot's games played by their timers alone meanwhile).
 */
import pg from "pg";
import { describe, expect, it } from "vitest";
import { deployMigrations } from "../../src/store/migrate.ts";
import { ensureDb, TEST_DB } from "./setup.ts";

const DB = TEST_DB.replace(/\/([^/?]+)(\?|$)/, "/$1_miglock$2");

describe("deployMigrations and the migration lock (issue 12 goal 4)", () => {
  it("holds no advisory lock once done: a second process's migration does not wait", async () => {
    await ensureDb(DB);
    await deployMigrations(DB);
    const c = new pg.Client({ connectionString: DB });
    await c.connect();
    const locks = async () =>
      (
        await c.query(
          "SELECT l.pid FROM pg_locks l JOIN pg_database d ON d.oid = l.database WHERE l.locktype = 'advisory' AND d.datname = current_database()",
        )
      ).rows;
    try {
      expect(await locks()).toEqual([]);
      // Another session (a starting process's engine) gets the migration lock at once, without waiting.
      expect((await c.query("SELECT pg_try_advisory_lock(72707369) AS got")).rows[0].got).toBe(true);
      await c.query("SELECT pg_advisory_unlock(72707369)");
      // A second deploy (nothing left to apply) leaves it free too.
      expect(await deployMigrations(DB)).toEqual([]);
      expect(await locks()).toEqual([]);
    } finally {
      await c.end();
    }
  });
});
