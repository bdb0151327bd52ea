/**
 * A database client for crash tests: it sends `budget.left` statements, then behaves as if the
 * process had been killed at that point — the connection is cut (so Postgres rolls back any open
 * transaction, exactly as after a kill -9) and every later statement fails. Running a command
 * once per budget 0, 1, 2, … visits every point between two statements where a crash can land.
 */
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "../../src/generated/prisma/client.ts";
import type { Db } from "../../src/store/db.ts";

/** Statements still allowed; below zero once the "crash" happened. */
export interface Budget {
  left: number;
}

export function dyingDb(url: string, budget: Budget): { db: Db; crashed: () => boolean } {
  class DyingClient extends pg.Client {
    // biome-ignore lint/suspicious/noExplicitAny: pg's overloaded query signature
    override query(...args: any[]): any {
      if (budget.left <= 0) {
        budget.left = -1;
        (this as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
        const err = new Error("simulated crash: the process is gone");
        const cb = args.find((a) => typeof a === "function");
        if (cb) {
          cb(err);
          return undefined;
        }
        return Promise.reject(err);
      }
      budget.left--;
      // biome-ignore lint/suspicious/noExplicitAny: pass the overload through
      return (super.query as any)(...args);
    }
  }
  const pool = new pg.Pool({ connectionString: url, Client: DyingClient, max: 4 });
  pool.on("error", () => undefined);
  const db = new PrismaClient({ adapter: new PrismaPg(pool) });
  return { db, crashed: () => budget.left < 0 };
}
