import { describe, expect, it } from "vitest";
import { arcsBetween, farthestSeats } from "../../../../src/engine/roles/hk/secret-admirer.ts";
import { hkRun } from "./helpers.ts";

/** Wolf witch 1 (pack), seer 2, medium 3, admirer 4, crow 5, penguin 6, psychic 7, old believer 8 (his crush). */
const DEAL = { "4": "secret_admirer", "7": "psychic", "8": "old_believer" };
const reds = (at: string, seats: number[]) => seats.map((seat) => ({ at, judge: "card", seat, value: "red" }));

describe("forum-hk secret admirer (暗恋者)", () => {
  it("HK128: the crush is the farthest seat (7 away of 14, the opposite seat); two with an odd count; the arcs", () => {
    expect(farthestSeats(14, 3)).toEqual([10]);
    expect(farthestSeats(14, 10)).toEqual([3]);
    expect(farthestSeats(9, 1)).toEqual([5, 6]);
    expect(arcsBetween(8, 4, 8)).toEqual([
      [5, 6, 7],
      [1, 2, 3],
    ]);
  });

  it("HK128, HK49, HK48: at C₀ he joins the crush's camp and is told it; a `crush` with one farthest seat is refused", () => {
    const { outcome } = hkRun([{ at: "S 09:00", seat: 4, act: "crush", target: 8 }, { at: "S 21:05" }], DEAL);
    expect(outcome.rejected.map((r) => r.code)).toEqual(["hk.crush_fixed"]);
    expect(outcome.camps?.["4"]).toBe("old_believer");
    expect(outcome.told).toEqual([{ seat: 4, at: "S", kind: "camp", value: "old_believer" }]);
  });

  it("HK49: a follower of a follower follows through — the fan of the admirer ends in the crush's camp, told once", () => {
    const { outcome } = hkRun([{ at: "S 09:00", seat: 2, act: "follow", target: 4 }, { at: "S 21:05" }], {
      ...DEAL,
      "2": "fan",
    });
    expect(outcome.camps).toMatchObject({ "2": "old_believer", "4": "old_believer" });
    expect(outcome.told.filter((t) => t.seat === 2)).toEqual([
      { seat: 2, at: "S", kind: "camp", value: "old_believer" },
    ]);
  });

  it("HK128, HK53: with seven seats he picks one of the two farthest in S (silence: drawn)", () => {
    const seven = {
      "1": "wolf_witch",
      "2": "seer",
      "3": "medium",
      "4": "secret_admirer",
      "5": "crow",
      "6": "penguin",
      "7": "old_believer",
    };
    const run = (steps: unknown[]) => hkRun(steps, {}, { deal: seven });
    const picked = run([{ at: "S 09:00", seat: 4, act: "crush", target: 1 }, { at: "S 21:05" }]).outcome;
    expect(picked.rejected).toEqual([]);
    expect(picked.camps?.["4"]).toBe("wolves");
    const refused = run([{ at: "S 09:00", seat: 4, act: "crush", target: 2 }]).outcome;
    expect(refused.rejected.map((r) => r.code)).toEqual(["hk.crush_farthest"]);
  });

  it("HK128, HK53 (a): an arc all out while he lives and 情书 is unused — his camp wins at the declaration point", () => {
    const { outcome } = hkRun([...reds("S 21:05", [5, 6, 7]), { at: "S 21:30" }], DEAL);
    expect(outcome.winner).toBe("old_believer");
    expect(outcome.ended).toBe("S");
  });

  it("HK128: 情书 on day 1 cancels the direct win; the letter reaches the crush, who may answer once a 正午", () => {
    const { outcome } = hkRun(
      [
        { at: "D1 10:00", seat: 4, act: "letter", value: "你好" },
        { at: "D1 11:00", seat: 8, act: "letter", value: "你是谁" },
        { at: "D1 12:00", seat: 8, act: "letter", value: "再写一封" },
        ...reds("D1 13:00", [5, 6, 7]),
        { at: "D1 21:30" },
      ],
      DEAL,
    );
    expect(outcome.winner).toBeNull();
    expect(outcome.rejected.map((r) => r.code)).toEqual(["hk.used"]);
    expect(outcome.told).toContainEqual({
      seat: 8,
      at: "D1",
      kind: "letter",
      value: { text: "你好", from: "admirer" },
    });
    expect(outcome.told).toContainEqual({
      seat: 4,
      at: "D1",
      kind: "letter",
      value: { text: "你是谁", from: "crush" },
    });
    // Without the letter the same outs win.
    expect(hkRun([...reds("D1 13:00", [5, 6, 7]), { at: "D1 21:30" }], DEAL).outcome.winner).toBe("old_believer");
  });

  it("HK128: 情书 is first used on day 1 or 2 only; the crush cannot write first; over 50 characters refused", () => {
    const { outcome } = hkRun(
      [
        { at: "D1 10:00", seat: 8, act: "letter", value: "先写" },
        { at: "D1 10:00", seat: 4, act: "letter", value: "长".repeat(51) },
        { at: "D3 10:00", seat: 4, act: "letter", value: "太晚了" },
      ],
      DEAL,
    );
    expect(outcome.rejected.map((r) => r.code)).toEqual(["act.not_yours", "hk.letter_text", "hk.letter_late"]);
  });
});
