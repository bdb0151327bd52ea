/**
 * The whole chat stack for tests: a real Wechaty on the mocked network, the real runtime
 * (GameService, store, timers, outbox, router), in either mode — embedded (a copy of a migrated
 * PGlite in tmpfs, test/pglite-template.ts +
 * in-process timers) or Postgres + BullMQ (the test database and Redis).
 */
import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import { type Logger, pino } from "pino";
import { type Runtime, startRuntime } from "../../src/boot/runtime.ts";
import { MockNetwork, type WireMessage } from "../../src/chat/mock-network.ts";
import type { Inbound } from "../../src/chat/router.ts";
import type { Table } from "../../src/sim/director.ts";
import type { PlayClock } from "../../src/web/play-pace.ts";
import { pgliteCopy } from "../pglite-template.ts";
import { TEST_DB, TEST_REDIS } from "../service/setup.ts";

export type Mode = "embedded" | "postgres+bullmq";
export const MODES: Mode[] = ["embedded", "postgres+bullmq"];

export interface ChatStack {
  net: MockNetwork;
  rt: Runtime;
  stop(): Promise<void>;
  /** The network's `waitFor`: the first wire message after `since` that matches. */
  waitFor(pred: (m: WireMessage) => boolean, timeoutMs?: number, since?: number): Promise<WireMessage>;
}

export async function chatStack(
  mode: Mode,
  opts: {
    seed?: () => number;
    speed?: number;
    judges?: Set<string>;
    wallClock?: () => number;
    log?: Logger;
    /** A clock that can jump (test/idle-jumps.ts); its speed is the stack's. */
    clock?: PlayClock;
  } = {},
): Promise<ChatStack> {
  const net = new MockNetwork();
  const dataDir = mode === "embedded" ? await pgliteCopy() : null;
  const rt = await startRuntime({
    log: opts.log ?? pino({ level: "silent" }),
    speed: opts.clock?.speed ?? opts.speed ?? 30,
    ...(opts.clock ? { anchor: opts.clock.anchor() } : {}),
    bot: { bot: net.bot, network: net },
    seed: opts.seed ?? (() => 7),
    judges: opts.judges ?? null,
    outboxPollMs: 100,
    ...(opts.wallClock ? { wallClock: opts.wallClock } : {}),
    channel: `chat-${randomUUID()}`,
    ...(mode === "embedded"
      ? { dataDir: dataDir ?? "memory://" }
      : { databaseUrl: TEST_DB, redisUrl: TEST_REDIS, queueName: `chat-${randomUUID()}` }),
  });
  return {
    net,
    rt,
    stop: async () => {
      await rt.stop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
    waitFor: (pred, timeoutMs, since) => net.waitFor(pred, timeoutMs, since),
  };
}

/**
 * Opens a 444-idiot game at table `t` through the chat (the judge's 开房, each player's 坐N号, 开始)
 * and waits until night 1 is announced and delivered; returns the game's id and wolves' room id.
 */
export async function openGame(s: ChatStack, t: Table): Promise<{ gameId: string; wolfRoomId: string }> {
  const judgeSays = (text: string): Inbound => ({
    id: randomUUID(),
    from: { id: t.judge.id, name: "法官" },
    room: { id: t.group.id },
    text,
  });
  await s.rt.router.handle(judgeSays("开房 444-idiot"));
  for (const [i, p] of t.players.entries())
    await s.rt.router.handle({
      id: randomUUID(),
      from: { id: p.id, name: `${i + 1}号` },
      room: { id: t.group.id },
      text: `坐${i + 1}号`,
    });
  await s.rt.router.handle(judgeSays("开始"));
  await s.waitFor((m) => m.room === t.group.id && /第1夜/.test(m.text), 20_000);
  await s.rt.outbox.idle();
  const game = await s.rt.store.db.game.findFirstOrThrow({ where: { matchGroupId: t.group.id } });
  return { gameId: game.id, wolfRoomId: game.wolfRoomId ?? "" };
}
