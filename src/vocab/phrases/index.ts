/**
 * Every area's phrasebook (issue 23 goal 1): the sentences the bot says, keyed `area.key`. An area
 * is added here once; `PhraseKey` is derived, so a misspelt key fails tsc.
 */
import type { Book, Phrases } from "./book.ts";
import { COMMON } from "./common.ts";
import { HK_ACT, HK_CARD } from "./hk-names.ts";
import { HK_PRIVATE } from "./hk-private.ts";
import { HK_STATUS } from "./hk-status.ts";
import { HK_THREAD } from "./hk-thread.ts";
import { HK_VOTES } from "./hk-votes.ts";
import { HK_WORDS } from "./hk-words.ts";

/** The books by area. */
export const BOOKS = {
  common: COMMON,
  hk_card: HK_CARD,
  hk_act: HK_ACT,
  hk_words: HK_WORDS,
  hk_thread: HK_THREAD,
  hk_private: HK_PRIVATE,
  hk_status: HK_STATUS,
  hk_votes: HK_VOTES,
} as const;

type Books = typeof BOOKS;
/** A phrase's key: `area.key` (`common.seat`). */
export type PhraseKey = {
  [A in keyof Books]: Books[A] extends Book<infer T extends Phrases> ? `${A & string}.${keyof T & string}` : never;
}[keyof Books];
