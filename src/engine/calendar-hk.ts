/**
 * forum-hk's calendar (seed 002 游戏流程, 讨论日长短; HK7–HK9, HK15; scenario-format.md `### forum-hk`,
 * "Labels and the clock"): every deadline is a local clock time derived from a day's close C,
 * computed by pure arithmetic on epoch ms and the setup's fixed UTC offset (as `calendar.ts`).
 *
 * Labels: `S` (开局 and the first 黄昏, up to C₀ + 20), `N<n>` (night n, C+20 → C+70), `D<n>` (晨曦 n from
 * C+70, 正午 n, 黄昏 n to the next C+20): night n comes before day n (HK8). A day may span several
 * dates (HK14, HK15, HK151): one that opens on a Saturday closes on Sunday (but 太阳's day, HK108), and
 * each `delay` adds a date; its later dates are written `D<n>+1`, `D<n>+2`, … Day n+1 opens on the
 * date after day n's close, so every date follows from the closes.
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
 * start), the offset, the closes the directors moved (`speed_up`, `delay`, HK15) by day number,
 * and the days kept to one date whatever the weekday (太阳's day, HK108, HK151).
 */
export interface HkCalendar {
  startMs: number;
  close0Ms: number;
  offsetMin: number;
  /** Day n → its moved close (epoch ms); absent: 21:00 of its last date (HK7, HK14). */
  closes: Readonly<Record<string, number>>;
  /** Days that keep one date even when they open on a Saturday (太阳's day, HK108, HK151). */
  oneDate?: readonly number[];
  /** [3] Night n → how far (ms) its times moved when it was played again after a 晨曦 rewind (HK146). */
  shifts?: Readonly<Record<string, number>>;
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

/**
 * HK8, HK151: the date (local midnight, ms) on which day n opens; `D<n>` names it. Day 1 opens the
 * date after C₀'s, day n+1 the date after day n's close (a weekend or delayed day pushes the rest).
 */
export function dayDate(cal: HkCalendar, n: number): number {
  if (n <= 0) return date0(cal);
  return localMidnight(closeOf(cal, n - 1), cal.offsetMin) + DAY_MS;
}

/** HK8: the date of the close that begins night n; `N<n>` names it. */
export function nightDate(cal: HkCalendar, n: number): number {
  return n <= 1 ? date0(cal) : localMidnight(closeOf(cal, n - 1), cal.offsetMin);
}

/**
 * HK14, HK151: whether day n opens on a Saturday and so closes on Sunday (one day on two dates); 太阳's
 * day keeps one date (HK108). 开局 (n = 0) is no discussion day.
 */
export function isWeekendDay(cal: HkCalendar, n: number): boolean {
  return n >= 1 && isSaturday(dayDate(cal, n), cal.offsetMin) && !(cal.oneDate ?? []).includes(n);
}

/** HK7, HK14: day n's close when no director moved it — 21:00 of its last date (Sunday for a weekend day). */
export function naturalCloseOf(cal: HkCalendar, n: number): number {
  if (n === 0) return cal.close0Ms;
  return dayDate(cal, n) + (isWeekendDay(cal, n) ? DAY_MS : 0) + HK_CLOSE_MIN * MINUTE_MS;
}

/** HK7, HK14, HK15: the close of day n (n = 0: C₀, the end of 开局), moved by `speed_up` or `delay` when it was. */
export function closeOf(cal: HkCalendar, n: number): number {
  return cal.closes[String(n)] ?? naturalCloseOf(cal, n);
}

/** HK149: the end of round 1 on 太阳's day n — 15:00 of its (one) date; its count is then. */
export function sunRoundEndOf(cal: HkCalendar, n: number): number {
  return dayDate(cal, n) + 15 * 60 * MINUTE_MS;
}

/** HK108, HK149: whether day n is 太阳's day (two 正午 rounds). */
export function isSunDay(cal: HkCalendar, n: number): boolean {
  return (cal.oneDate ?? []).includes(n);
}

/** HK15: whether day n's close was moved earlier than its natural one (no ballot change, no automatic yellow). */
export function isSpedUp(cal: HkCalendar, n: number): boolean {
  const moved = cal.closes[String(n)];
  return moved !== undefined && moved < naturalCloseOf(cal, n);
}

/** HK151: how many dates day n spans (1; 2 for a weekend day; one more for each `delay`). */
export function datesOf(cal: HkCalendar, n: number): number {
  return Math.round((localMidnight(closeOf(cal, n), cal.offsetMin) - dayDate(cal, n)) / DAY_MS) + 1;
}

/**
 * HK7, HK151: whether 正午 skills are open at `ms` on day n (assumed in its 正午): 09:00–21:00 on each of
 * its dates, and not from one hour before its close.
 */
export function noonSkillsOpen(cal: HkCalendar, n: number, ms: number): boolean {
  if (ms >= noonEndOf(cal, n)) return false;
  const min = Math.round((ms - localMidnight(ms, cal.offsetMin)) / MINUTE_MS);
  return min >= HK_OPEN_MIN && min < HK_CLOSE_MIN;
}

/** HK7: day n's opening, 09:00 of its date (the end of night n's 晨曦). */
export function openingOf(cal: HkCalendar, n: number): number {
  return dayDate(cal, n) + HK_OPEN_MIN * MINUTE_MS;
}

/** [3] HK146: the deadlines of a night that move when it is played again (its nightfall is the window's end). */
const REPLAYED: ReadonlySet<HkDeadline> = new Set(["blockA", "blockB", "blockC", "resolution", "dawnWindow"]);

/**
 * HK9: the instant of `deadline` after day n's close (n = 0: after C₀); [3] a night played again after
 * a 晨曦 rewind has its blocks, resolution and dawn window moved (HK146).
 */
export function deadlineOf(cal: HkCalendar, n: number, deadline: HkDeadline): number {
  const c = closeOf(cal, n);
  if (deadline === "close") return c;
  const shift = cal.shifts && REPLAYED.has(deadline) ? (cal.shifts[String(n + 1)] ?? 0) : 0;
  return c + HK_OFFSETS[deadline] * MINUTE_MS + shift;
}

/** [3] HK146: the nightfall of night n+1 played again after a 晨曦 rewind — the end of the first run's dawn window. */
export function replayNightfallOf(cal: HkCalendar, n: number): number {
  return closeOf(cal, n) + HK_OFFSETS.dawnWindow * MINUTE_MS;
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
 * HK15, HK151: the calendar with day n's close moved to `minOfDay` of the date of the step (`nowMs`'s;
 * 开局's: C₀'s date). The new close must be after `nowMs` and before the current close; otherwise a
 * reason (`before_now`, `not_earlier`).
 */
export function speedUp(
  cal: HkCalendar,
  n: number,
  minOfDay: number,
  nowMs: number,
): { cal: HkCalendar } | { reason: "before_now" | "not_earlier" } {
  const date = n === 0 ? dayDate(cal, 0) : localMidnight(nowMs, cal.offsetMin);
  const ms = date + minOfDay * MINUTE_MS;
  if (ms <= nowMs) return { reason: "before_now" };
  if (ms >= closeOf(cal, n)) return { reason: "not_earlier" };
  return { cal: { ...cal, closes: { ...cal.closes, [String(n)]: ms } } };
}

/**
 * HK15 `delay`, HK151: the calendar with day n's close moved to 21:00 of the date after its current
 * close's (a sped-up close is lifted: the day is no longer sped up).
 */
export function delayClose(cal: HkCalendar, n: number): HkCalendar {
  const ms = localMidnight(closeOf(cal, n), cal.offsetMin) + DAY_MS + HK_CLOSE_MIN * MINUTE_MS;
  return { ...cal, closes: { ...cal.closes, [String(n)]: ms } };
}

/** Whether `startAt` was at or after 21:00, so that C₀ falls on the next date and `S+1` names it (HK8). */
export function startsLate(cal: HkCalendar): boolean {
  return localMidnight(cal.startMs, cal.offsetMin) !== date0(cal);
}

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * The one outcome spelling `"<label> HH:MM"` of an instant (scenario-format.md, "Labels and the
 * clock"): on a date that holds a close C, an instant up to and including C+20 takes the date's
 * day label (`D<n>`, or `D<n>+k` on a day's k-th later date; `S` or `S+1` on C₀'s date) and one after
 * C+20 the label of the night that begins at C+20; a date without a close (a late `startAt`'s, a
 * weekend day's Saturday, HK151) takes its day label all day. So an instant on a phase edge takes the
 * label of the phase that ends there (C+70 → `N<n>`, C+20 → `D<n>`).
 */
export function spell(cal: HkCalendar, ms: number): string {
  const t = msToLocal(ms, cal.offsetMin);
  const hhmm = `${pad(t.hh)}:${pad(t.mm)}`;
  const d = localMidnight(ms, cal.offsetMin);
  const d0 = date0(cal);
  if (d < d0) return `S ${hhmm}`;
  if (d === d0) {
    const dayLabel = startsLate(cal) ? "S+1" : "S";
    return ms <= deadlineOf(cal, 0, "nightfall") ? `${dayLabel} ${hhmm}` : `N1 ${hhmm}`;
  }
  for (let n = 1; ; n++) {
    const closeDate = localMidnight(closeOf(cal, n), cal.offsetMin);
    if (d > closeDate) continue;
    const k = Math.round((d - dayDate(cal, n)) / DAY_MS);
    const dayLabel = k === 0 ? `D${n}` : `D${n}+${k}`;
    if (d < closeDate || ms <= deadlineOf(cal, n, "nightfall")) return `${dayLabel} ${hhmm}`;
    return `N${n + 1} ${hhmm}`;
  }
}

/**
 * The instant a step names (scenario-format.md: any label of its date): `S HH:mm` on the date of
 * `startAt`, `S+1 HH:mm` the next date (only for a start at or after 21:00, HK8), `N<n> HH:mm` on the
 * date of the close that begins night n, `D<n> HH:mm` on the date day n opens, `D<n>+k HH:mm` on its
 * k-th later date (a weekend or delayed day, HK14, HK15, HK151; refused when day n has no such date).
 */
export function stepTimeMs(cal: HkCalendar, text: string): { ms: number } | { error: string } {
  const m = /^(S\+1|S|[DN][1-9][0-9]*)(\+[1-9])? (\d{2}:\d{2})$/.exec(text.trim());
  if (!m) return { error: `not a forum-hk label and a time: ${JSON.stringify(text)}` };
  const min = parseClock(m[3]);
  if (min === null) return { error: `not a time: ${JSON.stringify(m[3])}` };
  const label = m[1];
  const k = m[2] === undefined ? 0 : Number(m[2].slice(1));
  if (k > 0 && !label.startsWith("D"))
    return { error: `${label}${m[2]}: only a day's later dates are written D<n>+k (HK151)` };
  let date: number;
  if (label === "S") date = localMidnight(cal.startMs, cal.offsetMin);
  else if (label === "S+1") {
    if (!startsLate(cal)) return { error: "S+1 names the second date of a start at or after 21:00 only (HK8)" };
    date = date0(cal);
  } else if (label.startsWith("D")) {
    const n = Number(label.slice(1));
    if (k >= datesOf(cal, n))
      return {
        error: `${label}${m[2]}: day ${n} has ${datesOf(cal, n)} date(s) — only a weekend or delayed day has D<n>+k (HK14, HK15, HK151)`,
      };
    date = dayDate(cal, n) + k * DAY_MS;
  } else date = nightDate(cal, Number(label.slice(1)));
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
  hk?: {
    startMs: number;
    close0Ms: number;
    closes: Record<string, number>;
    sunDays?: number[];
    replayShifts?: Record<string, number>;
  };
  setup: { utcOffsetMin?: number };
}): HkCalendar | null {
  const h = s.hk;
  if (!h) return null;
  return {
    startMs: h.startMs,
    close0Ms: h.close0Ms,
    offsetMin: s.setup.utcOffsetMin ?? DEFAULT_OFFSET_MIN,
    closes: h.closes,
    ...(h.sunDays ? { oneDate: h.sunDays } : {}),
    ...(h.replayShifts ? { shifts: h.replayShifts } : {}),
  };
}

/**
 * HK38: a status instance's scheduled end as an instant, from its `untilLabel` (`N<n>` / `D<n>`) and
 * `untilStage` (`opening`: day n's 09:00; `night_end`: night n's C+70; `dusk_end`: day n's C+20; `close`:
 * day n's close C, where its 黄昏 begins — 折镜's 反射, HK123), or null when it has none (permanent, or
 * ending at an event). HK35 spends the soonest-ending first.
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
    case "close":
      return deadlineOf(cal, n, "close");
    default:
      return null;
  }
}
