/**
 * Prisma migrations without the native schema engine (which this offline machine cannot
 * download): Prisma's own WebAssembly schema engine (`@prisma/schema-engine-wasm`, pinned to
 * the engines of `@prisma/migrate` 7.10.0) connected through `@prisma/adapter-pg`.
 *
 *   npm run db:migrate            # = prisma migrate deploy: apply prisma/migrations/* in order
 *   npm run db:migrate -- status  # list applied / pending migrations
 *   npm run db:migrate -- create <name>   # SQL of the diff committed schema (git HEAD) → working schema
 *                                         # (`--from <file>` picks another base; the first one diffs from empty)
 *
 * Where the native engine is reachable, plain `npx prisma migrate deploy` does the same job on
 * the same folder (it writes the same `_prisma_migrations` table).
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import * as runtime from "@prisma/schema-engine-wasm/schema_engine_bg";
import pg from "pg";

const ROOT = join(import.meta.dirname, "..", "..");
const MIGRATIONS = join(ROOT, "prisma", "migrations");
const SCHEMA = join(ROOT, "prisma", "schema.prisma");
const DEFAULT_URL = process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/werewolf";

let wasmReady = false;

/** Instantiates the Wasm module once per process (a second instance would corrupt the first). */
function loadWasm(): void {
  if (wasmReady) return;
  const g = globalThis as { PRISMA_WASM_PANIC_REGISTRY?: { set_message(m: string): void } };
  g.PRISMA_WASM_PANIC_REGISTRY ??= {
    set_message(m: string) {
      console.error(`schema engine panic: ${m}`);
    },
  };
  const require = createRequire(import.meta.url);
  const dir = require.resolve("@prisma/schema-engine-wasm/schema_engine_bg").replace(/[^/]+$/, "");
  const module = new WebAssembly.Module(readFileSync(join(dir, "schema_engine_bg.wasm")));
  const instance = new WebAssembly.Instance(module, { "./schema_engine_bg.js": runtime as never });
  (runtime as unknown as { __wbg_set_wasm(x: unknown): void }).__wbg_set_wasm(instance.exports);
  (instance.exports.__wbindgen_start as () => void)();
  wasmReady = true;
}

/** A driver adapter factory the schema engine can run migrations through (pg, PGlite). */
export type MigrationAdapter = Parameters<typeof bindMigrationAwareSqlAdapterFactory>[0];

/**
 * A schema engine on `target`, and how to let it go. For a URL the engine runs on a pool of this
 * module's own, closed by `free`: the engine takes Postgres's migration lock with a session-level
 * `pg_advisory_lock` and never unlocks it (the native engine drops its connection instead), so a
 * pooled connection kept alive would hold the lock after the migrations are done — and every
 * other process starting on the database (issue 12 goal 4) waited on it, ~10 s per idle pooled
 * connection, each of its own timed-out attempts queuing one more (a second `npm start` or
 * bench:load `--bots 2` bot came up ~50 s late). Closing the pool ends the sessions, so the lock.
 */
async function engine(target: string | MigrationAdapter = DEFAULT_URL) {
  loadWasm();
  const pool = typeof target === "string" ? new pg.Pool({ connectionString: target }) : null;
  // Its sessions, to give the lock back before they close (a closing session's locks linger until its backend exits).
  const sessions: pg.PoolClient[] = [];
  pool?.on("connect", (c) => sessions.push(c));
  const adapter = bindMigrationAwareSqlAdapterFactory(pool ? new PrismaPg(pool) : (target as MigrationAdapter));
  const schema = readFileSync(SCHEMA, "utf8");
  const e = await runtime.SchemaEngine.new({ datamodels: [[SCHEMA, schema]] }, () => {}, adapter);
  return {
    e,
    /** Frees the engine, gives back its sessions' advisory locks and closes its pool (after a timed-out lock wait: once that wait ends). */
    async free(): Promise<void> {
      e.free();
      for (const c of sessions) await c.query("SELECT pg_advisory_unlock_all()").catch(() => undefined);
      await pool?.end();
    },
  };
}

