import { describe, expect, it } from "vitest";
import { hkRun } from "./helpers.ts";

// Seat 1 wolf_witch and 8 the bat, both [群内]; 2 seer, 3 medium, 4 psychic.
const BAT = { "8": "black_bat" };

describe("forum-hk black bat (黑蝙蝠)", () => {
  it("HK85, HK38: 庇护 gives [坚韧] to C+70 (not told); never the seat of the night before, but again the night after", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:25", seat: 8, act: "shelter", target: 2 },
        { at: "N2 21:25", seat: 8, act: "shelter", target: 2 },
        { at: "N2 21:26", seat: 8, act: "shelter", target: 3 },
        { at: "N3 21:25", seat: 8, act: "shelter", target: 2 },
        { at: "N3 21:40" },
      ],
      BAT,
    );
    expect(outcome.rejected.map((r) => [r.step, r.code, r.reason])).toEqual([
      [1, "hk.same_as_last_night", "不能连续两晚对2号发动“庇护”。"],
    ]);
    expect((outcome.statuses ?? []).map((s) => [s.seat, s.id, s.at, s.source, s.until])).toEqual([
      [2, "tough", "N1", 8, "N1 22:10"],
      [3, "tough", "N2", 8, "N2 22:10"],
      [2, "tough", "N3", 8, "N3 22:10"],
    ]);
    expect(outcome.told).toEqual([]);
  });

  it("HK85, HK37: a group kill on the sheltered seat is stopped by [坚韧]; 反弹 hits the kill's drawn source with 穿透 at ⑤, told at C+60", () => {
    const { outcome } = hkRun(
      [
        { at: "N2 21:25", seat: 8, act: "shelter", target: 3 },
        { at: "N2 21:30", seat: 1, act: "kill", target: 3 },
        { at: "N2 21:30", seat: 8, act: "kill", target: 3 },
        { at: "N2 21:59" },
        { at: "N2 22:00" },
        { at: "D2 09:30" },
      ],
      BAT,
      { draws: { kill_source: [1] } },
    );
    expect(outcome.told).toEqual([{ seat: 8, at: "N2", kind: "rebound", value: 1 }]);
    expect(outcome.deaths.map((d) => [d.seat, d.at, d.cause, (d as { damage?: string }).damage, d.lastWords])).toEqual([
      [1, "N2", "rebound", "pierce", false],
    ]);
  });

  it("HK85: no rebound when the kill lands on another seat than the sheltered one", () => {
    const { outcome } = hkRun(
      [
        { at: "N2 21:25", seat: 8, act: "shelter", target: 3 },
        { at: "N2 21:30", seat: 1, act: "kill", target: 2 },
        { at: "N2 21:30", seat: 8, act: "kill", target: 2 },
        { at: "D2 09:30" },
      ],
      BAT,
    );
    expect(outcome.deaths.map((d) => [d.seat, d.at, d.cause])).toEqual([[2, "N2", "kill"]]);
    expect(outcome.told).toEqual([]);
  });

  it("HK85, HK18: 反弹 is <限定>: a second night's kill on the sheltered seat is stopped but not rebounded", () => {
    const { outcome } = hkRun(
      [
        { at: "N2 21:25", seat: 8, act: "shelter", target: 3 },
        { at: "N2 21:30", seat: 1, act: "kill", target: 3 },
        { at: "N2 21:30", seat: 8, act: "kill", target: 3 },
        { at: "N3 21:25", seat: 8, act: "shelter", target: 4 },
        { at: "N3 21:30", seat: 8, act: "kill", target: 4 },
        { at: "D3 09:30" },
      ],
      BAT,
      { draws: { kill_source: [1] } },
    );
    expect(outcome.deaths.map((d) => [d.seat, d.at, d.cause])).toEqual([[1, "N2", "rebound"]]);
    expect(outcome.told.filter((t) => t.kind === "rebound")).toEqual([
      { seat: 8, at: "N2", kind: "rebound", value: 1 },
    ]);
  });
  it("HK85, HK32: a 暴击 on the sheltered seat (the cub's own sacrifice) is stopped by [坚韧] and is no cause for 反弹", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:25", seat: 8, act: "shelter", target: 7 },
        { at: "N1 21:40", seat: 7, act: "sacrifice" },
        { at: "D1 09:30" },
      ],
      { ...BAT, "7": "wolf_cub" },
    );
    expect(outcome.deaths).toEqual([]);
    expect(outcome.told).toEqual([]);
  });
});
