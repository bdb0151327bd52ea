/** Wolf beauty (000 §八(二)18, R14, R16). */
import { describe, expect, it } from "vitest";
import { alive, deaths, game, knife, no, ok, skipDay, until, voteAll, WB_DEAL } from "./kit.ts";

const BOARD = "3441-wolfbeauty-rogue";

function night1(charm: number | null, knifeOn: number | null = 1, witch: [string, number?] = ["pass"]) {
  const g = game(BOARD, { ...WB_DEAL });
  ok(g, [6, "charm", charm]);
  knife(g, knifeOn);
  ok(g, [4, witch[0], witch[1] ?? null], [2, "check", 3]);
  return g;
}

describe("wolf beauty", () => {
  it("000 §八(二)18: exiled the next day, the charmed player leaves with her (cause charm)", () => {
    const g = night1(5);
    until(g, "vote");
    voteAll(g, 6);
    expect(deaths(g).slice(-2)).toEqual([
      { seat: 6, at: "D1", cause: "exile", lastWords: true },
      { seat: 5, at: "D1", cause: "charm", lastWords: true },
    ]);
  });

  it("000 §八(二)18: the charmed player has no skill (a charmed hunter cannot shoot)", () => {
    const g = night1(9);
    until(g, "vote");
    voteAll(g, 6);
    expect(alive(g, 9)).toBe(false);
    expect(g.state.phase.kind).not.toBe("shot");
    expect(no(g, 9, "shoot", 3)).toBe("shoot.not_now");
  });

  it("000 §八(二)18: shot by the hunter, she takes the charmed player too", () => {
    const g = night1(5);
    until(g, "vote");
    voteAll(g, 9);
    ok(g, [9, "shoot", 6]);
    expect(alive(g, 5)).toBe(false);
    expect(deaths(g).find((d) => d.seat === 5)?.cause).toBe("charm");
  });

  it("000 §八(二)18 tips: poisoned, she cannot use her skill", () => {
    const g = night1(5, 1, ["poison", 6]);
    expect(alive(g, 6)).toBe(false);
    expect(alive(g, 5)).toBe(true);
  });

  it("000 §八(二)18 tips: she never dies for the charmed player", () => {
    const g = night1(5, 5);
    expect(alive(g, 5)).toBe(false);
    expect(alive(g, 6)).toBe(true);
  });

  it("000 §八(二)18 tips, R16: no self-knife, no self-destruct, no self-charm, never the same seat two nights running", () => {
    const g = game(BOARD, { ...WB_DEAL });
    expect(no(g, 3, "kill", 6)).toBe("knife.forbidden_target");
    expect(no(g, 6, "charm", 6)).toBe("wolf_beauty.self_charm");
    ok(g, [6, "charm", 5]);
    knife(g, 1);
    ok(g, [4, "pass"], [2, "check", 3]);
    until(g, "speaking");
    expect(no(g, 6, "self_destruct")).toBe("self_destruct.forbidden");
    skipDay(g);
    expect(no(g, 6, "charm", 5)).toBe("wolf_beauty.same_target_twice");
    ok(g, [6, "charm", 11]);
  });

  it("R16: a charm on the old rogue is accepted and silently void", () => {
    const g = night1(8);
    until(g, "vote");
    voteAll(g, 6);
    expect(alive(g, 6)).toBe(false);
    expect(alive(g, 8)).toBe(true);
  });

  it("000 §八(二)18: a night without a charm leaves nobody to take the next day", () => {
    const g = night1(5);
    skipDay(g);
    ok(g, [6, "charm", null]);
    knife(g, 11);
    ok(g, [4, "pass"], [2, "check", 10]);
    until(g, "vote");
    voteAll(g, 6);
    expect(alive(g, 5)).toBe(true);
  });
});
