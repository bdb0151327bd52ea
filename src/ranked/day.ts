/**
 * The ranked day (000 §四1 "每人每天"): a calendar day in Asia/Shanghai time. China has used
 * UTC+8 all year since 1991 (no DST), so this is a fixed offset, not `Intl`: pure, fast and
 * the same on every machine whatever its time-zone data.
 */

/** Asia/Shanghai offset from UTC, in ms (UTC+8, no DST). */
export const SHANGHAI_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** Day number (days since 1970-01-01 in Shanghai time) of an epoch-ms instant. */
export function shanghaiDay(epochMs: number): number {
  return Math.floor((epochMs + SHANGHAI_OFFSET_MS) / DAY_MS);
}

/** `YYYY-MM-DD HH:mm` of an epoch-ms instant in Shanghai time (UTC+8), as shown in the chat. */
export function shanghaiTime(epochMs: number): string {
  return new Date(epochMs + SHANGHAI_OFFSET_MS).toISOString().slice(0, 16).replace("T", " ");
}
