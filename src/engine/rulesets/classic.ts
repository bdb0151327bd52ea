/**
 * `classic`: seed 001 (经典规则) with the rulings C1–C17, as a diff over ranked-s7 (where C1–C17
 * are silent, ranked-s7 applies). Boards: the ten ranked boards and custom boards (C16).
 */
import { RANKED_S7 } from "./ranked-s7.ts";
import { defineRuleset } from "./ruleset.ts";

export const CLASSIC = defineRuleset(RANKED_S7, {
  id: "classic",
  seed: "001",
  zh: "经典",
  names: ["经典", "经典规则", "经典局", "classic"],
  scoring: "none",
});
