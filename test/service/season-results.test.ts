/**
 * Issue 24 goal 4: a ranked game's end reads the results of the games its players sat in
 * (`SeasonStore.resultsOfPlayers`), not the season's every result: exactly those, in the order
 * the season is read, and at a cost that does not grow with the rest of the season (buffers read,
 * through the index over the results' seats; never time). And the season's reads (`战绩`, `排行榜`,
 * the web's and the API's season pages) share a kept ledger while the season's results are the
 * same: a new result, a correction (from any process: the fingerprint is read from the database)
 * or a new Shanghai day folds it again, and what is served is always what a fold of the stored
 * results gives (counted in folds).
 */
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SeasonBook } from "../../src/app/season.ts";
import { ledgerOfPlayers } from "../../src/app/season-end.ts";
import { foldSeason, type GameResult, type Ledger, type Season } from "../../src/ranked/ledger.ts";
import { gameChangeText } from "../../src/ranked/texts.ts";
import { createDb, type Db } from "../../src/store/db.ts";
import { RESULTS_OF_PLAYERS } from "../../src/store/season-sql.ts";
import { SeasonStore } from "../../src/store/seasons.ts";
import { ensureDb, TEST_DB } from "./setup.ts";

const DB = TEST_DB.replace(/\/([^/?]+)(\?|$)/, "/$1_season_results$2");
const DAY = 86_400_000;

