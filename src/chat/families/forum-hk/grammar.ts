/**
 * forum-hk's grammar (seed 002; HK70, HK137): what players send the bot by DM, and what the directors
 * type in a running forum-hk game. Pure, no I/O, linear in the text (anchored patterns, line by line).
 *
 * - Vote posts (002 投票; HK59) are `vote-posts.ts`'s.
 * - DMs: every act of forum-hk by its 002 name (`hkActName`: `冰冻 3号`, `指定异端 2号 5号`, `寻踪
 *   狼王`, `诡辩 3号 预言家`), a few short aliases (`刀 3` for 杀人), `不发动` / `放弃`, `遗言 …`,
 *   `帮助`, `状态`. The act table is the engine's (`HK_ACTS`, derived from the built cards), so a
 *   new card's acts are read as soon as it is built. In English (`grammar-en.ts`): each card's English act
 *   names and aliases (`Antidote #3`, `No Potion`, `Sophistry #3 Seer`), `pass`, `help`, `status`, `last words …`,
 *   read as their 简体 twins by the same `actOf`.
 * - Directors (002 判罚制度; HK137): forum-25's `parseDirector` (`代投`, `蓝牌/黄牌/红牌`, `提速`,
 *   `加导演`, `替补`), with `判负` naming any forum-hk camp (狼人、好人 or a third camp) and `延期`
 *   without a time (HK15: the close moves to 21:00 of the next date).
 */
import { HK_ACTS } from "../../../engine/families/forum-hk/acts.ts";
import { HK_CARDS, isHkCardId } from "../../../engine/roles/hk/pools.ts";
import type { HkValueText } from "../../../engine/roles/index.ts";
import type { ActValue, Target } from "../../../engine/types.ts";
import { HK_PRIORITY } from "../../../engine/win/forum-hk.ts";
import { campName } from "../../../vocab/index.ts";
import { type Arg, type Msg, render, say } from "../../../vocab/msg.ts";
import type { PhraseKey } from "../../../vocab/phrases/index.ts";
import { hkAliases, hkValueText, hkValueTexts } from "../../../voice/families/forum-hk/card-texts.ts";
import { HK_ACT_ZH, hkActMsg, hkActName, hkCardMsg } from "../../../voice/families/forum-hk/texts.ts";
import { canonicalChars } from "../../canonical.ts";
import { excerpt, MAX_COMMAND_CHARS, seatOf } from "../../grammar-words.ts";
import { type DirectorIntent, MAX_POST_CHARS, parseDirector, parseLastWords } from "../forum-25/grammar.ts";
import { readHkEnglish } from "./grammar-en.ts";

// ── DMs ─────────────────────────────────────────────────────────────────────────────────

/** What a forum-hk player's DM asks for. */
export type HkDmIntent =
  /** An act: its engine id, target, value; `note` — what the bot tells him about how it read it. */
  | { kind: "act"; act: string; target: Target; value?: ActValue; note?: Msg }
  /** `不发动` / `放弃` (optionally with the skill's name): decline; the desk picks the act by card when none is named. */
  | { kind: "decline"; act?: string }
  /** `遗言 …` (HK67): the text as typed. */
  | { kind: "last_words"; text: string }
  /** `投票 5号` by DM: ballots are posts in the thread (HK59). */
  | { kind: "vote_by_dm" }
  | { kind: "help" }
  | { kind: "status" }
  /** A command with a bad argument; `text` says what to type. */
  | { kind: "bad"; text: Msg };

/** Short aliases players use for the group's kill; a card's act's are the card's own (`texts.aliases`). */
const TABLE_ALIASES: Readonly<Record<string, readonly string[]>> = { kill: ["刀", "杀", "狼刀"] };

/** The words for nobody / not using it (HK70: 空刀; a death skill not used, HK138). */
const NOBODY = new Set(["不发动", "放弃", "空", "不用", "无", "没有", "不开枪", "空刀"]);
const DECLINE = /^(?:不发动|放弃|不用技能|不用)(.*)$/;

/** A verb of the DM grammar: its words → act, how it is written. */
interface Verb {
  verb: string;
  act: string;
  /** The second kill of a [迅捷1] night (HK19): value 2. */
  value?: number;
}

let verbs: Verb[] | null = null;

