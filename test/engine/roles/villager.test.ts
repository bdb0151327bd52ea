/** Villager (平民): no skill (000 §八); counts for side-kill (000 §七2). */
import { describe, expect, it } from "vitest";
import { deal, game, no, winnerIf } from "./kit.ts";

describe("villager", () => {
  it("000 §八: no night skill", () => {
    const g = game("444-idiot", deal());
    expect(no(g, 1, "check", 3)).toBe("act.not_yours");
    expect(no(g, 1, "kill", 3)).toBe("knife.not_a_wolf");
  });

  it("000 §七2: all villagers out is a side-kill win for the wolves", () => {
    const g = game("444-idiot", deal());
    expect(winnerIf(g, [3, 2, 4, 7, 9])).toBe("wolves");
    expect(winnerIf(g, [3, 2, 4, 7, 9, 1])).toBeNull();
  });
});
