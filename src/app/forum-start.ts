/** forum-25's start fields of a new game (F1), apart from GameService: pure but for the zone data. */
import { DEFAULT_OFFSET_MIN, formatLocal } from "../engine/calendar.ts";

/**
 * forum-25's setup fields (F1) for a game created at rule time `nowMs` in zone `tz`: `startAt`
 * is that local minute, `utcOffsetMin` the zone's offset then (the engine never reads a zone).
 */
export function forumStart(
  nowMs: number,
  tz: string,
  startAt?: string,
): { startAt: string; tz: string; utcOffsetMin: number } {
  let offset = DEFAULT_OFFSET_MIN;
  try {
    const parts = new Intl.DateTimeFormat("en-US", { timeZone: tz, timeZoneName: "longOffset" })
      .formatToParts(new Date(nowMs))
      .find((p) => p.type === "timeZoneName")?.value;
    const m = parts ? /GMT([+-])(\d{2}):?(\d{2})?/.exec(parts) : null;
    offset = m ? (m[1] === "-" ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0)) : parts === "GMT" ? 0 : offset;
  } catch {
    // An unknown zone or a time outside Date's range: the default offset.
  }
  return { startAt: startAt ?? formatLocal(nowMs, offset).replace(" ", "T"), tz, utcOffsetMin: offset };
}
