import { describe, expect, it } from "vitest";
import { ghost } from "../../../../src/engine/roles/hk/ghost.ts";
import { hkRun } from "./helpers.ts";

/** 1 狼巫 (the pack), 2 预言家, 3 通灵师, 4 灵能, 5 乌鸦, 6 企鹅, 7 宗教老爷爷, 8 幽灵. */
const DEAL = { "8": "ghost" };
type Told = { seat: number; at: string; kind: string; value: unknown; about?: number };
const toldTo = (o: { told: unknown[] }, seat: number) =>
  (o.told as Told[]).filter((t) => t.seat === seat).map((t) => [t.at, t.kind, t.value, t.about ?? null]);
type Out = { seat: number; at: string; stage?: string; cause: string; damage?: string };
const outs = (o: { deaths: Out[] }) => o.deaths.map((d) => [d.seat, d.at, d.stage, d.cause, d.damage]);

describe("forum-hk ghost (幽灵)", () => {
  it("HK83, HK12: 附体 at 黄昏 (4) — at each block's end he learns the host's accepted acts, then the host's results", () => {
    const { outcome } = hkRun(
      [
        { at: "S 21:05", seat: 8, act: "haunt", target: 2 },
        { at: "N1 21:30", seat: 2, act: "check", target: 5 },
        { at: "N1 21:33", seat: 2, act: "check", target: 1 },
        { at: "N1 21:34", seat: 6, act: "freeze", target: 3 },
        { at: "N1 22:15" },
      ],
      DEAL,
    );
    expect(outcome.rejected).toEqual([]);
    // Both checks sent before C+35 (the last one counts, HK13); the result at C+50 (HK89); 6's act is not told.
    expect(toldTo(outcome, 8)).toEqual([
      [
        "N1",
        "host_acts",
        [
          { skill: "check", target: 5 },
          { skill: "check", target: 1 },
        ],
        2,
      ],
      ["N1", "host_told", { kind: "check", value: "not_village", about: 1 }, 2],
    ]);
  });

  it("HK83, HK42: a status told to the host at block A's end is passed on to the ghost there, as the host read it", () => {
    const { outcome } = hkRun(
      [
        { at: "S 21:05", seat: 8, act: "haunt", target: 2 },
        { at: "N1 21:30", seat: 6, act: "freeze", target: 2 },
        { at: "N1 21:40" },
      ],
      DEAL,
    );
    const host = (outcome.told as Told[]).filter((t) => t.seat === 2).map((t) => ({ kind: t.kind, value: t.value }));
    expect(host).toHaveLength(1);
    expect(toldTo(outcome, 8)).toEqual([["N1", "host_told", host[0], 2]]);
  });

  it("HK83, HK72: the host out at (20) → the ghost takes 致死伤害 right after (cause `haunt`)", () => {
    const { outcome } = hkRun(
      [
        { at: "D1 21:05", seat: 8, act: "haunt", target: 2 },
        { at: "N2 21:40", seat: 1, act: "kill", target: 2 },
        { at: "N2 22:15" },
      ],
      DEAL,
    );
    expect(outs(outcome)).toEqual([
      [2, "N2", "night", "kill", "pointed"],
      [8, "N2", "night", "haunt", "lethal"],
    ]);
  });

  it("HK83, HK62: a red card on the host at night takes the ghost; one given by day waits for 黄昏 (HK60), after the 附体", () => {
    const night = hkRun(
      [
        { at: "S 21:05", seat: 8, act: "haunt", target: 2 },
        { at: "N1 21:30", judge: "card", seat: 2, value: "red" },
      ],
      DEAL,
    ).outcome;
    expect(outs(night)).toEqual([
      [2, "N1", "night", "red_card", "red_card"],
      [8, "N1", "night", "haunt", "lethal"],
    ]);
    const day = hkRun(
      [
        { at: "S 21:05", seat: 8, act: "haunt", target: 2 },
        { at: "D1 07:00", judge: "card", seat: 2, value: "red" },
        { at: "D1 21:10" },
      ],
      DEAL,
    ).outcome;
    expect(outs(day)).toEqual([[2, "D1", "dusk", "red_card", "red_card"]]);
  });

  it("HK83, HK138: the host shot in the dawn window (before C+80) takes the ghost", () => {
    const { outcome } = hkRun(
      [
        { at: "D1 21:05", seat: 8, act: "haunt", target: 2 },
        { at: "N2 21:40", seat: 1, act: "kill", target: 3 },
        { at: "N2 22:15", seat: 3, act: "shoot", target: 2 },
      ],
      { ...DEAL, "3": "hunter" },
    );
    expect(outs(outcome)).toEqual([
      [3, "N2", "night", "kill", "pointed"],
      [2, "D2", "dawn", "shot", "lethal"],
      [8, "D2", "dawn", "haunt", "lethal"],
    ]);
  });

  it("HK83: after two 附体 on one host 夺舍 lets him send the host's acts as the host's; the host's own are void", () => {
    const { outcome } = hkRun(
      [
        { at: "S 21:05", seat: 8, act: "haunt", target: 2 },
        { at: "D1 21:05", seat: 8, act: "haunt", target: 2 },
        { at: "D1 21:06", seat: 8, act: "seize" },
        { at: "N2 21:30", seat: 8, act: "check", target: 1 },
        { at: "N2 21:40", seat: 2, act: "check", target: 6 },
        { at: "N2 22:15" },
      ],
      DEAL,
    );
    // The host's own act is accepted (he is not told) and does nothing.
    expect(outcome.rejected).toEqual([]);
    expect(toldTo(outcome, 2)).toEqual([["N2", "check", "not_village", 1]]);
    expect(toldTo(outcome, 8)).toEqual([
      ["D1", "seize_ready", 2, null],
      ["D1", "seized", 2, null],
      ["N2", "host_acts", [{ skill: "check", target: 1 }], 2],
      ["N2", "host_told", { kind: "check", value: "not_village", about: 1 }, 2],
    ]);
  });

  it("HK83, HK70: a seized wolf host's 杀人 proposal is the ghost's to send; the host's own is void", () => {
    const { outcome } = hkRun(
      [
        { at: "S 21:05", seat: 8, act: "haunt", target: 1 },
        { at: "D1 21:05", seat: 8, act: "haunt", target: 1 },
        { at: "D1 21:06", seat: 8, act: "seize" },
        { at: "N2 21:30", seat: 8, act: "kill", target: 3 },
        { at: "N2 21:45", seat: 1, act: "kill", target: 4 },
        { at: "N2 22:15" },
      ],
      DEAL,
    );
    expect(outs(outcome)).toEqual([[3, "N2", "night", "kill", "pointed"]]);
  });

  it("HK83: 夺舍 without the 附体 of the 黄昏 before is refused; on another host it fails, told, and nothing is seized", () => {
    const { outcome } = hkRun(
      [
        { at: "S 21:05", seat: 8, act: "haunt", target: 2 },
        { at: "S 21:06", seat: 8, act: "seize" },
        { at: "D1 21:05", seat: 8, act: "haunt", target: 3 },
        { at: "D1 21:06", seat: 8, act: "seize" },
        { at: "D1 21:07", seat: 8, act: "haunt", target: 8 },
        { at: "N2 21:30", seat: 8, act: "check", target: 1 },
        { at: "N2 21:31", seat: 8, act: "haunt", target: 3 },
        { at: "N2 22:15" },
      ],
      DEAL,
    );
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([
      [1, "hk.seize_not_ready"],
      [4, "hk.not_self"],
      [5, "act.not_yours"],
      [6, "hk.window"],
    ]);
    expect(toldTo(outcome, 8).filter((t) => t[1] === "seized")).toEqual([["D1", "seized", null, null]]);
  });

  it("HK83: the card declares 附体 and 夺舍 as 黄昏 acts settled at (4) before 镜's 折镜", () => {
    const rows = Object.fromEntries(ghost.skills.flatMap((k) => Object.entries(k.acts)));
    expect(rows.haunt).toMatchObject({ window: "dusk", target: "other" });
    expect(rows.seize).toMatchObject({ window: "dusk", target: "none" });
    expect((rows.haunt.step as number) < (rows.seize.step as number)).toBe(true);
    expect((rows.seize.step as number) < 4).toBe(true);
  });
});
