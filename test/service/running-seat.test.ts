/**
 * Issue 24 goal 4: "which running game does this contact sit in" — every DM's look-up
 * (`placeOfContact`, `hearContact`) and every sign-up's check — costs the same for a contact with
 * a season behind him as for a newcomer. It read every seat he ever held and each one's game; a
 * seat now knows its game ended (`Seat.gameEnded`, set by the game-ending command's own
 * statement) and a partial index holds the seats of games not ended. Measured in buffers read
 * (work), never time.
 */
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GameService } from "../../src/app/game-service.ts";
import { calendarRulesetIds } from "../../src/engine/rulesets/flow.ts";
import { GENERIC_PLANS, pgSql, type Sql } from "../../src/store/commands.ts";
import { createDb, type Db } from "../../src/store/db.ts";
import { GameLookups } from "../../src/store/games.ts";
import { RoomStore } from "../../src/store/rooms.ts";
import { PLACE_OF_CONTACT, placeOfContact } from "../../src/store/whereabouts.ts";
import { quietService, seatedGame } from "./quiet.ts";
import { ensureDb, TEST_DB } from "./setup.ts";

const DB = TEST_DB.replace(/\/([^/?]+)(\?|$)/, "/$1_running_seat$2");

describe("issue 24 goal 4: a contact's running seat, whatever his history", () => {
  let db: Db;
  let sql: Sql;
  let service: GameService;
  const tag = randomUUID().slice(0, 8);
  const player = `${tag}_p1`;
  let running = "";

  /** `n` more ended games in which `who` held seat 1 (as a season leaves them: rows only). */
  const history = async (who: string, from: number, n: number) => {
    await sql.query(
      `INSERT INTO "Game" (id, board, ruleset, status, version, seed, "matchGroupId", "judgeId", "updatedAt")
       SELECT $1 || h, '444-idiot', 'ranked-s7', 'ended', 9, h, $1 || 'group' || h, $1 || 'judge', now()
       FROM generate_series($2::int, $2::int + $3::int - 1) h`,
      [`${tag}-hist-`, from, n],
    );
    await sql.query(
      `INSERT INTO "Seat" ("gameId", seat, "playerId", role, "gameEnded")
       SELECT $1 || h, 1, $4, 'villager', true FROM generate_series($2::int, $2::int + $3::int - 1) h`,
      [`${tag}-hist-`, from, n, who],
    );
    await sql.query(`ANALYZE "Game", "Seat"`);
  };

  /** Buffers the contact look-up reads for `who`, planned as the hot path's pool plans it (generically). */
  const buffers = async (who: string): Promise<number> => {
    const c = new pg.Client({ connectionString: DB, options: GENERIC_PLANS });
    await c.connect();
    try {
      await c.query(`PREPARE place(text, text[]) AS ${PLACE_OF_CONTACT("$2")}`);
      const calendar = calendarRulesetIds().map((id) => c.escapeLiteral(id));
      const r = await c.query(
        `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) EXECUTE place(${c.escapeLiteral(who)}, ARRAY[${calendar.join(",")}]::text[])`,
      );
      const plan = r.rows[0]["QUERY PLAN"][0].Plan as Record<string, number>;
      return plan["Shared Hit Blocks"] + plan["Shared Read Blocks"];
    } finally {
      await c.end();
    }
  };

  beforeAll(async () => {
    await ensureDb(DB);
    db = createDb(DB);
    sql = pgSql(DB, 1);
    service = quietService(db, sql);
    running = await seatedGame(service, tag, 5);
  }, 60_000);
  afterAll(async () => {
    await sql?.close();
    await db?.$disconnect();
  });

  it("finds the running seat of a contact with 20 and with 10,000 ended games behind him, reading no more for the longer history", async () => {
    await history(player, 0, 20);
    expect((await placeOfContact(sql, player, calendarRulesetIds())).seat).toMatchObject({ gameId: running, seat: 1 });
    const short = await buffers(player);
    await history(player, 20, 9980);
    expect((await placeOfContact(sql, player, calendarRulesetIds())).seat).toMatchObject({ gameId: running, seat: 1 });
    const long = await buffers(player);
    // Without the running seats' index the plan read either every past seat and its game, or
    // every game's row: either grows with the history.
    expect(long, `buffers with 20 ended games: ${short}, with 10,000: ${long}`).toBeLessThanOrEqual(short + 8);
    // The sign-up checks (Prisma) see the same seat.
    expect(await new RoomStore(db).seatedInRunningGame(player)).toBe(true);
    expect(await new GameLookups(db).seatedInOtherRunningGame(player, `${tag}-hist-3`)).toBe(true);
    expect(await new GameLookups(db).seatedInOtherRunningGame(player, running)).toBe(false);
  });

  it("whether he directs a running forum game: found, and read from the directed games alone, with 20 and with 2,000 running timed games", async () => {
    /** `n` more running timed games (no directors), then statistics as autovacuum would take them. */
    const runningGames = async (from: number, n: number) => {
      await sql.query(
        `INSERT INTO "Game" (id, board, ruleset, status, version, seed, "matchGroupId", "judgeId", "updatedAt")
         SELECT $1 || h, '444-idiot', 'ranked-s7', 'running', 9, h, $1 || 'group' || h, $1 || 'judge' || h, now()
         FROM generate_series($2::int, $2::int + $3::int - 1) h`,
        [`${tag}-run-`, from, n],
      );
      await sql.query(`ANALYZE "Game"`);
    };
    const director = `${tag}_director`;
    const forum = (id: string, status: string) =>
      sql.query(
        `INSERT INTO "Game" (id, board, ruleset, status, version, seed, "matchGroupId", "judgeId", directors, "updatedAt")
         VALUES ($1, 'forum-25', 'forum-25', $2, 1, 1, $1 || '-group', $1 || '-opener', ARRAY[$3], now())`,
        [id, status, `${director}${status}`],
      );
    await forum(`${tag}-forum-running`, "running");
    await forum(`${tag}-forum-ended`, "ended");
    await runningGames(0, 20);
    expect((await placeOfContact(sql, `${director}running`, calendarRulesetIds())).directs).toBe(true);
    expect((await placeOfContact(sql, `${director}ended`, calendarRulesetIds())).directs).toBe(false);
    const stranger = `${tag}_stranger`;
    expect((await placeOfContact(sql, stranger, calendarRulesetIds())).directs).toBe(false);
    const few = await buffers(stranger);
    await runningGames(20, 1980);
    expect((await placeOfContact(sql, `${director}running`, calendarRulesetIds())).directs).toBe(true);
    const many = await buffers(stranger);
    // The scan of every Game row this replaced read a page per ~20 games: ~100 more here.
    expect(many, `buffers with 20 running games: ${few}, with 2,000: ${many}`).toBeLessThanOrEqual(few + 8);
  });

  it("the game-ending command's statement marks its seats ended, and the contact then sits nowhere", async () => {
    const before = await db.seat.findMany({ where: { gameId: running } });
    expect(before.every((s) => !s.gameEnded)).toBe(true);
    const r = await service.handle(running, { type: "judge", ruling: "void", reason: "测试" });
    expect(r.ok).toBe(true);
    expect((await db.game.findUniqueOrThrow({ where: { id: running } })).status).toBe("ended");
    const after = await db.seat.findMany({ where: { gameId: running } });
    expect(after).toHaveLength(12);
    expect(after.every((s) => s.gameEnded)).toBe(true);
    expect((await placeOfContact(sql, player, calendarRulesetIds())).seat).toBeNull();
    expect(await new RoomStore(db).seatedInRunningGame(player)).toBe(false);
  });
});
