/** The season ledger: 000 §四1 (points, 5-a-day cap), §四2 (tiers), §四3 (reset), §五4 (invalid games), R20, R22. */
import { describe, expect, it } from "vitest";
import type { Penalty, Winner } from "../../src/engine/types.ts";
import { SHANGHAI_OFFSET_MS, shanghaiDay } from "../../src/ranked/day.ts";
import {
  compareRank,
  compareStandings,
  foldSeason,
  pointChanges,
  replaceResult,
  resultOfGame,
  type Season,
  standingOf,
} from "../../src/ranked/ledger.ts";
import { gamePoints } from "../../src/ranked/points.ts";
import { tierOf, type WinsByClass } from "../../src/ranked/tiers.ts";
import { playRandomGame } from "../../src/sim/autoplay.ts";
import { game, H, MIN, SEASON, type Seat, T0, wolfWins } from "./fixtures.ts";

/** `YYYY-MM-DD` of an instant in Shanghai time (UTC+8). */
const shanghaiDate = (ms: number) => new Date(ms + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);

const deltas = (l: ReturnType<typeof foldSeason>, player: string) =>
  l.games.map((g) => g.seats.find((x) => x.playerId === player)?.delta);

describe("000 §四1 points in the ledger", () => {
  it("000 §四1 R22 winners score by camp (dead or alive), losers 0; 334 wins 1", () => {
    const l = foldSeason(
      SEASON,
      [
        game("g1", T0 + H, "villagers", [
          ["a", "seer"],
          ["b", "werewolf"],
          ["c", "villager"],
        ]),
        game(
          "g2",
          T0 + 2 * H,
          "wolves",
          [
            ["a", "werewolf"],
            ["b", "hunter"],
            ["c", "villager"],
          ],
          { board: "334-classic" },
        ),
      ],
      T0 + 3 * H,
    );
    expect(["a", "b", "c"].map((p) => standingOf(l, p).points)).toEqual([3, 0, 2]);
    expect(deltas(l, "a")).toEqual([2, 1]);
    expect(l.games[0].seats.map((x) => x.pointsAfter)).toEqual([2, 0, 2]);
  });

  it("R22 cupid scores with the camp he shares the win with and counts as a win in no class", () => {
    const l = foldSeason(
      SEASON,
      [
        game(
          "g1",
          T0 + H,
          "lovers",
          [
            ["a", "cupid", undefined, true],
            ["b", "werewolf", undefined, true],
            ["c", "seer"],
          ],
          { board: "345-thief-cupid" },
        ),
      ],
      T0 + H,
    );
    expect(standingOf(l, "a")).toMatchObject({ points: 3, winsTotal: 1, wins: { wolf: 0, god: 0, villager: 0 } });
    expect(standingOf(l, "b")).toMatchObject({ points: 3, winsTotal: 1, wins: { wolf: 1, god: 0, villager: 0 } });
    expect(standingOf(l, "c").points).toBe(0);
  });

  it("000 §四2 wins are counted by card class: wolf, god, villager", () => {
    const seats: Seat[] = [
      ["w", "wolf_king"],
      ["g", "witch"],
      ["v", "villager"],
    ];
    const l = foldSeason(
      SEASON,
      [game("g1", T0 + H, "wolves", seats), game("g2", T0 + 2 * H, "villagers", seats)],
      T0 + 3 * H,
    );
    expect(standingOf(l, "w").wins).toEqual({ wolf: 1, god: 0, villager: 0 });
    expect(standingOf(l, "g").wins).toEqual({ wolf: 0, god: 1, villager: 0 });
    expect(standingOf(l, "v").wins).toEqual({ wolf: 0, god: 0, villager: 1 });
    expect(["w", "g", "v"].map((p) => standingOf(l, p).points)).toEqual([3, 2, 2]);
  });
});