/** Every act's 002 name and aliases, longest first (a verb before any shorter verb it starts with). */
function allVerbs(): Verb[] {
  if (verbs) return verbs;
  const out: Verb[] = [
    { verb: "二刀", act: "kill", value: 2 },
    { verb: "第二刀", act: "kill", value: 2 },
  ];
  const acts = new Set([...Object.keys(HK_ACTS), ...Object.keys(HK_ACT_ZH)]);
  const aliases = { ...TABLE_ALIASES, ...hkAliases() };
  for (const act of acts) {
    if (act === "vote" || act === "change_vote") continue;
    const name = hkActName(act);
    if (name !== act) out.push({ verb: name, act });
    for (const a of Object.hasOwn(aliases, act) ? aliases[act] : []) out.push({ verb: a, act });
  }
  verbs = out.sort((x, y) => y.verb.length - x.verb.length);
  return verbs;
}

/** A card named in a DM (`狼王`, its id `wolf_king`), or null. */
export function cardOfWord(word: string): string | null {
  const w = word.trim();
  if (isHkCardId(w)) return w;
  return HK_CARDS.find((c) => c.name === w)?.id ?? null;
}

/** HK123: a skill named by its act's name or alias (`预言`, `验`, the id `check`) — the act id — or null (镜像). */
function skillOfWord(word: string): string | null {
  const w = word.trim();
  if (Object.hasOwn(HK_ACTS, w) && w !== "vote" && w !== "change_vote") return w;
  return allVerbs().find((v) => v.verb === w && v.value === undefined)?.act ?? null;
}

/** One of an act's own values named by one of its words (`毒药` → `poison`, HK103's gifts), or null. */
function choiceOfWord(v: HkValueText, word: string): string | null {
  const w = word.trim();
  for (const [value, words] of Object.entries(v.choices ?? {})) if (value === w || words.includes(w)) return value;
  return null;
}

/**
 * The seats of `rest` (`3号 5号`, `3,5`, `3、5`, `3和5`), or null when a piece is no seat. `0号` and
 * `-1` are read as numbers: the engine answers that the seat is not in this game (which seats are).
 */
function seatsOf(rest: string): number[] | null {
  const parts = rest.split(/[\s,，、和与+]+/).filter(Boolean);
  const out: number[] = [];
  for (const p of parts) {
    const signed = /^-\d{1,3}号?$/.test(p) ? -Number(p.replace(/\D/g, "")) : null;
    const zero = /^0+号?$/.test(p) ? 0 : null;
    const n = signed ?? zero ?? seatOf(p);
    if (n === null) return null;
    out.push(n);
  }
  return out;
}

/** The `hk_grammar` phrase `k` with arguments `a`. */
const gp = (k: string, a?: Record<string, Arg>): Msg => say(`hk_grammar.${k}` as PhraseKey, a);

/**
 * Act `act`'s example command in 简体 (`冰冻 3号`; its card's own for an act sent with a value) and in
 * English (`Freeze #3`), or `en` null where the card declaring its value has no English yet. The
 * grammar's answers quote both (`"冰冻 3号" (Freeze #3)`); each reads as `act`.
 */
export function hkActExamples(act: string): { zh: string; en: string | null } {
  const row = HK_ACTS[act];
  const name = hkActName(act);
  const valued = hkValueTexts(act);
  if (valued) return { zh: valued.zh.example, en: valued.en?.example ?? null };
  const en = render(hkActMsg(act), "en");
  if (row?.target === "none") return { zh: name, en };
  if (
    row?.target === "seats" ||
    row?.target === "pair" ||
    row?.target === "living_seats" ||
    row?.target === "one_or_two"
  )
    return { zh: `${name} 2号 5号`, en: `${en} #2 #5` };
  return { zh: `${name} 3号`, en: `${en} #3` };
}

/**
 * An answer about act `act` (a phrase taking its example as `{{eg}}`, and `{{bad}}`, the card's own
 * answer for its value): in the reader's language, the Chinese command quoted with its English in
 * English; 简体 in every language where the card declaring the value has no English yet.
 */
function answer(k: string, act: string, a: Record<string, Arg> = {}): Msg {
  const ex = hkActExamples(act);
  const bad = hkValueTexts(act);
  // The example as typed in Chinese; in English quoted, its English after it.
  const eg: Arg =
    ex.en === null
      ? { msg: ex.zh }
      : { each: { "zh-Hans": ex.zh, en: render(gp("eg", { cmd: { msg: ex.zh }, gloss: ex.en }), "en") } };
  const msg = gp(k, {
    eg,
    ...(bad ? { bad: { each: { "zh-Hans": bad.zh.bad, en: bad.en?.bad ?? "" } } } : {}),
    ...a,
  });
  return ex.en === null || (bad && bad.en === null) ? render(msg) : msg;
}

