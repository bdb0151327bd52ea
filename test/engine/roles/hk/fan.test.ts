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
});
