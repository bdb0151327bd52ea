/**
 * What players read and type about the forum-hk cards, read from the cards' own texts (issue 22
 * goal 1: a card's texts live with the card, keyed per language; the timed cards' twin is
 * `../../card-texts.ts`). The voice holds no per-card table for forum-hk: act names, typed aliases,
 * value hints and told templates all come from the built cards' modules, in `lang`, falling back
 * to 简体 where a language is not written yet. The voice fills the templates per language
 * (`narrate-private.ts` told results, `card-help.ts`), the chat's grammar its refusals.
 */
import {
  HK_IMPLEMENTED,
  type HkCardText,
  type HkToldText,
  type HkValueText,
  hkCardSpec,
  type Lang,
} from "../../../engine/roles/index.ts";
import { DEFAULT_LANG } from "../../../vocab/index.ts";

/** Card `id`'s texts in `lang` (简体 where `lang` is not written), or undefined for a card not built. */
export function hkCardText(id: string, lang: Lang = DEFAULT_LANG): HkCardText | undefined {
  const t = hkCardSpec(id)?.texts;
  return t ? (t[lang] ?? t["zh-Hans"]) : undefined;
}

/** Whether card `id`'s module carries English texts (`texts.en`): else its words are 简体 in every language. */
export const hkHasEn = (id: string): boolean => hkCardSpec(id)?.texts?.en !== undefined;

/** Each built card's `pick` of its texts, merged in registry order (the first card naming a key wins). */
function merged<T>(lang: Lang, pick: (t: HkCardText) => Readonly<Record<string, T>> | undefined): Record<string, T> {
  const out: Record<string, T> = {};
  for (const id of HK_IMPLEMENTED)
    for (const [k, v] of Object.entries(pick(hkCardText(id, lang) as HkCardText) ?? {}))
      if (!Object.hasOwn(out, k)) out[k] = v;
  return out;
}

/** The built cards' act names (act id → name, as players read and type it). */
export function hkCardActNames(lang: Lang = DEFAULT_LANG): Record<string, string> {
  return merged(lang, (t) => t.acts);
}

/** The short words players also type for a built card's act (act id → words). */
export function hkAliases(lang: Lang = DEFAULT_LANG): Record<string, readonly string[]> {
  return merged(lang, (t) => t.aliases);
}

/** How an act sent with a card's 名 reads (寻踪, 诡辩), or undefined for any other act. */
export function hkValueText(act: string, lang: Lang = DEFAULT_LANG): HkValueText | undefined {
  return merged(lang, (t) => t.values)[act];
}

/**
 * The message of told kind `kind` for `value` (its variant picked by the card declaring it), with
 * that card's id, or null: nothing to tell.
 */
export function hkToldTemplate(
  kind: string,
  value: unknown,
  lang: Lang = DEFAULT_LANG,
): { text: string; told: HkToldText; card: string } | null {
  for (const id of HK_IMPLEMENTED) {
    const told = hkCardText(id, lang)?.told?.[kind];
    if (!told) continue;
    if (typeof told.text === "string") return { text: told.text, told, card: id };
    const pickVariant = hkCardSpec(id)?.toldVariant?.[kind];
    const key = pickVariant ? pickVariant(value) : typeof value === "string" ? value : null;
    const text = key === null ? undefined : told.text[key];
    return text === undefined ? null : { text, told, card: id };
  }
  return null;
}

/**
 * How an act sent with a value reads (`hkValueText`) in 简体 and in English — `en` null where the card
 * declaring it (`role`'s own first, as two cards may share an act) has no English yet — or undefined.
 */
export function hkValueTexts(act: string, role?: string): { zh: HkValueText; en: HkValueText | null } | undefined {
  for (const id of role ? [role, ...HK_IMPLEMENTED] : HK_IMPLEMENTED) {
    const zh = hkCardText(id)?.values?.[act];
    if (zh) return { zh, en: hkHasEn(id) ? (hkCardText(id, "en")?.values?.[act] ?? null) : null };
  }
  return undefined;
}

/** A template with its `{name}` placeholders replaced by `words` (an unknown name as ""). */
export function fillTemplate(template: string, words: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => words[k] ?? "");
}
