import { describe, expect, it } from "vitest";
import { goOut } from "../../../../src/engine/families/forum-hk/outs.ts";
import { hunter } from "../../../../src/engine/roles/hk/hunter.ts";
import { wolfKing } from "../../../../src/engine/roles/hk/wolf-king.ts";
import { Tx } from "../../../../src/engine/tx.ts";
import { hkRun, KING_HUNTER_DEAL } from "./helpers.ts";

/** Wolf king 1, wolf witch 2, hunter 3 with seer 4, penguin 5, crow 6, psychic 7, medium 8. */
const DEAL = KING_HUNTER_DEAL;
/** N2: the pack kills the hunter (out at 22:10). */
const KILL_HUNTER_N2 = [
  { at: "N2 21:30", seat: 1, act: "kill", target: 3 },
  { at: "N2 21:31", seat: 2, act: "kill", target: 3 },
];
const codes = (o: { rejected: { step: number; code: string }[] }) => o.rejected.map((r) => [r.step, r.code]);

describe("forum-hk hunter (猎人)", () => {
  it("HK107, HK138: out at night, he shoots in the dawn window: 致死伤害, a dawn out with last words; once only", () => {
    const { outcome } = hkRun(
      [
        ...KILL_HUNTER_N2,
        { at: "N2 22:15", seat: 3, act: "shoot", target: 2 },
        { at: "N2 22:16", seat: 3, act: "shoot", target: 4 },
        { at: "D2 09:30" },
      ],
      DEAL,
    );
    expect(outcome.deaths).toEqual([
      { seat: 3, at: "N2", stage: "night", cause: "kill", damage: "pointed", lastWords: false },
      { seat: 2, at: "D2", stage: "dawn", cause: "shot", damage: "lethal", lastWords: true },
    ]);
    expect(codes(outcome)).toEqual([[3, "hk.used"]]);
  });

  it("HK138: a living hunter's shot is refused; outside a window too; null ends the use", () => {
    const { outcome } = hkRun(
      [
        { at: "D1 21:05", seat: 3, act: "shoot", target: 2 },
        ...KILL_HUNTER_N2,
        { at: "N2 22:12", seat: 3, act: "shoot", target: null },
        { at: "N2 22:13", seat: 3, act: "shoot", target: 2 },
        { at: "N2 22:25", seat: 3, act: "shoot", target: 2 },
        { at: "N3 21:25" },
      ],
      DEAL,
    );
    expect(outcome.deaths.map((d) => d.seat)).toEqual([3]);
    expect(codes(outcome)).toEqual([
      [0, "hk.not_out_yet"],
      [4, "hk.used"],
      [5, "hk.window"],
    ]);
  });

  it("HK138: silent in a window in which he could act, he has no shot later", () => {
    const { outcome } = hkRun(
      [...KILL_HUNTER_N2, { at: "D2 21:05", seat: 3, act: "shoot", target: 2 }, { at: "N3 21:25" }],
      DEAL,
    );
    expect(outcome.deaths.map((d) => d.seat)).toEqual([3]);
    expect(codes(outcome)).toEqual([[2, "hk.used"]]);
  });

  it("HK138, HK43: frozen when he goes out, his shot is refused in that window and he shoots in the first later one", () => {
    const { outcome } = hkRun(
      [
        { at: "N2 21:25", seat: 5, act: "freeze", target: 3 },
        ...KILL_HUNTER_N2,
        { at: "N2 22:15", seat: 3, act: "shoot", target: 2 },
        { at: "D2 21:05", seat: 3, act: "shoot", target: 2 },
        { at: "N3 21:25" },
      ],
      DEAL,
    );
    expect(codes(outcome)).toEqual([[3, "hk.status_blocks"]]);
    expect(outcome.deaths[1]).toEqual({
      seat: 2,
      at: "D2",
      stage: "dusk",
      cause: "shot",
      damage: "lethal",
      lastWords: true,
    });
  });

  it("HK107: out at noon by the terrorist's 暴击, he shoots in the next window to open (the dusk of that day)", () => {
    const { outcome } = hkRun(
      [
        { at: "D1 10:00", seat: 1, act: "blast", target: 3 },
        { at: "D1 21:05", seat: 3, act: "shoot", target: 2 },
        { at: "N2 21:25" },
      ],
      { ...DEAL, "1": "terrorist" },
    );
    expect(outcome.deaths).toMatchObject([
      { seat: 1, cause: "blast_self", stage: "noon" },
      { seat: 3, cause: "blast", stage: "noon" },
      { seat: 2, cause: "shot", stage: "dusk" },
    ]);
    expect(outcome.rejected).toEqual([]);
  });
});

describe("forum-hk hunter (猎人) and wolf king (狼王) after a red card", () => {
  const at = () => {
    const { replay } = hkRun([{ at: "D1 10:00" }], DEAL);
    return new Tx(structuredClone(replay.state), replay.state.nowMs, () => {});
  };

  it("HK62: a red-card out takes 最后一枪 and 报复 away, and has no last words", () => {
    const tx = at();
    goOut(tx, 3, "red_card", "red_card", null);
    goOut(tx, 1, "red_card", "red_card", null);
    expect(tx.s.record.deaths.map((d) => [d.seat, d.lastWords])).toEqual([
      [3, false],
      [1, false],
    ]);
    expect(hunter.validate?.(tx.s, 3, "shoot", 2)).toMatchObject({ code: "hk.skill_void" });
    expect(wolfKing.validate?.(tx.s, 1, "revenge", 2)).toMatchObject({ code: "hk.skill_void" });
  });

  it("HK107, HK75: an out by 穿透 keeps both uses", () => {
    const tx = at();
    goOut(tx, 3, "poison", "pierce", 4);
    goOut(tx, 1, "poison", "pierce", 4);
    expect(hunter.validate?.(tx.s, 3, "shoot", 2)).toBeNull();
    expect(wolfKing.validate?.(tx.s, 1, "revenge", 2)).toBeNull();
  });
});
