/**
 * The edge of the forum-25 calendar (F1): resolves an IANA zone to its fixed UTC offset at a
 * local start time, with `Intl`, outside the pure engine. The engine then computes every
 * deadline from `startAt` and that offset; a DST change during a game is not followed
 * (Asia/Shanghai, the default, has none).
 */
import { DEFAULT_TZ, localToMs, parseLocal } from "../engine/calendar.ts";

/** Whether `tz` is a zone this runtime knows. */
export function isZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset east of UTC, in minutes, at epoch `ms`. */
function offsetAt(tz: string, ms: number): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: tz,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(new Date(ms));
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value);
  const local = localToMs({ y: get("year"), m: get("month"), d: get("day"), hh: get("hour"), mm: get("minute") }, 0);
  return Math.round((local - Math.floor(ms / 60_000) * 60_000) / 60_000);
}

/**
 * The UTC offset (minutes) of `tz` (default Asia/Shanghai) at the local time `startAt`, or null
 * when the zone or the time is not valid.
 */
export function utcOffsetMin(startAt: string, tz: string = DEFAULT_TZ): number | null {
  const t = parseLocal(startAt);
  if (!t || !isZone(tz)) return null;
  // The offset at the instant the local time names: guess with the offset at UTC, then refine once.
  const asUtc = localToMs(t, 0);
  const first = offsetAt(tz, asUtc);
  return offsetAt(tz, asUtc - first * 60_000);
}
