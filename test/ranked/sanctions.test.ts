/**
 * Season sanctions applied by the ledger fold (issue #16): 000 §八(七)6 (段位清零 on a second non-wolf
 * self-destruct), §九6 (a posted role card: a week's ban, then the current points cleared), §九5 (a
 * third ejection: a permanent-ban proposal), §九1 (场外: a permanent-ban proposal). Each at its
 * boundary: one below, at, one above. Pure: the sanctions are re-computed on every fold.
 */
import { describe, expect, it } from "vitest";
import type { Penalty } from "../../src/engine/types.ts";
import { activeBan, ledgerBans } from "../../src/ranked/bans.ts";
import {
  foldSeason,
  type GameResult,
  type OffenceKind,
  ROLE_CARD_BAN_MS,
  replaceResult,
  standingOf,
} from "../../src/ranked/ledger.ts";
import { gameChangeText, recordText } from "../../src/ranked/texts.ts";
import { render } from "../../src/vocab/msg.ts";
import { game, H, SEASON, T0 } from "./fixtures.ts";

const DAY = 24 * H;

/** Game `id` on day `d` (one a day, so the daily cap never interferes): `a` plays `role` with `penalty`. */
function day(id: string, d: number, role: string, winner: "villagers" | "wolves", penalty?: Penalty): GameResult {
  return game(id, T0 + d * DAY + H, winner, [
    ["a", role, penalty],
    ["b", role === "werewolf" ? "villager" : "werewolf"],
  ]);
}
/** A village win for `a` (seer, +2). */
const win = (id: string, d: number) => day(id, d, "seer", "villagers");
/** `a` self-destructs as a villager (000 §八(七)6: −5 and a loss). */
const boom = (id: string, d: number) => day(id, d, "villager", "villagers", "self_destruct");
/** `a` is ejected (000 §九5: −2 on top of his camp's result). */
const ejected = (id: string, d: number) => day(id, d, "seer", "villagers", "eject");
/** `g` with an offence ruled on `a`'s seat at `at`. */
function ruled(g: GameResult, kind: OffenceKind, at = g.endedAt + H): GameResult {
  return { ...g, seats: g.seats.map((x) => (x.playerId === "a" ? { ...x, offences: [{ kind, at }] } : x)) };
}
const fold = (games: GameResult[], now = SEASON.endsAt - 1) => foldSeason(SEASON, games, now);
const kinds = (games: GameResult[]) => standingOf(fold(games), "a").sanctions.map((s) => s.kind);

describe("000 §八(七)6 a second non-wolf self-destruct in a season clears the tier (段位清零)", () => {
  // Five wolf-card wins and five god wins and ten villager wins would be 黄金; here: 10 wins = 20 points.
  const wins = Array.from({ length: 10 }, (_, i) => win(`w${i}`, i));

  it("000 §八(七)6 one below: the first non-wolf self-destruct costs 5 points, no clear", () => {
    const a = standingOf(fold([...wins, boom("b1", 10)]), "a");
    expect(a).toMatchObject({ points: 15, winsTotal: 10, wins: { god: 10 } });
    expect(a.sanctions).toEqual([]);
  });

  it("000 §八(七)6 at: the second clears points and every win count at that game, and asks the organisers (甚至禁赛)", () => {
    const l = fold([boom("b1", 0), ...wins.map((g) => ({ ...g, endedAt: g.endedAt + DAY })), boom("b2", 12)]);
    const a = standingOf(l, "a");
    // −5 + 20 = 15, then −5 = 10: the clear takes those 10 points and the 10 wins.
    expect(a).toMatchObject({ points: 0, winsTotal: 0, wins: { wolf: 0, god: 0, villager: 0 }, tier: null });
    expect(a.sanctions).toEqual([
      {
        kind: "tier_cleared",
        playerId: "a",
        gameId: "b2",
        at: T0 + 12 * DAY + H,
        clause: "000 §八(七)6",
        nth: 2,
        points: 10,
        wins: 10,
      },
      expect.objectContaining({ kind: "ban_proposal", reason: "repeat_boom", permanent: false, nth: 2 }),
    ]);
    // The end-of-game line says so; the other player is untouched.
    expect(l.games.at(-1)?.seats[0]).toMatchObject({ delta: -5, pointsAfter: 0 });
    expect(render(gameChangeText(l, "b2"))).toContain(
      "本赛季第2次非狼人自爆：段位清零（积分清10分、胜场清10场，手册§八(七)6）",
    );
    expect(standingOf(l, "b").sanctions).toEqual([]);
  });

  it("000 §八(七)6 later games count again after the clear", () => {
    const a = standingOf(fold([boom("b1", 0), boom("b2", 1), win("after", 2)]), "a");
    // −5, −10 (clear: never raises negative points), +2.
    expect(a).toMatchObject({ points: -8, winsTotal: 1, wins: { god: 1 } });
  });

  it("000 §八(七)6 one above: the third clears again", () => {
    const a = standingOf(fold([boom("b1", 0), boom("b2", 1), win("w", 2), win("w2", 3), boom("b3", 4)]), "a");
    expect(a.sanctions.filter((s) => s.kind === "tier_cleared").map((s) => s.nth)).toEqual([2, 3]);
    expect(a).toMatchObject({ winsTotal: 0 });
  });

  it("000 §八(七)6 a wolf's self-destruct, a judged one (§九2, `ruled`) and one in an invalid game do not count", () => {
    const wolf = day("wolf", 0, "werewolf", "villagers");
    const judged = day("judged", 1, "villager", "villagers", "ruled");
    const invalid = { ...boom("inv", 2), valid: false };
    expect(kinds([boom("b1", 3), wolf, judged, invalid])).toEqual([]);
  });

  it("000 §二 a ruling that takes back the second self-destruct gives the tier back (re-computed)", () => {
    // −5, six wins (+12), −5: the clear takes 2 points and 6 wins.
    const games = [boom("b1", 0), ...Array.from({ length: 6 }, (_, i) => win(`w${i}`, i + 1)), boom("b2", 8)];
    expect(standingOf(fold(games), "a")).toMatchObject({ points: 0, winsTotal: 0 });
    const fixed = replaceResult(games, win("b2", 8));
    expect(standingOf(fold(fixed), "a")).toMatchObject({ points: 9, winsTotal: 7, sanctions: [] });
  });
});

