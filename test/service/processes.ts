/**
 * Child processes for the process-level service tests (start-up checks, shutdown, reconcile):
 * a free port, a private redis-server, polling with a deadline, and a kill of everything a test
 * file started (by handle, never by name).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { Redis } from "ioredis";

/** The processes started through this module (and any a test adds), killed by `killStarted`. */
export const started: ChildProcess[] = [];

/** SIGKILLs every started process still running (call in `afterAll`). */
export function killStarted(): void {
  for (const c of started) if (c.exitCode === null && c.signalCode === null) c.kill("SIGKILL");
}

/** A TCP port nobody listens on right now. */
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

/**
 * Polls `pred` every `everyMs` (default 100 ms) for up to `ms` of wall time; throws naming `what` (a
 * text, or one made late). `ms` is a hang guard, far above what the wait takes on a busy machine
 * (issue 24 goal 5: no test fails because the machine is slow).
 */
export async function waitFor(
  pred: () => boolean | Promise<boolean>,
  ms: number,
  what: string | (() => string),
  everyMs = 100,
): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await pred()) return;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(`timed out waiting for ${typeof what === "string" ? what : what()}`);
}

/** A redis-server of this test's own on `port` (nothing kept on disk), once it answers PING. */
export async function redisServer(port: number): Promise<ChildProcess> {
  const child = spawn("redis-server", ["--port", String(port), "--save", "", "--appendonly", "no"], {
    stdio: "ignore",
  });
  started.push(child);
  const probe = new Redis(`redis://127.0.0.1:${port}`, { lazyConnect: true, retryStrategy: () => 50 });
  probe.on("error", () => {});
  await waitFor(
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
