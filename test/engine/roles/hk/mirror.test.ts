import { describe, expect, it } from "vitest";
import { cloneState } from "../../../../src/engine/clone.ts";
import { mirror, mirrorCount } from "../../../../src/engine/roles/hk/mirror.ts";
import { hkRun } from "./helpers.ts";

/** 1 狼巫 (the pack), 2 预言家, 3 通灵师, 4 灵能, 5 乌鸦, 6 企鹅, 7 宗教老爷爷, 8 镜. */
const DEAL = { "8": "mirror" };
const toldOf = (o: { told: unknown[] }, kind: string) => o.told.filter((t) => (t as { kind: string }).kind === kind);
type StatusRow = { seat: number; id: string; at: string; until: string | null; removedAt: string | null };
const reflects = (o: { statuses?: StatusRow[] }) =>
  (o.statuses ?? []).filter((s) => s.id === "reflect").map((s) => [s.seat, s.at, s.until, s.removedAt]);

describe("forum-hk mirror (镜)", () => {
  it("HK123, HK143: his own 反射 from C₀ sends a 预言 on him to a drawn seat; he is told at C+70; a village user's reflection counts", () => {
    const { outcome, replay } = hkRun(
      [
        { at: "N1 21:40", seat: 2, act: "check", target: 8 },
        { at: "N1 21:45", seat: 1, act: "dark_check", target: 8 },
        { at: "N1 22:15" },
      ],
      DEAL,
      { draws: { reflect: [6, 3] } },
    );
    expect(reflects(outcome)).toEqual([[8, "S", null, null]]);
    // 002 PS: while 镜像 is unused he learns at C+70 which skills were newly used on him.
    expect(toldOf(outcome, "used_on")).toEqual([
      { seat: 8, at: "N1", kind: "used_on", value: ["check", "dark_check"] },
    ]);
    expect(toldOf(outcome, "check")).toEqual([
      { seat: 2, at: "N1", kind: "check", value: "village", about: 8, settledOn: 6 },
    ]);
    expect(toldOf(outcome, "reflected")).toEqual([
      {
        seat: 8,
        at: "N1",
        kind: "reflected",
        value: [
          { skill: "check", seat: 6 },
          { skill: "dark_check", seat: 3 },
        ],
      },
    ]);
    // Both users' real camps (village, wolves) differ from his: two.
    expect(mirrorCount(replay.state, 8)).toBe(2);
  });

  it("HK123: 折镜 at 黄昏 (4) lends 反射 until the next 黄昏 begins — the target reflects and is told, his own is back at the next close", () => {
    const { outcome, replay } = hkRun(
      [
        { at: "D1 21:05", seat: 8, act: "lend_mirror", target: 2 },
        { at: "N2 21:25", seat: 6, act: "freeze", target: 2 },
        { at: "N2 21:40", seat: 1, act: "dark_check", target: 8 },
        { at: "D2 21:25" },
      ],
      DEAL,
      { draws: { reflect: [5] } },
    );
    expect(reflects(outcome)).toEqual([
      [8, "S", null, "D1"],
      [2, "D1", "D2 21:00", null],
      [8, "D2", null, null],
    ]);
    expect(toldOf(outcome, "lent")).toEqual([{ seat: 2, at: "D1", kind: "lent", value: true }]);
    // The holder, not the mirror, learns what his 反射 did; the mirror's count grows all the same.
    expect(toldOf(outcome, "reflected")).toEqual([
      { seat: 2, at: "N2", kind: "reflected", value: [{ skill: "freeze", seat: 5 }] },
    ]);
    expect(toldOf(outcome, "identity")).toEqual([{ seat: 1, at: "N2", kind: "identity", value: "mirror", about: 8 }]);
    expect(mirrorCount(replay.state, 8)).toBe(1);
  });

  it("HK123: 折镜 is refused outside 黄昏; the last one sent in a 黄昏 counts (HK13)", () => {
    const { outcome } = hkRun(
      [
        { at: "D1 10:00", seat: 8, act: "lend_mirror", target: 2 },
        { at: "D1 21:05", seat: 8, act: "lend_mirror", target: 2 },
        { at: "D1 21:10", seat: 8, act: "lend_mirror", target: 3 },
        { at: "D1 21:30" },
      ],
      DEAL,
    );
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([[0, "hk.window"]]);
    expect(reflects(outcome).map((r) => r[0])).toEqual([8, 3]);
  });

  it("HK41: [业炎] takes his 反射 with his forced skill (its [遗忘]) — acts on him settle; its [沉默] refuses 折镜", () => {
    const { outcome } = hkRun(
      [
        { at: "S 21:05", seat: 8, act: "lend_mirror", target: 3 },
        { at: "N1 21:40", seat: 2, act: "arson", target: 8 },
        { at: "N2 21:25", seat: 6, act: "freeze", target: 8 },
        { at: "D2 21:05", seat: 8, act: "lend_mirror", target: 3 },
        { at: "D2 21:30" },
      ],
      { ...DEAL, "2": "arsonist" },
      { draws: { reflect: [] } },
    );
    expect(outcome.statuses?.filter((s) => s.seat === 8).map((s) => s.id)).toEqual(
      expect.arrayContaining(["karma_fire", "reflect"]),
    );
    expect(outcome.statuses?.map((s) => [s.seat, s.id])).toContainEqual([8, "frozen"]);
    expect(toldOf(outcome, "reflected")).toEqual([]);
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([[3, "hk.status_blocks"]]);
  });

  it("HK123: while his 反射 is lent out (or out of force) 折镜 is refused with its own reason", () => {
    const { replay } = hkRun([{ at: "S 21:05", seat: 8, act: "lend_mirror", target: 3 }, { at: "N1 21:30" }], DEAL);
    expect(mirror.validate?.(replay.state, 8, "lend_mirror", 2)).toEqual({
      code: "hk.mirror_lent",
      seat: 8,
      act: "lend_mirror",
    });
    const before = hkRun([{ at: "S 21:05" }], DEAL).replay.state;
    expect(mirror.validate?.(before, 8, "lend_mirror", 2)).toBeNull();
  });

  it("HK123, HK53: his camp wins when his count exceeds the living (directWin)", () => {
    const { replay } = hkRun([{ at: "S 10:00" }], DEAL);
    const s = cloneState(replay.state);
    s.seats[7].mem.mirrorCount = 8;
    expect(mirror.directWin?.(s, 8)).toBe(false);
    s.seats[7].mem.copyOuts = 1;
    expect(mirror.directWin?.(s, 8)).toBe(true);
    s.seats[7].mem.copyOuts = 0;
    s.seats[0].alive = false;
    expect(mirror.directWin?.(s, 8)).toBe(true);
  });

  it("HK123, HK25: 镜像 copies a skill used on him (reflected or not) as a second-hand instance, usable from the next night; once", () => {
    const { outcome, replay } = hkRun(
      [
        { at: "N1 21:40", seat: 2, act: "check", target: 8 },
        { at: "N1 21:55", seat: 8, act: "copy", target: null, value: "freeze" },
        { at: "N1 21:56", seat: 8, act: "copy", target: null, value: "check" },
        { at: "N2 21:40", seat: 8, act: "check", target: 1 },
        { at: "N2 21:55", seat: 8, act: "copy", target: null, value: "check" },
        { at: "N2 22:15" },
      ],
      DEAL,
      { draws: { reflect: [6] } },
    );
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([
      [1, "hk.copy_unknown"],
      [4, "hk.used"],
    ]);
    expect(toldOf(outcome, "copied")).toEqual([{ seat: 8, at: "N1", kind: "copied", value: "check" }]);
    // 002 PS: told of new skills used on him only while 镜像 is unused (it was used at N1 (18)).
    expect(toldOf(outcome, "used_on")).toEqual([]);
    expect(replay.state.hk?.gained?.["8"]).toMatchObject([
      { skill: "check", card: "seer", from: 2, secondHand: true, since: "N1" },
    ]);
    expect(toldOf(outcome, "check").filter((t) => (t as { seat: number }).seat === 8)).toEqual([
      { seat: 8, at: "N2", kind: "check", value: "not_village", about: 1 },
    ]);
  });

  it("HK123: an out caused by his copied skill counts toward his win (毒药 copied from the witch)", () => {
    const { outcome, replay } = hkRun(
      [
        { at: "N1 21:55", seat: 3, act: "poison", target: 8 },
        { at: "N2 21:55", seat: 8, act: "copy", target: null, value: "poison" },
        { at: "N3 21:55", seat: 8, act: "poison", target: 6 },
        { at: "N3 22:15" },
      ],
      { ...DEAL, "3": "witch" },
      { draws: { reflect: [5] } },
    );
    expect(outcome.rejected).toEqual([]);
    expect(outcome.deaths.map((d) => [d.seat, d.at, d.cause])).toEqual([
      [5, "N1", "poison"],
      [6, "N3", "poison"],
    ]);
    // One reflection of a village user's act, one out by the copied 毒药.
    expect(mirrorCount(replay.state, 8)).toBe(2);
  });
});
