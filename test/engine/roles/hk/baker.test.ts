import { describe, expect, it } from "vitest";
import { hkRun } from "./helpers.ts";

/** Wolf witch 1 and wolf scholar 2 (the pack), seer 3, baker 4, crow 5, witch 6, psychic 7, penguin 8. */
const DEAL = {
  "1": "wolf_witch",
  "2": "wolf_scholar",
  "3": "seer",
  "4": "baker",
  "5": "crow",
  "6": "witch",
  "7": "psychic",
  "8": "penguin",
};

/** Six more seats for a 14-seat table. */
const FOURTEEN = {
  ...DEAL,
  "9": "hunter",
  "10": "attendant",
  "11": "white_cat",
  "12": "dreamweaver",
  "13": "knight",
  "14": "soldier",
};

const kill = (target: number, at = "N2 21:25") => [
  { at, seat: 1, act: "kill", target },
  { at, seat: 2, act: "kill", target },
];

describe("forum-hk baker (面包师)", () => {
  it("HK110, HK12: X = ⌊8/4 + ½⌋ = 2 from the named seat; the pack's holders are told the run at C+35", () => {
    const { outcome } = hkRun([{ at: "N1 21:30", seat: 4, act: "bread", target: 7 }, { at: "N1 21:36" }], DEAL);
    expect(outcome.told.filter((t) => t.kind === "bread")).toEqual([
      { seat: 1, at: "N1", kind: "bread", value: [7, 8] },
      { seat: 2, at: "N1", kind: "bread", value: [7, 8] },
    ]);
  });

  it("HK110: a wolf's block-B <指定> act sent after the bread may name only the run; a villager's is free", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:30", seat: 4, act: "bread", target: 7 },
        { at: "N1 21:40", seat: 1, act: "dark_check", target: 3 },
        { at: "N1 21:40", seat: 1, act: "dark_check", target: 8 },
        { at: "N1 21:41", seat: 3, act: "check", target: 1 },
        { at: "N1 21:55" },
      ],
      DEAL,
    );
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([[1, "hk.bread_only"]]);
    expect(
      outcome.told
        .filter((t) => t.kind === "identity" || t.kind === "check")
        .map((t) => [t.seat, (t as { about?: number }).about]),
    ).toEqual([
      [3, 1],
      [1, 8],
    ]);
  });

  it("HK110, HK13: acts sent before the bread do nothing at their step when they name a seat outside the run (the pack's kill)", () => {
    const bread = { at: "N2 21:30", seat: 4, act: "bread", target: 7 };
    const outside = hkRun(
      [...kill(3), { at: "N2 21:26", seat: 1, act: "dark_check", target: 3 }, bread, { at: "D2 09:00" }],
      DEAL,
    );
    expect(outside.outcome.deaths).toEqual([]);
    expect(outside.outcome.told.filter((t) => t.kind === "identity")).toEqual([]);
    const inside = hkRun([...kill(8), bread, { at: "D2 09:00" }], DEAL);
    expect(inside.outcome.deaths.map((d) => d.seat)).toEqual([8]);
    const none = hkRun([...kill(3), { at: "D2 09:00" }], DEAL);
    expect(none.outcome.deaths.map((d) => d.seat)).toEqual([3]);
  });

  it("HK110: 14 living → X = 4, wrapping the elevator; the run skips the out; <限定> once a game", () => {
    const wide = hkRun([{ at: "N1 21:30", seat: 4, act: "bread", target: 12 }, { at: "N1 21:36" }], FOURTEEN);
    expect(wide.outcome.told.find((t) => t.kind === "bread")?.value).toEqual([12, 13, 14, 1]);
    const skip = hkRun(
      [...kill(3, "N2 21:40"), { at: "N3 21:30", seat: 4, act: "bread", target: 2 }, { at: "N3 21:36" }],
      DEAL,
    );
    expect(skip.outcome.told.find((t) => t.kind === "bread")?.value).toEqual([2, 4]);
    const twice = hkRun(
      [
        { at: "N1 21:30", seat: 4, act: "bread", target: 2 },
        { at: "N2 21:30", seat: 4, act: "bread", target: 2 },
      ],
      DEAL,
    );
    expect(twice.outcome.rejected.map((r) => [r.step, r.code])).toEqual([[1, "hk.used"]]);
  });
});
