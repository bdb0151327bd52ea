/**
 * A ruleset: the clock, the phase plan and the policies of one rules family, as data. The
 * engine looks a game's ruleset up by the setup's id (`rulesetOf`) and reads each policy where
 * its rule applies. `ranked-s7` (seed 000) is the full default; every other ruleset is a small
 * diff over it (`defineRuleset(base, diff)`). Policies are small unions and parameter lists, not
 * named modes, so combinations stay data. Lengths are in seconds.
 */

import type { DeathCause, NightStepId } from "../types.ts";

export type { NightStepId } from "../types.ts";

/** Ids of the rulesets of the scenario contract (only those in `RULESETS` are playable). */
export type RulesetId = "ranked-s7" | "classic" | "table" | "forum-25";

/**
 * What follows a tie, step by step: a tie after the n-th vote takes the n-th step; a tie with no
 * step left elects or exiles nobody. `pk`: the tied players speak again and the same voters but
 * the tied vote among them (000 §八(四)5, R8, R9).
 */
export type TieStep = "pk";

export interface Ruleset {
  id: RulesetId;
  /** The seed the ruleset serves and its rulings (`000` with R1–R27). */
  seed: string;
  /** Its name in the chat (`排位赛`, `经典`, `桌游`), and the words a judge may type for it after `开房`. */
  zh: string;
  names: readonly string[];
  /** The board ids it plays (besides `custom`), from `ALL_BOARDS` (ranked-s7: the ten of 000 §六). */
  boards: readonly string[];
  /** The role ids a `custom` board may hold (../shared/scenario-format.md "Boards and roles"). */
  customCards: readonly string[];
  /** Ranked points and the season ledger (000 §四): only ranked-s7; `none` elsewhere (C2, T22). */
  scoring: "ranked" | "none";
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
  /** The phase plan's parameters, read by `plan.ts`. */
  plan: {
    /** When the sheriff election runs: at the first dawn only, before the night-1 announcement (000 §八(四)). */
    election: "first_dawn";
  };
  election: {
    /** After the campaign speeches, a window to withdraw (退水, 000 §八(四)3). */
    withdrawWindow: boolean;
    /** Tie steps of the sheriff vote (R8: one PK, then no sheriff). */
    ties: TieStep[];
    /**
     * What a self-destruct during the election does: ends it and loses the badge for the game,
     * recorded as `{at, seat: null}` (000 §八(四)6, §八(七)2, R7).
     */
    boom: "badge_lost";
  };
  sheriff: {
    /**
     * The sheriff's weight in exile votes as a function of the living: the first step whose
     * `moreThan` the number of living players exceeds, else `weight` (000 §八(六)2: 1.5 always).
     */
    weight: { weight: number; steps: { moreThan: number; weight: number }[] };
    /**
     * Which days the sheriff chooses the direction: the first day he holds the badge, later
     * days alternate (R4, 000 §八(五)1①).
     */
    direction: "first_day_then_alternate" | "every_day";
    /** A silent sheriff's direction: dice, and a no-show (000 §八(四)12), or dice alone. */
    orderSilence: "dice_and_no_show" | "dice";
  };
  speeches: {
    /** Rounds of day speeches, in the same order: on day 1 and on later days (ranked-s7: one). */
    dayRounds: { first: number; later: number };
  };
  exile: {
    /** Tie steps of the exile vote (R9: one PK, then a peaceful day). */
    ties: TieStep[];
  };
  lastWords: {
    /** Night deaths with last words: night 1's only (000 §八(八)2). */
    nights: "first_night";
  };
  roles: {
    /**
     * Witch (000 §八(二)9): may she save herself from the knife; `no_guard_alive`: only when no
     * guard is alive at her step — none dealt, buried, or dead on an earlier night (T5).
     */
    witchSelfSave: "never" | "always" | "no_guard_alive";
    /**
     * Seer (000 §八(二)8): a seer who dies in the night of his check is told only on night 1 or
     * holding the badge (`withheld_when_dead`), or always (`always`).
     */
    seerWhenDead: "withheld_when_dead" | "always";
    // night (table-night)
    /** When the seer is told: when the night resolves (R27), or at once when he checks (T6). */
    seerTold: "at_resolution" | "at_check";
    /** Cupid (000 §八(二)12, T17): must link (silence = a random link), or may decline (`link null`; silence = decline). */
    cupidLink: "required" | "may_decline";
    /**
     * Cupid's camp: the pair's (000 §七4), or a village god unless he linked himself, whatever
     * the couple (T17, 003-C (五)2).
     */
    cupidCamp: "pair" | "village_god_unless_lover";
    /**
     * Death causes after which the partner does not die of love but is left single (000 §九4③:
     * drowned, a judge's removal); T18: none ("因任何理由").
     */
    loveSpares: DeathCause[];
    /** Hunter and wolf king (000 §八(二)2,10, R21): the death causes that allow no shot. */
    noShotCauses: DeathCause[];
    /** Thief (000 §八(十)2): bottom-card pairs that void the deal, by card team (`wolf`) or role id. */
    thiefVoidBottoms: [string, string][];
  };
  win: {
    /**
     * How a camp wins: `side_kill` — the village when every wolf and the human-wolf lovers are
     * out, the wolves by 屠边 (all gods or all villagers out), the lovers by 屠城 (000 §七1-3).
     */
    model: "side_kill";
    /** Bound votes (000 §七7, R18) end the game. */
    boundVotes: boolean;
  };
  // night (table-night)
  night: {
    /**
     * `null`: concurrent — every actor is prompted at nightfall and the night ends as soon as
     * every one is done (000 §八(三), R27). A list: fixed steps in this order, one for each role
     * card of the board, each running its whole `sec` even for a dead, buried or finished role;
     * an act counts only in its own step and the night never ends early (T4).
     */
    steps: { id: NightStepId; sec: number }[] | null;
    /** 黄金内裤 (T20): the setup may name a `protectedSeat` no night-1 knife proposal or check may name. */
    protectedSeat: boolean;
  };
  penalties: {
    /** No-shows (黑麦) that drown a living player (000 §九4②); `null`: nobody drowns. */
    noShowsToDrown: number | null;
    /** Warnings: the second costs the round's vote, the third is a judged self-destruct (000 §九2). */
    warningsToMute: number;
    warningsToSelfDestruct: number;
    // day (table-day)
    /**
     * What a judge's `warn` and `eject` do besides their play effects: `ladder` — a warning
     * counts toward muting and a judged self-destruct (000 §九2); `sheet` — a warning has no
     * effect on play, and each `warn` or `eject` is one deduction on the score sheet (T21, T22).
     */
    judge: "ladder" | "sheet";
  };
}

/** A partial ruleset: every field optional, lists and unions replaced whole. */
export type RulesetDiff = {
  [K in keyof Ruleset]?: Ruleset[K] extends unknown[]
    ? Ruleset[K]
    : Ruleset[K] extends object
      ? Partial<Ruleset[K]>
      : Ruleset[K];
};

/** A ruleset as a diff over `base`: sections are merged one level deep, lists and values replaced. */
/** The sheriff's weight under `rules` with `alive` players living (`sheriff.weight`). */
export function sheriffWeight(rules: Ruleset, alive: number): number {
  const step = rules.sheriff.weight.steps.find((st) => alive > st.moreThan);
  return step ? step.weight : rules.sheriff.weight.weight;
}

export function defineRuleset(base: Ruleset, diff: RulesetDiff & { id: RulesetId; seed: string }): Ruleset {
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(diff)) {
    const b = (base as unknown as Record<string, unknown>)[k];
    out[k] = v !== null && typeof v === "object" && !Array.isArray(v) && typeof b === "object" ? { ...b, ...v } : v;
  }
  return out as unknown as Ruleset;
}