describe("000 §四1 only the first 5 ranked games of a Shanghai day score", () => {
  it("000 §四1 the 6th and 7th wins of a day score 0 but count as wins", () => {
    const l = foldSeason(SEASON, wolfWins("g", T0 + H, 7), T0 + 10 * H);
    expect(deltas(l, "a")).toEqual([3, 3, 3, 3, 3, 0, 0]);
    expect(l.games.map((g) => g.seats[0].capped)).toEqual([false, false, false, false, false, true, true]);
    expect(standingOf(l, "a")).toMatchObject({ points: 15, games: 7, winsTotal: 7, wins: { wolf: 7 } });
  });

  it("000 §四1 lost games count toward the 5: five losses, then a win scores 0", () => {
    const losses = Array.from({ length: 5 }, (_, i) =>
      game(`l${i}`, T0 + i * H, "villagers", [
        ["a", "werewolf"],
        ["b", "villager"],
      ]),
    );
    const l = foldSeason(SEASON, [...losses, ...wolfWins("w", T0 + 6 * H, 1)], T0 + 7 * H);
    expect(standingOf(l, "a")).toMatchObject({ points: 0, winsTotal: 1 });
    expect(standingOf(l, "b").points).toBe(10);
  });

  it("000 §四1 the cap counts per player: a newcomer's first game that day scores", () => {
    const six = wolfWins("g", T0 + H, 6);
    six[5].seats[1].playerId = "fresh";
    six[5].seats[0].role = "villager";
    six[5].winner = "villagers";
    six[5].seats[0].campWon = true;
    six[5].seats[1].campWon = true;
    const l = foldSeason(SEASON, six, T0 + 10 * H);
    expect(deltas(l, "a")).toEqual([3, 3, 3, 3, 3, 0]);
    expect(standingOf(l, "fresh").points).toBe(2);
  });

  it("000 §四1 the day is Asia/Shanghai: 23:59 is still the 6th game, 00:01 the next day scores", () => {
    // Five games ending 18:00-20:00 Shanghai (10:00-12:00 UTC), then 15:59 and 16:01 UTC.
    const day = Date.UTC(2026, 10, 2);
    const five = wolfWins("g", day + 10 * H, 5);
    const late = wolfWins("late", day + 15 * H + 59 * MIN, 1);
    const early = wolfWins("early", day + 16 * H + 1 * MIN, 1);
    expect(shanghaiDate(late[0].endedAt)).toBe("2026-11-02");
    expect(shanghaiDate(early[0].endedAt)).toBe("2026-11-03");
    const l = foldSeason(SEASON, [...five, ...late, ...early], day + 17 * H);
    expect(deltas(l, "a")).toEqual([3, 3, 3, 3, 3, 0, 3]);
    expect(l.games.map((g) => g.seats[0].dayGame)).toEqual([1, 2, 3, 4, 5, 6, 1]);
  });

  it("000 §四1 UTC midnight is not a new day: 23:59 and 00:01 UTC are 07:59 and 08:01 in Shanghai", () => {
    const day = Date.UTC(2026, 10, 3);
    const games = wolfWins("g", day - 5 * H, 5, MIN).concat(wolfWins("x", day + MIN, 1));
    games[4].endedAt = day - MIN;
    const l = foldSeason(SEASON, games, day + H);
    expect(shanghaiDay(day - MIN)).toBe(shanghaiDay(day + MIN));
    expect(deltas(l, "a")).toEqual([3, 3, 3, 3, 3, 0]);
  });

  it("000 §四1 today's count (x/5) is for the Shanghai day of nowMs", () => {
    const day = Date.UTC(2026, 10, 4);
    const games = wolfWins("y", day - 10 * H, 2).concat(wolfWins("t", day + H, 7, 10 * MIN));
    const l = foldSeason(SEASON, games, day + 2 * H);
    expect(standingOf(l, "a").today).toEqual({ games: 7, scored: 5 });
    expect(foldSeason(SEASON, games, day - 9 * H).byPlayer.get("a")?.today).toEqual({ games: 2, scored: 2 });
    // 16:00 UTC is midnight in Shanghai: a new day, nothing played yet.
    expect(foldSeason(SEASON, games, day + 16 * H).byPlayer.get("a")?.today).toEqual({ games: 0, scored: 0 });
    expect(standingOf(foldSeason(SEASON, [], day), "nobody").today).toEqual({ games: 0, scored: 0 });
  });

  it("000 §四1 games are folded by endedAt, whatever the input order", () => {
    const games = wolfWins("g", T0 + H, 6);
    const shuffled = [games[5], games[2], games[0], games[4], games[1], games[3]];
    const l = foldSeason(SEASON, shuffled, T0 + 10 * H);
    expect(l.games.map((g) => g.gameId)).toEqual(["g1", "g2", "g3", "g4", "g5", "g6"]);
    expect(deltas(l, "a")).toEqual([3, 3, 3, 3, 3, 0]);
  });
});

