/**
 * Determinism: a game is its seed plus its events. Folding the log reproduces the state; the
 * same seed plays the same game; events survive a JSON round trip (they will be stored). Every
 * one of the ten boards of 000 §六 plays to the end (issue #5).
 */
import { describe, expect, it } from "vitest";
import { BOARDS } from "../../src/engine/boards.ts";
import { randomDeal } from "../../src/engine/engine.ts";
import { evolve, fold, initialState } from "../../src/engine/evolve.ts";
import { playRandomGame } from "../../src/sim/autoplay.ts";

describe("replay", () => {
  for (const { id: board } of BOARDS) {
    it(`${board}: 30 random games finish and fold back to the same state`, () => {
      for (let seed = 1; seed <= 30; seed++) {
        const g = playRandomGame(board, seed);
        expect(g.state.winner, `seed ${seed}`).not.toBeNull();
        const stored = JSON.parse(JSON.stringify(g.events));
        expect(fold(stored)).toEqual(g.state);
      }
    });
  }

  it("the same seed gives the same deal, dice and events; another seed differs", () => {
    const a = playRandomGame("444-guard-wolfking", 99);
    const b = playRandomGame("444-guard-wolfking", 99);
    expect(b.events).toEqual(a.events);
    expect(randomDeal("444-guard-wolfking", 99)).toEqual(randomDeal("444-guard-wolfking", 99));
    expect(randomDeal("444-guard-wolfking", 100)).not.toEqual(randomDeal("444-guard-wolfking", 99));
  });

  it("evolve is pure: it returns a new state and leaves its input alone", () => {
    const g = playRandomGame("334-classic", 5);
    let s = initialState();
    for (const e of g.events) {
      const before = JSON.stringify(s);
      const next = evolve(s, e);
      expect(JSON.stringify(s)).toBe(before);
      s = next;
    }
    expect(s).toEqual(g.state);
  });
});
