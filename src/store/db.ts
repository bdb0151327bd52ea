/**
 * The Prisma client, in one of two modes with the same schema and migrations:
 * - `postgres`: a real server over `@prisma/adapter-pg` (DATABASE_URL);
 * - `embedded`: PGlite (Postgres compiled to WebAssembly, in this process) over
 *   `pglite-prisma-adapter`, data under a local folder — for a machine with only Node.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaClient } from "../generated/prisma/client.ts";
import { pgliteSql, pgSql, type Sql } from "./commands.ts";
import { deployMigrations } from "./migrate.ts";
import { localPgUrl } from "./pg-url.ts";

export type Db = InstanceType<typeof PrismaClient>;

/** A client for `url` (default: DATABASE_URL; over the local Unix socket when there is one: pg-url.ts). Call `$disconnect()` when done. */
export function createDb(url = process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/werewolf"): Db {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: localPgUrl(url) }) });
}

/** An open database and how it runs. */
export interface Store {
  db: Db;
  /** The command hot path's own connections (`pg` pool, or the PGlite connection; see commands.ts). */
  sql: Sql;
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
    const sql = pgSql(opts.databaseUrl);
    const u = new URL(opts.databaseUrl);
    return {
      db,
      sql,
      mode: "postgres",
      where: `${u.host}${u.pathname}`,
      async close() {
        await sql.close();
        await db.$disconnect();
      },
    };
  }
  const dir = opts.dataDir ?? "./.data/pglite";
  const unlock = dir.includes("://") ? () => {} : lockDir(dir);
  const client = new PGlite(dir);
  await client.waitReady;
  await deployMigrations(new PrismaPGlite(client));
  const db = new PrismaClient({ adapter: new PrismaPGlite(client) });
  return {
    db,
    sql: pgliteSql(client),
    mode: "embedded",
    where: dir,
    async close() {
      await db.$disconnect();
      await client.close();
      unlock();
    },
  };
}

/**
 * One process per PGlite folder: a second one would silently lose writes. Takes `<dir>/werewolf.lock`
 * (our pid); a lock whose process is gone is taken over. Throws when another live process holds it.
 */
function lockDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, "werewolf.lock");
  try {
    writeFileSync(path, String(process.pid), { flag: "wx" });
  } catch {
    const pid = Number(readFileSync(path, "utf8"));
    if (Number.isInteger(pid) && pid !== process.pid && alive(pid))
      throw new Error(
        `嵌入式数据目录 ${dir} 正被进程 ${pid} 使用：一个目录只能由一个进程打开。请先停止它，或用 PGLITE_DIR 指定另一个目录（或设置 DATABASE_URL 用 Postgres）。`,
      );
    writeFileSync(path, String(process.pid));
  }
  return () => rmSync(path, { force: true });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}
