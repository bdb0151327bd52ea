/**
 * The chat grammar's vocabulary of results: what a message can ask for ({@link Intent} and its
 * parts) and the small constructors the readers build them with. Types only and pure helpers.
 */
import type { RulesetId } from "../engine/rulesets/index.ts";
import type { ActId, Target } from "../engine/types.ts";
import { type Arg, listOf, type Msg, render, say } from "../vocab/msg.ts";

/** Where a message was typed: the match group, a private chat with the bot, the wolves' room (000 §八(一)4). */
export type Channel = "group" | "dm" | "wolves";

/** A judge's control of the running game (000 §二 法官最大, §九). */
export type JudgeControl =
  | "pause"
  | "resume"
  | "extend"
  | "skip"
  | "correct"
  | "void"
  | "warn"
  | "rule_self_destruct"
  | "eject";

/** Why a command could not be read; `correction` = `更正X号` not followed by an act. */
export type BadReason = "seat_missing" | "seat_invalid" | "board" | "seconds" | "correction" | "too_long";

/**
 * A player's act, with the engine's act id and target (`Command.act`). `seat` is a seat the
 * message names as its author ("3号退水", "3号上警", "3号过"): the caller checks it is the sender's.
 */
export interface ActIntent {
  kind: "act";
  act: ActId;
  target?: Target;
  /** A second number (the fortune teller's predicted deaths, 0–3). */
  value?: number;
  seat?: number;
}

/** A judge's control. `seat`: the seat it concerns; `seconds`: for `extend`; `correction`: for `correct`. */
export interface JudgeIntent {
  kind: "judge";
  control: JudgeControl;
  seat?: number;
  seconds?: number;
  correction?: ActIntent;
}

/**
 * A command with a bad argument; `text` is a short reply saying what to type instead (the `grammar`
 * phrasebook), rendered in the chat's language when it is delivered.
 */
export interface BadIntent {
  kind: "bad";
  reason: BadReason;
  text: Msg;
}

/** What a message asks for. */
export type Intent =
  /**
   * `开房 [规则] <配置>`: open a room of a ruleset (`经典`, `桌游`; none = ranked-s7) on one of its
   * boards, by id or name (`开房 经典 444预女猎白`, `开房 桌游 12人`). `开赛 …` (`match: true`)
   * opens the first game of a match (T22; default ruleset table).
   */
  | { kind: "open_room"; ruleset: RulesetId; board: string; match?: true }
  /** `报名`, `加入`, `坐3号`, `3号入座`, `我坐3`: sign up, optionally on a seat. */
  | { kind: "join"; seat?: number }
  /** `退出`, `取消报名`. */
  | { kind: "leave" }
  /** `开始`, `开始游戏`. */
  | { kind: "start_game" }
  /**
   * A message that is only a seat number (`3`, `3号`, `三号`). The caller decides: in the group it
   * starts that seat's speech (R25, 000 §八(五)3); by DM during the sheriff sign-up it is 上警 (000 §八(四)1).
   */
  | { kind: "seat"; seat: number }
  /** A player's act. */
  | ActIntent
  /** A judge's control. */
  | JudgeIntent
  /** `战绩`: the sender's ranked record (000 §四). */
  | { kind: "stats" }
  /** `排行榜`. */
  | { kind: "leaderboard" }
  /** `比分`, `积分表`: the match's score sheet (T22). */
  | { kind: "match_sheet" }
  /** `帮助`, `指令`, `?`: the channel's {@link HELP}. */
  | { kind: "help" }
  /** A command with a bad argument. */
  | BadIntent;

/** A player's act intent (`target`, `seat` only when given). */
export const act = (a: ActId, target?: Target, seat?: number): ActIntent => ({
  kind: "act",
  act: a,
  ...(target !== undefined ? { target } : {}),
  ...(seat !== undefined ? { seat } : {}),
});
/** A judge's control intent. */
export const judge = (control: JudgeControl, extra: Omit<JudgeIntent, "kind" | "control"> = {}): JudgeIntent => ({
  kind: "judge",
  control,
  ...extra,
});
/** A bad-argument intent with its reply. */
export const bad = (reason: BadReason, text: Msg): BadIntent => ({ kind: "bad", reason, text });

/**
 * A command as a reply quotes it (an argument of a `grammar` phrase): `zh` as typed in 简体 (繁體:
 * its OpenCC conversion); in English `en`, the command's English words where the grammar reads
 * them (`vote 3`), else `zh` (a command with no English words is typed in Chinese).
 */
export const typed = (zh: string, en?: string): Arg =>
  en === undefined ? { msg: zh } : { each: { "zh-Hans": zh, en } };

/**
 * An example as a reply gives it: a command and the commands that may be typed instead, e.g.
 * `"guard 3" (or "no guard")` in English, `守3号（或 空守）` in 简体.
 */
export function example(cmd: Arg, alts: readonly Arg[] = []): Msg {
  if (alts.length === 0) return say("grammar.example", { cmd });
  const quoted = listOf(
    alts.map((a) => say("grammar.example", { cmd: a })),
    "grammar.or_sep",
  );
  return say("grammar.example_or", { cmd, alts: { msg: quoted } });
}

/**
 * A verb's example as written in 简体 (`守3号（或 空守）`, kept as written; 繁體 its conversion),
 * and in English the commands `en` quoted (`"guard 3" (or "no guard")`): the first is the
 * example, the others its alternatives.
 */
export function seatExample(zh: string, en: readonly string[]): Arg {
  const [first, ...alts] = en;
  return { each: { "zh-Hans": zh, en: render(example(first, alts), "en") } };
}
