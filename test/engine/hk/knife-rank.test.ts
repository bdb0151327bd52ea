/**
 * HK71: the [接刀] takeover by rank (`families/forum-hk/knife.ts` `takeOver`, `relayRank`): only the
 * first rank that has a living holder takes 杀人 over; a card records another rank in its seat's
 * memory (`RELAY_RANK`: cupid's wolf lovers, rank 2).
 */
import { describe, expect, it } from "vitest";
import { evolve } from "../../../src/engine/evolve.ts";
import { RELAY_RANK, takeOver } from "../../../src/engine/families/forum-hk/knife.ts";
import type { Tx } from "../../../src/engine/tx.ts";
import type { GameEvent, GameState } from "../../../src/engine/types.ts";
import { hkRun } from "../roles/hk/helpers.ts";

/** `takeOver` on `s`: the `hk_skill` events it emits. */
function takes(s: GameState): GameEvent[] {
  const out: GameEvent[] = [];
  takeOver({ s, emit: (e: GameEvent) => out.push(e) } as unknown as Tx);
  return out;
}

/** Wolf witch 1 out (red card), gargoyle 8 (rank 1), hidden wolf 5 with ① ([接刀]). */
function afterThePack(): GameState {
  const steps = [
    { at: "S 10:00", seat: 5, act: "disguise", target: null, value: { options: [1, 3, 4] } },
    { at: "S 21:05" },
  ];
  const { replay } = hkRun(steps, { "5": "hidden_wolf" });
  return evolve(replay.state, { type: "died", seat: 1, cause: "red_card", damage: "red_card", atMs: 0 } as GameEvent);
}

describe("forum-hk [接刀] ranks (HK71)", () => {
  it("every living first-rank holder takes the kill over (石像鬼 and 隐狼 ①)", () => {
    expect(takes(afterThePack()).map((e) => (e as { seat: number }).seat)).toEqual([5, 8]);
  });

  it("a rank-2 holder waits while a rank-1 holder lives", () => {
    const s = evolve(afterThePack(), { type: "mem_set", seat: 5, key: RELAY_RANK, value: 2, atMs: 0 });
    expect(takes(s).map((e) => (e as { seat: number }).seat)).toEqual([8]);
  });
});
