/** Helpers for forum-25 engine tests: the FX-1 deal on the forum-25 board, clock steps by label. */
import { expect } from "vitest";
import { calendarOf, labelTimeMs } from "../../../src/engine/calendar.ts";
import type { GameSetup, RoleId, Target } from "../../../src/engine/types.ts";
import { Replay } from "../../../src/scenario/runner.ts";

/**
 * The FX-1 deal: wolves 2, 5 (charge_wolf_king), 9, 13 (wolf_cub), 18, 23; seer 3, guard 7,
 * witch 10, devotee 12, hunter 14, cupid 16, chief 17, idiot 20, servant 22, sisters 6 and 19.
 */
export const FORUM_DEAL: Record<string, RoleId> = Object.fromEntries(
  (
    [
      "villager",
      "werewolf",
      "seer",
      "villager",
      "charge_wolf_king",
      "sister",
      "guard",
      "villager",
      "werewolf",
      "witch",
      "villager",
      "devotee",
      "wolf_cub",
      "hunter",
      "villager",
      "cupid",
      "village_chief",
      "werewolf",
      "sister",
      "idiot",
      "villager",
      "servant",
      "werewolf",
      "villager",
      "villager",
    ] as RoleId[]
  ).map((r, i) => [String(i + 1), r]),
);

export function forumGame(extra: Partial<GameSetup> = {}): Replay {
  return new Replay({
    ruleset: "forum-25",
    board: "forum-25",
    deal: FORUM_DEAL,
    seed: 1,
    startAt: "2024-06-10T20:00",
    utcOffsetMin: 480,
    ...extra,
  });
}

/** Moves the clock to a label time (`D1 10:00`). */
export function at(g: Replay, label: string): void {
  const cal = calendarOf(g.state.setup);
  const ms = cal ? labelTimeMs(cal, label) : null;
  if (ms === null) throw new Error(`bad label ${label}`);
  g.until(ms);
}

/** Runs an act that must be accepted. */
export function ok(g: Replay, seat: number, act: string, target: Target = null, value?: number): void {
  const r = g.run({ type: "act", seat, act, target, ...(value !== undefined ? { value } : {}) });
  if (r) throw new Error(`${seat} ${act} ${JSON.stringify(target)} rejected: ${r.code}`);
}

/** Runs an act that must be refused; returns its code. */
export function no(g: Replay, seat: number, act: string, target: Target = null, value?: number): string {
  const r = g.run({ type: "act", seat, act, target, ...(value !== undefined ? { value } : {}) });
  expect(r, `${seat} ${act} should be refused`).not.toBeNull();
  return r?.code ?? "";
}

/** A director's ruling; returns the reject code or null. */
export function judge(
  g: Replay,
  ruling: string,
  fields: { seat?: number; value?: string; target?: Target; seconds?: number } = {},
) {
  return g.run({ type: "judge", ruling: ruling as never, ...fields })?.code ?? null;
}
