/**
 * `table`: seed 003 (桌游/比赛规则: 003-B procedure and FAQ, 003-C roles and setups, 003-A piper,
 * elder and idiot) with the rulings T1–T26, as a diff over ranked-s7. Boards `table-9` … `table-14`
 * (T2) and custom boards with the table roles plus idiot, elder and piper.
 */
import { TABLE_BOARDS } from "../boards.ts";
import { RANKED_S7 } from "./ranked-s7.ts";
import { defineRuleset } from "./ruleset.ts";

export const TABLE = defineRuleset(RANKED_S7, {
  id: "table",
  seed: "003",
  zh: "桌游",
  names: ["桌游", "桌游规则", "比赛", "table"],
  boards: TABLE_BOARDS.map((b) => b.id),
  customCards: [
    "werewolf",
    "seer",
    "witch",
    "hunter",
    "guard",
    "cupid",
    "thief",
    "villager",
    "idiot",
    "elder",
    "piper",
  ],
  scoring: "none",
  // day (table-day)
  penalties: { judge: "sheet" },
});
