import { describe, expect, it } from "vitest";
import { hkRun } from "./helpers.ts";

const votes = (at: string, target: number, seats: number[]) =>
  seats.map((seat, i) => ({ at: `${at}:${String(i * 5).padStart(2, "0")}`, seat, act: "vote", target }));

describe("forum-hk avenger (复仇者)", () => {
  it("HK129, HK36, HK48, HK64: the first final ballot naming him makes the enemy at the close; he joins the opposite camp untold; the exile the enemy voted for is stopped (平安日)", () => {
    const { outcome } = hkRun([...votes("D1 10", 4, [1, 2, 3]), { at: "N2 21:00" }], { "4": "avenger" });
    expect(outcome.told).toEqual([{ seat: 4, at: "D1", kind: "enemy", value: { seat: 1 } }]);
    expect(outcome.camps?.["4"]).toBe("villagers");
    expect(outcome.deaths).toEqual([]);
    expect(outcome.notices).toContainEqual({ at: "D1", stage: "close", kind: "peaceful_day" });
  });

  it("HK129, HK36: a <指定> act settled on him makes the enemy at its step; his [不死] stops only the enemy's damage", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:30", seat: 6, act: "freeze", target: 4 },
        { at: "N2 21:30", seat: 1, act: "kill", target: 4 },
        { at: "D2 09:30" },
      ],
      { "4": "avenger" },
    );
    expect(outcome.told).toContainEqual({ seat: 4, at: "N1", kind: "enemy", value: { seat: 6 } });
    // The enemy is village: he is a wolf now, untold (no `camp` told).
    expect(outcome.camps?.["4"]).toBe("wolves");
    expect(outcome.told.filter((t) => t.kind === "camp")).toEqual([]);
    expect(outcome.statuses).toContainEqual(expect.objectContaining({ seat: 4, id: "undying", vs: 6 }));
    expect(outcome.deaths.map((d) => [d.seat, d.cause])).toEqual([[4, "kill"]]);
  });

  it("HK129, HK37, HK36: the group kill's drawn source becomes the enemy, and his [不死] stops that kill", () => {
    const { outcome } = hkRun([{ at: "N2 21:30", seat: 1, act: "kill", target: 4 }, { at: "D2 09:30" }], {
      "4": "avenger",
    });
    expect(outcome.told).toContainEqual({ seat: 4, at: "N2", kind: "enemy", value: { seat: 1 } });
    expect(outcome.camps?.["4"]).toBe("villagers");
    expect(outcome.deaths).toEqual([]);
  });

  it("HK129, HK25: 雪恨 — the enemy exiled: he gains the enemy's own card skills, refreshed, and uses them", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:30", seat: 6, act: "freeze", target: 4 },
        ...votes("D1 10", 6, [1, 2, 3, 5]),
        { at: "N2 21:30", seat: 4, act: "freeze", target: 2 },
        { at: "D2 09:30" },
      ],
      { "4": "avenger" },
    );
    expect(outcome.deaths.map((d) => [d.seat, d.cause])).toEqual([[6, "exile"]]);
    expect(outcome.skills).toEqual([{ seat: 4, skill: "freeze", at: "D1", how: "gained" }]);
    expect(outcome.told).toContainEqual({ seat: 4, at: "D1", kind: "avenged", value: { seat: 6, role: "penguin" } });
    expect(outcome.statuses).toContainEqual(expect.objectContaining({ seat: 2, id: "frozen", source: 4 }));
  });

  it("HK129, HK37: 雪恨 — the enemy killed by the group: he gains the drawn source's card skills", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:30", seat: 2, act: "check", target: 4 },
        { at: "N2 21:30", seat: 1, act: "kill", target: 2 },
        { at: "D2 09:30" },
      ],
      { "4": "avenger" },
    );
    expect(outcome.told).toContainEqual({ seat: 4, at: "N1", kind: "enemy", value: { seat: 2 } });
    expect(outcome.camps?.["4"]).toBe("wolves");
    expect(outcome.skills).toEqual([{ seat: 4, skill: "dark_check", at: "N2", how: "gained" }]);
    expect(outcome.told).toContainEqual({
      seat: 4,
      at: "N2",
      kind: "avenged",
      value: { seat: 1, role: "wolf_witch" },
    });
  });

  it("HK129, HK133: the enemy of a third camp — his camp is drawn of the two (draws `avenger_camp`)", () => {
    const { outcome } = hkRun(
      [{ at: "D1 10:00", seat: 7, act: "vote", target: 4 }, { at: "N2 21:00" }],
      { "4": "avenger" },
      { draws: { avenger_camp: ["wolves"] } },
    );
    expect(outcome.told).toContainEqual({ seat: 4, at: "D1", kind: "enemy", value: { seat: 7 } });
    expect(outcome.camps?.["4"]).toBe("wolves");
  });

  it("HK36, HK129: an exile the enemy did not vote for is not stopped (his [不死] answers the enemy only)", () => {
    const { outcome } = hkRun(
      [{ at: "N1 21:30", seat: 6, act: "freeze", target: 4 }, ...votes("D1 10", 4, [1, 2, 3]), { at: "N2 21:00" }],
      { "4": "avenger" },
    );
    expect(outcome.deaths.map((d) => [d.seat, d.cause])).toEqual([[4, "exile"]]);
  });

  it("HK64, HK129 (reading): a ballot's trigger is the close's — a duel's cancelled vote makes no enemy", () => {
    const { outcome } = hkRun(
      [
        { at: "D1 10:00", seat: 2, act: "vote", target: 4 },
        { at: "D1 11:00", seat: 3, act: "duel", target: 1 },
        { at: "N2 21:00" },
      ],
      { "3": "knight", "4": "avenger" },
    );
    expect(outcome.deaths.map((d) => [d.seat, d.cause])).toEqual([[1, "duel"]]);
    expect(outcome.told.filter((t) => t.seat === 4)).toEqual([]);
    expect(outcome.camps?.["4"]).toBe("undetermined");
  });
});
