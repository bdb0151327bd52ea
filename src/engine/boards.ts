import type { RoleId } from "./types.ts";

/** A ranked board (000 §六): the cards in play and how a win scores (000 §四1). */
export interface Board {
  id: string;
  /** Number in 000 §六. */
  n: number;
  zh: string;
  seats: number;
  /** All cards, including a thief board's two bottom cards. */
  cards: RoleId[];
  /** Points for a win: village, wolves, third party (000 §四1; 334 scores 1 for everyone). */
  points: { villagers: number; wolves: number; lovers: number };
  /** Other words a judge may type for it after `开房` (forum-hk's pool board: `抽卡`). */
  words?: readonly string[];
  /**
   * The engine draws the deal from the game's seed (setup `"deal": "draw"`; forum-hk's pool board,
   * HK2, HK3): `cards` is empty, the cards are known once drawn.
   */
  drawn?: true;
}

const rep = (role: RoleId, n: number): RoleId[] => Array.from({ length: n }, () => role);
const STANDARD = { villagers: 2, wolves: 3, lovers: 3 };

/** The ten boards of 000 §六, ids from ../shared/scenario-format.md. */
export const BOARDS: Board[] = [
  {
    id: "345-wolfking-thief-cupid",
    n: 1,
    zh: "345狼王盗贼丘比特",
    seats: 12,
    cards: [
      "wolf_king",
      ...rep("werewolf", 2),
      "seer",
      "witch",
      "hunter",
      "idiot",
      ...rep("villager", 5),
      "thief",
      "cupid",
    ],
    points: STANDARD,
  },
  {
    id: "345-thief-cupid",
    n: 2,
    zh: "345盗贼丘比特",
    seats: 12,
    cards: [...rep("werewolf", 3), "seer", "witch", "hunter", "idiot", ...rep("villager", 5), "thief", "cupid"],
    points: STANDARD,
  },
  {
    id: "444-guard-wolfking",
    n: 3,
    zh: "444守卫狼王",
    seats: 12,
    cards: ["wolf_king", ...rep("werewolf", 3), "seer", "witch", "hunter", "guard", ...rep("villager", 4)],
    points: STANDARD,
  },
  {
    id: "3441-wildchild",
    n: 4,
    zh: "3441野孩子",
    seats: 12,
    cards: [...rep("werewolf", 3), "seer", "witch", "hunter", "idiot", ...rep("villager", 4), "wild_child"],
    points: STANDARD,
  },
  {
    id: "444-dreamweaver",
    n: 5,
    zh: "444预女猎摄",
    seats: 12,
    cards: ["wolf_king", ...rep("werewolf", 3), "seer", "witch", "hunter", "dreamweaver", ...rep("villager", 4)],
    points: STANDARD,
  },
  {
    id: "444-idiot",
    n: 6,
    zh: "444预女猎白",
    seats: 12,
    cards: [...rep("werewolf", 4), "seer", "witch", "hunter", "idiot", ...rep("villager", 4)],
    points: STANDARD,
  },
  {
    id: "444-wolfgirl-fortuneteller",
    n: 7,
    zh: "444狼女卜命人",
    seats: 12,
    cards: ["wolf_girl", ...rep("werewolf", 3), "seer", "witch", "hunter", "fortune_teller", ...rep("villager", 4)],
    points: STANDARD,
  },
  {
    id: "334-classic",
    n: 8,
    zh: "334经典局",
    seats: 10,
    cards: [...rep("werewolf", 3), "seer", "witch", "hunter", ...rep("villager", 4)],
    points: { villagers: 1, wolves: 1, lovers: 1 },
  },
  {
    id: "444-snowwolf-bard",
    n: 9,
    zh: "444雪狼吟游者",
    seats: 12,
    cards: ["snow_wolf", ...rep("werewolf", 3), "seer", "witch", "hunter", "bard", ...rep("villager", 4)],
    points: STANDARD,
  },
  {
    id: "3441-wolfbeauty-rogue",
    n: 10,
    zh: "3441狼美人老流氓",
    seats: 12,
    cards: [
      ...rep("werewolf", 3),
      "wolf_beauty",
      "seer",
      "witch",
      "hunter",
      "idiot",
      ...rep("villager", 3),
      "old_rogue",
    ],
    points: STANDARD,
  },
];

