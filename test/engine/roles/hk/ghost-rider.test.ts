import { describe, expect, it } from "vitest";
import { hkRun } from "./helpers.ts";

// Seat 1 wolf_witch and 8 the ghost rider ([群内]); 2 seer, 3 medium, 4 psychic, 5 crow, 6 witch.
const RIDER = { "6": "witch", "8": "ghost_rider" };
const evilOuts = (o: { deaths: { seat: number; at: string; cause: string }[] }) =>
  o.deaths.map((d) => [d.seat, d.at, d.cause, (d as { damage?: string }).damage]);

describe("forum-hk ghost rider (恶灵骑士)", () => {
  it("HK80, HK38: 主宰黑夜 gives [不死] at each nightfall to C+70; told [] at C+60 when no village skill touched him", () => {
    const { outcome } = hkRun([{ at: "N2 22:00" }], RIDER);
    expect((outcome.statuses ?? []).map((s) => [s.seat, s.id, s.at, s.source, s.until])).toEqual([
      [8, "undying", "N1", 8, "N1 22:10"],
      [8, "undying", "N2", 8, "N2 22:10"],
    ]);
    expect(outcome.told.filter((t) => t.seat === 8)).toEqual([
      { seat: 8, at: "N1", kind: "intruders", value: [] },
      { seat: 8, at: "N2", kind: "intruders", value: [] },
    ]);
  });

  it("HK80, HK72: told the village skills used on him; 邪恶 strikes the first 验人系 user over others, 致死伤害 at ④", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:25", seat: 5, act: "slander", target: 8 },
        { at: "N1 21:26", seat: 3, act: "divine", target: 8 },
        { at: "N1 21:27", seat: 1, act: "dark_check", target: 8 },
        { at: "D1 09:30" },
      ],
      RIDER,
    );
    expect(outcome.told.filter((t) => t.seat === 8)).toEqual([
      { seat: 8, at: "N1", kind: "intruders", value: ["divine", "slander"] },
    ]);
    expect(evilOuts(outcome)).toEqual([[3, "N1", "evil", "lethal"]]);
  });

  it("HK80, HK34: the witch's poison is stopped by [不死]; 邪恶 takes the damage skill's user before the seer", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:25", seat: 2, act: "check", target: 8 },
        { at: "N1 21:45", seat: 6, act: "poison", target: 8 },
        { at: "D1 09:30" },
      ],
      RIDER,
    );
    expect(outcome.told.filter((t) => t.seat === 8).map((t) => t.value)).toEqual([["check", "poison"]]);
    expect(evilOuts(outcome)).toEqual([[6, "N1", "evil", "lethal"]]);
  });

  it("HK80, HK18: 邪恶 is <限定>: the next night he is still told, and nobody is struck", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:25", seat: 2, act: "check", target: 8 },
        { at: "N2 21:25", seat: 3, act: "divine", target: 8 },
        { at: "D2 09:30" },
      ],
      RIDER,
    );
    expect(outcome.told.filter((t) => t.seat === 8).map((t) => [t.at, t.value])).toEqual([
      ["N1", ["check"]],
      ["N2", ["divine"]],
    ]);
    expect(evilOuts(outcome)).toEqual([[2, "N1", "evil", "lethal"]]);
  });

  it("HK80, HK41, HK104: under [业炎] (遗忘) he loses 主宰黑夜 and 邪恶: no [不死], nothing told, the poison takes him", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:40", seat: 4, act: "arson", target: 8 },
        { at: "N2 21:25", seat: 2, act: "check", target: 8 },
        { at: "N2 21:45", seat: 6, act: "poison", target: 8 },
        { at: "D2 09:30" },
      ],
      { ...RIDER, "4": "arsonist" },
    );
    expect((outcome.statuses ?? []).map((s) => [s.seat, s.id, s.at, s.removedAt])).toEqual([
      [8, "undying", "N1", "N1"],
      [8, "karma_fire", "N1", null],
    ]);
    expect(outcome.told.filter((t) => t.seat === 8 && t.kind === "intruders")).toEqual([]);
    expect(evilOuts(outcome)).toEqual([[8, "N2", "poison", "pierce"]]);
  });
});
