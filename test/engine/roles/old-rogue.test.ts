/** Old rogue (000 §八(二)20, R13, R16). */
import { describe, expect, it } from "vitest";
import { roleSpec } from "../../../src/engine/roles/index.ts";
import { alive, deaths, game, knife, ok, skipDay, until, voteAll, WB_DEAL } from "./kit.ts";

const BOARD = "3441-wolfbeauty-rogue";

function night1(knifeOn: number | null, witch: [string, number?] = ["pass"]) {
  const g = game(BOARD, { ...WB_DEAL });
  ok(g, [6, "charm", null]);
  knife(g, knifeOn);
  ok(g, [4, witch[0], witch[1] ?? null], [2, "check", 3]);
  return g;
}

describe("old rogue", () => {
  it("000 §八(二)20: a villager card", () => {
    expect(roleSpec("old_rogue").card).toBe("villager");
  });

  it("000 §八(二)20, R13: poisoned on night 1 he lives through day 1 and dies when day 2's speeches end", () => {
    const g = night1(1, ["poison", 8]);
    expect(alive(g, 8)).toBe(true);
    until(g, "speaking");
    expect(g.state.record.announcements[0].deaths).toEqual([1]);
    expect(g.events.some((e) => e.type === "public_notice" && e.kind === "wounded")).toBe(false);
    skipDay(g);
    expect(alive(g, 8)).toBe(true);
    ok(g, [6, "charm", null]);
    knife(g, 11);
    ok(g, [4, "pass"], [2, "check", 10]);
    until(g, "vote");
    expect(deaths(g).at(-1)).toEqual({ seat: 8, at: "D2", cause: "rogue", lastWords: true });
  });

  it("000 §八(二)20, R13: shot by day he is announced wounded, lives that day and dies after the next day's speeches", () => {
    const g = night1(1);
    until(g, "vote");
    voteAll(g, 9);
    ok(g, [9, "shoot", 8]);
    expect(alive(g, 8)).toBe(true);
    expect(g.events.some((e) => e.type === "public_notice" && e.kind === "wounded" && e.seat === 8)).toBe(true);
    until(g, "night");
    ok(g, [6, "charm", null]);
    knife(g, 11);
    ok(g, [4, "pass"], [2, "check", 10]);
    until(g, "vote");
    expect(deaths(g).at(-1)).toMatchObject({ seat: 8, at: "D2", cause: "rogue" });
    expect(g.state.phase.kind).toBe("vote");
  });

  it("000 §八(二)20: the knife kills him at once", () => {
    const g = night1(8);
    expect(deaths(g)).toEqual([{ seat: 8, at: "N1", cause: "wolf", lastWords: true }]);
  });

  it("000 §八(二)20, R16: not charmed", () => {
    const g = game(BOARD, { ...WB_DEAL });
    ok(g, [6, "charm", 8]);
    knife(g, 1);
    ok(g, [4, "pass"], [2, "check", 3]);
    until(g, "vote");
    voteAll(g, 6);
    expect(alive(g, 8)).toBe(true);
  });
});
