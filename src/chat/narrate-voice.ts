/**
 * The judge's voice, shared by every narration file: where a message goes ({@link Audience},
 * {@link Message}, the wolves' room operations), the small phrase helpers (seat lists, minutes),
 * the wolves' room joins and leaves, and the names of speeches, vote rounds and night prompts.
 */
import { inWolfRoom, isRoleId, roleSpec, usedUnder } from "../engine/roles/index.ts";
import type { GameState, SpeechPurpose, VoteRound } from "../engine/types.ts";

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
/** One message of the judge: its audience and text, or a room operation (`op`, empty text but a create's topic). */
export interface Message {
  to: Audience;
  text: string;
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

/** A speech as the judge calls it. */
export const SPEECH: Record<SpeechPurpose, string> = {
  campaign: "警上发言",
  sheriff_pk: "警长PK发言",
  sheriff_offstage: "警长场外PK发言",
  day: "发言",
  exile_pk: "放逐PK发言",
  exile_offstage: "场外PK发言",
  last_words: "遗言",
};
/** A vote round as the judge names it. */
export const VOTE: Record<VoteRound, string> = {
  sheriff: "警长投票",
  sheriff_pk: "警长PK投票",
  sheriff_offstage: "警长场外PK投票",
  exile: "放逐投票",
  exile_pk: "放逐PK投票",
  sheriff_revote: "警长平票重投",
  exile_revote: "放逐平票重投",
  exile_offstage: "放逐场外PK投票",
};
/**
 * The DM prompt of a night skill when its turn opens (000 §八(二)), by the prompt key the card's
 * skill declares (`Skill.prompt`, issue 22); {@link nightPrompt} finds a card's.
 */
export const NIGHT_PROMPT: Readonly<Record<string, string>> = {
  "guard.guard": "守卫请私聊法官今晚守护的座位号（可以守自己，也可以空守；不能连续两晚守同一人）。",
  "seer.check": "预言家请私聊法官今晚要查验的座位号。",
  "thief.pick": "盗贼请私聊法官从两张底牌中选择一张（底牌有狼人必须选狼人）。",
  "cupid.link": "丘比特请私聊法官要连成情侣的两个座位号（可以连自己）。",
  "wild_child.model": "野孩子请私聊法官你选择的榜样座位号。",
  "dreamweaver.dream": "摄梦人请私聊法官今晚摄梦的座位号（不能摄梦自己）。",
  "fortune_teller.foretell":
    "卜命人请私聊法官是否发动卜命：座位号和预测的死亡人数（平安夜/单死/双死/三死），或不发动。",
  "wolf_girl.invert": "狼女请私聊法官今晚是否发动颠倒黑白（限一次）。",
  "wolf_beauty.charm": "狼美人请私聊法官今晚魅惑的座位号（可以不魅惑）。",
  "silence_elder.silence": "禁言长老请私聊法官明天要禁言的座位号（可以不发动）。",
  "snow_wolf.devour": "狼人阵营只剩雪狼：雪狼请私聊法官吞噬一名玩家。",
  "piper.pipe": "吹笛者请私聊法官今晚要魅惑的座位号（“魅惑X号”或“吹笛X号”，不能魅惑自己）。",
};

/**
 * The night prompt of card `role` in a timed game: the text of its first timed skill that names a
 * prompt key, or undefined (a card with no prompted night skill, an unknown id).
 */
export function nightPrompt(role: string): string | undefined {
  if (!isRoleId(role)) return undefined;
  for (const k of roleSpec(role).skills) if (k.prompt && usedUnder(k, "timed")) return NIGHT_PROMPT[k.prompt];
  return undefined;
}
