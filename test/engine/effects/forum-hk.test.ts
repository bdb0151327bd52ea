/**
 * forum-hk's damage and protections (HK32–HK37, HK112, HK116, HK139) as unit tests of the shared
 * effects pipeline (`src/engine/effects/`), forum-hk's order given as data (`FORUM_HK_EFFECTS`).
 * Pure: a board of seats with statuses, attacks in, settlements out.
 */
import { describe, expect, it } from "vitest";
import { FORUM_HK_EFFECTS as HK } from "../../../src/engine/effects/forum-hk.ts";
import { settle, settleAll } from "../../../src/engine/effects/pipeline.ts";
import type { Attack, Board, DamageType, EffectsOrder } from "../../../src/engine/effects/types.ts";
import type { SeatState, SeatStatus } from "../../../src/engine/types.ts";

function seat(n: number, statuses: SeatStatus[] = [], alive = true): SeatState {
  return {
    seat: n,
    role: "villager",
    alive,
    diedAt: null,
    cause: null,
    announced: false,
    lastWords: false,
    noShows: 0,
    warnings: 0,
    noVoteIn: null,
    mem: {},
    penalty: null,
    statuses,
  };
}

/** A board of `n` living seats; `on` puts statuses on some. */
function board(on: Record<number, SeatStatus[]> = {}, n = 8): Board {
  return { seats: Array.from({ length: n }, (_, i) => seat(i + 1, on[i + 1] ?? [])) };
}

const hit = (target: number, damage: DamageType, source: number | null = 2): Attack => ({
  kind: damage === "exile" ? "exile" : "kill",
  target,
  source,
  cause: damage === "exile" ? "exile" : "wolf",
  damage,
});

const outOf = (b: Board, a: Attack, order: EffectsOrder = HK) => settle(b, a, order).out?.seat ?? null;

describe("forum-hk damage against protections (HK32, HK34)", () => {
  const table: [string, SeatStatus, DamageType[]][] = [
    ["守护", { id: "warded" }, ["pointed"]],
    ["坚韧", { id: "tough" }, ["pointed", "pierce", "crit"]],
    ["不死", { id: "undying" }, ["pointed", "pierce", "crit", "lethal", "exile"]],
  ];
  for (const [zh, st, stopped] of table)
    it(`HK34: ${zh} stops exactly ${stopped.join(", ")}; a red card passes it`, () => {
      for (const d of ["pointed", "pierce", "crit", "lethal", "exile", "red_card"] as DamageType[]) {
        const r = settle(board({ 5: [{ ...st }] }), hit(5, d), HK);
        expect(r.out?.seat ?? null, `${zh} vs ${d}`).toBe(stopped.includes(d) ? null : 5);
        expect(r.stopped?.status ?? null).toBe(stopped.includes(d) ? st.id : null);
      }
    });

  it("HK34: 守护 is spent by a 指杀 even when 坚韧 would stop it too; 穿透 and 暴击 pass it unspent", () => {
    const warded: SeatStatus = { id: "warded", untilLabel: "N2" };
    const b = board({ 5: [warded, { id: "tough" }] });
    const pointed = settle(b, hit(5, "pointed"), HK);
    expect(pointed.stopped).toEqual({ seat: 5, status: "warded" });
    expect(pointed.spent).toEqual([{ seat: 5, status: warded, left: 0 }]);
    for (const d of ["pierce", "crit"] as DamageType[]) {
      const r = settle(b, hit(5, d), HK);
      expect(r.stopped).toEqual({ seat: 5, status: "tough" });
      expect(r.spent).toEqual([]);
    }
  });

  it("HK34: 致死伤害 passes 守护 and 坚韧 (only 不死 stops it)", () => {
    expect(outOf(board({ 5: [{ id: "warded" }, { id: "tough" }] }), hit(5, "lethal"))).toBe(5);
    expect(outOf(board({ 5: [{ id: "warded" }, { id: "tough" }, { id: "undying" }] }), hit(5, "lethal"))).toBe(null);
  });
});

