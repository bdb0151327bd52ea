/**
 * `npm run bench:season-end -- [--results 10000] [--games-each 40] [--rounds 7]` (issue 24 goal 4):
 * what a ranked game's end spends on its points post, with a season of `--results` results behind
 * it (each player in ~`--games-each` of them). Old: every result of the season read and folded;
 * new: the results of the game's twelve players (`SeasonStore.resultsOfPlayers`). Per round, for a
 * random game's players, each side's CPU of this process and wall time; min / median / max and
 * the ratio new / old. Then a season read (`SeasonBook.ledger`: 排行榜, 战绩, the season pages)
 * after a result changed (a fold) and again (the kept ledger, `SeasonLedgers`). Prints; not a test. Own database `SEASON_BENCH_DATABASE_URL` (default
 * werewolf_bench_season on 127.0.0.1, emptied first).
 */
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import pg from "pg";
import { SeasonBook } from "../../src/app/season.ts";
import { foldSeason, type GameResult, type Season } from "../../src/ranked/ledger.ts";
import { createDb } from "../../src/store/db.ts";
import { SeasonStore } from "../../src/store/seasons.ts";
import { freshDatabase, localOnly } from "./load-run.ts";
import { numberOption } from "./options.ts";

const { values } = parseArgs({
  options: {
    results: { type: "string", default: "10000" },
    "games-each": { type: "string", default: "40" },
    rounds: { type: "string", default: "7" },
  },
});
/** `--<name>`'s value as a whole number ≥ `min` (see `numberOption`). */
const count = (name: keyof typeof values, min: number) =>
  numberOption("bench:season-end", name, values[name], min, true);
const N = count("results", 1);
/** The pool: a multiple of 12 (seat i of a game is one of the players of class i mod 12). */
const PLAYERS = 12 * Math.max(1, Math.round(N / count("games-each", 1)));
const ROUNDS = count("rounds", 1);
const url = process.env.SEASON_BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/werewolf_bench_season";
localOnly(url);

await freshDatabase(url);

const DAY = 86_400_000;
const start = Date.UTC(2026, 10, 1);
const season: Season = { id: "bench", startsAt: start, endsAt: start + 90 * DAY };
const ROLES = ["werewolf", "werewolf", "werewolf", "werewolf", "seer", "witch", "hunter", "idiot"];
const c = new pg.Client({ connectionString: url });
await c.connect();
// Seat i of game h: a hashed one of the pool's players of class i (ids ≡ i mod 12, so none sits
// twice): each plays ~games-each games, at tables that change every game.
await c.query(
  `INSERT INTO "RankedResult" ("gameId", "endedAt", board, winner, valid, voided, seats, "updatedAt")
   SELECT 'g' || h, 'epoch'::timestamp + ($2::bigint + h * (80 * 86400000::bigint / $1)) * interval '1 millisecond',
     '444-idiot', CASE WHEN h % 2 = 0 THEN 'wolves' ELSE 'villagers' END, true, false,
     (SELECT jsonb_agg(jsonb_build_object('seat', i, 'playerId', 'p' || ((abs(hashint4(h * 16 + i)) % ($3 / 12)) * 12 + i),
        'role', (ARRAY[${ROLES.map((r) => `'${r}'`).join(",")},'villager','villager','villager','villager'])[i],
        'campWon', (i <= 4) = (h % 2 = 0), 'penalty', NULL)) FROM generate_series(1, 12) i), now()
   FROM generate_series(0, $1 - 1) h`,
  [N, start, PLAYERS],
);
await c.query(`VACUUM ANALYZE "RankedResult"`);
/** The players of game `h`, as written. */
const seated = new Map<number, string[]>();
async function playersOf(h: number): Promise<string[]> {
  const r = await c.query<{ p: string }>(
    `SELECT x->>'playerId' AS p FROM "RankedResult", jsonb_array_elements(seats) x WHERE "gameId" = $1`,
    [`g${h}`],
  );
  return r.rows.map((x) => x.p);
}

