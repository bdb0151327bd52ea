/**
 * The skill-instance model (HK25, HK26, HK41; `families/forum-hk/skills.ts`): a seat's own and gained skills,
 * HK26's order of the pools, and a forced skill's status out of force while the skill is lost.
 */
import { describe, expect, it } from "vitest";
import { holdsOwnKill } from "../../../src/engine/families/forum-hk/knife.ts";
import { forcedStatusDormant, listOrder, seatSkills } from "../../../src/engine/families/forum-hk/skills.ts";
import { heldActs } from "../../../src/engine/families/forum-hk/vetoes.ts";
import { render } from "../../../src/vocab/msg.ts";
import { hkCardHelp } from "../../../src/voice/families/forum-hk/card-help.ts";
import { hkRun } from "../roles/hk/helpers.ts";

const DEAL = {
  "1": "wolf_king",
  "2": "wolf_witch",
  "3": "arsonist",
  "4": "miracle_merchant",
  "5": "penguin",
  "6": "crow",
  "7": "old_believer",
  "8": "spirit_deer",
};
const kill = (n: number, target: number) => [
  { at: `N${n} 21:30`, seat: 1, act: "kill", target },
  { at: `N${n} 21:31`, seat: 2, act: "kill", target },
];

describe("forum-hk skill instances (HK25, HK26, HK41)", () => {
  it("HK26: same-named skills follow their users' real cards in 身份与阵营 order: 验人系, 强神, 弱神, 狼人, 三方, 不定", () => {
    const order = ["seer", "witch", "hunter", "wolf_king", "old_believer", "fan"].map(listOrder);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(listOrder("seer")).toBeLessThan(listOrder("medium"));
  });

  it("HK25: a gift is a gained instance apart from the card: listed, held once usable, never the card's", () => {
    const { replay } = hkRun(
      [{ at: "N1 21:25", seat: 4, act: "gift", target: 5, value: "guard" }, { at: "D1 09:30" }],
      DEAL,
    );
    const s = replay.state;
    expect(s.seats[4].role).toBe("penguin");
    const refs = seatSkills(s, 5);
    expect(refs.map((r) => [r.skill.id, r.card, r.gained?.temporary ?? false, r.ready])).toEqual([
      ["freeze", "penguin", false, true],
      ["guard", "miracle_merchant", true, true],
    ]);
    expect(heldActs(s, 5).map((h) => h.act)).toEqual(["freeze", "guard"]);
    expect(render(hkCardHelp(s, 5))).toContain("你获得的技能：守护（临时技能，还能用1次，用完就失去）：守护 X号。");
  });

  it("HK41, HK40: [业炎] (遗忘) puts the spirit deer's 长寿之命 守护 out of force: a later night's kill goes through", () => {
    const { outcome } = hkRun(
      [{ at: "N2 21:45", seat: 3, act: "arson", target: 8 }, ...kill(3, 8), { at: "D3 09:30" }],
      DEAL,
    );
    expect(outcome.deaths.map((d) => [d.seat, d.cause])).toEqual([[8, "kill"]]);
  });

  it("HK41: without the 遗忘 the same kill is stopped by 长寿之命's 守护", () => {
    const { outcome } = hkRun(
      [{ at: "N2 21:45", seat: 3, act: "arson", target: 5 }, ...kill(3, 8), { at: "D3 09:30" }],
      DEAL,
    );
    expect(outcome.deaths).toEqual([]);
  });

  it("HK41: the status stays on the seat and is back in force once the skill is (the 遗忘 gone)", () => {
    const { replay } = hkRun([{ at: "N2 21:45", seat: 3, act: "arson", target: 8 }, { at: "N2 21:55" }], DEAL);
    const s = structuredClone(replay.state);
    const ward = s.seats[7].statuses?.find((st) => st.id === "warded");
    expect(ward?.skill).toBe("long_life");
    expect(forcedStatusDormant(s, ward as NonNullable<typeof ward>)).toBe(true);
    s.seats[7].statuses = s.seats[7].statuses?.filter((st) => st.id !== "burning");
    expect(forcedStatusDormant(s, ward as NonNullable<typeof ward>)).toBe(false);
  });

  it("HK124, HK25: an instance gained `now` is usable in the phase it came in; a gained 杀人 is a seat's own (HK72 ①), its use spent when made", () => {
    const deal = { "5": "gambler" };
    const n2 = hkRun([{ at: "N2 21:25" }], deal, { draws: { dice: [1, 2] } }).replay.state;
    expect(seatSkills(n2, 5).map((r) => [r.skill.id, r.ready])).toEqual([
      ["jackpot", true],
      ["kill", true],
    ]);
    expect(holdsOwnKill(n2, 5, 2)).toBe(true);
    expect(heldActs(n2, 5).map((h) => h.act)).toContain("kill");
    // Made at (15): spent at once, before the night's end drops what is left.
    const made = hkRun([{ at: "N2 21:30", seat: 5, act: "kill", target: 3 }, { at: "N2 21:55" }], deal, {
      draws: { dice: [1, 2] },
    }).replay.state;
    expect(holdsOwnKill(made, 5, 2)).toBe(false);
    expect(made.hk?.gained?.["5"]).toEqual([]);
  });
});
