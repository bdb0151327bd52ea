/**
 * One vocabulary (issue 23 goal 2): every word of the game — camps, cards, acts, statuses, causes of
 * death, phases, vote rounds, speeches, penalties, winners — once per language, in one i18next
 * instance (goal 3: 简体 by default, 繁體, English). Built at load, without I/O (`initAsync: false`).
 * Chat, pages, records and the season read their words here; none keeps a table of its own.
 * Imports only the engine (a dependency rule keeps it so).
 */
import i18next from "i18next";
import { isRoleId, type Lang } from "../engine/roles/index.ts";
import { anyBoard, RULESETS } from "../engine/rulesets/index.ts";
import { type CardActId, type CardWords, cardWords } from "./cards.ts";
import { EN } from "./en.ts";
import { keepHantWords, toHant } from "./hant.ts";
import { BOOKS, type PhraseKey } from "./phrases/index.ts";
import { type TableWordId, type Words, ZH_HANS } from "./zh-hans.ts";
import { ZH_HANT } from "./zh-hant.ts";

export type { Lang };
/** The default language of every text (issue 23). */
export const DEFAULT_LANG: Lang = "zh-Hans";
/** The languages the game speaks. */
export const LANGS: readonly Lang[] = ["zh-Hans", "zh-Hant", "en"];

/** Each language by its own name (an endonym: the same in every language's text). */
export const LANG_NAMES: Readonly<Record<Lang, string>> = {
  "zh-Hans": "简体中文",
  "zh-Hant": "繁體中文",
  en: "English",
};

/** `v` as a language when it is one (a stored setting), else the default 简体. */
export function asLang(v: unknown): Lang {
  return (LANGS as readonly unknown[]).includes(v) ? (v as Lang) : DEFAULT_LANG;
}

/** Every group of words with its keys: the written ones, and the cards', acts' and statuses' names. */
export type Vocabulary = Omit<Words, "act"> & {
  card: CardWords["card"];
  act: Record<CardActId | TableWordId, string>;
  status: CardWords["status"];
};
/** A group of words (`camp`, `cause`, …). */
export type WordGroup = keyof Vocabulary;
/** A word's key: `group.id` (`camp.piper`, `card.seer`, `cause.exile`); a misspelt key fails tsc. */
export type WordKey = { [G in WordGroup]: `${G}.${keyof Vocabulary[G] & string}` }[WordGroup];

const WRITTEN: Record<Lang, Words> = { "zh-Hans": ZH_HANS, "zh-Hant": ZH_HANT, en: EN };

/** The whole vocabulary of `lang` (the i18next resource; tests read it to compare languages). */
export function vocabulary(lang: Lang): Vocabulary {
  const w = WRITTEN[lang];
  const c = cardWords(lang);
  return { ...w, card: c.card, act: { ...w.act, ...c.act }, status: c.status };
}

/** Every word as a 简体 → 繁體 pair (the vocabulary's own 繁體 words, kept when OpenCC converts a sentence). */
function* wordPairs(): Generator<readonly [string, string]> {
  const hans = vocabulary("zh-Hans");
  const hant = vocabulary("zh-Hant");
  for (const g of Object.keys(hans) as WordGroup[])
    for (const [k, w] of Object.entries(hans[g] as Record<string, string>)) {
      const h = (hant[g] as Record<string, string>)[k];
      if (h && !w.includes("{{")) yield [w, h];
    }
}
keepHantWords(wordPairs());

const i18n = i18next.createInstance();
void i18n.init({
  initAsync: false,
  lng: DEFAULT_LANG,
  fallbackLng: DEFAULT_LANG,
  supportedLngs: [...LANGS],
  load: "currentOnly",
  nsSeparator: false,
  interpolation: { escapeValue: false },
  resources: Object.fromEntries(LANGS.map((l) => [l, { translation: vocabulary(l), phrase: phrasebook(l) }])),
});

/**
 * The sentences of `lang` by area (i18next's `phrase` namespace): 简体 and English as written, 繁體
 * each 简体 template through OpenCC unless its book writes its own (issue 23 goal 3).
 */
export function phrasebook(lang: Lang): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const [area, b] of Object.entries(BOOKS)) {
    const own: Record<string, string | undefined> = lang === "zh-Hant" ? (b["zh-Hant"] ?? {}) : {};
    const src: Record<string, string> = lang === "en" ? b.en : b["zh-Hans"];
    out[area] = Object.fromEntries(
      Object.entries(src).map(([k, v]) => [k, lang === "zh-Hant" ? (own[k] ?? toHant(v)) : v]),
    );
  }
  return out;
}

/** The phrase `key` in `lang`, `{{x}}` filled from `args` as given (msg.ts renders a message's arguments first). */
export function phrase(lang: Lang, key: PhraseKey, args?: Record<string, string | number>): string {
  return i18n.t(key, { lng: lang, ns: "phrase", keySeparator: ".", ...args });
}

