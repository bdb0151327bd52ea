/**
 * Chinese texts of the ranked season for the chat (issue #6): a player's `战绩`, the `排行榜`
 * and the end-of-game points post. Pure: they read a ledger (see `ledger.ts`); player names
 * come from the caller (`name`, default: the playerId).
 */
import { boardById } from "../engine/boards.ts";
import type { Penalty } from "../engine/types.ts";
import { cardName, DEFAULT_LANG, word } from "../vocab/index.ts";
import { type BanView, banLine } from "./bans.ts";
import { shanghaiTime } from "./day.ts";
import {
  type Ledger,
  type ProposalReason,
  type Sanction,
  type Season,
  type SeatChange,
  type Standing,
  standingOf,
} from "./ledger.ts";
import { DAILY_SCORING_GAMES } from "./points.ts";
import { nextTier, shortfall } from "./tiers.ts";

/** Display name of a player (a WeChat nickname); the default shows the playerId. */
export type NameOf = (playerId: string) => string;
const byId: NameOf = (id) => id;

/** How many players the 排行榜 shows by default. */
export const LEADERBOARD_SIZE = 20;

/**
 * A penalty in the points post: the vocabulary's word, with 天雷 where the handbook names the −2 so
 * (000 §九4② a drowning, §九5 an ejection).
 */
const penaltyZh = (p: Penalty) =>
  `${word(DEFAULT_LANG, `penalty.${p}`)}${p === "drowned" || p === "eject" ? "天雷" : ""}`;

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
const wins = (s: Standing) => `狼人${s.wins.wolf}场、神牌${s.wins.god}场、民牌${s.wins.villager}场`;

/** What the player still needs for the next tier (000 §四2), or that he is 王者. */
function nextTierLine(s: Standing): string {
  const next = nextTier(s.tier);
  if (!next) return "已是最高段位：王者。";
  const gap = shortfall(next, s.points, s.wins);
  const missing = [
    gap.points > 0 ? `${gap.points}分` : "",
    gap.wins.wolf > 0 ? `狼人胜场${gap.wins.wolf}场` : "",
    gap.wins.god > 0 ? `神牌胜场${gap.wins.god}场` : "",
    gap.wins.villager > 0 ? `民牌胜场${gap.wins.villager}场` : "",
  ].filter(Boolean);
  return `下一段位：${next.zh}，还差${missing.join("、")}。`;
}

const PROPOSAL_ZH: Record<ProposalReason, string> = {
  outside: "场外",
  profanity: "本赛季第{n}次因脏话或场外因素被判出局",
  repeat_boom: "本赛季第{n}次非狼人自爆",
  repeat_role_card: "本赛季第{n}次晒身份牌",
};

/** A sanction in one line of Chinese, citing its clause as 手册§ (000 §八(七)6, §九1, §九5, §九6). */
export function sanctionText(x: Sanction): string {
  const clause = `手册${x.clause.replace(/^000 /, "")}`;
  switch (x.kind) {
    case "tier_cleared":
      return `本赛季第${x.nth}次非狼人自爆：段位清零（积分清${x.points}分、胜场清${x.wins}场，${clause}）`;
    case "points_cleared":
      return `本赛季第${x.nth}次晒身份牌：扣除当前积分${x.points}分（${clause}）`;
    case "ban":
      return `晒身份牌：排位禁赛一周，至${shanghaiTime(x.endsAt)}（北京时间，${clause}）`;
    case "ban_proposal":
      return `${PROPOSAL_ZH[x.reason].replace("{n}", String(x.nth))}：已提请组委会${x.permanent ? "永久禁赛" : "考虑禁赛"}（${clause}）`;
  }
}

/**
 * This season's penalties of a standing (000 §八(七)6, §九4-6): 黑麦, drownings (the leaver's
 * record), ejections, non-wolf self-destructs, judged self-destructs, tier and points clears,
 * offences; null when there are none.
 */
export function penaltiesLine(s: Standing): string | null {
  const clears = (k: Sanction["kind"]) => s.sanctions.filter((x) => x.kind === k).length;
  const parts = [
    s.noShows ? `黑麦${s.noShows}次` : "",
    s.penalties.drowned ? `淹死（离场）${s.penalties.drowned}次` : "",
    s.penalties.eject ? `被判出局${s.penalties.eject}次` : "",
    s.penalties.self_destruct ? `非狼人自爆${s.penalties.self_destruct}次` : "",
    s.penalties.ruled ? `被判自爆${s.penalties.ruled}次` : "",
    clears("tier_cleared") ? `段位清零${clears("tier_cleared")}次` : "",
    clears("points_cleared") ? `积分清零${clears("points_cleared")}次` : "",
    s.offences.role_card ? `晒身份牌${s.offences.role_card}次` : "",
    s.offences.outside ? `场外${s.offences.outside}次` : "",
  ].filter(Boolean);
  return parts.length ? `本赛季处罚：${parts.join("、")}` : null;
}

