/**
 * The standing texts of a forum-25 game (seed 004, F1, F2, F3, F12, F20): the calendar lines, the
 * opening post's rules, each seat's card and its commands by DM, and the audiences and seat words
 * the other forum narration files share. Pure: no event is read here.
 */
import { msToLocal } from "../../../engine/calendar.ts";
import { wolfGroup } from "../../../engine/families/forum-25/common.ts";
import { roleSpec } from "../../../engine/roles/index.ts";
import type { GameState } from "../../../engine/types.ts";
import { campName } from "../../../vocab/index.ts";
import { cardName, forumHelpLine } from "../../card-texts.ts";
import type { Audience } from "../../narrate.ts";

/** The match group (the thread). */
export const GROUP: Audience = { kind: "group" };
/** The wolves' group. */
export const WOLVES: Audience = { kind: "wolves" };
/** The lovers' room (F20). */
export const LOVERS: Audience = { kind: "lovers" };
/** The sisters' room (3L 两姐妹). */
export const SISTERS: Audience = { kind: "sisters" };
/** A DM to `seat`. */
export const dm = (seat: number): Audience => ({ kind: "seat", seat });
/** Seats as players say them: `3号、8号`. */
export const seats = (list: number[]) => list.map((n) => `${n}号`).join("、");
/** A ballot's target: `12号`, or `弃权` for null. */
export const target = (t: number | null) => (t === null ? "弃权" : `${t}号`);

/** `HH:mm` of epoch `ms` in the game's zone (pure arithmetic on the setup's fixed offset). */
export function hhmm(s: GameState, ms: number): string {
  const t = msToLocal(ms, s.setup.utcOffsetMin ?? 480);
  return `${String(t.hh).padStart(2, "0")}:${String(t.mm).padStart(2, "0")}`;
}

/** The calendar lines of the opening post and `帮助` (F1; 5L 行动时限, 7L 11). */
export const CALENDAR_TEXT = [
  "日程（当地时间，默认北京时间）：",
  "· 每天 09:00 讨论帖、投票帖开门，公示前一天的出局名单和遗言；21:00 关门统计投票；",
  "· 19:00（关门前2小时）提醒投票；关门前1小时内不得改票；",
  "· 夜间技能（守卫、预言家、情痴、狼王冲锋、狼人指杀、猎人）在 21:30 前私聊；女巫 22:00 前；",
  "· 导演提速或延期后，当天关门和夜间截止时间随之提前或顺延。",
].join("\n");

/**
 * The opening post's rules part (F1, F2, F3; 7L 9, 7L 10): the calendar, the vote post format,
 * the DMs, the directors' commands.
 */
export function forumIntro(seats: number): string {
  return [
    CALENDAR_TEXT,
    "开始后到第一天09:00是开局阶段（丘比特连情侣、仆人认主）；第一天投票选警长，第二天起投票放逐。",
    "发帖：游戏中入座玩家在本群的每条消息都是一帖；单个讨论日不足5帖、或连续三个讨论日每天不足10帖记黄牌（6L 潜水，提速的日子不计）。",
    "投票帖（每天一票，可改一次；关门前1小时内不得改票；没投票记黄牌）：\n投票对象：12号\n投票理由：……\n（弃权：投票对象：弃权；改票：改票对象：5号 / 改票理由：……）",
    "夜间技能、警徽（警徽 12）、遗言（遗言 ……）、投降（投降 / 同意 / 拒绝）都私聊机器人；狼人在狼群统一指杀（刀 12）。",
    `导演（两名或以上，权限相同；开始前“加导演 @小明”）：代投 3号 12号、蓝牌/黄牌/红牌 3号 理由、提速 18:00、延期 22:00、判负 狼人|好人、替补 3号 @小明。座位1到${seats}号。`,
  ].join("\n");
}

/** What one seat is told at the start: his card and its commands (F12, F20 for phase S). */
export function cardText(s: GameState, seat: number, withMates = true): string {
  const x = s.seats[seat - 1];
  const spec = roleSpec(x.role);
  const group = wolfGroup(s).map((y) => y.seat);
  const mates = withMates && group.includes(seat) ? group.filter((y) => y !== seat) : [];
  return [
    `你是${seat}号，你的身份是：${cardName(x.role)}（${
      x.role === "cupid" || x.role === "servant"
        ? "阵营随情侣或主人而定，开局阶段后确定"
        : campName(spec.team === "wolf" ? "wolves" : "villagers")
    }）。`,
    mates.length ? `狼群：${seats(mates)}（狼人群已建立）。` : "",
    forumHelpLine(x.role),
    "投票在群里发投票帖（投票对象：X / 投票理由：……）；出局后有遗言权时私聊“遗言 ……”。",
  ]
    .filter(Boolean)
    .join("\n");
}
