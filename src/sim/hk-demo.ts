/**
 * `npm run demo -- --ruleset forum-hk` (issue 27 item 5; issue 28: dealt from the full pools): a whole
 * forum-hk game (seed 002, board forum-hk, 14 seats drawn from the 60 cards, HK1–HK3) through the real stack — Wechaty on the mocked network, the router,
 * GameService, the in-process timers over PGlite, the outbox — played by `HkCrowd`. Rule time
 * starts at 20:00 Asia/Shanghai (开局 until the 21:00 close, HK8) and runs at `speed`; whenever the
 * thread is quiet the clock jumps to the next deadline (`driveIdleDeadlines`), so a game of a week
 * of calendar days plays in a few minutes. Prints the thread, the wolves' group and every DM; ends
 * with the winner. The store is `demoStore`'s, as forum-25's demo. Returns the exit code (0 a
 * winner, 1 a time-out, 2 a bad speed).
 */
import { pino } from "pino";
import type { DemoStore } from "../app/demo-store.ts";
import { startRuntime } from "../boot/runtime.ts";
import { MockNetwork, type WireMessage } from "../chat/mock-network.ts";
import type { GameState } from "../engine/types.ts";
import { GameLookups } from "../store/games.ts";
import { driveIdleDeadlines, type JumpClock } from "./deadline-jumps.ts";
import { makeForumTable, printForumWire } from "./forum-crowd.ts";
import { HkCrowd } from "./hk-crowd.ts";

/** forum-hk's table: 14 players, a director, the thread (seed 002's 14 seats). */
export const HK_SEATS = 14;

/** The demo's rule start: 20:00 local (UTC+8) today, during 开局 (HK8). */
export function hkDemoStart(nowMs = Date.now()): number {
  const d = new Date(nowMs);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 12);
}

export async function hkDemo(o: {
  speed: number;
  seed: number;
  quiet: boolean;
  store: Extract<DemoStore, { ok: true }>;
  /** A jumping clock at `speed` from `hkDemoStart()` (the playground's `PlayClock`). */
  clock: JumpClock & { anchor(): { wallMs: number; ruleMs: number } };
  /** Wall ms before the demo gives up (default 10 minutes). */
  timeoutMs?: number;
  /** Every message, for a test's checks. */
  onWire?: (m: WireMessage) => void;
  /** The game's last state, before the stack stops (a test's truth: the deal, the winner). */
  onEnd?: (s: GameState | null) => void;
}): Promise<number> {
  if (!Number.isFinite(o.speed) || o.speed < 1 || o.speed > 20_000) {
    console.error("--speed must be 1..20000 for forum-hk (rule seconds per wall second)");
    return 2;
  }
  const net = new MockNetwork("版杀导演机器人");
  const table = makeForumTable(net, HK_SEATS, "版杀·空洞骑士");
  printForumWire(net, table, { quiet: o.quiet, ...(o.onWire ? { onWire: o.onWire } : {}) });
  const rt = await startRuntime({
    log: pino({ level: process.env.LOG_LEVEL ?? "warn" }),
    databaseUrl: o.store.databaseUrl,
    redisUrl: o.store.redisUrl,
    dataDir: o.store.dataDir,
    channel: o.store.channel,
    queueName: o.store.redisUrl ? `werewolf-hk-demo-${process.pid}` : undefined,
    speed: o.speed,
    anchor: o.clock.anchor(),
    bot: { bot: net.bot, network: net },
    seed: () => o.seed,
    outboxPollMs: 100,
  });
  const crowd = new HkCrowd(net, table, { seed: o.seed, now: () => o.clock.now() });
  let over = false;
  const jumps = driveIdleDeadlines(
    rt,
    net,
    [table.group.id],
    o.clock,
    () => crowd.settled(),
    () => over,
  );
  const end = await crowd.play(o.timeoutMs ?? 10 * 60_000).finally(() => {
    over = true;
  });
  await jumps;
  crowd.stop();
  await rt.outbox.idle();
  if (o.onEnd) {
    const id = await new GameLookups(rt.store.db).latestIn(table.group.id).catch(() => null);
    o.onEnd(id ? await rt.service.state(id).catch(() => null) : null);
  }
  await rt.stop();
  console.log(end === "timeout" ? "演示超时：游戏没有结束。" : `\n${end}`);
  if (o.store.dataDir !== "memory://" && !o.store.databaseUrl)
    console.log(
      `对局保存在 ${o.store.dataDir}。在网页上看它的讨论帖：PGLITE_DIR=${o.store.dataDir} npm run clock:reset && PGLITE_DIR=${o.store.dataDir} npm start，再打开首页。`,
    );
  return end === "timeout" ? 1 : 0;
}
