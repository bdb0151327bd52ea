/** Idiot (000 §八(二)11, R11). */
import { describe, expect, it } from "vitest";
import { alive, deal, game, knife, no, ok, skipDay, until, voteAll } from "./kit.ts";

function exiled() {
  const g = game("444-idiot", deal());
  knife(g, 1);
  ok(g, [4, "pass"], [2, "check", 3]);
  until(g, "vote");
  voteAll(g, 7);
  return g;
}

describe("idiot", () => {
  it("000 §八(二)11: exiled by vote, he reveals and survives (a locked skill)", () => {
    const g = exiled();
    expect(alive(g, 7)).toBe(true);
    expect(g.state.seats[6].mem.revealed).toBe(true);
  });

  it("000 §八(二)11, R11: afterwards he speaks in turn but neither votes nor can be voted", () => {
    const g = exiled();
    skipDay(g);
    knife(g, 5);
    ok(g, [4, "pass"], [2, "check", 6]);
    until(g, "vote");
    expect(no(g, 7, "vote", 3)).toBe("vote.idiot_cannot_vote");
    expect(no(g, 2, "vote", 7)).toBe("vote.idiot_revealed");
  });

  it("000 §八(二)11: the wolves must knife him once more", () => {
    const g = exiled();
    until(g, "night");
    knife(g, 7);
    ok(g, [4, "pass"], [2, "check", 6]);
    expect(alive(g, 7)).toBe(false);
  });
});
