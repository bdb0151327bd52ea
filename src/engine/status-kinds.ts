/**
 * The status kinds as data (issue 22 goal 2): for each `StatusId`, how a second grant of that kind
 * from the same source combines with the first, the kinds a composite is made of, and what it
 * blocks. Every read in `statuses.ts` (`hasStatus`, `skillsLost`, `blocksSkill`, `blocksBallot`,
 * `blocksTargeting`) goes through this table; a new status is a new row, not a new test in a card.
 * Imports only types.
 */
import type { StatusId } from "./types.ts";

/**
 * What a status stops its holder doing or suffering. Skill tags are the skills' own (`SkillTraits`):
 * `forced` <强制>, `kill` 杀人, `charge` 冲锋, `group` [群内], `knife` [接刀].
 */
export interface StatusBlocks {
  /** `all`: every skill, lost for as long as it is held (F15's curse: `skillsLost`); `unforced`: every skill but <强制> ones (HK40 沉默). */
  skills?: "all" | "unforced";
  /** The skills carrying any of these tags (HK40 缴械: `kill`; 遗忘: `forced`; 004 3L 狼王: `charge`). */
  tags?: readonly string[];
  /** The holder's ballot weighs nothing (HK40 迷魂: counted as cast, weight 0). */
  ballots?: boolean;
  /** The holder may not speak. */
  speeches?: boolean;
  /** A <指定> skill naming the holder settles nothing (HK29 隐身). */
  targeted?: boolean;
}

/** One row of the table. */
export interface StatusKind {
  /** The status's name as rules write it (docs and tests; the chat words what players see). */
  zh: string;
  /**
   * A grant of this kind on a seat that already holds one from the same source: `refuse` (nothing
   * happens; every kind before forum-hk), `refresh` (the held one is removed and the new one put
   * in its place: a new end and count), `stack` (a second instance beside it, each with its own end
   * and count: HK38 「即使状态名字相同…分别计算结束时间」).
   */
  same: "refuse" | "refresh" | "stack";
  /** A composite (HK39): one instance with the effects (and the `hasStatus` answers) of these kinds. */
  parts?: readonly StatusId[];
  blocks?: StatusBlocks;
  /** A negative status (HK42): told to its holder with its end. */
  negative?: boolean;
}

/** The table (types-state.ts `StatusId` says where each kind comes from). */
export const STATUS_KINDS: Readonly<Record<StatusId, StatusKind>> = {
  guarded: { zh: "守护", same: "refuse" },
  saved: { zh: "解救", same: "refuse" },
  longevity: { zh: "长生", same: "refuse" },
  adored: { zh: "爱慕", same: "refuse" },
  tacit: { zh: "默契", same: "refuse" },
  cursed: { zh: "诅咒", same: "refuse", blocks: { skills: "all" } },
  no_charge: { zh: "失去冲锋", same: "refuse", blocks: { tags: ["charge"] } },
  silenced: { zh: "沉默", same: "stack", negative: true, blocks: { skills: "unforced" } },
  disarmed: { zh: "缴械", same: "stack", negative: true, blocks: { tags: ["kill"] } },
  charmed: { zh: "迷魂", same: "stack", negative: true, blocks: { ballots: true } },
  forgotten: { zh: "遗忘", same: "stack", negative: true, blocks: { tags: ["forced"] } },
  released: { zh: "超度", same: "stack", negative: true, blocks: { tags: ["kill", "group", "knife"] } },
  frozen: { zh: "冰冻", same: "stack", negative: true, parts: ["silenced", "disarmed"] },
  // HK6, HK42: 恐惧 is never told.
  feared: { zh: "恐惧", same: "stack", parts: ["silenced", "disarmed"] },
  burning: { zh: "业炎", same: "stack", negative: true, parts: ["silenced", "released", "forgotten"] },
  purified: { zh: "净化", same: "stack", negative: true, parts: ["silenced", "released", "forgotten"] },
  warded: { zh: "守护", same: "stack" },
  hidden: { zh: "隐身", same: "stack", blocks: { targeted: true } },
  marked: { zh: "标记", same: "refresh" },
  tough: { zh: "坚韧", same: "stack" },
  undying: { zh: "不死", same: "stack" },
  immune: { zh: "免疫出局", same: "stack" },
  substituted: { zh: "替死", same: "stack" },
  nine_lives: { zh: "猫有九命", same: "refuse" },
  // HK44: 玫瑰 has no effect.
  rose: { zh: "玫瑰", same: "stack" },
  // HK28, HK123: the chain's 反射 stage reads it (`families/forum-hk/chain.ts`).
  reflect: { zh: "反射", same: "stack" },
  // HK33: 漏洞 voids the holder's 守护, 坚韧 and 不死 (the protect rows' `voidedBy`, effects/forum-hk.ts).
  flawed: { zh: "漏洞", same: "stack" },
  // HK39, HK42: 灰蕨's 畸芽 = 漏洞 + 沉默, a negative status (HK38: until its holder is out, 灰蕨's card).
  sprout: { zh: "畸芽", same: "stack", negative: true, parts: ["flawed", "silenced"] },
  // HK127: the couple's mark (殉情 is 丘比特's card's consequence, not the status's).
  true_lover: { zh: "真爱情侣", same: "refuse" },
  false_lover: { zh: "虚情情侣", same: "refuse" },
  // [3] HK148, HK16: 钟's [自由] is recorded only (the pools hold no rule that reads it).
  freedom: { zh: "自由", same: "refuse" },
};

/** The row of `id`. */
export function statusKind(id: StatusId): StatusKind {
  return STATUS_KINDS[id];
}

/** The kinds a status of kind `id` stands for: itself and, for a composite, its parts (recursively). */
export function kindsIn(id: StatusId): StatusId[] {
  const parts = STATUS_KINDS[id].parts ?? [];
  return [id, ...parts.flatMap(kindsIn)];
}

// Each kind's parts, all levels down, computed once (reads run on every act and every attack).
const WITHIN = new Map<StatusId, ReadonlySet<StatusId>>(
  (Object.keys(STATUS_KINDS) as StatusId[]).map((id) => [id, new Set(kindsIn(id).slice(1))]),
);

/** Whether a status of kind `held` counts as kind `id`: the same kind, or a composite with `id` among its parts (recursively). */
export function counts(held: StatusId, id: StatusId): boolean {
  return held === id || WITHIN.get(held)?.has(id) === true;
}

/** The kinds whose status (itself or through a part) blocks as `test` says, computed once per question. */
export function kindsBlocking(test: (b: StatusBlocks) => boolean): ReadonlySet<StatusId> {
  const blocks = (k: StatusId) => {
    const b = STATUS_KINDS[k].blocks;
    return b !== undefined && test(b);
  };
  return new Set((Object.keys(STATUS_KINDS) as StatusId[]).filter((id) => kindsIn(id).some(blocks)));
}
