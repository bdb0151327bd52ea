/** 灵能 (seed 002 弱神; HK115): 感知 an announced-out character each night in block B (14); told at C+50 his real camp
 * ([2] a hidden wolf who picked ④ reads village to a village-camp psychic, HK87). */
import { campAsJudgedBy } from "./apparent.ts";
import { feedbackOf } from "./common.ts";
import type { HkCardSpec } from "./types.ts";

export const psychic: HkCardSpec = {
  id: "psychic",
  texts: {
    "zh-Hans": {
      rules: "灵能：每晚感知一名已公示出局的角色，得知其实际阵营。",
      acts: { sense: "感知" },
      told: { sense: { text: "感知结果：{about}的阵营是{camp}。" } },
    },
    en: {
      rules: "Psychic: each night, Sense a character announced out and learn their actual camp.",
      acts: { sense: "Sense" },
      told: { sense: { text: "Sense result: {about} is in the {camp}." } },
    },
  },
  scripted: "silent",
  skills: [
    {
      id: "sense",
      acts: { sense: { window: "night_b", step: 14.2, target: "announced_out" } },
      timing: { phase: "night", only: "calendar" },
    },
  ],
  settle(tx, a) {
    const t = a.target as number;
    tx.emit({ type: "told", seat: a.seat, kind: "sense", value: campAsJudgedBy(tx.s, t, a.seat), ...feedbackOf(a) });
  },
};
