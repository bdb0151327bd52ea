import { OTHER_CARD, type RoleSpec } from "./spec.ts";

/**
 * 仆人 (004 3L, F12): names a master (`serve`, another seat) in phase S and is told his camp;
 * when the master goes out he takes the master's card and skills as they stand (a wolf's servant
 * joins the group). Never among the six specials or eight villagers (F10).
 */
export const servant: RoleSpec = {
  id: "servant",
  zh: "仆人",
  rules: "开局选择一名主人并得知其阵营；主人出局时继承主人的身份与技能（已用的不恢复）。",
  ...OTHER_CARD,
  selfDestruct: "forbidden",
};
