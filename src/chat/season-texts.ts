/**
 * The season's texts (000 §二, §五4, §九): a game's 对局编号 and record link, offences, the appeal
 * window in hours, and the inspector's record of a game with its judge interventions. Rendered
 * where the season writes its DMs and group posts (src/app/season.ts) and the chat's discipline
 * replies (src/chat/discipline.ts).
 */
import { boardById } from "../engine/boards.ts";
import { rulesetOf } from "../engine/rulesets/index.ts";
import type { GameEvent, GameState } from "../engine/types.ts";
import { shanghaiTime } from "../ranked/day.ts";
import type { OffenceKind } from "../ranked/ledger.ts";
import { actName, DEFAULT_LANG, labelWords, winnerWords, word, wordOf } from "../vocab/index.ts";
import { cardName } from "./card-texts.ts";
import { VOTE } from "./narrate.ts";
import { RULING_ZH } from "./recap.ts";

/** A game's record link for a DM: the full URL under `base`, else the route to fetch. */
export function recordLink(gameId: string, base?: string): string {
  return base
    ? `${base.replace(/\/+$/, "")}/games/${gameId}/record`
    : "服务器还没有设置公开网址，暂时没有链接（请管理员设置后再查看）";
}
/** A game as players name it: its 8-character prefix (the 对局编号 of the end-of-game post). */
export const shortId = (gameId: string) => gameId.slice(0, 8);
/** Offences in Chinese, with their clause (000 §九6, §九1). */
export const OFFENCE_ZH: Record<OffenceKind, string> = {
  role_card: "晒身份牌（手册§九6）",
  outside: "场外（手册§九1）",
};

/** `72小时` (or minutes below an hour). */
export function hoursText(ms: number): string {
  const h = ms / 3_600_000;
  return h >= 1 ? `${Number.isInteger(h) ? h : h.toFixed(1)}小时` : `${Math.round(ms / 60_000)}分钟`;
}
/** A judge's intervention as the game log keeps it. */
export type JudgeActed = Extract<GameEvent, { type: "judge_acted" }>;

/** One line of the inspector's intervention list: when (Beijing time), who, what, why. */
export function interventionLine(e: JudgeActed, judgeName: string): string {
  const auto = e.ruling === "wolf_talk" || e.ruling === "outage" || (e.reason ?? "").endsWith("（自动）");
  const who = auto ? "机器人（代法官）" : `法官（${judgeName}）`;
  const what = `${RULING_ZH[e.ruling] ?? e.ruling}${e.seat !== undefined ? ` ${e.seat}号` : ""}${
    e.ruling === "extend" || e.ruling === "outage" ? ` ${e.seconds ?? 0}秒` : ""
  }${e.ruling === "correct" && e.act ? `（${actName(e.act)} ${e.target ?? "无"}）` : ""}`;
  return `${shanghaiTime(e.atMs)} ${who}：${what}${e.reason ? `，理由：${e.reason}` : ""}`;
}

/** A day label as players say it (`N2` → 第2夜, `D3` → 第3天); issue 26 item 6. */
const dayZh = (label: string) => labelWords(label);

/**
 * The inspector's record of a game (000 §五4): roles, deaths, sheriffs, votes, winner, warnings
 * and 黑麦 per seat, every judge intervention (`o.interventions`, {@link interventionLine}), the
 * record's link (a full URL under `o.base`).
 */
export function inspectorRecord(
  gameId: string,
  s: GameState,
  o: { interventions?: string[]; base?: string } = {},
): string {
  const board = boardById(s.setup.board)?.zh ?? s.setup.board;
  const roles = s.seats.map((x) => `${x.seat}号${cardName(x.role)}`).join("，");
  const deaths =
    s.record.deaths
      .map(
        (d) =>
          `${dayZh(d.at)} ${d.seat}号（${wordOf(DEFAULT_LANG, "cause", d.cause, word(DEFAULT_LANG, "death.out"))}）`,
      )
      .join("；") || "无";
  const sheriffs =
    s.record.sheriffs.map((x) => `${dayZh(x.at)} ${x.seat === null ? "无" : `${x.seat}号`}`).join("；") || "无";
  const votes =
    s.record.votes
      .map(
        (v) =>
          `${dayZh(v.at)} ${VOTE[v.round]}：${Object.entries(v.ballots)
            .map(([a, b]) => `${a}→${b === null ? "弃" : b}`)
            .join(" ")}`,
      )
      .join("\n") || "无";
  return [
    `督察记录 · 对局${shortId(gameId)}（${rulesetOf(s.setup.ruleset).zh}·${board}）`,
    `胜负：${s.voided ? word(DEFAULT_LANG, "end.void") : winnerWords(s.winner)}`,
    `身份：${roles}`,
    `出局：${deaths}`,
    `警长：${sheriffs}`,
    `投票：\n${votes}`,
    `警告：${
      s.seats
        .filter((x) => x.warnings > 0)
        .map((x) => `${x.seat}号×${x.warnings}`)
        .join("、") || "无"
    }`,
    `黑麦：${
      s.seats
        .filter((x) => x.noShows > 0)
        .map((x) => `${x.seat}号×${x.noShows}`)
        .join("、") || "无"
    }`,
    `法官干预：${o.interventions?.length ? `\n${o.interventions.join("\n")}` : "无"}`,
    `完整事件记录：${recordLink(gameId, o.base)}`,
  ].join("\n");
}
