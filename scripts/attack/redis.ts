/**
 * `npm run attack:redis -- [--rounds 3] [--outage 30] [--speed 30] [--db URL]` (issue 25 item 5):
 * does a Redis outage freeze the games? Runs the real stack in this process — Wechaty on the
 * mocked network, the chat router, GameService on Postgres, BullMQ timers — on a redis-server of
 * its own (a free 127.0.0.1 port, nothing kept on disk) and its own database (default
 * `werewolf_attack_redis`, emptied first). Each round opens a 444-idiot game on a new table and,
 * in night 1, kills its redis-server for `--outage` s of wall time, then starts it again (empty).
 * During the outage the seer checks and the wolves knife (commits that add and cancel timers),
 * and a player sends a DM every second that the bot answers (`验3号` from a villager: "not the
 * seer" — a commit of the same game). Prints, per round, the longest stall of a player's command
 * (his message → the bot's reply), how many were answered, and whether every deadline of the
 * game fired exactly once and never before its time; then min / median / max over the rounds.
 * Exit 1 when a message went unanswered or a deadline fired twice or early.
 */
import type { ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { parseArgs } from "node:util";
import { pino } from "pino";
import { startRuntime } from "../../src/boot/runtime.ts";
import { MockNetwork } from "../../src/chat/mock-network.ts";
import { makeTable } from "../../src/sim/director.ts";
import { render } from "../../src/vocab/msg.ts";
import { freePort, freshDb, redisServer, until } from "./stats.ts";

const { values: args } = parseArgs({
  options: {
    rounds: { type: "string", default: "3" },
    outage: { type: "string", default: "30" },
    speed: { type: "string", default: "30" },
    db: { type: "string", default: "postgresql://postgres@127.0.0.1:5432/werewolf_attack_redis" },
  },
});
const ROUNDS = Number(args.rounds);
const OUTAGE_MS = Number(args.outage) * 1000;
const SPEED = Number(args.speed);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** seer 2, witch 4, wolves 3 6 10 12, villagers 1 5 8 11. */
const DEAL = {
  "1": "villager",
  "2": "seer",
  "3": "werewolf",
  "4": "witch",
  "5": "villager",
  "6": "werewolf",
  "7": "idiot",
  "8": "villager",
  "9": "hunter",
  "10": "werewolf",
  "11": "villager",
  "12": "werewolf",
} as const;

async function stopRedis(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((r) => child.once("exit", r));
  child.kill("SIGKILL");
  await gone;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function main() {
  await freshDb(args.db);
  const port = await freePort();
  let redis = await redisServer(port);
  const net = new MockNetwork();
  const rt = await startRuntime({
    log: pino({ level: "silent" }),
    speed: SPEED,
    bot: { bot: net.bot, network: net },
    databaseUrl: args.db,
    redisUrl: `redis://127.0.0.1:${port}`,
    queueName: `attack-redis-${randomUUID()}`,
    channel: `attack-redis-${randomUUID()}`,
  });
  const bot = net.botUser.id;
  process.stdout.write(
    `attack:redis: ${ROUNDS} rounds, Redis down ${OUTAGE_MS / 1000} s in each, speed ${SPEED}, ${rt.describe()}, redis-server on 127.0.0.1:${port}\n`,
  );
  const stalls: number[] = [];
  let failed = false;
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      const table = makeTable(net, `ar${round}`);
      const contact = (seat: number) => table.players[seat - 1];
      const players = table.players.map((c, i) => ({ seat: i + 1, contactId: c.id, name: c.payload.name }));
      const g = await rt.service.createGame({
        board: "444-idiot",
        seed: round,
        deal: DEAL,
        matchGroupId: table.group.id,
        judgeId: table.judge.id,
        players,
      });
      if (!g.ok) throw new Error(render(g.msg));
      const gameId = g.gameId;
      const wolfRoom = () =>
        [...net.mocker.cacheRoomPayload.values()].find(
          (x) => x.topic.startsWith("狼人专用群") && x.memberIdList.includes(contact(3).id),
        );
      await until(() => wolfRoom() !== undefined, 20_000, "the wolves' room");
      const room = net.mocker.RoomMock.load((wolfRoom() as { id: string }).id);

      // Each DM a player sends, and when the bot's first answer to him after it came.
      const sent: { seat: number; at: number; answered?: number }[] = [];
      const off = net.onMessage((m) => {
        if (m.from !== bot || !m.to) return;
        const q = sent.find((s) => s.answered === undefined && contact(s.seat).id === m.to);
        if (q) q.answered = Date.now();
      });
      const dm = (seat: number, text: string) => {
        sent.push({ seat, at: Date.now() });
        contact(seat).say(text).to(net.botUser);
      };

      await stopRedis(redis);
      const t0 = Date.now();
      await until(async () => (await rt.health()).redis === "down", 10_000, "Redis seen down");
      dm(2, "验3号");
      await sleep(300);
      contact(3).say("杀1号").to(room);
      for (const w of [6, 10, 12]) contact(w).say("1号确定").to(room);
      const villagers = [1, 5, 8, 11];
      for (let k = 0; Date.now() - t0 < OUTAGE_MS; k++) {
        // One villager at a time, after his last DM was answered (as a person waits for a reply).
        const seat = villagers[k % villagers.length];
        if (!sent.some((s) => s.seat === seat && s.answered === undefined)) dm(seat, "验3号");
        await sleep(1000);
      }
      redis = await redisServer(port);
      const back = Date.now();
      await until(() => sent.every((s) => s.answered !== undefined), 120_000, "every DM answered").catch(() => {});
      off();
      const duringOutage = sent.filter((s) => s.at < back);
      const answeredInOutage = duringOutage.filter((s) => s.answered !== undefined && s.answered < back).length;
      const unanswered = sent.filter((s) => s.answered === undefined).length;
      const stall = Math.max(...sent.map((s) => (s.answered ?? Date.now()) - s.at));
      stalls.push(stall);

      // The night's deadlines: each done (none pending and overdue), each fired at most once, none early.
      await until(
        async () => {
          const st = await rt.service.state(gameId);
          return st !== null && st.label !== "N1";
        },
        120_000,
        "the game past night 1",
      ).catch(() => {});
      const rows = await rt.store.db.timer.findMany({ where: { gameId } });
      const fires = (await rt.store.db.gameCommand.findMany({ where: { gameId } })).flatMap((c) => {
        const cmd = c.command as { type: string; timerId?: string };
        return cmd.type === "timeout" ? [{ id: `${gameId}-${cmd.timerId}`, atMs: Number(c.atMs) }] : [];
      });
      const now = rt.clock();
      const twice = rows.filter((r) => fires.filter((f) => f.id === r.id).length > 1).length;
      const early = fires.filter((f) => {
        const r = rows.find((x) => x.id === f.id);
        return r !== undefined && f.atMs < Number(r.dueMs);
      }).length;
      const stuck = rows.filter((r) => r.status === "pending" && Number(r.dueMs) < now - 10_000 * SPEED).length;
      const firedOnce = rows.filter((r) => r.status === "fired" && fires.some((f) => f.id === r.id)).length;
      const ok = unanswered === 0 && twice === 0 && early === 0 && stuck === 0;
      if (!ok) failed = true;
      process.stdout.write(
        `round ${round}: longest stall ${stall} ms; DMs sent during the outage ${duringOutage.length}, answered during it ${answeredInOutage}, never ${unanswered}; deadlines fired ${firedOnce}, twice ${twice}, early ${early}, overdue and still pending ${stuck} — ${ok ? "ok" : "FAILED"}\n`,
      );
    }
  } finally {
    await rt.stop();
    await stopRedis(redis);
  }
  process.stdout.write(
    `longest stall of a player's command during a ${OUTAGE_MS / 1000} s Redis outage, over ${ROUNDS} rounds: min ${Math.min(...stalls)} ms, median ${median(stalls)} ms, max ${Math.max(...stalls)} ms\n`,
  );
  process.exit(failed ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