/** The word `key` in `lang`, `{{x}}` filled from `args` (`word("en", "end.won", {camp})`). */
export function word(lang: Lang, key: WordKey, args?: Record<string, string | number>): string {
  return i18n.t(key, { lng: lang, ...args });
}

/** The word for engine id `id` of `group` in `lang`, or `otherwise` (default: the id) for an id it has no word for. */
export function wordOf(lang: Lang, group: WordGroup, id: unknown, otherwise?: string): string {
  const key = `${group}.${String(id)}`;
  return i18n.exists(key, { lng: lang }) ? i18n.t(key, { lng: lang }) : (otherwise ?? String(id));
}

/** A card as players name it (`seer`: 预言家); an unknown id as given. */
export function cardName(id: unknown, lang: Lang = DEFAULT_LANG): string {
  return isRoleId(id) ? word(lang, `card.${id}`) : String(id);
}

/** An act as players name it (`dream`: 摄梦, `run`: 上警); an unknown act as given. */
export function actName(act: unknown, lang: Lang = DEFAULT_LANG): string {
  return wordOf(lang, "act", act);
}

/**
 * A fixed night step (table T4) as the judge calls it: the card whose step it is (`wolves`: the
 * werewolves, `lovers`: 情侣); undefined for an unknown step.
 */
export function stepName(step: unknown, lang: Lang = DEFAULT_LANG): string | undefined {
  if (step === "wolves") return cardName("werewolf", lang);
  if (step === "lovers") return word(lang, "step.lovers");
  return isRoleId(step) ? cardName(step, lang) : undefined;
}

/** The name a card's skill gives act `act` (`dream`: 摄梦), or undefined for an act no card takes. */
export function cardActName(act: string, lang: Lang = DEFAULT_LANG): string | undefined {
  return Object.hasOwn(cardWords(lang).act, act) ? actName(act, lang) : undefined;
}

/** Why a forum-25 card was given (F6); the sisters' card and any other reads as a directors' ruling (F13). */
export function cardReason(reason: string, lang: Lang = DEFAULT_LANG): string {
  return reason === "no_ballot" || reason === "upgrade"
    ? word(lang, `card_reason.${reason}`)
    : word(lang, "card_reason.director");
}

/** A camp's name (`villagers`: 好人阵营, `piper`: 吹笛者); an unknown id as given. */
export function campName(camp: unknown, lang: Lang = DEFAULT_LANG): string {
  return wordOf(lang, "camp", camp);
}

/** The result of a game: `好人阵营胜利`, `吹笛者胜利` (T23), or `未分胜负` without a winner. */
export function winnerWords(winner: string | null | undefined, lang: Lang = DEFAULT_LANG): string {
  const camp = winner ? wordOf(lang, "camp", winner, "") : "";
  return camp ? word(lang, "end.won", { camp }) : word(lang, "end.none");
}

/** A phase label in words: `D2` → 第2天, `N3` → 第3夜, `S`/`N0` → 开局阶段; anything else as it is. */
export function labelWords(label: string, lang: Lang = DEFAULT_LANG): string {
  const m = /^([DN])(\d+)$/.exec(label);
  if (m && m[2] !== "0") return word(lang, m[1] === "D" ? "label.day" : "label.night", { n: m[2] });
  if (label === "S" || label === "N0") return word(lang, "label.start");
  return label;
}

/** The name `key` of the `game_names` book in `lang`, if the book has it. */
function gameName(key: string, lang: Lang): string | undefined {
  const k = `game_names.${key}`;
  return i18n.exists(k, { lng: lang, ns: "phrase" }) ? phrase(lang, k as PhraseKey) : undefined;
}

/** A ruleset by name, from the `game_names` book (`ranked-s7`: 排位赛 / 排位賽 / ranked); an unknown id as given. */
export function rulesetName(id: string, lang: Lang = DEFAULT_LANG): string {
  if (!Object.hasOwn(RULESETS, id)) return id;
  return gameName(`ruleset_${id}`, lang) ?? (lang === "zh-Hant" ? toHant(RULESETS[id].zh) : RULESETS[id].zh);
}

/**
 * A board by name, from the `game_names` book (`444预女猎白`, `4-4-4 Seer, Witch, Hunter, Idiot`); a
 * board the book does not name: 简体 its own, 繁體 its conversion, English its seats and special
 * cards; an unknown id as given.
 */
export function boardName(id: string, lang: Lang = DEFAULT_LANG): string {
  const b = anyBoard(id);
  if (!b) return id;
  const named = gameName(`board_${id}`, lang);
  if (named) return named;
  if (lang === "zh-Hans") return b.zh;
  if (lang === "zh-Hant") return toHant(b.zh);
  const special = [...new Set(b.cards.filter((c) => c !== "werewolf" && c !== "villager"))];
  if (special.length === 0) return `${b.seats} players`;
  return `${b.seats} players: ${special.map((c) => cardName(c, "en")).join(", ")}`;
}
