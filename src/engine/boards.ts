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

/** Board by id, or undefined. */
export function boardById(id: string): Board | undefined {
  return BOARDS.find((b) => b.id === id);
}

/** Id of a judge's own board (issue #5): any multiset of registered roles. */
export const CUSTOM_BOARD = "custom";
/** Seats a custom board may have. */
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
