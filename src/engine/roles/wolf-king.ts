import { type Card, KNIFE_WOLF, SHOT_SKILL, shootsUnlessSilenced, shotStatusSkill } from "./spec.ts";

/**
 * Wolf king (000 §八(二)2): a knife-wolf who shoots when he dies, except poisoned, dead for
 * love, or self-destructed (tips ①–④). The night ends with him told whether he may shoot.
 */
export const wolfKing: Card<"wolf_king", "kill" | "shoot"> = {
  id: "wolf_king",
  texts: {
    "zh-Hans": {
      name: "狼王",
      rules: "狼人阵营，死亡时可以开枪带走一名玩家；被毒杀、殉情或自爆时不能开枪。",
    },
    en: {
      name: "Wolf King",
      rules: "A werewolf who may shoot one player when he dies; no shot if poisoned, heartbroken or self-destructed.",
    },
  },
  ...KNIFE_WOLF,
  skills: [...KNIFE_WOLF.skills, SHOT_SKILL],
  shootsOnDeath: shootsUnlessSilenced,
  night: shotStatusSkill,
};
