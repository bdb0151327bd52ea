/**
 * forum-hk's effects order (seed 002) as data, for its ruleset (`Ruleset.effects`) once the
 * forum-hk skeleton defines it; its rules are pinned by `test/engine/effects/forum-hk.test.ts`.
 *
 * - HK32: the damage of its attack kinds — 杀人 (the group's, its second) and 冲锋 are 指杀
 *   (`pointed`); 女巫's 毒药 is 穿透 (`pierce`, at ⑭); 潜行者's 潜行 is 暴击 (`crit`, at ⑪); 猎杀, 追猎 and
 *   突击 are 穿透 and the hunter's backfire 致死伤害 (HK97, HK101, HK102); an exile
 *   `exile`; a red card `red_card`; 白猫's delayed death 致死伤害 (`lethal`, HK116). Other cards'
 *   kinds join with their cards (step 2).
 * - HK34: every out is checked in this order — 守护 (指杀 only; spent even when a later protection
 *   would stop it too; HK35: the one ending soonest) → 坚韧 (指杀, 穿透, 暴击) → 不死 (all but a red
 *   card) → 侍从's replacement (HK112) → a one-time immunity (spent) → 白猫's flip (HK116) → out.
 *   [隐身] (HK29) is a check of the act's settlement (`blocksTargeting`), made by the flow before
 *   it builds the attack; [霸道] comes with its card ([2]). HK33 [漏洞] (`flawed`, 夜之锋刃): while held,
 *   the holder's 守护, 坚韧 and 不死 do not protect him (the rows' `voidedBy`).
 * - HK112: the attendant's own 不死, and his 坚韧 against 指杀/穿透/暴击, cancel the replacement;
 *   his 守护 does not. HK36: a scoped 坚韧 is a `tough` instance with `vs` (`SeatStatus.vs`).
 */
import type { EffectsOrder } from "./types.ts";

/** The damage types 坚韧 stops (HK32, HK34). */
const TOUGH = ["pointed", "pierce", "crit"] as const;
/** What 不死 and a one-time immunity stop: everything but a red card (HK34). */
const ALL_BUT_RED = ["pointed", "pierce", "crit", "lethal", "exile"] as const;

/** forum-hk's effects order (HK32–HK37, HK112, HK116). */
export const FORUM_HK_EFFECTS: EffectsOrder = {
  damage: {
    kill: "pointed",
    kill2: "pointed",
    charge: "pointed",
    poison: "pierce",
    stalk: "crit",
    hunt: "pierce",
    hunt_backfire: "lethal",
    chase: "pierce",
    strike: "pierce",
    exile: "exile",
    red_card: "red_card",
    nine_lives: "lethal",
  },
  steps: [
    { step: "protect", status: "warded", stops: ["pointed"], spends: true, voidedBy: "flawed" },
    { step: "protect", status: "tough", stops: TOUGH, voidedBy: "flawed" },
    { step: "protect", status: "undying", stops: ALL_BUT_RED, voidedBy: "flawed" },
    {
      step: "replace",
      status: "substituted",
      damages: ALL_BUT_RED,
      cause: "replaced",
      spends: true,
      shieldedBy: ["tough", "undying"],
    },
    { step: "protect", status: "immune", stops: ALL_BUT_RED, spends: true },
    { step: "flip", status: "nine_lives", damages: ALL_BUT_RED },
  ],
  cancelling: [],
};
