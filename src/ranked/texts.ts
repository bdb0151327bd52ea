/**
 * The ranked season's texts for the chat (issue #6): a player's `战绩`, the `排行榜` and the
 * end-of-game points post. Pure: they read a ledger (see `ledger.ts`) and return messages (issue 23:
 * phrases of the `season` book, rendered at delivery in the chat's language); player names come
 * from the caller (`name`, default: the playerId).
 */

import type { Penalty } from "../engine/types.ts";
import { lines, listOf, type Msg, say } from "../vocab/msg.ts";
import type { PhraseKey } from "../vocab/phrases/index.ts";
import { type BanView, banLine } from "./bans.ts";
import { shanghaiTime } from "./day.ts";
import { type Ledger, type Sanction, type Season, type SeatChange, type Standing, standingOf } from "./ledger.ts";
import { DAILY_SCORING_GAMES } from "./points.ts";
import { boardArg } from "./record-texts.ts";
import { nextTier, shortfall, type Tier } from "./tiers.ts";

/** Display name of a player (a WeChat nickname); the default shows the playerId. */
export type NameOf = (playerId: string) => string;
const byId: NameOf = (id) => id;

/** How many players the 排行榜 shows by default. */
export const LEADERBOARD_SIZE = 20;

/** Messages joined by the language's list separator (`、`, `, `). */
export { listOf };

/** A tier's name (`青铜Ⅲ`, `Bronze III`). */
export const tierMsg = (t: Tier): Msg => say(`season.tier_${t.id}`);

/**
 * A penalty in the points post: the vocabulary's word, with 天雷 where the handbook names the −2 so
 * (000 §九4② a drowning, §九5 an ejection).
 */
const penaltyMsg = (p: Penalty): Msg =>
  p === "drowned" || p === "eject"
    ? say("season.thunder", { p: { word: `penalty.${p}` } })
    : say("season.why_penalty", { p: { word: `penalty.${p}` } });

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
const wins = (s: Standing): Msg =>
  say("season.wins_by_class", { wolf: s.wins.wolf, god: s.wins.god, villager: s.wins.villager });

/** What the player still needs for the next tier (000 §四2), or that he is 王者. */
function nextTierLine(s: Standing): Msg {
  const next = nextTier(s.tier);
  if (!next) return say("season.top_tier", { tier: { msg: say("season.tier_king") } });
  const gap = shortfall(next, s.points, s.wins);
  const missing: Msg[] = [];
  if (gap.points > 0) missing.push(say("season.missing_points", { n: gap.points }));
  if (gap.wins.wolf > 0) missing.push(say("season.missing_wolf", { n: gap.wins.wolf }));
  if (gap.wins.god > 0) missing.push(say("season.missing_god", { n: gap.wins.god }));
  if (gap.wins.villager > 0) missing.push(say("season.missing_villager", { n: gap.wins.villager }));
  return say("season.next_tier", { tier: { msg: tierMsg(next) }, missing: { msg: listOf(missing) } });
}

/**
 * A sanction in one line (000 §八(七)6, §九1, §九5, §九6, §九7); the 简体 cites its clause as 手册§,
 * English does not.
 */
export function sanctionText(x: Sanction): Msg {
  switch (x.kind) {
    case "tier_cleared":
      return say("season.tier_cleared", { nth: x.nth, points: x.points, wins: x.wins });
    case "points_cleared":
      return say("season.points_cleared", { nth: x.nth, points: x.points });
    case "ban":
      return say("season.ban_week", { until: shanghaiTime(x.endsAt) });
    case "ban_proposal":
      return say(`season.proposal_${x.reason}`, {
        nth: x.nth,
        ask: { msg: say(x.permanent ? "season.ask_permanent" : "season.ask_consider") },
      });
  }
}

/**
 * This season's penalties of a standing (000 §八(七)6, §九4-6): 黑麦, drownings (the leaver's
 * record), ejections, non-wolf self-destructs, judged self-destructs, tier and points clears,
 * offences; null when there are none.
 */
export function penaltiesLine(s: Standing): Msg | null {
  const clears = (k: Sanction["kind"]) => s.sanctions.filter((x) => x.kind === k).length;
  const counts: [PhraseKey, number][] = [
    ["season.pen_no_shows", s.noShows],
    ["season.pen_drowned", s.penalties.drowned],
    ["season.pen_eject", s.penalties.eject],
    ["season.pen_self_destruct", s.penalties.self_destruct],
    ["season.pen_ruled", s.penalties.ruled],
    ["season.pen_tier_cleared", clears("tier_cleared")],
    ["season.pen_points_cleared", clears("points_cleared")],
    ["season.pen_role_card", s.offences.role_card],
    ["season.pen_outside", s.offences.outside],
  ];
  const parts = counts.filter(([, n]) => n > 0).map(([k, n]) => say(k, { n }));
  return parts.length ? say("season.penalties", { list: { msg: listOf(parts) } }) : null;
}

