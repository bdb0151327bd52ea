/**
 * The judge's voice, shared by every narration file: where a message goes ({@link Audience},
 * {@link Message}, the wolves' room operations), the small phrase helpers (seat lists, minutes),
 * the wolves' room joins and leaves, and the names of speeches, vote rounds and night prompts.
 */

import { CUSTOM_BOARD } from "../engine/boards.ts";
import { inWolfRoom, isRoleId, roleSpec } from "../engine/roles/index.ts";
import { anyBoard, RULESETS } from "../engine/rulesets/index.ts";
import type { GameState, SpeechPurpose, VoteRound } from "../engine/types.ts";
import { DEFAULT_LANG, vocabulary } from "../vocab/index.ts";
import { type Arg, type Msg, say, typedCmd } from "../vocab/msg.ts";
import type { PhraseKey } from "../vocab/phrases/index.ts";
import { nightPrompt, nightPromptEach } from "./card-texts.ts";

/** Where a message goes. */
export type Audience =
  | { kind: "group" }
  | { kind: "wolves" }
  /** forum-25's lovers' and sisters' rooms (004 3L 情侣, 两姐妹 "互知共群"). */
  | { kind: "lovers" }
  | { kind: "sisters" }
  | { kind: "seat"; seat: number };
/**
 * A room operation on the wolves' room instead of a message (000 §八(一)4): create it with the
 * wolves of `members` (the text is its topic), add a new wolf, or remove a dead one.
 */
export type RoomOp =
  | { kind: "create"; members: number[] }
  | { kind: "add"; seat: number }
  | { kind: "remove"; seat: number };
/**
 * One message of the judge: its audience and words (a {@link Msg}: rendered only when delivered, in
 * the conversation's language, issue 23 goal 1), or a room operation (`op`, empty text but a
 * create's topic).
 */
export interface Message {
  to: Audience;
  text: Msg;
  op?: RoomOp;
}

export const GROUP: Audience = { kind: "group" };
export const isWolf = (s: GameState, seat: number) => roleSpec(s.seats[seat - 1].role).team === "wolf";
/**
 * A new wolf (the thief who took a wolf card, the turned wild child) is added to the wolves' room
 * (000 §八(一)4, §八(十)4), told his teammates, and the room is told he joined.
 */
export function joinWolfRoom(s: GameState, seat: number, why: "thief" | "wild_child"): Message[] {
  const mates = s.seats.filter((x) => x.alive && x.seat !== seat && inWolfRoom(s, x)).map((x) => x.seat);
  return [
    { to: WOLVES, text: "", op: { kind: "add", seat } },
    {
      to: WOLVES,
      text:
        why === "thief"
          ? say("judge_voice.joined_thief", { seat: { seat }, thief: { card: "thief" }, wolf: { card: "werewolf" } })
          : say("judge_voice.joined_wild", { seat: { seat }, card: { card: "wild_child" } }),
    },
    {
      to: dm(seat),
      text: say("judge_voice.pulled_in", {
        mates: seatsOrNone(mates),
        kill: typedCmd("杀X号", "kill N"),
        confirm: { msg: "X号确定" },
      }),
    },
  ];
}

/** Messages joined two by two with phrase `key` (`{{a}}、{{b}}`: each language's own separator); "" for none. */
export function joined(items: readonly Msg[], key: PhraseKey = "judge_voice.list"): Msg {
  if (items.length === 0) return "";
  return items.slice(1).reduce<Msg>((a, b) => say(key, { a: { msg: a }, b: { msg: b } }), items[0]);
}

/** A list of seats, or 无 / none for an empty list. */
export const seatsOrNone = (list: readonly number[]): Arg =>
  list.length > 0 ? { seats: list } : { msg: say("common.none") };

/** A duration as the judge says it (`2分钟`, `90秒`; `0分钟` for none, as {@link minutes}). */
export const dur = (sec: number): Arg => (sec === 0 ? { msg: say("common.minutes", { n: 0 }) } : { sec });

/** A fixed night step's name (table T4): its card, the lovers' step, or the id as given. */
export function stepArg(id: string): Arg {
  if (id === "wolves") return { card: "werewolf" };
  if (id === "lovers") return { word: "step.lovers" };
  return isRoleId(id) ? { card: id } : id;
}

/** A board's or ruleset's name in the reader's language (the vocabulary's), else its 简体 name as written. */
export function nameMsg(kind: "b" | "r", x: { id: string; zh: string }): Msg {
  if (kind === "b") {
    if (x.id === CUSTOM_BOARD) return say("game_names.board_custom");
    return anyBoard(x.id) ? say("common.name", { name: { board: x.id } }) : x.zh;
  }
  return Object.hasOwn(RULESETS, x.id) ? say("common.name", { name: { ruleset: x.id } }) : x.zh;
}

/** A dead wolf leaves the wolves' room once his death is public (000 §八(一)4). */
export const leaveWolfRoom = (seat: number): Message => ({ to: WOLVES, text: "", op: { kind: "remove", seat } });
export const WOLVES: Audience = { kind: "wolves" };
export const dm = (seat: number): Audience => ({ kind: "seat", seat });
export const seats = (list: number[]) => list.map((n) => `${n}号`).join("、");
export const minutes = (sec: number) => (sec % 60 === 0 ? `${sec / 60}分钟` : `${sec}秒`);

/** A speech as the judge calls it (简体): the vocabulary's words (src/vocab/). */
export const SPEECH: Readonly<Record<SpeechPurpose, string>> = vocabulary(DEFAULT_LANG).speech;
/** A vote round as the judge names it (简体): the vocabulary's words (src/vocab/). */
export const VOTE: Readonly<Record<VoteRound, string>> = vocabulary(DEFAULT_LANG).round;
/** The DM prompt of a card's night turn: the card's own text (issue 22 goal 1). */
export { nightPrompt, nightPromptEach };

/** The dawn's announcement of last night's deaths (or a peaceful night), with 天亮了 unless `dawn` is false. */
export function dawnText(deaths: readonly number[], dawn = true): Msg {
  if (deaths.length === 0) return say(dawn ? "judge_voice.dawn_peace" : "judge_voice.peace");
  return say(dawn ? "judge_voice.dawn_deaths" : "judge_voice.deaths", { seats: { seats: deaths } });
}
