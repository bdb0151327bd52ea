/**
 * Every area's phrasebook (issue 23 goal 1): the sentences the bot says, keyed `area.key`. An area
 * is added here once; `PhraseKey` is derived, so a misspelt key fails tsc.
 */
import type { Book, Phrases } from "./book.ts";
import { COMMON } from "./common.ts";
import { F25_DAYS } from "./f25-days.ts";
import { F25_DESK } from "./f25-desk.ts";
import { F25_GRAMMAR } from "./f25-grammar.ts";
import { F25_PRIVATE } from "./f25-private.ts";
import { F25_THREAD } from "./f25-thread.ts";

/** The books by area. */
export const BOOKS = {
  common: COMMON,
  f25_thread: F25_THREAD,
  f25_private: F25_PRIVATE,
  f25_days: F25_DAYS,
  f25_desk: F25_DESK,
  f25_grammar: F25_GRAMMAR,
} as const;

type Books = typeof BOOKS;
/** A phrase's key: `area.key` (`common.seat`). */
export type PhraseKey = {
  [A in keyof Books]: Books[A] extends Book<infer T extends Phrases> ? `${A & string}.${keyof T & string}` : never;
}[keyof Books];
