/**
 * The judge's night recap reads the game's log once per night (issue 26 item 5, issue 24 goal 4):
 * every phase of a day is labelled `D<n>` (its election, each speech, its votes), and the recap
 * used to read the staff and the whole log again on each of them — a third of the statements per
 * command in `bench:load`. Played over seeded games, one event per commit as the worst case.
 */
import pino from "pino";
import { describe, expect, it } from "vitest";
import type { GameService } from "../../src/app/game-service.ts";
import { recapOnEvents } from "../../src/app/recap.ts";
import type { GameEvent, GameState } from "../../src/engine/types.ts";
import { playRandomGame } from "../../src/sim/autoplay.ts";
import type { Sql } from "../../src/store/commands.ts";

/** Plays `board` with seed `seed`, each event its own commit; the recap's reads and DMs. */
async function recaps(board: string, seed: number, ruleset?: string) {
  const log: GameEvent[] = [];
  let reads = 0;
  const notified: string[] = [];
  // The store's statement (`nightOfGame`), as Postgres answers it: the night's events on.
  const sql = {
    query: async (_text: string, params: unknown[]) => {
      reads += 1;
      const from = log.findIndex((e) => e.type === "phase_started" && e.label === params[1]);
      return [{ judgeId: "judge", inspectorId: null, events: from < 0 ? [] : log.slice(from) }];
    },
  } as unknown as Sql;
  const service = {
    notify: async (_: string, key: string) => {
      notified.push(key);
    },
  } as unknown as GameService;
  const deps = { sql, service, log: pino({ level: "silent" }) };
  const days = new Set<string>();
  let dayPhases = 0;
  const commits: { e: GameEvent; before: GameState; after: GameState }[] = [];
  playRandomGame(
    board,
    seed,
    (before, e, after) => {
      commits.push({ e, before, after });
      if (e.type === "phase_started" && /^D\d+$/.test(e.label)) {
        days.add(e.label);
        dayPhases += 1;
      }
    },
    undefined,
    undefined,
    ruleset,
  );
  for (const c of commits) {
    log.push(c.e);
    recapOnEvents(deps, "g1", [c.e], c.after, c.before);
    await new Promise((r) => setImmediate(r));
  }
  return { reads, notified, days: days.size, dayPhases };
}

describe("the night recap (issue 24 goal 4)", () => {
  it("reads the log once per day opened, not once per phase of the day", async () => {
    for (const [board, seed, ruleset] of [
      ["444-idiot", 1, undefined],
      ["444-idiot", 2, "classic"],
      ["444-guard-wolfking", 3, undefined],
    ] as const) {
      const r = await recaps(board, seed, ruleset);
      expect(r.days).toBeGreaterThan(0);
      // A day has several phases (dawn, speeches, vote…): the old per-phase reads were more.
      expect(r.dayPhases).toBeGreaterThan(r.days);
      expect(r.reads).toBe(r.days);
      expect(new Set(r.notified).size).toBe(r.notified.length);
      expect(r.notified.length).toBeGreaterThan(0);
    }
  });
});
