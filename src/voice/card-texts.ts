/**
 * What players read about the cards, rendered from the cards' own texts (issue 22 goal 1: a card's
 * texts live with the card, keyed per language; issue 23: rendered at delivery, in the reader's
 * language). The chat holds no table of card texts: every help line and prompt below is read from
 * a card's `texts` (or its skill's), in `lang`, falling back to 简体 where a language is not written
 * yet; the cards' and acts' names are the vocabulary's (src/vocab/).
 */
import { type ByLang, isRoleId, type Lang, roleSpec, type SkillText, usedUnder } from "../engine/roles/index.ts";
import { DEFAULT_LANG } from "../vocab/index.ts";
import type { Each } from "../vocab/msg.ts";

/** A card's name and its acts' names are words of the one vocabulary (src/vocab/, issue 23 goal 2). */
export { cardActName, cardName, DEFAULT_LANG } from "../vocab/index.ts";

/**
 * One field of a card's texts in every language it is written in, as a message argument (rendered
 * at delivery in the reader's language); undefined when 简体 has none.
 */
export function eachLang<T>(texts: ByLang<T>, field: (t: T) => string | undefined): Each | undefined {
  const hans = field(texts["zh-Hans"]);
  if (hans === undefined) return undefined;
  const out: Record<string, string> = { "zh-Hans": hans };
  for (const l of ["zh-Hant", "en"] as const) {
    const t = texts[l];
    const v = t ? field(t) : undefined;
    if (v !== undefined) out[l] = v;
  }
  return out as Each;
}

/** The first skill of card `role` used under `family` whose texts have `field`, in every language written. */
function firstSkillEach(
  role: string,
  family: "timed" | "calendar",
  field: (t: SkillText) => string | undefined,
): Each | undefined {
  if (!isRoleId(role)) return undefined;
  for (const k of roleSpec(role).skills) {
    const p = k.texts && usedUnder(k, family) ? eachLang(k.texts as ByLang<SkillText>, field) : undefined;
    if (p !== undefined) return p;
  }
  return undefined;
}

/** Card `role`'s timed night prompt in every language written (see {@link nightPrompt}), or undefined. */
export const nightPromptEach = (role: string) => firstSkillEach(role, "timed", (t) => t.prompt);

/** Card `role`'s forum-25 nightfall DM in every language written (see {@link forumNightPrompt}), or undefined. */
export const forumNightPromptEach = (role: string) => firstSkillEach(role, "calendar", (t) => t.forumPrompt);

/** Card `role`'s forum-25 commands line in every language written (see {@link forumHelpLine}), or undefined. */
export function forumHelpEach(role: string): Each | undefined {
  return isRoleId(role) ? eachLang(roleSpec(role).texts, (t) => t.forumHelp) : undefined;
}

/** `texts` in `lang`, or in 简体 where `lang` is not written yet. */
export function inLang<T>(texts: ByLang<T>, lang: Lang = DEFAULT_LANG): T {
  return texts[lang] ?? texts["zh-Hans"];
}

/**
 * The DM help's skill lines of `cards` in a timed game (000 §八): each timed skill's help line, in
 * the skills' `helpOrder`, a line shared by several skills once (the witch's potions; the hunter's
 * and wolf king's shot).
 */
export function helpLines(cards: Iterable<string>, lang: Lang = DEFAULT_LANG): string[] {
  const lines: { order: number; line: string }[] = [];
  for (const id of new Set(cards)) {
    if (!isRoleId(id)) continue;
    for (const k of roleSpec(id).skills) {
      const line = k.texts && usedUnder(k, "timed") ? inLang(k.texts, lang).help : undefined;
      if (line !== undefined && !lines.some((x) => x.line === line))
        lines.push({ order: k.helpOrder ?? Number.MAX_SAFE_INTEGER, line });
    }
  }
  return lines.sort((a, b) => a.order - b.order).map((x) => x.line);
}

/**
 * {@link helpLines} of `cards` in every language written (a DM help's `{each}` arguments): the same
 * lines in the same order, each with the languages its skill's texts are written in.
 */
export function helpEach(cards: Iterable<string>): Each[] {
  const lines: { order: number; line: Each }[] = [];
  for (const id of new Set(cards)) {
    if (!isRoleId(id)) continue;
    for (const k of roleSpec(id).skills) {
      const line = k.texts && usedUnder(k, "timed") ? eachLang(k.texts, (t) => t.help) : undefined;
      if (line !== undefined && !lines.some((x) => x.line["zh-Hans"] === line["zh-Hans"]))
        lines.push({ order: k.helpOrder ?? Number.MAX_SAFE_INTEGER, line });
    }
  }
  return lines.sort((a, b) => a.order - b.order).map((x) => x.line);
}

/**
 * The DM prompt of card `role` when its night turn opens in a timed game (000 §八(二)): its first
 * timed skill's prompt, or undefined (no prompted night skill, an unknown id).
 */
export function nightPrompt(role: string, lang: Lang = DEFAULT_LANG): string | undefined {
  if (!isRoleId(role)) return undefined;
  for (const k of roleSpec(role).skills) {
    const p = k.texts && usedUnder(k, "timed") ? inLang(k.texts, lang).prompt : undefined;
    if (p !== undefined) return p;
  }
  return undefined;
}

/** forum-25's nightfall DM of card `role`: its first calendar skill's forum prompt, or undefined (F11). */
export function forumNightPrompt(role: string, lang: Lang = DEFAULT_LANG): string | undefined {
  if (!isRoleId(role)) return undefined;
  for (const k of roleSpec(role).skills) {
    const p = k.texts && usedUnder(k, "calendar") ? inLang(k.texts, lang).forumPrompt : undefined;
    if (p !== undefined) return p;
  }
  return undefined;
}

/** Card `role`'s commands line told at a forum-25 start (F12, F20), or "" for a card without one. */
export function forumHelpLine(role: string, lang: Lang = DEFAULT_LANG): string {
  return isRoleId(role) ? (inLang(roleSpec(role).texts, lang).forumHelp ?? "") : "";
}
