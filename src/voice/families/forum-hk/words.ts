/**
 * The small words every forum-hk narration file shares (seed 002; ../shared/rulings-forum-hk.md): the
 * audiences (re-exported from `narrate-voice.ts`), local clock times, a phase label in words, the
 * camps, cards and statuses as 002 names them, and who sits in the wolves' group (HK70, HK71, HK132).
 * Pure: no event is read here.
 */

import { msToLocal } from "../../../engine/calendar.ts";
import { calOfState, type HkCalendar, stepTimeMs } from "../../../engine/calendar-hk.ts";
import { holds, tagOf } from "../../../engine/families/forum-hk/knife.ts";
import { hkCard } from "../../../engine/roles/hk/pools.ts";
import type { GameState } from "../../../engine/types.ts";
import type { WordKey } from "../../../vocab/index.ts";
import { type Msg, render, say } from "../../../vocab/msg.ts";
import { HK_ACT } from "../../../vocab/phrases/hk-names.ts";
import type { PhraseKey } from "../../../vocab/phrases/index.ts";
import type { Audience } from "../../narrate-voice.ts";

export { dm, GROUP, type Message, seats, WOLVES } from "../../narrate-voice.ts";

/** HK127, HK132: the lovers' own group (the transport's `lovers` room, made once per game). */
export const LOVERS: Audience = { kind: "lovers" };

const pad = (n: number) => String(n).padStart(2, "0");

/** The game's calendar (HK8), or null before its `hk_calendar` event. */
export const calOf = (s: GameState): HkCalendar | null => calOfState(s);

/** `HH:MM` of epoch `ms` in the game's zone. */
export function hhmm(s: GameState, ms: number): string {
  const t = msToLocal(ms, s.setup.utcOffsetMin ?? 480);
  return `${pad(t.hh)}:${pad(t.mm)}`;
}

/** A word of the vocabulary as a whole message (`colour.red`: 红牌, red card). */
export const wordMsg = (key: WordKey): Msg => say("hk_words.word", { w: { word: key } });

/**
 * Items joined in the reader's language: `semi` by `；` (`; `), `tight` by nothing in Chinese (`黄牌红牌`;
 * `, ` in English), `list` by `、` (`, `); "" for no item.
 */
export function joinMsg(items: readonly Msg[], how: "semi" | "tight" | "list"): Msg {
  if (items.length === 0) return "";
  return items.slice(1).reduce<Msg>((a, b) => say(`hk_words.join_${how}`, { a: { msg: a }, b: { msg: b } }), items[0]);
}

/** Concatenated messages, nothing between them (each part carries its own spacing). */
export const cat = (parts: readonly Msg[]): Msg =>
  parts
    .filter((p) => p !== "")
    .reduce<Msg>((a, b) => (a === "" ? b : say("hk_words.cat", { a: { msg: a }, b: { msg: b } })), "");

/**
 * A text written in 简体 and English (a card's own words, filled): an `{each}` as a whole message, so
 * the reader's language picks it when it is rendered; 繁體 is the 简体 through OpenCC. The 简体 text
 * alone (shown as written in English) when `en` is null: the card has no English yet.
 */
export const bothMsg = (zh: string, en: string | null): Msg =>
  en === null ? zh : say("hk_words.word", { w: { each: { "zh-Hans": zh, en } } });

/** A seat as a whole message (`3号`, `#3`). */
export const seatMsg = (n: number): Msg => say("hk_words.word", { w: { seat: n } });

/** Seats as a whole message (`3号、5号`, `#3, #5`). */
export const seatList = (list: readonly number[]): Msg => say("hk_words.word", { w: { seats: list } });

/** The month and day of epoch `ms` in the game's zone, as a phrase's `mon` and `d` (`6月` / `Jun`, 10). */
function monthDay(s: GameState, ms: number): { mon: { msg: Msg }; d: number; hm: string } {
  const t = msToLocal(ms, s.setup.utcOffsetMin ?? 480);
  return { mon: { msg: say(`hk_words.mon_${t.m}` as PhraseKey) }, d: t.d, hm: `${pad(t.hh)}:${pad(t.mm)}` };
}

/** `6月10日 21:00` (`Jun 10, 21:00`) of epoch `ms` in the game's zone. */
export const dateTimeMsg = (s: GameState, ms: number): Msg => say("hk_words.date_time", monthDay(s, ms));

/**
 * `6月15日（周六）21:00` (`Sat Jun 15, 21:00`) of epoch `ms` in the game's zone: for a day on several
 * dates (HK14, HK15, HK151).
 */
export function dateWeekTimeMsg(s: GameState, ms: number): Msg {
  const off = s.setup.utcOffsetMin ?? 480;
  const days = Math.floor((ms + off * 60_000) / 86_400_000);
  // 1970-01-01 was a Thursday.
  const wd = say(`hk_words.wd_${(((days + 4) % 7) + 7) % 7}` as PhraseKey);
  return say("hk_words.date_week_time", { ...monthDay(s, ms), wd: { msg: wd } });
}

