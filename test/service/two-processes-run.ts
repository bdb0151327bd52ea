/**
 * The two-process run (issue 12 goal 4), for `two-processes.test.ts` (BullMQ timers on one Redis)
 * and `two-processes-local.test.ts` (in-process timers, no Redis: issue 24 goal 4). Two processes share one Postgres and one Redis. Each (test/service/game-process.ts:
 * the durable worker — GameService, BullMQ timer worker on the shared queue, outbox sender on the
 * shared channel — plus players acting from the stored state) opens three 12-player games and
 * plays them; commands, timer fires and deliveries of both run at once on the same games once the
 * survivor adopts them. One is killed with SIGKILL mid-game; the survivor finishes every game.
 * Checked from the database and the delivered file (one JSON line per delivery, `by` = process):
 * every game ended, its events are contiguous and fold to its snapshot, no timer was accepted
 * twice, none is left pending; every outbox row was delivered exactly once (the file transport
 * confirms a delivery the killed process made but did not record), in id order per conversation;
 * both processes delivered, and after the kill the survivor delivered the killed one's games.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "vitest";
import { nodeEntry } from "../../scripts/child-bundle.ts";
import { fold } from "../../src/engine/evolve.ts";
import type { Command, GameEvent } from "../../src/engine/types.ts";
import { createDb } from "../../src/store/db.ts";
import { ROOT } from "../helpers.ts";
import { freePort, killStarted, redisServer, started, waitFor } from "./processes.ts";
import { ensureDb, TEST_DB } from "./setup.ts";

/** How the two processes keep their timers: BullMQ on a private Redis, or each its own (TIMERS=in-process). */
export type TimerMode = "bullmq" | "in-process";

export { killStarted };

function gameProcess(env: Record<string, string>): { child: ChildProcess; ready: Promise<void>; out: () => string } {
  const child = spawn(process.execPath, nodeEntry("test/service/game-process.ts"), {
    cwd: ROOT,
    env: { ...process.env, ...env },
    // Its stdin is how it knows this process is gone (it exits when the pipe closes).
    stdio: ["pipe", "pipe", "pipe"],
  });
  started.push(child);
  let out = "";
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (b: Buffer) => {
      out += b.toString();
      if (out.includes("game-process ready")) resolve();
    });
    child.stderr?.on("data", (b: Buffer) => {
      out += b.toString();
    });
    child.on("exit", (code) => reject(new Error(`${env.TP_NAME} exited (${code}): ${out.slice(-800)}`)));
  });
  return { child, ready, out: () => out };
}

interface Line {
  id: string;
  gameId: string;
  by: string;
}

/**
 * Two processes (test/service/game-process.ts) each open three games on one database; one is
 * killed with SIGKILL mid-game; the survivor adopts every game and finishes it. Asserts nothing
 * lost, nothing doubled (see the module doc). With in-process timers the killed process's
 * waiting timers are fired by the survivor's reconciler (its rows overdue past the grace).
 */
