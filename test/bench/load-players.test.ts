/**
 * bench:load's players keep each table on its own turn grid (issue 24 goal 4): a turn that came
 * late skips the slots it missed, so tables a stall held up do not play at one moment ever after;
 * and the tables busy at one time (a run of consecutive tables, opened one after another with
 * `--spread`) have their turns spread over the tick, not gathered in one slice of it.
 */
import { describe, expect, it } from "vitest";
import { nextTurn, runPlayers, turnOffset } from "../../scripts/bench/load-players.ts";
import { boardById } from "../../src/engine/boards.ts";
import type { GameState } from "../../src/engine/types.ts";
import { Replay } from "../../src/scenario/runner.ts";

describe("bench:load players' turns", () => {
  it("the next turn is the table's next slot start + n·tick, whenever the last one ran", () => {
    // On time: one tick later.
    expect(nextTurn(100, 1000, 100)).toBe(1100);
    expect(nextTurn(100, 1000, 1100)).toBe(2100);
    // Late by 700 ms: still the grid's next slot, not now + tick.
    expect(nextTurn(100, 1000, 1800)).toBe(2100);
  });

  it("tables staggered over a tick and held up by one stall stay staggered after it", () => {
    // Ten tables staggered 100 ms apart; the driver's loop stalls until 5,000 ms for all of them.
    const starts = Array.from({ length: 10 }, (_, k) => k * 100);
    const after = starts.map((s) => nextTurn(s, 1000, 5000));
    expect(new Set(after).size).toBe(10);
    expect(after.map((t, k) => (t - starts[k]) % 1000)).toEqual(Array(10).fill(0));
    for (const t of after) expect(t).toBeGreaterThan(5000);
  });

  it("any run of consecutive tables has its turns spread over the whole tick", () => {
    for (const from of [0, 64, 191, 300]) {
      const tenths = new Set(Array.from({ length: 40 }, (_, i) => Math.floor(turnOffset(from + i, 1000) / 100)));
      expect(tenths.size).toBe(10);
    }
    for (let k = 0; k < 500; k++) {
      expect(turnOffset(k, 1000)).toBeGreaterThanOrEqual(0);
      expect(turnOffset(k, 1000)).toBeLessThan(1000);
    }
  });
});

describe("bench:load players type once per state they see (issue 24 goal 4)", () => {
  /** A game on its first night: the night's actors have moves to type. */
  const night = (): GameState => {
    const cards = boardById("444-idiot")?.cards ?? [];
    const deal = Object.fromEntries(cards.map((c, i) => [String(i + 1), c]));
    const g = new Replay({ ruleset: "ranked-s7", board: "444-idiot", seed: 5, deal });
    expect(g.state.phase.kind).toBe("night");
    return g.state;
  };

  /** Runs one table's players for `turns` turns of a 5 ms tick on `stateOf`; the turns that typed. */
  async function typedTurns(stateOf: (turn: number) => GameState, turns: number, retry: number): Promise<number> {
    let turn = 0;
    let typed = 0;
    await runPlayers({
      tables: 1,
      tick: 5,
      retry,
      stateOf: () => stateOf(turn++),
      say: () => {
        typed++;
      },
      stopped: () => turn >= turns,
    });
    return typed;
  }

  it("a state that does not change gets its moves once until the retry wait ends, not every tick", async () => {
    const s = night();
    // Eight turns on one state, the retry an hour away: one turn types (it typed every turn before).
    expect(await typedTurns(() => s, 8, 3_600_000)).toBe(1);
  });

  it("each new state gets its moves at the next turn", async () => {
    const states = Array.from({ length: 8 }, night);
    expect(await typedTurns((t) => states[Math.min(t, 7)], 8, 3_600_000)).toBe(8);
  });

  it("the same state gets its moves again once the retry wait is over (a player who got no answer)", async () => {
    const s = night();
    // A retry of 0 ms: every turn may type again.
    expect(await typedTurns(() => s, 8, 0)).toBe(8);
  });
});
