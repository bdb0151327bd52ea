/**
 * `语言` (issue 23 goal 3): the language a chat speaks. In a match group its judge sets the
 * group's (every message of the group's games, its wolves' room, and DMs of players who chose
 * none); by DM anyone sets his own DMs'. Typed in any of the three: `语言 繁體`, `語言 English`,
 * `language en`, `语言 简体`; alone it tells the current one. The setting is read when a message
 * is delivered, so the answer itself already comes in the new language. {@link typedLang}: the
 * language a message is written in, for a DM whose chat language is not known.
 */
import type { Lang } from "../engine/roles/index.ts";
import { GameLookups } from "../store/games.ts";
import { ChatLanguages } from "../store/languages.ts";
import { toHans } from "../vocab/hant.ts";
import { LANG_NAMES, LANGS } from "../vocab/index.ts";
import { type Arg, type Msg, say, typedCmd } from "../vocab/msg.ts";
import { canonicalChars } from "./canonical.ts";
import { dropTrailing } from "./grammar-words.ts";
import type { Inbound, Reply, RouterDeps } from "./inbound.ts";

/** What `语言 …` asks: the current language (`lang` absent), a known one, or an unknown word. */
export type LanguageAsk = { kind: "show" } | { kind: "set"; lang: Lang } | { kind: "unknown"; what: string };

/** The words for each language players type after `语言` (read after `canonicalChars`: 繁體 → 繁体, lower case). */
const NAMES: ReadonlyArray<readonly [Lang, readonly string[]]> = [
  [
    "zh-Hans",
    ["简体", "简体中文", "简中", "简", "中文", "普通话", "zh", "zh-cn", "zh-hans", "cn", "chinese", "simplified"],
  ],
  ["zh-Hant", ["繁体", "繁体中文", "繁中", "繁", "正体", "正体中文", "zh-tw", "zh-hk", "zh-hant", "tw", "traditional"]],
  ["en", ["english", "en", "eng", "英文", "英语"]],
];

const HEAD = /^(?:语言|language|lang)(?:\s+|[:：]\s*|$)/i;

/** Longest message read as a `语言` command, in characters. */
const MAX_LANGUAGE_CHARS = 40;
/** Trailing punctuation dropped before reading (scanned from the end: linear). */
const TRAILING = new Set(["。", ".", "!", "！"]);

/** The language a message asks for, or null when it is not a `语言` command. Pure. */
export function parseLanguage(text: string): LanguageAsk | null {
  // Every 语言 command is short: a long message is chat (and nothing below scans it: issue 15 item 2).
  if (text.length > MAX_LANGUAGE_CHARS) return null;
  const t = dropTrailing(canonicalChars(text).trim(), TRAILING);
  const head = HEAD.exec(t);
  if (!head) return null;
  const rest = t.slice(head[0].length).trim().toLowerCase();
  if (!rest) return { kind: "show" };
  if (rest.length > 20) return null;
  for (const [lang, words] of NAMES) if (words.includes(rest)) return { kind: "set", lang };
  return { kind: "unknown", what: rest };
}

/** Printable ASCII with at least one letter: what an English writer types (`hello`, `vote 3`, `join`). */
const ENGLISH = /^[\x20-\x7e\s]*[A-Za-z][\x20-\x7e\s]*$/;
const HAN = /\p{Script=Han}/u;

/**
 * The language `text` is written in, as far as its letters tell (issue 23: the answer to a DM from a
 * contact whose chat language is not known): 繁體 when its Chinese reads otherwise in 简体 (OpenCC),
 * English when it is ASCII with letters, else undefined (简体, or nothing to tell: `3`, an emoji).
 * Pure; `text` is a command's length (the DM path caps longer ones first).
 */
export function typedLang(text: string): Lang | undefined {
  const t = text.trim();
  if (ENGLISH.test(t)) return "en";
  if (HAN.test(t) && toHans(t) !== t) return "zh-Hant";
  return undefined;
}

/** The command shown in answers: what switches to another language (in English, the English command for 简体). */
const EXAMPLE = typedCmd("语言 English", "language zh-Hans");
/** What a reader of `lang` types to set `to` (`语言 繁體中文`; in English `language zh-Hant`). */
const setCommand = (to: Lang): Arg => typedCmd(`语言 ${LANG_NAMES[to]}`, `language ${to}`);
const CHOICES = [...LANGS].map((l) => ({ "zh-Hans": "简体", "zh-Hant": "繁體", en: "English" })[l]).join(" / ");

/** Answers `语言` commands (see the module comment). */
export class LanguageDesk {
  private readonly langs: ChatLanguages;
  private readonly games: GameLookups;

  constructor(private readonly deps: RouterDeps) {
    this.langs = new ChatLanguages(deps.db);
    this.games = new GameLookups(deps.db);
  }

  /** The answer to `ask`, typed in room `roomId` (null: by DM). */
  async handle(m: Inbound, ask: LanguageAsk, roomId: string | null): Promise<Reply[]> {
    const to = roomId ? { room: roomId } : { contact: m.from.id };
    const reply = (text: Msg): Reply[] => [{ to, text }];
    const chat = roomId ?? m.from.id;
    const base = { cmd: EXAMPLE, choices: CHOICES };
    if (ask.kind === "unknown") return reply(say("language.unknown", { ...base, what: ask.what }));
    if (ask.kind === "show") {
      const now = (await this.langs.of([chat])).get(chat) ?? "zh-Hans";
      return reply(say(roomId ? "language.group_now" : "language.dm_now", { ...base, lang: LANG_NAMES[now] }));
    }
    if (roomId && !(await this.judgesGroup(roomId, m.from.id)))
      return reply(say("language.not_judge", { ...base, cmd: setCommand(ask.lang) }));
    await this.langs.set(chat, ask.lang, m.from.id);
    return reply(
      say(roomId ? "language.group_set" : "language.dm_set", { ...base, cmd: EXAMPLE, lang: LANG_NAMES[ask.lang] }),
    );
  }

  /** Whether `contactId` judges match group `roomId`: its open room's judge, or its running game's judge or a director. */
  private async judgesGroup(roomId: string, contactId: string): Promise<boolean> {
    const room = await this.deps.rooms.openRoom(roomId);
    if (room && (room.judgeId === contactId || room.directors?.includes(contactId))) return true;
    const gameId = await this.deps.rooms.runningGame(roomId);
    if (!gameId) return false;
    const game = await this.games.game(gameId);
    return game !== null && (game.judgeId === contactId || game.directors.includes(contactId));
  }
}
