import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { Redis } from "ioredis";

/** Helpers of the attack scripts (issue 25): summaries, fresh databases, ports, a redis-server of their own. */

/** min / median / max of a list of numbers, as one string (the attack scripts' summary). */
export function spread(xs: number[]): string {
  const s = [...xs].sort((a, b) => a - b);
  const med = s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
  return `${s[0]} / ${med} / ${s.at(-1)}`;
}

/** Creates (drops first) the database of `url` and applies the migrations. */
export async function freshDb(url: string): Promise<void> {
  const { default: pg } = await import("pg");
  const { deployMigrations } = await import("../../src/store/migrate.ts");
  const u = new URL(url);
  const name = u.pathname.slice(1);
  const admin = new pg.Client({ connectionString: url.replace(u.pathname, "/postgres") });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  await deployMigrations(url);
}

/** A free TCP port on 127.0.0.1 (asked of the kernel, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** Polls `pred` every 100 ms until it holds; throws after `ms` wall ms naming `what`. */
export async function until(pred: () => boolean | Promise<boolean>, ms: number, what: string): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await pred()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A redis-server of the script's own on `port` (nothing kept on disk), once it answers PING. */
export async function redisServer(port: number): Promise<ChildProcess> {
  const child = spawn("redis-server", ["--port", String(port), "--save", "", "--appendonly", "no"], {
    stdio: "ignore",
  });
  const probe = new Redis(`redis://127.0.0.1:${port}`, { lazyConnect: true, retryStrategy: () => 50 });
  probe.on("error", () => {});
  await until(
    () =>
      probe.ping().then(
        () => true,
        () => false,
      ),
    10_000,
    "redis-server",
  );
  probe.disconnect();
  return child;
}
