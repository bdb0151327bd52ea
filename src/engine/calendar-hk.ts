/**
 * forum-hk's calendar (seed 002 游戏流程, 讨论日长短; HK7–HK9, HK15; scenario-format.md `### forum-hk`,
 * "Labels and the clock"): every deadline is a local clock time derived from a day's close C,
 * computed by pure arithmetic on epoch ms and the setup's fixed UTC offset (as `calendar.ts`).
 *
 * Labels: `S` (开局 and the first 黄昏, up to C₀ + 20), `N<n>` (night n, C+20 → C+70), `D<n>` (晨曦 n from
 * C+70, 正午 n, 黄昏 n to the next C+20): night n comes before day n (HK8). Step 1 has no weekend,
 * delay or rewind: a label `D<n>+k` is refused here with a clear reason (HK14, HK146, HK151: step 3).
 */
import {
  DAY_MS,
  DEFAULT_OFFSET_MIN,
  localMidnight,
  localToMs,
  MINUTE_MS,
  msToLocal,
  parseClock,
  parseLocal,
} from "./calendar.ts";

/** HK7: a discussion day opens at 09:00 and closes at 21:00 local time. */
export const HK_OPEN_MIN = 9 * 60;
export const HK_CLOSE_MIN = 21 * 60;

/** HK9: the offsets from a close C, in minutes. */
export const HK_OFFSETS = {
  /** 黄昏 (1)–(2): the dusk death window, C → C+10. */
  duskWindow: 10,
  /** 黄昏 (3)–(4): the dusk lists, then nightfall. */
  nightfall: 20,
  /** Night blocks A, B, C due (exclusive). */
  blockA: 35,
  blockB: 50,
  blockC: 60,
  /** (19)–(20): the night's resolution. */
  resolution: 70,
  /** 晨曦 (1)–(2): the dawn death window, C+70 → C+80. */
  dawnWindow: 80,
} as const;

/** One deadline of HK9 (a key of `HK_OFFSETS`, or the close itself). */
export type HkDeadline = "close" | keyof typeof HK_OFFSETS;

/**
 * A game's calendar (HK8): its start, the first close C₀ (the first 21:00 strictly after the
 * start), the offset, and the closes the directors moved (`speed_up`, HK15) by day number.
 */
export interface HkCalendar {
  startMs: number;
  close0Ms: number;
  offsetMin: number;
  /** Day n → its moved close (epoch ms); absent: 21:00 of its date. */
  closes: Readonly<Record<string, number>>;
}

/** HK8: C₀ = the first 21:00 strictly after `startMs` (a start at 21:00 sharp closes the next day). */
export function firstClose(startMs: number, offsetMin: number): number {
  const c = localMidnight(startMs, offsetMin) + HK_CLOSE_MIN * MINUTE_MS;
  return c > startMs ? c : c + DAY_MS;
}

/** The calendar of a setup's `startAt` and offset, or null when `startAt` is malformed. */
export function hkCalendarOf(setup: { startAt?: string; utcOffsetMin?: number }): HkCalendar | null {
  const t = parseLocal(setup.startAt);
  if (!t) return null;
  const offsetMin = setup.utcOffsetMin ?? DEFAULT_OFFSET_MIN;
  const startMs = localToMs(t, offsetMin);
  return { startMs, close0Ms: firstClose(startMs, offsetMin), offsetMin, closes: {} };
}

/** Local midnight of C₀'s date: day 0 of the game's dates (N1 is on it, D1 the next date). */
function date0(cal: HkCalendar): number {
  return localMidnight(cal.close0Ms, cal.offsetMin);
}

/** HK8: the date (local midnight, ms) on which day n opens; `D<n>` names it. */
export function dayDate(cal: HkCalendar, n: number): number {
  return date0(cal) + n * DAY_MS;
}

/** HK8: the date of the close that begins night n; `N<n>` names it. */
export function nightDate(cal: HkCalendar, n: number): number {
  return date0(cal) + (n - 1) * DAY_MS;
}

/** HK7, HK15: the close of day n (n = 0: C₀, the end of 开局), moved by `speed_up` when it was. */
export function closeOf(cal: HkCalendar, n: number): number {
  const moved = cal.closes[String(n)];
  if (moved !== undefined) return moved;
  return n === 0 ? cal.close0Ms : dayDate(cal, n) + HK_CLOSE_MIN * MINUTE_MS;
}

/** HK7: day n's opening, 09:00 of its date (the end of night n's 晨曦). */
export function openingOf(cal: HkCalendar, n: number): number {
  return dayDate(cal, n) + HK_OPEN_MIN * MINUTE_MS;
}

/** HK9: the instant of `deadline` after day n's close (n = 0: after C₀). */
export function deadlineOf(cal: HkCalendar, n: number, deadline: HkDeadline): number {
  const c = closeOf(cal, n);
  return deadline === "close" ? c : c + HK_OFFSETS[deadline] * MINUTE_MS;
}

/** HK9: the whole schedule after day n's close, in order (close, windows, blocks, resolution). */
export function scheduleAfter(cal: HkCalendar, n: number): Record<HkDeadline, number> {
  const out = { close: closeOf(cal, n) } as Record<HkDeadline, number>;
  for (const k of Object.keys(HK_OFFSETS) as (keyof typeof HK_OFFSETS)[]) out[k] = deadlineOf(cal, n, k);
  return out;
}

/** HK7, HK59: one hour before day n's close (正午 skills and ballot changes end then). */
export function noonEndOf(cal: HkCalendar, n: number): number {
  return closeOf(cal, n) - 60 * MINUTE_MS;
}

