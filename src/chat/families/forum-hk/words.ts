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

/** `6月10日 21:00` of epoch `ms` in the game's zone. */
export function dateTime(s: GameState, ms: number): string {
  const t = msToLocal(ms, s.setup.utcOffsetMin ?? 480);
  return `${t.m}月${t.d}日 ${pad(t.hh)}:${pad(t.mm)}`;
}

const WEEKDAYS = ["周日", "周一", "周二", "周三", "周四", "周五", "周六"];

/** `6月15日（周六）21:00` of epoch `ms` in the game's zone: for a day on several dates (HK14, HK15, HK151). */
export function dateWeekTime(s: GameState, ms: number): string {
  const off = s.setup.utcOffsetMin ?? 480;
  const days = Math.floor((ms + off * 60_000) / 86_400_000);
  // 1970-01-01 was a Thursday.
  const t = msToLocal(ms, off);
  return `${t.m}月${t.d}日（${WEEKDAYS[(((days + 4) % 7) + 7) % 7]}）${pad(t.hh)}:${pad(t.mm)}`;
}

/** A label in words (HK8): `S` → 开局阶段, `N2` → 第2夜, `D3` → 第3天. */
export function labelZh(label: string): string {
  const m = /^([DN])(\d+)$/.exec(label);
  if (!m) return "开局阶段";
  return m[1] === "D" ? `第${m[2]}天` : `第${m[2]}夜`;
}

/**
 * A status end as the engine spells it (`D1 09:00`, HK38) in players' words: the date and time
 * (`6月11日 09:00`) when the calendar reads it, else the label in words; null → 永久.
 */
export function untilZh(s: GameState, spelled: unknown): string {
  if (typeof spelled !== "string") return "永久";
  const cal = calOf(s);
  const r = cal ? stepTimeMs(cal, spelled) : null;
  if (r && "ms" in r) return dateTime(s, r.ms);
  const [label, time] = spelled.split(" ");
  return `${labelZh(label)} ${time ?? ""}`.trim();
}

/** A forum-hk card's 名 (`wolf_king` → 狼王); an unknown id as given. */
export const cardZh = (id: unknown): string => hkCard(String(id))?.name ?? String(id);

/** A camp as 002 names it (阵营, HK48): 狼人阵营, 村民阵营, 黑情侣阵营, a third party's card + 阵营, 不定. */
export function campZh(camp: unknown): string {
  switch (camp) {
    case "wolves":
      return "狼人阵营";
    case "villagers":
      return "村民阵营";
    case "lovers":
      return "黑情侣阵营";
    case "undetermined":
      // 粉丝, 暗恋者 and 丘比特 join at C₀ by their own rules (HK129, HK128, HK127).
      return "不定阵营：开局阶段结束时按你的身份规则确定";
    default:
      return hkCard(String(camp)) ? `${cardZh(camp)}阵营` : String(camp);
  }
}

/** The negative statuses a holder is told (HK42), with what they do (负面状态), by the id the engine tells. */
export const STATUS_ZH: Readonly<Record<string, { name: string; effect: string }>> = {
  frozen: { name: "冰冻", effect: "沉默并缴械：不能发动技能（强制技能除外），也不能杀人" },
  silenced: { name: "沉默", effect: "不能发动技能（强制技能除外）" },
  disarmed: { name: "缴械", effect: "不能杀人（群内狼人被缴械时，整个狼群当晚都不能杀人）" },
  dazed: { name: "迷魂", effect: "你的投票计0票，但仍算已经投票" },
  charmed: { name: "迷魂", effect: "你的投票计0票，但仍算已经投票" },
  karma_fire: { name: "业炎", effect: "沉默、超度并遗忘：不能发动任何技能，不能杀人，也失去强制技能" },
  forgetful: { name: "遗忘", effect: "失去所有强制技能及其持续效果" },
  purified: { name: "净化", effect: "沉默、超度并遗忘：不能发动技能，不能杀人，也失去强制技能" },
  released: { name: "超度", effect: "不能杀人，也不能持有或获得群内、接刀" },
  sprout: {
    name: "畸芽",
    effect: "漏洞并沉默：守护、坚韧、不死都不能保护你，也不能发动技能（强制技能除外）；你出局时消失",
  },
};

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
