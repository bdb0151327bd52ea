/**
 * Issue 25 item 5: a Redis outage does not freeze the games. Commits never wait on the timer
 * queue: with the runtime's redis-server (its own, on a free port) killed, players' night acts
 * by chat still commit and are answered, one after another in the same game; once a redis-server
 * is back on the port (empty: nothing was kept) the deadlines scheduled during the outage are
 * re-driven from the timer rows and each fires exactly once.
 */
import { randomUUID } from "node:crypto";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRuntime } from "../../src/boot/runtime.ts";
import { MockNetwork, type WireMessage } from "../../src/chat/mock-network.ts";
import { makeTable } from "../../src/sim/director.ts";
import { render } from "../../src/vocab/msg.ts";
import { IDIOT_DEAL } from "../helpers.ts";
import { freePort, killStarted, redisServer, waitFor } from "./processes.ts";
import { ensureDb, TEST_DB } from "./setup.ts";

const DB = TEST_DB.replace(/\/([^/?]+)(\?|$)/, "/$1_redis_outage$2");
const SPEED = 30;

beforeAll(() => ensureDb(DB), 60_000);
afterAll(killStarted);

describe("issue 25 item 5: a Redis outage", () => {
  it("issue 25 item 5: players' commands commit and are answered while Redis is down; the deadlines of the outage fire once when it is back", async () => {
    const port = await freePort();
    let redis = await redisServer(port);
    const net = new MockNetwork();
    const table = makeTable(net, "ro");
    const rt = await startRuntime({
      log: pino({ level: "silent" }),
      speed: SPEED,
      bot: { bot: net.bot, network: net },
      databaseUrl: DB,
      redisUrl: `redis://127.0.0.1:${port}`,
      queueName: `redis-outage-${randomUUID()}`,
      channel: `redis-outage-${randomUUID()}`,
      outboxPollMs: 100,
    });
    try {
      const players = table.players.map((c, i) => ({ seat: i + 1, contactId: c.id, name: c.payload.name }));
      const r = await rt.service.createGame({
        board: "444-idiot",
        seed: 3,
        deal: IDIOT_DEAL,
        matchGroupId: table.group.id,
        judgeId: table.judge.id,
        players,
      });
      if (!r.ok) throw new Error(render(r.msg));
      const gameId = r.gameId;
      const bot = net.botUser.id;
      const contact = (seat: number) => table.players[seat - 1];
      const wolfRoom = () =>
        [...net.mocker.cacheRoomPayload.values()].find(
          (x) => x.topic.startsWith("狼人专用群") && x.memberIdList.includes(contact(3).id),
        );
      await waitFor(() => wolfRoom() !== undefined, 20_000, "the wolves' room");
      const room = net.mocker.RoomMock.load((wolfRoom() as { id: string }).id);
      const commands = () =>
        rt.store.db.gameCommand.count({ where: { gameId, NOT: { command: { path: ["type"], equals: "timeout" } } } });

      // Redis goes away (killed: its data with it).
      redis.kill("SIGKILL");
      await new Promise((res) => redis.once("exit", res));
      await waitFor(async () => (await rt.health()).redis === "down", 10_000, "Redis seen down");
      const since = net.sent;
      const before = await commands();
      const repliesTo = (seat: number) => (m: WireMessage) =>
        m.seq > since && m.from === bot && m.to === contact(seat).id;

      // The seer checks (its window's timers are cancelled), then the four wolves agree on a
      // knife in their room (the knife's timers cancelled, the witch's added): every one a
      // commit of the same game, each after the one before.
      contact(2).say("验3号").to(net.botUser);
      await waitFor(() => net.wire.some(repliesTo(2)), 20_000, "the seer's answer during the outage");
      contact(3).say("杀1号").to(room);
      for (const w of [6, 10, 12]) contact(w).say("1号确定").to(room);
      // The knife settled: the witch is called by DM.
      await waitFor(
        () => net.wire.some((m) => repliesTo(4)(m) && m.text.startsWith("女巫请行动")),
        20_000,
        "the witch called during the outage",
      );
      expect((await rt.health()).redis).toBe("down");
      expect(await commands()).toBeGreaterThanOrEqual(before + 5);
      const st = await rt.service.state(gameId);
      expect(st?.phase.kind === "night" && st.phase.knifeSettled).toBe(true);
      const witchTimers = (st?.timers ?? []).map((t) => t.id);
      expect(witchTimers.length).toBeGreaterThan(0);

      // Redis is back, empty: the deadlines made during the outage had no job anywhere.
      redis = await redisServer(port);
      await waitFor(
        async () => {
          const rows = await rt.store.db.timer.findMany({
            where: { id: { in: witchTimers.map((id) => `${gameId}-${id}`) } },
          });
          return rows.every((x) => x.status !== "pending");
        },
        60_000,
        "the witch's deadlines done",
      );
      const fires = (await rt.store.db.gameCommand.findMany({ where: { gameId } }))
        .map((c) => c.command as { type: string; timerId?: string })
        .filter((c) => c.type === "timeout");
      const fired = await rt.store.db.timer.findMany({
        where: { id: { in: witchTimers.map((id) => `${gameId}-${id}`) }, status: "fired" },
      });
      expect(fired.length).toBeGreaterThan(0);
      for (const t of fired)
        expect(
          fires.filter((c) => `${gameId}-${c.timerId}` === t.id),
          `fires of ${t.id}`,
        ).toHaveLength(1);
    } finally {
      await rt.stop();
      redis.kill("SIGKILL");
    }
  }, 120_000);
});
