import type { RoleSpec } from "./spec.ts";

/** Villager (平民): no skill. */
export const villager: RoleSpec = {
  id: "villager",
  zh: "平民",
  team: "village",
  card: "villager",
  knife: false,
  seenAs: "good",
  implemented: true,
  selfDestruct: "penalized",
};
