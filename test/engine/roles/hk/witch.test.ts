import { describe, expect, it } from "vitest";
import { hkRun } from "./helpers.ts";

/** Seats: 1 wolf_witch (the pack), 2 seer, 3 medium, 4 witch, 5 crow, 6 penguin, 7 old believer, 8 gargoyle. */
const WITCH = { "4": "witch" };

const knives = (told: { seat: number; at: string; kind: string; value: unknown }[]) =>
  told.filter((t) => t.kind === "knife").map((t) => [t.at, t.value]);

describe("forum-hk witch (女巫)", () => {
  it("HK74: 灵通 tells at C+50 the agreed kill's target, [] when nothing was made, every night she lives", () => {
    const { outcome } = hkRun(
      [
        { at: "N2 21:30", seat: 1, act: "kill", target: 5 },
        { at: "N2 21:49", seat: 1, act: "kill", target: 3 },
        { at: "N2 21:50" },
      ],
      WITCH,
    );
    // N1: no kill (HK69); N2: the last proposal counts (HK13), told at 21:50 before (16).
    expect(knives(outcome.told)).toEqual([
      ["N1", []],
      ["N2", [3]],
    ]);
  });

  it("HK92, HK35: 救药 is [守护：∞] to C+70 on the target: the kill is stopped, then 灵通 falls silent (null)", () => {
    const { outcome } = hkRun(
      [
        { at: "N2 21:30", seat: 1, act: "kill", target: 5 },
        { at: "N2 21:55", seat: 4, act: "save", target: 5 },
        { at: "N3 21:30", seat: 1, act: "kill", target: 5 },
        { at: "N3 21:55", seat: 4, act: "save", target: 5 },
        { at: "N3 22:15" },
      ],
      WITCH,
    );
    expect(outcome.statuses).toEqual([
      { seat: 5, id: "guarded", at: "N2", source: 4, until: "N2 22:10", count: "inf", vs: null, removedAt: null },
    ]);
    expect(outcome.deaths).toEqual([
      { seat: 5, at: "N3", stage: "night", cause: "kill", damage: "pointed", lastWords: false },
    ]);
    expect(knives(outcome.told)).toEqual([
      ["N1", []],
      ["N2", [5]],
      ["N3", null],
    ]);
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([[3, "hk.used"]]);
  });

  it("HK92, HK72: 毒药 is 穿透 at ⑭ after the kill at ①: both outs in slot order", () => {
    const { outcome } = hkRun(
      [
        { at: "N2 21:30", seat: 1, act: "kill", target: 4 },
        { at: "N2 21:55", seat: 4, act: "poison", target: 1 },
        { at: "N2 22:15" },
      ],
      WITCH,
    );
    expect(outcome.deaths.map((d) => [d.seat, d.cause, (d as { damage?: string }).damage])).toEqual([
      [4, "kill", "pointed"],
      [1, "poison", "pierce"],
    ]);
  });

  it("HK92, HK13: one potion a night — the last of save / poison / pass she sent is the one that settles", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:50", seat: 4, act: "poison", target: 1 },
        { at: "N1 21:51", seat: 4, act: "pass" },
        { at: "N2 21:30", seat: 1, act: "kill", target: 5 },
        { at: "N2 21:50", seat: 4, act: "poison", target: 1 },
        { at: "N2 21:52", seat: 4, act: "save", target: 5 },
        { at: "N2 22:15" },
      ],
      WITCH,
    );
    // N1: the poison was replaced by pass; N2: by the save. Nobody out; only the save settled.
    expect(outcome.deaths).toEqual([]);
    expect(outcome.statuses?.map((s) => [s.seat, s.id])).toEqual([[5, "guarded"]]);
    const again = hkRun(
      [
        { at: "N1 21:50", seat: 4, act: "save", target: 2 },
        { at: "N1 21:51", seat: 4, act: "poison", target: 1 },
        { at: "N2 21:40", seat: 4, act: "poison", target: 2 },
        { at: "N2 21:41", seat: 4, act: "save", target: 2 },
      ],
      WITCH,
    ).outcome;
    expect(again.deaths.map((d) => [d.seat, d.cause])).toEqual([[1, "poison"]]);
    expect(again.statuses).toEqual([]);
    // The poison is spent; the save, never settled, is still there on N2.
    expect(again.rejected.map((r) => [r.step, r.code])).toEqual([[2, "hk.used"]]);
  });

  it("HK74: 灵通 is <强制> — told even when she is frozen (沉默), while her frozen potion does nothing (HK13)", () => {
    const { outcome } = hkRun(
      [
        { at: "N2 21:25", seat: 4, act: "poison", target: 1 },
        { at: "N2 21:26", seat: 1, act: "kill", target: 3 },
        { at: "N2 21:30", seat: 6, act: "freeze", target: 4 },
        { at: "N2 22:15" },
      ],
      WITCH,
    );
    expect(knives(outcome.told)).toEqual([
      ["N1", []],
      ["N2", [3]],
    ]);
    expect(outcome.deaths.map((d) => [d.seat, d.cause])).toEqual([[3, "kill"]]);
  });

  it("HK74: a witch out before nightfall is told nothing", () => {
    const { outcome } = hkRun(
      [
        { at: "N2 21:30", seat: 1, act: "kill", target: 4 },
        { at: "N3 21:30", seat: 1, act: "kill", target: 5 },
        { at: "N3 21:55" },
      ],
      WITCH,
    );
    expect(knives(outcome.told)).toEqual([
      ["N1", []],
      ["N2", [4]],
    ]);
  });
});
