/**
 * What the chat says about a ruleset (issue 10 item 5): the room's opening text with the
 * ruleset's timings, and the help of the match group and of a DM, showing only what that ruleset
 * and board have. Everything is derived from the ruleset's data (`seconds`, `election`,
 * `speeches`, `penalties`, `scoring`) and the board's cards; nothing is written per ruleset id
 * except the fallbacks of {@link features} for policies the ruleset does not carry yet.
 */
import type { Board } from "../engine/boards.ts";
import type { Ruleset } from "../engine/rulesets/index.ts";
import { stepName } from "../vocab/index.ts";
import { helpLines } from "./card-texts.ts";

/** A duration as players say it: `5分钟`, `1分30秒`, `30秒`. */
export function duration(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  if (m === 0) return `${s}秒`;
  return s === 0 ? `${m}分钟` : `${m}分${s}秒`;
}

/** What the chat offers under a ruleset; each a policy of the ruleset, with its clause. */
export interface Features {
  /** 退水 after the campaign speeches (000 §八(四)3; none under table, T9). */
  withdraw: boolean;
  /** 黑麦: a no-show counts and drowns (000 §九4②; none under classic C2 and table T13). */
  noShows: boolean;
  /** The judge's warnings count toward muting and a judged self-destruct (000 §九2); else deductions (T21). */
  warningLadder: boolean;
  /** The sheriff may tear the badge (000 §八(四)8; table: it must be passed, T11). */
  mayTear: boolean;
  /** 归票: the sheriff recommends a seat after the day's speeches (T12). */
  recommend: boolean;
  /** Ranked points and the season (000 §四); none outside ranked-s7 (C2, T22). */
  ranked: boolean;
}

/** Policies the rules branches add to the ruleset (table-day, table-night, classic), read where present. */
type Later = {
  election: { withdraw?: boolean };
  sheriff: { mayTear?: boolean; recommend?: boolean };
  penalties: { judge?: string; noShows?: string | boolean };
  seconds: { recommend?: number };
  night?: { steps?: { id: string; sec: number }[] | null };
};

/**
 * The {@link Features} of `r`, read from its policies: `election.withdrawWindow` / `withdraw`,
 * `penalties.noShowsToDrown` / `noShows` / `judge`, `sheriff.mayTear` / `recommend`, `scoring`.
 * Until the table rules add `sheriff.mayTear` and `sheriff.recommend`, a ruleset whose judge's
 * warnings are deductions (`penalties.judge: "sheet"`, table) falls back to T11 and T12.
 */
export function features(r: Ruleset): Features {
  const x = r as unknown as Later;
  const table = x.penalties.judge === "sheet";
  const counted =
    x.penalties.noShows === undefined || x.penalties.noShows === true || x.penalties.noShows === "counted";
  return {
    withdraw: r.election.withdrawWindow && x.election.withdraw !== false,
    noShows: r.penalties.noShowsToDrown !== null && counted && !table,
    // Classic (C2, `penalties.judge: "none"`): a warning has no effect on play either.
    warningLadder: (x.penalties.judge ?? "ladder") === "ladder",
    mayTear: typeof x.sheriff.mayTear === "boolean" ? x.sheriff.mayTear : !table,
    recommend: typeof x.sheriff.recommend === "boolean" ? x.sheriff.recommend : table,
    ranked: r.scoring === "ranked",
  };
}

/** Steps of night 1 only (T4). */
const FIRST_NIGHT_ONLY = new Set(["thief", "cupid", "lovers"]);

/**
 * The fixed night steps of `r` that `board` runs (one per role card of the board, deal and bottom;
 * the lovers' step with a cupid card, the wolves' on every board, T4), or null for a concurrent night.
 */
export function nightSteps(r: Ruleset, board: Board): { id: string; sec: number }[] | null {
  const steps = (r as unknown as Later).night?.steps;
  if (!steps) return null;
  const cards = new Set<string>(board.cards);
  return steps.filter((st) => st.id === "wolves" || cards.has(st.id) || (st.id === "lovers" && cards.has("cupid")));
}

/**
 * The ruleset's timings on `board`, one line each, from its `seconds` and, for fixed nights
 * (T4), its night steps and their lengths.
 */