/**
 * A clock time as players write it (`21:40`, `21：40`, `21点40`, `21点40分`, `21点`, `2140`), as `HH:mm`,
 * or null: not a time of day.
 */
function clockOf(rest: string): string | null {
  const m = /^(\d{1,2})(?:[:：点]|(?=\d{2}$))(\d{2})?分?$/.exec(rest.replace(/\s+/g, ""));
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2] ?? "0");
  if (h > 23 || min > 59) return null;
  return `${String(h).padStart(2, "0")}:${String(min).padStart(2, "0")}`;
}

/**
 * HK45, HK87: a disguise's value as players write it after 伪装/潜藏 — 隐狼's options (`1 2 4`, `124`,
 * `①②④`; NFKC makes them digits) and the apparent fields: a camp (`村民阵营`), a card's 名 (`预言家`,
 * `表面身份 预言家`), `带刀` / `不带刀`. Null when a piece is none of them.
 */
function disguiseOf(rest: string): { [k: string]: ActValue } | null {
  const out: { options?: number[]; camp?: string; role?: string; knife?: boolean } = {};
  for (const raw of rest.split(/[\s,，、;；]+/).filter(Boolean)) {
    const p = raw.replace(/^(表面身份|表面阵营|表面带刀|身份|阵营|选项|选)[:：]?/, "");
    if (p === "") continue;
    if (/^[1-5]+$/.test(p)) out.options = [...(out.options ?? []), ...[...p].map(Number)];
    else if (/^(不带刀|没刀|无刀|不带|否)$/.test(p)) out.knife = false;
    else if (/^(带刀|有刀|带|是)$/.test(p)) out.knife = true;
    else if (campOfWord(p.replace(/^表面/, ""))) out.camp = campOfWord(p.replace(/^表面/, "")) as string;
    else if (cardOfWord(p)) out.role = cardOfWord(p) as string;
    else return null;
  }
  return Object.keys(out).length > 0 ? out : null;
}

/**
 * An act whose value is free words (HK118 通天 <问题>; HK120 摄魂 3号 <内容>): the words are the rest
 * (after the seat when the act names one); their length is the engine's check (`act-values.ts`).
 * 摄魂 without words is an act without a value.
 */
function textAct(act: string, noTarget: boolean, rest: string): HkDmIntent {
  if (noTarget) {
    if (rest === "") return { kind: "bad", text: answer("value_bad", act) };
    return { kind: "act", act, target: null, value: rest };
  }
  const m = /^([0-9]{1,3}|[零〇一二两三四五六七八九十]{1,3})\s*(号?)\s*(.*)$/s.exec(rest);
  const seat = m ? seatOf(`${m[1]}号`) : null;
  if (!m || seat === null) return { kind: "bad", text: answer("value_bad", act) };
  const words = m[3].trim();
  return { kind: "act", act, target: seat, ...(words ? { value: words } : {}) };
}

/** One `3号预言家` / `3号：预言家` / `3 预言家` piece of a list (HK122's seats → cards). */
const SEAT_CARD = /([0-9]{1,3})\s*号?\s*[:：是=]?\s*([^\s0-9,，、;；]+)/gy;

/**
 * 命运洪流's list (HK122): `命运洪流 3号预言家 5号女巫`, `3号：预言家，5号：女巫`, one seat → one card
 * 名; a seat twice, an unknown 名 or a piece that is neither is a clear refusal naming it.
 */
function cardsBySeatAct(act: string, rest: string): HkDmIntent {
  const value: Record<string, string> = {};
  const sep = /[\s,，、;；和]*/y;
  let at = 0;
  sep.lastIndex = 0;
  if (sep.exec(rest)) at = sep.lastIndex;
  while (at < rest.length) {
    SEAT_CARD.lastIndex = at;
    const m = SEAT_CARD.exec(rest);
    if (!m)
      return { kind: "bad", text: answer("list_unreadable", act, { text: { msg: excerpt(rest.slice(at), 12) } }) };
    const card = cardOfWord(m[2]);
    if (!card) return { kind: "bad", text: answer("list_not_card", act, { text: { msg: excerpt(m[2], 10) } }) };
    if (Object.hasOwn(value, m[1].replace(/^0+/, "")))
      return { kind: "bad", text: gp("list_twice", { seat: { seat: Number(m[1]) } }) };
    value[String(Number(m[1]))] = card;
    at = SEAT_CARD.lastIndex;
    sep.lastIndex = at;
    if (sep.exec(rest)) at = sep.lastIndex;
  }
  if (Object.keys(value).length === 0) return { kind: "bad", text: answer("list_bad", act) };
  return { kind: "act", act, target: null, value };
}

