import { KNIFE_WOLF, type RoleSpec } from "./spec.ts";

/**
 * 狼王 of seed 004 (3L 狼王 冲锋, F11): a member of the wolf group with 冲锋 — his own 指杀 each
 * night (`charge`, by close + 30 min) until any group member goes out (not by a red card); a
 * charge made that night still resolves, first in the night's order (F8). No death shot, so not
 * `wolf_king`. The night side (flow/forum/night.ts) carries the behaviour.
 */
export const chargeWolfKing: RoleSpec = {
  id: "charge_wolf_king",
  zh: "冲锋狼王",
  rules: "狼人阵营，与狼队一起杀人；每晚还可以单独冲锋指杀一名玩家，直到有狼队成员出局（红牌除外）为止。",
  ...KNIFE_WOLF,
  selfDestruct: "forbidden",
};
