/**
 * bench:load's players keep each table on its own turn grid (issue 24 goal 4): a turn that came
 * late skips the slots it missed, so tables a stall held up do not play at one moment ever after;
 * and the tables busy at one time (a run of consecutive tables, opened one after another with
 * `--spread`) have their turns spread over the tick, not gathered in one slice of it.
 */
import { describe, expect, it } from "vitest";
import { nextTurn, turnOffset } from "../../scripts/bench/load-players.ts";

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
