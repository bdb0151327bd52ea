/**
 * The judge's voice, shared by every narration file: where a message goes ({@link Audience},
 * {@link Message}, the wolves' room operations), the small phrase helpers (seat lists, minutes),
 * the wolves' room joins and leaves, and the names of speeches, vote rounds and night prompts.
 */
import { inWolfRoom, roleSpec } from "../engine/roles/index.ts";
import type { GameState, SpeechPurpose, VoteRound } from "../engine/types.ts";
import { DEFAULT_LANG, vocabulary } from "../vocab/index.ts";
import type { Msg } from "../vocab/msg.ts";
import { nightPrompt } from "./card-texts.ts";

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
export function joinWolfRoom(s: GameState, seat: number, why: string): Message[] {
  const mates = s.seats.filter((x) => x.alive && x.seat !== seat && inWolfRoom(s, x)).map((x) => x.seat);
  return [
    { to: WOLVES, text: "", op: { kind: "add", seat } },
    { to: WOLVES, text: `${seat}号${why}，加入狼队。` },
    {
      to: dm(seat),
      text: `你已被拉进狼人群。狼队友：${seats(mates) || "无"}。今晚起请和狼队友在狼人群统一刀口（杀X号 / X号确定）。`,
    },
  ];
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
export { nightPrompt };