describe("守护:X is consumed, soonest-ending first (HK35)", () => {
  it("the 守护 ending soonest is spent first, a lasting one last; ∞ never runs out", () => {
    const late: SeatStatus = { id: "warded", untilStage: "night_end", untilLabel: "N3" };
    const soon: SeatStatus = { id: "warded", untilStage: "night_end", untilLabel: "N2" };
    const lasting: SeatStatus = { id: "warded" };
    const endOrder = (st: SeatStatus) => Number(st.untilLabel?.slice(1) ?? 0);
    const b = board({ 5: [lasting, late, soon] });
    const rs = settleAll(b, [hit(5, "pointed"), hit(5, "pointed"), hit(5, "pointed"), hit(5, "pointed")], HK, {
      endOrder,
    });
    expect(rs.map((r) => r.spent[0]?.status ?? null)).toEqual([soon, late, lasting, null]);
    expect(rs.map((r) => r.out?.seat ?? null)).toEqual([null, null, null, 5]);

    const infinite: SeatStatus = { id: "warded", count: null };
    const many = settleAll(board({ 5: [infinite] }), [hit(5, "pointed"), hit(5, "pointed"), hit(5, "pointed")], HK);
    expect(many.map((r) => r.stopped?.status)).toEqual(["warded", "warded", "warded"]);
    expect(many.map((r) => r.spent)).toEqual([
      [{ seat: 5, status: infinite, left: null }],
      [{ seat: 5, status: infinite, left: null }],
      [{ seat: 5, status: infinite, left: null }],
    ]);
  });

  it("守护×2 stops two 指杀 and the third goes through; equal ends spend the one granted first", () => {
    const two: SeatStatus = { id: "warded", count: 2 };
    const rs = settleAll(board({ 5: [two] }), [hit(5, "pointed"), hit(5, "pointed"), hit(5, "pointed")], HK);
    expect(rs.map((r) => r.spent[0]?.left ?? null)).toEqual([1, 0, null]);
    expect(rs.map((r) => r.out?.seat ?? null)).toEqual([null, null, 5]);
    const first: SeatStatus = { id: "warded", untilLabel: "N2" };
    const second: SeatStatus = { id: "warded", untilLabel: "N2" };
    expect(settle(board({ 5: [first, second] }), hit(5, "pointed"), HK).spent[0].status).toBe(first);
  });
});

describe("conditional protections and sources (HK36, HK37)", () => {
  const fated: SeatStatus = { id: "tough", vs: { camp: "villagers" } };
  const campOf = (n: number) => (n <= 4 ? "villagers" : "wolves");
  it("HK36: a 坚韧 scoped to village sources stops a village source's 穿透, not a wolf's, never a sourceless one", () => {
    const b = board({ 6: [fated] });
    expect(settle(b, hit(6, "pierce", 3), HK, { campOf }).out).toBeNull();
    expect(settle(b, hit(6, "pierce", 7), HK, { campOf }).out?.seat).toBe(6);
    expect(settle(b, hit(6, "pierce", null), HK, { campOf }).out?.seat).toBe(6);
    // Still only what 坚韧 stops: a village source's 致死伤害 goes through.
    expect(settle(b, hit(6, "lethal", 3), HK, { campOf }).out?.seat).toBe(6);
  });

  it("HK36, HK129: a [不死] scoped to a source stops only that source; one scoped to an attack kind only that kind, sourceless too", () => {
    const b = board({ 6: [{ id: "undying", vs: { source: 3 } }], 7: [{ id: "undying", vs: { kind: "exile" } }] });
    expect(settle(b, hit(6, "pointed", 3), HK).out).toBeNull();
    expect(settle(b, hit(6, "pointed", 2), HK).out?.seat).toBe(6);
    expect(settle(b, hit(6, "exile", null), HK).out?.seat).toBe(6);
    expect(settle(b, hit(7, "exile", null), HK).out).toBeNull();
    expect(settle(b, hit(7, "lethal", 3), HK).out?.seat).toBe(7);
  });

  it("HK37: the out carries the attack's source and damage; white cat's delayed death is sourceless 致死伤害", () => {
    const r = settle(board(), { kind: "stalk", target: 5, source: 3, cause: "wolf", damage: "crit" }, HK);
    expect(r.out).toEqual({ seat: 5, cause: "wolf", damage: "crit", source: 3 });
    const late = settle(
      board(),
      { kind: "nine_lives", target: 5, source: null, cause: "nine_lives", damage: "lethal" },
      HK,
    );
    expect(late.out).toEqual({ seat: 5, cause: "nine_lives", damage: "lethal", source: null });
  });
});