const db = createDb(url);
const store = new SeasonStore(db);
const rows: Record<"old" | "new", { cpu: number; wall: number; read: number }[]> = { old: [], new: [] };
/** One side's read and fold for the players of game `h`. */
async function once(side: "old" | "new", h: number): Promise<void> {
  const players = seated.get(h) ?? [];
  const c0 = process.cpuUsage();
  const w0 = performance.now();
  const read: GameResult[] =
    side === "old" ? await store.resultsIn(season) : await store.resultsOfPlayers(season, players);
  const ledger = foldSeason(season, read, season.endsAt);
  if (!ledger.games.some((g) => g.gameId === `g${h}`)) throw new Error(`game g${h} not read by ${side}`);
  const cpu = process.cpuUsage(c0);
  rows[side].push({ cpu: (cpu.user + cpu.system) / 1000, wall: performance.now() - w0, read: read.length });
}
const games = [0, ...Array.from({ length: ROUNDS }, (_, r) => Math.floor(((r + 1) * N) / (ROUNDS + 1)))];
for (const h of games) seated.set(h, await playersOf(h));
// A warm-up of each, then alternately, the same game for both sides in a round.
await once("old", 0);
await once("new", 0);
rows.old = [];
rows.new = [];
for (let r = 0; r < ROUNDS; r++) {
  const h = Math.floor(((r + 1) * N) / (ROUNDS + 1));
  const order: ("old" | "new")[] = r % 2 ? ["new", "old"] : ["old", "new"];
  for (const side of order) await once(side, h);
}
// The season's reads (排行榜, 战绩, its pages): a fold after a result changed, then the kept ledger.
const book = new SeasonBook(db, () => season.endsAt - DAY);
const reads: Record<"fold" | "kept", { cpu: number; wall: number }[]> = { fold: [], kept: [] };
for (let r = 0; r <= ROUNDS; r++) {
  await c.query(`UPDATE "RankedResult" SET "updatedAt" = now() WHERE "gameId" = $1`, [`g${r}`]);
  for (const k of ["fold", "kept"] as const) {
    const c0 = process.cpuUsage();
    const w0 = performance.now();
    await book.ledger(season);
    const cpu = process.cpuUsage(c0);
    if (r > 0) reads[k].push({ cpu: (cpu.user + cpu.system) / 1000, wall: performance.now() - w0 });
  }
}
await c.end();
await db.$disconnect();

const mmm = (xs: number[], digits = 1) => {
  const s = [...xs].sort((a, b) => a - b);
  const f = (x: number) => x.toFixed(digits);
  return `${f(s[0])} / ${f(s[Math.floor(s.length / 2)])} / ${f(s[s.length - 1])}`;
};
console.log(`bench:season-end — ${N} results of ${PLAYERS} players, ${ROUNDS} rounds (min / median / max)`);
for (const side of ["old", "new"] as const)
  console.log(
    `  ${side === "old" ? "old (the whole season)" : "new (the players' results)"}: results read ${mmm(rows[side].map((x) => x.read))}, CPU ms ${mmm(rows[side].map((x) => x.cpu))}, wall ms ${mmm(rows[side].map((x) => x.wall))}`,
  );
const ratio = (k: "cpu" | "wall") => rows.new.map((x, i) => x[k] / rows.old[i][k]);
console.log(`  new / old per round: CPU ${mmm(ratio("cpu"), 3)}, wall ${mmm(ratio("wall"), 3)}`);
for (const k of ["fold", "kept"] as const)
  console.log(
    `  a season read (排行榜), ${k === "fold" ? "after a result changed: folded" : "again: the kept ledger"}: CPU ms ${mmm(reads[k].map((x) => x.cpu))}, wall ms ${mmm(reads[k].map((x) => x.wall))}`,
  );
