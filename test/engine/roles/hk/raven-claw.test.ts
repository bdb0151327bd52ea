import { describe, expect, it } from "vitest";
import { hkRun } from "./helpers.ts";

/** 狼鸦之爪 5 and the wolf witch 1 are the only wolf-camp characters (crow 8 for the gargoyle); seer 2, medium 3, psychic 4, penguin 6, old believer 7. */
const TWO_WOLVES = { "5": "raven_claw", "8": "crow" };
const blade = (target: number, at = "N1 21:25") => ({ at, seat: 5, act: "night_blade", target });

describe("forum-hk 狼鸦之爪 (raven_claw)", () => {
  it("HK86, HK131: at the end of S the [群内] wolves learn him — the [接刀] gargoyle does not", () => {
    const { outcome } = hkRun([{ at: "S 21:05" }], { "5": "raven_claw" });
    expect(outcome.told).toEqual([{ seat: 1, at: "S", kind: "raven", value: 5 }]);
  });

  it("HK86: with three wolf-camp characters living at nightfall 夜之锋刃 is not his tonight", () => {
    const { outcome } = hkRun([blade(2), { at: "N1 21:40" }], { "5": "raven_claw" });
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([[0, "hk.blade_not_tonight"]]);
    expect(outcome.told.filter((t) => t.kind === "blade_due")).toEqual([]);
  });

  it("HK86, HK33: ≤ 2 wolf-camp characters at nightfall — he is told, blades the seer: [群内] at once, [漏洞], 致死伤害 at ③", () => {
    const { outcome } = hkRun([blade(2), { at: "D1 09:30" }, blade(3, "N2 21:25"), { at: "N2 21:40" }], TWO_WOLVES);
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([[2, "hk.used"]]);
    expect(outcome.told).toContainEqual({ seat: 5, at: "N1", kind: "blade_due", value: true });
    expect(outcome.skills).toEqual([{ seat: 5, skill: "pack", at: "N1", how: "gained" }]);
    expect(outcome.statuses?.filter((x) => x.id === "flawed").map((x) => [x.seat, x.source, x.until])).toEqual([
      [2, 5, null],
    ]);
    expect(outcome.deaths.map((d) => [d.seat, d.at, d.cause, (d as { damage?: string }).damage])).toEqual([
      [2, "N1", "night_blade", "lethal"],
    ]);
  });

  it("HK86, HK133: silent, he is drawn a living other at block A's end (draw `night_blade`)", () => {
    const { outcome } = hkRun([{ at: "D1 09:30" }], TWO_WOLVES, { draws: { night_blade: [6] } });
    expect(outcome.deaths.map((d) => [d.seat, d.cause])).toEqual([[6, "night_blade"]]);
    expect(outcome.skills).toEqual([{ seat: 5, skill: "pack", at: "N1", how: "gained" }]);
  });

  it("HK33: [漏洞] voids 不死 — the nine-tailed fox's own 不死 does not save him from the blade", () => {
    const { outcome } = hkRun([blade(4), { at: "D1 09:30" }], { ...TWO_WOLVES, "4": "nine_tailed_fox" });
    expect(outcome.deaths.map((d) => [d.seat, d.cause])).toEqual([[4, "night_blade"]]);
  });

  it("HK51: an unused 狼鸦之爪 does not count — the wolf witch exiled, the wolves are lost at once", () => {
    // 1 wolf witch, 5 raven, 8 hidden wolf (silent: no [接刀]) — three wolves, so no blade on night 1.
    const ballots = [1, 2, 3, 4, 5, 6, 7, 8].map((seat) => ({ at: "D1 10:00", seat, act: "vote", target: 1 }));
    const { outcome } = hkRun([...ballots, { at: "D1 21:30" }], { "5": "raven_claw", "8": "hidden_wolf" });
    expect(outcome.campsLost).toEqual([{ camp: "wolves", at: "D1", why: "tags" }]);
  });
});
