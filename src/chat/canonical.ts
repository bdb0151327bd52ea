/**
 * The characters of a chat message as the grammars read them (issue 25 item 10): NFKC, without
 * invisible characters, every script's decimal digits as ASCII, traditional characters as
 * simplified (OpenCC). Used by the command grammar, the phrasings and the judge's 确认 alike.
 */
import { toHans } from "../vocab/hant.ts";

/**
 * Characters that show nothing (zero-width space / joiners, word joiner and invisible operators,
 * byte-order mark, soft hyphen, Mongolian vowel separator, direction marks, embeddings and
 * isolates, the Arabic letter mark, variation selectors, the keycap mark of `1⃣`, the Hangul
 * fillers WeChat names use as blanks): a copied or
 * keyboard-inserted one inside `坐\u200b5号` must not turn a command into chat (issue 25 item 10).
 */
const INVISIBLE =
  /[\u00ad\u061c\u115f\u1160\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2069\u3164\uffa0\ufeff]|\u20e3|\p{Variation_Selector}/gu;

/** The characters {@link canonicalChars} recasts: a non-ASCII decimal digit (one class: no callback on other text). */
const RECAST = /(?![0-9])\p{Nd}/gu;

/**
 * A decimal digit of any script as its ASCII digit (`٥` → `5`, `۵` → `5`, `५` → `5`; NFKC
 * already folds full-width and mathematical ones). Unicode lays out each script's digits as runs
 * of ten from its zero, so a digit's value is its distance from the run's start, mod 10.
 */
function asciiDigit(ch: string): string {
  const known = DIGITS.get(ch);
  if (known !== undefined) return known;
  let cp = ch.codePointAt(0) as number;
  let k = 0;
  while (k < 60 && /\p{Nd}/u.test(String.fromCodePoint(cp - 1))) {
    cp--;
    k++;
  }
  const d = String(k % 10);
  DIGITS.set(ch, d);
  return d;
}

/** Digits already recast (bounded: Unicode has under a thousand decimal digits). */
const DIGITS = new Map<string, string>();

/**
 * The characters of a message as the grammar reads them (issue 25 item 10): NFKC, without
 * invisible characters, every script's decimal digits as ASCII, traditional command characters
 * as simplified — every traditional character and Taiwan phrase, by OpenCC (`toHans`, issue 23 goal 3:
 * `開房`, `報名`, `驗3`, `開槍3`). Linear in the text.
 */
export function canonicalChars(text: string): string {
  return toHans(text.normalize("NFKC").replace(INVISIBLE, "").replace(RECAST, asciiDigit));
}

/**
 * `text` with its leading run of Chinese characters (the command word: `申訴`, `駁回申訴`) read as
 * 简体, and the rest as typed (a reason keeps the writer's script).
 */
export function hansHead(text: string): string {
  const head = /^[\u3400-\u9fff\uf900-\ufaff]+/.exec(text);
  return head ? toHans(head[0]) + text.slice(head[0].length) : text;
}

/** The longest message {@link commandText} folds; a longer one is no exact command (`我是督察长` is 5). */
const COMMAND_MAX_CHARS = 40;

/**
 * A message as the exact-match commands read it (`关房`, `督察长到`, `状态`, `控制台`, `不发动`):
 * {@link canonicalChars}, trimmed, so `關房`, `督察長到`, `狀態` in 繁體 are the same command. A message
 * longer than {@link COMMAND_MAX_CHARS} is only trimmed (no command is that long: it is never folded).
 */
export function commandText(text: string): string {
  return text.length > COMMAND_MAX_CHARS ? text.trim() : canonicalChars(text).trim();
}
