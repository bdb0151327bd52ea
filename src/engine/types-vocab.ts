/**
 * The engine's vocabulary (scenario contract, ../shared/scenario-format.md): role ids, act ids,
 * camps, penalties, winners, death causes, a command's target and a forum-25 card's colour.
 * Constants (`PENALTIES`) stand beside the types they define; the role and act ids are the cards'.
 * Seats are 1-based and numbered clockwise (R1).
 */
import type { BASE_CARDS } from "./roles/index.ts";
import type { TableActId } from "./roles/skills.ts";

/**
 * Every role id of the scenario contract (../shared/scenario-format.md): the ids of the registered
 * cards, derived from the card modules (each writes `Card<"seer", …>`; issue 22 goal 1). A new card
 * is one module and its line in roles/index.ts; a misspelt id fails tsc. Run-time list: `ROLE_IDS`
 * in roles/index.ts.
 */
export type RoleId = (typeof BASE_CARDS)[number]["id"];

/**
 * A fixed night step (T4, 003-B 三(4)): `thief`, `cupid` and `lovers` run on night 1 only; the
 * others every night. Each step belongs to the role card named by its id (`wolves`: every
 * board; `lovers`: boards with a cupid card).
 */
export type NightStepId = "thief" | "cupid" | "lovers" | "guard" | "wolves" | "witch" | "piper" | "seer" | "hunter";

/**
 * Every act of the scenario contract: the table's own (`TABLE_ACTS`) and every card skill's,
 * derived from the card modules (issue 22 goal 1). Unknown acts are rejected, never fatal.
 * Run-time list: `actIds()` in roles/registry.ts.
 */
export type ActId = TableActId | (typeof BASE_CARDS)[number]["skills"][number]["acts"][number];

export type Team = "wolf" | "village" | "third";
/** Card class for side-kill and tiers (000 §四2, §七2). `other`: cupid, thief, wild child. */
export type CardClass = "wolf" | "god" | "villager" | "other";
export type Direction = "up" | "down";
/**
 * What makes a seat lose whatever its camp does (R20, R22): drowned (−2), a non-wolf's own
 * self-destruct (−5), ejected by the judge (−2, 000 §九5), or a judged self-destruct (no deduction).
 */
export const PENALTIES = ["drowned", "self_destruct", "eject", "ruled"] as const;
export type Penalty = (typeof PENALTIES)[number];
/** `piper`: the piper alone (table, T23). */
/** A camp of the timed rulesets and forum-25 (the piper's own, T23; the couple's). */
export type Camp = "wolves" | "villagers" | "lovers" | "piper";
/** A game's winner: a camp, or forum-hk's third party `old_believer` (HK56). */
export type Winner = Camp | "old_believer";
/**
 * The damage an attack deals, which decides what stops it (HK32, HK34). forum-hk's own:
 * `pointed` 指杀 (every 杀人 and 冲锋), `pierce` 穿透 (passes 守护), `crit` 暴击 (passes 守护, stopped
 * by 坚韧 and 不死), `lethal` 致死伤害 (only 不死 stops it), `exile` 投票出局, `red_card` (nothing
 * stops it). The timed rulesets and forum-25 map their attack kinds onto these
 * (`Ruleset.effects.damage`): the knife, the group kill and the charge are `pointed`; poison, a
 * shot and the snow wolf's devour `lethal` (no status of theirs stops them); an exile `exile`.
 */
export type DamageType = "pointed" | "pierce" | "crit" | "lethal" | "exile" | "red_card";

export type DeathCause =
  | "wolf"
  | "poison"
  | "shot"
  | "exile"
  | "self_destruct"
  | "lover"
  | "drowned"
  | "dream"
  | "devour"
  | "charm"
  | "duel"
  | "rogue"
  | "rust"
  | "backlash"
  | "penalty"
  /** A revealed idiot who loses his skill to the elder's curse (T24, T25) or the village chief's (F15). */
  | "curse"
  /** forum-25: the charge_wolf_king's 冲锋 (F11). */
  | "charge"
  /** forum-25: a devotee out in his beloved's place (F14). */
  | "devotion"
  /** forum-25: a director's red card (F6). */
  | "red_card"
  /** forum-hk: an attendant out in place of the seat he chose (HK112). */
  | "replaced"
  /** forum-hk: the flipped white cat's delayed 致死伤害 (HK116). */
  | "nine_lives"
  /**
   * forum-hk's other causes (scenario-format.md `### forum-hk`, `deaths.cause`): any 杀人, 报复, the
   * terrorist's blast and its own out, the cub's sacrifice, the bat's rebound, the dreamer's target,
   * the demon hunter's hunt and its backfire, 追猎, 突击, 潜行, the knight's duel backfire, 粉丝.
   */
  | "kill"
  | "revenge"
  | "blast"
  | "blast_self"
  | "sacrifice"
  | "rebound"
  | "dreamer_out"
  | "hunt"
  | "hunt_backfire"
  | "chase"
  | "strike"
  | "stalk"
  | "duel_backfire"
  | "idol"
  /** forum-hk [2]: 纵火's 穿透 on the voided 杀人's source (HK104). */
  | "arson_backfire"
  /** forum-hk [2]: 恶灵骑士's 邪恶 (HK80). */
  | "evil"
  /** forum-hk [2]: 九尾狐 out of tails (HK99). */
  | "tails"
  /** forum-hk [2]: 奇迹商人's gift to a wolf-camp character, 穿透 on himself at ⑫ (HK103). */
  | "gift_backfire"
  /** forum-hk [2]: 狼兄's 暴怒 (HK77), 狼弟's 继承 (HK141), 狼鸦之爪's 夜之锋刃 (HK86). */
  | "rage"
  | "inherit"
  | "night_blade"
  /** forum-hk [3]: 幽灵's 致死伤害 right after his 附体 host's out (HK83). */
  | "haunt";

/** A command's target: a seat, nobody (`null`), two seats, a role id or a direction. */
export type Target = number | null | number[] | string;

export type CardColour = "blue" | "yellow" | "red";