describe("the attendant's 替死 (HK112)", () => {
  // Seat 3 is the attendant; he chose seat 5 tonight.
  const mark = (): SeatStatus => ({ id: "substituted", source: 3, untilLabel: "N2" });

  it("goes out in place of the chosen seat: cause `replaced`, the attack's damage and source; once a night", () => {
    const m = mark();
    const b = board({ 5: [m] });
    const [first, second] = settleAll(b, [hit(5, "pierce", 7), hit(5, "pointed", 7)], HK);
    expect(first.replaced).toEqual({ by: 3, status: "substituted" });
    expect(first.out).toEqual({ seat: 3, cause: "replaced", damage: "pierce", source: 7 });
    expect(first.spent).toEqual([{ seat: 5, status: m, left: 0 }]);
    expect(second.replaced).toBeNull();
    expect(second.out?.seat).toBe(5);
  });

  it("comes after the chosen seat's protections, and not for a red card", () => {
    const guarded = settle(board({ 5: [{ id: "warded" }, mark()] }), hit(5, "pointed"), HK);
    expect(guarded.stopped?.status).toBe("warded");
    expect(guarded.replaced).toBeNull();
    expect(outOf(board({ 5: [mark()] }), hit(5, "red_card"))).toBe(5);
  });

  it("his 不死, or his 坚韧 against 指杀/穿透/暴击, cancels it; his 守护 does not; a dead attendant replaces nobody", () => {
    const with3 = (sts: SeatStatus[]) => {
      const b = board({ 5: [mark()] });
      (b.seats[2] as SeatState).statuses = sts;
      return b;
    };
    expect(outOf(with3([{ id: "undying" }]), hit(5, "lethal"))).toBe(5);
    expect(outOf(with3([{ id: "tough" }]), hit(5, "pierce"))).toBe(5);
    // 坚韧 does not stop 致死伤害: he still takes it in her place.
    expect(outOf(with3([{ id: "tough" }]), hit(5, "lethal"))).toBe(3);
    expect(outOf(with3([{ id: "warded" }]), hit(5, "pointed"))).toBe(3);
    const dead = board({ 5: [mark()] });
    (dead.seats[2] as SeatState).alive = false;
    expect(outOf(dead, hit(5, "pointed"))).toBe(5);
  });
});

describe("a one-time immunity and the white cat (HK34, HK116, HK139)", () => {
  it("HK116: the white cat flips and stays at his first out (any damage, exile too), the status spent; the next out is final", () => {
    for (const d of ["pointed", "pierce", "crit", "lethal", "exile"] as DamageType[]) {
      const nine: SeatStatus = { id: "nine_lives" };
      const [first, second] = settleAll(board({ 4: [nine] }), [hit(4, d), hit(4, d)], HK);
      expect(first.flipped, d).toEqual({ seat: 4, status: "nine_lives" });
      expect(first.out).toBeNull();
      expect(first.spent).toEqual([{ seat: 4, status: nine, left: 0 }]);
      expect(second.flipped).toBeNull();
      expect(second.out?.seat).toBe(4);
    }
  });

  it("HK116: a red card is final; protections, the attendant and an immunity come before the flip", () => {
    expect(outOf(board({ 4: [{ id: "nine_lives" }] }), hit(4, "red_card"))).toBe(4);
    const warded = settle(board({ 4: [{ id: "warded" }, { id: "nine_lives" }] }), hit(4, "pointed"), HK);
    expect([warded.stopped?.status, warded.flipped]).toEqual(["warded", null]);
    const immune = settle(board({ 4: [{ id: "nine_lives" }, { id: "immune" }] }), hit(4, "lethal"), HK);
    expect([immune.stopped?.status, immune.flipped, immune.spent.map((s) => s.status.id)]).toEqual([
      "immune",
      null,
      ["immune"],
    ]);
    const replaced = settle(
      board({ 4: [{ id: "nine_lives" }, { id: "substituted", source: 3 }] }),
      hit(4, "pointed"),
      HK,
    );
    expect([replaced.out?.seat, replaced.flipped]).toEqual([3, null]);
  });
});

