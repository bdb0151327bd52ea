import { describe, expect, it } from "vitest";
import { hkRun } from "./helpers.ts";

/** The attendant at 3; the wolf witch 1 is the only [群内] wolf; the crow 5, the penguin 6. */
const DEAL = { "3": "attendant" };

describe("forum-hk attendant (侍从)", () => {
  it("HK112: the chosen one holds `substituted` from him to C+70; the kill on him puts the attendant out instead, with its damage", () => {
    const { outcome } = hkRun(
      [
        { at: "N2 21:25", seat: 3, act: "substitute", target: 5 },
        { at: "N2 21:40", seat: 1, act: "kill", target: 5 },
        { at: "D2 09:30" },
      ],
      DEAL,
    );
    expect(outcome.deaths).toEqual([
      { seat: 3, at: "N2", stage: "night", cause: "replaced", damage: "pointed", lastWords: false },
    ]);
    expect(outcome.statuses).toEqual([
      { seat: 5, id: "substituted", at: "N2", source: 3, until: "N2 22:10", count: null, vs: null, removedAt: null },
    ]);
  });

  it("HK112, HK13: a seat chosen on an earlier night is refused (hk.chosen_before); a choice replaced the same night is not chosen", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:25", seat: 3, act: "substitute", target: 5 },
        { at: "N1 21:26", seat: 3, act: "substitute", target: 6 },
        { at: "N2 21:25", seat: 3, act: "substitute", target: 6 },
        { at: "N2 21:26", seat: 3, act: "substitute", target: 5 },
        { at: "D2 09:30" },
      ],
      DEAL,
    );
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([[2, "hk.chosen_before"]]);
    expect(outcome.statuses?.map((s) => [s.seat, s.at, s.removedAt])).toEqual([
      [6, "N1", null],
      [5, "N2", null],
    ]);
  });

  it("HK112, HK13: a frozen attendant's choice does nothing — the kill takes its target, and the seat stays free to choose", () => {
    const { outcome } = hkRun(
      [
        { at: "N2 21:20", seat: 6, act: "freeze", target: 3 },
        { at: "N2 21:21", seat: 3, act: "substitute", target: 5 },
        { at: "N2 21:40", seat: 1, act: "kill", target: 5 },
        { at: "N3 21:25", seat: 3, act: "substitute", target: 2 },
        { at: "N3 21:40" },
      ],
      DEAL,
    );
    expect(outcome.deaths.map((d) => [d.seat, d.cause])).toEqual([[5, "kill"]]);
    expect(outcome.rejected).toEqual([]);
    expect(outcome.statuses?.filter((s) => s.id === "substituted").map((s) => [s.seat, s.at])).toEqual([[2, "N3"]]);
  });

  it("HK112: the replacement needs a living attendant — when the kill is on him, his chosen one is untouched", () => {
    const { outcome } = hkRun(
      [
        { at: "N2 21:25", seat: 3, act: "substitute", target: 5 },
        { at: "N2 21:40", seat: 1, act: "kill", target: 3 },
        { at: "D2 09:30" },
      ],
      DEAL,
    );
    expect(outcome.deaths.map((d) => [d.seat, d.cause])).toEqual([[3, "kill"]]);
  });
});
