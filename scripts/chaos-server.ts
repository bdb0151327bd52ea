/**
 * The process `npm run chaos` kills: the real server stack (Postgres + BullMQ, the chat router,
 * GameService, outbox, timers) on a mocked WeChat that outlives it (`CHAOS_STATE`: contacts and
 * rooms; `CHAOS_WIRE`: every message that crossed the network, one JSON line each), with players
 * who act from the games' stored state — so a restarted process just carries on. Tables keep
 * playing 444预女猎白 games one after another until `CHAOS_FINISH` exists; then running games
 * are played to their end and no new one is opened.
 *
 * Env: DATABASE_URL, REDIS_URL, TIMERS, TIMER_QUEUE, CLOCK_SPEED, CHAOS_STATE, CHAOS_WIRE, CHAOS_FINISH,
 * CHAOS_TABLES (default 3), OUTBOX_CHANNEL, OUTBOX_OWNER.
 */
import { randomInt } from "node:crypto";
import { appendFileSync, existsSync } from "node:fs";
import { pino } from "pino";
import type { mock } from "wechaty-puppet-mock";
import { startRuntime } from "../src/boot/runtime.ts";
import { MockNetwork } from "../src/chat/mock-network.ts";
import type { GameState } from "../src/engine/types.ts";
import { candidates } from "../src/sim/autoplay.ts";
import { chatOf } from "../src/sim/chat-moves.ts";
import { timersRedisUrl } from "../src/timers/mode.ts";

const env = (k: string) => {
  const v = process.env[k];
  if (!v) throw new Error(`${k} is not set`);
  return v;
};

async function main() {
  const log = pino({ level: process.env.LOG_LEVEL ?? "warn" }, pino.destination(2));
  const tables = Number(process.env.CHAOS_TABLES ?? "3");
  const net = new MockNetwork("狼人法官", env("CHAOS_STATE"));
  const wire = env("CHAOS_WIRE");
  net.onMessage((m) => appendFileSync(wire, `${JSON.stringify(m)}\n`));
  const rt = await startRuntime({
    log,
    databaseUrl: env("DATABASE_URL"),
    // TIMERS=in-process (`npm run chaos -- --timers in-process`): no Redis, as `npm start` with it.
    redisUrl: timersRedisUrl(),
    queueName: env("TIMER_QUEUE"),
    speed: Number(env("CLOCK_SPEED")),
    bot: { bot: net.bot, network: net },
    outboxPollMs: 100,
  });
  const db = rt.store.db;
  const T = Array.from({ length: tables }, (_, k) => {
    const judge = net.contact(`chaos${k}_judge`, `法官${k}`);
    const players = Array.from({ length: 12 }, (_, i) => net.contact(`chaos${k}_p${i + 1}`, `${i + 1}号`));
    const group = net.room(`混沌测试群${k}`, [judge, ...players], `chaos-table-${k}@chatroom`);
    return { judge, players, group };
  });
  process.stdout.write("chaos-server ready\n");
  const seed = randomInt(2 ** 31 - 1);
  let tick = 0;
  const say = (from: mock.ContactMock, text: string, to: mock.ContactMock | mock.RoomMock) => from.say(text).to(to);

  // The players: every 300 ms, each table's players send what the state asks of them.
  for (;;) {
    tick++;
    for (const t of T) {
      const game = await db.game.findFirst({ where: { matchGroupId: t.group.id }, orderBy: { createdAt: "desc" } });
      if (!game || game.status === "ended") {
        if (existsSync(env("CHAOS_FINISH"))) continue;
        // Open, sit, start: each step is refused harmlessly when already done.
        say(t.judge, "开房 444预女猎白", t.group);
        t.players.forEach((p, i) => {
          say(p, `坐${i + 1}号`, t.group);
        });
        say(t.judge, "开始", t.group);
        continue;
      }
      const st = (await rt.service.state(game.id)) as GameState | null;
      if (!st || st.phase.kind === "ended") continue;
      const moves = candidates(st, seed, tick).slice(0, 4);
      for (const cmd of moves) {
        const c = chatOf(cmd);
        if (!c || cmd.type !== "act") continue;
        const p = t.players[cmd.seat - 1];
        const to =
          c.where === "group"
            ? t.group
            : c.where === "dm"
              ? net.botUser
              : game.wolfRoomId
                ? net.mocker.RoomMock.load(game.wolfRoomId)
                : null;
        if (!to) continue;
        for (const text of c.texts) say(p, text, to);
      }
    }
    await new Promise((r) => setTimeout(r, 300));
  }
}

main().catch((err) => {
  process.stderr.write(`chaos server failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
