/** 骑士 (HK93, HK64, HK65, HK139): 决斗 in 正午, once, by the target's real camp. */
import { describe, expect, it } from "vitest";
import { hkRun } from "./helpers.ts";

/** 1 wolf_witch, 2 gargoyle ([接刀]), 3 knight, 4 seer, 5 penguin, 6 crow, 7 old_believer (third party), 8 medium. */
const DEAL = {
  "2": "gargoyle",
  "3": "knight",
  "4": "seer",
  "5": "penguin",
  "6": "crow",
  "7": "old_believer",
  "8": "medium",
};
const run = (steps: unknown[]) => hkRun(steps, DEAL);
const heretics = { at: "S 10:00", seat: 7, act: "heretics", target: [1, 2, 4, 5] };

describe("骑士 决斗", () => {
  it("HK93, HK64, HK65: on a wolf — 穿透 on the target at noon with last words, his flip and the vote cancelled published at once", () => {
    const { outcome } = run([heretics, { at: "D1 11:00", seat: 3, act: "duel", target: 1 }, { at: "D1 12:00" }]);
    expect(outcome.deaths).toEqual([
      { seat: 1, at: "D1", stage: "noon", cause: "duel", damage: "pierce", lastWords: true },
    ]);
    expect(outcome.notices).toEqual([
      { at: "D1", stage: "noon", kind: "flip", seat: 3, value: "knight" },
      { at: "D1", stage: "noon", kind: "vote_cancelled" },
    ]);
    expect(outcome.announcements).toContainEqual({ at: "D1", stage: "noon", deaths: [1] });
  });

  it("HK93: on a villager — 致死伤害 on the knight himself; the vote stands", () => {
    const { outcome } = run([
      heretics,
      { at: "D1 10:00", seat: 3, act: "duel", target: 4 },
      { at: "D1 10:30", seat: 4, act: "vote", target: 1 },
      { at: "D1 21:25" },
    ]);
    expect(outcome.deaths).toEqual([
      { seat: 3, at: "D1", stage: "noon", cause: "duel_backfire", damage: "lethal", lastWords: true },
      { seat: 1, at: "D1", stage: "dusk", cause: "exile", damage: "exile", lastWords: true },
    ]);
    expect(outcome.votes[0]).toMatchObject({ top: 1, cancelled: false });
  });

  it("HK93, HK139: on a third party nothing happens, but the flip is spent: a second duel is refused", () => {
    const { outcome } = run([
      heretics,
      { at: "D1 10:00", seat: 3, act: "duel", target: 7 },
      { at: "D2 10:00", seat: 3, act: "duel", target: 1 },
      { at: "D2 10:30" },
    ]);
    expect(outcome.deaths).toEqual([]);
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([[2, "hk.used"]]);
    expect(outcome.notices).toContainEqual({ at: "D1", stage: "noon", kind: "flip", seat: 3, value: "knight" });
  });

  it("HK93: refused from one hour before the close and outside 正午", () => {
    const { outcome } = run([
      heretics,
      { at: "D1 08:30", seat: 3, act: "duel", target: 1 },
      { at: "D1 20:00", seat: 3, act: "duel", target: 1 },
      { at: "D1 20:30" },
    ]);
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([
      [1, "hk.window"],
      [2, "hk.window"],
    ]);
  });
});
