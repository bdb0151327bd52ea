/**
 * The leak scan of a forum-hk game's outbound messages (issue 27 item 5; seed 002 公示/通知, HK65,
 * HK66): before the end the thread ties no card to a seat (a [翻牌] flip aside, HK65: it publishes the
 * real card; the fixed board's card list is public; a seat's last words are his own words) and no
 * night act to a seat (被诽谤 aside, HK66);
 * a seat's DMs tie no other seat's card to its seat number (石像鬼's 查验 result aside, his skill)
 * and no night act to a seat unless the act is his own, or about him (冰冻), or the pack's 杀人 told
 * to a wolf or the witch (HK74); the wolves' group is seen by the pack only. The truth is the
 * game's state (its deal), never what the messages say.
 *
 * In every language (issue 23 goal 4): each message is read in 简体, 繁體 and English (a message the
 * mocked network keeps unrendered is rendered in each, `textIn`), with that language's card and
 * act names (`hk_card`, `hk_act`), seats (`3号`, `#3`), flip and last words (their phrases); in
 * English a name is a whole word (see leak-scan.ts) and a clause is up to three times as long.
 */
import { expect } from "vitest";
import { textIn, type WireMessage } from "../../src/chat/mock-network.ts";
import { HK_ACTS } from "../../src/engine/families/forum-hk/acts.ts";
import { hkCard } from "../../src/engine/roles/hk/pools.ts";
import { hkCardSpec } from "../../src/engine/roles/index.ts";
import { LANGS, type Lang } from "../../src/vocab/index.ts";
import { hkActName } from "../../src/voice/families/forum-hk/texts.ts";
import { booksOf, namesPattern, phrasePattern, seatPattern, template } from "./leak-scan.ts";

const NIGHT = (w: string) => w === "night_a" || w === "night_b" || w === "night_c";
/** The night acts' ids (HK9 blocks A–C; the pack's kill included). */
const NIGHT_ACT_IDS: readonly string[] = Object.entries(HK_ACTS)
  .filter(([, r]) => NIGHT(r.window))
  .map(([a]) => a);
/** The night acts' Chinese names (HK9 blocks A–C; 杀人 included). */
export const HK_NIGHT_ACTS: readonly string[] = NIGHT_ACT_IDS.map(hkActName);
/** Night results told publicly at the opening (HK66: 被诽谤), or told to the seat they touch (HK98: 冰冻), by act id. */
const PUBLIC_NIGHT = new Set(NIGHT_ACT_IDS.filter((a) => hkActName(a) === "诽谤"));
const TOLD_TO_TARGET = new Set(NIGHT_ACT_IDS.filter((a) => hkActName(a) === "冰冻"));

/** One language's words of the scan. */
interface HkWords {
  /** A card's name as a pattern (English: a whole word). */
  card(id: string): string;
  /** A night act's name as a pattern. */
  act(id: string): string;
  /** Seat `n` (`3号`, `#3`), or any seat. */
  seat(n?: number): string;
  /** `word` tied to a seat in one clause (a rule's wording names no seat). */
  tied(word: string, n?: number): RegExp;
  /** Splits a thread post into its sentences. */
  sentences: RegExp;
  /** A flip's word (`翻牌`, `flips`): a sentence that publishes a real card (HK65). */
  flip: string;
  /** A seat's last words, posted as written (HK67): cut from the scan. */
  lastWords: RegExp;
  /** The pattern `key` made once by `make`. */
  once(key: string, make: () => RegExp): RegExp;
}

const quoteRe = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const words = new Map<Lang, HkWords>();

/** The scan's words in `lang`, from the phrasebooks (once per language). */
function hkWords(lang: Lang): HkWords {
  const known = words.get(lang);
  if (known) return known;
  const en = lang === "en";
  const cards = booksOf(lang).hk_card;
  const acts = booksOf(lang).hk_act;
  const group = (p: string) => `(?:${p})`;
  const seat = (n?: number) =>
    n === undefined
      ? seatPattern(lang)
      : template(lang, "common.seat")
          .split(/\{\{n\}\}/)
          .map(quoteRe)
          .join(String(n));
  const memo = new Map<string, RegExp>();
  const once = (key: string, make: () => RegExp) => memo.get(key) ?? memo.set(key, make()).get(key) ?? make();
  // Before and after a seat: 10 and 6 characters in Chinese, three times as many in English.
  const [before, after] = en ? [30, 18] : [10, 6];
  const stop = en ? "[^.\\n;]" : "[^。\\n；]";
  const w: HkWords = {
    card: (id) =>
      once(`card\0${id}`, () =>
        RegExp(group(en ? namesPattern(lang, [cards[id] ?? id]).source : quoteRe(cards[id] ?? id))),
      ).source,
    act: (id) => group(en ? `\\b${quoteRe(acts[id] ?? id)}\\b` : quoteRe(acts[id] ?? hkActName(id))),
    seat,
    tied: (word, n) =>
      once(
        `${word}\0${n}`,
        () =>
          new RegExp(
            `${seat(n)}${stop}{0,${before}}${word}|${word}${stop}{0,${after}}${seat(n)}${en ? "(?!\\d)" : ""}`,
          ),
      ),
    sentences: en ? /(?<=[.!?])\s+|\n/ : /[。\n]/,
    flip: template(lang, "hk_thread.flip")
      .split(/\{\{\w+\}\}/)[1]
      .replace(/[\s:：]/g, ""),
    once,
    lastWords: new RegExp(phrasePattern(lang, "f25_days.words", { seat: seatPattern(lang), text: "[\\s\\S]*" })),
  };
  words.set(lang, w);
  return w;
}

