/** Tiers of 000 §四2: points AND win counts by card class; every boundary one below, at, one above. */
import { describe, expect, it } from "vitest";
import { nextTier, shortfall, TIERS, tierOf, type WinsByClass, winClassOf } from "../../src/ranked/tiers.ts";

/** The handbook's table, restated: name, points, and the tier shown one point below. */
const POINTS: [string, number, string | null][] = [
  ["青铜Ⅲ", 28, null],
  ["青铜Ⅱ", 38, "青铜Ⅲ"],
  ["青铜Ⅰ", 48, "青铜Ⅱ"],
  ["白银Ⅲ", 58, "青铜Ⅰ"],
  ["白银Ⅱ", 68, "白银Ⅲ"],
  ["白银Ⅰ", 80, "白银Ⅱ"],
  ["黄金Ⅲ", 92, "白银Ⅰ"],
  ["黄金Ⅱ", 104, "黄金Ⅲ"],
  ["黄金Ⅰ", 116, "黄金Ⅱ"],
  ["铂金Ⅲ", 128, "黄金Ⅰ"],
  ["铂金Ⅱ", 140, "铂金Ⅲ"],
  ["铂金Ⅰ", 152, "铂金Ⅱ"],
  ["钻石Ⅲ", 166, "铂金Ⅰ"],
  ["钻石Ⅱ", 180, "钻石Ⅲ"],
  ["钻石Ⅰ", 194, "钻石Ⅱ"],
  ["王者", 210, "钻石Ⅰ"],
];

/**
 * Win counts per division (000 §四2) and the tier shown when one class is one win short
 * (铂金 with 9 villager wins misses 黄金's 10 as well, so it falls to 白银Ⅰ).
 */
const WINS: [string, WinsByClass, string, Partial<Record<keyof WinsByClass, string>>?][] = [
  ["黄金", { wolf: 5, god: 5, villager: 10 }, "白银Ⅰ"],
  ["铂金", { wolf: 10, god: 10, villager: 10 }, "黄金Ⅰ", { villager: "白银Ⅰ" }],
  ["钻石", { wolf: 15, god: 15, villager: 20 }, "铂金Ⅰ"],
  ["王者", { wolf: 20, god: 25, villager: 30 }, "钻石Ⅰ"],
];

const PLENTY: WinsByClass = { wolf: 99, god: 99, villager: 99 };
const zh = (points: number, wins: WinsByClass) => tierOf(points, wins)?.zh ?? null;

describe("000 §四2 tier points", () => {
  it("000 §四2 the table has the 16 tiers 青铜Ⅲ … 钻石Ⅰ, 王者 in order", () => {
    expect(TIERS.map((t) => [t.zh, t.minPoints])).toEqual(POINTS.map(([name, p]) => [name, p]));
  });
  it("000 §四3 zero points: no tier", () => {
    expect(zh(0, PLENTY)).toBeNull();
    expect(zh(-5, PLENTY)).toBeNull();
  });
  for (const [name, p, below] of POINTS)
    it(`000 §四2 ${name}: ${p - 1} → ${below ?? "none"}, ${p} and ${p + 1} → ${name}`, () => {
      expect(zh(p - 1, PLENTY)).toBe(below);
      expect(zh(p, PLENTY)).toBe(name);
      expect(zh(p + 1, PLENTY)).toBe(name);
    });
});

describe("000 §四2 tier win counts", () => {
  for (const [division, need, usual, except] of WINS) {
    const tiers = POINTS.filter(([name]) => name.startsWith(division));
    for (const [name, p] of tiers)
      for (const cls of ["wolf", "god", "villager"] as const) {
        const fallback = except?.[cls] ?? usual;
        it(`000 §四2 ${name} at ${p} points: ${cls} wins ${need[cls] - 1} → ${fallback}, ${need[cls]} and ${need[cls] + 1} → ${name}`, () => {
          expect(zh(p, { ...need, [cls]: need[cls] - 1 })).toBe(fallback);
          expect(zh(p, need)).toBe(name);
          expect(zh(p, { ...need, [cls]: need[cls] + 1 })).toBe(name);
        });
      }
  }
  it("000 §四2 青铜 and 白银 need no wins", () => {
    expect(zh(80, { wolf: 0, god: 0, villager: 0 })).toBe("白银Ⅰ");
  });
  it("000 §四2 a player with 300 points and no wolf win shows 白银Ⅰ", () => {
    expect(zh(300, { wolf: 0, god: 99, villager: 99 })).toBe("白银Ⅰ");
  });
});

describe("tier helpers", () => {
  it("nextTier walks the table and stops after 王者", () => {
    expect(nextTier(null)?.zh).toBe("青铜Ⅲ");
    expect(nextTier(tierOf(92, PLENTY))?.zh).toBe("黄金Ⅱ");
    expect(nextTier(tierOf(210, PLENTY))).toBeNull();
  });
  it("shortfall lists missing points and wins", () => {
    const king = TIERS[TIERS.length - 1];
    expect(shortfall(king, 200, { wolf: 20, god: 3, villager: 31 })).toEqual({
      points: 10,
      wins: { wolf: 0, god: 22, villager: 0 },
    });
  });
});

describe("000 §四2 card classes of wins", () => {
  it("000 §四2 the listed god cards count as 神牌", () => {
    const gods = ["seer", "witch", "hunter", "idiot", "guard", "fortune_teller", "bard", "dreamweaver"];
    expect(gods.map(winClassOf)).toEqual(gods.map(() => "god"));
  });
  it("000 §四2 wolves count as 狼人, villagers and the old rogue (平民牌, §八(二)20) as 民牌", () => {
    expect(["werewolf", "wolf_king", "wolf_girl", "snow_wolf", "wolf_beauty"].map(winClassOf)).toEqual(
      Array(5).fill("wolf"),
    );
    expect(["villager", "old_rogue"].map(winClassOf)).toEqual(["villager", "villager"]);
  });
  it("cupid, thief and wild child count in no class", () => {
    expect(["cupid", "thief", "wild_child"].map(winClassOf)).toEqual([null, null, null]);
  });
});