/**
 * An act whose value is one of its numbered choices (`HkValueText.numeric`: 赌徒's faces, HK124): `大奖 2`,
 * `大奖 杀人 5号`, `大奖 5号 杀人`; the value is sent as a number. A seat is only read for an act that
 * takes one (`living_or_null`); which faces need one is the engine's check.
 */
function numericChoiceAct(act: string, valued: HkValueText, target: string | undefined, rest: string): HkDmIntent {
  const face = (w: string) => {
    const c = choiceOfWord(valued, w);
    return c === null ? null : Number(c);
  };
  const bad: HkDmIntent = { kind: "bad", text: answer("value_bad", act) };
  const alone = face(rest);
  if (alone !== null) return { kind: "act", act, target: null, value: alone };
  if (target === "none") return bad;
  const parts = rest.split(/\s+/).filter(Boolean);
  const joined = /^(\D+?)\s*([0-9]+号?)$/.exec(rest) ?? /^([0-9]+号)\s*(\D+)$/.exec(rest);
  const pair = parts.length === 2 ? parts : joined ? [joined[1], joined[2]] : null;
  if (!pair) return bad;
  for (const [f, t] of [pair, [pair[1], pair[0]]]) {
    const v = face(f);
    const seat = seatOf(t);
    if (v !== null && seat !== null) return { kind: "act", act, target: seat, value: v };
  }
  return bad;
}

/**
 * An act sent with a number first and then its seats (`HkValueText` kind `index`: 操纵 2 3号 5号, or 操纵 第2个
 * 3号, HK125): the number is the value, the seats the target list.
 */
function indexAct(act: string, rest: string): HkDmIntent {
  const m = /^第?\s*(\d{1,2})\s*个?(?:技能)?\s+(.+)$/.exec(rest);
  const seats = m ? seatsOf(m[2]) : null;
  if (!m || seats === null || seats.length === 0) return { kind: "bad", text: answer("value_bad", act) };
  return { kind: "act", act, target: seats, value: Number(m[1]) };
}

