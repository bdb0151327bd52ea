/**
 * Seeded random table games (src/sim/autoplay.ts) on the six table boards (T2): each plays to a
 * winner, replays from its log, and keeps the table's day invariants — the badge is never torn
 * or lost (T9, T11: no `{seat: null}` in `sheriffs`), nobody gets a 黑麦 (T13), and only the
 * table's vote rounds occur (T9, T15: revotes, never a PK).
 */
import { describe, expect, it } from "vitest";
import { TABLE_BOARDS } from "../../src/engine/boards.ts";
import { fold } from "../../src/engine/evolve.ts";
import { playRandomGame } from "../../src/sim/autoplay.ts";

describe("random table games", () => {
  for (const b of TABLE_BOARDS)
    for (const seed of [1, 2, 3])
      it(`${b.id}, seed ${seed}: a winner, replayable, the table's day invariants`, () => {
        const g = playRandomGame(b.id, seed, undefined, undefined, undefined, "table");
        expect(g.state.winner).not.toBeNull();
        expect(fold(g.events)).toEqual(g.state);
        expect(g.state.record.sheriffs.every((r) => r.seat !== null)).toBe(true);
        expect(g.state.seats.every((x) => x.noShows === 0)).toBe(true);
        for (const v of g.state.record.votes)
          expect(["sheriff", "sheriff_revote", "exile", "exile_revote"]).toContain(v.round);
      });
});