function migrationsList() {
  const dirs = existsSync(MIGRATIONS)
    ? readdirSync(MIGRATIONS, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort()
    : [];
  const lock = join(MIGRATIONS, "migration_lock.toml");
  return {
    baseDir: MIGRATIONS,
    lockfile: { path: "migration_lock.toml", content: existsSync(lock) ? readFileSync(lock, "utf8") : null },
    shadowDbInitScript: "",
    migrationDirectories: dirs.map((path) => ({
      path,
      migrationFile: {
        path: "migration.sql",
        content: { tag: "ok" as const, value: readFileSync(join(MIGRATIONS, path, "migration.sql"), "utf8") },
      },
    })),
  };
}

const filters = { externalTables: [], externalEnums: [] };

/**
 * `prisma migrate deploy` on `target` (a Postgres URL, or an adapter such as PGlite's): applies
 * pending migrations; returns their names.
 */
export async function deployMigrations(target: string | MigrationAdapter = DEFAULT_URL): Promise<string[]> {
  // Processes starting together on one database (issue 12 goal 4) queue on the schema engine's
  // advisory lock, which it gives up after 10 s (P1002): try again rather than fail the start.
  for (let attempt = 1; ; attempt++) {
    const { e, free } = await engine(target);
    try {
      const out = await e.applyMigrations({ migrationsList: migrationsList(), filters });
      return out.appliedMigrationNames;
    } catch (err) {
      if ((err as { code?: string }).code !== "P1002" || attempt >= 6) throw err;
    } finally {
      await free();
    }
    await new Promise((r) => setTimeout(r, 500 * attempt));
  }
}

async function main(args: string[]): Promise<number> {
  const [cmd = "deploy", name] = args;
  if (cmd === "deploy") {
    const applied = await deployMigrations();
    console.log(applied.length ? `applied: ${applied.join(", ")}` : "database is up to date");
    return 0;
  }
  if (cmd === "status") {
    const { e } = await engine();
    const out = await e.diagnoseMigrationHistory({
      migrationsList: migrationsList(),
      optInToShadowDatabase: false,
      filters,
    });
    console.log(JSON.stringify(out.history ?? "in sync"));
    return out.history ? 1 : 0;
  }
  if (cmd === "create" && name) {
    const list = migrationsList();
    const schema = { files: [{ path: SCHEMA, content: readFileSync(SCHEMA, "utf8") }] };
    // The first migration: empty → schema. Later ones: the committed schema (git HEAD, which
    // the existing migrations produce) → the working schema. Both diffs need no database.
    const fromFile = args[2] === "--from" ? args[3] : undefined;
    const from =
      list.migrationDirectories.length === 0 && !fromFile
        ? { tag: "empty" }
        : {
            tag: "schemaDatamodel",
            files: [
              {
                path: SCHEMA,
                content: fromFile
                  ? readFileSync(fromFile, "utf8")
                  : execFileSync("git", ["show", "HEAD:prisma/schema.prisma"], { cwd: ROOT, encoding: "utf8" }),
              },
            ],
          };
    const { e } = await engine();
    const diff = await e.diff({
      from,
      to: { tag: "schemaDatamodel", ...schema },
      script: true,
      exitCode: null,
      filters,
    } as never);
    const sql: string | null = diff.stdout;
    if (!sql || sql.includes("This is an empty migration")) {
      console.log("no changes");
      return 0;
    }
    const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
    const dir = join(MIGRATIONS, `${stamp}_${name}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "migration.sql"), sql);
    const lock = join(MIGRATIONS, "migration_lock.toml");
    if (!existsSync(lock))
      writeFileSync(
        lock,
        '# Please do not edit this file manually\n# It should be added in your version-control system (e.g., Git)\nprovider = "postgresql"\n',
      );
    console.log(`written ${dir}/migration.sql`);
    return 0;
  }
  console.error("usage: npm run db:migrate -- [deploy | status | create <name>]");
  return 2;
}

if (import.meta.url === `file://${process.argv[1]}`)
  main(process.argv.slice(2).filter((a) => a !== "--")).then(
    (code) => process.exit(code),
    (err) => {
      console.error(`migration failed: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    },
  );
