/**
 * `table`: seed 003 (桌游/比赛规则: 003-B procedure and FAQ, 003-C roles and setups, 003-A piper,
 * elder and idiot) with the rulings T1–T26, as a diff over ranked-s7. Boards `table-9` … `table-14`
 * (T2) and custom boards with the table roles plus idiot, elder and piper.
 */
import { TABLE_BOARDS } from "../boards.ts";
import { RANKED_S7 } from "./ranked-s7.ts";
import { defineRuleset, type NightStepId } from "./ruleset.ts";

// night (table-night)
/** T4 (003-B 三(4), FAQ "规定时间一分钟"): the fixed night steps and their lengths. */
const TABLE_NIGHT_STEPS: { id: NightStepId; sec: number }[] = [
  { id: "thief", sec: 60 },
  { id: "cupid", sec: 60 },
  { id: "lovers", sec: 15 },
  { id: "guard", sec: 60 },
  { id: "wolves", sec: 60 },
  { id: "witch", sec: 60 },
  { id: "piper", sec: 60 },
  { id: "seer", sec: 60 },
  { id: "hunter", sec: 15 },
];

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
  // night (table-night): T3–T7, T17, T18, T20
  night: { steps: TABLE_NIGHT_STEPS, protectedSeat: true },
  roles: {
    witchSelfSave: "no_guard_alive",
    seerWhenDead: "always",
    seerTold: "at_check",
    noShotCauses: ["poison", "penalty"],
    thiefVoidBottoms: [],
    cupidLink: "may_decline",
    cupidCamp: "village_god_unless_lover",
    loveSpares: [],
  },
  // T7: the hunter's shot "必须立刻" — 30 s.
  seconds: { shot: 30 },
});
