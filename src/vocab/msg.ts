/**
 * A message before its language (issue 23 goal 1): what the judge says, as data — a phrase's key
 * and its arguments, or several messages joined — stored so (the outbox's `msg`) and rendered only
 * when it is delivered, in the conversation's language.
 *
 * A plain string is text already written in 简体 (a message not yet moved into a phrasebook, or a
 * player's own words quoted); it is shown as written in 简体, converted by OpenCC in 繁體, and
 * as written in English.
 */
import type { Lang } from "../engine/roles/index.ts";
import { toHant } from "./hant.ts";
import { actName, boardName, cardName, DEFAULT_LANG, LANGS, phrase, rulesetName, type WordKey, word } from "./index.ts";
import type { PhraseKey } from "./phrases/index.ts";

/**
 * An argument of a phrase, rendered in the message's language:
 * - a string or number: as given (a player's name, a count, a typed word);
 * - `{seat}`: a seat (`3号`, `#3`); `{seats}`: a list of seats, in order;
 * - `{card}`: a card's name by its id; `{act}`: an act's name; `{word}`: any word of the vocabulary;
 * - `{board}`, `{ruleset}`: a board's or a ruleset's name by its id (`444-idiot`, `classic`);
 * - `{sec}`: a duration in seconds (`90秒`, `2分钟`);
 * - `{msg}`: a whole message (a clause);
 * - `{each}`: a text written in several languages by its owner (a card's prompt, its help line).
 */
export type Arg =
  | string
  | number
  | { seat: number }
  | { seats: readonly number[] }
  | { card: string }
  | { act: string }
  | { word: WordKey }
  | { board: string }
  | { ruleset: string }
  | { sec: number }
  | { msg: Msg }
  | { each: Each };

/**
 * A text already written in several languages (a card's own texts, which live with the card): 简体
 * always, the others where written; a language not written reads the 简体 (through OpenCC in 繁體).
 */
export type Each = { readonly "zh-Hans": string } & { readonly [L in Exclude<Lang, "zh-Hans">]?: string };

/** A phrase of a book and its arguments. */
export interface Phrase {
  k: PhraseKey;
  a?: Readonly<Record<string, Arg>>;
}

/** Several messages joined by `sep` (default a new line). */
export interface Lines {
  lines: readonly Msg[];
  sep?: string;
  /**
   * The language to answer in where the chat's own is not known — the one its reader typed in (a
   * DM from a contact with no language, game or lobby, issue 23); see {@link inLang}. Rendering ignores it.
   */
  lang?: Lang;
}

/** A message before its language: 简体 text as written, a phrase, or messages joined. */
export type Msg = string | Phrase | Lines;

/** The phrase `k` with arguments `a` (`say("common.seat", { n: 3 })`). */
export const say = (k: PhraseKey, a?: Phrase["a"]): Phrase => (a ? { k, a } : { k });

/**
 * A command as a message quotes it, for the player to type (issue 23 goal 3): `zh` as written in
 * 简体 (繁體: its OpenCC conversion), `en` the English words the grammar reads for it (`kill X`,
 * `no potion`, `start`), so an English sentence never quotes a Chinese command it could give in English.
 */
export const typedCmd = (zh: string, en: string): Arg => ({ each: { "zh-Hans": zh, en } });

/** Messages joined by a new line (or `sep`); empty parts are left out. */
export function lines(parts: readonly (Msg | null | undefined | false)[], sep?: string): Lines {
  const kept = parts.filter((p): p is Msg => p !== null && p !== undefined && p !== false && p !== "");
  return sep === undefined ? { lines: kept } : { lines: kept, sep };
}

/** Messages as one list, joined by the phrase `sep` (default `common.list_sep`: `、`, `, `), the language's own separator. */
export function listOf(items: readonly Msg[], sep: PhraseKey = "common.list_sep"): Msg {
  return lines(
    items.flatMap((m, i) => (i === 0 ? [m] : [say(sep), m])),
    "",
  );
}

/**
 * `msg`, to be answered in `lang` where its chat's language is not known ({@link Lines.lang}); `msg`
 * itself when `lang` is undefined. Rendered, it reads as `msg` does.
 */
export function inLang(msg: Msg, lang: Lang | undefined): Msg {
  return lang ? { lines: [msg], lang } : msg;
}

/** The language `msg` asks to be answered in where its chat's is not known ({@link inLang}), if any (a stored one checked). */
export function langHint(msg: Msg): Lang | undefined {
  if (typeof msg !== "object" || !("lines" in msg)) return undefined;
  const l: unknown = msg.lang;
  return (LANGS as readonly unknown[]).includes(l) ? (l as Lang) : undefined;
}

/** `msg` in `lang` (default 简体): the text a conversation of that language reads. */
export function render(msg: Msg, lang: Lang = DEFAULT_LANG): string {
  if (typeof msg === "string") return lang === "zh-Hant" ? toHant(msg) : msg;
  if ("lines" in msg) return msg.lines.map((m) => render(m, lang)).join(msg.sep ?? "\n");
  const args: Record<string, string | number> = {};
  for (const [name, v] of Object.entries(msg.a ?? {})) args[name] = arg(v, lang);
  return phrase(lang, msg.k, args);
}

function arg(v: Arg, lang: Lang): string | number {
  if (typeof v === "string" || typeof v === "number") return v;
  if ("seat" in v) return phrase(lang, "common.seat", { n: v.seat });
  if ("seats" in v) return v.seats.map((n) => phrase(lang, "common.seat", { n })).join(phrase(lang, "common.list_sep"));
  if ("card" in v) return cardName(v.card, lang);
  if ("act" in v) return actName(v.act, lang);
  if ("word" in v) return word(lang, v.word);
  if ("board" in v) return boardName(v.board, lang);
  if ("ruleset" in v) return rulesetName(v.ruleset, lang);
  if ("sec" in v)
    return v.sec % 60 === 0 && v.sec > 0
      ? phrase(lang, "common.minutes", { n: v.sec / 60 })
      : phrase(lang, "common.seconds", { n: v.sec });
  if ("each" in v) return v.each[lang] ?? render(v.each["zh-Hans"], lang);
  return render(v.msg, lang);
}

/** Whether `v` is a message (for reading a stored `msg` column back). */
export function isMsg(v: unknown): v is Msg {
  if (typeof v === "string") return true;
  if (typeof v !== "object" || v === null) return false;
  if ("lines" in v) return Array.isArray((v as Lines).lines) && (v as Lines).lines.every(isMsg);
  return typeof (v as Phrase).k === "string";
}

/**
 * How a message is stored on an outbox row: 简体 text as written in `text` (no `msg`), any other
 * message in `msg` (rendered at delivery) with `text` empty.
 */
export function stored(m: Msg): { text: string; msg: Msg | null } {
  return typeof m === "string" ? { text: m, msg: null } : { text: "", msg: m };
}

/** A stored row's message back: its `msg` when it holds one, else its `text`. */
export function storedMsg(row: { text: string; msg?: unknown }): Msg {
  return row.msg !== null && row.msg !== undefined && isMsg(row.msg) ? row.msg : row.text;
}