/**
 * `战绩` of one player (000 §四1-2): season points, tier, rank, wins by card class, games, and
 * today's scoring games as `x/5` (Shanghai day of the ledger's `nowMs`); then, when there are any,
 * this season's penalties and sanctions (000 §八(七)6, §九) and the active ban (`ban`, if given).
 */
export function recordText(ledger: Ledger, playerId: string, name: NameOf = byId, ban: BanView | null = null): Msg {
  const s = standingOf(ledger, playerId);
  return lines([
    say("season.record_head", { name: name(s.playerId), season: { msg: seasonTitle(ledger.season) } }),
    say("season.record_points", {
      points: s.points,
      tier: { msg: s.tier ? tierMsg(s.tier) : say("season.no_tier") },
      rank: { msg: s.rank > 0 ? say("season.rank_nth", { n: s.rank }) : say("season.unranked") },
    }),
    say("season.record_wins", { wins: { msg: wins(s) }, total: s.winsTotal, games: s.games }),
    say("season.record_today", {
      scored: s.today.scored,
      max: DAILY_SCORING_GAMES,
      capped: { msg: s.today.games >= DAILY_SCORING_GAMES ? say("season.today_capped") : "" },
    }),
    nextTierLine(s),
    penaltiesLine(s),
    ...s.sanctions
      .filter((x) => x.kind !== "ban")
      .map((x) => say("season.sanction_item", { s: { msg: sanctionText(x) } })),
    ban ? say("season.record_ban", { ban: { msg: banLine(ban) } }) : null,
  ]);
}

/** The season as players name it (issue 26 item 6: its name, not its id): `第七季`, or `S7赛季` from the id. */
export function seasonTitle(season: Season): Msg {
  const n = season.name ?? season.id;
  return n.endsWith("季") ? say("season.title_named", { name: n }) : say("season.title", { name: n });
}

/** `排行榜`: the first `top` players (default 20) in leaderboard order, one line each. */
export function leaderboardText(ledger: Ledger, name: NameOf = byId, top = LEADERBOARD_SIZE): Msg {
  const head = say("season.board_head", { season: { msg: seasonTitle(ledger.season) } });
  if (ledger.leaderboard.length === 0) return lines([head, say("season.board_empty")]);
  const rows = ledger.leaderboard.slice(0, top).map((s) =>
    say("season.board_row", {
      rank: s.rank,
      name: name(s.playerId),
      tier: { msg: s.tier ? tierMsg(s.tier) : say("season.no_tier_yet") },
      points: s.points,
      total: s.winsTotal,
      games: s.games,
    }),
  );
  const more = ledger.leaderboard.length > top ? say("season.board_more", { n: ledger.leaderboard.length, top }) : null;
  return lines([head, ...rows, more]);
}

/** One seat's line of the end-of-game post: result, change, why, and the season total. */
export function seatChangeLine(x: SeatChange, name: NameOf = byId): Msg {
  const why: Msg[] = [];
  if (x.win > 0 && x.penalty < 0) why.push(say("season.why_win", { pts: signed(x.win) }));
  if (x.capped) why.push(say("season.why_capped", { n: x.dayGame }));
  if (x.penaltyKind)
    why.push(
      x.penalty < 0
        ? say("season.why_penalty_pts", { p: { msg: penaltyMsg(x.penaltyKind) }, pts: signed(x.penalty) })
        : penaltyMsg(x.penaltyKind),
    );
  for (const s of x.sanctions) why.push(sanctionText(s));
  return say("season.seat_line", {
    seat: { seat: x.seat },
    name: name(x.playerId),
    card: { card: x.role },
    result: { msg: say(x.won ? "season.won" : "season.lost") },
    delta: signed(x.delta),
    detail: { msg: why.length > 0 ? say("season.detail", { why: { msg: listOf(why, "season.sep") } }) : "" },
    after: x.pointsAfter,
  });
}

/**
 * The end-of-game points post of one game of the ledger (000 §四1, §五4, R20, R22): a header
 * and one line per seat. Throws for a game id the ledger does not hold.
 */
export function gameChangeText(ledger: Ledger, gameId: string, name: NameOf = byId): Msg {
  const g = ledger.games.find((x) => x.gameId === gameId);
  if (!g) throw new Error(`game ${gameId} is not in the ledger`);
  if (g.status === "invalid") return say("season.change_invalid");
  if (g.status === "voided") return say("season.change_voided");
  if (g.status === "out_of_season")
    return say("season.change_out_of_season", { season: { msg: seasonTitle(ledger.season) } });
  return lines([
    say("season.change_head", { board: boardArg(g.board) }),
    ...g.seats.map((x) => seatChangeLine(x, name)),
  ]);
}
