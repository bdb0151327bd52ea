/**
 * `classic`: seed 001 (经典规则) with the rulings C1–C17, as a diff over ranked-s7 (where C1–C17
 * are silent, ranked-s7 applies). Boards: the ten ranked boards and custom boards (C16).
 * C1 (last words of night 1 and of the day) is ranked-s7's `lastWords.nights`; C9 (idiot) and
 * C15 (etiquette, not enforced) need nothing of their own.
 */
import { RANKED_S7 } from "./ranked-s7.ts";
import { defineRuleset } from "./ruleset.ts";

export const CLASSIC = defineRuleset(RANKED_S7, {
  id: "classic",
  family: "timed",
  seed: "001",
  zh: "经典",
  names: ["经典", "经典规则", "经典局", "classic"],
  scoring: "none",
  election: {
    // C3: PK speeches, then the off-stage PK (场外PK), then no sheriff.
    ties: ["pk", "offstage"],
    // C4: a boom in the day-1 election re-runs it at dawn 2; a second boom loses the badge.
    boom: "rerun_next_dawn",
  },
  // C14: the sheriff picks the direction every day; silence → dice, no no-show (C2).
  sheriff: { direction: "every_day", orderSilence: "dice" },
  // C13: PK, then the off-stage PK, then a peaceful day; C12: lovers never vote each other.
  exile: { ties: ["pk", "offstage"], loverBallot: "not_partner" },
  // C5: no last words for a boom and its chain.
  lastWords: { boom: "none" },
  roles: {
    // C7, C8, C6: shoots on any death but poison and love (a white wolf king's take included); a
    // boomer does not (000 §八(二)2 for the wolf king, where C6 is silent; C17 "like a wolf"), nor
    // a player the judge removes (C2: ranked-s7's eject).
    witchSelfSave: "always",
    seerWhenDead: "always",
    noShotCauses: ["poison", "lover", "self_destruct", "penalty"],
    // C10.
    loversLearn: "seat_and_card",
    cupidCamp: "village",
  },
  // C11: no bound votes.
  win: { boundVotes: false },
  // C2: no 黑麦, no drowning, no interruption ladder, no wolves'-room rule; C10, C17.
  penalties: {
    noShowsToDrown: null,
    judge: "none",
    noShows: "none",
    wolfTalk: false,
    exposedLoversBreakChain: false,
    boomDrowns: false,
  },
});
