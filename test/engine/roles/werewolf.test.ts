/** Werewolf (000 §八(二)1, §八(三)2, §八(七)1). */
import { describe, expect, it } from "vitest";
import { alive, deal, deaths, game, knife, ok, until } from "./kit.ts";

function night1(k: number | null) {
  const g = game("444-idiot", deal());
  knife(g, k);
  ok(g, [4, "pass"], [2, "check", 3]);
  return g;
}

describe("werewolf", () => {
  it("000 §八(二)1: the wolves kill one player a night", () => {
    expect(deaths(night1(5))).toEqual([{ seat: 5, at: "N1", cause: "wolf", lastWords: true }]);
  });

  it("000 §八(三)2: self-knife and the empty knife are allowed", () => {
    expect(deaths(night1(3))[0]).toMatchObject({ seat: 3, cause: "wolf" });
    expect(deaths(night1(null))).toEqual([]);
  });

  it("000 §八(三)2: no agreement by the deadline is no kill", () => {
    const g = game("444-idiot", deal());
    ok(g, [3, "kill", 1], [6, "kill", 5], [4, "pass"], [2, "check", 3]);
    g.wait(300);
    expect(deaths(g)).toEqual([]);
  });

  it("000 §八(七)1: a wolf may self-destruct by day; night follows his last words", () => {
    const g = night1(5);
    until(g, "speaking");
    ok(g, [3, "self_destruct"]);
    expect(alive(g, 3)).toBe(false);
    until(g, "night");
    expect(g.state.label).toBe("N2");
  });
});
