/**
 * What a playground seat is awaited for (issue 26 item 2, leftovers items 1, 4, 6), as data: the
 * page's words are messages before their language (`web_play` phrases), rendered for the page
 * by {@link dueIn}; the commands a button sends stay as typed.
 */
import type { Lang } from "../vocab/index.ts";
import { type Msg, render, say } from "../vocab/msg.ts";
import type { PhraseKey } from "../vocab/phrases/index.ts";

/** The phrase `web_play.k`. */
export const wp = (k: string, a?: Parameters<typeof say>[1]): Msg => say(`web_play.${k}` as PhraseKey, a);

/** What a seat is awaited for. */
export type DueKind =
  | "speech"
  | "vote"
  | "night"
  | "knife"
  | "shot"
  | "badge"
  | "order"
  | "recommend"
  | "window"
  | "posts"
  | "start"
  | "witch";

/** A ready-made answer the page offers for what is due (the person may type anything else). */
export interface QuickReply {
  /** The button's words (rendered in the page's language: {@link dueIn}). */
  label: Msg;
  where: "group" | "dm" | "wolves";
  text: string;
}

/**
 * A row of seat buttons (issue 26 leftovers item 4): one per seat the act may name; the text sent
 * for seat n is `text` with `{n}` replaced by n.
 */
export interface Aim {
  /** The row's words, e.g. 投票 or 验 (rendered in the page's language). */
  label: Msg;
  where: "group" | "dm" | "wolves";
  text: string;
  seats: number[];
}

/** What `seat` is awaited for now, with the ready-made answers, or null when nothing is due. */
export interface Due {
  kind: DueKind;
  /** What the page tells the person (rendered in the page's language: {@link dueIn}). */
  zh: Msg;
  replies: QuickReply[];
  /** Where the act is typed, when neither `aim` nor `replies` says it (the page's tab, leftovers item 6). */
  where?: "group" | "dm" | "wolves";
  /** Seat buttons for an act that names a seat (every seat it may name, not only the first). */
  aim?: Aim;
  /** forum-25: the rule time (ms) by which it is owed (a deadline the jump may pass). */
  byMs?: number;
  /** forum-25: what passing that deadline without it costs, in players' words (the jump's confirmation). */
  miss?: Msg;
  /** Nothing is owed: a skill usable at any time, offered when nothing else is (forum-hk's 玫瑰, HK113). */
  anytime?: true;
}

/** The seat buttons of `verb` (`验{n}号`) over `seats`, or undefined for none. */
export function aimOf(label: Msg, where: Aim["where"], text: string, seats: number[]): Aim | undefined {
  return seats.length > 0 ? { label, where, text, seats } : undefined;
}

/** A command quoted as a player types it (`{msg}`: as typed in 简体 and English, through OpenCC in 繁體). */
export const typed = (command: string) => ({ msg: command });

/** A due as the page reads it: its words rendered in `lang` (the command texts as typed). */
export function dueIn(
  d: Due,
  lang: Lang,
): Omit<Due, "zh" | "replies" | "aim" | "miss"> & {
  zh: string;
  replies: { label: string; where: QuickReply["where"]; text: string }[];
  aim?: Omit<Aim, "label"> & { label: string };
  miss?: string;
} {
  const { zh, replies, aim, miss, ...rest } = d;
  return {
    ...rest,
    zh: render(zh, lang),
    replies: replies.map((r) => ({ ...r, label: render(r.label, lang) })),
    ...(aim ? { aim: { ...aim, label: render(aim.label, lang) } } : {}),
    ...(miss === undefined ? {} : { miss: render(miss, lang) }),
  };
}
