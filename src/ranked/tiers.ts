/**
 * Ranked tiers (段位) of 000 §四2 as data. A player shows the highest tier whose points AND
 * win counts are all met; below 青铜Ⅲ (28 points) he has no tier yet. A division's win counts
 * (listed once under 黄金, 铂金, 钻石 and 王者) apply to each of its three steps, and all three
 * classes must be met (wolf AND god AND villager wins).
 */
import { roleSpec } from "../engine/roles/index.ts";

/** The card classes wins are counted in (000 §四2): 狼人胜场, 神牌胜场, 民牌胜场. */
export type WinClass = "wolf" | "god" | "villager";
export const WIN_CLASSES: readonly WinClass[] = ["wolf", "god", "villager"];
/** Wins by card class, in games. */
export type WinsByClass = Record<WinClass, number>;

export type TierId =
  | "bronze3"
  | "bronze2"
  | "bronze1"
  | "silver3"
  | "silver2"
  | "silver1"
  | "gold3"
  | "gold2"
  | "gold1"
  | "platinum3"
  | "platinum2"
  | "platinum1"
  | "diamond3"
  | "diamond2"
  | "diamond1"
  | "king";

export interface Tier {
  id: TierId;
  /** As shown in chat: `青铜Ⅲ`, `王者`. */
  zh: string;
  /** The division (段): 倔强青铜 … 永恒钻石, 英雄榜王者. */
  division: string;
  /** 1 (青铜Ⅲ) … 16 (王者); higher is better. */
  rank: number;
  /** Season points needed, inclusive ("达到 N 分"). */
  minPoints: number;
  /** Cumulative wins needed per card class, inclusive. */
  minWins: Readonly<WinsByClass>;
}

const NO_WINS: WinsByClass = { wolf: 0, god: 0, villager: 0 };
const GOLD: WinsByClass = { wolf: 5, god: 5, villager: 10 };
const PLATINUM: WinsByClass = { wolf: 10, god: 10, villager: 10 };
const DIAMOND: WinsByClass = { wolf: 15, god: 15, villager: 20 };
const KING: WinsByClass = { wolf: 20, god: 25, villager: 30 };

const ROWS: [TierId, string, string, number, WinsByClass][] = [
  ["bronze3", "青铜Ⅲ", "倔强青铜", 28, NO_WINS],
  ["bronze2", "青铜Ⅱ", "倔强青铜", 38, NO_WINS],
  ["bronze1", "青铜Ⅰ", "倔强青铜", 48, NO_WINS],
  ["silver3", "白银Ⅲ", "秩序白银", 58, NO_WINS],
  ["silver2", "白银Ⅱ", "秩序白银", 68, NO_WINS],
  ["silver1", "白银Ⅰ", "秩序白银", 80, NO_WINS],
  ["gold3", "黄金Ⅲ", "荣耀黄金", 92, GOLD],
  ["gold2", "黄金Ⅱ", "荣耀黄金", 104, GOLD],
  ["gold1", "黄金Ⅰ", "荣耀黄金", 116, GOLD],
  ["platinum3", "铂金Ⅲ", "尊贵铂金", 128, PLATINUM],
  ["platinum2", "铂金Ⅱ", "尊贵铂金", 140, PLATINUM],
  ["platinum1", "铂金Ⅰ", "尊贵铂金", 152, PLATINUM],
  ["diamond3", "钻石Ⅲ", "永恒钻石", 166, DIAMOND],
  ["diamond2", "钻石Ⅱ", "永恒钻石", 180, DIAMOND],
  ["diamond1", "钻石Ⅰ", "永恒钻石", 194, DIAMOND],
  ["king", "王者", "英雄榜王者", 210, KING],
];

/** All tiers, lowest first (000 §四2). */
export const TIERS: readonly Tier[] = ROWS.map(([id, zh, division, minPoints, minWins], i) => ({
  id,
  zh,
  division,
  rank: i + 1,
  minPoints,
  minWins,
}));

/** Whether points and wins meet a tier's requirements (000 §四2). */
export function meetsTier(t: Tier, points: number, wins: WinsByClass): boolean {
  return points >= t.minPoints && WIN_CLASSES.every((c) => wins[c] >= t.minWins[c]);
}

/** The highest tier met (000 §四2), or null below 青铜Ⅲ. */
export function tierOf(points: number, wins: WinsByClass): Tier | null {
  for (let i = TIERS.length - 1; i >= 0; i--) if (meetsTier(TIERS[i], points, wins)) return TIERS[i];
  return null;
}

/** The tier above `t` (青铜Ⅲ for null), or null above 王者. */
export function nextTier(t: Tier | null): Tier | null {
  return TIERS[t ? t.rank : 0] ?? null;
}

/** What is still missing for tier `t`: points and wins per class (0 when met). */
export function shortfall(t: Tier, points: number, wins: WinsByClass): { points: number; wins: WinsByClass } {
  const gap = (need: number, have: number) => Math.max(0, need - have);
  return {
    points: gap(t.minPoints, points),
    wins: {
      wolf: gap(t.minWins.wolf, wins.wolf),
      god: gap(t.minWins.god, wins.god),
      villager: gap(t.minWins.villager, wins.villager),
    },
  };
}

/**
 * The class a win with this role counts in (000 §四2), from `roleSpec(role).card`; null for
 * cards in no class (cupid, thief, wild child). A thief counts as the card he took.
 */
export function winClassOf(role: string): WinClass | null {
  const card = roleSpec(role).card;
  return card === "other" ? null : card;
}
