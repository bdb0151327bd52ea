/**
 * Issue 25 item 9: one player, one running game or open room — under concurrency. One contact
 * sends `坐1号` to two groups at the same moment: he is seated in at most one (the database's
 * key on `ActivePlayer`, not a check-then-write), and the other group is told why.
 */
import { pino } from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { GameService } from "../../src/app/game-service.ts";
import { MatchBook } from "../../src/app/match.ts";
import { ALREADY_ELSEWHERE, RoomService } from "../../src/app/rooms.ts";
import { SeasonBook } from "../../src/app/season.ts";
import { ChatRouter, type Inbound } from "../../src/chat/router.ts";
import { createDb } from "../../src/store/db.ts";
import { render } from "../../src/vocab/msg.ts";
import { TEST_DB } from "./setup.ts";

const log = pino({ level: "silent" });
const noTimers = { schedule: async () => {}, cancel: async () => {} };

let n = 0;
const msg = (from: string, text: string, room: string | null): Inbound => ({
  id: `one-game-${++n}-${Date.now()}`,
  from: { id: from, name: from },
  room: room ? { id: room } : null,
  text,
});

describe("issue 25 item 9: one contact, one room or running game", () => {
  const db = createDb(TEST_DB);
  const rooms = new RoomService(db);
  const service = new GameService({ db, clock: Date.now, scheduler: noTimers, log });
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
  afterAll(async () => {
    await db.$disconnect();
  });

  /** Where `contact` sits now: the open rooms holding him. */
  const seatedIn = async (contact: string, groups: string[]) => {
    const open = await db.room.findMany({ where: { matchGroupId: { in: groups }, status: "open" } });
    return open.filter((r) => (r.seats as { contactId: string }[]).some((x) => x.contactId === contact));
  };

  it("two groups' 坐1号 at the same moment seat him once, 40 trials; the other group is told why", async () => {
    const trials = 40;
    for (let t = 0; t < trials; t++) {
      const tag = `og${t}-${Date.now()}`;
      const groups = [`${tag}-a@chatroom`, `${tag}-b@chatroom`];
      const player = `${tag}_player`;
      await router.handle(msg(`${tag}_judge_a`, "开房 444预女猎白", groups[0]));
      await router.handle(msg(`${tag}_judge_b`, "开房 444预女猎白", groups[1]));
      const replies = await Promise.all(groups.map((g) => router.handle(msg(player, "坐1号", g))));
      expect(await seatedIn(player, groups)).toHaveLength(1);
      const texts = replies.map((r) => r.map((x) => render(x.text)).join("\n"));
      expect(texts.filter((x) => x.includes("入座1号"))).toHaveLength(1);
      const refused = texts.filter((x) => x.includes(ALREADY_ELSEWHERE) || x.includes("另一个房间报名"));
      expect(refused).toHaveLength(1);
    }
  });

  it("the service alone: 40 trials of Promise.all joins seat him at most once", async () => {
    let seated = 0;
    for (let t = 0; t < 40; t++) {
      const tag = `ogs${t}-${Date.now()}`;
      const groups = [`${tag}-a@chatroom`, `${tag}-b@chatroom`];
      const player = `${tag}_p`;
      await rooms.open(groups[0], `${tag}_ja`, "444-idiot");
      await rooms.open(groups[1], `${tag}_jb`, "444-idiot");
      const r = await Promise.allSettled(groups.map((g) => rooms.join(g, player, "p", 1)));
      expect(r.filter((x) => x.status === "fulfilled")).toHaveLength(1);
      const why = r.find((x) => x.status === "rejected") as PromiseRejectedResult;
      expect(String(why.reason.message)).toMatch(/另一个群的房间或对局|另一个房间报名/);
      seated += (await seatedIn(player, groups)).length;
    }
    expect(seated).toBe(40);
  });

  it("a claim is freed by 退出 and by 关房, and a game that ended holds nobody", async () => {
    const tag = `ogf-${Date.now()}`;
    const [a, b] = [`${tag}-a@chatroom`, `${tag}-b@chatroom`];
    const player = `${tag}_p`;
    await rooms.open(a, `${tag}_ja`, "444-idiot");
    await rooms.open(b, `${tag}_jb`, "444-idiot");
    await rooms.join(a, player, "p", 1);
    await expect(rooms.join(b, player, "p", 1)).rejects.toThrow();
    await rooms.leave(a, player);
    await rooms.join(b, player, "p", 1);
    await rooms.join(b, player, "p", 2);
    await rooms.close(b, `${tag}_jb`);
    await rooms.join(a, player, "p", 3);
    // A room whose game is over (here: marked playing a game that ended) holds nobody.
    const room = await db.room.findFirstOrThrow({ where: { matchGroupId: a, status: "open" } });
    const game = await db.game.create({
      data: {
        board: "444-idiot",
        ruleset: "ranked-s7",
        seed: 1,
        matchGroupId: a,
        judgeId: `${tag}_ja`,
        status: "ended",
      },
    });
    await db.room.update({ where: { id: room.id }, data: { status: "playing", gameId: game.id } });
    await rooms.open(b, `${tag}_jb`, "444-idiot");
    await rooms.join(b, player, "p", 1);
  });
});
