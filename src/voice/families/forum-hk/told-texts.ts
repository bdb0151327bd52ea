/**
 * A forum-hk card's private result (`told`, HK12) in words: the template its card declares
 * (`texts.told`, see `HkToldText`) filled with the vocabulary's words — a seat, a camp, a card, seats,
 * a skill — in each language the card writes (简体 always, English where its module carries it; 繁體
 * is the 简体 through OpenCC).
 */
import { deadlineOf } from "../../../engine/calendar-hk.ts";
import type { HkToldText, Lang } from "../../../engine/roles/index.ts";
import type { GameEvent, GameState } from "../../../engine/types.ts";
import { type Msg, render, say } from "../../../vocab/msg.ts";
import { fillTemplate, hkToldTemplate } from "./card-texts.ts";
import { actMsg, bySeat, calOf, campMsg, cardMsg, hhmm, joinMsg, seatList } from "./words.ts";

type Told = Extract<GameEvent, { type: "told" }>;

/** A seat in `lang` (`3号`, `#3`). */
const seatIn = (n: number, lang: Lang) => render(say("hk_words.word", { w: { seat: n } }), lang);

/** A result's words for a told template in `lang`: a seat, a camp, a card, seats, a count, a skill, words as written. */
function resultWords(value: unknown, lang: Lang): Record<string, string> {
  const v = (value ?? {}) as Record<string, unknown>;
  const str = typeof value === "string";
  const r = (m: Msg) => render(m, lang);
  return {
    seat: typeof value === "number" ? seatIn(value, lang) : typeof v.seat === "number" ? seatIn(v.seat, lang) : "",
    camp: str ? r(campMsg(value)) : v.camp !== undefined ? r(campMsg(v.camp)) : "",
    role: str ? r(cardMsg(value)) : v.role !== undefined ? r(cardMsg(v.role)) : "",
    seats:
      Array.isArray(value) && value.every((x) => typeof x === "number")
        ? r(seatList(value as number[]))
        : Array.isArray(v.seats)
          ? r(seatList(v.seats as number[]))
          : "",
    count: typeof value === "number" ? String(value) : "",
    skill: str ? r(actMsg(value)) : typeof v.skill === "string" ? r(actMsg(v.skill)) : "",
    // 情书's words (HK128), as written.
    text: typeof v.text === "string" ? v.text : "",
  };
}

/** Template `t` (the card's, in `lang`) filled for event `e`: `{items}` each as `item`, joined by the language's `；`. */
function filled(after: GameState, e: Told, t: { text: string; told: HkToldText }, lang: Lang): string {
  const list = Array.isArray(e.value) ? (e.value as unknown[]) : bySeat(e.value);
  const item = t.told.item;
  const items = item
    ? render(
        joinMsg(
          list.map((x) => fillTemplate(item, resultWords(x, lang))),
          "semi",
        ),
        lang,
      )
    : "";
  const cal = calOf(after);
  const ph = after.phase;
  const due =
    cal && ph.kind === "hk"
      ? say("hk_words.due_at", { at: hhmm(after, deadlineOf(cal, ph.day, "blockC")) })
      : say("hk_words.due_c");
  return fillTemplate(t.text, {
    ...resultWords(e.value, lang),
    about: typeof e.about === "number" ? seatIn(e.about, lang) : "",
    items: items || (t.told.empty ?? ""),
    due: render(due, lang),
  });
}

/**
 * The result `e` in words, or null (nothing to tell): the 简体 as written where its card carries no
 * English yet, else the 简体 and the English each filled with its own language's words.
 */
export function hkToldMsg(after: GameState, e: Told): Msg | null {
  const zh = hkToldTemplate(e.kind, e.value);
  if (!zh) return null;
  const hans = filled(after, e, zh, "zh-Hans");
  const en = hkToldTemplate(e.kind, e.value, "en");
  if (!en || en.told === zh.told) return hans;
  return say("hk_words.word", { w: { each: { "zh-Hans": hans, en: filled(after, e, en, "en") } } });
}
