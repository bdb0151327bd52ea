/**
 * What players read about the cards, rendered from the cards' own texts (issue 22 goal 1: a card's
 * texts live with the card, keyed per language; issue 23: rendered at delivery, in the reader's
 * language). The chat holds no table of card texts: every help line and prompt below is read from
 * a card's `texts` (or its skill's), in `lang`, falling back to 简体 where a language is not written
 * yet; the cards' and acts' names are the vocabulary's (src/vocab/).
 */
import { type ByLang, isRoleId, type Lang, roleSpec, usedUnder } from "../engine/roles/index.ts";
import { DEFAULT_LANG } from "../vocab/index.ts";

/** A card's name and its acts' names are words of the one vocabulary (src/vocab/, issue 23 goal 2). */
export { cardActName, cardName, DEFAULT_LANG } from "../vocab/index.ts";

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
