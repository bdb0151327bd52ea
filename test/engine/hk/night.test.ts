/** forum-hk's group kill and the (20) resolution (HK69–HK73, HK67, HK66) through the scenario runner. */
import { describe, expect, it } from "vitest";
import { hkRun } from "../roles/hk/helpers.ts";

describe("forum-hk night: the group kill and (20)", () => {
  it("HK70, HK72, HK67, HK66: the agreed kill puts its target out at C+70 (指杀, no last words after N1), published at the opening", () => {
    const { outcome } = hkRun([{ at: "N2 21:30", seat: 1, act: "kill", target: 4 }, { at: "D2 09:30" }]);
    expect(outcome.deaths).toEqual([
      { seat: 4, at: "N2", stage: "night", cause: "kill", damage: "pointed", lastWords: false },
    ]);
    expect(outcome.announcements).toContainEqual({ at: "D2", deaths: [4] });
    expect(outcome.announcements).toContainEqual({ at: "D1", deaths: [] });
  });

  it("HK69: no 杀人 on night 1; HK70: only a [群内] wolf proposes", () => {
    const { outcome } = hkRun([
      { at: "N1 21:30", seat: 1, act: "kill", target: 4 },
      { at: "N2 21:30", seat: 2, act: "kill", target: 4 },
      { at: "N2 21:31", seat: 8, act: "kill", target: 4 },
      { at: "D2 09:30" },
    ]);
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([
      [0, "hk.no_kill_n1"],
      [1, "act.not_yours"],
      [2, "act.not_yours"],
    ]);
    expect(outcome.deaths).toEqual([]);
  });

  it("HK70: a null proposal or the last proposal counts; a disarmed [群内] wolf (冰冻) stops the kill", () => {
    const changed = hkRun([
      { at: "N2 21:30", seat: 1, act: "kill", target: 4 },
      { at: "N2 21:40", seat: 1, act: "kill", target: 5 },
      { at: "D2 09:30" },
    ]);
    expect(changed.outcome.deaths.map((d) => d.seat)).toEqual([5]);
    const frozen = hkRun([
      { at: "N2 21:30", seat: 1, act: "kill", target: 4 },
      { at: "N2 21:31", seat: 6, act: "freeze", target: 1 },
      { at: "D2 09:30" },
    ]);
    expect(frozen.outcome.deaths).toEqual([]);
  });

  it("HK71, HK51: the last [群内] wolf out — the gargoyle takes the knife over; the wolves are not judged lost while he holds [接刀]", () => {
    const { outcome } = hkRun(
      [
        { at: "N2 21:30", seat: 1, act: "kill", target: 2 },
        { at: "N2 21:31", seat: 2, act: "kill", target: 2 },
        { at: "N3 21:30", seat: 8, act: "kill", target: 4 },
        { at: "N3 21:31", seat: 1, act: "kill", target: 1 },
        // HK63: a third automatic yellow at D3's close would be a red for every living seat: they post 弃权.
        ...[3, 4, 5, 6, 7, 8].map((seat) => ({ at: "D3 10:00", seat, act: "vote", target: null })),
        { at: "N4 21:30", seat: 8, act: "kill", target: 4 },
        { at: "D4 09:30" },
      ],
      { "2": "wolf_cub" },
      { "x-partial-cards": true },
    );
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([[2, "act.not_yours"]]);
    expect(outcome.deaths.map((d) => [d.seat, d.at])).toEqual([
      [2, "N2"],
      [1, "N3"],
      [4, "N4"],
    ]);
    expect(outcome.skills).toEqual([{ seat: 8, skill: "kill", at: "N3", how: "gained" }]);
    expect(outcome.campsLost).toEqual([]);
  });
});
