import { describe, expect, it } from "vitest";
import { hkRun } from "./helpers.ts";

/** The soul caller at 3; wolf witch 1, seer 2, psychic 4, crow 5, penguin 6, old believer 7, gargoyle 8 (HK_DEAL). */
const DEAL = { "3": "soul_caller" };

describe("forum-hk soul caller (摄魂师)", () => {
  it("HK120: 摄魂 tells the target at C+35 and its words are published at the next opening (the last act counts)", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:25", seat: 3, act: "soul", target: 4, value: "预言家是假的" },
        { at: "N1 21:30", seat: 3, act: "soul", target: 5, value: "熊咆哮了" },
        { at: "D1 09:01" },
      ],
      DEAL,
    );
    expect(outcome.told?.filter((t) => t.kind === "soul")).toEqual([{ seat: 5, at: "N1", kind: "soul", value: true }]);
    expect(outcome.notices?.filter((n) => n.kind === "soul")).toEqual([
      { at: "D1", stage: "opening", kind: "soul", seat: 5, value: "熊咆哮了" },
    ]);
  });

  it("HK120: words over 50 characters are refused (nothing recorded); 摄魂 after C+35 is refused; without words the notice has none", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:25", seat: 3, act: "soul", target: 4, value: "字".repeat(51) },
        { at: "N1 21:36", seat: 3, act: "soul", target: 4, value: "晚了" },
        { at: "N2 21:25", seat: 3, act: "soul", target: 3 },
        { at: "D2 09:01" },
      ],
      DEAL,
    );
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([
      [0, "value.invalid"],
      [1, "hk.window"],
    ]);
    expect(outcome.told?.filter((t) => t.kind === "soul")).toEqual([{ seat: 3, at: "N2", kind: "soul", value: true }]);
    expect(outcome.notices?.filter((n) => n.kind === "soul")).toEqual([
      { at: "D2", stage: "opening", kind: "soul", seat: 3 },
    ]);
  });

  it("HK13: a 摄魂 whose user is red-carded before C+35 does nothing and publishes nothing", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:25", seat: 3, act: "soul", target: 4, value: "你好" },
        { at: "N1 21:30", judge: "card", seat: 3, value: "red" },
        { at: "D1 09:01" },
      ],
      DEAL,
    );
    expect(outcome.told?.filter((t) => t.kind === "soul") ?? []).toEqual([]);
    expect(outcome.notices?.filter((n) => n.kind === "soul") ?? []).toEqual([]);
  });
});