describe("penalties in the ledger (000 §八(七)6, §九4②, §九5, R20, R22)", () => {
  const penalized = (penalty: Penalty, winner: Winner) =>
    foldSeason(
      SEASON,
      [
        game("g1", T0 + H, winner, [
          ["a", "villager", penalty],
          ["b", "werewolf"],
          ["c", "seer"],
        ]),
      ],
      T0 + H,
    );

  it("000 §八(七)6 R20 a non-wolf self-destruct: −5 and a loss though the village won", () => {
    const l = penalized("self_destruct", "villagers");
    expect(standingOf(l, "a")).toMatchObject({ points: -5, winsTotal: 0, penalties: { self_destruct: 1 } });
    expect(l.games[0].seats[0]).toMatchObject({ won: false, win: 0, penalty: -5, delta: -5, pointsAfter: -5 });
    expect(standingOf(l, "c").points).toBe(2);
  });

  it("000 §九4② R20 drowned: −2 and a loss though the village won", () => {
    const l = penalized("drowned", "villagers");
    expect(standingOf(l, "a")).toMatchObject({ points: -2, winsTotal: 0, penalties: { drowned: 1 } });
  });

  it("000 §九5 ejected for profanity: −2, and the camp's win still scores and counts (R22)", () => {
    const l = penalized("eject", "villagers");
    expect(standingOf(l, "a")).toMatchObject({ points: 0, winsTotal: 1, penalties: { eject: 1 } });
    expect(standingOf(penalized("eject", "wolves"), "a").points).toBe(-2);
  });

  it("000 §四1 penalties still apply on a game beyond the daily cap", () => {
    const games = wolfWins("g", T0 + H, 6);
    games[5].seats[0].penalty = "eject";
    games[5].seats[1].penalty = "self_destruct";
    const l = foldSeason(SEASON, games, T0 + 10 * H);
    expect(deltas(l, "a")).toEqual([3, 3, 3, 3, 3, -2]);
    expect(deltas(l, "b")).toEqual([0, 0, 0, 0, 0, -5]);
    expect(standingOf(l, "a").winsTotal).toBe(6);
  });

  it("000 §八(七)6 points have no floor: a first game self-destruct leaves −5", () => {
    expect(standingOf(penalized("self_destruct", "wolves"), "a").points).toBe(-5);
  });
});

describe("000 §五4 a game without an inspector is invalid", () => {
  it("000 §五4 an invalid game scores nothing, counts no game, no win and no penalty", () => {
    const g = game(
      "g1",
      T0 + H,
      "wolves",
      [
        ["a", "werewolf"],
        ["b", "villager", "self_destruct"],
      ],
      { valid: false },
    );
    const l = foldSeason(SEASON, [g], T0 + H);
    expect(l.games[0].status).toBe("invalid");
    expect(l.games[0].seats.map((x) => x.delta)).toEqual([0, 0]);
    expect(l.leaderboard).toEqual([]);
    expect(standingOf(l, "a")).toMatchObject({ points: 0, games: 0, winsTotal: 0 });
  });

  it("000 §五4 an invalid game does not use up one of the day's 5", () => {
    const games = wolfWins("g", T0 + H, 6);
    games[0].valid = false;
    const l = foldSeason(SEASON, games, T0 + 10 * H);
    expect(deltas(l, "a")).toEqual([0, 3, 3, 3, 3, 3]);
    expect(standingOf(l, "a")).toMatchObject({ points: 15, games: 5 });
  });
});

