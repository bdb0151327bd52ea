import { describe, expect, it } from "vitest";
import { hkRun } from "./helpers.ts";

/** Zombie 1, wolf witch 2 and black bat 8 (the pack), seer 3, penguin 4, crow 5, witch 6, psychic 7. */
const DEAL = {
  "1": "pole_zombie",
  "2": "wolf_witch",
  "3": "seer",
  "4": "penguin",
  "5": "crow",
  "6": "witch",
  "7": "psychic",
  "8": "black_bat",
};

/** Night 1: freeze the wolf witch, shelter the zombie, check/slander/poison/dark-check wolves. */
const NIGHT_1 = [
  { at: "N1 21:25", seat: 4, act: "freeze", target: 2 },
  { at: "N1 21:25", seat: 8, act: "shelter", target: 1 },
  { at: "N1 21:36", seat: 3, act: "check", target: 1 },
  { at: "N1 21:36", seat: 5, act: "slander", target: 8 },
  { at: "N1 21:52", seat: 6, act: "poison", target: 8 },
];

describe("forum-hk pole zombie (撑杆僵尸)", () => {
  it("HK81: after 跳跃 non-验人系 <指定> acts on the wolf camp do nothing (毒药, 诽谤), a 验人系 check still tells", () => {
    const jumped = hkRun([{ at: "N1 21:24", seat: 1, act: "jump" }, ...NIGHT_1, { at: "D1 09:00" }], DEAL);
    expect(jumped.outcome.rejected).toEqual([]);
    expect(jumped.outcome.deaths).toEqual([]);
    expect((jumped.outcome.notices ?? []).filter((n) => n.kind === "slandered")).toEqual([]);
    expect(jumped.outcome.told.filter((t) => t.kind === "check").map((t) => t.seat)).toEqual([3]);
    // Without the jump the same night poisons the bat and slanders him.
    const plain = hkRun([...NIGHT_1, { at: "D1 09:00" }], DEAL);
    expect(plain.outcome.deaths.map((d) => [d.seat, d.cause])).toEqual([[8, "poison"]]);
    expect((plain.outcome.notices ?? []).filter((n) => n.kind === "slandered").map((n) => n.seat)).toEqual([8]);
  });

  it("HK81: statuses <指定> skills put on the wolf camp (冰冻, the bat's own 庇护) are removed at (15A); they held until then", () => {
    const { outcome } = hkRun([{ at: "N1 21:24", seat: 1, act: "jump" }, ...NIGHT_1, { at: "D1 09:00" }], DEAL);
    expect((outcome.statuses ?? []).map((s) => [s.seat, s.id, s.source, s.removedAt])).toEqual([
      [2, "frozen", 4, "N1"],
      [1, "tough", 8, "N1"],
    ]);
    // The frozen wolf was told of the freeze at C+35 (it held until (15A)).
    expect(outcome.told.filter((t) => t.kind === "status").map((t) => t.seat)).toEqual([2]);
    const plain = hkRun([...NIGHT_1, { at: "D1 09:00" }], DEAL);
    expect((plain.outcome.statuses ?? []).find((s) => s.id === "frozen")?.removedAt).not.toBe("N1");
  });

  it("HK81, HK70: the group's 杀人 on a wolf-camp seat does nothing that night; on a villager it still kills; HK18 once a game", () => {
    const kill = (target: number) => [
      { at: "N2 21:40", seat: 1, act: "kill", target },
      { at: "N2 21:40", seat: 2, act: "kill", target },
      { at: "N2 21:40", seat: 8, act: "kill", target },
    ];
    const onWolf = hkRun([{ at: "N2 21:26", seat: 1, act: "jump" }, ...kill(2), { at: "D2 09:00" }], DEAL);
    expect(onWolf.outcome.deaths).toEqual([]);
    const noJump = hkRun([...kill(2), { at: "D2 09:00" }], DEAL);
    expect(noJump.outcome.deaths.map((d) => d.seat)).toEqual([2]);
    const onVillager = hkRun(
      [{ at: "N2 21:26", seat: 1, act: "jump" }, ...kill(3), { at: "N3 21:26", seat: 1, act: "jump" }],
      DEAL,
    );
    expect(onVillager.outcome.deaths.map((d) => d.seat)).toEqual([3]);
    expect(onVillager.outcome.rejected.map((r) => r.code)).toEqual(["hk.used"]);
  });

  it("HK81: the jump lasts one night: the next night the witch's poison on a wolf kills", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:24", seat: 1, act: "jump" },
        { at: "N2 21:52", seat: 6, act: "poison", target: 8 },
        { at: "D2 09:00" },
      ],
      DEAL,
    );
    expect(outcome.deaths.map((d) => [d.seat, d.cause])).toEqual([[8, "poison"]]);
  });
});
