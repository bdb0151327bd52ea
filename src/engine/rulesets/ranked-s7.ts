/**
 * `ranked-s7`: seed 000 (ranked season 7) with the rulings R1–R27, the full default every other
 * ruleset is a diff over. Timings 000 §八(三)2,3, §八(四)1,3,12, §八(五)3-4, §八(六)5, §八(八)1.
 */
import { BOARDS } from "../boards.ts";
import type { RoleId } from "../types.ts";
import type { Ruleset } from "./ruleset.ts";

/**
 * The cards of seed 000 (ranked-s7 and classic custom boards): every base card but the table's
 * own (elder, piper; 003-A, T23, T24) and forum-25's (004, F9–F18). A ruleset names the cards it
 * deals; a misspelt id fails tsc (the ids are the cards', issue 22).
 */
export const RANKED_ROLE_IDS: readonly RoleId[] = [
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
];

export const RANKED_S7: Ruleset = {
  id: "ranked-s7",
  family: "timed",
  seed: "000",
  zh: "排位赛",
  names: ["排位", "排位赛", "ranked", "ranked-s7"],
  boards: BOARDS.map((b) => b.id),
  ownBoards: [],
  defaultBoard: null,
  customCards: RANKED_ROLE_IDS,
  customSeats: { min: 6, max: 18 },
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
    recommend: 30,
  },
  plan: { election: "first_dawn", calendar: "forum" },
  election: {
    withdrawWindow: true,
    ties: ["pk"],
    boom: "badge_lost",
    withdraw: true,
    voters: "non_candidates",
    noneElected: "badge_gone",
  },
  sheriff: {
    weight: { weight: 1.5, steps: [] },
    direction: "first_day_then_alternate",
    orderSilence: "dice_and_no_show",
    mayTear: true,
    badgeSilence: "torn",
    recommend: false,
  },
  speeches: { dayRounds: { first: 1, later: 1 } },
  exile: { ties: ["pk"], loverBallot: "any" },
  votes: { published: "ballots" },
  rejected: { acts: [], rulings: [] },
  lastWords: { nights: "first_night", days: "every_day", noneFor: [], boom: "boomer", perGame: null },
  deaths: { steps: ["blizzard", "love", "reactions"], publicAtOnce: { days: false, causes: [] } },
  boom: { duringVote: "refused" },
  roles: {
    witchSelfSave: "never",
    witchSaves: "the_knife",
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
    // classic
    loversLearn: "seat",
  },
  win: { model: "side_kill", boundVotes: true },
  // night (table-night)
  night: { steps: null, protectedSeat: false },
  // The knife is a 指杀 the guard's and the antidote's statuses stop, unless both are on the
  // knifed player (同守同救, 000 §八(二)13); nothing stops poison, a shot or the devour (§八(二)2,17).
  effects: {
    damage: { knife: "pointed", poison: "lethal", shot: "lethal", exile: "exile", devour: "lethal" },
    steps: [
      { step: "protect", status: "guarded", stops: ["pointed"] },
      { step: "protect", status: "saved", stops: ["pointed"] },
    ],
    cancelling: [["guarded", "saved"]],
  },
  penalties: {
    noShowsToDrown: 2,
    warningsToMute: 2,
    warningsToSelfDestruct: 3,
    judge: "ladder",
    noShows: "counted",
    wolfTalk: true,
    exposedLoversBreakChain: true,
    boomDrowns: true,
  },
};
