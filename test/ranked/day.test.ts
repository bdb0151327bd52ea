/** 000 §四1 "每人每天": the ranked day is the Asia/Shanghai calendar day (fixed UTC+8). */
import { describe, expect, it } from "vitest";
import { SHANGHAI_OFFSET_MS, shanghaiDay, shanghaiTime } from "../../src/ranked/day.ts";

const fmt = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Shanghai",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

describe("000 §四1 the Shanghai day", () => {
  it("000 §四1 the fixed UTC+8 offset agrees with the Asia/Shanghai time zone, hour by hour over 2026", () => {
    const start = Date.UTC(2026, 0, 1);
    for (let t = start; t < start + 366 * 86_400_000; t += 3_600_000 + 7_919) {
      const intl = fmt.format(t);
      const fixed = new Date(shanghaiDay(t) * 86_400_000).toISOString().slice(0, 10);
      if (intl !== fixed) expect(fixed).toBe(intl);
    }
    expect(SHANGHAI_OFFSET_MS).toBe(8 * 3_600_000);
  });

  it("000 §四1 the day turns at 16:00 UTC (00:00 in Shanghai), not at UTC midnight", () => {
    const d = Date.UTC(2026, 10, 2, 16);
    expect(shanghaiDay(d - 1)).toBe(shanghaiDay(d) - 1);
    expect(shanghaiDay(Date.UTC(2026, 10, 2, 23, 59))).toBe(shanghaiDay(Date.UTC(2026, 10, 3, 0, 1)));
  });
});

describe("shanghaiTime", () => {
  it("000 §九 shows ban ends in Shanghai time (UTC+8), matching the calendar across days, months, leap years", () => {
    const iso = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 16).replace("T", " ");
    for (const s of [
      "2026-12-31T15:59:00Z",
      "2026-12-31T16:00:00Z",
      "2028-02-28T16:30:00Z",
      "2000-02-29T23:59:59Z",
      "1970-01-01T00:00:00Z",
    ])
      expect(shanghaiTime(Date.parse(s))).toBe(iso(Date.parse(s)));
    expect(shanghaiTime(Date.parse("2026-12-08T12:00:00Z"))).toBe("2026-12-08 20:00");
    for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2030, 0, 1); ms += 7 * 3_600_000 + 13 * 60_000)
      expect(shanghaiTime(ms)).toBe(iso(ms));
  });
});
