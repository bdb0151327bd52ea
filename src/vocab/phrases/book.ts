/**
 * How a phrasebook is written (issue 23 goals 2–3): one area's sentences, keyed, in 简体 and English;
 * 繁體 is derived from 简体 by OpenCC (`hant.ts`) unless the book writes its own for a key. tsc checks
 * that English has every key of 简体 and nothing else. Placeholders are `{{name}}` (i18next); an
 * argument's language-dependent form (a seat, a card, a duration) is made by `render` (msg.ts).
 */
import type { Lang } from "../../engine/roles/index.ts";

/** One area's phrases in one language: key → template. */
export type Phrases = Readonly<Record<string, string>>;

/** An area's book: 简体 (the source), English with exactly its keys, and 繁體 exceptions. */
export interface Book<T extends Phrases> {
  "zh-Hans": T;
  en: { readonly [K in keyof T]: string };
  /** 繁體 where OpenCC's conversion of 简体 is not what the field writes. */
  "zh-Hant"?: { readonly [K in keyof T]?: string };
}

/** Declares an area's book (identity; it keeps the keys' types for `PhraseKey`). */
export function book<T extends Phrases>(b: Book<T>): Book<T> {
  return b;
}

/** The languages a book is written in by hand (繁體 is derived). */
export const WRITTEN_LANGS: readonly Lang[] = ["zh-Hans", "en"];
