import { describe, expect, it } from "vitest";
import { hkRun } from "./helpers.ts";

describe("forum-hk fan (粉丝)", () => {
  it("HK129, HK48, HK131: the fan follows at C₀, joins the idol's camp and is told it at S", () => {
    const { outcome } = hkRun([{ at: "S 09:00", seat: 4, act: "follow", target: 1 }, { at: "S 21:00" }], {
      "4": "fan",
    });
    expect(outcome.told).toEqual([{ seat: 4, at: "S", kind: "camp", value: "wolves" }]);
    expect(outcome.camps?.["4"]).toBe("wolves");
  });

  it("HK129, HK133: a silent fan's idol is drawn (draws `idol`); himself is refused", () => {
    const { outcome } = hkRun(
      [{ at: "S 09:00", seat: 4, act: "follow", target: 4 }, { at: "S 21:00" }],
      { "4": "fan" },
      {
        draws: { idol: [2] },
      },
    );
    expect(outcome.rejected.map((r) => r.code)).toEqual(["hk.not_self"]);
    expect(outcome.told).toEqual([{ seat: 4, at: "S", kind: "camp", value: "villagers" }]);
    expect(outcome.camps?.["4"]).toBe("villagers");
  });

  it("HK129, HK72, HK34: the fan's own 不死 stops the knife; his idol out — the 不死 ends and 致死伤害 follows at once (cause idol)", () => {
    const { outcome } = hkRun(
      [
        { at: "S 09:00", seat: 4, act: "follow", target: 2 },
        { at: "N2 21:30", seat: 1, act: "kill", target: 4 },
        { at: "N3 21:30", seat: 1, act: "kill", target: 2 },
        { at: "D3 09:30" },
      ],
      { "4": "fan" },
    );
    expect(outcome.deaths).toEqual([
      { seat: 2, at: "N3", stage: "night", cause: "kill", damage: "pointed", lastWords: false },
      { seat: 4, at: "N3", stage: "night", cause: "idol", damage: "lethal", lastWords: false },
    ]);
    expect(outcome.statuses).toContainEqual({
      seat: 4,
      id: "undying",
      at: "S",
      source: 4,
      until: null,
      count: null,
      vs: null,
      removedAt: "N3",
    });
    expect(outcome.announcements).toContainEqual({ at: "D3", deaths: [2, 4] });
  });
});
