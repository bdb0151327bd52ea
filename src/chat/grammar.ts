/**
 * Chat grammar: what players and the judge type (000 §八) becomes an {@link Intent}. Pure, no I/O.
 *
 * Only the words are read: whether the sender may act now (role, phase, judge rights) is the
 * caller's and the engine's business. A message must BE a command, whole: speech content and
 * banter ("我是好人，3号发言很像狼", "过了这轮再说") are `null`, since the bot does not read
 * speeches (R25). Before matching, the text is NFKC-normalised (full-width digits, letters,
 * spaces and punctuation become ASCII), rid of invisible characters, with every script's digits
 * as ASCII and traditional command characters as simplified ({@link canonicalChars}), trimmed, stripped of leading `@mentions` and of trailing
 * `。 . ! ~ …`, latin is lower-cased and all spaces are dropped ("杀 5 号" = "杀5号"; digits that
 * spaces separate, "杀 3 5", stay two numbers and are an invalid seat).
 *
 * Every input is bounded (issue 15 item 2): a message longer than {@link MAX_COMMAND_CHARS} is
 * never a command (a DM gets a short reply saying so, a room message is chat or speech), and
 * every step is linear in the length of the text — no regex here can backtrack over more than
 * one run of characters (anchored patterns, disjoint classes; the trailing punctuation and the
 * digit runs of board names are scanned by hand), so no message can stall the process.
 *
 * The grammar lives in one file per job: `grammar-words.ts` (numerals, seats, normalisation),
 * `grammar-boards.ts` (boards and rulesets), `grammar-verbs.ts` (the command words),
 * `grammar-read.ts` (reading a message), `grammar-season.ts` (season commands), and
 * `grammar-intents.ts` (the result types). This file is the entry point callers import.
 */
import { type Arg, lines, type Msg, render, say } from "../vocab/msg.ts";
import { bad, type Channel, type Intent } from "./grammar-intents.ts";
import { core } from "./grammar-read.ts";
import { MAX_COMMAND_CHARS, normalize, TOO_LONG_TEXT } from "./grammar-words.ts";

export { boardList, boardsOf, parseBoard } from "./grammar-boards.ts";
export type { ActIntent, BadIntent, BadReason, Channel, Intent, JudgeControl, JudgeIntent } from "./grammar-intents.ts";
export { type PlayerRef, parseSeasonCommand, type SeasonIntent } from "./grammar-season.ts";
export {
  dropTrailing,
  excerpt,
  MAX_COMMAND_CHARS,
  normalize,
  parseSeat,
  TOO_LONG_TEXT,
  toInt,
} from "./grammar-words.ts";

/** {@link TOO_LONG_TEXT} as a message (the `help` phrasebook): a DM too long to be a command. */
export const TOO_LONG_MSG: Msg = say("help.too_long", { n: MAX_COMMAND_CHARS });

/** A command as players type it in 简体, as a help line's argument (quoted with a gloss in English). */
const cmd = (typed: string): Arg => ({ msg: typed });

/** The commands a help line quotes, as typed in 简体 (an English help quotes them with a gloss). */
export const HELP_ARGS = {
  speech: { seat: cmd("3号") },
  order: { left: cmd("警左"), right: cmd("警右") },
  recommend: { cmd: cmd("归票3号"), cmd2: cmd("不归票") },
  matchSheet: { cmd: cmd("比分") },
  inspector: { cmd: cmd("督察") },
  judge: {
    open: cmd("开房 444预女猎白"),
    open_classic: cmd("开房 经典 444预女猎白"),
    open_table: cmd("开房 桌游 12人"),
    open_match: cmd("开赛 桌游 12人"),
    close: cmd("关房"),
    more: cmd("延时30秒"),
    skip: cmd("跳过"),
    correct: cmd("更正5号 投3"),
    warn: cmd("警告3号"),
    boom: cmd("判3号自爆"),
    eject: cmd("踢出3号"),
    status: cmd("状态"),
  },
  otherCards: {
    dream: cmd("摄梦3号"),
    charm: cmd("魅惑3号"),
    model: cmd("榜样3号"),
    silence: cmd("禁言3号"),
    devour: cmd("吞噬3号"),
    invert: cmd("颠倒黑白"),
    link: cmd("连3号和5号"),
    no_link: cmd("不连"),
    pipe: cmd("吹笛3号"),
    foretell: cmd("卜命3号双死"),
    pick: cmd("选预言家"),
    duel: cmd("决斗3号"),
    shift: cmd("移票3号"),
  },
  settled: { settled: cmd("3号确定") },
  appeal: { cmd: cmd("申诉 对局编号 理由"), cmd2: cmd("申诉 上一局 理由") },
} as const;

/** The match group's judge line: every way to open a room (`full`), or the short one. */
export function groupJudgeMsg(full: boolean): Msg {
  const { open, open_classic, open_table, open_match, ...rest } = HELP_ARGS.judge;
  return full ? say("help.group_judge", HELP_ARGS.judge) : say("help.group_judge_short", { open, ...rest });
}

/** Short cheat-sheets of the commands, per channel, as messages (the `help` phrasebook, issue 23). */
export const HELP_MSG: Record<Channel, Msg> = {
  group: lines([
    say("help.group_head"),
    say("help.group_seats"),
    say("help.group_speech", HELP_ARGS.speech),
    say("help.group_boom"),
    say("help.group_withdraw"),
    say("help.group_order", HELP_ARGS.order),
    say("help.group_recommend_table", HELP_ARGS.recommend),
    say("help.group_by_dm"),
    say("help.season"),
    groupJudgeMsg(false),
    say("help.group_inspector", HELP_ARGS.inspector),
  ]),
  dm: lines([
    say("help.dm_head"),
    say("help.dm_run"),
    say("help.dm_guard_check"),
    say("help.dm_witch"),
    say("help.dm_shot"),
    say("help.dm_vote"),
    say("help.dm_badge"),
    say("help.dm_other_cards", HELP_ARGS.otherCards),
    say("help.season"),
    say("help.dm_appeal", HELP_ARGS.appeal),
  ]),
  wolves: lines([say("help.wolves_head"), say("help.wolves_kill", HELP_ARGS.settled), say("help.wolves_no_kill")]),
};

/** {@link HELP_MSG} in 简体. */
export const HELP: Record<Channel, string> = {
  group: render(HELP_MSG.group),
  dm: render(HELP_MSG.dm),
  wolves: render(HELP_MSG.wolves),
};

/**
 * The intent of a message typed in `channel`, or null for ordinary chat. The grammar is the same
 * in every channel, except that in the group a player's act with a bad seat ("验十三号五", "毒")
 * is speech content, so `null` rather than `bad`: the bot does not answer speeches (R25).
 * Votes typed in the group still parse, so that the caller can answer how to vote (R24).
 * A message longer than {@link MAX_COMMAND_CHARS} is not read: in a room it is chat or speech
 * (null), by DM it is `bad` with reason `too_long` (issue 15 item 2). `maxChars` lowers or lifts
 * that cap (the grammar is linear without it too; the tests lift it to prove so).
 */
export function parse(text: string, channel: Channel, maxChars = MAX_COMMAND_CHARS): Intent | null {
  if (text.trim().length > maxChars) return channel === "dm" ? bad("too_long", TOO_LONG_TEXT) : null;
  const t = normalize(text);
  return t ? core(t, channel) : null;
}
