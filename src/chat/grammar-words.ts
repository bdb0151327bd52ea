/**
 * The grammar's lexicon: Chinese and Arabic numerals, seat numbers, and the text normalisation
 * every reader runs first (NFKC, canonical characters, `@mentions`, trailing punctuation, spaces);
 * the command length cap. Pure and linear in the text (issue 15 item 2).
 */
import { canonicalChars } from "./canonical.ts";

const CN_DIGIT: Record<string, number> = {
  零: 0,
  〇: 0,
  一: 1,
  二: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};
/** One character of a number: an Arabic digit or a Chinese numeral (a regex class). */
export const NUM = "[0-9零〇一二两三四五六七八九十百]";

/** Arabic digits or a Chinese numeral below 1000 ("十二", "二十", "一百零五"); else null. */
export function toInt(s: string): number | null {
  if (/^[0-9]+$/.test(s)) return Number(s);
  if (!/^[零〇一二两三四五六七八九十百]+$/.test(s)) return null;
  let total = 0;
  let cur: number | null = null;
  let lastUnit = 1000;
  let zero = false;
  for (const ch of s) {
    if (ch === "十" || ch === "百") {
      const unit = ch === "十" ? 10 : 100;
      if (unit >= lastUnit || zero) return null;
      const d = cur ?? (unit === 10 && total === 0 ? 1 : null);
      if (!d) return null;
      total += d * unit;
      cur = null;
      lastUnit = unit;
    } else if ((ch === "零" || ch === "〇") && total > 0 && cur === null && !zero) {
      zero = true;
    } else {
      if (cur !== null) return null;
      cur = CN_DIGIT[ch];
    }
  }
  if (cur !== null) total += lastUnit === 100 && !zero ? cur * 10 : cur;
  return total;
}

/** Longest message read as a command (characters, after trimming); every command is far shorter. */
export const MAX_COMMAND_CHARS = 500;

/** The reply to a DM longer than {@link MAX_COMMAND_CHARS}. */
export const TOO_LONG_TEXT = `消息太长（超过${MAX_COMMAND_CHARS}字），没有处理。指令都很短，发送“帮助”查看你现在能用的指令。`;

const isDigit = (ch: string | undefined) => ch !== undefined && ch >= "0" && ch <= "9";

/** Trailing punctuation dropped before matching (`…` is `...` after NFKC). */
const TRAILING = new Set(["。", ".", "!", "~"]);

/**
 * The message as matched: see the module comment. Linear: the `@mention` pattern is anchored and
 * its classes are disjoint, the trailing punctuation is scanned from the end (the regex
 * `/[。.!~]+$/` retried its run from every start, quadratic), whitespace runs are split once.
 */
export function normalize(text: string): string {
  let t = canonicalChars(text)
    .trim()
    .replace(/^(?:@\S+\s+)+/, "");
  t = dropTrailing(t, TRAILING);
  // Digits that spaces separate stay apart ("杀 3 5" → "杀3,5"); every other space is dropped.
  const parts = t.split(/\s+/);
  let out = parts[0];
  for (let i = 1; i < parts.length; i++) {
    const digits = isDigit(parts[i - 1].at(-1)) && isDigit(parts[i][0]);
    out += (digits ? "," : "") + parts[i];
  }
  return out.toLowerCase();
}

/**
 * `t` without the characters of `set` at its end, scanned from the end (linear: a regex like
 * `/[。.!~]+$/` retries its run from every start and is quadratic on a long run, issue 15 item 2).
 */
export function dropTrailing(t: string, set: ReadonlySet<string>): string {
  let end = t.length;
  while (end > 0 && set.has(t[end - 1])) end--;
  return t.slice(0, end);
}

/** At most `n` characters of what a user typed, for a reply that quotes it: `「…」`, no line breaks. */
export function excerpt(text: string, n = 8): string {
  return `「${clip(text, n)}」`;
}

/** {@link excerpt} without its brackets: a phrase's `{{value}}`, which each language quotes its own way. */
export function clip(text: string, n = 8): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is dropped
  const chars = [...text.replace(/[\u0000-\u001f\u007f\u2028\u2029「」]/g, "")];
  return `${chars.slice(0, n).join("")}${chars.length > n ? "…" : ""}`;
}

/** Seat of a normalized token ("3", "#3", "3号", "十二号", "12号玩家", "3号位"), 1..99, else null. */
export function seatOf(s: string): number | null {
  const n = toInt(s.replace(/^#/, "").replace(/号(?:玩家|位)?$/, ""));
  return n !== null && n >= 1 && n <= 99 ? n : null;
}

/** Looks like an attempt at a seat ("十三号五", "0号", "3.5", "3和5"): a bad seat, not chat. */
export function seatLike(s: string): boolean {
  return /^[0-9零〇一二两三四五六七八九十百.,、和+\-号]+(?:玩家|位)?$/.test(s) && new RegExp(NUM).test(s);
}

/** A seat number, e.g. "3", "3号", "３号", "三号", "十二号", "12号玩家"; 1..99, else null. */
export function parseSeat(text: string): number | null {
  return seatOf(normalize(text));
}
