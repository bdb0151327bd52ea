/**
 * Issue 15 item 3: a crash (kill -9) anywhere in the judge's `开始` — in particular between
 * committing the new game and marking its room playing — must never leave the match group routed
 * to the lobby while the game runs, nor let a second `开始` create a second game for the same
 * seats. Every crash point is visited: the judge's `开始` runs on a database client that dies
 * after 0, 1, 2, … statements; then a "restarted" process (a fresh client) checks the room.
 */
import { pino } from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { GameService } from "../../src/app/game-service.ts";
import { MatchBook } from "../../src/app/match.ts";
import { RoomService } from "../../src/app/rooms.ts";
import { SeasonBook } from "../../src/app/season.ts";
import { ChatRouter, type Inbound } from "../../src/chat/router.ts";
import { createDb, type Db } from "../../src/store/db.ts";
import { type Budget, dyingDb } from "./dying-db.ts";
import { TEST_DB } from "./setup.ts";

const log = pino({ level: "silent" });
const noTimers = { schedule: async () => {}, cancel: async () => {} };

function process_(db: Db) {
  const service = new GameService({ db, clock: Date.now, scheduler: noTimers, log });
  const rooms = new RoomService(db);
  const router = new ChatRouter({
    db,
    service,
    rooms,
    seed: () => 7,
    log,
    judges: null,
    book: new SeasonBook(db),
    matches: new MatchBook(db, rooms),
  });
  return { service, rooms, router };
}

let n = 0;
const msg = (from: string, text: string, room: string | null): Inbound => ({
  id: `start-crash-${++n}-${Date.now()}`,
  from: { id: from, name: from },
  room: room ? { id: room } : null,
  text,
});

describe("issue 15 item 3: 开始 is atomic under a crash at any statement", () => {
  const healthy = createDb(TEST_DB);
  afterAll(async () => {
    await healthy.$disconnect();
  });

  it("after a crash at every point, the room plays exactly the game that exists, and 开始 again never makes a second", async () => {
    const live = process_(healthy);
    let completed = false;
    let points = 0;
    for (let budget = 0; !completed && budget < 400; budget++) {
      const tag = `sc${budget}`;
      const group = `${tag}-group@chatroom`;
      const judge = `${tag}_judge`;
      // The room and its 12 sign-ups, on a healthy process.
      await live.router.handle(msg(judge, "开房 444预女猎白", group));
      for (let seat = 1; seat <= 12; seat++) await live.router.handle(msg(`${tag}_p${seat}`, `坐${seat}号`, group));
      expect((await live.rooms.openRoom(group))?.seats).toHaveLength(12);

      // The judge's 开始 on a process that dies after `budget` statements.
      const b: Budget = { left: budget };
      const dying = dyingDb(TEST_DB, b);
      await process_(dying.db)
        .router.handle(msg(judge, "开始", group))
        .catch(() => undefined);
      completed = !dying.crashed();
      await dying.db.$disconnect().catch(() => undefined);
      points++;

      // The restarted process.
      const afterDb = createDb(TEST_DB);
      const after = process_(afterDb);
      const games = await healthy.game.findMany({ where: { matchGroupId: group } });
      expect(games.length, `crash after ${budget} statements: games`).toBeLessThanOrEqual(1);
      if (games.length === 1)
        expect(await after.rooms.runningGame(group), `crash after ${budget} statements: the group plays the game`).toBe(
          games[0].id,
        );
      // The judge says 开始 (again): one game in the end, routed; a third 开始 changes nothing.
      await after.router.handle(msg(judge, "开始", group));
      await after.router.handle(msg(judge, "开始", group));
      const final = await healthy.game.findMany({ where: { matchGroupId: group } });
      expect(final.length, `crash after ${budget} statements: games after 开始 again`).toBe(1);
      expect(await after.rooms.runningGame(group)).toBe(final[0].id);
      // Done: ended, so its judge and players are free.
      await healthy.game.update({ where: { id: final[0].id }, data: { status: "ended" } });
      await afterDb.$disconnect();
    }
    expect(completed).toBe(true);
    expect(points).toBeGreaterThan(10);
  }, 240_000);
});
