import { describe, expect, it } from "vitest";
import { hasStatus } from "../../../../src/engine/statuses.ts";
import { type HkWinSeat, hkDeclare } from "../../../../src/engine/win/forum-hk.ts";
import { hkRun } from "./helpers.ts";

/** 1 狼巫 (the pack), 2 预言家, 3 通灵师, 4 灵能, 5 乌鸦, 6 企鹅, 7 宗教老爷爷, 8 灰蕨. */
const DEAL = { "8": "ash_fern" };
type Told = { seat: number; at: string; kind: string; value: unknown; about?: number };
const toldOf = (o: { told?: unknown[] }, ...kinds: string[]) =>
  ((o.told ?? []) as Told[]).filter((t) => kinds.includes(t.kind));
type StatusRow = { seat: number; id: string; at: string; until: string | null; removedAt: string | null };
const sprouts = (o: { statuses?: StatusRow[] }) =>
  (o.statuses ?? []).filter((s) => s.id === "sprout").map((s) => [s.seat, s.at, s.until, s.removedAt]);
const SPROUT_TOLD = { kind: "status", value: { id: "sprout", until: null } };

describe("forum-hk ash fern (灰蕨)", () => {
  it("HK125, HK39, HK42: 种芽 at 黄昏 gives a permanent [畸芽] (漏洞 + 沉默), told; refused while someone holds it and outside 黄昏", () => {
    const { outcome, replay } = hkRun(
      [
        { at: "D1 12:00", seat: 8, act: "sprout", target: 2 },
        { at: "D1 21:05", seat: 8, act: "sprout", target: 2 },
        { at: "N2 21:40", seat: 2, act: "check", target: 5 },
        { at: "D2 21:05", seat: 8, act: "sprout", target: 3 },
        { at: "D2 21:30" },
      ],
      DEAL,
    );
    expect(sprouts(outcome)).toEqual([[2, "D1", null, null]]);
    expect(toldOf(outcome, "status")).toEqual([{ seat: 2, at: "D1", ...SPROUT_TOLD }]);
    // HK39: the holder is silenced (his 预言 refused) and flawed (HK33: his 守护, 坚韧, 不死 do not protect him).
    expect(hasStatus(replay.state.seats[1], "flawed")).toBe(true);
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([
      [0, "hk.window"],
      [2, "hk.status_blocks"],
      [3, "hk.sprout_held"],
    ]);
  });

  it("HK125, HK11: 操纵 makes the silenced holder's 预言 act on the named seat at its step; he is told, the fern gets the feedback", () => {
    const { outcome } = hkRun(
      [
        { at: "D1 21:05", seat: 8, act: "sprout", target: 2 },
        { at: "N2 21:25", seat: 8, act: "control", target: [1], value: 1 },
        { at: "N2 22:15" },
      ],
      DEAL,
    );
    expect(toldOf(outcome, "controlled", "control", "check")).toEqual([
      { seat: 2, at: "N2", kind: "controlled", value: { role: "ash_fern", skill: "check", seats: [1] } },
      { seat: 8, at: "N2", kind: "control", value: { seats: [1] } },
      { seat: 2, at: "N2", kind: "check", value: "not_village", about: 1 },
      { seat: 8, at: "N2", kind: "check", value: "not_village", about: 1 },
    ]);
  });

  it("HK125: a block A skill earlier than 操纵's step acts at its own step, ignoring the holder's [沉默]", () => {
    const { outcome } = hkRun(
      [
        { at: "D1 21:05", seat: 8, act: "sprout", target: 6 },
        { at: "N2 21:25", seat: 8, act: "control", target: [3], value: 1 },
        { at: "N2 21:40" },
      ],
      DEAL,
    );
    expect((outcome.statuses ?? []).filter((s) => s.id === "frozen").map((s) => [s.seat, s.source, s.at])).toEqual([
      [3, 6, "N2"],
    ]);
    expect(toldOf(outcome, "controlled")).toEqual([
      { seat: 6, at: "N2", kind: "controlled", value: { role: "ash_fern", skill: "freeze", seats: [3] } },
    ]);
  });

  it("HK125: no such skill, a wrong number of targets or nobody holding [畸芽] — nothing happens and the fern is told so", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:25", seat: 8, act: "control", target: [3], value: 1 },
        { at: "D1 21:05", seat: 8, act: "sprout", target: 2 },
        { at: "N2 21:25", seat: 8, act: "control", target: [3], value: 2 },
        { at: "N3 21:25", seat: 8, act: "control", target: [3, 4], value: 1 },
        { at: "N3 21:26", seat: 8, act: "control", target: [], value: 1 },
        { at: "N3 21:27", seat: 8, act: "control", target: [3], value: 0 },
        { at: "N3 22:15" },
      ],
      DEAL,
    );
    expect(toldOf(outcome, "control", "controlled", "check")).toEqual([
      { seat: 8, at: "N1", kind: "control", value: false },
      { seat: 8, at: "N2", kind: "control", value: false },
      { seat: 8, at: "N3", kind: "control", value: false },
    ]);
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([
      [4, "hk.control_targets"],
      [5, "hk.control_index"],
    ]);
  });

  it("HK125: a skill that needs a value besides its targets (馈赠's gift) is not made; nothing is given", () => {
    const { outcome } = hkRun(
      [
        { at: "D1 21:05", seat: 8, act: "sprout", target: 6 },
        { at: "N2 21:25", seat: 8, act: "control", target: [3], value: 1 },
        { at: "N2 22:15" },
      ],
      { ...DEAL, "6": "miracle_merchant" },
    );
    expect(toldOf(outcome, "control", "controlled", "gift", "gift_failed")).toEqual([
      { seat: 8, at: "N2", kind: "control", value: false },
    ]);
    expect(outcome.skills ?? []).toEqual([]);
  });

  it("HK23, HK125: out with nobody holding [畸芽], his 操纵 is refused", () => {
    const { outcome } = hkRun(
      [
        { at: "N2 21:45", seat: 1, act: "kill", target: 8 },
        { at: "N3 21:25", seat: 8, act: "control", target: [3], value: 1 },
      ],
      DEAL,
    );
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([[1, "seat.dead"]]);
  });

  it("HK125, HK23, HK51, HK133: once out he still controls while [畸芽] is held; its holder killed by the pack spreads it to a living [群内]", () => {
    const { outcome } = hkRun(
      [
        { at: "D1 21:05", seat: 8, act: "sprout", target: 2 },
        { at: "N2 21:45", seat: 1, act: "kill", target: 8 },
        { at: "N3 21:25", seat: 8, act: "control", target: [5], value: 1 },
        { at: "N3 21:45", seat: 1, act: "kill", target: 2 },
        { at: "N3 22:15" },
      ],
      DEAL,
    );
    expect(outcome.deaths.map((d) => [d.seat, d.at, d.cause])).toEqual([
      [8, "N2", "kill"],
      [2, "N3", "kill"],
    ]);
    expect(toldOf(outcome, "check")).toEqual([
      { seat: 2, at: "N3", kind: "check", value: "village", about: 5 },
      { seat: 8, at: "N3", kind: "check", value: "village", about: 5 },
    ]);
    // HK38: gone with its holder's out; 汲取: spread to the pack's one living member.
    expect(sprouts(outcome)).toEqual([
      [2, "D1", null, "N3"],
      [1, "N3", null, null],
    ]);
    expect(toldOf(outcome, "status").filter((t) => t.seat === 1)).toEqual([{ seat: 1, at: "N3", ...SPROUT_TOLD }]);
    expect(outcome.campsLost ?? []).toEqual([]);
  });

  it("HK38, HK51: his holder out while he lives — [畸芽] ends and he may plant again; out with no holder, his camp is lost", () => {
    const { outcome } = hkRun(
      [
        { at: "D1 21:05", seat: 8, act: "sprout", target: 3 },
        { at: "N2 21:45", seat: 1, act: "kill", target: 3 },
        { at: "D2 21:05", seat: 8, act: "sprout", target: 4 },
        { at: "N3 21:45", seat: 1, act: "kill", target: 8 },
        { at: "D3 12:00", judge: "card", seat: 4, value: "red" },
        { at: "D3 21:30" },
      ],
      DEAL,
    );
    expect(sprouts(outcome)).toEqual([
      [3, "D1", null, "N2"],
      [4, "D2", null, "D3"],
    ]);
    // HK51: out at N3 while 4 holds [畸芽] he stands; 4 red-carded (no <指定> skill: no spread) — lost.
    expect(outcome.campsLost?.filter((l) => l.camp === "ash_fern")).toEqual([
      { camp: "ash_fern", at: "D3", why: "members" },
    ]);
  });

  it("HK130: an own win while a living character holds [畸芽] is the fern's, even when he is out", () => {
    const seat = (n: number, camp: HkWinSeat["camp"], extra: Partial<HkWinSeat> = {}): HkWinSeat => ({
      seat: n,
      camp,
      cls: null,
      follower: false,
      tags: [],
      out: false,
      ...extra,
    });
    const st = (sprout: boolean) => ({
      seats: [
        seat(1, "wolves", { cls: "wolf", tags: ["pack"] }),
        seat(2, "villagers", { cls: "seer", sprout, ...(sprout ? {} : {}) }),
        seat(3, "old_believer", { heretics: [4] }),
        seat(4, "villagers", { cls: "weak", out: true }),
        seat(5, "ash_fern", { out: true }),
      ],
      redCards: [],
      judged: [],
      lost: [],
      lostAtLastPoint: 0,
    });
    expect(hkDeclare(st(false))).toMatchObject({ ended: true, winner: "old_believer" });
    expect(hkDeclare(st(true))).toMatchObject({ ended: true, winner: "ash_fern" });
  });
});
