/**
 * A ruleset: the clock, the phase plan and the policies of one rules family, as data. The
 * engine looks a game's ruleset up by the setup's id (`rulesetOf`) and reads each policy where
 * its rule applies. `ranked-s7` (seed 000) is the full default; every other ruleset is a small
 * diff over it (`defineRuleset(base, diff)`). Policies are small unions and parameter lists, not
 * named modes, so combinations stay data. Lengths are in seconds.
 */

import type { Board } from "../boards.ts";
import type { EffectsOrder } from "../effects/types.ts";
import type { DeathCause, NightStepId } from "../types.ts";

export type { NightStepId } from "../types.ts";

/** Ids of the rulesets of the scenario contract (only those in `RULESETS` are playable). */
export type RulesetId = "ranked-s7" | "classic" | "table" | "forum-25" | "forum-hk";

/**
 * What follows a tie, step by step: a tie after the n-th vote takes the n-th step; a tie with no
 * step left elects or exiles nobody. `pk`: the tied players speak again and the same voters but
 * the tied vote among them (000 §八(四)5, R8, R9). `offstage` (场外PK, classic C3, C13): the tied
 * players stay silent on the stand, every other present player speaks once, then the same voters
 * vote again among them.
 */
export type TieStep =
  | "pk"
  // day (table-day)
  /** `revote`: the same voters vote again among the tied, with no speeches (T9, T15). */
  | "revote"
  // classic
  /** `offstage`: off-stage PK — the players not on the stand speak once, then the same voters vote again (C3, C13). */
  | "offstage";

/** One step of what follows a death (`Ruleset.deaths.steps`). */
export type DeathStep = "win" | "badge" | "blizzard" | "love" | "reactions";

/** A ruleset's family (see `Ruleset.family`). */
export type RulesetFamily = "timed" | "calendar";

