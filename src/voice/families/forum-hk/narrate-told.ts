/**
 * forum-hk's private results (seed 002 公示/通知, 负面状态; HK12, HK42, HK83, HK143): each `told` event to
 * its seat at the time the engine tells it — a status with its end, a camp change, the night's
 * reflections, a ghost's host's acts and results, and every card's result from the template its card
 * declares (`texts.told`), filled with the vocabulary's words in each language the card is written in.
 */

import { deadlineOf } from "../../../engine/calendar-hk.ts";
import type { HkToldText, Lang } from "../../../engine/roles/index.ts";
import type { GameEvent, GameState } from "../../../engine/types.ts";
import { type Msg, render, say } from "../../../vocab/msg.ts";
import { hkCampMsg } from "./card-help.ts";
import { fillTemplate, hkHasEn, hkToldTemplate } from "./card-texts.ts";
import {
  actMsg,
  bothMsg,
  bySeat,
  calOf,
  campMsg,
  cardMsg,
  dm,
  hhmm,
  joinMsg,
  type Message,
  STATUS_WORDS,
  seatList,
  seatMsg,
  untilMsg,
} from "./words.ts";

/** One negative status told to its holder with its end (HK42, HK38). */
function statusDm(s: GameState, seat: number, value: unknown): Message[] {
  const v = value as { id?: string; until?: unknown } | null;
  const k = v?.id && Object.hasOwn(STATUS_WORDS, v.id) ? STATUS_WORDS[v.id] : undefined;
  if (!k) return [];
  const args = { name: { word: k.name }, effect: { msg: say(k.effect) } };
  return [
    {
      to: dm(seat),
      text:
        v?.until === null || v?.until === undefined
          ? say("hk_private.status_forever", args)
          : say("hk_private.status_until", { ...args, until: { msg: untilMsg(s, v.until) } }),
    },
  ];
}

/**
 * HK143: the night's reflections, told at C+70 to whoever held 反射 (the mirror or the one he lent it
 * to, whatever his card): each skill and the seat it went to, in order, the users not named.
 */
function reflectedText(value: unknown): Msg {
  const list = Array.isArray(value) ? (value as { skill?: unknown; seat?: unknown }[]) : [];
  const items = list.map((x) =>
    say("hk_private.reflected_item", { act: { msg: actMsg(x.skill) }, seat: { seat: Number(x.seat) } }),
  );
  return say("hk_private.reflected", { items: { msg: joinMsg(items, "semi") } });
}

/** HK83: the host's acts a ghost learns at a block's end — each skill and what it named. */
function hostActsText(about: unknown, value: unknown): Msg {
  const list = Array.isArray(value) ? (value as { skill?: unknown; target?: unknown }[]) : [];
  const items = list.map((x) => {
    const t = x.target;
    const act = { msg: actMsg(x.skill) };
    const who = typeof t === "number" ? { seat: t } : Array.isArray(t) ? { seats: t as number[] } : null;
    return who ? say("hk_private.host_item", { act, who }) : say("hk_private.host_item_bare", { act });
  });
  return say("hk_private.host_acts", { seat: { seat: Number(about) }, items: { msg: joinMsg(items, "semi") } });
}

/**
 * A result's words for a card's told template (`HkToldText`), each a message the template's language
 * renders: a seat, a camp, a card, seats, a skill (the vocabulary's), a count, 情书's words as written.
 */
function resultWords(value: unknown): Record<string, Msg> {
  const v = (value ?? {}) as Record<string, unknown>;
  const str = typeof value === "string";
  return {
    seat: typeof value === "number" ? seatMsg(value) : typeof v.seat === "number" ? seatMsg(v.seat) : "",
    // The camp as a card's help names it (`werewolf camp`: the templates say `is in the {camp}`).
    camp: str ? hkCampMsg(value) : v.camp !== undefined ? hkCampMsg(v.camp) : "",
    role: str ? cardMsg(value) : v.role !== undefined ? cardMsg(v.role) : "",
    seats:
      Array.isArray(value) && value.every((x) => typeof x === "number")
        ? seatList(value as number[])
        : Array.isArray(v.seats)
          ? seatList(v.seats as number[])
          : "",
    count: typeof value === "number" ? String(value) : "",
    skill: str ? actMsg(value) : typeof v.skill === "string" ? actMsg(v.skill) : "",
    // 情书's words (HK128), as written.
    text: typeof v.text === "string" ? v.text : "",
  };
}

/** `words` rendered in `lang`. */
const wordsIn = (words: Readonly<Record<string, Msg>>, lang: Lang): Record<string, string> =>
  Object.fromEntries(Object.entries(words).map(([k, m]) => [k, render(m, lang)]));

/**
 * A private result (HK12 times, as the engine tells them), to its seat only: the table's own kinds
 * (a camp change, a status) here, every card's result from the template its card declares
 * (`texts.told`), filled with the vocabulary's words in each language the card is written in.
 */
export function hkTold(after: GameState, e: Extract<GameEvent, { type: "told" }>): Message[] {
  const tell = (text: Msg): Message[] => [{ to: dm(e.seat), text }];
  if (e.kind === "camp") return tell(say("hk_private.camp", { camp: { msg: campMsg(e.value) } }));
  if (e.kind === "status") return statusDm(after, e.seat, e.value);
  if (e.kind === "reflected") return tell(reflectedText(e.value));
  if (e.kind === "host_acts") return tell(hostActsText(e.about, e.value));
  // HK83: a result told to the ghost's host, as the host read it, passed on to the ghost.
  if (e.kind === "host_told") {
    const v = (e.value ?? {}) as { kind?: string; value?: unknown; about?: number; settledOn?: number };
    const inner = hkTold(after, { ...e, kind: String(v.kind), value: v.value, about: v.about, settledOn: v.settledOn });
    return inner.map((m) => ({
      ...m,
      text: say("hk_private.host_told", { seat: { seat: Number(e.about) }, msg: { msg: m.text } }),
    }));
  }
  const zh = hkToldTemplate(e.kind, e.value);
  if (!zh) return [];
  const en = hkHasEn(zh.card) ? hkToldTemplate(e.kind, e.value, "en") : null;
  const list = Array.isArray(e.value) ? (e.value as unknown[]) : bySeat(e.value);
  const cal = calOf(after);
  const ph = after.phase;
  const words: Record<string, Msg> = {
    ...resultWords(e.value),
    about: typeof e.about === "number" ? seatMsg(e.about) : "",
    due:
      cal && ph.kind === "hk"
        ? say("hk_private.due", { at: hhmm(after, deadlineOf(cal, ph.day, "blockC")) })
        : say("hk_private.due_late"),
  };
  // The card's own template in `lang`, its items joined by the language's `；`.
  const fill = (t: { text: string; told: HkToldText }, lang: Lang): string => {
    const items = t.told.item
      ? render(
          joinMsg(
            list.map((x) => fillTemplate(t.told.item as string, wordsIn(resultWords(x), lang))),
            "semi",
          ),
          lang,
        )
      : "";
    return fillTemplate(t.text, { ...wordsIn(words, lang), items: items || (t.told.empty ?? "") });
  };
  return tell(bothMsg(fill(zh, "zh-Hans"), en ? fill(en, "en") : null));
}
