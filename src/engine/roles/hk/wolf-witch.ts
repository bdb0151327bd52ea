/**
 * 狼巫 (seed 002 狼人阵营, [群内]; HK12): 黑暗侦测 each night in block B (14); told at C+50 the
 * target's apparent card. Her 杀人 is the group's (HK70; `families/forum-hk/settle.ts`).
 */
import { apparentRole } from "./apparent.ts";
import { feedbackOf } from "./common.ts";
import type { HkCardSpec } from "./types.ts";

export const wolfWitch: HkCardSpec = {
  id: "wolf_witch",
  texts: {
    "zh-Hans": {
      rules: "狼巫：狼人阵营，群内。每晚黑暗侦测一名存活角色，得知其表面身份。",
      acts: { dark_check: "黑暗侦测" },
      told: { identity: { text: "结果：{about}的身份是{role}。" } },
    },
    en: {
      rules:
        "Wolf Witch: werewolf camp, in the pack. Each night, use Dark Detection on a living character and learn their apparent card.",
      acts: { dark_check: "Dark Detection" },
      told: { identity: { text: "Result: {about}'s card is {role}." } },
    },
  },
  scripted: "silent",
  skills: [
    {
      id: "dark_check",
      acts: { dark_check: { window: "night_b", step: 14.5, target: "living" } },
      timing: { phase: "night", only: "calendar" },
    },
  ],
  settle(tx, a) {
    const t = a.target as number;
    tx.emit({ type: "told", seat: a.seat, kind: "identity", value: apparentRole(tx.s, t), ...feedbackOf(a) });
  },
};
