/**
 * Issue 24 goal 4: the season's reads (`战绩`, `排行榜`, the web's and the API's season pages)
 * share a kept ledger while the season's results are the same, instead of folding the whole
 * season on every read; a new result, a correction (from any process: the fingerprint is read
 * from the database) or a new Shanghai day folds it again, and what is served is always what a
 * fold of the stored results gives. Counted in folds (work), never time.
 */
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SeasonBook } from "../../src/app/season.ts";
import { foldSeason, type Ledger, type Season } from "../../src/ranked/ledger.ts";
import { createDb, type Db } from "../../src/store/db.ts";
import { SeasonStore } from "../../src/store/seasons.ts";
import { ensureDb, TEST_DB } from "./setup.ts";

const DB = TEST_DB.replace(/\/([^/?]+)(\?|$)/, "/$1_season_ledgers$2");
const DAY = 86_400_000;

describe("issue 24 goal 4: the season's reads share a kept ledger", () => {
  let db: Db;
  let c: pg.Client;
  const tag = randomUUID().slice(0, 8);
  const start = Date.UTC(2026, 10, 1);
  const season: Season = { id: `s-${tag}`, startsAt: start, endsAt: start + 60 * DAY };
  let now = start + 10 * DAY;

  /** A result of game `h`: `a` wins (seat 1, villager) with 11 others, at `at`. */
  const result = async (h: number, at: number) =>
    c.query(
      `INSERT INTO "RankedResult" ("gameId", "endedAt", board, winner, valid, voided, seats, "updatedAt")
       VALUES ($1, 'epoch'::timestamp + $2::bigint * interval '1 millisecond', '444-idiot', 'villagers', true, false, $3, now())`,
      [
        `${tag}-g${h}`,
        at,
        JSON.stringify(
          Array.from({ length: 12 }, (_, i) => ({
            seat: i + 1,
            playerId: i === 0 ? `${tag}-a` : `${tag}-x${(h + i) % 30}`,
            role: i < 4 ? "werewolf" : "villager",
            campWon: i >= 4 || i === 0,
            penalty: null,
          })),
        ),
      ],
    );

  beforeAll(async () => {
    await ensureDb(DB);
    db = createDb(DB);
    c = new pg.Client({ connectionString: DB });
    await c.connect();
    for (let h = 0; h < 20; h++) await result(h, start + h * 3 * 3_600_000);
  }, 60_000);
  afterAll(async () => {
    await c?.end();
    await db?.$disconnect();
  });

  it("folds once for repeated reads; again after a new result, a correction by another writer, or a new day — always what the stored results fold to", async () => {
    const book = new SeasonBook(db, () => now);
    const store = new SeasonStore(db);
    /** What a fold of the stored results gives now. */
    const fresh = async () => foldSeason(season, await store.resultsIn(season), now);
    const points = (l: Ledger) => l.byPlayer.get(`${tag}-a`)?.points;

    const first = await book.ledger(season);
    expect(book.ledgers.folds).toBe(1);
    for (let i = 0; i < 5; i++) expect(await book.ledger(season)).toEqual(first);
    expect(book.ledgers.folds).toBe(1);
    expect(first).toEqual(await fresh());

    // A new result (written by anyone: here straight into the table).
    await result(20, start + 9 * DAY);
    const second = await book.ledger(season);
    expect(book.ledgers.folds).toBe(2);
    expect(second).toEqual(await fresh());
    expect(points(second)).toBeGreaterThan(points(first) ?? 0);

    // A correction of an old result: same count, a later update time.
    await c.query(`UPDATE "RankedResult" SET winner = 'wolves', "updatedAt" = now() WHERE "gameId" = $1`, [
      `${tag}-g3`,
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
