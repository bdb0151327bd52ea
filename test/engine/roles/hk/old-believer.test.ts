import { describe, expect, it } from "vitest";
import { hkRun } from "./helpers.ts";

describe("forum-hk old_believer (宗教老爷爷)", () => {
  it("HK126: ⌈(N−1)/2⌉ distinct other seats (4 of 8); a wrong count or himself is refused", () => {
    const { outcome, replay } = hkRun([
      { at: "S 09:00", seat: 7, act: "heretics", target: [1, 2, 3] },
      { seat: 7, act: "heretics", target: [1, 2, 3, 7] },
      { seat: 7, act: "heretics", target: [1, 2, 3, 4] },
      { at: "S 21:00" },
    ]);
    expect(outcome.rejected.map((r) => r.code)).toEqual(["hk.seat_list", "hk.not_self"]);
    const mem = replay.state.seats[6].mem;
    expect(Object.keys(mem).filter((k) => k.startsWith("heretic_"))).toEqual([
      "heretic_1",
      "heretic_2",
      "heretic_3",
      "heretic_4",
    ]);
  });

  it("HK126, HK133: a silent old believer's heretics come from `draws`; heretics after C₀ are refused", () => {
    const { outcome, replay } = hkRun(
      [{ at: "S 21:05", seat: 7, act: "heretics", target: [1, 2, 3, 4] }],
      {},
      { draws: { heretics: [[2, 4, 6, 8]] } },
    );
    expect(outcome.rejected.map((r) => r.code)).toEqual(["hk.window"]);
    const mem = replay.state.seats[6].mem;
    expect(Object.keys(mem).filter((k) => k.startsWith("heretic_"))).toEqual([
      "heretic_2",
      "heretic_4",
      "heretic_6",
      "heretic_8",
    ]);
  });

  it("HK126, HK34: the 4th heretic out gives him one out immunity; it stops the next knife and is spent", () => {
    const seats = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    const out: number[] = [];
    const steps: unknown[] = [{ at: "S 09:00", seat: 7, act: "heretics", target: [2, 3, 4, 5, 6] }];
    // Each night the wolf witch knifes the next heretic; each day every living seat posts 弃权 (HK63).
    for (const [n, target] of [
      [2, 2],
      [3, 3],
      [4, 4],
      [5, 5],
      [6, 7],
    ] as const) {
      for (const s of seats.filter((x) => !out.includes(x)))
        steps.push({ at: `D${n - 1} 10:00`, seat: s, act: "vote", target: null });
      steps.push({ at: `N${n} 21:30`, seat: 1, act: "kill", target });
      if (target !== 7) out.push(target);
    }
    steps.push({ at: "D6 09:30" });
    const { outcome } = hkRun(steps, { "9": "hunter", "10": "attendant" });
    expect(outcome.deaths.map((d) => [d.seat, d.at])).toEqual([
      [2, "N2"],
      [3, "N3"],
      [4, "N4"],
      [5, "N5"],
    ]);
    expect(outcome.statuses).toContainEqual({
      seat: 7,
      id: "immunity",
      at: "N5",
      source: 7,
      until: null,
      count: 1,
      vs: null,
      removedAt: "N6",
    });
  });
});
