/**
 * Issue 15 item 4: the wolves' room (000 §八(一)4) is created once, whatever crashes when. The
 * outbox row that creates it is delivered through the real Wechaty transport on the mocked
 * network by a sender whose database dies after 0, 1, 2, … statements (a kill -9 at every point,
 * in particular after the room exists on the network and before its id is saved); the restarted
 * sender (same owner, fresh database client) then delivers what is left. The network outlives
 * the process, as WeChat does: exactly one wolves' room exists, with the wolves in it, and the
 * game knows it.
 */
import { randomUUID } from "node:crypto";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GameService } from "../../src/app/game-service.ts";
import { OutboxSender } from "../../src/app/outbox.ts";
import { MockNetwork } from "../../src/chat/mock-network.ts";
import { WechatyTransport, wolfRoomTopic } from "../../src/chat/wechaty.ts";
import { roleSpec } from "../../src/engine/roles/index.ts";
import { createDb, type Db } from "../../src/store/db.ts";
import { render } from "../../src/vocab/msg.ts";
import { dyingDb } from "../service/dying-db.ts";
import { TEST_DB } from "../service/setup.ts";

const log = pino({ level: "silent" });
const noTimers = { schedule: async () => {}, cancel: async () => {} };

describe("issue 15 item 4: the wolves' room is created once under a crash at any statement", () => {
  const net = new MockNetwork();
  const channel = `wolfroom-${randomUUID()}`;
  let db: Db;
  let service: GameService;

  beforeAll(async () => {
    await net.start();
    db = createDb(TEST_DB);
    service = new GameService({ db, clock: Date.now, scheduler: noTimers, log, channel });
  });
  afterAll(async () => {
    await net.stop();
    await db?.$disconnect();
  });

  it("a restarted sender finds the room its crashed run made instead of making a second one", async () => {
    let completed = false;
    for (let budget = 0; !completed && budget < 50; budget++) {
      const tag = `wr${budget}-${randomUUID().slice(0, 6)}`;
      const players = Array.from({ length: 12 }, (_, i) => net.contact(`${tag}_p${i + 1}`, `${i + 1}号`));
      const group = net.room(`比赛群 ${tag}`, players);
      const r = await service.createGame({
        board: "444-idiot",
        seed: 5,
        matchGroupId: group.id,
        judgeId: `${tag}_judge`,
        players: players.map((c, i) => ({ seat: i + 1, contactId: c.id, name: `${i + 1}号` })),
      });
      if (!r.ok) throw new Error(render(r.msg));
      const gameId = r.gameId;
      const create = await db.outboxMessage.findFirstOrThrow({ where: { gameId, op: "room_create" } });
      // Only the room creation is left to deliver (the rest is beside the point here).
      await db.outboxMessage.updateMany({ where: { gameId, NOT: { id: create.id } }, data: { status: "sent" } });

      const dying = dyingDb(TEST_DB, { left: budget });
      const first = new OutboxSender(dying.db, new WechatyTransport(net.bot, dying.db, log), log, {
        channel,
        owner: tag,
      });
      first.kick();
      await first.idle();
      completed = !dying.crashed();
      await dying.db.$disconnect().catch(() => undefined);
      // The crashed run stops renewing its sender's lease, which then runs out (OUTBOX_LEASE_MS
      // after a real crash): the restart under the same name takes its rows over (issue 12).
      await first.close();
      await db.outboxOwner.updateMany({ where: { name: tag }, data: { leaseUntil: new Date(Date.now() - 1000) } });

      const restarted = new OutboxSender(db, new WechatyTransport(net.bot, db, log), log, { channel, owner: tag });
      await restarted.recoverInDoubt();
      restarted.kick();
      await restarted.idle();

      const row = await db.outboxMessage.findUniqueOrThrow({ where: { id: create.id } });
      expect(row.status, `crash after ${budget} statements`).toBe("sent");
      const topic = wolfRoomTopic(create.text, gameId);
      const rooms = net.roomsWithTopic(topic);
      expect(rooms.length, `crash after ${budget} statements: wolves' rooms`).toBe(1);
      const game = await db.game.findUniqueOrThrow({ where: { id: gameId }, include: { seats: true } });
      expect(game.wolfRoomId).toBe(rooms[0]);
      const wolves = game.seats.filter((x) => roleSpec(x.role as never).team === "wolf").map((x) => x.playerId);
      expect(net.members(rooms[0]).sort()).toEqual([net.botUser.id, ...wolves].sort());
    }
    expect(completed).toBe(true);
  }, 120_000);
});