describe("the redirection seam (HK28, HK30)", () => {
  const order: EffectsOrder = { ...HK, steps: [{ step: "redirect", id: "reflect" }, ...HK.steps] };
  // A stand-in redirector: a seat holding 隐身 here plays 反射's holder, sending the ball to seat 8.
  const reflect = (b: Board, _a: Attack, on: number) =>
    b.seats[on - 1]?.statuses?.some((s) => s.id === "hidden") ? 8 : null;

  it("keeps `about` (the selection target) and settles on the redirected seat, its protections read there", () => {
    const b = board({ 5: [{ id: "hidden" }], 8: [] });
    const r = settle(b, hit(5, "pointed"), order, { redirectors: { reflect } });
    expect([r.about, r.settledOn, r.redirectedBy, r.out?.seat]).toEqual([5, 8, ["reflect"], 8]);
    const guarded = board({ 5: [{ id: "hidden" }], 8: [{ id: "warded" }] });
    const g = settle(guarded, hit(5, "pointed"), order, { redirectors: { reflect } });
    expect([g.about, g.settledOn, g.stopped]).toEqual([5, 8, { seat: 8, status: "warded" }]);
  });

  it("without a redirector (stage [1]) or when it declines, the settlement target is the selection target", () => {
    const r = settle(board(), hit(5, "pointed"), order);
    expect([r.about, r.settledOn, r.redirectedBy]).toEqual([5, 5, []]);
    const d = settle(board(), hit(5, "pointed"), order, { redirectors: { reflect } });
    expect([d.settledOn, d.out?.seat]).toEqual([5, 5]);
  });

  it("an attack on a seat already out does nothing (F8)", () => {
    const b = board();
    (b.seats[4] as SeatState).alive = false;
    expect(settle(b, hit(5, "pointed"), HK).out).toBeNull();
  });
});

describe("forum-hk [漏洞] (HK33): the holder's 守护, 坚韧 and 不死 do not protect him", () => {
  // A protect row's `voidedBy` status on the target voids that protection; the next steps still run.
  const st = (id: SeatStatus["id"], count?: number): SeatStatus => ({ id, source: 1, ...(count ? { count } : {}) });
  const on2 = (statuses: SeatStatus[]) => board({ 2: statuses }, 2);

  it("each protection stops its damage without [漏洞], and none does with it", () => {
    for (const [id, damage] of [
      ["warded", "pointed"],
      ["tough", "pierce"],
      ["undying", "lethal"],
    ] as const) {
      const own = st(id, id === "warded" ? 1 : undefined);
      expect(settle(on2([own]), hit(2, damage, 1), HK).stopped?.status, id).toBe(id);
      const r = settle(on2([own, st("flawed")]), hit(2, damage, 1), HK);
      expect(r.stopped, id).toBeNull();
      expect(r.spent, id).toEqual([]);
      expect(r.out?.seat, id).toBe(2);
    }
  });

  it("a later step still runs: a one-time immunity saves a flawed target", () => {
    const r = settle(on2([st("undying"), st("flawed"), st("immune", 1)]), hit(2, "lethal", 1), HK);
    expect(r.stopped?.status).toBe("immune");
  });
});
