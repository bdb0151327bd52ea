/** Knight (000 §八(二)6 ①, R18) — a custom board. */
import { describe, expect, it } from "vitest";
import { alive, deal, deaths, game, knife, no, ok, until, winnerIf } from "./kit.ts";

const D = deal({ 7: "knight" });

function toWindow() {
  const g = game("custom", D);
  knife(g, 1);
  ok(g, [4, "pass"], [2, "check", 3]);
  until(g, "window");
  return g;
}

describe("knight", () => {
  it("000 §八(二)6: after the day's speeches, before the vote, he may duel; a wolf dies and night comes at once", () => {
    const g = toWindow();
    expect(g.state.phase).toMatchObject({ kind: "window", seat: 7, act: "duel" });
    ok(g, [7, "duel", 3]);
    expect(deaths(g).at(-1)).toEqual({ seat: 3, at: "D1", cause: "duel", lastWords: true });
    until(g, "night");
    expect(g.state.record.votes.filter((v) => v.round === "exile")).toEqual([]);
  });

  it("000 §八(二)6: not a wolf → the knight dies for it and the vote goes on", () => {
    const g = toWindow();
    ok(g, [7, "duel", 5]);
    expect(alive(g, 5)).toBe(true);
    expect(deaths(g).at(-1)).toMatchObject({ seat: 7, cause: "duel" });
    until(g, "vote");
    expect(g.state.phase).toMatchObject({ kind: "vote", round: "exile" });
  });

  it("000 §八(二)6: once per game; declining keeps it for another day", () => {
    const g = toWindow();
    expect(no(g, 7, "duel", 7)).toBe("duel.self");
    ok(g, [7, "duel", null]);
    expect(g.state.phase.kind).toBe("vote");
    expect(g.state.seats[6].mem.duelUsed).toBe(false);
  });

  it("000 §八(二)6: a vote sent after the speeches declines the window and counts", () => {
    const g = toWindow();
    ok(g, [2, "vote", 3]);
    expect(g.state.phase).toMatchObject({ kind: "vote", round: "exile" });
    expect((g.state.phase as { ballots: Record<string, number> }).ballots["2"]).toBe(3);
  });

  it("000 §八(二)6①: not during the sheriff campaign", () => {
    const g = game("custom", D);
    knife(g, 1);
    ok(g, [4, "pass"], [2, "check", 3]);
    expect(g.state.phase.kind).toBe("signup");
    expect(no(g, 7, "duel", 3)).toBe("duel.not_now");
  });

  it("000 §八(七)1,7: his window comes before the vote link — a wolf may still boom in it", () => {
    const g = toWindow();
    ok(g, [3, "self_destruct"]);
    expect(alive(g, 3)).toBe(false);
    until(g, "night");
  });

  it("R18: an unused duel blocks the wolves' bound votes", () => {
    const g = toWindow();
    expect(winnerIf(g, [3, 6, 10, 7, 1])).toBeNull();
  });
});
