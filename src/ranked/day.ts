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

/**
 * `YYYY-MM-DD HH:mm` of an epoch-ms instant in Shanghai time (UTC+8), as shown in the chat. Pure
 * arithmetic (the proleptic Gregorian calendar from a day number, after H. Hinnant's
 * `civil_from_days`), so the ranked code needs no `Date`.
 */
export function shanghaiTime(epochMs: number): string {
  const day = shanghaiDay(epochMs);
  const minutes = Math.floor((epochMs + SHANGHAI_OFFSET_MS - day * DAY_MS) / 60_000);
  const z = day + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${y}-${two(m)}-${two(d)} ${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;
}
