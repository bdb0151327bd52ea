/**
 * The table score sheet (T22) and the judge's deductions on it (T21): `scoreSheet(state)` gives
 * per seat the card played, the camp, won (null while unfinished), alive and deductions.
 */
import { describe, expect, it } from "vitest";
import { scoreSheet } from "../../src/engine/sheet.ts";
import type { GameState } from "../../src/engine/types.ts";
import { Replay } from "../../src/scenario/runner.ts";

const TABLE_10 = {
  "1": "villager",
  "2": "werewolf",
  "3": "cupid",
  "4": "seer",
  "5": "villager",
  "6": "werewolf",
  "7": "witch",
  "8": "hunter",
  "9": "werewolf",
  "10": "villager",
} as const;

const game = (ruleset = "table") =>
  new Replay({ ruleset, board: ruleset === "table" ? "table-10" : "custom", deal: TABLE_10 as never, seed: 1 });

describe("scoreSheet (T22)", () => {
  it("lists every seat's card, camp and life, with won null while the game is unfinished", () => {
    const g = game();
    const sheet = scoreSheet(g.state);
    expect(Object.keys(sheet)).toHaveLength(10);
    expect(sheet["2"]).toEqual({ role: "werewolf", camp: "wolves", won: null, alive: true, deductions: 0 });
    expect(sheet["3"]).toEqual({ role: "cupid", camp: "villagers", won: null, alive: true, deductions: 0 });
  });

  it("marks won by camp once the game has a winner, and null for a voided game", () => {
    const g = game();
    const ended: GameState = { ...g.state, phase: { kind: "ended" }, winner: "wolves", endedAt: "D2" };
    expect(scoreSheet(ended)["2"].won).toBe(true);
    expect(scoreSheet(ended)["4"].won).toBe(false);
    expect(scoreSheet({ ...ended, winner: null, voided: true })["2"].won).toBeNull();
  });

  it("counts a judge's warn as one deduction with no effect on play under table (T21)", () => {
    const g = game();
    for (let i = 0; i < 3; i++) expect(g.run({ type: "judge", ruling: "warn", seat: 4 })).toBeNull();
    expect(scoreSheet(g.state)["4"]).toMatchObject({ alive: true, deductions: 3 });
    expect(g.state.seats[3].warnings).toBe(0);
  });

  it("under ranked-s7 a third warning is a judged self-destruct and the sheet has no deductions", () => {
    const g = game("ranked-s7");
    for (let i = 0; i < 3; i++) g.run({ type: "judge", ruling: "warn", seat: 4 });
    expect(g.state.seats[3].warnings).toBe(3);
    expect(g.state.seats[3].alive).toBe(false);
    expect(scoreSheet(g.state)["4"].deductions).toBe(0);
  });
});
