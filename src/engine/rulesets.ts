/**
 * Rulesets: the timings and switches of a rules family, as data.
 * All lengths are in seconds. `ranked-s7` implements seed 000 §八 (timings 000 §八(三)2,3,
 * §八(四)1,3,12, §八(五)3-4, §八(六)5, §八(八)1).
 */
export interface Ruleset {
  id: string;
  seconds: {
    /** Wolves' discussion and knife on night 1 / later nights (000 §八(三)2). */
    knifeFirstNight: number;
    knifeLaterNights: number;
    /** A night skill's window after its prompt (000 §八(三)3). */
    skill: number;
    /** Sheriff sign-up by DM, list correction, withdraw window (000 §八(四)1,3). */
    signup: number;
    correction: number;
    withdraw: number;
    /** Speech lengths by purpose (000 §八(五)3). */
    campaignSpeech: number;
    daySpeech: number;
    sheriffSummary: number;
    pkSpeech: number;
    lastWords: number;
    /** Warning before a speech ends (000 §八(五)3) and the no-show limit (000 §八(五)4). */
    speechWarning: number;
    noShow: number;
    /** Exile or sheriff vote (000 §八(六)5). */
    vote: number;
    /** The sheriff's choice of direction (000 §八(四)12). */
    order: number;
    /** A shooter's and a dying sheriff's answer by DM (judge's default, not in the seeds). */
    shot: number;
    badge: number;
    /** A day skill's window: the bard after the exile result, the knight before the vote (judge's default). */
    skillWindow: number;
  };
  /** Sheriff's vote weight (000 §八(六)2: 1.5; seed 003 uses 2). */
  sheriffVote: number;
  /** Second no-show drowns the player (000 §九4②). */
  noShowsToDrown: number;
  /** Warnings: the second costs the round's vote, the third is a judged self-destruct (000 §九2). */
  warningsToMute: number;
  warningsToSelfDestruct: number;
}

/** Seed 000: ranked season 7. */
export const RANKED_S7: Ruleset = {
  id: "ranked-s7",
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
  sheriffVote: 1.5,
  noShowsToDrown: 2,
  warningsToMute: 2,
  warningsToSelfDestruct: 3,
};

export const RULESETS: Record<string, Ruleset> = { [RANKED_S7.id]: RANKED_S7 };

/** The ruleset of a game; throws only for an id that passed no validation (a programming error). */
export function rulesetOf(id: string): Ruleset {
  const r = Object.hasOwn(RULESETS, id) ? RULESETS[id] : undefined;
  if (!r) throw new Error(`unknown ruleset ${id}`);
  return r;
}
