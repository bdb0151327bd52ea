import { describe, expect, it } from "vitest";
import { hkRun } from "./helpers.ts";

// Seats: 1 wolf witch ([群内]), 2 seer, 3 soldier, 4 psychic, 5 crow, 6 penguin, 7 old believer, 8 gargoyle.
const DEAL = { "3": "soldier" };

describe("forum-hk soldier (士兵)", () => {
  it("HK101, HK34: 埋伏's 守护 stops the group kill; spent, it costs him 突击 for good", () => {
    const { outcome } = hkRun(
      [
        { at: "N2 21:40", seat: 1, act: "kill", target: 3 },
        { at: "N3 21:40", seat: 3, act: "strike", target: 1 },
        { at: "N3 22:15" },
      ],
      DEAL,
    );
    expect(outcome.deaths).toEqual([]);
    expect(outcome.skills).toEqual([{ seat: 3, skill: "strike", at: "N2", how: "lost" }]);
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([[1, "hk.skill_lost"]]);
    expect(outcome.statuses?.map((s) => [s.seat, s.id, s.at, s.count])).toEqual([
      [3, "guarded", "N1", 1],
      [3, "guarded", "N2", 1],
      [3, "guarded", "N3", 1],
    ]);
  });

  it("HK101, HK41, HK73: 突击 gives up 埋伏 and that night's 守护; 穿透 at ⑨ lands though he went out at ①", () => {
    const { outcome } = hkRun(
      [
        { at: "N2 21:40", seat: 3, act: "strike", target: 8 },
        { at: "N2 21:41", seat: 1, act: "kill", target: 3 },
        { at: "N3 21:40", seat: 3, act: "strike", target: 1 },
        { at: "D3 09:30" },
      ],
      DEAL,
    );
    expect(outcome.deaths.map((d) => [d.seat, d.at, d.cause, (d as { damage?: string }).damage])).toEqual([
      [3, "N2", "kill", "pointed"],
      [8, "N2", "strike", "pierce"],
    ]);
    expect(outcome.skills).toEqual([{ seat: 3, skill: "ambush", at: "N2", how: "lost" }]);
    expect(outcome.statuses?.filter((s) => s.at === "N2").map((s) => s.removedAt)).toEqual(["N2"]);
  });

  it("HK101: 突击 is once; after it no more nightly 守护", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:40", seat: 3, act: "strike", target: 2 },
        { at: "N2 21:40", seat: 3, act: "strike", target: 1 },
        { at: "N2 22:15" },
      ],
      DEAL,
    );
    expect(outcome.deaths.map((d) => [d.seat, d.cause])).toEqual([[2, "strike"]]);
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([[1, "hk.used"]]);
    expect(outcome.statuses?.map((s) => s.at)).toEqual(["N1"]);
  });
});
