/**
 * Every area's phrasebook (issue 23 goal 1): the sentences the bot says, keyed `area.key`. An area
 * is added here once; `PhraseKey` is derived, so a misspelt key fails tsc.
 */
import type { Book, Phrases } from "./book.ts";
import { COMMON } from "./common.ts";
import { LANGUAGE } from "./language.ts";
import { WEB } from "./web.ts";
import { WEB_JUDGE } from "./web-judge.ts";
import { WEB_PAGE } from "./web-page.ts";
import { WEB_REPLAY } from "./web-replay.ts";
import { WEB_TABLE } from "./web-table.ts";

/** The books by area. */
export const BOOKS = {
  common: COMMON,
  language: LANGUAGE,
  web: WEB,
  web_page: WEB_PAGE,
  web_table: WEB_TABLE,
  web_replay: WEB_REPLAY,
  web_judge: WEB_JUDGE,
} as const;

type Books = typeof BOOKS;
/** A phrase's key: `area.key` (`common.seat`). */
export type PhraseKey = {
  [A in keyof Books]: Books[A] extends Book<infer T extends Phrases> ? `${A & string}.${keyof T & string}` : never;
}[keyof Books];