/** One act's DM after its verb (`rest`, NFKC, trimmed), by its target kind (HK21, HK22, HK126). */
function actOf(v: Verb, rest: string): HkDmIntent | null {
  const { act } = v;
  const row = Object.hasOwn(HK_ACTS, act) ? HK_ACTS[act] : undefined;
  const name = hkActName(act);
  const actArg: Arg = { msg: hkActMsg(act) };
  const value = v.value !== undefined ? { value: v.value } : {};
  // An act whose word alone is its use (夺舍, 牺牲, 跳跃; HK148's 时光倒流) is declined by the words of
  // declining after it, never sent; another's null target is "nobody" (开枪 不开枪).
  if (NOBODY.has(rest))
    return row?.bareIsNull || row?.target === "none"
      ? { kind: "decline", act }
      : { kind: "act", act, target: null, ...value };
  // An act sent with a card's 名 (its card's `texts.values`): the 名 alone (寻踪 狼王), or a seat and a 名 (诡辩 3号 预言家).
  const valued = hkValueText(act);
  if (valued?.kind === "disguise") {
    const v = disguiseOf(rest);
    if (v) return { kind: "act", act, target: null, value: v };
    return { kind: "bad", text: answer("value_bad", act) };
  }
  if (valued?.kind === "time") {
    const at = clockOf(rest);
    if (at) return { kind: "act", act, target: null, value: at };
    return { kind: "bad", text: answer("value_bad", act) };
  }
  // 通天 <问题>, 摄魂 3号 <内容>, 情书 …: free words, sent as they are (HK118, HK120, HK128).
  if (valued?.kind === "text") return textAct(act, row?.target === "none", rest);
  if (valued?.kind === "cards_by_seat") return cardsBySeatAct(act, rest);
  if (valued?.kind === "index") return indexAct(act, rest);
  const word = (w: string) =>
    valued?.kind === "choice" ? choiceOfWord(valued, w) : valued?.kind === "skill" ? skillOfWord(w) : cardOfWord(w);
  // A numeric choice (赌徒's 大奖, HK124): the face alone, or with a seat before or after it.
  if (valued?.kind === "choice" && valued.numeric) return numericChoiceAct(act, valued, row?.target, rest);
  if (valued && row?.target === "none") {
    const card = word(rest);
    if (card) return { kind: "act", act, target: null, value: card };
    return { kind: "bad", text: answer("value_bad", act) };
  }
  if (valued) {
    const m = /^(\S+?)\s*(?:号)?\s+(\S+)$/.exec(rest) ?? /^([0-9]+号?)(\D.*)$/.exec(rest);
    const seat = m ? seatOf(m[1]) : null;
    const card = m ? word(m[2]) : null;
    if (seat !== null && card) return { kind: "act", act, target: seat, value: card };
    return { kind: "bad", text: answer("value_bad", act) };
  }
  const seats = rest === "" ? [] : seatsOf(rest);
  if (row?.target === "none") {
    // A seat after an act that takes none is left out (card help may show `N号` for every act).
    if (rest === "" || seats !== null)
      return { kind: "act", act, target: null, ...(rest ? { note: gp("seat_ignored", { act: actArg }) } : {}) };
    return { kind: "bad", text: gp("no_args", { act: actArg, cmd: { msg: name } }) };
  }
  if (seats === null) {
    // Only a number-like rest is a bad seat; anything else is not this command ("杀人游戏真好玩").
    if (/^[0-9零〇一二两三四五六七八九十百号\s,，、.]+$/.test(rest))
      return { kind: "bad", text: answer("seat_unreadable", act, { text: { msg: excerpt(rest, 10) } }) };
    return null;
  }
  if (row?.target === "seats" || row?.target === "pair" || row?.target === "one_or_two") {
    if (seats.length === 0) return { kind: "bad", text: answer("seat_wanted", act) };
    return { kind: "act", act, target: seats };
  }
  // A list that may be empty (太阳's speakers, HK149): no seat = nobody.
  if (row?.target === "living_seats") return { kind: "act", act, target: seats };
  if (seats.length === 0) {
    if (row?.bareIsNull) return { kind: "act", act, target: null };
    if (row?.target === "living_or_null")
      return { kind: "bad", text: answer("seat_wanted_or_decline", act, { cmd: { msg: "不发动" } }) };
    if (row) return { kind: "bad", text: answer("seat_wanted", act) };
    return { kind: "act", act, target: null };
  }
  if (seats.length > 1) return { kind: "bad", text: answer("one_seat", act, { act: actArg }) };
  return { kind: "act", act, target: seats[0], ...value };
}

/**
 * A forum-hk player's DM (or a wolf's message in the wolves' group), or null when it is none of
 * the commands. `<技能名> N号` (and `N`) works for every act of every built card.
 */
export function parseHkDm(text: string): HkDmIntent | null {
  if (text.length > MAX_POST_CHARS) return null;
  // `last words …` in English: the same, its words as typed.
  const words = parseLastWords(
    text.replace(/^\s*last\s+words\b/i, "遗言"),
    "遗言 我是预言家，昨晚预言了3号是村民阵营。",
  );
  if (words) return words;
  const typed = canonicalChars(text).trim();
  if (typed.length > MAX_COMMAND_CHARS) return null;
  const t = typed
    .replace(/^(?:@\S+\s+)+/, "")
    // Trailing punctuation and emoji (`冰冻 3号😀`) are no part of a command.
    .replace(/(?:[。.!！~]|\ufe0f|\p{Extended_Pictographic}|\u200d)+$/u, "")
    .trim();
  if (t === "帮助" || t === "指令" || t === "?" || t === "？") return { kind: "help" };
  if (t === "状态") return { kind: "status" };
  if (/^(?:投票|改票|投\s*[0-9零一二两三四五六七八九十]|弃权$|弃票$)/.test(t)) return { kind: "vote_by_dm" };
  const decline = DECLINE.exec(t);
  if (decline) {
    const named = decline[1].trim();
    if (named === "") return { kind: "decline" };
    const v = allVerbs().find((x) => x.verb === named);
    if (v) return { kind: "decline", act: v.act };
  }
  if (t === "空刀") return { kind: "act", act: "kill", target: null };
  for (const v of allVerbs()) {
    if (!t.startsWith(v.verb)) continue;
    const rest = t
      .slice(v.verb.length)
      .replace(/^\s*[:：]\s*/, "")
      .trim();
    const r = actOf(v, rest);
    if (r) return r;
  }
  return englishDm(t);
}

