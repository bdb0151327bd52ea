/**
 * `ranked-s7`: seed 000 (ranked season 7) with the rulings R1–R27, the full default every other
 * ruleset is a diff over. Timings 000 §八(三)2,3, §八(四)1,3,12, §八(五)3-4, §八(六)5, §八(八)1.
 */
import { BOARDS } from "../boards.ts";
import type { Ruleset } from "./ruleset.ts";

/** The role ids of seed 000 (ranked-s7 and classic custom boards). */
export const RANKED_ROLE_IDS = [
  "werewolf",
  "wolf_king",
  "white_wolf_king",
  "hidden_wolf",
  "snow_wolf",
  "wolf_beauty",
  "wolf_girl",
  "seer",
  "witch",
  "hunter",
  "guard",
  "idiot",
  "dreamweaver",
  "fortune_teller",
  "bard",
  "knight",
  "rusty_knight",
  "silence_elder",
  "bear_tamer",
  "cupid",
  "thief",
  "wild_child",
  "old_rogue",
  "villager",
] as const;

export const RANKED_S7: Ruleset = {
  id: "ranked-s7",
  seed: "000",
  zh: "排位赛",
  names: ["排位", "排位赛", "ranked", "ranked-s7"],
  boards: BOARDS.map((b) => b.id),
  customCards: RANKED_ROLE_IDS,
  scoring: "ranked",
  seconds: {
    knifeFirstNight: 300,
    knifeLaterNights: 180,
    skill: 180,
    signup: 60,
    correction: 30,
    withdraw: 30,
    campaignSpeech: 180,
    daySpeech: 240,
    sheriffSummary: 360,
    pkSpeech: 180,
    lastWords: 180,
    speechWarning: 30,
    noShow: 60,
    vote: 120,
    order: 60,
    shot: 60,
    badge: 60,
    skillWindow: 30,
  },
  plan: { election: "first_dawn" },
  election: { withdrawWindow: true, ties: ["pk"], boom: "badge_lost" },
  sheriff: {
    weight: { weight: 1.5, steps: [] },
    direction: "first_day_then_alternate",
    orderSilence: "dice_and_no_show",
  },
  speeches: { dayRounds: { first: 1, later: 1 } },
  exile: { ties: ["pk"] },
  lastWords: { nights: "first_night" },
  roles: {
    witchSelfSave: "never",
    seerWhenDead: "withheld_when_dead",
    noShotCauses: ["poison", "drowned", "self_destruct", "penalty", "lover", "dream"],
    thiefVoidBottoms: [
      ["wolf", "wolf"],
      ["wolf", "thief"],
    ],
    // night (table-night)
    seerTold: "at_resolution",
    cupidLink: "required",
    cupidCamp: "pair",
    loveSpares: ["drowned", "penalty"],
  },
  win: { model: "side_kill", boundVotes: true },
  // night (table-night)
  night: { steps: null, protectedSeat: false },
  penalties: { noShowsToDrown: 2, warningsToMute: 2, warningsToSelfDestruct: 3, judge: "ladder" },
};
