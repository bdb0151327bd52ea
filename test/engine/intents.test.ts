/**
 * Intents (issue 22 goal 1): a card's hook pushes the deaths it causes, the flow applies them in
 * order right after that hook returns — before the next seat's reaction, where the card's own
 * `kill` used to run — on the one death path (`flow/deaths.ts` `kill`) under either family.
 */
import { afterEach, describe, expect, it } from "vitest";
import { kill } from "../../src/engine/flow/deaths.ts";
import { applyIntents } from "../../src/engine/flow/effects.ts";
import { tell } from "../../src/engine/intents.ts";
import { next } from "../../src/engine/plan.ts";
import { roleSpec } from "../../src/engine/roles/index.ts";
import type { RoleSpec } from "../../src/engine/roles/role-types.ts";
import { hasStatus } from "../../src/engine/statuses.ts";
import { Tx } from "../../src/engine/tx.ts";
import type { GameEvent } from "../../src/engine/types.ts";
import type { Replay } from "../../src/scenario/runner.ts";
import { forumGame } from "./forum/kit.ts";
import { deal, game } from "./roles/kit.ts";

const villager = roleSpec("villager");
const plain = villager.onDeath;
afterEach(() => {
  villager.onDeath = plain;
});

/**
 * For this test only, the villager card reacts to `dead`'s death: seat `a` asks for `victim`'s
 * death (an intent), seat `b` (after `a` in seat order) leaves a mark.
 */
function react(dead: number, a: number, victim: number, b: number): void {
  const hook: RoleSpec["onDeath"] = (tx, self, x, _cause, at, out) => {
    if (x.seat !== dead) return;
    if (self.seat === a) out.push({ kind: "death", seat: victim, cause: "curse", at });
    if (self.seat === b) tx.emit({ type: "mem_set", seat: b, key: "mark", value: true });
  };
  villager.onDeath = hook;
}

/** Kills `seat` on a copy of `g`'s state; the events of that death. */
function killOn(g: Replay, seat: number, at: string): GameEvent[] {
  const tx = new Tx(structuredClone(g.state), g.nowMs, next);
  kill(tx, seat, "exile", at);
  return tx.events;
}

/** Positions of `victim`'s death and `b`'s mark in `events`. */
function order(events: GameEvent[], victim: number, b: number): { died: number; mark: number } {
  return {
    died: events.findIndex((e) => e.type === "died" && e.seat === victim),
    mark: events.findIndex((e) => e.type === "mem_set" && e.seat === b && e.key === "mark"),
  };
}

describe("intents (issue 22)", () => {
  it("a card's death intent is applied right after its hook, before the next seat reacts (kill)", () => {
    // 444-idiot: villagers 1 5 8 11, seer 2.
    react(2, 1, 11, 5);
    const { died, mark } = order(killOn(game("444-idiot", deal()), 2, "D1"), 11, 5);
    expect(died).toBeGreaterThan(0);
    expect(mark).toBeGreaterThan(died);
  });

  it("the same under forum-25 (its death steps); each seat goes out once", () => {
    // FX-1: villagers 1 4 8 11 …, seer 3.
    react(3, 1, 11, 4);
    const events = killOn(forumGame(), 3, "D1");
    const { died, mark } = order(events, 11, 4);
    expect(died).toBeGreaterThan(0);
    expect(mark).toBeGreaterThan(died);
    expect(events.filter((e) => e.type === "died").map((e) => (e.type === "died" ? e.seat : 0))).toEqual([3, 11]);
  });
});

describe("tell and status intents (issue 22 goal 2)", () => {
  it("are applied in the order pushed, beside attacks: a status granted, a tell, a pointed attack it stops, a removal", () => {
    const g = forumGame();
    const tx = new Tx(structuredClone(g.state), g.nowMs, next);
    const died = applyIntents(tx, [
      { kind: "grant", seat: 5, status: { id: "guarded", source: 6, untilLabel: "N1" } },
      tell(6, "check", "village", 5),
      { kind: "attack", attack: { kind: "kill", target: 5, source: null, cause: "wolf", damage: "pointed" }, at: "N1" },
      { kind: "revoke", seat: 5, id: "guarded" },
      { kind: "attack", attack: { kind: "kill", target: 5, source: null, cause: "wolf", damage: "pointed" }, at: "N1" },
    ]);
    expect(died).toEqual([5]);
    expect(tx.events.map((e) => e.type).slice(0, 4)).toEqual(["status_added", "told", "status_removed", "died"]);
    expect(tx.events[1]).toMatchObject({ type: "told", seat: 6, kind: "check", value: "village", about: 5 });
    expect(hasStatus(tx.s.seats[4], "guarded")).toBe(false);
  });
});
