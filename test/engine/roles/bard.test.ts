/** Bard (000 §八(二)15, R12, R18). */
import { describe, expect, it } from "vitest";
import { alive, game, knife, no, ok, SW_DEAL, until, voteAll, winnerIf } from "./kit.ts";

const BOARD = "444-snowwolf-bard";

function toVote() {
  const g = game(BOARD, { ...SW_DEAL });
  knife(g, 1);
  ok(g, [4, "pass"], [2, "check", 3]);
  until(g, "vote");
  return g;
}
const lastVote = (g: ReturnType<typeof toVote>) => g.state.record.votes.at(-1);

describe("bard", () => {
  it("000 §八(二)15: after the result, one vote moves from the seat about to be exiled to another", () => {
    const g = toVote();
    // 3 gets 5 votes, 5 gets 4: shifting one makes it 4 to 5 → 5 is exiled.
    voteAll(g, 3, { 2: 5, 4: 5, 7: 5, 8: 5, 9: null });
    expect(g.state.phase).toMatchObject({ kind: "window", seat: 7, act: "shift" });
    ok(g, [7, "shift", 5]);
    expect(alive(g, 5)).toBe(false);
    expect(alive(g, 3)).toBe(true);
    expect(lastVote(g)?.tally).toEqual({ "3": 4, "5": 5 });
  });

  it("R12: a shift that ties a first vote leads to PK", () => {
    const g = toVote();
    voteAll(g, 3, { 2: 5, 4: 5, 7: 5, 8: 5 });
    ok(g, [7, "shift", 5]);
    expect(g.state.phase).toMatchObject({ kind: "speaking", purpose: "exile_pk" });
  });

  it("R12: a shift that ties a PK vote gives a peaceful day", () => {
    const g = toVote();
    voteAll(g, 3, { 2: 5, 4: 5, 7: 5, 8: 5, 9: 5 });
    expect(g.state.phase).toMatchObject({ kind: "speaking", purpose: "exile_pk" });
    until(g, "vote");
    voteAll(g, 3, { 2: 5, 4: 5, 7: 5, 8: null });
    ok(g, [7, "shift", 5]);
    expect(g.state.phase.kind).toBe("night");
  });

  it("000 §八(二)15: once per game; declining keeps it; only a voted-on option, not the top", () => {
    const g = toVote();
    voteAll(g, 3, { 2: 5, 4: 5 });
    expect(no(g, 7, "shift", 3)).toBe("bard.same_target");
    expect(no(g, 7, "shift", 1)).toBe("target.dead");
    expect(no(g, 8, "shift", 5)).toBe("shift.not_now");
    ok(g, [7, "shift", null]);
    expect(alive(g, 3)).toBe(false);
    expect(g.state.seats[6].mem.shiftUsed).toBe(false);
  });

  it("000 §八(七)7: his window follows the vote link — a boom in it is void", () => {
    const g = toVote();
    voteAll(g, 3, { 2: 5, 4: 5 });
    expect(no(g, 10, "self_destruct")).toBe("self_destruct.after_vote_link");
  });

  it("000 §八(二)15: the window is declined when the game moves on by another legal act", () => {
    const g = toVote();
    voteAll(g, 3, { 2: 5, 4: 5 });
    expect(g.state.phase.kind).toBe("window");
    expect(no(g, 9, "end_speech")).toBe("speech.not_your_turn");
    expect(g.state.phase.kind).toBe("window");
    ok(g, [3, "start_speech"]);
    expect(alive(g, 3)).toBe(false);
    expect(g.state.phase).toMatchObject({ kind: "speaking", purpose: "last_words" });
  });

  it("000 §八(二)15: no window after a tied vote (nobody is about to be exiled)", () => {
    const g = toVote();
    voteAll(g, 3, { 2: 5, 4: 5, 7: 5, 8: 5, 9: 5 });
    expect(g.state.phase.kind).toBe("speaking");
  });

  it("R18: an unused bard blocks the wolves' bound votes", () => {
    const g = toVote();
    expect(winnerIf(g, [3, 10, 12, 7, 1])).toBeNull();
    g.state.seats[6].mem.shiftUsed = true;
    expect(winnerIf(g, [3, 10, 12, 7, 1])).toBe("wolves");
  });
});
