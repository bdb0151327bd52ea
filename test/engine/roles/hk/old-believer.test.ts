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
});
