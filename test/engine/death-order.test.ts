/**
 * ranked-s7's order of what follows a death (`deaths.steps`: blizzard → love → reactions;
 * `flow/deaths.ts` `afterDeath`): the lover follows his partner at once (000 §七4; 003-C 情侣1
 * 「因任何理由」), before any card reacts to the death. Pinned on the elder (T24, T25): exiled as a
 * lover whose partner is a revealed idiot, his partner dies of love — not of the curse his exile
 * casts a moment later, whose other effects still land.
 */
import { describe, expect, it } from "vitest";
import { kill } from "../../src/engine/flow/deaths.ts";
import { next } from "../../src/engine/plan.ts";
import { Tx } from "../../src/engine/tx.ts";
import { deal, game } from "./roles/kit.ts";

describe("ranked-s7: love before the cards' reactions (deaths.steps)", () => {
  it("an exiled elder's lover, a revealed idiot, dies of love, and the village is cursed after", () => {
    // 444-idiot: villager 1, idiot 7; seat 1 plays the elder for this case.
    const g = game("444-idiot", deal());
    const s = structuredClone(g.state);
    s.seats[0].role = "elder";
    s.seats[0].mem = { ...s.seats[0].mem, lover: 7 };
    s.seats[6].mem = { ...s.seats[6].mem, lover: 1, revealed: true };
    const tx = new Tx(s, g.nowMs, next);
    kill(tx, 1, "exile", "D2");
    expect(tx.s.record.deaths.map((d) => [d.seat, d.cause])).toEqual([
      [1, "exile"],
      [7, "lover"],
    ]);
    // The curse still fell on the living village (the seer, seat 2).
    expect(tx.s.seats[1].mem.cursed).toBe(true);
  });
});
