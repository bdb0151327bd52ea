/**
 * `npm run demo`: a whole 12-player ranked game on `444-idiot` (000 §六6), moderated by the real
 * bot — Wechaty over the mocked network, the real GameService, store and timers (embedded PGlite
 * and in-process timers; its own Postgres / BullMQ only with DEMO_DATABASE_URL / DEMO_REDIS_URL, never the server's) —
 * played by 12 scripted players who only see what their own WeChat would show them and type
 * realistic Chinese messages: sign-up, a typo the bot corrects, knife talk in the wolves' room,
 * sheriff sign-up by DM, speeches, a no-show (黑麦), a tied exile vote and its PK, a self-destruct,
 * last words, shots, the badge. Rule time runs `--speed` times faster (default 30), so the game
 * ends in well under two minutes. Prints the match group, the wolves' room and every DM live.
 *
 *   npm run demo [-- --speed 30 --seed 7 --quiet]
 */
import { pino } from "pino";
import { demoStore } from "./app/demo-store.ts";
import { type Runtime, startRuntime } from "./boot/runtime.ts";
import { MockNetwork, type WireMessage } from "./chat/mock-network.ts";
import { cliOptions } from "./cli.ts";
import { type FlowId, flowOf } from "./engine/rulesets/flow.ts";
import { isRulesetId, RANKED_S7, rulesetOf } from "./engine/rulesets/index.ts";
import { Director, makeTable } from "./sim/director.ts";

const USAGE =
  "npm run demo [-- --speed 30 --seed 7 --quiet]   (speed: rule seconds per wall second, 1..200)\n" +
  "npm run demo -- --ruleset forum-25 [--speed 1500 --seed 7 --quiet]   (a 25-player 版杀 on its calendar)\n" +
  "npm run demo -- --ruleset forum-hk [--speed 60 --seed 7 --quiet]   (a 14-player 空洞骑士 版杀, seed 002; the clock jumps to the next deadline whenever the thread is quiet)";
const values = cliOptions<{ speed: string; seed: string; quiet: boolean; ruleset: string }>(USAGE, {
  speed: { type: "string", default: "" },
  seed: { type: "string", default: "7" },
  quiet: { type: "boolean", default: false },
  ruleset: { type: "string", default: "ranked-s7" },
});
/**
 * The demo of each forum flow (`engine/rulesets/flow.ts`): a whole game on its calendar, its exit
 * code; null for the timed table, whose demo (ranked-s7's scripted game) is this file's.
 */
const FORUM_DEMOS: Readonly<Record<FlowId, (() => Promise<number>) | null>> = {
  timed: null,
  "forum-25": async () => {
    const { forumDemo } = await import("./sim/forum-demo.ts");
    // The same store rules as the ranked demo (issue 26 item 3): DEMO_PGLITE_DIR keeps the game.
    const store = demoStore(process.env);
    if (!store.ok) {
      console.error(`demo 无法启动：${store.error}`);
      process.exit(1);
    }
    return forumDemo({ speed: Number(values.speed || "1500"), seed: Number(values.seed), quiet: values.quiet, store });
  },
  "forum-hk": async () => {
    const { hkDemo, hkDemoStart } = await import("./sim/hk-demo.ts");
    const { PlayClock } = await import("./web/play-pace.ts");
    const store = demoStore(process.env);
    if (!store.ok) {
      console.error(`demo 无法启动：${store.error}`);
      process.exit(1);
    }
    const speed = Number(values.speed || "60");
    const clock = new PlayClock(speed, hkDemoStart());
    return hkDemo({ speed, seed: Number(values.seed), quiet: values.quiet, store, clock });
  },
};
const forumDemo = isRulesetId(values.ruleset) ? FORUM_DEMOS[flowOf(values.ruleset)] : null;
if (forumDemo) process.exit(await forumDemo());
// The timed demo's script (`Director`) plays ranked-s7 only.
if (!isRulesetId(values.ruleset) || rulesetOf(values.ruleset) !== RANKED_S7) {
  console.error(`--ruleset: ranked-s7 (default), forum-25 or forum-hk\n${USAGE}`);
  process.exit(2);
}
values.speed ||= "30";
const speed = Number(values.speed);
const seed = Number(values.seed);
if (!Number.isFinite(speed) || speed < 1 || speed > 200 || !Number.isSafeInteger(seed)) {
  console.error("--speed must be 1..200 and --seed an integer");
  process.exit(2);
}

const net = new MockNetwork("狼人法官");
const table = makeTable(net);
const { judge, players, group, inspector } = table;

const nameOf = (id: string) =>
  id === net.botUser.id ? "🤖法官" : ([judge, inspector, ...players].find((c) => c.id === id)?.payload.name ?? id);
const t0 = Date.now();
function print(m: WireMessage) {
  if (values.quiet) return;
  const where = m.room ? (m.room === group.id ? "比赛群" : "狼人群") : `私聊 ${nameOf(m.from)}→${nameOf(m.to ?? "")}`;
  const clock = ((Date.now() - t0) / 1000).toFixed(1).padStart(5);
  const text = m.text.replace(/\n/g, "\n        ");
  console.log(`${clock}s [${where}] ${m.room ? `${nameOf(m.from)}：` : ""}${text}`);
}
net.onMessage(print);

const log = pino({ level: process.env.LOG_LEVEL ?? "warn" });
let rt: Runtime;
try {
  // Never the server's store (`./app/demo-store.ts`): an interrupted demo leaves no running game,
  // and its season and judges never reach `npm start`.
  const where = demoStore(process.env);
  if (!where.ok) throw new Error(where.error);
  rt = await startRuntime({
    log,
    databaseUrl: where.databaseUrl,
    redisUrl: where.redisUrl,
    dataDir: where.dataDir,
    channel: where.channel,
    queueName: where.redisUrl ? `werewolf-demo-${process.pid}` : undefined,
    speed,
    bot: { bot: net.bot, network: net },
    seed: () => seed,
  });
} catch (err) {
  console.error(`demo 无法启动：${(err as Error).message}`);
  process.exit(1);
}
// A season running now, a certified judge and an inspector: the game is ranked and scored.
const day = 86_400_000;
await rt.book.setSeason({
  id: "S7-demo",
  name: "英雄榜第七季（演示）",
  startsAt: new Date(Date.now() - 30 * day),
  endsAt: new Date(Date.now() + 30 * day),
});
await rt.book.setStaff(judge.id, "judge", "法官老王", true);
await rt.book.setStaff(inspector.id, "inspector", "督察小李", true);
console.log(`狼人法官 demo — ${rt.describe()}，时间 ${speed} 倍速${values.quiet ? "" : "\n"}`);

const director = new Director(net, table);
const result = await director.play(120_000);
await rt.outbox.idle();
await rt.stop();
console.log(
  `${values.quiet ? "" : "\n"}${result.ended ? `游戏结束：${result.summary}` : "两分钟内没有结束（demo 失败）"}，用时 ${((Date.now() - t0) / 1000).toFixed(1)} 秒，` +
    `共 ${net.wire.length} 条消息。`,
);
process.exit(result.ended ? 0 : 1);
