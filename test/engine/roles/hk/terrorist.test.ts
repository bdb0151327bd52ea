import { describe, expect, it } from "vitest";
import { hkRun } from "./helpers.ts";

/** Terrorist 1 beside the helpers' deal (wolf witch 1 → terrorist; seer 2, medium 3, …, gargoyle 8). */
const DEAL = { "1": "terrorist" };
const codes = (o: { rejected: { step: number; code: string }[] }) => o.rejected.map((r) => [r.step, r.code]);

describe("forum-hk terrorist (恐怖分子)", () => {
  it("HK76, HK67, HK65: he takes 暴击 first, then the target; noon outs without last words, published at once with his flip", () => {
    const { outcome } = hkRun([{ at: "D1 10:00", seat: 1, act: "blast", target: 2 }, { at: "D1 10:30" }], DEAL);
    expect(outcome.deaths).toEqual([
      { seat: 1, at: "D1", stage: "noon", cause: "blast_self", damage: "crit", lastWords: false },
      { seat: 2, at: "D1", stage: "noon", cause: "blast", damage: "crit", lastWords: false },
    ]);
    expect(outcome.announcements).toContainEqual({ at: "D1", stage: "noon", deaths: [1, 2] });
    expect(outcome.notices).toEqual([{ at: "D1", stage: "noon", kind: "flip", seat: 1, value: "terrorist" }]);
  });

  it("HK7, HK76: refused at night, in phase S and from one hour before the close", () => {
    const { outcome } = hkRun(
      [
        { at: "S 10:00", seat: 1, act: "blast", target: 2 },
        { at: "N1 21:30", seat: 1, act: "blast", target: 2 },
        { at: "D1 20:00", seat: 1, act: "blast", target: 2 },
        { at: "D2 19:59", seat: 1, act: "blast", target: 3 },
        { at: "D2 20:30" },
      ],
      DEAL,
    );
    expect(codes(outcome)).toEqual([
      [0, "hk.window"],
      [1, "hk.window"],
      [2, "hk.window"],
    ]);
    expect(outcome.deaths.map((d) => [d.seat, d.cause])).toEqual([
      [1, "blast_self"],
      [3, "blast"],
    ]);
  });

  it("HK76: blasting himself puts only him out, once", () => {
    const { outcome } = hkRun([{ at: "D1 10:00", seat: 1, act: "blast", target: 1 }, { at: "D1 10:30" }], DEAL);
    expect(outcome.deaths.map((d) => [d.seat, d.cause])).toEqual([[1, "blast_self"]]);
  });
});