/** The game's deal as the scan reads it: seat → card id (1-based, index 0 unused). */
export interface HkTruth {
  roles: string[];
  /** Contact id → seat. */
  seatOf: (contactId: string) => number;
  botId: string;
  thread: string;
  /**
   * Issue 28: the card names a seat may read tied to a seat in its DMs — told to it by the game (its
   * record's `told`: 狼鸦之爪 to the pack, the brothers, 占星, 寻踪 …) or typed by itself (诡辩 3号 预言家).
   */
  known?: (seat: number) => ReadonlySet<string>;
  /** The wolves' group's room; another private room (丘比特's lovers', 警察's team) is its members' (default: any room but the thread). */
  wolvesRoom?: string;
}

/** Card names a told value carries (a role, a camp that is a card, a list of results). */
export function cardNamesIn(value: unknown): string[] {
  if (typeof value === "string") return [hkCard(value)?.name].filter((x): x is string => !!x);
  if (Array.isArray(value)) return value.flatMap(cardNamesIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(cardNamesIn);
  return [];
}

/**
 * Asserts one bot message of a forum-hk game leaks nothing (see the file's comment), read in each
 * of `langs` (default every language). `ended`: whether the game had ended when it was sent (the
 * end post may tell every card).
 */
export function expectNoHkLeak(m: WireMessage, t: HkTruth, ended: boolean, langs: readonly Lang[] = LANGS): void {
  if (m.from !== t.botId || ended) return;
  for (const lang of langs) scanIn(m, t, lang);
}

/** {@link expectNoHkLeak} in one language. */
function scanIn(m: WireMessage, t: HkTruth, lang: Lang): void {
  const w = hkWords(lang);
  const text = textIn(m, lang);
  const ids = t.roles.map((id) => id ?? "");
  /** 简体 names: what `known` holds. */
  const names = t.roles.map((id) => (id ? (hkCard(id)?.name ?? id) : ""));
  const pack = (s: number) => hkCard(t.roles[s])?.tag === "pack";
  if (m.room === t.thread) {
    // A seat's last words are his own words, posted as written (HK67): not the bot's to scan.
    for (const sentence of text.replace(w.lastWords, "").split(w.sentences)) {
      if (sentence.includes(w.flip)) continue;
      for (const id of ids.filter(Boolean))
        expect(sentence, `${lang}: card ${id} in the thread`).not.toMatch(w.tied(w.card(id)));
      for (const a of NIGHT_ACT_IDS)
        if (!PUBLIC_NIGHT.has(a))
          expect(sentence, `${lang}: night act ${a} in the thread`).not.toMatch(w.tied(w.act(a)));
    }
    return;
  }
  if (m.room) {
    if (t.wolvesRoom !== undefined && m.room !== t.wolvesRoom) return;
    // The wolves' group: the pack and the bot only.
    for (const id of m.seenBy)
      if (id !== t.botId) expect(pack(t.seatOf(id)), `${id} reads the wolves' group`).toBe(true);
    return;
  }
  const me = t.seatOf(m.to ?? "");
  if (me < 1) return;
  const mine = new Set((hkCardSpec(t.roles[me])?.skills ?? []).flatMap((k) => Object.keys(k.acts)));
  const wolf = hkCard(t.roles[me])?.camp === "wolves";
  const gap = lang === "en" ? "[^.\\n]{0,36}" : "[^。\\n]{0,12}";
  for (let y = 1; y < t.roles.length; y++) {
    if (y === me || t.roles[me] === "gargoyle" || t.known?.(me).has(names[y])) continue;
    const told = w.once(`told\0${y}\0${ids[y]}`, () => {
      return new RegExp(`${w.seat(y)}${lang === "en" ? "(?!\\d)" : ""}${gap}${w.card(ids[y])}`);
    });
    expect(text, `${lang}: seat ${y}'s card told to seat ${me}`).not.toMatch(told);
  }
  for (const a of NIGHT_ACT_IDS) {
    if (mine.has(a) || PUBLIC_NIGHT.has(a) || TOLD_TO_TARGET.has(a)) continue;
    // The pack's kill is every wolf's; the witch is told tonight's kills (HK74).
    if (a === "kill" && (wolf || t.roles[me] === "witch")) continue;
    expect(text, `${lang}: night act ${a} told to seat ${me}`).not.toMatch(w.tied(w.act(a)));
  }
}
