/**
 * Issue 23 "Done when": what a screen in English or 繁體 may still show in Chinese, and what it
 * may not. Reusable by any test that reads rendered messages.
 *
 * English: a message may hold Chinese characters only where {@link EN_ALLOWED} says why — a
 * player's or a room's name, a player's own words quoted back, a Chinese command quoted for the
 * player to type; anything else is an offending sentence (a text still written in 简体).
 * 繁體: once the same allowances are masked, the text is its own OpenCC 繁體 (`toHant(x) === x`), so
 * no simplified-only character is left.
 *
 * {@link KNOWN_UNCONVERTED}: the sentences still written in 简体 that other branches are converting
 * (each with the file it comes from). It only shrinks: delete an entry once its file speaks through a phrasebook.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { toHans, toHant } from "../../../src/vocab/hant.ts";
import { ROOT } from "../../helpers.ts";

const HAN = /\p{Script=Han}/u;

/**
 * A quoted Chinese command (“遗言 ……”, "冲锋 3", "守 N", "杀X号", "丘比特之箭 X号 Y号"): a command word
 * of up to 6 characters, then only seats, placeholders or a dotted blank — what the player copies.
 */
const COMMAND =
  /^(?:[XN\d]+号)?[\p{Script=Han}]{1,6}(?:[\sX号N\d#/、·…：:]|[a-zA-Z0-9]+(?=\s|$)|不发动|问题|理由|弃权|目标座位|[（(][^）)]{0,20}[）)])*$/u;

/** A forum director's card with its reason, as an example to type (`黄牌 3号 诈尸`). */
const DIRECTOR_CARD = /^[蓝黄红]牌 \d+号 [\p{Script=Han}]{1,6}$/u;

/** Whether a quoted text is commands: each of its `/`-separated parts is one (`杀3号 / 空刀`). */
const isCommand = (inner: string) =>
  DIRECTOR_CARD.test(inner.trim()) || inner.split(/\s*\/\s*/).every((x) => COMMAND.test(x.trim()));

/** forum-25's ballot form (5L 投票规则): two lines the player copies into his vote post. */
const BALLOT_LINE = /(?:^|\n)(?:投票|改票)(?:对象|理由)：[^\n]*/g;

/** The allowance of players' own words and names (the one a 繁體 screen gets too). */
const OWN_WORDS =
  "a player's own words quoted back (a speech, last words, a reason), or a player's or a room's name as written on WeChat";

/** Why a piece of Chinese may stay on an English screen (see the module comment). */
export interface Allowance {
  /** Removes what it allows from a text. */
  mask(text: string): string;
  reason: string;
}

/** A quoted text (“…”, "…", 「…」, ‘…’). */
const QUOTED = /[“"「‘]([^”"」’\n]{1,40})[”"」’]/g;

/**
 * What may stay Chinese on an English screen: `names` (players' and rooms' names as they wrote them)
 * and `typed` (every text a player typed in the game: his speeches, last words, commands quoted back).
 */
export function enAllowed(names: readonly string[], typed: readonly string[]): Allowance[] {
  const byLength = (xs: readonly string[]) =>
    [...new Set(xs.filter((x) => HAN.test(x)))].sort((a, b) => b.length - a.length);
  const ns = byLength(names);
  // A typed text is quoted whole, or one of its lines (a speech's), or its words after a command head.
  const ts = byLength(
    typed
      // The bot echoes a reason NFKC-normalised (（演示） → (演示)): both forms are the player's words.
      .flatMap((t) => [t, t.normalize("NFKC")])
      .flatMap((t) => [t, ...t.split("\n"), t.replace(/^\S+\s+/, ""), t.replace(/^\S+\s+\S+\s+/, "")])
      .filter((t) => t.length >= 2),
  );
  // Names and words in one pass, longest first: a name (`1号玩家1`) is not cut by a shorter typed word (`1号`).
  const both = [...new Set([...ns, ...ts])].sort((a, b) => b.length - a.length);
  const cut = (t: string, xs: string[]) => xs.reduce((x, n) => x.split(n).join("·"), t);
  return [
    {
      reason: "a Chinese command quoted for the player to type (the forum's have no English word)",
      mask: (t) => t.replace(QUOTED, (all, inner: string) => (isCommand(inner) ? "“·”" : all)),
    },
    { reason: "forum-25's ballot form, the two lines a vote post copies", mask: (t) => t.replace(BALLOT_LINE, "\n·") },
    {
      reason: OWN_WORDS,
      mask: (t) => cut(t, both),
    },
  ];
}

/** A sentence still written in 简体 that another branch converts; `file`: where it is written. */
export interface Known {
  pattern: RegExp;
  file: string;
}

/**
 * Sentences still in 简体 on the 繁體/English screens of a whole game, each with its source. SHRINKING:
 * delete an entry once its file's texts are phrases (the test then fails if the sentence shows again).
 */
export const KNOWN_UNCONVERTED: Known[] = [];

/** The sentences of `text` (lines, then 。！？; cut) that still show Chinese after `allowed` masked it. */
export function offendingEn(text: string, allowed: readonly Allowance[]): string[] {
  const masked = allowed.reduce((x, a) => a.mask(x), text);
  return sentences(masked).filter((s) => HAN.test(s));
}

/** The sentences of `text` with a character that is not its own 繁體, once `allowed` masked it. */
export function offendingHant(text: string, allowed: readonly Allowance[]): string[] {
  const masked = allowed.filter((a) => a.reason === OWN_WORDS).reduce((x, a) => a.mask(x), text);
  // Its 简体 converted again (not the 繁體 itself: OpenCC's Taiwan phrases are not idempotent, 進程 → 程序).
  return sentences(masked).filter((s) => toHant(toHans(s)) !== s);
}

/** `text` cut into sentences (each line, then after 。！？；). */
export function sentences(text: string): string[] {
  return text
    .split("\n")
    .flatMap((l) => l.split(/(?<=[。！？；!?])/))
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Whether a known-unconverted entry lets `sentence` pass. */
export const isKnown = (sentence: string): Known | undefined => KNOWN_UNCONVERTED.find((k) => k.pattern.test(sentence));

let SOURCES: { file: string; text: string }[] | null = null;

/** src/'s TypeScript files (read once). */
function sources(): { file: string; text: string }[] {
  if (SOURCES) return SOURCES;
  const out: { file: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) {
        if (name !== "generated") walk(p);
      } else if (name.endsWith(".ts")) out.push({ file: p.slice(ROOT.length + 1), text: readFileSync(p, "utf8") });
    }
  };
  walk(join(ROOT, "src"));
  SOURCES = out;
  return out;
}

/**
 * Where a sentence still in 简体 is probably written: the src/ file holding its longest run of
 * Chinese characters (in 简体: a 繁體 sentence is read back through its runs), or `?`.
 */
export function sourceOf(sentence: string): string {
  const runs = [...toHans(sentence).matchAll(/[\p{Script=Han}]{2,}/gu)]
    .map((m) => m[0])
    .sort((a, b) => b.length - a.length);
  for (const run of runs.slice(0, 4)) {
    const hit = sources().find((s) => s.text.includes(run));
    if (hit) return hit.file;
  }
  return "?";
}

/** Offending sentences counted and grouped by their source file (for a report). */
export function report(found: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const x of found) {
    const s = x.replace(/\d+/g, "N");
    counts.set(s, (counts.get(s) ?? 0) + 1);
  }
  const bySource = new Map<string, [string, number][]>();
  for (const [s, n] of counts) {
    const src = sourceOf(s);
    bySource.set(src, [...(bySource.get(src) ?? []), [s, n]]);
  }
  return [...bySource]
    .sort((a, b) => b[1].length - a[1].length)
    .map(([src, xs]) => `${src}:\n${xs.map(([s, n]) => `  ${n}× ${s.slice(0, 160)}`).join("\n")}`)
    .join("\n");
}