describe("000 §九6 a posted role card: a week's ranked ban, then the current points cleared", () => {
  const base = [win("w1", 0), win("w2", 1), win("w3", 2)];

  it("000 §九6 one below: a game without the ruling sanctions nothing", () => {
    expect(kinds(base)).toEqual([]);
  });

  it("000 §九6 at the first: a ranked ban for one week from the ruling, which then expires", () => {
    const at = T0 + 5 * DAY;
    const l = fold([...base, ruled(win("g", 3), "role_card", at)]);
    const a = standingOf(l, "a");
    expect(a.points).toBe(8);
    expect(a.sanctions).toEqual([
      {
        kind: "ban",
        playerId: "a",
        gameId: "g",
        at,
        clause: "000 §九6",
        nth: 1,
        startsAt: at,
        endsAt: at + ROLE_CARD_BAN_MS,
      },
    ]);
    const bans = ledgerBans(l);
    expect(activeBan(bans, "a", at - 1)).toBeNull();
    expect(activeBan(bans, "a", at)?.endsAt).toBe(at + 7 * DAY);
    expect(activeBan(bans, "a", at + 7 * DAY - 1)).not.toBeNull();
    expect(activeBan(bans, "a", at + 7 * DAY)).toBeNull();
    expect(activeBan(bans, "b", at)).toBeNull();
  });

  it("000 §九6 at the second: the points he has when it is ruled are cleared; wins stay; later games count", () => {
    const first = ruled(win("g1", 3), "role_card");
    const second = ruled(win("g2", 4), "role_card", T0 + 6 * DAY);
    // 5 wins (10 points) by the second ruling, then one more win after it.
    const l = fold([...base, first, second, win("later", 7)]);
    const a = standingOf(l, "a");
    expect(a.sanctions.map((s) => [s.kind, s.nth])).toEqual([
      ["ban", 1],
      ["points_cleared", 2],
    ]);
    expect(a.sanctions[1]).toMatchObject({ points: 10, at: T0 + 6 * DAY });
    expect(a).toMatchObject({ points: 2, winsTotal: 6 });
    expect(render(recordText(l, "a"))).toContain("本赛季第2次晒身份牌：扣除当前积分10分（手册§九6）");
  });

  it("000 §九6 §九7 one above: the third clears the points again and asks the organisers", () => {
    const games = [
      ruled(win("g1", 0), "role_card"),
      ruled(win("g2", 1), "role_card"),
      ruled(win("g3", 2), "role_card"),
    ];
    expect(kinds(games)).toEqual(["ban", "points_cleared", "points_cleared", "ban_proposal"]);
    expect(standingOf(fold(games), "a").sanctions[3]).toMatchObject({ reason: "repeat_role_card", clause: "000 §九7" });
  });

  it("000 §九6 a clear never raises negative points", () => {
    const games = [boom("b1", 0), ruled(win("g1", 1), "role_card"), ruled(boom("g2", 2), "role_card")];
    // The second boom also clears the tier (000 §八(七)6); the role card's clear takes nothing.
    const a = standingOf(fold(games), "a");
    expect(a.points).toBe(-8);
    expect(a.sanctions.find((s) => s.kind === "points_cleared")).toMatchObject({ points: 0 });
  });

  it("000 §九6 offences count in an invalid or voided game of the season, not in another season", () => {
    const invalid = ruled({ ...win("inv", 0), valid: false }, "role_card");
    const voided = ruled({ ...win("void", 1), voided: true, winner: null }, "role_card");
    const old = ruled({ ...win("old", 0), endedAt: SEASON.startsAt - DAY }, "role_card");
    expect(kinds([invalid, voided])).toEqual(["ban", "points_cleared"]);
    expect(kinds([old])).toEqual([]);
  });

  it("000 §二 a ruling that withdraws the offence withdraws the ban", () => {
    const games = [ruled(win("g", 0), "role_card")];
    expect(ledgerBans(fold(games))).toHaveLength(1);
    expect(ledgerBans(fold(replaceResult(games, win("g", 0))))).toEqual([]);
  });
});