const NO_POINTS = { villagers: 0, wolves: 0, lovers: 0 };

/**
 * The six boards of the table ruleset (003-C 9–14人配置, T2; ids from ../shared/scenario-format.md):
 * 11 and 12 players take the god list of 10 (seer, witch, hunter, cupid); 13 and 14 are thief
 * boards with two bottom cards. No ranked points (`n` 0: not a board of 000 §六).
 */
export const TABLE_BOARDS: Board[] = [
  {
    id: "table-9",
    n: 0,
    zh: "桌游9人",
    seats: 9,
    cards: [...rep("werewolf", 3), "seer", "witch", "hunter", ...rep("villager", 3)],
    points: NO_POINTS,
  },
  {
    id: "table-10",
    n: 0,
    zh: "桌游10人",
    seats: 10,
    cards: [...rep("werewolf", 3), "seer", "witch", "hunter", "cupid", ...rep("villager", 3)],
    points: NO_POINTS,
  },
  {
    id: "table-11",
    n: 0,
    zh: "桌游11人",
    seats: 11,
    cards: [...rep("werewolf", 3), "seer", "witch", "hunter", "cupid", ...rep("villager", 4)],
    points: NO_POINTS,
  },
  {
    id: "table-12",
    n: 0,
    zh: "桌游12人",
    seats: 12,
    cards: [...rep("werewolf", 4), "seer", "witch", "hunter", "cupid", ...rep("villager", 4)],
    points: NO_POINTS,
  },
  {
    id: "table-13",
    n: 0,
    zh: "桌游13人",
    seats: 13,
    cards: [...rep("werewolf", 4), "seer", "witch", "hunter", "cupid", "guard", ...rep("villager", 5), "thief"],
    points: NO_POINTS,
  },
  {
    id: "table-14",
    n: 0,
    zh: "桌游14人",
    seats: 14,
    cards: [...rep("werewolf", 4), "seer", "witch", "hunter", "cupid", "guard", ...rep("villager", 6), "thief"],
    points: NO_POINTS,
  },
];

/**
 * The forum-25 board (004 1L 配置): 25 seats — 狼王 (charge_wolf_king), 幼狼, 4 狼人; 村长, 先知,
 * 女巫, 情痴, 猎人, 守卫, 丘比特, 白痴, 两姐妹, 仆人; 8 平民. No ranked points.
 */
export const FORUM_BOARDS: Board[] = [
  {
    id: "forum-25",
    n: 0,
    zh: "版杀25人",
    seats: 25,
    cards: [
      "charge_wolf_king",
      "wolf_cub",
      ...rep("werewolf", 4),
      "village_chief",
      "seer",
      "witch",
      "devotee",
      "hunter",
      "guard",
      "cupid",
      "idiot",
      ...rep("sister", 2),
      "servant",
      ...rep("villager", 8),
    ],
    points: NO_POINTS,
  },
];

/** Every board of every ruleset: the ten ranked boards, then the table boards, then forum-25's. */
export const ALL_BOARDS: readonly Board[] = [...BOARDS, ...TABLE_BOARDS, ...FORUM_BOARDS];

/** Board by id (any ruleset's), or undefined. Which boards a ruleset plays is the ruleset's `boards`. */
export function boardById(id: string): Board | undefined {
  return ALL_BOARDS.find((b) => b.id === id);
}

/** Id of a judge's own board (issue #5): any multiset of registered roles. */
export const CUSTOM_BOARD = "custom";
/** Seats a custom board may have by default (a ruleset's `customSeats`; forum-25: up to 30). */
export const CUSTOM_SEATS = { min: 6, max: 18 };

/**
 * The board of a setup: a ranked board by id, or for `custom` the board its deal and bottom
 * describe (points as the 12-seat boards, 000 §四1).
 */
export function boardOfSetup(setup: {
  board: string;
  deal: Record<string, RoleId>;
  bottom?: RoleId[];
}): Board | undefined {
  if (setup.board !== CUSTOM_BOARD) return boardById(setup.board);
  const deal = setup.deal ?? {};
  const cards = [...Object.values(deal), ...(setup.bottom ?? [])];
  return { id: CUSTOM_BOARD, n: 0, zh: "自定义板子", seats: Object.keys(deal).length, cards, points: STANDARD };
}
