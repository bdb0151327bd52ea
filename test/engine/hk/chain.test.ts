/**
 * forum-hk's settlement chain (families/forum-hk/chain.ts; HK28–HK30, HK78, HK95, HK97, HK123, HK133, HK143):
 * 时间逆流 → 交换 → 反射, each stage once, in that order, then [隐身]. No built card grants 反射 yet: it is
 * put on a seat here by hand, right as the first act of night 1 is accepted (`reflectOn`), so the mirror's
 * card only has to grant the status.
 */
import { describe, expect, it } from "vitest";
import { apply } from "../../../src/engine/evolve.ts";
import type { GameEvent, GameState } from "../../../src/engine/types.ts";
import { hkRun } from "../roles/hk/helpers.ts";

/** 1 噬时狼妃, 2 狼巫 (the pack), 3 预言家, 4 魔术师, 5 隐者, 6 企鹅, 7 通灵师, 8 乌鸦. */
const CHAIN_DEAL = {
  "1": "time_consort",
  "2": "wolf_witch",
  "3": "seer",
  "4": "magician",
  "5": "hermit",
  "6": "penguin",
  "7": "medium",
  "8": "crow",
};

const run = (steps: unknown[], extra: Record<string, unknown> = {}, onEvent?: Hook) =>
  hkRun(steps, CHAIN_DEAL, extra, onEvent);

type Hook = (before: GameState, e: GameEvent, after: GameState) => void;

/** A test-only 反射 on `seat` from the first act accepted (the mirror's 折镜 or his own would grant it). */
function reflectOn(seat: number): Hook {
  let done = false;
  return (_b, e, after) => {
    if (done || e.type !== "hk_acted") return;
    done = true;
    apply(after, { type: "status_added", seat, status: { id: "reflect" }, atMs: e.atMs });
  };
}

const toldOf = (o: { told: unknown[] }, kind: string) => o.told.filter((t) => (t as { kind: string }).kind === kind);