/** {@link dateWeekTimeMsg} in 简体 (the thread page's words). */
export const dateWeekTime = (s: GameState, ms: number): string => render(dateWeekTimeMsg(s, ms));

/** A label in words (HK8): `S` → 开局阶段, `N2` → 第2夜 (Night 2), `D3` → 第3天 (Day 3). */
export function labelMsg(label: string): Msg {
  const m = /^([DN])(\d+)$/.exec(label);
  if (!m) return say("hk_words.start");
  return say(m[1] === "D" ? "hk_words.day" : "hk_words.night", { n: Number(m[2]) });
}

/**
 * A status end as the engine spells it (`D1 09:00`, HK38) in players' words: the date and time
 * (`6月11日 09:00`) when the calendar reads it, else the label in words; null → 永久.
 */
export function untilMsg(s: GameState, spelled: unknown): Msg {
  if (typeof spelled !== "string") return say("hk_words.forever");
  const cal = calOf(s);
  const r = cal ? stepTimeMs(cal, spelled) : null;
  if (r && "ms" in r) return dateTimeMsg(s, r.ms);
  const [label, time] = spelled.split(" ");
  return time ? say("hk_words.label_time", { label: { msg: labelMsg(label) }, time }) : labelMsg(label);
}

/** A forum-hk card's name in the reader's language (`wolf_king`: 狼王, Wolf King); an unknown id as given. */
export const cardMsg = (id: unknown): Msg =>
  hkCard(String(id)) ? say(`hk_card.${String(id)}` as PhraseKey) : String(id);

/** A forum-hk act's name in the reader's language (`slander`: 诽谤, Slander); an unknown act as given. */
export const actMsg = (act: unknown): Msg =>
  Object.hasOwn(HK_ACT["zh-Hans"], String(act)) ? say(`hk_act.${String(act)}`) : String(act);

/** A camp as 002 names it (阵营, HK48): 狼人阵营, 村民阵营, 黑情侣阵营, a third party's card + 阵营, 不定. */
export function campMsg(camp: unknown): Msg {
  switch (camp) {
    case "wolves":
      return say("hk_words.camp_wolves");
    case "villagers":
      return say("hk_words.camp_villagers");
    case "lovers":
      return say("hk_words.camp_lovers");
    case "undetermined":
      // 粉丝, 暗恋者 and 丘比特 join at C₀ by their own rules (HK129, HK128, HK127).
      return say("hk_words.camp_undetermined");
    default:
      return hkCard(String(camp)) ? say("hk_words.camp_of", { card: { msg: cardMsg(camp) } }) : String(camp);
  }
}

/**
 * The negative statuses a holder is told (HK42), by the id the engine tells: the vocabulary's name
 * (`status.*`) and what it does (负面状态, `hk_words.fx_*`).
 */
export const STATUS_WORDS: Readonly<Record<string, { name: WordKey; effect: PhraseKey }>> = {
  frozen: { name: "status.frozen", effect: "hk_words.fx_frozen" },
  silenced: { name: "status.silenced", effect: "hk_words.fx_silenced" },
  disarmed: { name: "status.disarmed", effect: "hk_words.fx_disarmed" },
  dazed: { name: "status.charmed", effect: "hk_words.fx_charmed" },
  charmed: { name: "status.charmed", effect: "hk_words.fx_charmed" },
  karma_fire: { name: "status.burning", effect: "hk_words.fx_karma_fire" },
  forgetful: { name: "status.forgotten", effect: "hk_words.fx_forgetful" },
  purified: { name: "status.purified", effect: "hk_words.fx_purified" },
  released: { name: "status.released", effect: "hk_words.fx_released" },
  sprout: { name: "status.sprout", effect: "hk_words.fx_sprout" },
};

/** A seat → card result (占星 `{"3": "seer"}`, HK122) as items `{seat, role}`, ascending; else none. */
export function bySeat(value: unknown): { seat: number; role: unknown }[] {
  if (typeof value !== "object" || value === null) return [];
  const entries = Object.entries(value);
  if (entries.length === 0 || !entries.every(([k]) => /^\d+$/.test(k))) return [];
  return entries.map(([k, role]) => ({ seat: Number(k), role })).sort((a, b) => a.seat - b.seat);
}

/** HK70, HK132: the living [群内] wolves — the wolves' group's members at the deal. */
export function packSeats(s: GameState): number[] {
  return s.seats.filter((x) => x.alive && holds(s, x, "pack", tagOf(x.role))).map((x) => x.seat);
}

/**
 * HK132, HK71: everyone in the wolves' group — the deal's [群内] wolves (an out member stays), each
 * [接刀] holder who took over the kill, and each character who gained [群内] (狼弟, 狼鸦之爪; HK77, HK86).
 */
export function roomSeats(s: GameState): number[] {
  // [2] A wolf lover who lost [群内] at C₀ left it (HK127); one who got it back is in it.
  return s.seats.filter((x) => holds(s, x, "pack", tagOf(x.role)) || holds(s, x, "kill", null)).map((x) => x.seat);
}
