import { KNIFE_WOLF, type RoleSpec } from "./spec.ts";

/**
 * 幼狼 (004 3L, F11): a member of the wolf group; the night after he goes out (not by a red card)
 * the group has a second group kill, agreed separately (`kill` with value 2).
 */
export const wolfCub: RoleSpec = {
  id: "wolf_cub",
  zh: "幼狼",
  rules: "狼人阵营，与狼队一起杀人；幼狼出局（红牌除外）后的当晚，狼队可以额外杀一人。",
  ...KNIFE_WOLF,
  selfDestruct: "forbidden",
};