describe("000 §四3 the season window", () => {
  it("000 §四3 games before the start or at/after the end do not count; the start counts", () => {
    const games = [
      ...wolfWins("before", T0 - MIN, 1),
      ...wolfWins("start", T0, 1),
      ...wolfWins("last", SEASON.endsAt - 1, 1),
      ...wolfWins("end", SEASON.endsAt, 1),
    ];
    const l = foldSeason(SEASON, games, SEASON.endsAt);
    expect(l.games.map((g) => g.status)).toEqual(["out_of_season", "scored", "scored", "out_of_season"]);
    expect(standingOf(l, "a")).toMatchObject({ points: 6, games: 2, winsTotal: 2 });
  });

  it("000 §四3 everyone starts the season at 0: last season's games neither score nor use up the day's cap", () => {
    // The season starts at 10:00 Shanghai; five games earlier that morning belong to the old season.
    const start = Date.UTC(2026, 10, 5, 2);
    const season: Season = { id: "S8", startsAt: start, endsAt: start + 30 * 24 * H };
    const games = [...wolfWins("old", start - 5 * H, 5), ...wolfWins("new", start + H, 5)];
    const l = foldSeason(season, games, start + 10 * H);
    expect(deltas(l, "a")).toEqual([0, 0, 0, 0, 0, 3, 3, 3, 3, 3]);
    expect(standingOf(l, "a")).toMatchObject({ points: 15, games: 5, today: { games: 5, scored: 5 } });
  });
});

describe("000 §二 re-scoring after a judge's ruling", () => {
  it("000 §二 §五4 an early game ruled invalid lets the day's 6th game score", () => {
    const games = wolfWins("g", T0 + H, 6);
    const before = foldSeason(SEASON, games, T0 + 10 * H);
    const after = foldSeason(SEASON, replaceResult(games, { ...games[1], valid: false }), T0 + 10 * H);
    expect(deltas(before, "a")).toEqual([3, 3, 3, 3, 3, 0]);
    expect(deltas(after, "a")).toEqual([3, 0, 3, 3, 3, 3]);
    expect(after.games[5].seats[0]).toMatchObject({ capped: false, dayGame: 5, pointsAfter: 15 });
    expect(pointChanges(before, after)).toEqual([]);
  });

  it("000 §二 a ruling that turns a win into a self-destruct loss is re-scored, the cap stays", () => {
    const games = wolfWins("g", T0 + H, 6);
    const ruled = { ...games[0], seats: games[0].seats.map((x) => ({ ...x })) };
    ruled.seats[1].penalty = "self_destruct";
    ruled.winner = "villagers";
    ruled.seats[0].campWon = false;
    ruled.seats[1].campWon = true;
    const before = foldSeason(SEASON, games, T0 + 10 * H);
    const after = foldSeason(SEASON, replaceResult(games, ruled), T0 + 10 * H);
    expect(deltas(after, "a")).toEqual([0, 3, 3, 3, 3, 0]);
    expect(deltas(after, "b")).toEqual([-5, 0, 0, 0, 0, 0]);
    expect(pointChanges(before, after)).toEqual([
      { playerId: "a", before: 15, after: 12 },
      { playerId: "b", before: 0, after: -5 },
    ]);
    expect(standingOf(after, "a").winsTotal).toBe(5);
  });

  it("000 §二 a ruling that moves a game to another day recounts both days", () => {
    const games = wolfWins("g", T0 + H, 6);
    const moved = { ...games[0], endedAt: T0 - 2 * H + 24 * H * 3 };
    const after = foldSeason(SEASON, replaceResult(games, moved), T0 + 100 * H);
    expect(standingOf(after, "a").points).toBe(18);
  });

  it("replaceResult refuses an unknown game; foldSeason refuses a game listed twice", () => {
    const games = wolfWins("g", T0 + H, 2);
    expect(() => replaceResult(games, { ...games[0], gameId: "nope" })).toThrow(/nope/);
    expect(() => foldSeason(SEASON, [...games, games[0]], T0)).toThrow(/twice/);
  });
});

