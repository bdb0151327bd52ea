/**
 * `npm run demo -- --ruleset forum-25` (issue 11 item 4): a whole 25-player forum game (seed 004)
 * through the real stack — Wechaty on the mocked network, the router, GameService, the in-process
 * timers over PGlite in memory, the outbox — on the forum calendar at `speed` rule seconds per wall
 * second (default 1500: a game day of 24 h in about a minute; each post costs the stack a database round, so a faster clock closes a day before 25 players have posted), anchored at 20:00 Asia/Shanghai so that the
 * calendar's local times are real dates. Prints the thread, the wolves' group and every DM; ends
 * with the winner. Never touches the server's store: it runs where `store` says (`demoStore`: in-memory
 * PGlite by default, or the demo's own `DEMO_PGLITE_DIR` / `DEMO_DATABASE_URL`, issue 26 item 3, so a
 * kept game can be opened in the thread view afterwards). Returns the exit code (0 a winner, 1 a
 * time-out, 2 a bad speed).
 */
import { pino } from "pino";
import type { DemoStore } from "../app/demo-store.ts";
import { startRuntime } from "../boot/runtime.ts";
import { MockNetwork } from "../chat/mock-network.ts";
import { ForumCrowd, makeForumTable, printForumWire } from "./forum-crowd.ts";

export async function forumDemo(o: {
  speed: number;
  seed: number;
  quiet: boolean;
  store: Extract<DemoStore, { ok: true }>;
}): Promise<number> {
  if (!Number.isFinite(o.speed) || o.speed < 60 || o.speed > 20_000) {
    console.error("--speed must be 60..20000 for forum-25 (rule seconds per wall second)");
    return 2;
  }
  const net = new MockNetwork("版杀导演机器人");
  const table = makeForumTable(net);
  printForumWire(net, table, { quiet: o.quiet });
  // 20:00 local (UTC+8) on 2026-03-01, re-anchored once the store is up: phase S until 09:00.
  const anchor = { wallMs: Date.now(), ruleMs: Date.UTC(2026, 2, 1, 12, 0) };
  const rt = await startRuntime({
    log: pino({ level: process.env.LOG_LEVEL ?? "warn" }),
    databaseUrl: o.store.databaseUrl,
    redisUrl: o.store.redisUrl,
    dataDir: o.store.dataDir,
    channel: o.store.channel,
    queueName: o.store.redisUrl ? `werewolf-forum-demo-${process.pid}` : undefined,
    speed: o.speed,
    anchor,
    bot: { bot: net.bot, network: net },
    seed: () => o.seed,
    outboxPollMs: 100,
  });
  anchor.wallMs = Date.now();
  const crowd = new ForumCrowd(net, table);
  const end = await crowd.play(20 * 60_000);
  await rt.outbox.idle();
  await rt.stop();
  console.log(end === "timeout" ? "演示超时：游戏没有结束。" : `\n${end}`);
  if (o.store.dataDir !== "memory://" && !o.store.databaseUrl)
    console.log(
      `对局保存在 ${o.store.dataDir}。在网页上看它的讨论帖：PGLITE_DIR=${o.store.dataDir} npm run clock:reset && PGLITE_DIR=${o.store.dataDir} npm start，再打开首页。`,
    );
  return end === "timeout" ? 1 : 0;
}
