/**
 * The leak scanner shared by the leak test and the fuzz test: what a bot message to the match
 * group or a wolves' room may not say before the game is over (000 §八(三)1, §八(九)1, §九1), in
 * every language the bot speaks (issue 23 goal 4: a card's name leaking in 繁體 or English is a
 * leak). Its words come from the vocabulary and the phrasebooks of each language — every card of
 * every ruleset (forum-hk's 60 included), the night's secret sentences, the boards' names — so a
 * word renamed there is renamed here.
 *
 * What a leak is in English: a card's name as a whole word, in any case, singular or plural
 * (`seer`, `Seers`, `werewolves`, `Wolf King`). A card whose name is also a word the English
 * vocabulary uses for something else (an act: `guard`; a status: `tough`) is read as the card
 * only where it is a name: capitalised (`Guard`, `… the Guard`), after an article or a
 * possessive (`the guard`, `a guard`, `your guard`), or with `'s` (`guard's`) — `guard 3`, `no
 * guard` (the guard's own commands) are the verb, not a card.
 */
import { expect } from "vitest";
import { textIn, type WireMessage } from "../../src/chat/mock-network.ts";
import { ALL_BOARDS } from "../../src/engine/boards.ts";
import { roleSpec } from "../../src/engine/roles/index.ts";
import type { RoleId } from "../../src/engine/types.ts";
import { toHant } from "../../src/vocab/hant.ts";
import { boardName, cardName, LANGS, type Lang, phrasebook, vocabulary } from "../../src/vocab/index.ts";

export { LANGS };

const quoteRe = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const unique = (xs: readonly string[]) => [...new Set(xs.filter((x) => x.trim() !== ""))];
const byLength = (xs: readonly string[]) => unique(xs).sort((a, b) => b.length - a.length);

const books = new Map<Lang, Record<string, Record<string, string>>>();
/** The phrasebooks of `lang` (`phrasebook` converts every 繁體 phrase: read once). */
export function booksOf(lang: Lang): Record<string, Record<string, string>> {
  return books.get(lang) ?? books.set(lang, phrasebook(lang)).get(lang) ?? phrasebook(lang);
}

/** A phrase's template in `lang` (`timed_night.knife_at`), as its book writes it (繁體 derived). */
export function template(lang: Lang, key: string): string {
  const [area, k] = key.split(".");
  const t = booksOf(lang)[area]?.[k];
  if (t === undefined) throw new Error(`no phrase ${key}`);
  return t;
}

/** The seat pattern of `lang` (`3号`, `#3`), from the `common.seat` phrase. */
export function seatPattern(lang: Lang): string {
  return template(lang, "common.seat")
    .split(/\{\{n\}\}/)
    .map(quoteRe)
    .join("\\d+");
}

/**
 * A regular expression of phrase `key`'s text in `lang`: its literal parts as written, each
 * placeholder by `fill[name]` (a pattern) or, unnamed, by any text of the clause.
 */
export function phrasePattern(lang: Lang, key: string, fill: Record<string, string> = {}): string {
  return template(lang, key)
    .split(/\{\{(\w+)\}\}/)
    .map((part, i) => (i % 2 === 0 ? quoteRe(part) : (fill[part] ?? "[^。\\n.]*?")))
    .join("");
}

/**
 * Every card name of every ruleset in `lang`: the timed and forum-25 cards' and forum-hk's 60. In
 * 繁體 also each 简体 name as OpenCC converts it alone (a text still written in 简体 reaches a 繁體
 * chat so: 钟 becomes 鍾 there, the vocabulary's 繁體 card is 鐘).
 */
export function cardNames(lang: Lang): string[] {
  const names = (l: Lang) => [...Object.values(vocabulary(l).card), ...Object.values(booksOf(l).hk_card)];
  return unique([...names(lang), ...(lang === "zh-Hant" ? names("zh-Hans").map(toHant) : [])]);
}

