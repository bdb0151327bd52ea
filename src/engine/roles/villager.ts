import { type Card, VILLAGER_CARD } from "./spec.ts";

/** Villager (平民): no skill. */
export const villager: Card<"villager"> = {
  id: "villager",
  zh: "平民",
  forumHelp: "villager",
  skills: [],
  rules: "没有技能，依靠发言和投票找出狼人。",
  ...VILLAGER_CARD,
};
