/** The forum-25 calendar (F1): pure arithmetic on epoch ms and a fixed offset, checked against Date at the edge. */
import { describe, expect, it } from "vitest";
import {
  calendarOf,
  civilFromDays,
  dayCloseMs,
  dayOpenMs,
  daysFromCivil,
  formatLocal,
  labelTimeMs,
  parseClock,
  parseLocal,
} from "../../../src/engine/calendar.ts";
import { utcOffsetMin } from "../../../src/scenario/zone.ts";

describe("calendar (F1)", () => {
  it("civil dates round-trip and agree with Date.UTC", () => {
    for (const [y, m, d] of [
      [1970, 1, 1],
      [2024, 2, 29],
      [2024, 3, 1],
      [2000, 12, 31],
      [2100, 3, 1],
    ]) {
      const days = daysFromCivil(y, m, d);
      expect(days * 86_400_000).toBe(Date.UTC(y, m - 1, d));
      expect(civilFromDays(days)).toEqual({ y, m, d });
    }
  });

  it("parses local times and clock times strictly", () => {
    expect(parseLocal("2024-06-10T20:00")).toEqual({ y: 2024, m: 6, d: 10, hh: 20, mm: 0 });
    expect(parseLocal("2024-02-30T10:00")).toBeNull();
    expect(parseLocal("2024-06-10 20:00")).toBeNull();
    expect(parseLocal("2024-06-10T24:00")).toBeNull();
    expect(parseClock("18:00")).toBe(18 * 60);
    expect(parseClock("8:00")).toBeNull();
  });

  it("day 1 opens at the next 09:00 strictly after startAt (a game created at 09:00 opens the next day)", () => {
    const open = (startAt: string) => {
      const cal = calendarOf({ startAt, utcOffsetMin: 480 });
      return cal ? formatLocal(cal.day1OpenMs, 480) : null;
    };
    expect(open("2024-06-10T20:00")).toBe("2024-06-11 09:00");
    expect(open("2024-09-02T07:30")).toBe("2024-09-02 09:00");
    expect(open("2024-09-02T09:00")).toBe("2024-09-03 09:00");
    expect(open("2024-12-31T23:59")).toBe("2025-01-01 09:00");
    expect(calendarOf({ startAt: "2024-06-10T20:00", utcOffsetMin: 480 })?.startMs).toBe(Date.UTC(2024, 5, 10, 12, 0));
  });

  it("days open at 09:00 and close at 21:00 local; labels name the date day n opens", () => {
    const cal = calendarOf({ startAt: "2024-06-10T20:00", utcOffsetMin: 480 });
    if (!cal) throw new Error("no calendar");
    expect(formatLocal(dayOpenMs(cal, 2), 480)).toBe("2024-06-12 09:00");
    expect(formatLocal(dayCloseMs(cal, 2), 480)).toBe("2024-06-12 21:00");
    const at = (l: string) => formatLocal(labelTimeMs(cal, l) ?? 0, 480);
    expect(at("S 20:30")).toBe("2024-06-10 20:30");
    expect(at("D1 10:00")).toBe("2024-06-11 10:00");
    expect(at("N1 23:30")).toBe("2024-06-11 23:30");
    expect(at("D2 08:00")).toBe("2024-06-12 08:00");
    expect(labelTimeMs(cal, "D0 10:00")).toBeNull();
    expect(labelTimeMs(cal, "D2 25:00")).toBeNull();
  });

  it("the edge resolves a zone's offset at startAt (no DST followed afterwards)", () => {
    expect(utcOffsetMin("2024-06-10T20:00")).toBe(480);
    expect(utcOffsetMin("2024-06-10T20:00", "UTC")).toBe(0);
    expect(utcOffsetMin("2024-01-10T20:00", "Europe/Berlin")).toBe(60);
    expect(utcOffsetMin("2024-07-10T20:00", "Europe/Berlin")).toBe(120);
    expect(utcOffsetMin("2024-07-10T20:00", "America/New_York")).toBe(-240);
    expect(utcOffsetMin("2024-07-10T20:00", "Mars/Olympus")).toBeNull();
  });
});
