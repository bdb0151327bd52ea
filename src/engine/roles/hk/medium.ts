/** 通灵师 (seed 002 验人系; HK12): 通灵 each night in block B (14); told at C+50 the target's apparent card. */
import type { Tx } from "../../tx.ts";
import { apparentRole } from "./apparent.ts";
import { feedbackOf } from "./common.ts";
import type { HkCardSpec, HkSettle } from "./types.ts";

/**
 * HK12: 通灵's result (a gifted 通灵 too, HK103) — its user is told the settlement target's apparent
 * card, the feedback naming the selection target (HK30).
 */
export function tellIdentity(tx: Tx, a: HkSettle): void {
  tx.emit({
    type: "told",
    seat: a.seat,
    kind: "identity",
    value: apparentRole(tx.s, a.target as number),
    ...feedbackOf(a),
  });
}

export const medium: HkCardSpec = {
  id: "medium",
  texts: {
    "zh-Hans": {
      rules: "通灵师：每晚通灵一名存活角色，得知其表面身份。",
      acts: { divine: "通灵" },
      told: { identity: { text: "结果：{about}的身份是{role}。" } },
    },
    en: {
      rules: "Medium: each night, Commune with a living character and learn their apparent card.",
      acts: { divine: "Commune" },
      told: { identity: { text: "Result: {about}'s card is {role}." } },
    },
  },
  scripted: "silent",
  skills: [
    {
      id: "divine",
      acts: { divine: { window: "night_b", step: 14.1, target: "living" } },
      timing: { phase: "night", only: "calendar" },
    },
  ],
  settle(tx, a) {
    tellIdentity(tx, a);
  },
};
