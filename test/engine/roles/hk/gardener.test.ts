import { describe, expect, it } from "vitest";
import { gardener } from "../../../../src/engine/roles/hk/gardener.ts";
import { hkRun } from "./helpers.ts";

/** The gardener at 5; wolf witch 1, seer 2, medium 3, psychic 4, penguin 6, old believer 7, gargoyle 8. */
const DEAL = { "5": "gardener" };

const rose = (seat: number, source: number, at: string) => ({
  seat,
  id: "rose",
  at,
  source,
  until: null,
  count: null,
  vs: null,
  removedAt: null,
});

describe("forum-hk gardener (花匠)", () => {
  it("HK113, HK44: by day the rose settles at once — [玫瑰] and the source told to the target; once a game", () => {
    const { outcome } = hkRun(
      [
        { at: "D1 10:00", seat: 5, act: "rose", target: 2 },
        { at: "D1 10:01", seat: 5, act: "rose", target: 3 },
      ],
      DEAL,
    );
    expect(outcome.told).toEqual([{ seat: 2, at: "D1", kind: "rose", value: 5 }]);
    expect(outcome.statuses).toEqual([rose(2, 5, "D1")]);
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([[1, "hk.used"]]);
  });

  it("HK113, HK21: any time — in 开局 and in a 黄昏 too, himself allowed", () => {
    const s = hkRun([{ at: "S 10:00", seat: 5, act: "rose", target: 5 }], DEAL).outcome;
    expect(s.told).toEqual([{ seat: 5, at: "S", kind: "rose", value: 5 }]);
    const dusk = hkRun([{ at: "D1 21:05", seat: 5, act: "rose", target: 1 }], DEAL).outcome;
    expect(dusk.told).toEqual([{ seat: 1, at: "D1", kind: "rose", value: 5 }]);
    expect(dusk.rejected).toEqual([]);
  });

  it("HK113, HK11, HK12, HK13: at night it is block A's step (13): the last one sent counts, told at C+35", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:25", seat: 5, act: "rose", target: 2 },
        { at: "N1 21:30", seat: 5, act: "rose", target: 3 },
        { at: "N1 21:34" },
      ],
      DEAL,
    );
    expect(outcome.told).toEqual([]);
    const after = hkRun(
      [
        { at: "N1 21:25", seat: 5, act: "rose", target: 2 },
        { at: "N1 21:30", seat: 5, act: "rose", target: 3 },
        { at: "N1 21:36" },
      ],
      DEAL,
    ).outcome;
    expect(after.told).toEqual([{ seat: 3, at: "N1", kind: "rose", value: 5 }]);
    expect(after.statuses).toEqual([rose(3, 5, "N1")]);
  });

  it("HK113 reading: at night after C+35 a rose is refused (hk.window) and the use is kept for 晨曦", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:40", seat: 5, act: "rose", target: 2 },
        { at: "N1 22:12", seat: 5, act: "rose", target: 2 },
      ],
      DEAL,
    );
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([[0, "hk.window"]]);
    expect(outcome.told).toEqual([{ seat: 2, at: "D1", kind: "rose", value: 5 }]);
  });

  it("HK113, HK13: a frozen gardener's rose sent before is accepted and does nothing at (13); the use is kept", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:21", seat: 5, act: "rose", target: 2 },
        { at: "N1 21:22", seat: 6, act: "freeze", target: 5 },
        { at: "D1 10:00", seat: 5, act: "rose", target: 3 },
      ],
      DEAL,
    );
    expect(outcome.rejected).toEqual([]);
    expect(outcome.told?.filter((t) => t.kind === "rose")).toEqual([{ seat: 3, at: "D1", kind: "rose", value: 5 }]);
  });

  it("002 花匠: not the last character who used 玫瑰 on him (a gained 玫瑰, HK25); others allowed", () => {
    // He roses himself; then, as if his 玫瑰 were refreshed, he may not rose the seat that roses him last.
    const { replay } = hkRun([{ at: "D1 10:00", seat: 5, act: "rose", target: 5 }], DEAL);
    const state = structuredClone(replay.state);
    state.seats[4].mem.roseUsed = false;
    expect(gardener.validate?.(state, 5, "rose", 5)).toEqual({ code: "hk.rose_back", seat: 5, act: "rose", target: 5 });
    expect(gardener.validate?.(state, 5, "rose", 2)).toBeNull();
  });
});