describe("issue 24 goal 4: a game's end reads its players' results only", () => {
  let db: Db;
  let c: pg.Client;
  const tag = randomUUID().slice(0, 8);
  const start = Date.UTC(2026, 10, 1);
  const season: Season = { id: `s-${tag}`, startsAt: start, endsAt: start + 60 * DAY };

  /** `n` results from game number `from`, 12 seats each: players `<tag>-x<k>` unless `seat1` sits seat 1. */
  const results = async (from: number, n: number, at: (h: number) => number, seat1?: (h: number) => string | null) => {
    for (let h = from; h < from + n; h++) {
      const seats = Array.from({ length: 12 }, (_, i) => ({
        seat: i + 1,
        playerId: (i === 0 && seat1?.(h)) || `${tag}-x${(h * 12 + i) % 997}`,
        role: "villager",
        campWon: i % 2 === 0,
        penalty: null,
      }));
      await c.query(
        `INSERT INTO "RankedResult" ("gameId", "endedAt", board, winner, valid, voided, seats, "updatedAt")
         VALUES ($1, 'epoch'::timestamp + $2::bigint * interval '1 millisecond', '444-idiot', 'villagers', true, false, $3, now())`,
        [`${tag}-g${h}`, at(h), JSON.stringify(seats)],
      );
    }
    await c.query(`ANALYZE "RankedResult"`);
  };

  /** Buffers the statement reads for `ids`. */
  const buffers = async (ids: string[]): Promise<number> => {
    const r = await c.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${RESULTS_OF_PLAYERS(ids.length)}`, [
      season.startsAt,
      season.endsAt,
      ...ids.map((id) => JSON.stringify([{ playerId: id }])),
    ]);
    const plan = r.rows[0]["QUERY PLAN"][0].Plan as Record<string, number>;
    return plan["Shared Hit Blocks"] + plan["Shared Read Blocks"];
  };

  beforeAll(async () => {
    await ensureDb(DB);
    db = createDb(DB);
    c = new pg.Client({ connectionString: DB });
    await c.connect();
  }, 60_000);
  afterAll(async () => {
    await c?.end();
    await db?.$disconnect();
  });

  it("the season's results with any of the players in a seat, in the season's order; none outside the season, none without them", async () => {
    const a = `${tag}-a`;
    const b = `${tag}-b`;
    // 40 games: a in seat 1 of every 5th, b of every 7th (a, not b, in game 35), the rest others'.
    await results(
      0,
      40,
      (h) => start + (40 - h) * 3_600_000,
      (h) => (h % 5 === 0 ? a : h % 7 === 0 ? b : null),
    );
    // a's game before the season: not read.
    await results(
      40,
      1,
      () => start - DAY,
      () => a,
    );
    const store = new SeasonStore(db);
    const got = await store.resultsOfPlayers(season, [a, b, a]);
    const want = (await store.resultsIn(season)).filter((r) =>
      r.seats.some((x) => x.playerId === a || x.playerId === b),
    );
    expect(want.length).toBe(8 + 4);
    expect(got).toEqual(want);
    expect(await store.resultsOfPlayers(season, [])).toEqual([]);
  });

  it("reads no more with 2,000 other results in the season than with 40", async () => {
    const p = `${tag}-p`;
    await results(
      100,
      3,
      (h) => start + h * 60_000,
      () => p,
    );
    const few = await buffers([p, `${tag}-q`]);
    await results(200, 2_000, (h) => start + h * 60_000);
    const many = await buffers([p, `${tag}-q`]);
    expect(many, `buffers with ~40 other results: ${few}, with 2,000 more: ${many}`).toBeLessThanOrEqual(few + 6);
  });

  it("a game's points post from its players' results is the whole season's post: each seat's change and points after", async () => {
    const store = new SeasonStore(db);
    const a = `${tag}-post-a`;
    // a won 6 games on the first day (the 6th capped), others' games all around them.
    await results(
      5_000,
      6,
      (h) => start + DAY + (h - 5_000) * 600_000,
      () => a,
    );
    await results(5_100, 30, (h) => start + DAY + (h - 5_100) * 300_000);
    const seats = Array.from({ length: 12 }, (_, i) => ({
      seat: i + 1,
      playerId: i === 0 ? a : `${tag}-x${(5_006 * 12 + i) % 997}`,
      role: i < 4 ? "werewolf" : "villager",
      campWon: i >= 4,
      penalty: i === 5 ? ("drowned" as const) : null,
    }));
    const result: GameResult = {
      gameId: `${tag}-post`,
      endedAt: start + 2 * DAY,
      board: "444-idiot",
      winner: "villagers",
      valid: true,
      seats,
    };
    const mine = await ledgerOfPlayers(store, season, result, result.endedAt);
    const all = [...(await store.resultsIn(season)), result].sort(
      (x, y) => x.endedAt - y.endedAt || (x.gameId < y.gameId ? -1 : 1),
    );
    const whole = foldSeason(season, all, result.endedAt);
    expect(mine.games.find((g) => g.gameId === result.gameId)).toEqual(
      whole.games.find((g) => g.gameId === result.gameId),
    );
    expect(gameChangeText(mine, result.gameId)).toEqual(gameChangeText(whole, result.gameId));
    // a's earlier wins are in it: his points after this game are more than this game's.
    const seat1 = mine.games.find((g) => g.gameId === result.gameId)?.seats[0];
    expect(seat1?.pointsAfter).toBeGreaterThan(seat1?.delta ?? 0);
  });

  it("the season's reads share a kept ledger: one fold for repeated reads; another after a new result, a correction by another writer, or a new day — always what the stored results fold to", async () => {
    let now = start + 10 * DAY;
    const book = new SeasonBook(db, () => now);
    const store = new SeasonStore(db);
    const a = `${tag}-led-a`;
    await results(
      9_000,
      20,
      (h) => start + (h - 9_000) * 3 * 3_600_000,
      () => a,
    );
    /** What a fold of the stored results gives now. */
    const fresh = async () => foldSeason(season, await store.resultsIn(season), now);
    const points = (l: Ledger) => l.byPlayer.get(a)?.points;

    const first = await book.ledger(season);
    expect(book.ledgers.folds).toBe(1);
    for (let i = 0; i < 5; i++) expect(await book.ledger(season)).toEqual(first);
    expect(book.ledgers.folds).toBe(1);
    expect(first).toEqual(await fresh());

    // A new result (written by anyone: here straight into the table).
    await results(
      9_020,
      1,
      () => start + 9 * DAY,
      () => a,
    );
    const second = await book.ledger(season);
    expect(book.ledgers.folds).toBe(2);
    expect(second).toEqual(await fresh());
    expect(points(second)).toBeGreaterThan(points(first) ?? 0);

    // A correction of an old result: same count, a later update time.
    await c.query(`UPDATE "RankedResult" SET winner = 'wolves', "updatedAt" = now() WHERE "gameId" = $1`, [
      `${tag}-g9003`,
    ]);
    const third = await book.ledger(season);
    expect(book.ledgers.folds).toBe(3);
    expect(third).toEqual(await fresh());
    expect(points(third)).not.toBe(points(second));

    // The next Shanghai day: today's games per player change, so it folds again.
    expect(await book.ledger(season)).toEqual(third);
    expect(book.ledgers.folds).toBe(3);
    now += DAY;
    const fourth = await book.ledger(season);
    expect(book.ledgers.folds).toBe(4);
    expect(fourth).toEqual(await fresh());
    // Within the day, a later read carries its own time.
    now += 60_000;
    expect((await book.ledger(season)).nowMs).toBe(now);
    expect(book.ledgers.folds).toBe(4);
  });
});
