import { describe, expect, it } from "vitest";
import { formatLocal } from "../../../src/engine/calendar.ts";
import {
  closeOf,
  datesOf,
  dayDate,
  deadlineOf,
  delayClose,
  type HkCalendar,
  hkCalendarOf,
  isSpedUp,
  isWeekendDay,
  nightDate,
  noonEndOf,
  noonSkillsOpen,
  openingOf,
  speedUp,
  spell,
  stepTimeMs,
} from "../../../src/engine/calendar-hk.ts";

const cal = (startAt: string): HkCalendar => {
  const c = hkCalendarOf({ startAt, utcOffsetMin: 480 });
  if (!c) throw new Error(startAt);
  return c;
};
const local = (c: HkCalendar, ms: number) => formatLocal(ms, c.offsetMin);
const at = (c: HkCalendar, text: string): number => {
  const r = stepTimeMs(c, text);
  if ("error" in r) throw new Error(r.error);
  return r.ms;
};

describe("forum-hk clock: weekend days (HK14, HK151)", () => {
  // 2024-06-14 is a Friday: D1 opens on Saturday 06-15 and closes on Sunday 06-16.
  const fri = cal("2024-06-14T08:00");

  it("HK14: a day that opens on a Saturday closes on Sunday at 21:00; the next day opens Monday", () => {
    expect(isWeekendDay(fri, 1)).toBe(true);
    expect(datesOf(fri, 1)).toBe(2);
    expect(local(fri, openingOf(fri, 1))).toBe("2024-06-15 09:00");
    expect(local(fri, closeOf(fri, 1))).toBe("2024-06-16 21:00");
    expect(local(fri, noonEndOf(fri, 1))).toBe("2024-06-16 20:00");
    expect(local(fri, deadlineOf(fri, 1, "nightfall"))).toBe("2024-06-16 21:20");
    expect(local(fri, nightDate(fri, 2))).toBe("2024-06-16 00:00");
    expect(local(fri, openingOf(fri, 2))).toBe("2024-06-17 09:00");
    expect(isWeekendDay(fri, 2)).toBe(false);
    // Monday 06-17 is D2 … Friday 06-21 D6; the next Saturday, 06-22, is D7.
    expect(isWeekendDay(fri, 7)).toBe(true);
    expect(local(fri, openingOf(fri, 8))).toBe("2024-06-24 09:00");
  });

  it("HK151: labels — the Saturday is D1 all day, the Sunday D1+1 up to C+20, then N2", () => {
    expect(local(fri, at(fri, "D1+1 10:00"))).toBe("2024-06-16 10:00");
    expect(at(fri, "N2 21:40")).toBe(at(fri, "D1+1 21:40"));
    expect(spell(fri, at(fri, "D1 21:00"))).toBe("D1 21:00");
    expect(spell(fri, at(fri, "D1 23:00"))).toBe("D1 23:00");
    expect(spell(fri, at(fri, "D1+1 09:00"))).toBe("D1+1 09:00");
    expect(spell(fri, at(fri, "D1+1 21:20"))).toBe("D1+1 21:20");
    expect(spell(fri, at(fri, "D1+1 21:40"))).toBe("N2 21:40");
    expect(spell(fri, at(fri, "D2 09:00"))).toBe("D2 09:00");
    expect(stepTimeMs(fri, "D1+2 10:00")).toEqual({ error: expect.stringMatching(/day 1 has 2 date/) });
  });

  it("HK151: 正午 skills Saturday 09:00–21:00 and Sunday 09:00–20:00, none Saturday night", () => {
    expect(noonSkillsOpen(fri, 1, at(fri, "D1 09:00"))).toBe(true);
    expect(noonSkillsOpen(fri, 1, at(fri, "D1 20:59"))).toBe(true);
    expect(noonSkillsOpen(fri, 1, at(fri, "D1 21:00"))).toBe(false);
    expect(noonSkillsOpen(fri, 1, at(fri, "D1+1 08:59"))).toBe(false);
    expect(noonSkillsOpen(fri, 1, at(fri, "D1+1 09:00"))).toBe(true);
    expect(noonSkillsOpen(fri, 1, at(fri, "D1+1 19:59"))).toBe(true);
    expect(noonSkillsOpen(fri, 1, at(fri, "D1+1 20:00"))).toBe(false);
  });

  it("HK108, HK151: 太阳's day keeps one date even when it opens on a Saturday", () => {
    const sun = { ...fri, oneDate: [1] };
    expect(isWeekendDay(sun, 1)).toBe(false);
    expect(local(sun, closeOf(sun, 1))).toBe("2024-06-15 21:00");
    expect(local(sun, openingOf(sun, 2))).toBe("2024-06-16 09:00");
  });

  it("HK151: a speed_up on a weekend day is a time on the date of the step", () => {
    const sat = speedUp(fri, 1, 18 * 60, at(fri, "D1 12:00"));
    if (!("cal" in sat)) throw new Error("refused");
    expect(local(sat.cal, closeOf(sat.cal, 1))).toBe("2024-06-15 18:00");
    expect(isSpedUp(sat.cal, 1)).toBe(true);
    // The day then has one date and the next opens on Sunday.
    expect(local(sat.cal, openingOf(sat.cal, 2))).toBe("2024-06-16 09:00");
    const sun = speedUp(fri, 1, 18 * 60, at(fri, "D1+1 12:00"));
    if (!("cal" in sun)) throw new Error("refused");
    expect(local(sun.cal, closeOf(sun.cal, 1))).toBe("2024-06-16 18:00");
  });
});

describe("forum-hk clock: the directors' delay (HK15, HK151)", () => {
  const mon = cal("2024-06-10T08:00");

  it("HK15: delay moves the close to 21:00 of the next date; every later deadline and day follows", () => {
    const c = delayClose(mon, 1);
    expect(local(c, closeOf(c, 1))).toBe("2024-06-12 21:00");
    expect(isSpedUp(c, 1)).toBe(false);
    expect(datesOf(c, 1)).toBe(2);
    expect(local(c, deadlineOf(c, 1, "resolution"))).toBe("2024-06-12 22:10");
    expect(local(c, openingOf(c, 2))).toBe("2024-06-13 09:00");
    expect(spell(c, at(c, "D1+1 10:00"))).toBe("D1+1 10:00");
    expect(spell(c, deadlineOf(c, 1, "resolution"))).toBe("N2 22:10");
    // A second delay adds a third date.
    const c2 = delayClose(c, 1);
    expect(local(c2, closeOf(c2, 1))).toBe("2024-06-13 21:00");
    expect(spell(c2, at(c2, "D1+2 10:00"))).toBe("D1+2 10:00");
    expect(local(c2, dayDate(c2, 2))).toBe("2024-06-14 00:00");
  });

  it("HK15 (reading): a delay after a speed-up lifts it — the close is 21:00 of the next date", () => {
    const r = speedUp(mon, 1, 18 * 60, at(mon, "D1 12:00"));
    if (!("cal" in r)) throw new Error("refused");
    const c = delayClose(r.cal, 1);
    expect(local(c, closeOf(c, 1))).toBe("2024-06-12 21:00");
    expect(isSpedUp(c, 1)).toBe(false);
  });

  it("HK15, HK151: a delayed weekend day closes on Monday", () => {
    const fri = cal("2024-06-14T08:00");
    const c = delayClose(fri, 1);
    expect(local(c, closeOf(c, 1))).toBe("2024-06-17 21:00");
    expect(spell(c, at(c, "D1+2 21:00"))).toBe("D1+2 21:00");
  });
});