export interface Ruleset {
  id: RulesetId;
  /** The seed the ruleset serves and its rulings (`000` with R1–R27). */
  seed: string;
  /** Its name in the chat (`排位赛`, `经典`, `桌游`), and the words a judge may type for it after `开房`. */
  zh: string;
  names: readonly string[];
  /** The board ids it plays (besides `custom`), from `ALL_BOARDS` (ranked-s7: the ten of 000 §六). */
  boards: readonly string[];
  /**
   * Boards of `boards` that are not in `ALL_BOARDS` (whose cards are not base cards: forum-hk's,
   * `families/forum-hk/setup.ts`); a room looks a board up through its ruleset (`rulesetBoard`), which asks here
   * first. Empty for every ruleset dealing base cards.
   */
  ownBoards: readonly Board[];
  /**
   * The board `开房 <ruleset>` opens without a board word (forum-25: its one board; forum-hk: the
   * fixed board `forum-hk-core`, 002 头部), or null: a board word is required.
   */
  defaultBoard: string | null;
  /** The role ids a `custom` board may hold (../shared/scenario-format.md "Boards and roles"). */
  customCards: readonly string[];
  /** Seats a `custom` board may have (scenario-format.md: 6–18; forum-25: up to 30). */
  customSeats: { min: number; max: number };
  /**
   * The ruleset's family (issue 22 goal 2): `timed` — the timed turns of seed 000 (ranked-s7,
   * classic, table) — or `calendar` — days and nights on local clock times, votes as posts
   * (forum-25, seed 004; forum-hk next). The engine and the chat ask this, never the ruleset id,
   * when they only need to know which family a game is.
   */
  family: RulesetFamily;
  /**
   * Acts and judge rulings of seed 000 this ruleset does not have (forum-25 F2, F4, F22, F25:
   * no sign-up, withdraw, order, speaking turns or self-destruct; cards instead of warnings):
   * refused with `act.not_in_ruleset` / `judge.not_in_ruleset`.
   */
  rejected: { acts: readonly string[]; rulings: readonly string[] };
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
    // day (table-day)
    /** The sheriff's 归票 window after the day's last speech (T12; unused where `sheriff.recommend` is false). */
    recommend: number;
  };
  /** The phase plan's parameters, read by `plan.ts`. */
  plan: {
    /** When the sheriff election runs: at the first dawn only, before the night-1 announcement (000 §八(四)). */
    election: "first_dawn" | "every_dawn_until_sheriff";
    /**
     * A calendar family's flow: forum-25's (`forum`, F1: S → day 1 → night 1 …, `families/forum-25/`) or
     * forum-hk's (`hk`, HK8: S → night 1 → day 1 …, `families/forum-hk/`). Unused by the timed family.
     */
    calendar: "forum" | "hk";
    // day (table-day): `every_dawn_until_sheriff` — at every dawn while nobody holds the badge,
    // before that dawn's announcement (T9, 003-B (5) "本日无警长，下日再次竞选").
  };
  election: {
    /** After the campaign speeches, a window to withdraw (退水, 000 §八(四)3). */
    withdrawWindow: boolean;
    /** Tie steps of the sheriff vote (R8: one PK, then no sheriff). */
    ties: TieStep[];
    /**
     * What a self-destruct during the election does: ends it and loses the badge for the game,
     * recorded as `{at, seat: null}` (000 §八(四)6, §八(七)2, R7); `none_today` — ends it with no
     * sheriff today and nothing recorded, the next dawn elects again (T9, T16); or (classic, C4)
     * `rerun_next_dawn` — the first boom stops it for the day and the next dawn opens a new
     * election before its announcement, a boom in that one losing the badge.
     */
    boom: "badge_lost" | "none_today" | "rerun_next_dawn";
    // day (table-day)
    /** Whether a candidate may withdraw (退水) at all (000 §八(四)3); table: no (T9, `withdraw` refused). */
    withdraw: boolean;
    /**
     * Who votes: the present players who never ran (000 §八(四)4), or every present player,
     * candidates included, never for himself (T9 "投自己不计票": refused, he may vote again).
     */
    voters: "non_candidates" | "everyone_not_self";
    /** Nobody elected (no candidate, last tie): no sheriff for the game (R6, R8) or for today only (T9). */
    noneElected: "badge_gone" | "none_today";
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
    // day (table-day)
    /** Whether a dying sheriff may tear the badge (`badge null`, 000 §八(四)8); table: must pass (T11). */
    mayTear: boolean;
    /** A silent dying sheriff: the badge is torn (000 §八(四)8), or goes to a seeded random living player, never a revealed idiot (T11). */
    badgeSilence: "torn" | "random_successor";
    /** 归票 (T12): after the day's last speech the living sheriff may `recommend` a seat or nobody; announced, not a vote. */
    recommend: boolean;
  };
  speeches: {
    /** Rounds of day speeches, in the same order: on day 1 and on later days (ranked-s7: one). */
    dayRounds: { first: number; later: number };
  };
  exile: {
    /** Tie steps of the exile vote (R9: one PK, then a peaceful day). */
    ties: TieStep[];
    // classic
    /**
     * A lover's exile ballot (every exile round: first, PK, off-stage): for anyone (`any`), or
     * never for his partner (`not_partner`: refused, he may vote again; classic C12, 001 §三4(4)).
     */
    loverBallot: "any" | "not_partner";
  };
  // day (table-day)
  votes: {
    /**
     * What the room is shown when a vote closes: the full ballot (R24) or the counts only,
     * not who voted whom (T14). The record keeps the ballots either way.
     */
    published: "ballots" | "counts";
  };
  lastWords: {
    /** Night deaths with last words: night 1's only (000 §八(八)2). */
    nights: "first_night";
    // day (table-day)
    /** Day deaths with last words: every day's (000 §八(八)), or day 1's only (T8, 003-B 注1). */
    days: "every_day" | "first_day";
    /**
     * Death causes that give no last words where the day or night would (T8: a boomer, a hunter's
     * target, a player poisoned on night 1); a lover dying of love follows his partner's cause.
     */
    noneFor: DeathCause[];
    // classic
    /**
     * A self-destruct's last words: the boomer's 3 minutes (`boomer`, 000 §八(八)7), or none for
     * the boomer and every death of his boom's chain (`none`, classic C5, 001 §三2(2)).
     */
    boom: "boomer" | "none";
    // forum-25
    /**
     * `null`: last words by `nights` and `days`. A number: last-words slots for the game — the
     * first deaths get them whenever they happen, one slot each, but for the causes of `noneFor`
     * (forum-25 F7: six; a red card none, F6).
     */
    perGame: number | null;
  };
  /**
   * What follows a death (`flow/deaths.ts` `kill`), in this order: `win` — the win model's step in
   * the death path (`judgeAtDeath`): a model declared at each death checks the end at once and a
   * win stops everything after (forum-25 F10 "宣布胜利会立即终止一切结算");
   * `badge` — a dying sheriff owes the badge at once (forum-25 F19; timed: the death occasion
   * asks him, `occasion.ts`); `blizzard` — a god dying in a blizzard night has no skill (000
   * §八(二)17); `love` — the lover's partner dies or is left single (000 §七4, §九4③); `reactions`
   * — each card's `onDeath`. Without `win` the callers check the end once the deaths settle.
   */
  deaths: {
    steps: readonly DeathStep[];
    /** Deaths the room learns at once (`died.public`): day deaths (forum-25 F8), the listed causes at any time (F6: a red card). */
    publicAtOnce: { days: boolean; causes: readonly DeathCause[] };
  };
  // day (table-day)
  boom: {
    /**
     * Whether a wolf may boom during an open vote: refused after the vote link (000 §八(七)7), or
     * allowed until the exile is carried out, the vote dropped (T16).
     */
    duringVote: "refused" | "drops_vote";
  };
  roles: {
    /**
     * Witch (000 §八(二)9): may she save herself from the knife; `no_guard_alive`: only when no
     * guard is alive at her step — none dealt, buried, or dead on an earlier night (T5).
     */
    witchSelfSave: "never" | "always" | "no_guard_alive";
    /**
     * What the witch's `save` names: `the_knife` — no target, the settled knife's victim, valid
     * only once the knife settled (000 §八(二)9, R27); `any_living` — a living seat she names,
     * in her own window after the 指杀 settle (forum-25 F11: there may be several, she is told
     * them all).
     */
    witchSaves: "the_knife" | "any_living";
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
     * Cupid's camp once he linked (not himself a lover): the pair's, with the third camp of a
     * human-wolf couple (`pair`, 000 §七3-4); always the village, neither god nor villager for
     * side-kill (`village`, classic C10); or a village god whatever the couple (`village_god_unless_lover`,
     * T17, 003-C (五)2).
     */
    cupidCamp: "pair" | "village" | "village_god_unless_lover";
    /**
     * Death causes after which the partner does not die of love but is left single (000 §九4③:
     * drowned, a judge's removal); T18: none ("因任何理由").
     */
    loveSpares: DeathCause[];
    /** Hunter and wolf king (000 §八(二)2,10, R21): the death causes that allow no shot. */
    noShotCauses: DeathCause[];
    /** Thief (000 §八(十)2): bottom-card pairs that void the deal, by card team (`wolf`) or role id. */
    thiefVoidBottoms: [string, string][];
    // classic
    /** What the lovers learn of each other (000 §八(二)12: the seat; classic C10: seat and card). */
    loversLearn: "seat" | "seat_and_card";
  };
  win: {
    /**
     * The win model the ruleset names (`src/engine/win/`, `WIN_MODELS`; its options say where the
     * winner is declared, whether a lost camp plays on and the priority when several lose at once).
     * `side_kill` — the village when every wolf and the human-wolf lovers are out, the wolves by
     * 屠边 (all gods or all villagers out), the lovers by 屠城 (000 §七1-3).
     */
    model: "side_kill" | "table" | "forum" | "hk";
    // forum-25: `forum` — F10 (004 4L), `win/forum-25.ts`. forum-hk: `hk` — HK51–HK56, declared at
    // the end of a stage, a lost camp plays on (`win/forum-hk.ts` over `families/forum-hk/standing.ts`'s state).
    // day (table-day): `table` — priority lovers > piper > wolves > good (T19, 003-C 胜负判定).
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
  /**
   * The effects pipeline as data (issue 22 goal 2; `effects/`): each attack kind's damage type,
   * the settlement order (redirections, protections, replacements), and the protections that
   * cancel each other (000 §八(二)13 同守同救; F11, F14, F15, F17; HK32–HK37, HK112, HK116).
   */
  effects: EffectsOrder;
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
     * effect on play, and each `warn` or `eject` is one deduction on the score sheet (T21, T22);
     * `none` (classic C2) — a warning has no effect on play and nothing is deducted.
     */
    judge: "ladder" | "sheet" | "none";
    // classic
    /**
     * No-shows (黑麦, 000 §九4): counted (a called speaker silent 60 s or a missing ballot loses the
     * round's vote, drowning) or not at all (`none`, classic C2: the speaker just loses the turn and
     * a missing ballot is an abstention).
     */
    noShows: "counted" | "none";
    /** The wolves'-room rule (000 §九3, the judge's `wolf_talk`); `false`: no such rule (classic C2). */
    wolfTalk: boolean;
    /**
     * Exposing the human-wolf lovers is judged a self-destruct that breaks the chain (000
     * §八(一)4); `false` (classic C10): a judged self-destruct of a lover is one like any other.
     */
    exposedLoversBreakChain: boolean;
    /**
     * R19's drowned-and-flipped boom of a hidden wolf, an unturned wild child or a third-party
     * cupid (000 §八(七)4); `false` (classic C17): every boom is a wolf's boom.
     */
    boomDrowns: boolean;
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
