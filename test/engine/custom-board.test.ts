/**
 * Custom boards (issue #5): any multiset of registered roles the judge lists, validated (6–18
 * seats, at least one knife-wolf, two bottom cards exactly with a thief), and playable end to end.
 */
import { describe, expect, it } from "vitest";
import { validateSetup } from "../../src/engine/engine.ts";
import { fold } from "../../src/engine/evolve.ts";
import type { RoleId } from "../../src/engine/types.ts";
import { gamePoints } from "../../src/ranked/points.ts";
import { playRandomGame } from "../../src/sim/autoplay.ts";

const deal = (cards: RoleId[]) => Object.fromEntries(cards.map((r, i) => [String(i + 1), r]));
const setup = (cards: RoleId[], bottom?: RoleId[]) => ({
  ruleset: "ranked-s7",
  board: "custom",
  deal: deal(cards),
  seed: 1,
  ...(bottom ? { bottom } : {}),
});
const v = (n: number): RoleId[] => Array.from({ length: n }, () => "villager");

/** Every role off the ranked boards, with the usual gods and wolves: 16 seats. */
const EXTRA: RoleId[] = [
  "white_wolf_king",
  "hidden_wolf",
  "werewolf",
  "werewolf",
  "seer",
  "witch",
  "hunter",
  "knight",
  "rusty_knight",
  "silence_elder",
  "bear_tamer",
  ...v(5),
];

describe("custom board", () => {
  it("accepts any multiset of 6–18 registered roles with a knife-wolf", () => {
    expect(validateSetup(setup(["werewolf", "seer", ...v(4)]))).toBeNull();
    expect(validateSetup(setup(["werewolf", "werewolf", "seer", "witch", ...v(14)]))).toBeNull();
    expect(validateSetup(setup(EXTRA))).toBeNull();
  });

  it("refuses fewer than 6 or more than 18 seats", () => {
    expect(validateSetup(setup(["werewolf", ...v(4)]))?.code).toBe("setup.custom_seats");
    expect(validateSetup(setup(["werewolf", ...v(18)]))?.code).toBe("setup.custom_seats");
  });

  it("refuses a board without a knife-carrying wolf", () => {
    expect(validateSetup(setup(["seer", ...v(6)]))?.code).toBe("setup.custom_no_wolf");
    expect(validateSetup(setup(["hidden_wolf", "snow_wolf", ...v(6)]))?.code).toBe("setup.custom_no_wolf");
  });

  it("refuses an unknown role, and a thief without exactly two bottom cards", () => {
    expect(validateSetup(setup(["werewolf", "mayor" as RoleId, ...v(5)]))?.code).toBe("setup.role");
    expect(validateSetup(setup(["werewolf", "thief", ...v(5)]))?.code).toBe("setup.bottom");
    expect(validateSetup(setup(["werewolf", "thief", ...v(5)], ["villager", "seer"]))).toBeNull();
    expect(validateSetup(setup(["werewolf", ...v(6)], ["villager", "seer"]))?.code).toBe("setup.bottom");
  });

  const boards: [string, RoleId[]][] = [
    ["every extra role", EXTRA],
    [
      "thief, cupid and wild child on 10 seats",
      ["werewolf", "werewolf", "seer", "witch", "thief", "cupid", "wild_child", ...v(5)],
    ],
    [
      "snow wolf with a wolf beauty and a dreamweaver",
      ["snow_wolf", "wolf_beauty", "werewolf", "dreamweaver", "seer", "witch", "old_rogue", ...v(3)],
    ],
  ];
  for (const [name, cards] of boards)
    it(`plays random games to the end: ${name}`, () => {
      for (let seed = 1; seed <= 12; seed++) {
        const g = playRandomGame("custom", seed, undefined, cards);
        expect(g.state.phase.kind, `seed ${seed}`).toBe("ended");
        expect(fold(JSON.parse(JSON.stringify(g.events)))).toEqual(JSON.parse(JSON.stringify(g.state)));
        if (g.state.winner) expect(Object.keys(gamePoints(g.state)).length).toBeGreaterThan(0);
      }
    });
});