/** An English DM (`grammar-en.ts`: `Antidote #3`, `No Potion`, `help`) read as its 简体 twin, or null. */
function englishDm(t: string): HkDmIntent | null {
  const en = readHkEnglish(t);
  if (en?.kind === "zh") return parseHkDm(en.text);
  for (const x of en?.tries ?? []) {
    const r = actOf({ verb: x.act, act: x.act, ...(x.value !== undefined ? { value: x.value } : {}) }, x.rest);
    if (r) return r;
  }
  return null;
}

// ── directors (002 判罚制度; HK137) ──────────────────────────────────────────────────────

/** A forum-hk director's command: forum-25's, with `判负` naming any forum-hk camp (HK51). */
export type HkDirectorIntent =
  | Exclude<DirectorIntent, { kind: "camp_loses" | "delay" }>
  | { kind: "camp_loses"; camp: string; reason?: string }
  | { kind: "delay_day" }
  /** `回答 3号 是` (HK118): the judge step `answer` to 天师 3's question. */
  | { kind: "answer"; seat: number; value: "yes" | "no" | "unanswerable" };

/** HK118: the directors' answer words. */
const ANSWER_WORDS: Readonly<Record<string, "yes" | "no" | "unanswerable">> = {
  是: "yes",
  是的: "yes",
  否: "no",
  不是: "no",
  无法回答: "unanswerable",
  不能回答: "unanswerable",
  无法判断: "unanswerable",
};

/** HK118: how the directors answer 通天, in the reader's language (the answer words typed in Chinese). */
const ANSWER_FORMAT: Msg = gp("answer_format", {
  card: { msg: hkCardMsg("taoist") },
  act: { msg: hkActMsg("ask") },
  cmd: { msg: "回答 3号 是" },
  no: { msg: "否" },
  na: { msg: "无法回答" },
});

/** The camps a director may name: 狼人/好人 words, and each camp of HK53 by its name. */
function campOfWord(w: string): string | null {
  if (/^(狼人|狼|狼队|狼人阵营)$/.test(w)) return "wolves";
  if (/^(好人|村民|好人阵营|村民阵营)$/.test(w)) return "villagers";
  for (const c of HK_PRIORITY) {
    const names = [campName(c), campName(c).replace(/阵营$/, ""), HK_CARDS.find((x) => x.id === c)?.name];
    if (names.includes(w)) return c;
  }
  return null;
}

/**
 * A director's command in a forum-hk game, or null when the message is none. `判负 X [理由]`
 * takes any forum-hk camp (HK51); `延期` (or `推迟`, optionally `一天`/`到明天`) moves today's close to
 * 21:00 of the next date (HK15 `delay`, HK151) — a time is refused: the rule fixes it; the rest is
 * forum-25's `parseDirector` (002 判罚制度: 代投, 蓝牌/黄牌/红牌 with a reason, 提速).
 */
export function parseHkDirector(text: string, hasMention = false): HkDirectorIntent | null {
  if (text.length > MAX_COMMAND_CHARS) return null;
  const raw = canonicalChars(text).trim();
  const answer = /^(?:通天)?回答\s*(.*)$/s.exec(raw);
  if (answer) {
    const m = /^([0-9]{1,3})\s*号?\s*[:：，,]?\s*(\S*)$/.exec(answer[1].replace(/[。.!！]+$/, "").trim());
    const value = m ? ANSWER_WORDS[m[2]] : undefined;
    if (!m || !value) return { kind: "bad", text: ANSWER_FORMAT };
    return { kind: "answer", seat: Number(m[1]), value };
  }
  const loses = /^判负\s*(\S*)\s*(.*)$/s.exec(raw);
  if (loses) {
    const camp = campOfWord(loses[1]);
    if (!camp)
      return {
        kind: "bad",
        text: gp("lose_camp", { a: { msg: "判负 狼人" }, b: { msg: "判负 好人" }, c: { msg: "判负 宗教老爷爷" } }),
      };
    const reason = loses[2].trim();
    return reason ? { kind: "camp_loses", camp, reason } : { kind: "camp_loses", camp };
  }
  const delay = /^(延期|推迟)\s*(.*)$/s.exec(raw);
  if (delay) {
    const rest = delay[2].replace(/\s+/g, "");
    if (/^(|一天|1天|到明天|到次日|到下一天)$/.test(rest)) return { kind: "delay_day" };
    return { kind: "bad", text: gp("delay_no_time", { cmd: { msg: "延期" } }) };
  }
  const d = parseDirector(text, hasMention);
  return d?.kind === "delay" ? { kind: "delay_day" } : d;
}
