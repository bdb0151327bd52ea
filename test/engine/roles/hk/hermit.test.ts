import { describe, expect, it } from "vitest";
import { cloneState } from "../../../../src/engine/clone.ts";
import { hermit } from "../../../../src/engine/roles/hk/hermit.ts";
import { hasStatus } from "../../../../src/engine/statuses.ts";
import { Tx } from "../../../../src/engine/tx.ts";
import { hkRun } from "./helpers.ts";

/** 1 狼巫, 2 预言家, 3 通灵师, 4 灵能, 5 隐者, 6 企鹅, 7 宗教老爷爷, 8 石像鬼. */
const DEAL = { "5": "hermit" };
const toldOf = (o: { told: unknown[] }, kind: string) => o.told.filter((t) => (t as { kind: string }).kind === kind);

describe("forum-hk hermit (隐者)", () => {
  it("HK111, HK29: [隐身] and [迷魂] from S — a 预言 on him tells nothing, his ballot weighs nothing", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:40", seat: 2, act: "check", target: 5 },
        { at: "D1 10:00", seat: 5, act: "vote", target: 1 },
        { at: "D1 21:25" },
      ],
      DEAL,
    );
    expect(toldOf(outcome, "check")).toEqual([]);
    expect(outcome.statuses?.map((s) => [s.seat, s.id, s.at, s.until, s.removedAt])).toEqual([
      [5, "invisible", "S", null, null],
      [5, "dazed", "S", null, null],
    ]);
    expect(outcome.votes?.[0]).toMatchObject({ tally: { "1": 0 }, top: null });
  });

  it("HK111: 脱下隐身衣 (cloak) ends his cloak at its step and hides the target to the end of the next 黄昏; once", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:25", seat: 5, act: "cloak", target: 2 },
        { at: "N1 21:26", seat: 6, act: "freeze", target: 2 },
        { at: "N1 21:40", seat: 2, act: "check", target: 5 },
        { at: "N2 21:25", seat: 5, act: "cloak", target: 3 },
        { at: "N2 21:30" },
      ],
      DEAL,
    );
    expect(outcome.statuses?.map((s) => [s.seat, s.id, s.at, s.until, s.removedAt])).toEqual([
      [5, "invisible", "S", null, "N1"],
      [5, "dazed", "S", null, "N1"],
      [2, "invisible", "N1", "D1 21:20", null],
    ]);
    expect(toldOf(outcome, "check")).toEqual([{ seat: 2, at: "N1", kind: "check", value: "village", about: 5 }]);
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([[3, "hk.skill_lost"]]);
  });

  it("HK111 (reading): his own cloak does not stop 脱下隐身衣 on himself — it ends first, then he is hidden to the next 黄昏's end", () => {
    const { outcome } = hkRun([{ at: "N1 21:25", seat: 5, act: "cloak", target: 5 }, { at: "N1 21:40" }], DEAL);
    expect(outcome.statuses?.map((s) => [s.seat, s.id, s.until, s.removedAt])).toEqual([
      [5, "invisible", null, "N1"],
      [5, "dazed", null, "N1"],
      [5, "invisible", "D1 21:20", null],
    ]);
  });

  it("HK111: 隐身衣 lapses right after the out that leaves the living at half the seats dealt (8 → 4), and 脱下隐身衣 is lost", () => {
    const { replay } = hkRun([{ at: "N1 21:25" }], DEAL);
    const tx = new Tx(cloneState(replay.state), replay.nowMs, () => {});
    const out = (seat: number) => {
      tx.s.seats[seat - 1].alive = false;
      hermit.onOut?.(tx, 5, { seat, cause: "kill", damage: "pointed", source: null });
    };
    for (const seat of [1, 2, 3]) out(seat);
    expect(hasStatus(tx.s.seats[4], "hidden")).toBe(true);
    out(4);
    expect(hasStatus(tx.s.seats[4], "hidden")).toBe(false);
    expect(hasStatus(tx.s.seats[4], "charmed")).toBe(false);
    expect(tx.events.filter((e) => e.type === "hk_skill")).toMatchObject([{ seat: 5, skill: "cloak", how: "lost" }]);
  });
});
