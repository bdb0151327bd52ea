/**
 * A role is data plus a few small pure hooks. The flow modules never branch on a role id:
 * they ask the spec (team, card class, knife, night skill, shot on death, exile immunity).
 */

import { type Ruleset, rulesetOf } from "../rulesets/index.ts";
import { skillsLost } from "../statuses.ts";
import type { GameState, Reject, SeatState, Target } from "../types.ts";
import { liveSpec, roleSpec } from "./registry.ts";
import type { NightSkill, RoleSpec } from "./role-types.ts";
import { KNIFE_SKILL } from "./skills.ts";

export type { Card, DaySkill, LiveTraits, NightLedger, NightSkill, RoleSpec } from "./role-types.ts";
export { KNIFE_SKILL, SHOT_SKILL } from "./skills.ts";

/** Card data most roles share (000 §四2, §八(七)): a village god, with variants below. */
export const GOD = {
  team: "village",
  card: "god",
  knife: false,
  seenAs: "good",
  implemented: true,
  selfDestruct: "penalized",
} as const satisfies Partial<RoleSpec>;
/** A villager card (平民; the old rogue). */
export const VILLAGER_CARD = { ...GOD, card: "villager" } as const;
/** A village card that is neither god nor villager (cupid, thief, wild child, 000 §七2, R17). */
export const OTHER_CARD = { ...GOD, card: "other" } as const;
/** A wolf who carries the knife, is seen as a wolf and may self-destruct (000 §八(二)1). */
export const KNIFE_WOLF = {
  team: "wolf",
  card: "wolf",
  knife: true,
  seenAs: "wolf",
  implemented: true,
  selfDestruct: "wolf",
  skills: [KNIFE_SKILL],
} as const satisfies Partial<RoleSpec>;

/** Shared target check: a living seat (or null when `allowNone`). */
export function targetAlive(s: GameState, target: Target, allowNone: boolean): Reject | null {
  if (target === null || target === undefined) return allowNone ? null : { code: "target.required" };
  if (typeof target !== "number" || !Number.isInteger(target) || target < 1 || target > s.seats.length)
    return { code: "target.not_a_seat", target };
  if (!s.seats[target - 1].alive) return { code: "target.dead", target };
  return null;
}

/** A living seat other than the actor's own (`self` is the reject for naming himself). */
export function otherLiving(
  s: GameState,
  actor: SeatState,
  target: Target,
  self: Reject,
  allowNone = false,
): Reject | null {
  const bad = targetAlive(s, target, allowNone);
  if (bad) return bad;
  return target === actor.seat ? self : null;
}

/** A forced act on a random other living seat when the actor stays silent (R15, 000 §八(二)7,17). */
export function onRandomOther(act: string): NonNullable<NightSkill["onTimeout"]> {
  return (tx, actor) => {
    const others = tx.s.seats.filter((x) => x.alive && x.seat !== actor.seat).map((x) => x.seat);
    return others.length ? { act, target: others[tx.draw(act, others.length)] } : null;
  };
}

/**
 * "Never the same seat two nights running" (guard, silence elder, wolf beauty): the check and the
 * memory (`<key>Night`, `<key>Target`); a night without a target resets it (R26).
 */
export function notTwiceRunning(key: string, reject: Reject) {
  return {
    check(s: GameState, actor: SeatState, target: Target): Reject | null {
      const n = s.phase.kind === "night" || s.phase.kind === "forum_night" ? s.phase.n : 0;
      if (target !== null && actor.mem[`${key}Night`] === n - 1 && actor.mem[`${key}Target`] === target)
        return { ...reject, target };
      return null;
    },
    remember: (_s: GameState, _actor: SeatState, _act: string, target: Target, n: number) => ({
      [`${key}Night`]: n,
      [`${key}Target`]: typeof target === "number" ? target : null,
    }),
  };
}

/**
 * The night step of a shooter (hunter, wolf king): no input, but at the end of each night he is
 * told whether he could shoot if he died now (000 §八(一)5 "猎人确认开枪状态").
 */
export const shotStatusSkill: NightSkill = {
  step: 90,
  acts: [],
  prompt: "nightfall",
  active: () => false,
  validate: () => ({ code: "act.not_yours" }),
  tell(tx, actor, _acts, ledger) {
    // Dead tonight: whether that death allows a shot (not for love, dream, poison); alive: whether a death would.
    const x = tx.s.seats[actor.seat - 1];
    const can = x.alive
      ? !ledger.poisoned.includes(actor.seat) &&
        x.mem.skillless !== true &&
        !skillsLost(x) &&
        !skillsBlocked(tx.s, x, ledger.n)
      : roleSpec(x.role).shootsOnDeath?.(x, tx.rules) === true;
    tx.emit({ type: "told", seat: actor.seat, kind: "shoot", value: can });
  },
};

/**
 * Shot allowed unless poisoned (even when the knife killed him the same night), without skills
 * (a blizzard), or dead of one of the ruleset's no-shot causes (`roles.noShotCauses`; ranked-s7:
 * poison, drowned, self-destructed, penalized, love, dream; 000 §八(二)2,10, R21).
 */
export const shootsUnlessSilenced = (dead: SeatState, rules: Ruleset) =>
  dead.mem.poisoned !== true &&
  dead.mem.skillless !== true &&
  !skillsLost(dead) &&
  dead.cause !== null &&
  !rules.roles.noShotCauses.includes(dead.cause);

/**
 * 黄金内裤 (T20): the seat that night 1's knife proposals and check may not name, or null — none
 * outside night 1, under a ruleset without it, or when he holds a wolf card after the thief's pick.
 */
export function protectedSeatOf(s: GameState): number | null {
  const p = s.setup.protectedSeat;
  if (!rulesetOf(s.setup.ruleset).night.protectedSeat || typeof p !== "number") return null;
  if (s.phase.kind !== "night" || s.phase.n !== 1) return null;
  const x = s.seats[p - 1];
  return !x || liveSpec(s, x).team === "wolf" ? null : p;
}

/** Whether some role takes `x`'s skills away on night `n` (snow wolf's blizzard, 000 §八(二)17). */
export function skillsBlocked(s: GameState, x: SeatState, n: number): boolean {
  return s.seats.some((y) => roleSpec(y.role).blocksSkills?.(s, y, x, n) === true);
}