let otherWords: Set<string> | undefined;
/** The words English uses for something other than a card (acts, statuses), lower case (read once). */
function englishOtherWords(): Set<string> {
  if (otherWords) return otherWords;
  const v = vocabulary("en");
  const words = [...Object.values(v.act), ...Object.values(v.status), ...Object.values(booksOf("en").hk_act)];
  otherWords = new Set(words.flatMap((w) => w.toLowerCase().split(/[^a-z']+/)).filter(Boolean));
  return otherWords;
}

/** An English card name as a pattern: its plural (`werewolves`, `seers`) included. */
function englishName(name: string): string {
  const e = quoteRe(name);
  if (/f$/i.test(name)) return `${e.slice(0, -1)}(?:f|ves)`;
  return `${e}(?:s|es)?`;
}

/** `pattern` in any case (its letters as `[xX]`; the regex then needs no `i` flag). */
const anyCase = (pattern: string) =>
  pattern.replace(/(?<!\\)[a-zA-Z]/g, (c) => `[${c.toLowerCase()}${c.toUpperCase()}]`);

/** Names of cards as one pattern in `lang` (English: whole words, see the file's comment). */
export function namesPattern(lang: Lang, names: readonly string[]): RegExp {
  if (lang !== "en") {
    // A one-character name (forum-hk's 钟, 熊, 镜) is a common character (分钟): the card only in a
    // clause that names a seat, and never as a duration's 钟.
    const long = byLength(names.filter((n) => [...n].length > 1)).map(quoteRe);
    const short = names.filter((n) => [...n].length === 1).map(quoteRe);
    if (short.length === 0) return new RegExp(long.join("|"));
    const one = `(?<![分秒])(?:${short.join("|")})`;
    const seat = seatPattern(lang);
    return new RegExp([...long, `${seat}[^。\\n，；]{0,10}${one}`, `${one}[^。\\n，；]{0,6}${seat}`].join("|"));
  }
  const other = englishOtherWords();
  const plain: string[] = [];
  const nouns: string[] = [];
  for (const n of byLength(names)) (other.has(n.toLowerCase()) ? nouns : plain).push(englishName(n));
  const parts = [];
  if (plain.length) parts.push(`\\b(?:${anyCase(plain.join("|"))})\\b`);
  if (nouns.length) {
    const n = anyCase(nouns.join("|"));
    // The name itself (capitalised), or the word after an article or a possessive, or with 's.
    parts.push(`\\b(?:${nouns.map((x) => x.replace(/^\w/, (c) => c.toUpperCase())).join("|")})\\b`);
    parts.push(`\\b(?:${anyCase("the|a|an|your|his|her|their|my")})\\s+(?:${n})\\b`, `\\b(?:${n})'s\\b`);
  }
  return new RegExp(parts.join("|"));
}

/** Words of 简体 the field uses for cards beyond their names (`村民`: any villager), converted for 繁體. */
const FIELD_CARD_WORDS: Record<Lang, readonly string[]> = {
  "zh-Hans": ["村民"],
  "zh-Hant": ["村民"].map(toHant),
  en: ["villagers"],
};

/**
 * The night's secret sentences (timed family), whose literal parts (of 4 characters or more) are
 * secret words in every language: the seer's result and the witch's potions (`seer`), the knife
 * told to the witch and a shot's state (`knife`; the wolves' own room speaks of its knife).
 */
const SECRET_PHRASES = {
  seer: [
    "timed_night.check_wolf",
    "timed_night.check_good",
    "timed_night.opt_save",
    "timed_night.opt_poison",
    "timed_night.knife_hidden",
  ],
  knife: ["timed_night.knife_at", "timed_night.knife_none", "timed_night.shoot_yes", "timed_night.shoot_no"],
} as const;

/**
 * The secret sentences' literal parts in `lang`, trimmed of punctuation and spaces: of 4
 * characters or more in Chinese, of 3 words or more in English (`tonight`, `good` alone are no secret).
 */
function secretFragments(lang: Lang, keys: readonly string[]): string[] {
  return keys.flatMap((k) =>
    template(lang, k)
      .split(/\{\{\w+\}\}/)
      .map((p) => p.replace(/^[\s。，：；.,:;()（）"“”]+|[\s。，：；.,:;()（）"“”]+$/g, ""))
      .filter((p) => (lang === "en" ? p.split(/\s+/).length >= 3 : [...p].length >= 4)),
  );
}

/**
 * The words of a night's secrets beyond the sentences and the acts' names: the seer's verdicts
 * (`查杀`, `金水`), the knife (`刀口`), a kill, a save, a shot's state — 简体 as the field writes them
 * (繁體 converted), English as the English phrasebook writes them (`check on`, `(bad)`, `antidote`).
 */
const SECRET_WORDS: Record<"seer" | "knife", Record<Lang, readonly string[]>> = {
  seer: {
    "zh-Hans": ["查杀", "金水"],
    "zh-Hant": ["查杀", "金水"].map(toHant),
    en: ["antidote", "potion", "potions", "poisoned", "check on", "(bad)", "a werewolf (bad"],
  },
  knife: {
    "zh-Hans": ["刀口", "被杀", "救了", "开枪状态"],
    "zh-Hant": ["刀口", "被杀", "救了", "开枪状态"].map(toHant),
    en: ["knife", "knifed", "was killed", "saved"],
  },
};

/**
 * The acts whose names are the seer's and the witch's secrets (a check, a potion): in Chinese the
 * word itself; in English, where they are common verbs (`check in`), the act on a seat (`check #3`, `checked #3`).
 */
const SECRET_ACTS = ["check", "save", "poison"] as const;

/** What the scanner looks for and lets through in one language. */
export interface LeakWords {
  lang: Lang;
  /** A card's name: news about a seat when it is not the reader's own. */
  roleWords: RegExp;
  /** A night's secrets: a seer's result, the knife, the potions, a shot's state. */
  nightSecrets: RegExp;
  /** What the wolves' room may not carry: the seer's and the witch's secrets, the witch's card. */
  wolvesSecrets: RegExp;
  /** A group message's text without what is public by rule (see {@link publicRemainder}). */
  publicRemainder(text: string): string;
}

const secretPattern = (lang: Lang, words: readonly string[]): RegExp => {
  const ws = byLength(words).map(quoteRe);
  return new RegExp(lang === "en" ? `(?:^|\\W)(?:${anyCase(ws.join("|"))})(?=\\W|$)` : ws.join("|"));
};

const cache = new Map<Lang, LeakWords>();

/** The scanner's words of `lang`, read from the vocabulary and the phrasebooks (once per language). */
export function leakWords(lang: Lang): LeakWords {
  const known = cache.get(lang);
  if (known) return known;
  const act = vocabulary(lang).act;
  const seat = seatPattern(lang);
  const acts = SECRET_ACTS.map((a) => act[a]);
  const seer = [
    ...secretFragments(lang, SECRET_PHRASES.seer),
    ...SECRET_WORDS.seer[lang],
    ...(lang === "en" ? [] : acts),
  ];
  const knife = [...secretFragments(lang, SECRET_PHRASES.knife), ...SECRET_WORDS.knife[lang]];
  // English acts on a seat (`check #3`, `checked #3`, `poison #5`).
  const actOnSeat = lang === "en" ? `|(?:${anyCase(acts.map(quoteRe).join("|"))})(?:ed|d)?\\s+${seat}` : "";
  const boards = byLength(ALL_BOARDS.map((b) => boardName(b.id, lang)));
  // Quoted back: 「a user's words」 (Chinese; a command's “…” is the bot's and scanned), "a command or a user's words" (English).
  const quotes = lang === "en" ? /"[^"\n]*"|“[^”\n]*”/g : /「[^」]*」/g;
  // Public by rule: the flipped idiot (his card is shown, 000 §八(二)8) and the boom rule.
  const idiot = new RegExp(phrasePattern(lang, "judge_voice.idiot", { seat, card: quoteRe(cardName("idiot", lang)) }));
  const boom = template(lang, "lobby.silence_ranked").slice(template(lang, "lobby.silence").length).trim();
  const boomWord = vocabulary(lang).penalty.self_destruct;
  const witch = namesPattern(lang, [cardName("witch", lang)]).source;
  const words: LeakWords = {
    lang,
    roleWords: namesPattern(lang, [...cardNames(lang), ...FIELD_CARD_WORDS[lang]]),
    nightSecrets: new RegExp(`${secretPattern(lang, [...seer, ...knife]).source}${actOnSeat}`),
    wolvesSecrets: new RegExp(`${secretPattern(lang, seer).source}${actOnSeat}|${witch}`),
    publicRemainder: (text) =>
      boards
        .reduce((x, b) => x.replaceAll(b, ""), text)
        .replace(quotes, "")
        .replace(idiot, "")
        .replace(boom, "")
        .replaceAll(boomWord, ""),
  };
  cache.set(lang, words);
  return words;
}

/** A card's name in 简体 (the scanner's words of `zh-Hans`; see {@link leakWords} for the others). */
export const ROLE_WORDS = leakWords("zh-Hans").roleWords;
/** A night's secrets in 简体: a seer's result, the knife, the potions, a shot's state. */
export const NIGHT_SECRETS = leakWords("zh-Hans").nightSecrets;

/**
 * A group message's text without what is public by rule, in `lang` (default 简体): the boards'
 * names (their cards are public, 000 §六), a flipped idiot, the boom rule, and what a user typed
 * quoted back (「…」, or "…" in English).
 */
export function publicRemainder(text: string, lang: Lang = "zh-Hans"): string {
  return leakWords(lang).publicRemainder(text);
}

/**
 * Asserts a bot message in a match group before the end names no card and no night secret, read
 * in each of `langs` (default every language: a message the bot keeps unrendered is rendered in
 * each; one without is its text as sent).
 */
export function expectNoGroupLeak(m: WireMessage, langs: readonly Lang[] = LANGS): void {
  for (const lang of langs) {
    const w = leakWords(lang);
    const said = textIn(m, lang);
    const text = w.publicRemainder(said);
    expect(text, `${lang}: ${said}`).not.toMatch(w.roleWords);
    expect(text, `${lang}: ${said}`).not.toMatch(w.nightSecrets);
  }
}

/**
 * Asserts a wolves'-room message was seen by wolves only (and the bot) and carries no seer or
 * witch secret, read in each of `langs` (default every language).
 */
export function expectWolvesOnly(
  m: WireMessage,
  roleOf: (contactId: string) => RoleId | undefined,
  bot: string,
  langs: readonly Lang[] = LANGS,
): void {
  for (const id of m.seenBy) if (id !== bot) expect(roleSpec(roleOf(id) ?? "villager").team, m.text).toBe("wolf");
  for (const lang of langs) expect(textIn(m, lang), lang).not.toMatch(leakWords(lang).wolvesSecrets);
}
