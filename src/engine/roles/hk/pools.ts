/**
 * The 60 cards of forum-hk (seed 002 头部 and 身份与阵营) as data, exactly as
 * shared/forum-hk-roles.md lists them: id, 名, rating (①–⑧, HK4: no rule effect), pool, group tag at
 * the deal, build stage and camp at the deal. Pure data and lookups; the skills live with the cards.
 *
 * Entry points: `HK_CARDS` (every card, in the file's order, pool by pool), `hkCard(id)` (one card
 * or undefined), `HK_POOLS` (each pool's size in the pool list and how many a 14-seat deal takes,
 * HK1), `cardsOfStage(n)` (the cards built by step n), `isHkCardId`.
 */

/** The six pools of 002 头部 (HK1). */
export type HkPool = "狼人" | "验人系" | "强神" | "弱神" | "三方" | "不定";

/** A card's group tag at the deal: [群内] (`pack`), [接刀] (`relay`), or none (HK70, HK71). */
export type HkTag = "pack" | "relay" | null;

/** The build step in which a card must first work (the HK stage tags). */
export type HkStage = 1 | 2 | 3;

/** One forum-hk card (shared/forum-hk-roles.md). */
export interface HkCard {
  /** Scenario id (`wolf_king`). */
  readonly id: HkCardId;
  /** 名 as the card list prints it (狼王). */
  readonly name: string;
  /** The pool list's rating 1–8 (①–⑧); null for the 三方 and 不定 cards, which print none (HK4). */
  readonly rating: number | null;
  readonly pool: HkPool;
  /** Group tag at the deal (wolf pool only; every other card has none). */
  readonly tag: HkTag;
  readonly stage: HkStage;
  /** Camp at the deal: 狼人 → `wolves`; 验人系/强神/弱神 → `villagers`; a 三方 card → its id; 不定 → `undetermined` (HK48). */
  readonly camp: string;
}

const W = "狼人" as const;
const S = "验人系" as const;
const G = "强神" as const;
const K = "弱神" as const;
const T = "三方" as const;
const U = "不定" as const;

/** [id, 名, rating, pool, tag, stage] in the file's order. The camp follows from the pool. */
const ROWS = [
  ["wolf_king", "狼王", 8, W, "pack", 1],
  ["terrorist", "恐怖分子", 7, W, "pack", 1],
  ["wolf_brother", "狼兄", 6, W, "pack", 2],
  ["time_consort", "噬时狼妃", 7, W, "pack", 2],
  ["gu_doctor", "蛊医", 6, W, "pack", 2],
  ["ghost_rider", "恶灵骑士", 7, W, "pack", 2],
  ["wolf_sibling", "狼弟", 8, W, null, 2],
  ["wolf_witch", "狼巫", 7, W, "pack", 1],
  ["hidden_wolf", "隐狼", 6, W, null, 2],
  ["pole_zombie", "撑杆僵尸", 7, W, "pack", 2],
  ["wolf_cub", "幼狼", 7, W, "pack", 1],
  ["ghost", "幽灵", 5, W, null, 3],
  ["wolf_scholar", "狼学者", 8, W, "pack", 1],
  ["black_bat", "黑蝙蝠", 8, W, "pack", 1],
  ["raven_claw", "狼鸦之爪", 7, W, null, 2],
  ["gargoyle", "石像鬼", 5, W, "relay", 1],
  ["seer", "预言家", 6, S, null, 1],
  ["medium", "通灵师", 7, S, null, 1],
  ["fox", "狐狸", 5, S, null, 2],
  ["police", "警察", 5, S, null, 2],
  ["witch", "女巫", 8, G, null, 1],
  ["knight", "骑士", 5, G, null, 1],
  ["dreamweaver", "摄梦人", 6, G, null, 1],
  ["magician", "魔术师", 6, G, null, 2],
  ["spirit_deer", "灵鹿", 7, G, null, 1],
  ["demon_hunter", "猎魔人", 7, G, null, 1],
  ["penguin", "企鹅", 8, G, null, 1],
  ["nine_tailed_fox", "九尾狐", 6, G, null, 2],
  ["clock", "钟", 5, G, null, 3],
  ["soldier", "士兵", 6, G, null, 1],
  ["van_helsing", "范海辛", 8, G, null, 1],
  ["miracle_merchant", "奇迹商人", 7, G, null, 2],
  ["arsonist", "纵火者", 5, G, null, 2],
  ["fox_cub", "子狐", 5, G, null, 1],
  ["saintess", "圣女", 5, G, null, 2],
  ["hunter", "猎人", 4, K, null, 1],
  ["sun", "太阳", 4, K, null, 3],
  ["crow", "乌鸦", 4, K, null, 1],
  ["baker", "面包师", 4, K, null, 2],
  ["attendant", "侍从", 3, K, null, 1],
  ["gardener", "花匠", 4, K, null, 2],
  ["stalker", "潜行者", 4, K, null, 1],
  ["hermit", "隐者", 4, K, null, 2],
  ["psychic", "灵能", 3, K, null, 1],
  ["white_cat", "白猫", 3, K, null, 1],
  ["little_girl", "小女孩", 3, K, null, 2],
  ["taoist", "天师", 4, K, null, 2],
  ["garlic", "大蒜", 4, K, null, 1],
  ["soul_caller", "摄魂师", 4, K, null, 2],
  ["bear", "熊", 4, K, null, 1],
  ["astrologer", "占星师", null, T, null, 2],
  ["mirror", "镜", null, T, null, 2],
  ["gambler", "赌徒", null, T, null, 3],
  ["ash_fern", "灰蕨", null, T, null, 3],
  ["old_believer", "宗教老爷爷", null, T, null, 1],
  ["cupid", "丘比特", null, U, null, 2],
  ["secret_admirer", "暗恋者", null, U, null, 2],
  ["shadow", "影子", null, U, null, 2],
  ["avenger", "复仇者", null, U, null, 2],
  ["fan", "粉丝", null, U, null, 1],
] as const;

