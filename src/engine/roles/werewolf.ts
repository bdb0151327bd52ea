import { type Card, KNIFE_WOLF } from "./spec.ts";

/** Werewolf (000 §八(二)1): carries the knife; may self-destruct by day (000 §八(七)). */
export const werewolf: Card<"werewolf", "kill"> = {
  id: "werewolf",
  zh: "狼人",
  forumHelp: "werewolf",
  rules: "每晚与狼队友统一刀口杀死一名玩家；白天可以自爆。",
  ...KNIFE_WOLF,
};