describe("input checks", () => {
  it("an unknown board, an unknown role or a player seated twice is refused", () => {
    const [g] = wolfWins("g", T0 + H, 1);
    expect(() => foldSeason(SEASON, [{ ...g, board: "999-x" }], T0)).toThrow(/board/);
    expect(() => foldSeason(SEASON, [{ ...g, seats: [{ ...g.seats[0], role: "dragon" }] }], T0)).toThrow(/dragon/);
    expect(() => foldSeason(SEASON, [{ ...g, seats: [g.seats[0], { ...g.seats[1], playerId: "a" }] }], T0)).toThrow(
      /twice/,
    );
  });
});

describe("000 §四2 tiers in the standings", () => {
  /** Villager wins, 5 a day for `days` days: 10 points a day, all in the villager class. */
  const villagerDays = (days: number) =>
    Array.from({ length: days * 5 }, (_, i) =>
      game(`v${i}`, T0 + Math.floor(i / 5) * 24 * H + (i % 5) * H, "villagers", [
        ["a", "villager"],
        ["b", "werewolf"],
      ]),
    );

  it("000 §四2 92 points without wolf or god wins show 白银Ⅰ, not 黄金Ⅲ", () => {
    const l = foldSeason(SEASON, villagerDays(10), SEASON.endsAt - 1);
    expect(standingOf(l, "a")).toMatchObject({ points: 100, wins: { wolf: 0, god: 0, villager: 50 } });
    expect(standingOf(l, "a").tier?.zh).toBe("白银Ⅰ");
  });

  it("000 §四2 with 5 wolf and 5 god wins added the same player shows 黄金Ⅲ", () => {
    const extra = [
      ...Array.from({ length: 5 }, (_, i) =>
        game(`w${i}`, T0 + 40 * 24 * H + i * H, "wolves", [
          ["a", "werewolf"],
          ["b", "villager"],
        ]),
      ),
      ...Array.from({ length: 5 }, (_, i) =>
        game(`s${i}`, T0 + 41 * 24 * H + i * H, "villagers", [
          ["a", "seer"],
          ["b", "werewolf"],
        ]),
      ),
    ];
    const l = foldSeason(SEASON, [...villagerDays(8), ...extra], SEASON.endsAt - 1);
    expect(standingOf(l, "a")).toMatchObject({ points: 80 + 15 + 10, wins: { wolf: 5, god: 5, villager: 40 } });
    expect(standingOf(l, "a").tier?.zh).toBe("黄金Ⅱ");
  });
});

