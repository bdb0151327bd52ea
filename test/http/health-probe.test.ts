/**
 * Issue 25 item 1: `/healthz` cannot be starved. With the pool the games and pages share busy
 * (every connection in a slow query), the health probe still reaches the database on its own
 * connection and says "up"; it says "down" only when the database really does not answer.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dbProbe } from "../../src/app/health.ts";
import { type ChatStack, chatStack } from "../chat/stack.ts";

describe("the database health probe (issue 25 item 1)", () => {
  let s: ChatStack;
  beforeAll(async () => {
    s = await chatStack("postgres+bullmq");
  }, 60_000);
  afterAll(async () => s?.stop());

  it("says up while the shared pool is saturated by slow queries", async () => {
    const db = s.rt.store.db;
    expect((await s.rt.health()).db).toBe("up");
    // More slow statements than the pool has connections (pg's default: 10): the pool is full.
    const busy = Promise.all(
      Array.from({ length: 14 }, () => db.$queryRawUnsafe("SELECT pg_sleep(2.5)::text AS slept")),
    );
    await new Promise((r) => setTimeout(r, 200));
    const h = await s.rt.health();
    await busy;
    expect(h.db).toBe("up");
  }, 30_000);

  it("says down when the database does not answer, (a refused connection)", async () => {
    const dead = dbProbe(s.rt.store.db, "postgresql://postgres@127.0.0.1:1/none", 500);
    expect(await dead.check()).toBe("down");
    await dead.close();
  });
});
