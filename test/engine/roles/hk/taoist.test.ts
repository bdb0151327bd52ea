import { describe, expect, it } from "vitest";
import { hkRun } from "./helpers.ts";

/** The taoist at 3; wolf witch 1, seer 2, psychic 4, crow 5, penguin 6, old believer 7, gargoyle 8 (HK_DEAL). */
const DEAL = { "3": "taoist" };

describe("forum-hk taoist (天师)", () => {
  it("HK118: 通天 with its question; an answer given before C+50 is told at C+50; a second ask is refused (限定)", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:30", seat: 3, act: "ask", target: null, value: "1号是狼吗" },
        { at: "N1 21:40", judge: "answer", seat: 3, value: "no" },
        { at: "N1 21:45", judge: "answer", seat: 3, value: "yes" },
        { at: "N1 21:49" },
        { at: "N2 21:30", seat: 3, act: "ask", target: null },
      ],
      DEAL,
    );
    // The last answer before C+50 counts; nothing is told before C+50 (21:49 passed silently).
    expect(outcome.told?.filter((t) => t.kind === "answer")).toEqual([
      { seat: 3, at: "N1", kind: "answer", value: "yes" },
    ]);
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([[4, "hk.used"]]);
  });

  it("HK118: an answer given after C+50 is told at once, once; a seat with no question is refused", () => {
    const { outcome } = hkRun(
      [
        { at: "S 10:00", judge: "answer", seat: 3, value: "yes" },
        { at: "N1 21:30", seat: 3, act: "ask", target: null },
        { at: "D1 10:00", judge: "answer", seat: 3, value: "unanswerable" },
        { at: "D1 10:05", judge: "answer", seat: 3, value: "no" },
        { at: "D1 10:06", judge: "answer", seat: 2, value: "no" },
        { at: "D1 10:07", judge: "answer", seat: 3, value: "maybe" },
      ],
      DEAL,
    );
    expect(outcome.told?.filter((t) => t.kind === "answer")).toEqual([
      { seat: 3, at: "D1", kind: "answer", value: "unanswerable" },
    ]);
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([
      [0, "hk.no_question"],
      [3, "hk.answered"],
      [4, "hk.no_question"],
      [5, "hk.answer_value"],
    ]);
  });

  it("HK118 reading, HK13: a question that does not settle (a red card before C+50) is never answered and keeps the use", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:30", seat: 3, act: "ask", target: null },
        { at: "N1 21:35", judge: "answer", seat: 3, value: "yes" },
        { at: "N1 21:40", judge: "card", seat: 3, value: "red" },
        { at: "D1 10:00", judge: "answer", seat: 3, value: "yes" },
      ],
      DEAL,
    );
    expect(outcome.told?.filter((t) => t.kind === "answer") ?? []).toEqual([]);
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([[3, "hk.no_question"]]);
  });

  it("HK118 reading, HK43: a question frozen at C+35 does not settle; its answer is not told for his next night's question", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:25", seat: 3, act: "ask", target: null },
        { at: "N1 21:26", seat: 6, act: "freeze", target: 3 },
        { at: "N1 21:30", judge: "answer", seat: 3, value: "yes" },
        { at: "N2 21:30", seat: 3, act: "ask", target: null },
        { at: "N2 21:55" },
        { at: "D2 10:00", judge: "answer", seat: 3, value: "no" },
      ],
      DEAL,
    );
    expect(outcome.told?.filter((t) => t.kind === "answer")).toEqual([
      { seat: 3, at: "D2", kind: "answer", value: "no" },
    ]);
    expect(outcome.rejected).toEqual([]);
  });

  it("HK118, 002 「20字以内」: a question over 20 characters is refused and spends nothing; 通天 by day is refused", () => {
    const { outcome } = hkRun(
      [
        { at: "D1 10:00", seat: 3, act: "ask", target: null },
        { at: "N2 21:30", seat: 3, act: "ask", target: null, value: "一二三四五六七八九十一二三四五六七八九十一" },
        { at: "N2 21:31", seat: 3, act: "ask", target: null, value: "一二三四五六七八九十一二三四五六七八九十" },
        { at: "N2 21:55" },
      ],
      DEAL,
    );
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([
      [0, "hk.window"],
      [1, "value.invalid"],
    ]);
  });
});
