import { describe, expect, it } from "vitest";
import { hkRun } from "./helpers.ts";

/** The hidden wolf at 5; wolf witch 1, seer 2, medium 3, psychic 4, penguin 6, old believer 7, gargoyle 8 (HK_DEAL). */
const DEAL = { "5": "hidden_wolf" };
const pick = (value: unknown, at = "S 10:00") => ({ at, seat: 5, act: "disguise", target: null, value });

describe("forum-hk hidden wolf (隐狼)", () => {
  it("HK87, HK131: ③ and ⑤ are told at the end of S — he learns his camp's seats, they learn his", () => {
    const { outcome } = hkRun([pick({ options: [3, 4, 5] }), { at: "S 21:05" }], DEAL);
    expect(outcome.rejected).toEqual([]);
    expect(outcome.told).toEqual([
      { seat: 5, at: "S", kind: "same_camp", value: [1, 8] },
      { seat: 1, at: "S", kind: "same_camp", value: 5, about: 5 },
      { seat: 8, at: "S", kind: "same_camp", value: 5, about: 5 },
    ]);
  });

  it("HK87, HK131: silent in S he picks nothing (no news, no [接刀]); the last 伪装 sent before C₀ counts", () => {
    const silent = hkRun([{ at: "S 21:05" }], DEAL).outcome;
    expect(silent.told).toEqual([]);
    expect(silent.skills ?? []).toEqual([]);
    const { outcome } = hkRun(
      [pick({ options: [3, 4, 5] }), pick({ options: [1, 2, 4] }, "S 20:00"), { at: "S 21:05" }],
      DEAL,
    );
    expect(outcome.told).toEqual([]);
    expect(outcome.skills).toEqual([{ seat: 5, skill: "relay", at: "S", how: "gained" }]);
  });

  it("HK87 ①, HK71: [接刀] of the first rank — with the [群内] wolf exiled he takes 杀人 over beside the gargoyle", () => {
    const ballots = [1, 2, 3, 4, 5, 6, 7, 8].map((seat) => ({ at: "D1 10:00", seat, act: "vote", target: 1 }));
    const { outcome } = hkRun(
      [
        pick({ options: [1, 2, 4] }),
        ...ballots,
        { at: "N2 21:30", seat: 5, act: "kill", target: 2 },
        { at: "D2 09:30" },
      ],
      DEAL,
    );
    expect(outcome.rejected).toEqual([]);
    expect(outcome.skills).toEqual([
      { seat: 5, skill: "relay", at: "S", how: "gained" },
      { seat: 5, skill: "kill", at: "D1", how: "gained" },
      { seat: 8, skill: "kill", at: "D1", how: "gained" },
    ]);
    // The kill needs both takers (HK70 via HK71): the gargoyle sent nothing, so nobody dies at N2.
    expect(outcome.deaths.map((d) => d.seat)).toEqual([1]);
  });

  it("HK87 ④: 骑士's 决斗 on him backfires and 子狐's 咒缚 finds no wolf card", () => {
    const { outcome } = hkRun(
      [
        pick({ options: [1, 3, 4] }),
        { at: "N1 21:25", seat: 3, act: "bind", target: 5 },
        { at: "D1 10:00", seat: 6, act: "duel", target: 5 },
      ],
      { ...DEAL, "3": "fox_cub", "6": "knight" },
    );
    expect(outcome.rejected).toEqual([]);
    expect(outcome.statuses?.filter((x) => x.id === "frozen") ?? []).toEqual([]);
    expect(outcome.deaths.map((d) => [d.seat, d.cause])).toEqual([[6, "duel_backfire"]]);
  });

  it("HK87 ④ reading: without ④ the same duel puts him out", () => {
    const { outcome } = hkRun([pick({ options: [1, 3, 5] }), { at: "D1 10:00", seat: 6, act: "duel", target: 5 }], {
      ...DEAL,
      "6": "knight",
    });
    expect(outcome.deaths.map((d) => [d.seat, d.cause])).toEqual([[5, "duel"]]);
  });

  it("HK87, HK45: bad picks are refused and change nothing — not three options, fields without ②, a camp or card not of this game", () => {
    const { outcome } = hkRun(
      [
        pick({ options: [1, 2] }),
        pick({ options: [1, 1, 2] }),
        pick({ options: [1, 3, 4], role: "seer" }),
        pick({ options: [1, 2, 4], camp: "lovers" }),
        pick({ options: [1, 2, 4], role: "no_such_card" }),
        pick({ options: [1, 2, 4], camp: "old_believer", role: "cupid", knife: true }),
        { at: "S 21:05" },
      ],
      DEAL,
    );
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([
      [0, "hk.disguise_options"],
      [1, "hk.disguise_options"],
      [2, "hk.disguise_not_picked"],
      [3, "hk.disguise"],
      [4, "hk.disguise"],
    ]);
    // A third card's camp in this game (宗教老爷爷) and an unbuilt card of the 60 are fine.
    expect(outcome.skills).toEqual([{ seat: 5, skill: "relay", at: "S", how: "gained" }]);
  });
});
