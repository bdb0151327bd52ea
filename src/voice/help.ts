/**
 * The help lists (`帮助`, `指令`, `?`) as messages of the `help` phrasebook (issue 23): per channel
 * (the match group, a DM, the wolves' room), with the commands they quote as typed in 简体 (an
 * English help quotes them with a gloss). The chat's grammar answers `帮助` with these
 * (src/chat/grammar.ts re-exports them); the rules' help (rules-text.ts) builds on them.
 */
import { type Arg, lines, type Msg, render, say } from "../vocab/msg.ts";

/** Where a help list is read: the match group, a DM, the wolves' room (the grammar's channels). */
export type HelpChannel = "group" | "dm" | "wolves";

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
export const HELP_MSG: Record<HelpChannel, Msg> = {
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
export const HELP: Record<HelpChannel, string> = {
  group: render(HELP_MSG.group),
  dm: render(HELP_MSG.dm),
  wolves: render(HELP_MSG.wolves),
};
