import { type Card, VILLAGER_CARD } from "./spec.ts";

/** Villager (平民): no skill. */
export const villager: Card<"villager"> = {
  id: "villager",
  texts: {
    "zh-Hans": {
      name: "平民",
      rules: "没有技能，依靠发言和投票找出狼人。",
      forumHelp: "无技能：积极发帖、投票。",
    },
    en: {
      name: "Villager",
      rules: "No skill: find the werewolves by speaking and voting.",
      forumHelp: "No skill: post and vote.",
    },
  },
  skills: [],
  ...VILLAGER_CARD,
};
