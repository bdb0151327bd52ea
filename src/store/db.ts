/**
 * The Prisma client, in one of two modes with the same schema and migrations:
 * - `postgres`: a real server over `@prisma/adapter-pg` (DATABASE_URL);
 * - `embedded`: PGlite (Postgres compiled to WebAssembly, in this process) over
 *   `pglite-prisma-adapter`, data under a local folder — for a machine with only Node.
 */
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaClient } from "../generated/prisma/client.ts";
import { deployMigrations } from "./migrate.ts";

export type Db = InstanceType<typeof PrismaClient>;

/** A client for `url` (default: DATABASE_URL). Call `$disconnect()` when done. */
export function createDb(url = process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/werewolf"): Db {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });
}

/** An open database and how it runs. */
export interface Store {
  db: Db;
  mode: "postgres" | "embedded";
  /** Where the data is: the URL without credentials, or the PGlite folder (`memory://` = none). */
  where: string;
  close(): Promise<void>;
}

/**
 * Opens the store: Postgres when `databaseUrl` is set, else embedded PGlite in `dataDir`
 * (default `./.data/pglite`; `memory://` keeps nothing). Pending migrations are applied in
 * both modes (`prisma/migrations`, through Prisma's schema engine). Embedded start-up takes
 * ~5 s the first time, ~1 s reopening a folder.
 */
export async function openStore(opts: { databaseUrl?: string; dataDir?: string } = {}): Promise<Store> {
  if (opts.databaseUrl) {
    await deployMigrations(opts.databaseUrl);
    const db = createDb(opts.databaseUrl);
    const u = new URL(opts.databaseUrl);
    return {
      db,
      mode: "postgres",
      where: `${u.host}${u.pathname}`,
      close: () => db.$disconnect(),
    };
  }
  const dir = opts.dataDir ?? "./.data/pglite";
  if (!dir.includes("://")) mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir);
  await client.waitReady;
  await deployMigrations(new PrismaPGlite(client));
  const db = new PrismaClient({ adapter: new PrismaPGlite(client) });
  return {
    db,
    mode: "embedded",
    where: dir,
    async close() {
      await db.$disconnect();
      await client.close();
    },
  };
}
