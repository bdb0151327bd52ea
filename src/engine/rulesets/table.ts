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
  family: "timed",
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
  // day (table-day)
  seconds: {
    // T9, T13, T14, T7, T11, T12: every speech 120 s, votes 30 s, shot 30 s, badge 60 s, 归票 30 s.
    signup: 60,
    correction: 30,
    campaignSpeech: 120,
    daySpeech: 120,
    sheriffSummary: 120,
    pkSpeech: 120,
    lastWords: 120,
    speechWarning: 30,
    noShow: 60,
    vote: 30,
    order: 60,
    shot: 30,
    badge: 60,
    recommend: 30,
  },
  plan: { election: "every_dawn_until_sheriff" },
  election: {
    withdrawWindow: false,
    withdraw: false,
    ties: ["revote"],
    boom: "none_today",
    voters: "everyone_not_self",
    noneElected: "none_today",
  },
  sheriff: {
    weight: { weight: 1.5, steps: [{ moreThan: 6, weight: 2 }] },
    orderSilence: "dice",
    mayTear: false,
    badgeSilence: "random_successor",
    recommend: true,
  },
  speeches: { dayRounds: { first: 2, later: 1 } },
  exile: { ties: ["revote"] },
  votes: { published: "counts" },
  lastWords: { days: "first_day", noneFor: ["self_destruct", "shot", "poison"] },
  boom: { duringVote: "drops_vote" },
  win: { model: "table", boundVotes: false },
  penalties: { judge: "sheet", noShowsToDrown: null, noShows: "none" },
});
