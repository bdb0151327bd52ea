/**
 * The live table of a game as the match group knows it (issue 14 item 2): the engine's public
 * view (`publicView`: no role before the end, no night act, no open ballot nor who voted, night
 * deaths only once announced) with the seats' names, the phase in words, who the group is
 * waiting on (a speaker, the sheriff choosing the order or handing the badge — names only, and
 * never at night: who acts at night would tell who has a skill) and the warnings and 黑麦 the
 * group was told. Pure.
 */
import type { GameState } from "../engine/types.ts";
import { type PublicView, publicView } from "../engine/view.ts";
import { boardZh, labelZh, roundZh, WINNER_ZH } from "./words.ts";

/** A published vote with its label and round in words (`第1天`, `放逐PK投票`; issue 26 item 6). */
export type TableVote = PublicView["votes"][number] & { atZh: string; roundZh: string };

/** A seat on the live table. */
export interface TableSeat {
  seat: number;
  name: string;
  alive: boolean;
  /** `第2天 放逐` etc.: when and (if the group was told) how the seat went out. */
  out: string | null;
  sheriff: boolean;
  /** Warnings and 黑麦 (no-shows), each announced in the group when given. */
  warnings: number;
  noShows: number;
  /** Only once the game is over (or an idiot who flipped his card). */
  roleZh: string | null;
}

/** What the public page shows. */
export interface PublicTable {
  id: string;
  board: string;
  boardZh: string;
  status: string;
  label: string;
  phaseZh: string;
  paused: boolean;
  /** Ms on the game clock of the deadline the group was given. */
  deadlineMs: number | null;
  /** Whom the group is waiting on now, in words (`3号发言`), or null. */
  waiting: string | null;
  seats: TableSeat[];
  /** The sheriff candidates, only while the election runs (issue 26 item 10: not all game). */
  candidates: number[];
  votes: TableVote[];
  winnerZh: string | null;
  voided: boolean;
}

const PHASE_ZH: Record<string, string> = {
  night: "天黑（夜晚行动中）",
  dawn: "天亮",
  signup: "警长竞选报名",
  correction: "报名更正",
  withdraw: "退水",
  speaking: "发言",
  vote: "投票",
  badge: "警长移交警徽",
  order: "警长选择发言顺序",
  recommend: "警长归票",
  ended: "游戏结束",
  // forum-25 (F1): phase S, the day (posts and vote posts), the night.
  forum_start: "开局阶段",
  forum_day: "讨论日（投票帖开放）",
  forum_night: "夜晚",
};
const PURPOSE_ZH: Record<string, string> = {
  campaign: "警上发言",
  sheriff_pk: "警长PK发言",
  day: "白天发言",
  exile_pk: "放逐PK发言",
  last_words: "遗言",
};
const CAUSE_ZH: Record<string, string> = {
  exile: "放逐",
  shot: "被枪带走",
  self_destruct: "自爆",
  drowned: "黑麦出局",
  penalty: "判罚出局",
  wolf: "被狼刀",
  poison: "被毒",
  lover: "殉情",
};

/** The live table of `s` (the game row gives id, board and status; `names` the seats' display names). */
export function publicTable(
  game: { id: string; board: string; status: string },
  s: GameState,
  names: (seat: number) => string,
): PublicTable {
  const v = publicView(s);
  const sheriffOf = v.sheriff;
  let phaseZh = PHASE_ZH[v.phase] ?? v.phase;
  if (v.phase === "speaking" && v.speaker) phaseZh = PURPOSE_ZH[v.speaker.purpose] ?? phaseZh;
  if (v.phase === "vote" && v.vote) phaseZh = roundZh(v.vote.round);
  // The day or night first; forum-25's phase S is named by its label alone (no 开局阶段 twice).
  if (v.phase !== "ended" && labelZh(v.label) !== phaseZh) phaseZh = `${labelZh(v.label)} ${phaseZh}`;
  const who = (n: number) => (names(n).startsWith(`${n}号`) ? names(n) : `${n}号${names(n)}`);
  let waiting: string | null = null;
  if (v.speaker) waiting = `${who(v.speaker.seat)} ${PURPOSE_ZH[v.speaker.purpose] ?? "发言"}`;
  else if ((v.phase === "order" || v.phase === "badge") && sheriffOf !== null)
    waiting = `警长${who(sheriffOf)} ${v.phase === "order" ? "选择发言顺序" : "移交警徽"}`;
  else if (v.phase === "vote" && v.vote) waiting = `所有有投票权的玩家私聊投票（可投：${v.vote.options.join("、")}号）`;
  const winnerZh = v.voided ? "本局作废" : v.winner ? (WINNER_ZH[v.winner] ?? v.winner) : null;
  return {
    id: game.id,
    board: game.board,
    boardZh: boardZh(game.board),
    status: game.status,
    label: v.label,
    phaseZh,
    paused: v.paused,
    deadlineMs: v.deadlineMs,
    waiting,
    seats: v.seats.map((x) => ({
      seat: x.seat,
      name: names(x.seat),
      alive: x.alive,
      out: x.out ? `${labelZh(x.out)}${x.cause ? ` ${CAUSE_ZH[x.cause] ?? ""}` : ""}` : null,
      sheriff: sheriffOf === x.seat,
      warnings: s.seats[x.seat - 1].warnings,
      noShows: s.seats[x.seat - 1].noShows,
      roleZh: x.roleZh,
    })),
    candidates: s.election?.open && !s.election.postponed ? v.candidates : [],
    votes: v.votes.map((x) => ({ ...x, atZh: labelZh(x.at), roundZh: roundZh(x.round) })),
    winnerZh,
    voided: v.voided,
  };
}
