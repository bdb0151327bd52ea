import { describe, expect, it } from "vitest";
import { hkRun } from "./helpers.ts";

/** The fox cub at 3; the wolf witch 1, the seer 2, the penguin 6, the gargoyle 8 (wolf pool, [接刀]). */
const DEAL = { "3": "fox_cub" };

describe("forum-hk fox cub (子狐)", () => {
  it("HK105, HK42: a bind on the gargoyle (a wolf-pool card) freezes him until the next opening, told at C+35; a second bind is refused", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:25", seat: 3, act: "bind", target: 8 },
        { at: "N2 21:25", seat: 3, act: "bind", target: 1 },
        { at: "N2 21:40" },
      ],
      DEAL,
    );
    expect(outcome.told).toEqual([{ seat: 8, at: "N1", kind: "status", value: { id: "frozen", until: "D1 09:00" } }]);
    expect(outcome.statuses).toEqual([
      { seat: 8, id: "frozen", at: "N1", source: 3, until: "D1 09:00", count: null, vs: null, removedAt: null },
    ]);
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([[1, "hk.used"]]);
  });

  it("HK105: a bind on a village card does nothing and tells nothing, and spends the use", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:25", seat: 3, act: "bind", target: 2 },
        { at: "N2 21:25", seat: 3, act: "bind", target: 1 },
        { at: "N2 21:40" },
      ],
      DEAL,
    );
    expect(outcome.told).toEqual([]);
    expect(outcome.statuses).toEqual([]);
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([[1, "hk.used"]]);
  });

  it("HK13: the last bind before the deadline counts; HK13: a frozen fox cub's bind does nothing and keeps the use", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:20", seat: 6, act: "freeze", target: 3 },
        { at: "N1 21:21", seat: 3, act: "bind", target: 1 },
        { at: "N2 21:25", seat: 3, act: "bind", target: 2 },
        { at: "N2 21:26", seat: 3, act: "bind", target: 1 },
        { at: "N2 21:40" },
      ],
      DEAL,
    );
    expect(outcome.rejected).toEqual([]);
    expect(outcome.statuses?.map((s) => [s.seat, s.id, s.at, s.source])).toEqual([
      [3, "frozen", "N1", 6],
      [1, "frozen", "N2", 3],
    ]);
  });
});