describe("forum-hk settlement chain", () => {
  it("HK28, HK30, HK78: a reversed 预言 settles on its user, feedback names the selection target; the consort is told at C+70 and loses 时间逆流", () => {
    const { outcome } = run([
      { at: "N1 21:25", seat: 1, act: "reverse", target: 6 },
      { at: "N1 21:30", seat: 3, act: "check", target: 6 },
      { at: "N2 21:25", seat: 1, act: "reverse", target: 6 },
      { at: "N2 21:30" },
    ]);
    expect(toldOf(outcome, "check")).toEqual([
      { seat: 3, at: "N1", kind: "check", value: "village", about: 6, settledOn: 3 },
    ]);
    expect(toldOf(outcome, "reversed")).toEqual([{ seat: 1, at: "N1", kind: "reversed", value: ["check"] }]);
    expect(outcome.skills).toContainEqual({ seat: 1, skill: "reverse", at: "N1", how: "lost" });
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([[2, "hk.skill_lost"]]);
  });

  it("HK78: a wolf-camp user's act on the 逆流 seat is not reversed, nor is an earlier one; nothing reversed keeps 时间逆流", () => {
    const { outcome } = run([
      { at: "N1 21:25", seat: 1, act: "reverse", target: 3 },
      { at: "N1 21:40", seat: 2, act: "dark_check", target: 3 },
      { at: "N2 21:25", seat: 1, act: "reverse", target: 3 },
      { at: "N2 21:30" },
    ]);
    expect(toldOf(outcome, "identity")).toEqual([{ seat: 2, at: "N1", kind: "identity", value: "seer", about: 3 }]);
    expect(toldOf(outcome, "reversed")).toEqual([]);
    expect(outcome.rejected).toEqual([]);
  });

  it("HK95, HK28: a settled swap moves later <指定> acts between its two seats (冰冻 at (10), 预言 at (14))", () => {
    const { outcome } = run([
      { at: "N1 21:25", seat: 4, act: "swap", target: [3, 6] },
      { at: "N1 21:26", seat: 6, act: "freeze", target: 3 },
      { at: "N1 21:40", seat: 7, act: "divine", target: 6 },
      { at: "D1 09:30" },
    ]);
    // The penguin froze himself; the medium's result names 6 and carries 3's card.
    expect(outcome.statuses?.map((s) => [s.seat, s.id])).toContainEqual([6, "frozen"]);
    expect(toldOf(outcome, "identity")).toEqual([
      { seat: 7, at: "N1", kind: "identity", value: "seer", about: 6, settledOn: 3 },
    ]);
  });

  it("HK78, HK28: the reverse stage comes before the swap — named to the consort vs reaching her seat by the swap, not named", () => {
    const { outcome } = run([
      { at: "N1 21:25", seat: 1, act: "reverse", target: 4 },
      // The magician names his own seat, the 逆流 seat: back to himself, no move, not named.
      { at: "N1 21:26", seat: 4, act: "swap", target: [4, 6] },
      // 预言 on 6: swapped to 4, the 逆流 seat, and settles there unreversed (not named).
      { at: "N1 21:40", seat: 3, act: "check", target: 6 },
      // 通灵 on 4: reversed to the medium himself (named); the swap stage then finds him outside the pair.
      { at: "N1 21:41", seat: 7, act: "divine", target: 4 },
      { at: "N1 22:15" },
    ]);
    expect(toldOf(outcome, "check")).toEqual([
      { seat: 3, at: "N1", kind: "check", value: "village", about: 6, settledOn: 4 },
    ]);
    expect(toldOf(outcome, "identity")).toEqual([
      { seat: 7, at: "N1", kind: "identity", value: "medium", about: 4, settledOn: 7 },
    ]);
    expect(toldOf(outcome, "reversed")).toEqual([{ seat: 1, at: "N1", kind: "reversed", value: ["divine"] }]);
  });

  it("HK78, HK28: a swap naming the 逆流 seat is itself reversed — its pair becomes the magician and the other seat", () => {
    const { outcome } = run([
      { at: "N1 21:25", seat: 1, act: "reverse", target: 7 },
      { at: "N1 21:26", seat: 4, act: "swap", target: [6, 7] },
      { at: "N1 21:40", seat: 3, act: "check", target: 6 },
      { at: "N1 22:15" },
    ]);
    expect(toldOf(outcome, "check")).toEqual([
      { seat: 3, at: "N1", kind: "check", value: "village", about: 6, settledOn: 4 },
    ]);
    expect(toldOf(outcome, "reversed")).toEqual([{ seat: 1, at: "N1", kind: "reversed", value: ["swap"] }]);
  });

  it("HK78: an act named to the 逆流 seat is reversed and named even when the reversal sends it to another", () => {
    const { outcome } = run([
      { at: "N1 21:25", seat: 1, act: "reverse", target: 6 },
      { at: "N1 21:40", seat: 3, act: "check", target: 6 },
      { at: "N1 21:41", seat: 7, act: "divine", target: 6 },
      { at: "N1 22:15" },
    ]);
    expect(toldOf(outcome, "identity")).toEqual([
      { seat: 7, at: "N1", kind: "identity", value: "medium", about: 6, settledOn: 7 },
    ]);
    expect(toldOf(outcome, "reversed")).toEqual([{ seat: 1, at: "N1", kind: "reversed", value: ["check", "divine"] }]);
  });

  it("HK28, HK123, HK133, HK143: 反射 sends an act on its holder to a drawn living character; the holder is told the list at C+70", () => {
    const { outcome } = run(
      [
        { at: "N1 21:25", seat: 6, act: "freeze", target: 8 },
        { at: "N1 21:40", seat: 3, act: "check", target: 8 },
        { at: "N1 22:15" },
      ],
      { draws: { reflect: [2, 4] } },
      reflectOn(8),
    );
    expect(outcome.statuses?.map((s) => [s.seat, s.id])).toContainEqual([2, "frozen"]);
    expect(toldOf(outcome, "check")).toEqual([
      { seat: 3, at: "N1", kind: "check", value: "village", about: 8, settledOn: 4 },
    ]);
    expect(toldOf(outcome, "reflected")).toEqual([
      {
        seat: 8,
        at: "N1",
        kind: "reflected",
        value: [
          { skill: "freeze", seat: 2 },
          { skill: "check", seat: 4 },
        ],
      },
    ]);
  });

  it("HK28: a reversed act met by a reflection — back to its user, who holds 反射, then to a drawn seat", () => {
    const { outcome } = run(
      [
        { at: "N1 21:25", seat: 1, act: "reverse", target: 6 },
        { at: "N1 21:40", seat: 3, act: "check", target: 6 },
        { at: "N1 22:15" },
      ],
      { draws: { reflect: [2] } },
      reflectOn(3),
    );
    expect(toldOf(outcome, "check")).toEqual([
      { seat: 3, at: "N1", kind: "check", value: "not_village", about: 6, settledOn: 2 },
    ]);
    expect(toldOf(outcome, "reversed")).toEqual([{ seat: 1, at: "N1", kind: "reversed", value: ["check"] }]);
    expect(toldOf(outcome, "reflected")).toEqual([
      { seat: 3, at: "N1", kind: "reflected", value: [{ skill: "check", seat: 2 }] },
    ]);
  });

  it("HK28, HK95: a swap naming a 反射 holder is itself reflected; later acts follow the reflected pair", () => {
    const { outcome } = run(
      [
        { at: "N1 21:25", seat: 4, act: "swap", target: [3, 8] },
        { at: "N1 21:40", seat: 7, act: "divine", target: 3 },
        { at: "N1 22:15" },
      ],
      { draws: { reflect: [6] } },
      reflectOn(8),
    );
    expect(toldOf(outcome, "identity")).toEqual([
      { seat: 7, at: "N1", kind: "identity", value: "penguin", about: 3, settledOn: 6 },
    ]);
    expect(toldOf(outcome, "reflected")).toEqual([
      { seat: 8, at: "N1", kind: "reflected", value: [{ skill: "swap", seat: 6 }] },
    ]);
  });

  it("HK29: acts on the [隐身] hermit settle nothing and tell nothing; the group kill on him does nothing", () => {
    const { outcome } = run([
      { at: "N1 21:25", seat: 6, act: "freeze", target: 5 },
      { at: "N1 21:40", seat: 3, act: "check", target: 5 },
      { at: "N2 21:40", seat: 1, act: "kill", target: 5 },
      { at: "N2 21:40", seat: 2, act: "kill", target: 5 },
      { at: "D2 09:30" },
    ]);
    expect(toldOf(outcome, "check")).toEqual([]);
    expect(outcome.statuses?.filter((s) => s.id === "frozen")).toEqual([]);
    expect(outcome.deaths).toEqual([]);
  });

  it("HK29: [隐身] does not stop non-<指定> effects — a ballot on the hermit counts", () => {
    const { outcome } = run([
      { at: "D1 10:00", seat: 1, act: "vote", target: 5 },
      { at: "D1 10:01", seat: 2, act: "vote", target: 5 },
      { at: "D1 21:25" },
    ]);
    expect(outcome.votes?.[0]).toMatchObject({ tally: { "5": 2 }, top: 5 });
    expect(outcome.deaths.map((d) => [d.seat, d.cause])).toEqual([[5, "exile"]]);
  });
});