/**
 * HK15: the calendar with day n's close moved to `minOfDay` of its date. The new close must be
 * after `nowMs` and before the current close; otherwise a reason (`before_now`, `not_earlier`).
 */
export function speedUp(
  cal: HkCalendar,
  n: number,
  minOfDay: number,
  nowMs: number,
): { cal: HkCalendar } | { reason: "before_now" | "not_earlier" } {
  const ms = dayDate(cal, n) + minOfDay * MINUTE_MS;
  if (ms <= nowMs) return { reason: "before_now" };
  if (ms >= closeOf(cal, n)) return { reason: "not_earlier" };
  return { cal: { ...cal, closes: { ...cal.closes, [String(n)]: ms } } };
}

/** Whether `startAt` was at or after 21:00, so that C₀ falls on the next date and `S+1` names it (HK8). */
export function startsLate(cal: HkCalendar): boolean {
  return localMidnight(cal.startMs, cal.offsetMin) !== date0(cal);
}

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * The one outcome spelling `"<label> HH:MM"` of an instant (scenario-format.md, "Labels and the
 * clock"): on a date that holds a close C, an instant up to and including C+20 takes the date's
 * day label (`D<n>`; `S` or `S+1` on C₀'s date) and one after C+20 the label of the night that
 * begins at C+20; a date without a close (a late `startAt`'s) takes `S` all day. So an instant on
 * a phase edge takes the label of the phase that ends there (C+70 → `N<n>`, C+20 → `D<n>`).
 */
export function spell(cal: HkCalendar, ms: number): string {
  const t = msToLocal(ms, cal.offsetMin);
  const hhmm = `${pad(t.hh)}:${pad(t.mm)}`;
  const k = Math.round((localMidnight(ms, cal.offsetMin) - date0(cal)) / DAY_MS);
  if (k < 0) return `S ${hhmm}`;
  const dayLabel = k === 0 ? (startsLate(cal) ? "S+1" : "S") : `D${k}`;
  return ms <= deadlineOf(cal, k, "nightfall") ? `${dayLabel} ${hhmm}` : `N${k + 1} ${hhmm}`;
}

/**
 * The instant a step names (scenario-format.md: any label of its date): `S HH:mm` on the date of
 * `startAt`, `S+1 HH:mm` the next date (only for a start at or after 21:00, HK8), `N<n> HH:mm` on the
 * date of the close that begins night n, `D<n> HH:mm` on the date day n opens. `D<n>+k` (a weekend
 * or delayed day, HK14, HK15, HK151) comes with step 3 and is refused with that reason.
 */
export function stepTimeMs(cal: HkCalendar, text: string): { ms: number } | { error: string } {
  const m = /^(S\+1|S|[DN][1-9][0-9]*)(\+[1-9])? (\d{2}:\d{2})$/.exec(text.trim());
  if (!m) return { error: `not a forum-hk label and a time: ${JSON.stringify(text)}` };
  if (m[2] !== undefined)
    return { error: `${m[1]}${m[2]}: weekend and delayed days (D<n>+k) are not supported yet (HK14, HK151)` };
  const min = parseClock(m[3]);
  if (min === null) return { error: `not a time: ${JSON.stringify(m[3])}` };
  const label = m[1];
  let date: number;
  if (label === "S") date = localMidnight(cal.startMs, cal.offsetMin);
  else if (label === "S+1") {
    if (!startsLate(cal)) return { error: "S+1 names the second date of a start at or after 21:00 only (HK8)" };
    date = date0(cal);
  } else if (label.startsWith("D")) date = dayDate(cal, Number(label.slice(1)));
  else date = nightDate(cal, Number(label.slice(1)));
  return { ms: date + min * MINUTE_MS };
}

/** A close time `HH:mm` as written in a `speed_up` value (HK15), minutes after midnight, or null. */
export function parseCloseTime(text: unknown): number | null {
  return parseClock(text);
}

/** Whether the local date of `ms` is a Saturday (HK14: a day opening then has two dates; step 3). */
export function isSaturday(ms: number, offsetMin: number): boolean {
  const days = Math.floor((ms + offsetMin * MINUTE_MS) / DAY_MS);
  // 1970-01-01 was a Thursday (4); Saturday is 6.
  return (((days + 4) % 7) + 7) % 7 === 6;
}

/** The calendar of a forum-hk game state (its `hk_calendar` event and the moved closes), or null. */
export function calOfState(s: {
  hk?: { startMs: number; close0Ms: number; closes: Record<string, number> };
  setup: { utcOffsetMin?: number };
}): HkCalendar | null {
  const h = s.hk;
  if (!h) return null;
  return {
    startMs: h.startMs,
    close0Ms: h.close0Ms,
    offsetMin: s.setup.utcOffsetMin ?? DEFAULT_OFFSET_MIN,
    closes: h.closes,
  };
}

/**
 * HK38: a status instance's scheduled end as an instant, from its `untilLabel` (`N<n>` / `D<n>`) and
 * `untilStage` (`opening`: day n's 09:00; `night_end`: night n's C+70; `dusk_end`: day n's C+20), or
 * null when it has none (permanent, or ending at an event). HK35 spends the soonest-ending first.
 */
export function statusEndMs(cal: HkCalendar, st: { untilLabel?: string; untilStage?: string }): number | null {
  const n = Number(st.untilLabel?.slice(1));
  if (!st.untilLabel || !Number.isInteger(n)) return null;
  switch (st.untilStage) {
    case "opening":
      return openingOf(cal, n);
    case "night_end":
      return deadlineOf(cal, n - 1, "resolution");
    case "dusk_end":
      return deadlineOf(cal, n, "nightfall");
    default:
      return null;
  }
}