describe("000 §九5 a third ejection in a season asks the organisers for a permanent ban", () => {
  it("000 §九5 one below: two ejections, −2 each, no proposal", () => {
    const a = standingOf(fold([ejected("e1", 0), ejected("e2", 1)]), "a");
    expect(a).toMatchObject({ points: 0, penalties: { eject: 2 }, sanctions: [] });
  });

  it("000 §九5 at: the third raises a permanent-ban proposal", () => {
    const a = standingOf(fold([ejected("e1", 0), ejected("e2", 1), ejected("e3", 2)]), "a");
    expect(a.sanctions).toEqual([
      {
        kind: "ban_proposal",
        playerId: "a",
        gameId: "e3",
        at: T0 + 2 * DAY + H,
        clause: "000 §九5",
        nth: 3,
        reason: "profanity",
        permanent: true,
      },
    ]);
    expect(a.points).toBe(0);
  });

  it("000 §九5 one above (三次以上): the fourth raises another", () => {
    const games = [0, 1, 2, 3].map((d) => ejected(`e${d}`, d));
    expect(standingOf(fold(games), "a").sanctions.map((s) => s.nth)).toEqual([3, 4]);
  });
});

describe("000 §九1 场外 is put to the organisers at once", () => {
  it("000 §九1 no ruling, no proposal; the first ruling proposes a permanent ban; a second proposes again", () => {
    expect(kinds([win("g", 0)])).toEqual([]);
    const one = standingOf(fold([ruled(win("g", 0), "outside", T0 + 2 * DAY)]), "a");
    expect(one.sanctions).toEqual([
      expect.objectContaining({
        kind: "ban_proposal",
        reason: "outside",
        permanent: true,
        clause: "000 §九1",
        at: T0 + 2 * DAY,
      }),
    ]);
    expect(one.points).toBe(2);
    expect(kinds([ruled(win("g", 0), "outside"), ruled(win("h", 1), "outside")])).toEqual([
      "ban_proposal",
      "ban_proposal",
    ]);
  });
});

describe("the leaver and the voided game (issue #16 point 5)", () => {
  it("000 §九4② no-shows are counted and a drowning shows as a leaver in 战绩", () => {
    const g = day("d", 0, "villager", "villagers", "drowned");
    g.seats[0].noShows = 2;
    const h = win("w", 1);
    h.seats[0].noShows = 1;
    const l = fold([g, h]);
    expect(standingOf(l, "a")).toMatchObject({ noShows: 3, penalties: { drowned: 1 }, points: 0 });
    expect(render(recordText(l, "a"))).toContain("本赛季处罚：黑麦3次、淹死（离场）1次");
  });

  it("000 §二 a voided game counts for nobody: no game, no point, no penalty, and the post says why", () => {
    const g: GameResult = { ...boom("v", 0), winner: null, voided: true };
    const l = fold([g]);
    expect(l.games[0].status).toBe("voided");
    expect(standingOf(l, "a")).toMatchObject({ games: 0, points: 0, penalties: { self_destruct: 0 } });
    expect(l.leaderboard).toEqual([]);
    expect(render(gameChangeText(l, "v"))).toBe("本局被法官作废，不计任何人的胜负和排位积分（手册§二）。");
  });
});