describe("forum-hk chain: cards that act when nothing settles", () => {
  it("HK97, HK29: a hunt on the [隐身] hermit settles nothing but costs 1 (no settlement target)", () => {
    const { outcome, replay } = hkRun([{ at: "N1 21:40", seat: 6, act: "hunt", target: 5 }, { at: "N1 22:15" }], {
      ...CHAIN_DEAL,
      "6": "demon_hunter",
    });
    expect(replay.state.seats[5].mem.hunt_left).toBe(2);
    expect(outcome.deaths).toEqual([]);
  });

  it("HK76, HK29: the terrorist's blast on the [隐身] hermit — he flips and takes his own 暴击, the hermit nothing", () => {
    const { outcome } = hkRun([{ at: "D1 10:00", seat: 2, act: "blast", target: 5 }, { at: "D1 10:01" }], {
      ...CHAIN_DEAL,
      "2": "terrorist",
    });
    expect(outcome.deaths.map((d) => [d.seat, d.cause])).toEqual([[2, "blast_self"]]);
  });
});

describe("forum-hk chain: non-<指定> effects ignore [隐身] (HK29)", () => {
  it("HK29, HK90: 狡黠 centred on the [隐身] hermit still reads him and his neighbours", () => {
    const { outcome } = hkRun([{ at: "N1 21:40", seat: 3, act: "sniff", target: 5 }, { at: "N1 21:55" }], {
      ...CHAIN_DEAL,
      "3": "fox",
    });
    expect(toldOf(outcome, "sniff")).toEqual([{ seat: 3, at: "N1", kind: "sniff", value: "village", about: 5 }]);
  });
});
