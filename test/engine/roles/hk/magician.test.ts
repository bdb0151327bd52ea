import { describe, expect, it } from "vitest";
import { hkRun } from "./helpers.ts";

/** 1 狼巫, 2 预言家, 3 通灵师, 4 魔术师, 5 乌鸦, 6 企鹅, 7 宗教老爷爷, 8 石像鬼. */
const DEAL = { "4": "magician", "3": "medium" };
const toldOf = (o: { told: unknown[] }, kind: string) => o.told.filter((t) => (t as { kind: string }).kind === kind);

describe("forum-hk magician (魔术师)", () => {
  it("HK95: 交换 (swap) of two living seats moves the later 冰冻 and 预言 between them", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:25", seat: 4, act: "swap", target: [1, 5] },
        { at: "N1 21:26", seat: 6, act: "freeze", target: 5 },
        { at: "N1 21:40", seat: 2, act: "check", target: 5 },
        { at: "D1 09:30" },
      ],
      DEAL,
    );
    expect(outcome.statuses?.map((s) => [s.seat, s.id])).toEqual([[1, "frozen"]]);
    expect(toldOf(outcome, "check")).toEqual([
      { seat: 2, at: "N1", kind: "check", value: "not_village", about: 5, settledOn: 1 },
    ]);
  });

  it("HK95: himself allowed; a seat he named before is refused; two seats, distinct and living, are required", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:25", seat: 4, act: "swap", target: [4, 2] },
        { at: "N2 21:25", seat: 4, act: "swap", target: [2, 6] },
        { at: "N2 21:26", seat: 4, act: "swap", target: [6, 6] },
        { at: "N2 21:27", seat: 4, act: "swap", target: 6 },
        { at: "N2 21:28", seat: 4, act: "swap", target: [6, 8] },
        { at: "N2 21:30" },
      ],
      DEAL,
    );
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([
      [1, "hk.chosen_before"],
      [2, "hk.seat_pair"],
      [3, "hk.seat_pair"],
    ]);
  });

  it("HK95, HK29: a swap naming an [隐身] seat does not settle, yet its seats may not be named again", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:25", seat: 4, act: "swap", target: [5, 6] },
        { at: "N1 21:40", seat: 2, act: "check", target: 6 },
        { at: "N2 21:25", seat: 4, act: "swap", target: [6, 2] },
        { at: "N2 21:30" },
      ],
      { ...DEAL, "5": "hermit" },
    );
    expect(toldOf(outcome, "check")).toEqual([{ seat: 2, at: "N1", kind: "check", value: "village", about: 6 }]);
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([[2, "hk.chosen_before"]]);
  });

  it("HK98, HK28: the penguin's 「not the seat of the night before」 reads the seat he named, not where the swap sent it", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:25", seat: 4, act: "swap", target: [2, 8] },
        { at: "N1 21:26", seat: 6, act: "freeze", target: 2 },
        { at: "N2 21:26", seat: 6, act: "freeze", target: 2 },
        { at: "N2 21:27", seat: 6, act: "freeze", target: 8 },
        { at: "N2 21:40" },
      ],
      DEAL,
    );
    expect(outcome.statuses?.map((s) => [s.seat, s.at])).toEqual([
      [8, "N1"],
      [8, "N2"],
    ]);
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([[2, "hk.same_as_last_night"]]);
  });
});