/** A forum-hk card id. */
export type HkCardId = (typeof ROWS)[number][0];

function campOf(id: string, pool: HkPool): string {
  if (pool === "狼人") return "wolves";
  if (pool === "三方") return id;
  if (pool === "不定") return "undetermined";
  return "villagers";
}

/** Every card, in the order of shared/forum-hk-roles.md (pool by pool, each pool in its list order). */
export const HK_CARDS: readonly HkCard[] = ROWS.map(([id, name, rating, pool, tag, stage]) => ({
  id,
  name,
  rating,
  pool,
  tag,
  stage,
  camp: campOf(id, pool),
}));

const BY_ID = new Map<string, HkCard>(HK_CARDS.map((c) => [c.id, c]));

/** The card of `id`, or undefined if `id` is no forum-hk card. */
export function hkCard(id: string): HkCard | undefined {
  return BY_ID.get(id);
}

/** Whether `id` names a forum-hk card. */
export function isHkCardId(id: unknown): id is HkCardId {
  return typeof id === "string" && BY_ID.has(id);
}

/** Each pool: how many cards its list holds and how many a 14-seat deal takes (002 头部 「16选4」…, HK1). */
export const HK_POOLS: Readonly<Record<HkPool, { size: number; dealt: number }>> = {
  狼人: { size: 16, dealt: 4 },
  验人系: { size: 4, dealt: 1 },
  强神: { size: 15, dealt: 3 },
  弱神: { size: 15, dealt: 4 },
  三方: { size: 5, dealt: 1 },
  不定: { size: 5, dealt: 1 },
};

/** The pools in the order of 头部. */
export const HK_POOL_ORDER: readonly HkPool[] = ["狼人", "验人系", "强神", "弱神", "三方", "不定"];

/** The cards of one pool, in list order. */
export function poolCards(pool: HkPool): readonly HkCard[] {
  return HK_CARDS.filter((c) => c.pool === pool);
}

/** The ids of the cards built by step `n` (stage ≤ n): 28 at [1], 55 at [2], 60 at [3]. */
export function cardsOfStage(n: HkStage): HkCardId[] {
  return HK_CARDS.filter((c) => c.stage <= n).map((c) => c.id);
}
