/** Seer (000 §八(二)8, R26, R27). */
import { describe, expect, it } from "vitest";
import { deal, game, knife, no, ok, skipDay, told } from "./kit.ts";

function night1(check: number | null, k: number | null = 1) {
  const g = game("444-idiot", deal());
  knife(g, k);
  ok(g, [4, "pass"], [2, "check", check]);
  return g;
}

describe("seer", () => {
  it("000 §八(二)8: one check a night: wolf or good, nothing else", () => {
    expect(told(night1(3), "check")[0]).toMatchObject({ seat: 2, value: "wolf", about: 3 });
    expect(told(night1(7), "check")[0]).toMatchObject({ seat: 2, value: "good", about: 7 });
  });

  it("000 §八(二)8: cupid and a human lover are seen as good", () => {
    const g = game(
      "345-thief-cupid",
      { ...deal({ 8: "thief", 11: "cupid", 10: "villager" }) },
      { bottom: ["villager", "villager"] },
    );
    ok(g, [8, "pick", "villager"], [11, "link", [5, 12]]);
    knife(g, 1);
    ok(g, [4, "pass"], [2, "check", 11]);
    expect(told(g, "check")[0].value).toBe("good");
  });

  it("R26: may skip; never himself", () => {
    const g = game("444-idiot", deal());
    expect(no(g, 2, "check", 2)).toBe("seer.self_check");
    ok(g, [2, "check", null]);
  });

  it("000 §八(二)8: killed on night 1 he is still told", () => {
    expect(told(night1(3, 2), "check")[0].value).toBe("wolf");
  });

  it("000 §八(二)8: killed after night 1 without the badge, his result is withheld", () => {
    const g = night1(3);
    skipDay(g);
    knife(g, 2);
    ok(g, [4, "pass"], [2, "check", 6]);
    expect(told(g, "check").at(-1)).toMatchObject({ at: "N2", value: null });
  });
});
