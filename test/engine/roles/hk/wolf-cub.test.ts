import { describe, expect, it } from "vitest";
import { wolfCub } from "../../../../src/engine/roles/hk/wolf-cub.ts";
import type { Tx } from "../../../../src/engine/tx.ts";
import { hkRun } from "./helpers.ts";

// Seat 1 wolf_witch ([群内]), 8 the cub ([群内]); the rest built village cards.
const CUB = { "8": "wolf_cub" };

describe("forum-hk wolf cub (幼狼)", () => {
  it("HK82, HK72: 牺牲 is a crit on himself at (20) after ⑭; HK19: 激励 gives the next night a second kill, agreed apart", () => {
    const { outcome, replay } = hkRun(
      [
        { at: "N1 21:40", seat: 8, act: "sacrifice" },
        { at: "N2 21:30", seat: 1, act: "kill", target: 2 },
        { at: "N2 21:31", seat: 1, act: "kill", target: 3, value: 2 },
        { at: "D2 09:30" },
      ],
      CUB,
    );
    expect(outcome.deaths.map((d) => [d.seat, d.at, d.cause, (d as { damage?: string }).damage, d.lastWords])).toEqual([
      [8, "N1", "sacrifice", "crit", true],
      [2, "N2", "kill", "pointed", false],
      [3, "N2", "kill", "pointed", false],
    ]);
    expect(replay.state.seats[7].mem.swift_night).toBe(2);
    expect(outcome.rejected).toEqual([]);
  });

  it("HK19: without the cub's out there is no second kill to propose", () => {
    const { outcome } = hkRun([{ at: "N2 21:31", seat: 1, act: "kill", target: 3, value: 2 }], CUB);
    expect(outcome.rejected.map((r) => r.code)).toEqual(["hk.no_second_kill"]);
  });

  it("HK72: 牺牲 with slot 0 resolves before the group kill ①; by default after it", () => {
    const steps = (value?: number) => [
      { at: "N2 21:30", seat: 1, act: "kill", target: 2 },
      { at: "N2 21:30", seat: 8, act: "kill", target: 2 },
      { at: "N2 21:40", seat: 8, act: "sacrifice", ...(value !== undefined ? { value } : {}) },
      { at: "D2 09:30" },
    ];
    expect(hkRun(steps(0), CUB).outcome.deaths.map((d) => d.seat)).toEqual([8, 2]);
    expect(hkRun(steps(), CUB).outcome.deaths.map((d) => d.seat)).toEqual([2, 8]);
  });

  it("HK82: 牺牲 is refused when no other [群内] wolf lives, and a slot outside 0–14 is refused", () => {
    const alone = hkRun([{ at: "N1 21:40", seat: 8, act: "sacrifice" }], { ...CUB, "1": "gargoyle" });
    expect(alone.outcome.rejected.map((r) => [r.code, r.reason])).toEqual([
      ["hk.sacrifice_alone", "只有还有其他群内狼人存活时才能牺牲。"],
    ]);
    const bad = hkRun([{ at: "N1 21:40", seat: 8, act: "sacrifice", value: 15 }], CUB);
    expect(bad.outcome.rejected.map((r) => [r.code, r.reason])).toEqual([
      ["hk.sacrifice_slot", "牺牲的结算位置请填0到14之间的整数，不填则在毒药之后结算。"],
    ]);
  });

  it("HK82, HK62: an out by a red card sets no second kill; any other out sets the next night's", () => {
    // Red cards are not wired into the flow yet: the hook is called as goOut calls it.
    const { replay } = hkRun([{ at: "D1 10:00" }], CUB);
    const emitted: unknown[] = [];
    const tx = { s: replay.state, emit: (e: unknown) => emitted.push(e) } as unknown as Tx;
    wolfCub.onOut?.(tx, 8, { seat: 8, cause: "red_card", damage: "red_card", source: null });
    wolfCub.onOut?.(tx, 8, { seat: 2, cause: "kill", damage: "pointed", source: null });
    expect(emitted).toEqual([]);
    wolfCub.onOut?.(tx, 8, { seat: 8, cause: "shot", damage: "pierce", source: 3 });
    expect(emitted).toEqual([{ type: "mem_set", seat: 8, key: "swift_night", value: 2 }]);
  });
});
