/**
 * The 60 cards of forum-hk (seed 002 头部 and 身份与阵营; ../shared/forum-hk-roles.md) as data: id,
 * Chinese name, pool (HK1, HK50: its class and its camp at the deal), build stage ([1]–[3]), group tag
 * at the deal ([群内] `pack`, [接刀] `relay`, HK51, HK71) and the act ids its holder uses. Which of them
 * the engine implements is the card registry's (`roles/hk/index.ts`); the pools' deal rules (HK1–HK3)
 * are `hk/pools.ts` and `hk/deal.ts`, which read this list. Imports nothing.
 */

/** The six pools of 002 头部 (HK1, HK50). */
export type HkPool = "wolf" | "seer_class" | "strong" | "weak" | "third" | "undetermined";

/** One card of the catalogue. */
export interface HkCardInfo {
  id: string;
  zh: string;
  pool: HkPool;
  /** The build step that brings it (forum-hk-roles.md "Stages"). */
  stage: 1 | 2 | 3;
  /** Its group tag at the deal: [群内] or [接刀] (HK51, HK71, HK132). */
  tag?: "pack" | "relay";
  acts: readonly string[];
}

/** Every card, in pool order (狼人, 验人系, 强神, 弱神, 三方, 不定; HK26's order). */
export const HK_CARDS: readonly HkCardInfo[] = [
  { id: "wolf_king", zh: "狼王", pool: "wolf", stage: 1, tag: "pack", acts: ["kill", "charge", "revenge"] },
  { id: "terrorist", zh: "恐怖分子", pool: "wolf", stage: 1, tag: "pack", acts: ["kill", "blast"] },
  { id: "wolf_brother", zh: "狼兄", pool: "wolf", stage: 2, tag: "pack", acts: ["kill", "rage"] },
  { id: "time_consort", zh: "噬时狼妃", pool: "wolf", stage: 2, tag: "pack", acts: ["kill", "reverse"] },
  { id: "gu_doctor", zh: "蛊医", pool: "wolf", stage: 2, tag: "pack", acts: ["kill", "bewitch"] },
  { id: "ghost_rider", zh: "恶灵骑士", pool: "wolf", stage: 2, tag: "pack", acts: ["kill"] },
  { id: "wolf_sibling", zh: "狼弟", pool: "wolf", stage: 2, acts: ["disguise", "inherit"] },
  { id: "wolf_witch", zh: "狼巫", pool: "wolf", stage: 1, tag: "pack", acts: ["kill", "dark_check"] },
  { id: "hidden_wolf", zh: "隐狼", pool: "wolf", stage: 2, acts: ["disguise"] },
  { id: "pole_zombie", zh: "撑杆僵尸", pool: "wolf", stage: 2, tag: "pack", acts: ["kill", "jump"] },
  { id: "wolf_cub", zh: "幼狼", pool: "wolf", stage: 1, tag: "pack", acts: ["kill", "sacrifice"] },
  { id: "ghost", zh: "幽灵", pool: "wolf", stage: 3, acts: ["haunt", "seize"] },
  { id: "wolf_scholar", zh: "狼学者", pool: "wolf", stage: 1, tag: "pack", acts: ["kill", "sophistry"] },
  { id: "black_bat", zh: "黑蝙蝠", pool: "wolf", stage: 1, tag: "pack", acts: ["kill", "shelter"] },
  { id: "raven_claw", zh: "狼鸦之爪", pool: "wolf", stage: 2, acts: ["night_blade"] },
  { id: "gargoyle", zh: "石像鬼", pool: "wolf", stage: 1, tag: "relay", acts: ["inspect", "stare", "kill"] },
  { id: "seer", zh: "预言家", pool: "seer_class", stage: 1, acts: ["check"] },
  { id: "medium", zh: "通灵师", pool: "seer_class", stage: 1, acts: ["divine"] },
  { id: "fox", zh: "狐狸", pool: "seer_class", stage: 2, acts: ["sniff"] },
  { id: "police", zh: "警察", pool: "seer_class", stage: 2, acts: ["investigate"] },
  { id: "witch", zh: "女巫", pool: "strong", stage: 1, acts: ["save", "poison", "pass"] },
  { id: "knight", zh: "骑士", pool: "strong", stage: 1, acts: ["duel"] },
  { id: "dreamweaver", zh: "摄梦人", pool: "strong", stage: 1, acts: ["dream"] },
  { id: "magician", zh: "魔术师", pool: "strong", stage: 2, acts: ["swap"] },
  { id: "spirit_deer", zh: "灵鹿", pool: "strong", stage: 1, acts: ["sanctuary"] },
  { id: "demon_hunter", zh: "猎魔人", pool: "strong", stage: 1, acts: ["hunt"] },
  { id: "penguin", zh: "企鹅", pool: "strong", stage: 1, acts: ["freeze"] },
  { id: "nine_tailed_fox", zh: "九尾狐", pool: "strong", stage: 2, acts: [] },
  { id: "clock", zh: "钟", pool: "strong", stage: 3, acts: ["rewind"] },
  { id: "soldier", zh: "士兵", pool: "strong", stage: 1, acts: ["strike"] },
  { id: "van_helsing", zh: "范海辛", pool: "strong", stage: 1, acts: ["track", "chase"] },
  { id: "miracle_merchant", zh: "奇迹商人", pool: "strong", stage: 2, acts: ["gift"] },
  { id: "arsonist", zh: "纵火者", pool: "strong", stage: 2, acts: ["arson"] },
  { id: "fox_cub", zh: "子狐", pool: "strong", stage: 1, acts: ["bind"] },
  { id: "saintess", zh: "圣女", pool: "strong", stage: 2, acts: ["bless"] },
  { id: "hunter", zh: "猎人", pool: "weak", stage: 1, acts: ["shoot"] },
  { id: "sun", zh: "太阳", pool: "weak", stage: 3, acts: ["speakers"] },
  { id: "crow", zh: "乌鸦", pool: "weak", stage: 1, acts: ["slander"] },
  { id: "baker", zh: "面包师", pool: "weak", stage: 2, acts: ["bread"] },
  { id: "attendant", zh: "侍从", pool: "weak", stage: 1, acts: ["substitute"] },
  { id: "gardener", zh: "花匠", pool: "weak", stage: 2, acts: ["rose"] },
  { id: "stalker", zh: "潜行者", pool: "weak", stage: 1, acts: ["stalk"] },
  { id: "hermit", zh: "隐者", pool: "weak", stage: 2, acts: ["cloak"] },
  { id: "psychic", zh: "灵能", pool: "weak", stage: 1, acts: ["sense"] },
  { id: "white_cat", zh: "白猫", pool: "weak", stage: 1, acts: [] },
  { id: "little_girl", zh: "小女孩", pool: "weak", stage: 2, acts: ["peek"] },
  { id: "taoist", zh: "天师", pool: "weak", stage: 2, acts: ["ask"] },
  { id: "garlic", zh: "大蒜", pool: "weak", stage: 1, acts: [] },
  { id: "soul_caller", zh: "摄魂师", pool: "weak", stage: 2, acts: ["soul"] },
  { id: "bear", zh: "熊", pool: "weak", stage: 1, acts: [] },
  { id: "astrologer", zh: "占星师", pool: "third", stage: 2, acts: ["star", "torrent"] },
  { id: "mirror", zh: "镜", pool: "third", stage: 2, acts: ["lend_mirror", "copy"] },
  { id: "gambler", zh: "赌徒", pool: "third", stage: 3, acts: ["jackpot"] },
  { id: "ash_fern", zh: "灰蕨", pool: "third", stage: 3, acts: ["sprout", "control"] },
  { id: "old_believer", zh: "宗教老爷爷", pool: "third", stage: 1, acts: ["heretics"] },
  { id: "cupid", zh: "丘比特", pool: "undetermined", stage: 2, acts: ["link", "lover_knife"] },
  { id: "secret_admirer", zh: "暗恋者", pool: "undetermined", stage: 2, acts: ["crush", "letter"] },
  { id: "shadow", zh: "影子", pool: "undetermined", stage: 2, acts: ["host"] },
  { id: "avenger", zh: "复仇者", pool: "undetermined", stage: 2, acts: [] },
  { id: "fan", zh: "粉丝", pool: "undetermined", stage: 1, acts: ["follow"] },
];

const BY_ID = new Map(HK_CARDS.map((c) => [c.id, c]));

/** The catalogue entry of a forum-hk id, or undefined for an id forum-hk does not have. */
export function hkCard(id: unknown): HkCardInfo | undefined {
  return typeof id === "string" ? BY_ID.get(id) : undefined;
}

/** Every forum-hk act id of the cards (the contract's act tables; `vote` and `change_vote` are the table's). */
export const HK_CARD_ACTS: ReadonlySet<string> = new Set(HK_CARDS.flatMap((c) => c.acts));

/**
 * HK48: a card's camp at the deal — the wolf pool `wolves`, the 验人系/强神/弱神 pools `villagers`, a 三方
 * card its own id, a 不定 card `undetermined` until it joins another.
 */
export function dealtCamp(id: string): string {
  const c = BY_ID.get(id);
  if (!c) throw new Error(`unknown forum-hk card ${id}`);
  if (c.pool === "wolf") return "wolves";
  if (c.pool === "third") return c.id;
  if (c.pool === "undetermined") return "undetermined";
  return "villagers";
}

/** HK126: the old believer names ⌈(N − 1)/2⌉ heretics (7 of 14). */
export function hereticCount(seats: number): number {
  return Math.ceil((seats - 1) / 2);
}