/**
 * `战绩` of one player (000 §四1-2): season points, tier, rank, wins by card class, games, and
 * today's scoring games as `x/5` (Shanghai day of the ledger's `nowMs`); then, when there are any,
 * this season's penalties and sanctions (000 §八(七)6, §九) and the active ban (`ban`, if given).
 */
export function recordText(ledger: Ledger, playerId: string, name: NameOf = byId, ban: BanView | null = null): string {
  const s = standingOf(ledger, playerId);
  const today = s.today.games >= DAILY_SCORING_GAMES ? "（今天再打只计胜场，不计积分）" : "";
  const penalties = penaltiesLine(s);
  return [
    `【${name(s.playerId)}的战绩】${seasonTitle(ledger.season)}`,
    `积分：${s.points}分｜段位：${s.tier?.zh ?? "暂无"}｜排名：${s.rank > 0 ? `第${s.rank}名` : "未上榜"}`,
    `胜场：${wins(s)}（共${s.winsTotal}胜／${s.games}局）`,
    `今日计分局：${s.today.scored}/${DAILY_SCORING_GAMES}${today}`,
    nextTierLine(s),
    ...(penalties ? [penalties] : []),
    ...s.sanctions.filter((x) => x.kind !== "ban").map((x) => `· ${sanctionText(x)}`),
    ...(ban ? [`当前${banLine(ban)}：不能报名排位局（娱乐局不受影响）。`] : []),
  ].join("\n");
}

/** The season as players name it (issue 26 item 6: its name, not its id): `第七季`, or `S7赛季` from the id. */
export function seasonTitle(season: Season): string {
  const n = season.name ?? season.id;
  return n.endsWith("季") ? n : `${n}赛季`;
}

/** `排行榜`: the first `top` players (default 20) in leaderboard order, one line each. */
export function leaderboardText(ledger: Ledger, name: NameOf = byId, top = LEADERBOARD_SIZE): string {
  const head = `【${seasonTitle(ledger.season)}排行榜】`;
  if (ledger.leaderboard.length === 0) return `${head}\n本赛季还没有排位战绩。`;
  const rows = ledger.leaderboard
    .slice(0, top)
    .map(
      (s) =>
        `${s.rank}. ${name(s.playerId)}　${s.tier?.zh ?? "暂无段位"}　${s.points}分（${s.winsTotal}胜／${s.games}局）`,
    );
  const more = ledger.leaderboard.length > top ? `\n（共${ledger.leaderboard.length}人，仅显示前${top}名）` : "";
  return `${head}\n${rows.join("\n")}${more}`;
}

/** One seat's line of the end-of-game post: result, change, why, and the season total. */
export function seatChangeLine(x: SeatChange, name: NameOf = byId): string {
  const why: string[] = [];
  if (x.win > 0 && x.penalty < 0) why.push(`胜利${signed(x.win)}`);
  if (x.capped) why.push(`今日第${x.dayGame}局，只计胜场不计积分`);
  if (x.penaltyKind) why.push(`${penaltyZh(x.penaltyKind)}${x.penalty < 0 ? signed(x.penalty) : ""}`);
  for (const s of x.sanctions) why.push(sanctionText(s));
  const detail = why.length > 0 ? `（${why.join("，")}）` : "";
  return `${x.seat}号 ${name(x.playerId)}（${cardName(x.role)}）${x.won ? "胜" : "负"} ${signed(x.delta)}分${detail}，赛季积分${x.pointsAfter}分`;
}

/**
 * The end-of-game points post of one game of the ledger (000 §四1, §五4, R20, R22): a header
 * and one line per seat. Throws for a game id the ledger does not hold.
 */
export function gameChangeText(ledger: Ledger, gameId: string, name: NameOf = byId): string {
  const g = ledger.games.find((x) => x.gameId === gameId);
  if (!g) throw new Error(`game ${gameId} is not in the ledger`);
  if (g.status === "invalid") return "本局没有督察长在场记录，为无效局，不计排位积分（手册§五4）。";
  if (g.status === "voided") return "本局被法官作废，不计任何人的胜负和排位积分（手册§二）。";
  if (g.status === "out_of_season") return `本局不在${seasonTitle(ledger.season)}时间内，不计排位积分。`;
  const board = boardById(g.board)?.zh ?? g.board;
  return [`【本局排位积分】${board}`, ...g.seats.map((x) => seatChangeLine(x, name))].join("\n");
}
