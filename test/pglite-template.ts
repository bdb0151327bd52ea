/**
 * A migrated embedded database for tests, copied instead of built (issue 24 goal 5). A fresh
 * PGlite (`memory://`) runs initdb and the 20-odd migrations through the schema engine: 3 s on a
 * quiet machine and 10–35 s on a busy one, once per stack a test starts. The folder of one already
 * migrated is built once per machine (keyed by the migrations and the PGlite version, in tmpfs)
 * and each stack opens a copy of it, which takes about a tenth of that. `openStore` still runs
 * `prisma migrate deploy` on the copy, so a copy that misses a migration is brought up to date.
 */
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openStore } from "../src/store/db.ts";
import { ROOT } from "./helpers.ts";

/** tmpfs when the machine has one: the copies are then memory, like `memory://`. */
const BASE = existsSync("/dev/shm") ? "/dev/shm" : tmpdir();

/** The template's folder for these migrations and this PGlite. */
function templateDir(): string {
  const h = createHash("sha1");
  const migrations = join(ROOT, "prisma", "migrations");
  for (const name of readdirSync(migrations).sort()) {
    h.update(name);
    const sql = join(migrations, name, "migration.sql");
    if (existsSync(sql)) h.update(readFileSync(sql));
  }
  h.update(readFileSync(join(ROOT, "node_modules", "@electric-sql", "pglite", "package.json")));
  return join(BASE, `werewolf-pglite-${h.digest("hex").slice(0, 12)}`);
}

/**
 * Builds the template when this machine has none for these migrations (global set-up; a copy
 * made before it exists builds it too). Built aside and renamed into place, so a half-built
 * folder is never used and two builders at once both end with one.
 */
export async function ensurePgliteTemplate(): Promise<string> {
  const dir = templateDir();
  if (existsSync(dir)) return dir;
  const aside = mkdtempSync(`${dir}.building-`);
  const store = await openStore({ dataDir: aside });
  await store.close();
  try {
    renameSync(aside, dir);
  } catch {
    rmSync(aside, { recursive: true, force: true }); // another process renamed its own first
  }
  return dir;
}

/** Whether process `pid` is alive. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

const COPIES = /^werewolf-pglite-copies-(\d+)-/;

/**
 * Removes the copies of processes that are gone (a Vitest worker is often killed, not exited, so
 * its own clean-up may not run): at the global set-up and teardown, and at a process's first copy.
 * The copies of live processes (another checkout's run) are left alone.
 */
export function sweepPgliteCopies(): void {
  for (const name of readdirSync(BASE)) {
    const pid = Number(COPIES.exec(name)?.[1]);
    if (pid && !alive(pid)) rmSync(join(BASE, name), { recursive: true, force: true });
  }
}

/** This process's copies, removed when it exits (or by the next sweep). */
let mine: string | null = null;

/**
 * A fresh folder holding a migrated, empty embedded database: pass it as `dataDir` where a test
 * would pass `memory://` (or a new folder). Each call is a database of its own.
 */
export async function pgliteCopy(): Promise<string> {
  const template = await ensurePgliteTemplate();
  if (!mine) {
    sweepPgliteCopies();
    const root = mkdtempSync(join(BASE, `werewolf-pglite-copies-${process.pid}-`));
    mine = root;
    process.on("exit", () => rmSync(root, { recursive: true, force: true }));
  }
  mkdirSync(mine, { recursive: true });
  const dir = mkdtempSync(join(mine, "db-"));
  cpSync(template, dir, { recursive: true });
  return dir;
}
