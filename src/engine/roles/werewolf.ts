import { type Card, KNIFE_WOLF } from "./spec.ts";

/** Werewolf (000 §八(二)1): carries the knife; may self-destruct by day (000 §八(七)). */
export const werewolf: Card<"werewolf", "kill"> = {
  id: "werewolf",
  texts: {
    "zh-Hans": {
      name: "狼人",
      rules: "每晚与狼队友统一刀口杀死一名玩家；白天可以自爆。",
      forumHelp: "夜晚：在狼群统一指杀（刀 12 / 空刀），每名狼群角色最后一次提议都指向同一人才有效。",
    },
    en: {
      name: "Werewolf",
      rules: "Each night, agree with the other werewolves on one player to kill; by day you may self-destruct.",
      forumHelp:
        'At night: agree on the kill in the wolves\' group ("刀 12" to kill #12, "空刀" for no kill); it counts only when every wolf\'s last proposal names the same player.',
    },
  },
  ...KNIFE_WOLF,
};