export async function twoProcesses(mode: TimerMode): Promise<void> {
  const DB = TEST_DB.replace(/\/([^/?]+)(\?|$)/, mode === "bullmq" ? "/$1_two$2" : "/$1_two_local$2");
  await ensureDb(DB);
  const redisPort = mode === "bullmq" ? await freePort() : 0;
  if (mode === "bullmq") await redisServer(redisPort);
  const dir = tmpdir();
  const tag = randomUUID().slice(0, 8);
  const file = join(dir, `two-${tag}.jsonl`);
  const adopt = join(dir, `two-${tag}.adopt`);
  const common = {
    DATABASE_URL: DB,
    ...(mode === "bullmq"
      ? { REDIS_URL: `redis://127.0.0.1:${redisPort}`, TIMER_QUEUE: `two-${tag}` }
      : { TIMERS: "in-process" }),
    CLOCK_SPEED: "100",
    OUTBOX_FILE: file,
    OUTBOX_CHANNEL: `two-${tag}`,
    OUTBOX_POLL_MS: "100",
    // The killed process's rows in doubt are taken back once its lease (5 s) is over.
    OUTBOX_LEASE_MS: "5000",
    TIMER_RECONCILE_MS: "1000",
    LOG_LEVEL: "warn",
    TP_GAMES: "3",
  };
  const a = gameProcess({ ...common, TP_NAME: "two-a", OUTBOX_OWNER: "two-a", TP_SEED: "1" });
  const b = gameProcess({ ...common, TP_NAME: "two-b", OUTBOX_OWNER: "two-b", TP_SEED: "2", TP_ADOPT: adopt });
  await Promise.all([a.ready, b.ready]);
  const db = createDb(DB);
  try {
    const games = await db.game.findMany({ where: { channel: common.OUTBOX_CHANNEL } });
    expect(games).toHaveLength(6);
    const lines = (): Line[] =>
      existsSync(file)
        ? readFileSync(file, "utf8")
            .split("\n")
            .filter(Boolean)
            .map((l) => JSON.parse(l) as Line)
        : [];
    // Both at work: each delivered, every game under way.
    await waitFor(
      async () => {
        const by = new Set(lines().map((l) => l.by));
        const low = await db.game.count({ where: { channel: common.OUTBOX_CHANNEL, version: { lt: 40 } } });
        return by.has("two-a") && by.has("two-b") && low === 0;
      },
      30_000,
      () => `both processes at work: ${a.out().slice(-300)} ${b.out().slice(-300)}`,
    );
    a.child.kill("SIGKILL");
    await new Promise((r) => a.child.once("exit", r));
    // The killed process's games' timers that were waiting (in its memory, with in-process timers).
    const aIds = games.filter((g) => g.matchGroupId.startsWith("two-a-")).map((g) => g.id);
    const waiting = await db.timer.findMany({ where: { gameId: { in: aIds }, status: "pending" } });
    const killedAt = lines().length;
    const running = await db.game.count({ where: { channel: common.OUTBOX_CHANNEL, status: "running" } });
    expect(running, "games left for the survivor").toBeGreaterThan(0);
    // Nobody plays the killed process's games until the survivor adopts them, so the timers waiting
    // there can only be moved on by a fire in the survivor (its BullMQ worker, or its reconciler once
    // they are overdue): wait for that before the survivor's players join, or a phase every seat
    // acted in would cancel its timer and leave nothing fired to check.
    await waitFor(
      async () => (await db.timer.count({ where: { id: { in: waiting.map((t) => t.id) }, status: "pending" } })) === 0,
      30_000,
      () => `the killed process's ${waiting.length} waiting timers fired by the survivor: ${b.out().slice(-500)}`,
    );
    writeFileSync(adopt, "");

    const open = () =>
      db.outboxMessage.count({
        where: { game: { channel: common.OUTBOX_CHANNEL }, status: { in: ["pending", "sending"] } },
      });
    await waitFor(
      async () =>
        (await db.game.count({ where: { channel: common.OUTBOX_CHANNEL, status: "running" } })) === 0 &&
        (await open()) === 0,
      60_000,
      () => `every game ended and delivered: ${b.out().slice(-500)}`,
    );

    for (const g of games) {
      const rows = await db.gameEvent.findMany({ where: { gameId: g.id }, orderBy: { seq: "asc" } });
      expect(rows.map((r) => r.seq)).toEqual(rows.map((_, i) => i + 1));
      const snap = await db.snapshot.findUniqueOrThrow({ where: { gameId: g.id } });
      const state = fold(rows.map((r) => r.data as unknown as GameEvent));
      expect(state.phase.kind).toBe("ended");
      expect(JSON.parse(JSON.stringify(state))).toEqual(snap.state);
      const fires = (await db.gameCommand.findMany({ where: { gameId: g.id } }))
        .map((c) => c.command as unknown as Command)
        .filter((c) => c.type === "timeout")
        .map((c) => (c.type === "timeout" ? c.timerId : ""));
      expect(fires.length).toBeGreaterThan(0);
      expect(
        fires.filter((id, i) => fires.indexOf(id) !== i),
        `timers fired twice in ${g.id}`,
      ).toEqual([]);
      expect(await db.timer.count({ where: { gameId: g.id, status: "pending" } })).toBe(0);
    }

    const rows = await db.outboxMessage.findMany({
      where: { game: { channel: common.OUTBOX_CHANNEL } },
      orderBy: { id: "asc" },
    });
    expect(rows.every((r) => r.status === "sent")).toBe(true);
    const got = lines();
    const seen = got.map((l) => l.id);
    const ids = rows.map((r) => String(r.id));
    expect(
      ids.filter((id) => !seen.includes(id)),
      "rows never delivered",
    ).toEqual([]);
    expect(
      seen.filter((id, i) => seen.indexOf(id) !== i),
      "rows delivered twice",
    ).toEqual([]);
    expect(seen.length).toBe(ids.length);
    const convOf = new Map(rows.map((r) => [String(r.id), r.conv]));
    const last = new Map<string, bigint>();
    for (const id of seen) {
      const conv = convOf.get(id) ?? "";
      const prev = last.get(conv);
      if (prev !== undefined) expect(BigInt(id) > prev, `${conv}: ${id} after ${prev}`).toBe(true);
      last.set(conv, BigInt(id));
    }
    // The survivor delivered after the kill, games of the killed process included.
    const after = got.slice(killedAt);
    expect(after.every((l) => l.by === "two-b")).toBe(true);
    const aGames = new Set(aIds);
    // The timers the killed process held when it died were fired by the survivor before anyone
    // played its games again (or cancelled by such a fire), none left; at least one fired.
    const fired = new Set(
      (await db.gameCommand.findMany({ where: { gameId: { in: aIds } } }))
        .map((c) => c.command as unknown as Command)
        .flatMap((c) => (c.type === "timeout" ? [c.timerId] : [])),
    );
    const after2 = await db.timer.findMany({ where: { id: { in: waiting.map((t) => t.id) } } });
    expect(after2.every((t) => t.status !== "pending")).toBe(true);
    if (mode === "in-process") {
      expect(waiting.length, "timers waiting in the killed process").toBeGreaterThan(0);
      expect(
        after2.filter((t) => t.status === "fired" && fired.has(t.id.slice(t.gameId.length + 1))).length,
      ).toBeGreaterThan(0);
    }
    expect(after.some((l) => aGames.has(l.gameId))).toBe(true);
  } finally {
    b.child.kill("SIGTERM");
    await db.$disconnect();
  }
}
