import { type Card, GOD, SHOT_SKILL, shootsUnlessSilenced, shotStatusSkill } from "./spec.ts";

/**
 * Hunter (000 §八(二)10): shoots when he dies, except poisoned or dead for love; told at the
 * end of each night whether he may shoot (000 §八(一)5 "猎人确认开枪状态").
 */
export const hunter: Card<"hunter", "shoot"> = {
  id: "hunter",
  texts: {
    "zh-Hans": {
      name: "猎人",
      rules: "死亡时可以开枪带走一名玩家；被毒杀或殉情时不能开枪。",
      forumHelp: "夜晚：可私聊“开枪 12”设定最后一枪（可改，“不开枪”取消）；白天出局后关门30分钟内私聊“开枪 12”。",
    },
    en: {
      name: "Hunter",
      rules: "When he dies he may shoot one player; no shot if poisoned or heartbroken.",
      forumHelp:
        'At night you may DM "开枪 12" to set your last shot (change it any time, "不开枪" cancels it); out by day, DM "开枪 12" within 30 minutes of the close.',
    },
  },
  skills: [SHOT_SKILL],
  ...GOD,
  shootsOnDeath: shootsUnlessSilenced,
  blocksBoundVotes: () => true,
  night: { ...shotStatusSkill, fixedStep: "hunter" },
};
