/**
 * Issue 24 goal 4: the end-of-game points post (000 §四1, §五4, R20, R22) folds only the results
 * of the games its players sat in (`SeasonStore.resultsOfPlayers`), not the whole season. That
 * holds because a player's points, daily cap, penalties and sanctions (000 §八(七)6, §九) come
 * from his own games alone: for every game of a random season, the seat changes the fold of its
 * players' games gives are the whole season's fold's, sanctions and all.
 */
import { describe, expect, it } from "vitest";
import { PENALTIES, type Penalty, type Winner } from "../../src/engine/types.ts";
import { foldSeason, type GameResult, type OffenceKind } from "../../src/ranked/ledger.ts";
import { game, H, SEASON, T0 } from "./fixtures.ts";

/** A small deterministic generator (mulberry32): the same season on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ROLES = ["werewolf", "werewolf", "seer", "witch", "hunter", "idiot", "villager", "villager"];
const WINNERS: (Winner | null)[] = ["wolves", "villagers", "villagers", null];

/** `n` games among `players` contacts over 12 days (some days above the 5-game cap for many). */
function season(seed: number, n: number, players: number): GameResult[] {
  const r = random(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)];
  return Array.from({ length: n }, (_, h) => {
    const size = 4 + Math.floor(r() * 5);
    const seated = new Set<string>();
    while (seated.size < size) seated.add(`p${Math.floor(r() * players)}`);
    const endedAt = T0 + Math.floor(r() * 12 * 24 * H);
    const g = game(
      `g${h}`,
      endedAt,
      pick(WINNERS),
      [...seated].map((id, i) => [id, ROLES[i % ROLES.length], r() < 0.12 ? (pick(PENALTIES) as Penalty) : undefined]),
      { valid: r() > 0.08, voided: r() < 0.03 },
    );
    for (const x of g.seats)
      if (r() < 0.03) {
        const kind: OffenceKind = r() < 0.7 ? "role_card" : "outside";
        (x as { offences?: unknown[] }).offences = [{ kind, at: endedAt + Math.floor(r() * 48 * H) }];
      }
    return g;
  });
}

describe("issue 24 goal 4: a game's post from its players' games only", () => {
  it("every game of a 600-game season of 40 players: its seats' changes from its players' games equal the whole season's (caps, penalties, sanctions)", () => {
    const games = season(7, 600, 40).sort((a, b) => a.endedAt - b.endedAt || (a.gameId < b.gameId ? -1 : 1));
    const now = T0 + 20 * 24 * H;
    const whole = foldSeason(SEASON, games, now);
    let capped = 0;
    let sanctioned = 0;
    for (const g of games) {
      const ids = new Set(g.seats.map((x) => x.playerId));
      const theirs = games.filter((x) => x.seats.some((s) => ids.has(s.playerId)));
      expect(theirs.length).toBeLessThan(games.length);
      const part = foldSeason(SEASON, theirs, now);
      const want = whole.games.find((x) => x.gameId === g.gameId);
      const got = part.games.find((x) => x.gameId === g.gameId);
      expect(got, g.gameId).toEqual(want);
      for (const x of want?.seats ?? []) {
        if (x.capped) capped++;
        if (x.sanctions.length) sanctioned++;
      }
    }
    // The season exercises what could tie players together: capped wins and sanctions.
    expect(capped).toBeGreaterThan(10);
    expect(sanctioned).toBeGreaterThan(2);
  });
});