describe("leaderboard order", () => {
  it("issue 26 item 10: equal points, tier, wins and games — the player with fewer penalties (黑麦 included) is ahead; the contact id never decides", () => {
    const l = foldSeason(
      SEASON,
      [
        game("g1", T0 + H, "wolves", [
          ["zz", "werewolf"],
          ["aa", "werewolf"],
        ]),
      ],
      T0 + 2 * H,
    );
    const clean = standingOf(l, "zz");
    const base = standingOf(l, "aa");
    expect(compareRank(base, clean)).toBe(0);
    const marked = { ...base, noShows: 1 };
    expect(compareRank(clean, marked)).toBeLessThan(0);
    expect(compareStandings(clean, marked)).toBeLessThan(0);
    const penalised = { ...base, penalties: { ...base.penalties, ruled: 1 } };
    expect(compareRank(penalised, clean)).toBeGreaterThan(0);
    // Tied players share the rank: "aa" and "zz" are both first.
    expect(l.leaderboard.filter((s) => s.winsTotal === 1).map((s) => s.rank)).toEqual([1, 1]);
  });

  it("points desc, then tier, total wins, fewer penalties, fewer games, earlier last change; a full tie shares its rank (issue 26 item 10)", () => {
    // [game, hours after T0, winner, first seat, its role, its penalty, second seat, its role]
    const rows: [string, number, Winner, string, string, Penalty | undefined, string, string][] = [
      ["g1", 2, "wolves", "p1", "werewolf", undefined, "x", "villager"], // p1, p2: one wolf win each…
      ["g2", 1, "wolves", "p2", "werewolf", undefined, "y", "villager"], // …p2 reached 3 points earlier
      ["g3", 3, "wolves", "p3", "werewolf", undefined, "z", "villager"], // p3: 3 points and…
      ["g4", 4, "villagers", "p3", "villager", "eject", "w", "werewolf"], // …a second win worth 2 − 2
      ["g5", 0.5, "wolves", "p4", "werewolf", undefined, "v", "villager"], // p4: one win…
      ["g6", 0.6, "villagers", "p4", "werewolf", undefined, "u", "villager"], // …but a second game
      ["g7", 5, "wolves", "p00", "werewolf", undefined, "p0", "wolf_king"], // p0, p00: identical but for the id
    ];
    const games = rows.map(([id, h, winner, a, ra, pa, b, rb]) =>
      game(id, T0 + h * H, winner, [
        [a, ra, pa],
        [b, rb],
      ]),
    );
    const l = foldSeason(SEASON, games, T0 + 6 * H);
    const top = l.leaderboard.filter((s) => s.points === 3).map((s) => s.playerId);
    expect(top).toEqual(["p3", "p2", "p1", "p0", "p00", "p4"]);
    expect(l.leaderboard[0].rank).toBe(1);
    // p0 and p00 differ only by their contact id: tied, one rank (…, 4, 4, 6 — the next rank skips).
    const ranks = top.map((id) => standingOf(l, id).rank);
    const r = ranks[0];
    expect(ranks).toEqual([r, r + 1, r + 2, r + 3, r + 3, r + 5]);
    // Everywhere: a rank is the position, or the rank of the player above when tied with him.
    for (const [i, s] of l.leaderboard.entries())
      expect(s.rank).toBe(i > 0 && compareRank(l.leaderboard[i - 1], s) === 0 ? l.leaderboard[i - 1].rank : i + 1);
    expect(l.leaderboard.map((s) => s.points)).toEqual([...l.leaderboard.map((s) => s.points)].sort((a, b) => b - a));
  });
});

describe("leaderboard order by tier", () => {
  it("000 §四2 equal points: the player whose win counts meet a higher tier ranks first", () => {
    const at92 = (playerId: string, wins: WinsByClass) => ({
      ...standingOf(foldSeason(SEASON, [], T0), playerId),
      points: 92,
      winsTotal: wins.wolf + wins.god + wins.villager,
      tier: tierOf(92, wins),
    });
    const gold = at92("z", { wolf: 5, god: 5, villager: 10 });
    const silver = at92("a", { wolf: 0, god: 0, villager: 46 });
    expect([gold.tier?.zh, silver.tier?.zh]).toEqual(["黄金Ⅲ", "白银Ⅰ"]);
    expect([silver, gold].sort(compareStandings).map((s) => s.playerId)).toEqual(["z", "a"]);
  });
});

describe("resultOfGame: an engine game in the ledger", () => {
  for (const [board, seed] of [
    ["444-guard-wolfking", 3],
    ["444-guard-wolfking", 8], // a drowned wolf king in a wolf win
    ["444-idiot", 11], // a drowned villager
    ["444-idiot", 12],
    ["334-classic", 5],
  ] as const)
    it(`000 §四1 R22 ${board} seed ${seed}: the ledger's deltas equal the engine's gamePoints`, () => {
      const s = playRandomGame(board, seed).state;
      const players = Object.fromEntries(s.seats.map((x) => [String(x.seat), `p${x.seat}`]));
      const r = resultOfGame(s, { gameId: "g", players, valid: true, endedAt: T0 + H });
      const l = foldSeason(SEASON, [r], T0 + H);
      const fromLedger = Object.fromEntries(
        l.games[0].seats.filter((x) => x.delta !== 0).map((x) => [String(x.seat), x.delta]),
      );
      expect(fromLedger).toEqual(gamePoints(s));
      expect(Object.keys(fromLedger).length).toBeGreaterThan(0);
    });
});
