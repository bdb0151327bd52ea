/**
 * forum-hk's 黄昏 acts (window `dusk`; 002 游戏流程 黄昏 (4), HK9, HK13, HK28, HK29, HK38): sent from the close to
 * C+20, the last one counting, settled at 黄昏 (4) at C+20; by day the chain is only [隐身]; a status ending
 * 「至下一个黄昏开始」 (`untilStage` `close`) ends at the next close. 镜's 折镜 is the built act of this window.
 */
import { describe, expect, it } from "vitest";
import { hkRun } from "../roles/hk/helpers.ts";

/** 1 狼巫, 2 预言家, 3 通灵师, 4 灵能, 5 隐者, 6 企鹅, 7 宗教老爷爷, 8 镜. */
const DEAL = { "5": "hermit", "8": "mirror" };
const reflects = (o: { statuses?: { seat: number; id: string; removedAt: string | null }[] }) =>
  (o.statuses ?? []).filter((s) => s.id === "reflect").map((s) => [s.seat, s.removedAt]);

describe("forum-hk 黄昏 acts (window dusk)", () => {
  it("HK9: refused before the close and from C+20 on; one sent in 黄昏 settles at C+20, in the same phase", () => {
    const { outcome } = hkRun(
      [
        { at: "D1 20:59", seat: 8, act: "lend_mirror", target: 2 },
        { at: "D1 21:19", seat: 8, act: "lend_mirror", target: 2 },
        { at: "D1 21:20", seat: 8, act: "lend_mirror", target: 3 },
        { at: "N2 21:25" },
      ],
      DEAL,
    );
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([
      [0, "hk.window"],
      [2, "hk.window"],
    ]);
    expect(outcome.statuses?.filter((s) => s.id === "reflect").map((s) => [s.seat, s.at, s.until])).toEqual([
      [8, "S", null],
      [2, "D1", "D2 21:00"],
    ]);
  });

  it("HK28, HK29: by day a <指定> 黄昏 act on a [隐身] holder settles nothing — 折镜 on the hermit leaves 反射 with the mirror", () => {
    const { outcome } = hkRun([{ at: "D1 21:05", seat: 8, act: "lend_mirror", target: 5 }, { at: "N2 21:25" }], DEAL);
    expect(outcome.rejected).toEqual([]);
    expect(reflects(outcome)).toEqual([[8, null]]);
    expect(outcome.told.filter((t) => (t as { kind: string }).kind === "lent")).toEqual([]);
  });
});
