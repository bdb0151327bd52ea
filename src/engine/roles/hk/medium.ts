/** 通灵师 (seed 002 验人系; HK12): 通灵 each night in block B (14); told at C+50 the target's apparent card. */
import { apparentRole } from "./apparent.ts";
import type { HkCardSpec } from "./types.ts";

export const medium: HkCardSpec = {
  id: "medium",
  texts: {
    "zh-Hans": {
      rules: "通灵师：每晚通灵一名存活角色，得知其表面身份。",
      acts: { divine: "通灵" },
      told: { identity: { text: "结果：{about}的身份是{role}。" } },
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
    const t = a.target as number;
    tx.emit({ type: "told", seat: a.seat, kind: "identity", value: apparentRole(tx.s, t), about: t });
  },
};