export function timingsText(r: Ruleset, board: Board): string {
  const t = r.seconds;
  const f = features(r);
  const steps = nightSteps(r, board);
  const rounds = r.speeches.dayRounds;
  const first = steps?.reduce((n, st) => n + st.sec, 0) ?? 0;
  const later = steps?.filter((st) => !FIRST_NIGHT_ONLY.has(st.id)).reduce((n, st) => n + st.sec, 0) ?? 0;
  const recommend = (r as unknown as Later).seconds.recommend;
  const ties = [...(r.election.ties as string[]), ...(r.exile.ties as string[])];
  const pk = ties.includes("pk");
  const lines = [
    steps
      ? `夜晚：按固定顺序逐个环节进行，每个环节时间用满（角色出局也照常进行）：${steps.map((st) => `${stepName(st.id) ?? st.id}${duration(st.sec)}${FIRST_NIGHT_ONLY.has(st.id) ? "（首夜）" : ""}`).join("、")}；第一夜共${duration(first)}，之后每夜${duration(later)}`
      : `夜晚：第一夜${duration(t.knifeFirstNight)}、之后每夜${duration(t.knifeLaterNights)}（狼队统一行动的时间）；神职技能${duration(t.skill)}`,
    `警长竞选：私聊报名${duration(t.signup)}，名单更正${duration(t.correction)}，警上发言${duration(t.campaignSpeech)}${f.withdraw ? `，退水${duration(t.withdraw)}` : "，不能退水"}`,
    `发言：白天${duration(t.daySpeech)}${rounds.first > 1 ? `（第一天${rounds.first}轮）` : ""}，警长总结${duration(t.sheriffSummary)}${pk ? `，PK${duration(t.pkSpeech)}` : ""}，遗言${duration(t.lastWords)}；结束前${duration(t.speechWarning)}提醒；叫号${duration(t.noShow)}未发言${f.noShows ? `记黑麦一次（${r.penalties.noShowsToDrown}次淹死出局）` : "跳过发言"}`,
    `平票：警长竞选${tieText(r.election.ties, "无警长")}；放逐${tieText(r.exile.ties, "无人出局")}`,
    `投票${duration(t.vote)}（私聊）；警长选发言顺序${duration(t.order)}${f.recommend ? `，发言后归票${recommend ? duration(recommend) : ""}` : ""}；开枪${duration(t.shot)}，移交警徽${duration(t.badge)}${f.mayTear ? "" : "（必须移交，不能撕警徽）"}`,
  ];
  return lines.join("\n");
}

/** What follows a tied vote, step by step (`ties`: `pk`, `revote`, `offstage`; 000 §八(四)5, R8, R9, C3, C13, T9, T15). */
function tieText(ties: readonly string[], end: string): string {
  const step: Record<string, string> = { pk: "PK发言后再投", revote: "不发言直接重投", offstage: "场外PK" };
  return [...ties.map((x, i) => `${i > 0 ? "再平" : ""}${step[x] ?? x}`), `再平${end}`].join("，");
}

/** The opening text of a room: the ruleset (its seed) and the board, then the timings and scoring. */
export function rulesetIntro(r: Ruleset, board: Board): string {
  const f = features(r);
  return [
    `规则：${r.zh}规则；配置：${board.zh}（${board.seats}人）。`,
    timingsText(r, board),
    f.ranked ? "计排位积分（手册§四）。" : `${r.zh}规则不计排位积分，不进赛季积分榜。`,
  ].join("\n");
}

/** The match group's help under `r` (the commands of a room and of a game of that ruleset). */
export function groupHelp(r: Ruleset): string {
  const f = features(r);
  return [
    `群内指令（${r.zh}规则）：`,
    "报名 / 坐3号 / 退出 / 开始",
    "发言：先打自己的座位号（如 3号），结束打“过”",
    "自爆：爆 或 boom",
    ...(f.withdraw ? ["退出警长竞选：3号退水"] : []),
    "警长选发言顺序：警左（逆序）/ 警右（顺序）",
    ...(f.recommend ? ["警长归票：归票3号 / 不归票（发言结束后）"] : []),
    `警长出局：移交3号${f.mayTear ? " / 撕警徽" : "（必须移交）"}`,
    "上警、投票、技能请私聊法官（投票在群里不算）",
    ...(f.ranked ? ["战绩 / 排行榜"] : ["比分（本场比赛的积分表）"]),
    "法官：开房 444预女猎白 / 开房 经典 444预女猎白 / 开房 桌游 12人 / 开赛 桌游 12人（五局比赛） / 关房（群里）；暂停 / 继续 / 延时30秒 / 跳过 / 更正5号 投3 / 警告3号 / 判3号自爆 / 踢出3号 / 作废 / 状态（私聊）",
    ...(f.ranked ? ["督察长：督察（开房后在群里到场）"] : []),
  ].join("\n");
}

/** A player's DM help under `r` on `board`: only the skills of the board's cards, and the ruleset's sheriff rules. */
export function dmHelp(r: Ruleset, board: Board): string {
  const f = features(r);
  const skills = helpLines(board.cards);
  return [
    `私聊指令（${r.zh}规则，${board.zh}）：`,
    "上警（竞选警长时私聊座位号也算）",
    ...skills,
    "投3号 / 弃票",
    f.mayTear ? "移交3号 / 撕警徽" : "移交3号（警徽必须移交）",
    ...(f.ranked
      ? ["战绩 / 排行榜", "赛后申诉：申诉 对局编号 理由（或 申诉 上一局 理由，手册§二）"]
      : ["比分（比赛的积分表）"]),
  ].join("\n");
}
