import { describe, expect, it } from "vitest";
import { hkRun } from "./helpers.ts";

/** 狼兄 1 (the only [群内] wolf), 狼弟 5; seer 2, medium 3, psychic 4, penguin 6, old believer 7, gargoyle 8 (HK_DEAL). */
const DEAL = { "1": "wolf_brother", "5": "wolf_sibling" };
const exileD1 = (t: number) =>
  [1, 2, 3, 4, 5, 6, 7, 8].map((seat) => ({ at: "D1 10:00", seat, act: "vote", target: t }));
const hide = (value: unknown) => ({ at: "S 10:00", seat: 5, act: "disguise", target: null, value });

describe("forum-hk 狼弟 (wolf_sibling): 潜藏 (disguise), 继承 (inherit)", () => {
  it("HK77, HK47, HK141: 狼兄 exiled → at that 黄昏's end 狼弟 gains [群内] and 继承 (潜藏 ends, its disguise stays); his kill and 继承 resolve in order", () => {
    const { outcome } = hkRun(
      [
        hide({ camp: "villagers" }),
        { at: "N1 21:30", seat: 5, act: "inherit", target: 3 },
        ...exileD1(1),
        { at: "N2 21:25", seat: 5, act: "inherit", target: 3 },
        { at: "N2 21:30", seat: 5, act: "kill", target: 4 },
        { at: "N2 21:30", seat: 8, act: "kill", target: 6 },
        { at: "N2 21:40", seat: 2, act: "check", target: 5 },
        { at: "D2 09:30" },
      ],
      DEAL,
    );
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([
      [1, "hk.inherit_not_yet"],
      [12, "act.not_yours"],
    ]);
    expect(outcome.skills).toEqual([
      { seat: 8, skill: "kill", at: "D1", how: "gained" },
      { seat: 5, skill: "pack", at: "D1", how: "gained" },
      { seat: 5, skill: "disguise", at: "D1", how: "lost" },
    ]);
    expect(outcome.deaths.map((d) => [d.seat, d.at, d.cause, (d as { damage?: string }).damage])).toEqual([
      [1, "D1", "exile", "exile"],
      [4, "N2", "kill", "pointed"],
      [3, "N2", "inherit", "crit"],
    ]);
    expect(outcome.told).toContainEqual({ seat: 2, at: "N2", kind: "check", value: "village", about: 5 });
  });

  it("HK51: a 狼弟 before his gain does not count — 狼兄 exiled with no [接刀] left loses the wolves at once", () => {
    const { outcome } = hkRun([...exileD1(1), { at: "D1 21:30" }], { ...DEAL, "8": "crow" });
    expect(outcome.campsLost).toEqual([{ camp: "wolves", at: "D1", why: "tags" }]);
    // Lost is final (HK52): his gain at that 黄昏's end comes after the loss.
    expect(outcome.skills).toContainEqual({ seat: 5, skill: "pack", at: "D1", how: "gained" });
  });

  it("HK45: 潜藏 takes no options, and a camp not of this game is refused", () => {
    const { outcome } = hkRun([hide({ options: [1, 2, 3] }), hide({ camp: "lovers" }), { at: "S 21:05" }], DEAL);
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([
      [0, "hk.disguise_no_options"],
      [1, "hk.disguise"],
    ]);
  });
});
