import { describe, expect, it } from "vitest";
import { formatLocal } from "../../../src/engine/calendar.ts";
import {
  closeOf,
  deadlineOf,
  firstClose,
  type HkCalendar,
  hkCalendarOf,
  isSaturday,
  noonEndOf,
  openingOf,
  scheduleAfter,
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

describe("forum-hk clock", () => {
  const mon = cal("2024-06-10T08:00");

  it("HK8: C₀ is the first 21:00 strictly after the start", () => {
    expect(local(mon, mon.close0Ms)).toBe("2024-06-10 21:00");
    const late = cal("2024-06-10T21:00");
    expect(local(late, late.close0Ms)).toBe("2024-06-11 21:00");
    const justBefore = cal("2024-06-10T20:59");
    expect(local(justBefore, justBefore.close0Ms)).toBe("2024-06-10 21:00");
    expect(firstClose(mon.startMs, 480)).toBe(mon.close0Ms);
  });

  it("HK9: the schedule from a close C (dusk window, nightfall, blocks A/B/C, resolution, dawn window)", () => {
    const s = scheduleAfter(mon, 0);
    expect(Object.fromEntries(Object.entries(s).map(([k, v]) => [k, local(mon, v).slice(11)]))).toEqual({
      close: "21:00",
      duskWindow: "21:10",
      nightfall: "21:20",
      blockA: "21:35",
      blockB: "21:50",
      blockC: "22:00",
      resolution: "22:10",
      dawnWindow: "22:20",
    });
    expect(local(mon, closeOf(mon, 1))).toBe("2024-06-11 21:00");
    expect(local(mon, deadlineOf(mon, 2, "resolution"))).toBe("2024-06-12 22:10");
  });

  it("HK7, HK8: day n opens at 09:00 of the date after night n's close; 正午 ends one hour before the close", () => {
    expect(local(mon, openingOf(mon, 1))).toBe("2024-06-11 09:00");
    expect(local(mon, openingOf(mon, 3))).toBe("2024-06-13 09:00");
    expect(local(mon, noonEndOf(mon, 1))).toBe("2024-06-11 20:00");
  });

  it("step labels name dates: S and N1 on the start's date, D1 and N2 the next (scenario-format forum-hk)", () => {
    expect(local(mon, at(mon, "S 09:00"))).toBe("2024-06-10 09:00");
    expect(local(mon, at(mon, "N1 21:22"))).toBe("2024-06-10 21:22");
    expect(local(mon, at(mon, "N1 22:15"))).toBe("2024-06-10 22:15");
    expect(local(mon, at(mon, "D1 07:00"))).toBe("2024-06-11 07:00");
    expect(local(mon, at(mon, "N2 21:40"))).toBe("2024-06-11 21:40");
    expect(local(mon, at(mon, "D2 09:00"))).toBe("2024-06-12 09:00");
  });

  it("HK8: S+1 names C₀'s date only after a start at or after 21:00", () => {
    const late = cal("2024-06-10T22:00");
    expect(local(late, at(late, "S 23:00"))).toBe("2024-06-10 23:00");
    expect(local(late, at(late, "S+1 10:00"))).toBe("2024-06-11 10:00");
    expect(local(late, at(late, "N1 21:30"))).toBe("2024-06-11 21:30");
    expect(local(late, at(late, "D1 09:00"))).toBe("2024-06-12 09:00");
    expect(stepTimeMs(mon, "S+1 10:00")).toEqual({ error: expect.stringMatching(/S\+1/) });
  });

  it("HK151: D<n>+k is refused for a day of one date; bad labels and times are refused clearly", () => {
    expect(stepTimeMs(mon, "D1+1 10:00")).toEqual({ error: expect.stringMatching(/day 1 has 1 date/) });
    expect(stepTimeMs(mon, "N1+1 10:00")).toEqual({ error: expect.stringMatching(/D<n>\+k/) });
    expect(stepTimeMs(mon, "D1 25:00")).toEqual({ error: expect.stringMatching(/not a time/) });
    expect(stepTimeMs(mon, "X1 10:00")).toEqual({ error: expect.stringMatching(/not a forum-hk label/) });
  });

  it("the outcome spelling: an edge takes the label of the phase that ends there", () => {
    const sp = (t: string) => spell(mon, at(mon, t));
    expect(sp("S 09:00")).toBe("S 09:00");
    // C₀+20 ends the first 黄昏 (S); just after it is night 1.
    expect(sp("S 21:20")).toBe("S 21:20");
    expect(sp("S 21:21")).toBe("N1 21:21");
    // C+70 closes the night; a 晨曦 instant before midnight is still N1's date label.
    expect(sp("N1 22:10")).toBe("N1 22:10");
    expect(sp("D1 22:15".replace("D1", "N1"))).toBe("N1 22:15");
    expect(sp("D1 07:00")).toBe("D1 07:00");
    expect(sp("N1 22:15")).toBe("N1 22:15");
    expect(sp("D1 09:00")).toBe("D1 09:00");
    expect(sp("D1 21:00")).toBe("D1 21:00");
    expect(sp("D1 21:20")).toBe("D1 21:20");
    expect(sp("D1 21:21")).toBe("N2 21:21");
    // Any label of a date names the same instant.
    expect(at(mon, "N2 07:00")).toBe(at(mon, "D1 07:00"));
  });

  it("HK8: a late start's first date has no close and takes S all day; C₀'s date is S+1", () => {
    const late = cal("2024-06-10T22:00");
    expect(spell(late, at(late, "S 23:00"))).toBe("S 23:00");
    expect(spell(late, at(late, "S+1 10:00"))).toBe("S+1 10:00");
    expect(spell(late, at(late, "S+1 21:20"))).toBe("S+1 21:20");
    expect(spell(late, at(late, "S+1 21:30"))).toBe("N1 21:30");
    expect(spell(late, at(late, "D1 09:00"))).toBe("D1 09:00");
  });

  it("HK15: speed_up moves the close and every deadline after it; it must be later than now and earlier than the close", () => {
    const now = at(mon, "D1 12:00");
    const r = speedUp(mon, 1, 18 * 60, now);
    if (!("cal" in r)) throw new Error("refused");
    const c = r.cal;
    expect(local(c, closeOf(c, 1))).toBe("2024-06-11 18:00");
    expect(local(c, deadlineOf(c, 1, "nightfall"))).toBe("2024-06-11 18:20");
    expect(local(c, deadlineOf(c, 1, "resolution"))).toBe("2024-06-11 19:10");
    expect(local(c, noonEndOf(c, 1))).toBe("2024-06-11 17:00");
    // The next day is not moved; the spelling follows the moved close.
    expect(local(c, closeOf(c, 2))).toBe("2024-06-12 21:00");
    expect(spell(c, deadlineOf(c, 1, "nightfall"))).toBe("D1 18:20");
    expect(spell(c, deadlineOf(c, 1, "resolution"))).toBe("N2 19:10");
    expect(speedUp(mon, 1, 11 * 60, now)).toEqual({ reason: "before_now" });
    expect(speedUp(mon, 1, 21 * 60, now)).toEqual({ reason: "not_earlier" });
    expect(mon.closes).toEqual({});
  });

  it("HK14 (step 3 seam): Saturdays are recognised", () => {
    const fri = cal("2024-06-14T08:00");
    expect(isSaturday(openingOf(fri, 1), 480)).toBe(true);
    expect(isSaturday(openingOf(mon, 1), 480)).toBe(false);
  });
});
