import { describe, expect, it } from "vitest";
import { hkRun } from "./helpers.ts";

// Seats: 1 wolf witch ([群内]), 2 seer, 3 demon hunter, 4 psychic, 5 crow, 6 soldier, 7 old believer, 8 gargoyle.
const DEAL = { "3": "demon_hunter", "6": "soldier" };

describe("forum-hk demon hunter (猎魔人)", () => {
  it("HK97: 猎杀 on a wolf is 穿透 at ⑦; a villager costs three and below 0 he takes 致死伤害 himself (hunt_backfire)", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:40", seat: 3, act: "hunt", target: 8 },
        { at: "N2 21:40", seat: 3, act: "hunt", target: 2 },
        { at: "D2 09:30" },
      ],
      DEAL,
    );
    expect(outcome.deaths.map((d) => [d.seat, d.at, d.cause, (d as { damage?: string }).damage])).toEqual([
      [8, "N1", "hunt", "pierce"],
      [3, "N2", "hunt_backfire", "lethal"],
    ]);
  });

  it("HK97: a hunt costing more than his uses left backfires on himself; a later hunt is refused (he is out)", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:40", seat: 3, act: "hunt", target: 7 },
        { at: "N2 21:40", seat: 3, act: "hunt", target: 5 },
        { at: "N3 21:40", seat: 3, act: "hunt", target: 4 },
        { at: "N3 22:15" },
      ],
      DEAL,
    );
    // The old believer (a third party) costs 2, the crow 3: 3 - 2 - 3 < 0 → backfire on N2.
    expect(outcome.deaths.map((d) => [d.seat, d.cause])).toEqual([[3, "hunt_backfire"]]);
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([[2, "seat.dead"]]);
  });

  it("HK97: a hunt on a third party costs two and does nothing to him", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:40", seat: 3, act: "hunt", target: 7 },
        { at: "N2 21:40", seat: 3, act: "hunt", target: 1 },
        { at: "N3 21:40", seat: 3, act: "hunt", target: 8 },
        { at: "N3 22:15" },
      ],
      DEAL,
    );
    // 3 - 2 (third) - 1 (wolf) = 0: the wolf witch out, no backfire; at 0 no use is left.
    expect(outcome.deaths.map((d) => [d.seat, d.cause])).toEqual([[1, "hunt"]]);
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([[2, "hk.used"]]);
  });

  it("HK36: 宿命's 坚韧 each nightfall stops a village source's 穿透 (the soldier's 突击)", () => {
    const { outcome } = hkRun([{ at: "N1 21:40", seat: 6, act: "strike", target: 3 }, { at: "D1 09:30" }], DEAL);
    expect(outcome.deaths).toEqual([]);
    expect(outcome.statuses?.filter((s) => s.seat === 3)).toEqual([
      { seat: 3, id: "tough", at: "N1", source: 3, until: "N1 22:10", count: null, vs: "villagers", removedAt: null },
    ]);
  });
});
