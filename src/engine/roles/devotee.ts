import { GOD, type RoleSpec } from "./spec.ts";

/**
 * 情痴 (004 3L, F14): 爱慕 once a game, at night (`adore`, a living other player); from then on he
 * goes out in his beloved's place (cause `devotion`) when the beloved would go out by vote, 指杀,
 * poison or a hunter's shot. One of the six specials (F10).
 */
export const devotee: RoleSpec = {
  id: "devotee",
  zh: "情痴",
  rules: "整局一次，夜晚爱慕一名其他存活玩家；此后其被投票、指杀、毒杀或枪杀出局时，由情痴代替出局。",
  ...GOD,
  selfDestruct: "forbidden",
};
