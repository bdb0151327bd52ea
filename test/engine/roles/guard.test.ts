/** Guard (000 §八(二)13 ①②, R26). */
import { describe, expect, it } from "vitest";
import { deal, deaths, game, knife, no, ok, skipDay } from "./kit.ts";

const D = deal({ 6: "guard", 7: "wolf_king" });

function night1(guard: number | null, k: number | null, witch: [string, number?] = ["pass"]) {
  const g = game("444-guard-wolfking", D);
  ok(g, [6, "guard", guard]);
  knife(g, k);
  ok(g, [4, witch[0], witch[1] ?? null], [2, "check", 3]);
  return g;
}

describe("guard", () => {
  it("000 §八(二)13: the guarded player survives the knife", () => {
    expect(deaths(night1(5, 5))).toEqual([]);
  });

  it("000 §八(二)13①: guarded and saved the same night, he still dies (同守同救)", () => {
    expect(deaths(night1(5, 5, ["save"]))[0]).toMatchObject({ seat: 5, cause: "wolf" });
  });

  it("000 §八(二)13②: the guard does not stop the poison", () => {
    expect(deaths(night1(5, null, ["poison", 5]))[0]).toMatchObject({ seat: 5, cause: "poison" });
  });

  it("000 §八(二)13, R26: never the same seat two nights running; himself and nobody allowed", () => {
    const g = night1(6, 1);
    skipDay(g);
    expect(no(g, 6, "guard", 6)).toBe("guard.same_target_twice");
    ok(g, [6, "guard", null]);
  });
});
