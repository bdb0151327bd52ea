/** Points of one seat in one game: 000 §四1, §八(七)6, §九4②, §九5, R20, R22. */
import { describe, expect, it } from "vitest";
import { type Board, boardById } from "../../src/engine/boards.ts";
import type { Penalty, Winner } from "../../src/engine/types.ts";
import { DAILY_SCORING_GAMES, losesByPenalty, seatScore } from "../../src/ranked/points.ts";

function board(id: string): Board {
  const b = boardById(id);
  if (!b) throw new Error(id);
  return b;
}
const STANDARD = board("444-idiot");
const CUPID = board("345-thief-cupid");
const CLASSIC = board("334-classic");

const score = (b: Board, winner: Winner | null, campWon: boolean, penalty: Penalty | null = null, capped = false) =>
  seatScore(b, winner, { campWon, penalty, capped });

describe("000 §四1 points for a win", () => {
  it("000 §四1 a village win scores 2", () => {
    expect(score(STANDARD, "villagers", true)).toEqual({ won: true, win: 2, penalty: 0, total: 2 });
  });
  it("000 §四1 a wolf win scores 3", () => {
    expect(score(STANDARD, "wolves", true).total).toBe(3);
  });
  it("000 §四1 a third-party (lovers) win scores 3", () => {
    expect(score(CUPID, "lovers", true).total).toBe(3);
  });
  for (const w of ["villagers", "wolves", "lovers"] as const)
    it(`000 §四1 every win on 334-classic scores 1 (${w})`, () => {
      expect(score(CLASSIC, w, true).total).toBe(1);
    });
  it("000 §四1 a loss scores 0", () => {
    expect(score(STANDARD, "wolves", false)).toEqual({ won: false, win: 0, penalty: 0, total: 0 });
  });
  it("000 §四1 no winner: nobody wins", () => {
    expect(score(STANDARD, null, true).won).toBe(false);
  });
  it("000 §四1 a win beyond the daily cap scores 0 but is still a win", () => {
    expect(DAILY_SCORING_GAMES).toBe(5);
    expect(score(STANDARD, "wolves", true, null, true)).toEqual({ won: true, win: 0, penalty: 0, total: 0 });
  });
  it("R22 points follow the winning camp, not the card: cupid sharing the lovers' win scores 3", () => {
    // seatScore does not look at the role: the caller says which camp the seat shares the win with.
    expect(score(CUPID, "lovers", true).total).toBe(3);
    expect(score(CUPID, "villagers", true).total).toBe(2);
  });
});

describe("penalties (000 §八(七)6, §九4②, §九5, R20, R22)", () => {
  it("000 §八(七)6 R20 a non-wolf self-destruct is −5 and a loss though his camp won", () => {
    expect(score(STANDARD, "villagers", true, "self_destruct")).toEqual({ won: false, win: 0, penalty: -5, total: -5 });
  });
  it("000 §八(七)6 a non-wolf self-destruct in a lost game is −5", () => {
    expect(score(STANDARD, "wolves", false, "self_destruct").total).toBe(-5);
  });
  it("000 §九4② R20 drowned is −2 and a loss though his camp won", () => {
    expect(score(STANDARD, "wolves", true, "drowned")).toEqual({ won: false, win: 0, penalty: -2, total: -2 });
  });
  it("000 §九5 an ejected player loses 2 and keeps his camp's win (R22: not a listed loss)", () => {
    expect(score(STANDARD, "villagers", true, "eject")).toEqual({ won: true, win: 2, penalty: -2, total: 0 });
    expect(score(CLASSIC, "villagers", true, "eject").total).toBe(-1);
    expect(score(STANDARD, "villagers", false, "eject").total).toBe(-2);
  });
  it("000 §九2 a judged self-destruct (ruled) costs nothing but is a loss", () => {
    expect(score(STANDARD, "wolves", true, "ruled")).toEqual({ won: false, win: 0, penalty: 0, total: 0 });
  });
  it("000 §四1 the daily cap stops wins, not deductions: −5 on a capped game", () => {
    expect(score(STANDARD, "villagers", true, "self_destruct", true).total).toBe(-5);
    expect(score(STANDARD, "villagers", true, "eject", true)).toEqual({ won: true, win: 0, penalty: -2, total: -2 });
  });
  it("R20 R22 which penalties turn a win into a loss", () => {
    expect(
      [null, "drowned", "self_destruct", "eject", "ruled"].map((p) => losesByPenalty(p as Penalty | null)),
    ).toEqual([false, true, true, false, true]);
  });
});
