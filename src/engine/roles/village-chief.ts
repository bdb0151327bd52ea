import { GOD, type RoleSpec } from "./spec.ts";

/**
 * 村长 (004 3L, F15): 长生 — the first 指杀 naming him spends it, guarded, saved or not; out by
 * vote, poison or shot, his curse takes every skill from every other village-camp player (a
 * revealed idiot is then out, cause `curse`). One of the six specials (F10).
 */
export const villageChief: RoleSpec = {
  id: "village_chief",
  zh: "村长",
  rules: "长生：第一次成为指杀目标时不会出局。被投票、毒杀或枪杀出局时，其他好人阵营玩家失去全部技能。",
  ...GOD,
  selfDestruct: "forbidden",
};
