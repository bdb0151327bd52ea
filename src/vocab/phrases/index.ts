/**
 * Every area's phrasebook (issue 23 goal 1): the sentences the bot says, keyed `area.key`. An area
 * is added here once; `PhraseKey` is derived, so a misspelt key fails tsc.
 */
import type { Book, Phrases } from "./book.ts";
import { COMMON } from "./common.ts";
import { DESK } from "./desk.ts";
import { REJECT } from "./reject.ts";
import { REJECT_DAY } from "./reject-day.ts";
import { REJECT_FORUM } from "./reject-forum.ts";
import { STATUS } from "./status.ts";

/** The books by area. */
export const BOOKS = {
  common: COMMON,
  reject: REJECT,
  desk: DESK,
  status: STATUS,
  reject_day: REJECT_DAY,
  reject_forum: REJECT_FORUM,
} as const;

type Books = typeof BOOKS;
/** A phrase's key: `area.key` (`common.seat`). */
export type PhraseKey = {
  [A in keyof Books]: Books[A] extends Book<infer T extends Phrases> ? `${A & string}.${keyof T & string}` : never;
}[keyof Books];
