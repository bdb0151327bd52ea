/**
 * The forum-25 calendar (F1, 004 5L 总体流程 / 行动时限): every deadline is a local clock time,
 * computed here by pure arithmetic on epoch milliseconds and a fixed UTC offset. The engine never
 * uses `Date` or `Intl`: the edge (the scenario runner, the app) resolves the setup's `tz` to
 * `utcOffsetMin` once, when the game is created. Asia/Shanghai (the default) has no DST; in a zone
 * that has one, a DST change during a game is not followed (the offset stays the one at `startAt`).
 *
 * Labels: phase `S` runs from `startAt` until day 1 opens at the next 09:00 strictly after it;
 * day n opens at 09:00 on its date and closes at 21:00 (or the `speed_up` time); night n runs
 * from day n's close until day n+1 opens. A label names a calendar date (scenario-format.md,
 * Steps): `S` the date of `startAt`, `D<n>` and `N<n>` the date on which day n opens.
 */

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** F1: the day opens at 09:00 and closes at 21:00 local time. */
export const OPEN_MIN = 9 * 60;
export const CLOSE_MIN = 21 * 60;
/** F1 (5L 行动时限): night acts by close + 30 min; the witch by close + 60 min, when the night resolves. */
export const SETTLE_AFTER_CLOSE_MS = 30 * MINUTE_MS;
export const RESOLVE_AFTER_CLOSE_MS = 60 * MINUTE_MS;
/** F1 (7L 11): the vote reminder 2 h before the close. */
export const REMIND_BEFORE_CLOSE_MS = 2 * HOUR_MS;
/** F3: no change of ballot in the last hour; (7L 9) no proxy ballot in the last 30 min, no proxy change in the last hour. */
export const NO_CHANGE_BEFORE_CLOSE_MS = HOUR_MS;
export const NO_PROXY_BEFORE_CLOSE_MS = 30 * MINUTE_MS;
/** F16, F19: a day exit's shot and badge within 30 min of the close. */
export const DAY_EXIT_WINDOW_MS = 30 * MINUTE_MS;

/** The default zone of a forum-25 game and its offset (UTC+8, no DST). */
export const DEFAULT_TZ = "Asia/Shanghai";
export const DEFAULT_OFFSET_MIN = 480;

/** A local date and time. */
export interface LocalTime {
  y: number;
  m: number;
  d: number;
  hh: number;
  mm: number;
}

/** Days from 1970-01-01 to a proleptic Gregorian civil date (pure integer arithmetic). */
export function daysFromCivil(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const mp = (m + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** The civil date of a day count from 1970-01-01 (inverse of `daysFromCivil`). */
export function civilFromDays(z0: number): { y: number; m: number; d: number } {
  const z = z0 + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  return { y: yoe + era * 400 + (m <= 2 ? 1 : 0), m, d };
}

/** Parses `YYYY-MM-DDTHH:mm` (a real date, 00:00–23:59), or null. */
export function parseLocal(text: unknown): LocalTime | null {
  if (typeof text !== "string") return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(text);
  if (!m) return null;
  const [y, mo, d, hh, mm] = m.slice(1).map(Number);
  if (mo < 1 || mo > 12 || d < 1 || hh > 23 || mm > 59) return null;
  const back = civilFromDays(daysFromCivil(y, mo, d));
  if (back.m !== mo || back.d !== d) return null;
  return { y, m: mo, d, hh, mm };
}

/** Parses `HH:mm`, minutes after midnight, or null. */
export function parseClock(text: unknown): number | null {
  if (typeof text !== "string") return null;
  const m = /^(\d{2}):(\d{2})$/.exec(text);
  if (!m) return null;
  const hh = Number(m[1]);
  const mm = Number(m[2]);
  return hh > 23 || mm > 59 ? null : hh * 60 + mm;
}

/** Epoch ms of a local time at a fixed offset. */
export function localToMs(t: LocalTime, offsetMin: number): number {
  return daysFromCivil(t.y, t.m, t.d) * DAY_MS + (t.hh * 60 + t.mm) * MINUTE_MS - offsetMin * MINUTE_MS;
}

/** The local time of epoch ms at a fixed offset (seconds dropped). */
export function msToLocal(ms: number, offsetMin: number): LocalTime {
  const local = ms + offsetMin * MINUTE_MS;
  const days = Math.floor(local / DAY_MS);
  const minOfDay = Math.floor((local - days * DAY_MS) / MINUTE_MS);
  return { ...civilFromDays(days), hh: Math.floor(minOfDay / 60), mm: minOfDay % 60 };
}

/** Epoch ms of local midnight starting the local date of `ms`. */
export function localMidnight(ms: number, offsetMin: number): number {
  const local = ms + offsetMin * MINUTE_MS;
  return Math.floor(local / DAY_MS) * DAY_MS - offsetMin * MINUTE_MS;
}

/** Formats a local time `YYYY-MM-DD HH:mm` (for messages and tests). */
export function formatLocal(ms: number, offsetMin: number): string {
  const t = msToLocal(ms, offsetMin);
  const p = (n: number, w = 2) => String(n).padStart(w, "0");
  return `${p(t.y, 4)}-${p(t.m)}-${p(t.d)} ${p(t.hh)}:${p(t.mm)}`;
}

/** F1: day 1 opens at the next 09:00 strictly after `startMs` (a game created at 09:00 opens the next day). */
export function day1Open(startMs: number, offsetMin: number): number {
  const nine = localMidnight(startMs, offsetMin) + OPEN_MIN * MINUTE_MS;
  return nine > startMs ? nine : nine + DAY_MS;
}

/** A game's fixed calendar: its start, day 1's opening and its UTC offset. */
export interface Calendar {
  startMs: number;
  day1OpenMs: number;
  offsetMin: number;
}

/** The calendar of a setup's `startAt` and `utcOffsetMin` (null if `startAt` is malformed). */
export function calendarOf(setup: { startAt?: string; utcOffsetMin?: number }): Calendar | null {
  const t = parseLocal(setup.startAt);
  if (!t) return null;
  const offsetMin = setup.utcOffsetMin ?? DEFAULT_OFFSET_MIN;
  const startMs = localToMs(t, offsetMin);
  return { startMs, day1OpenMs: day1Open(startMs, offsetMin), offsetMin };
}

/** Day n opens (09:00 of its date). */
export function dayOpenMs(cal: Calendar, n: number): number {
  return cal.day1OpenMs + (n - 1) * DAY_MS;
}

/** Day n's regular close (21:00 of its date). */
export function dayCloseMs(cal: Calendar, n: number): number {
  return dayOpenMs(cal, n) + (CLOSE_MIN - OPEN_MIN) * MINUTE_MS;
}

/** Epoch ms of `minOfDay` (minutes after local midnight) on the date of day n. */
export function onDayDate(cal: Calendar, n: number, minOfDay: number): number {
  return dayOpenMs(cal, n) + (minOfDay - OPEN_MIN) * MINUTE_MS;
}

/**
 * Epoch ms of a scenario label time (scenario-format.md, Steps): `S HH:mm` on the date of
 * `startAt`, `D<n> HH:mm` / `N<n> HH:mm` on the date day n opens. Null if malformed.
 */
export function labelTimeMs(cal: Calendar, text: string): number | null {
  const m = /^(S|[DN]([1-9][0-9]*)) (\d{2}:\d{2})$/.exec(text.trim());
  if (!m) return null;
  const min = parseClock(m[3]);
  if (min === null) return null;
  if (m[1] === "S") return localMidnight(cal.startMs, cal.offsetMin) + min * MINUTE_MS;
  return onDayDate(cal, Number(m[2]), min);
}
