import { OTHER_CARD, type RoleSpec } from "./spec.ts";

/**
 * 姐姐/妹妹 (004 3L 两姐妹 默契, F13): two cards sharing a group; while both are alive with 默契
 * they must vote, for the same player — a sister's abstention is refused, and at a close where
 * their final ballots differ (or one has none) each gets one yellow card. 默契 ends when one is
 * out; a lover sister has none. Neither a special nor a villager (F10).
 */
export const sister: RoleSpec = {
  id: "sister",
  zh: "姐妹",
  rules: "两姐妹互相知道身份并有默契：必须投票且必须投同一人，否则各得一张黄牌。",
  ...OTHER_CARD,
  selfDestruct: "forbidden",
};
