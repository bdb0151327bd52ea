/**
 * Every area's phrasebook (issue 23 goal 1): the sentences the bot says, keyed `area.key`. An area
 * is added here once; `PhraseKey` is derived, so a misspelt key fails tsc.
 */

import { BOARD_NAMES } from "./boards.ts";
import type { Book, Phrases } from "./book.ts";
import { COMMON } from "./common.ts";
import { JUDGE_VOICE } from "./judge-voice.ts";
import { RECAP } from "./recap.ts";
import { TABLE_REPLIES } from "./table-replies.ts";
import { TIMED_CALLS } from "./timed-calls.ts";
import { TIMED_DAY } from "./timed-day.ts";
import { TIMED_END } from "./timed-end.ts";
import { TIMED_NIGHT } from "./timed-night.ts";

/** The books by area. */
export const BOOKS = {
  common: COMMON,
  boards: BOARD_NAMES,
  judge_voice: JUDGE_VOICE,
  recap: RECAP,
  table_replies: TABLE_REPLIES,
  timed_calls: TIMED_CALLS,
  timed_day: TIMED_DAY,
  timed_end: TIMED_END,
  timed_night: TIMED_NIGHT,
} as const;

type Books = typeof BOOKS;
/** A phrase's key: `area.key` (`common.seat`). */
export type PhraseKey = {
  [A in keyof Books]: Books[A] extends Book<infer T extends Phrases> ? `${A & string}.${keyof T & string}` : never;
}[keyof Books];
