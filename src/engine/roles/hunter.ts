import { type Card, GOD, SHOT_SKILL, shootsUnlessSilenced, shotStatusSkill } from "./spec.ts";

/**
 * Hunter (000 §八(二)10): shoots when he dies, except poisoned or dead for love; told at the
 * end of each night whether he may shoot (000 §八(一)5 "猎人确认开枪状态").
 */
export const hunter: Card<"hunter", "shoot"> = {
  id: "hunter",
  zh: "猎人",
  forumHelp: "hunter",
  skills: [SHOT_SKILL],
  rules: "死亡时可以开枪带走一名玩家；被毒杀或殉情时不能开枪。",
  ...GOD,
  shootsOnDeath: shootsUnlessSilenced,
  blocksBoundVotes: () => true,
  night: { ...shotStatusSkill, fixedStep: "hunter" },
};
