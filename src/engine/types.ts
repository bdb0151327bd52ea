/**
 * Core types of the pure rules engine.
 *
 * Time is in milliseconds (`nowMs`, `dueMs`) on a clock the caller injects; rule lengths
 * in a ruleset are in seconds. Seats are 1-based and numbered clockwise (R1).
 */

/** Every role id of the scenario contract (../shared/scenario-format.md). */
export const ROLE_IDS = [
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
  // table custom boards (003-A, T23, T24)
  "elder",
  "piper",
  // forum-25 (004 1L, 3L; F9–F18)
  "charge_wolf_king",
  "wolf_cub",
  "village_chief",
  "devotee",
  "sister",
  "servant",
] as const;
export type RoleId = (typeof ROLE_IDS)[number];

/**
 * A fixed night step (T4, 003-B 三(4)): `thief`, `cupid` and `lovers` run on night 1 only; the
 * others every night. Each step belongs to the role card named by its id (`wolves`: every
 * board; `lovers`: boards with a cupid card).
 */
export type NightStepId = "thief" | "cupid" | "lovers" | "guard" | "wolves" | "witch" | "piper" | "seer" | "hunter";

/** Every act of the scenario contract. Unknown acts are rejected, never fatal. */
export const ACT_IDS = [
  "kill",
  "guard",
  "check",
  "dream",
  "charm",
  "model",
  "silence",
  "save",
  "poison",
  "pass",
  "link",
  "pick",
  "invert",
  "foretell",
  "shoot",
  "devour",
  "run",
  "withdraw",
  "vote",
  "order",
  "start_speech",
  "end_speech",
  "self_destruct",
  "shift",
  "duel",
  "badge",
  // day (table-day): the sheriff's 归票 (T12)
  "recommend",
  // table (T23): the piper's charm
  "pipe",
  // forum-25 (004; F3, F11, F12, F14, F23): the servant's master in phase S, the king's 冲锋, the
  // devotee's 爱慕, a ballot's one change, the wolves' surrender.
  "serve",
  "charge",
  "adore",
  "change_vote",
  "surrender",
] as const;
export type ActId = (typeof ACT_IDS)[number];

export type Team = "wolf" | "village" | "third";
/** Card class for side-kill and tiers (000 §四2, §七2). `other`: cupid, thief, wild child. */
export type CardClass = "wolf" | "god" | "villager" | "other";
export type Direction = "up" | "down";
/**
 * What makes a seat lose whatever its camp does (R20, R22): drowned (−2), a non-wolf's own
 * self-destruct (−5), ejected by the judge (−2, 000 §九5), or a judged self-destruct (no deduction).
 */
export const PENALTIES = ["drowned", "self_destruct", "eject", "ruled"] as const;
export type Penalty = (typeof PENALTIES)[number];
/** `piper`: the piper alone (table, T23). */
export type Winner = "wolves" | "villagers" | "lovers" | "piper";
export type DeathCause =
  | "wolf"
  | "poison"
  | "shot"
  | "exile"
  | "self_destruct"
  | "lover"
  | "drowned"
  | "dream"
  | "devour"
  | "charm"
  | "duel"
  | "rogue"
  | "rust"
  | "backlash"
  | "penalty"
  /** A revealed idiot who loses his skill to the elder's curse (T24, T25) or the village chief's (F15). */
  | "curse"
  /** forum-25: the charge_wolf_king's 冲锋 (F11). */
  | "charge"
  /** forum-25: a devotee out in his beloved's place (F14). */
  | "devotion"
  /** forum-25: a director's red card (F6). */
  | "red_card";

/** A command's target: a seat, nobody (`null`), two seats, a role id or a direction. */
export type Target = number | null | number[] | string;

/** Commands the engine accepts. */
export type Command =
  /** A player's act (DM or group message already parsed). */
  | { type: "act"; seat: number; act: ActId | string; target?: Target; value?: number }
  /** A timer fired; `timerId` must still be pending or the command is stale. */
  | { type: "timeout"; timerId: string }
  /** A judge's ruling or control (法官最大, 000 §二, §九). See {@link JudgeCommand}. */
  | JudgeCommand;

/**
 * What the room's judge may do (000 §二 "法官最大"); every one is recorded as a `judge_acted` event.
 * - `warn` (§九2: the second costs this round's vote, the third is a judged self-destruct),
 *   `rule_self_destruct`, `eject` (§九5, −2): on `seat`.
 * - `pause` / `resume`: every deadline stops and later resumes with the time it had left.
 * - `extend`: every pending deadline moves `seconds` later (1–600).
 * - `skip`: ends the current speaker's turn without a penalty.
 * - `correct`: replaces `seat`'s act of the open night or vote with `act`/`target` (000 §九4①
 *   "由法官代为操作"), before the phase resolves.
 * - `void`: the game ends with no winner and scores nothing.
 * - `wolf_talk`: `seat` (a wolf) talked in the wolves' room after dawn (§九3): the first time a
 *   warning, the second a random living wolf is judged self-destructed, the third all wolves are out.
 * - `outage` (the bot itself, never typed; issue 13 item 5): the bot was away `seconds` until now.
 *   Every pending deadline moves by the outage, as if paused when the bot left, and one that ran
 *   out during it reopens in full (`lenMs` from now), so nobody is a no-show for the bot's absence.
 *   The GameService runs it before firing due deadlines.
 */
export type JudgeCommand = {
  type: "judge";
  ruling: JudgeRuling;
  seat?: number;
  seconds?: number;
  act?: string;
  target?: Target;
  /** Why the judge ruled (issue 13 item 4: 作废 / 踢出 / 判自爆), kept in the `judge_acted` event. */
  reason?: string;
  /** forum-25: a card's colour (`card`), the losing camp (`camp_loses`), the new close `"HH:mm"` (`speed_up`, `delay`). */
  value?: string;
  /** forum-25 `substitute` (7L 10): the contact id taking `seat` over. */
  playerId?: string;
  /** forum-25 `substitute`: his display name as the chat named him. */
  name?: string;
  /** forum-25 `substitute`: the contact id leaving the seat (null: nobody was bound). */
  from?: string | null;
};
export const JUDGE_RULINGS = [
  "warn",
  "rule_self_destruct",
  "eject",
  "pause",
  "resume",
  "extend",
  "skip",
  "correct",
  "void",
  "wolf_talk",
  "outage",
  // forum-25 directors (F2, F3, F6, F1)
  "card",
  "proxy_vote",
  "camp_loses",
  "speed_up",
  "delay",
  "substitute",
] as const;
export type JudgeRuling = (typeof JUDGE_RULINGS)[number];

/** Why a command was refused. `code` is stable; the chat layer renders it in Chinese. */
export interface Reject {
  code: string;
  seat?: number;
  target?: Target;
  [fact: string]: unknown;
}

/** Injected context: the only clock the engine sees. */
export interface Ctx {
  nowMs: number;
}

/** A pending deadline. `id` is deterministic and has no `:` (it becomes a BullMQ job id). */
export interface Timer {
  id: string;
  kind: TimerKind;
  dueMs: number;
  seat?: number;
  /** For a `nudge`: the deadline it warns about (30 s before it). */
  for?: TimerKind;
  /** The window's full length, ms, as opened (absent in logs saved before issue 13). */
  lenMs?: number;
}
export type TimerKind =
  | "knife"
  | "skill"
  | "signup"
  | "correction"
  | "withdraw"
  | "noshow"
  | "remind"
  | "speech"
  | "vote"
  | "order"
  | "shot"
  | "badge"
  /** 30 s before a skill, knife, vote, shot, badge or order deadline: the bot reminds whoever must act. */
  | "nudge"
  /**
   * A paced night's end (setup `paceNights`), armed at nightfall for the board's longest night:
   * the night resolves then and only then (issue 25 item 7).
   */
  | "dawn"
  /** A day skill's window (bard's shift after the exile vote, knight's duel before it). */
  | "window"
  /** The sheriff's 归票 window after the day's last speech (T12). */
  | "recommend"
  /** The end of a fixed night step (table, T4). */
  | "step"
  // forum-25 calendar (F1): local clock times computed by `calendar.ts`.
  /** Day n opens at 09:00 (phase S → D1; night n → D(n+1)). */
  | "forum_open"
  /** 2 h before today's close: the vote reminder (7L 11). */
  | "forum_remind"
  /** Today's close (21:00 or the speed-up time): the vote is counted. */
  | "forum_close"
  /** Close + 30 min: night acts, a day-exited hunter's shot and sheriff's badge are due; the kills settle, the witch is told. */
  | "forum_settle"
  /** Close + 60 min: the witch's deadline, the night resolves (F8). */
  | "forum_resolve";

/** `sheriff_offstage` / `exile_offstage`: the off-stage PK's speeches and vote (场外PK, classic C3, C13). */
export type SpeechPurpose =
  | "campaign"
  | "sheriff_pk"
  | "sheriff_offstage"
  | "day"
  | "exile_pk"
  | "exile_offstage"
  | "last_words";
/**
 * Vote rounds; `sheriff_revote` / `exile_revote`: the table's one revote among the tied (T9, T15);
 * `sheriff_offstage` / `exile_offstage`: classic's off-stage PK vote (C3, C13).
 */
export type VoteRound =
  | "sheriff"
  | "sheriff_pk"
  | "sheriff_revote"
  | "sheriff_offstage"
  | "exile"
  | "exile_pk"
  | "exile_revote"
  | "exile_offstage";
/** The rounds of the sheriff election. */
export type SheriffRound = "sheriff" | "sheriff_pk" | "sheriff_revote" | "sheriff_offstage";
export type ExileRound = "exile" | "exile_pk" | "exile_revote" | "exile_offstage";
/** Whether a vote round is the sheriff election's. */
export const isSheriffRound = (r: VoteRound): r is SheriffRound =>
  r === "sheriff" || r === "sheriff_pk" || r === "sheriff_revote" || r === "sheriff_offstage";
/**
 * An off-stage PK (场外PK, classic C3, C13): the tied players stay on the stand (`stand`) and do
 * not speak; `voters` are the seats that vote among them afterwards (the PK's voters).
 */
export interface Offstage {
  stand: number[];
  voters: number[];
}

/**
 * What a flow module reports when its part is over; the phase plan (`plan.ts`) decides what
 * follows. Flow modules never start another module's phase themselves.
 */
export type Step =
  /** Night `n` resolved and nobody won. */
  | { after: "night"; n: number }
  /** The sheriff election closed (someone elected or nobody). */
  | { after: "election" }
  /** A round of speeches ended; `queue` is the round's speaking list, `pass` its round of the day (from 0). */
  | { after: "speeches"; purpose: SpeechPurpose; queue: number[]; pass: number; offstage?: Offstage }
  /** A vote closed: its top seats (several on a tie, none when nobody was named). */
  | { after: "vote"; round: VoteRound; top: number[]; options: number[] }
  /** The bard's window after an exile vote closed: the tally as it now stands. */
  | { after: "shift"; round: ExileRound; top: number[] }
  /** The sheriff's 归票 window is over (T12): the exile vote follows. */
  | { after: "recommend" }
  /** The knight declined his duel: the exile vote follows. */
  | { after: "duel_declined" }
  /** The exile left nobody to resolve (a tie after PK, nobody named, an idiot revealed). */
  | { after: "day" }
  /** A death occasion is over. */
  | { after: "occasion"; next: OccasionNext }
  /** The occasion's current turn (a shot, the badge, last words) ended some other way. */
  | { after: "occasion_turn" }
  // forum-25 (F1): the calendar's steps.
  /** Phase S is over (day 1 opens at 09:00). */
  | { after: "forum_start" }
  /** Day n closed and its count and cards are done: night n begins. */
  | { after: "forum_day"; n: number }
  /** Night n is over at day n+1's 09:00: day n+1 opens with the announcements. */
  | { after: "forum_night"; n: number };

/** What to do when a death occasion (shots → badge → last words, R10) is over. */
export type OccasionNext =
  | "night"
  | "day"
  | "announce_n1_then_night"
  | "announce_n1_then_day"
  | "resume"
  /** The exile vote of the day (after a death between the speeches and the vote: old rogue, knight). */
  | "vote";

/** One death occasion: deaths that share their shots, badge and last words. */
export interface Occasion {
  at: string;
  dead: number[];
  /** Shooters still to be asked, ascending. */
  shots: number[];
  /** The dying sheriff still to pass or tear the badge. */
  badge: number | null;
  next: OccasionNext;
  /** Its deaths have no last words, those of its shots included (a boom's chain, classic C5). */
  silent?: boolean;
}

export interface NightAct {
  act: string;
  target: Target;
  /** Memory values this act overwrote, restored if the judge corrects the act. */
  prev?: Record<string, number | boolean | null>;
}

export type Phase =
  | {
      kind: "night";
      n: number;
      /** Knife proposals of the knife-carrying wolves (000 §八(三)2). */
      knife: Record<string, number | null>;
      knifeSettled: boolean;
      knifeTarget: number | null;
      /** Night acts by seat (guard, check, save, poison, pass, …). */
      acts: Record<string, NightAct[]>;
      /** Actors no longer awaited this night (acted or timed out). */
      done: number[];
      /** Actors alive at nightfall who take part this night. */
      actors: number[];
      /** A paced night begun by an older engine (before the `dawn` timer at nightfall) resolves no earlier than this (ms). */
      minEndMs?: number;
      /** Fixed night steps (table, T4): tonight's steps in order, and the one running. */
      steps?: NightStepId[];
      stepIdx?: number;
    }
  /** The instant between night and day: the dawn announcement. */
  | { kind: "dawn" }
  | { kind: "signup" }
  | { kind: "correction" }
  | { kind: "withdraw" }
  | {
      kind: "speaking";
      purpose: SpeechPurpose;
      queue: number[];
      idx: number;
      started: boolean;
      calledAtMs: number;
      /** phaseSeq at the start of this round of speeches. */
      roundId: number;
      /** Which of the day's rounds of day speeches this is, from 0 (omitted for the first). */
      pass?: number;
      /** An off-stage PK's round (classic C3, C13): who stays silent on the stand, and who votes after. */
      offstage?: Offstage;
    }
  | {
      kind: "vote";
      round: VoteRound;
      /** Seats whose ballot counts. */
      voters: number[];
      /** Seats that lost this round's vote but must still abstain to show they are present (000 §九4①). */
      muted: number[];
      options: number[];
      ballots: Record<string, number | null>;
    }
  | { kind: "shot"; seat: number }
  | { kind: "badge"; seat: number }
  | { kind: "order"; seat: number }
  /** The living sheriff's 归票 window after the day's last speech (T12). */
  | { kind: "recommend"; seat: number }
  /**
   * A day skill's window (000 §八(二)6,15): `act` is the skill (`duel` before the exile vote,
   * `shift` after its result); `round` and `tally` are the vote being shifted.
   */
  | { kind: "window"; seat: number; act: string; round?: VoteRound; tally?: Record<string, number>; options?: number[] }
  /** forum-25 phase S (开局, F1, F12, F20): from `startAt` until day 1 opens; `link` and `serve`. */
  | { kind: "forum_start" }
  /** forum-25 day n (F1, F3): open from 09:00 until `closeMs`; ballots are posts, counted at the close. */
  | ForumDayPhase
  /** forum-25 night n (F1, F11): from the close until day n+1 opens at 09:00. */
  | ForumNightPhase
  | { kind: "ended" };

/** One ballot post of a forum-25 day (F3, F4): first ballot, its change, or a director's proxy. */
export interface BallotPost {
  seat: number;
  target: number | null;
  atMs: number;
  change: boolean;
  proxy?: boolean;
}

export interface ForumDayPhase {
  kind: "forum_day";
  n: number;
  /** Today's close (21:00 local, or the `speed_up` time, F1). */
  closeMs: number;
  /** The directors moved today's close (F1, F2: no automatic yellow cards at this close). */
  spedUp: boolean;
  /** Every ballot post in post order (F4 replays them for the sheriff's tie). */
  posts: BallotPost[];
  /** Seat → current ballot (`null` = 弃权). */
  ballots: Record<string, number | null>;
  /** Seats that used their one change today (F3). */
  changed: number[];
}

/**
 * forum-25 night n (F1, F8, F11, 5L 行动时限): `acts` until close + 30 min, then `witch` until
 * close + 60 min, then `resolved` until day n+1 opens at 09:00. The night module fills the acts.
 */
export interface ForumNightPhase {
  kind: "forum_night";
  n: number;
  /** The day close the night's deadlines follow (F1). */
  closeMs: number;
  stage: "acts" | "witch" | "resolved";
  /** Group kill proposals by seat (F11), and the second group kill's (`kill` value 2). */
  kill: Record<string, number | null>;
  kill2: Record<string, number | null>;
  /** The settled 指杀 at close + 30 min (null: none). */
  killTarget: number | null;
  kill2Target: number | null;
  chargeTarget: number | null;
  /** Night acts by seat (guard, check, adore, charge, shoot, save, poison, pass). */
  acts: Record<string, NightAct[]>;
}

export type PhaseKind = Phase["kind"];

/** The phase as the match group sees it (`GameState.shown`, `publicView`). */
export interface ShownPhase {
  /** A public phase kind: never `shot` or `window`. */
  phase: PhaseKind;
  /** The seat called to speak, and the purpose of the round. */
  speaker: { seat: number; purpose: SpeechPurpose } | null;
  /** The open vote: its round and who may be voted. */
  vote: { round: VoteRound; options: number[] } | null;
  /** The deadline the group was given (speech, vote, sign-up, …), ms on the game clock. */
  deadlineMs: number | null;
}

export interface SeatState {
  seat: number;
  role: RoleId;
  alive: boolean;
  /** Death label (`N1`, `D2`) and cause, once dead. */
  diedAt: string | null;
  cause: DeathCause | null;
  /** Whether a dead player's death was already announced to the room. */
  announced: boolean;
  lastWords: boolean;
  noShows: number;
  warnings: number;
  /** Round key (`D2-day`, `D1-election`) in which this seat lost its vote. */
  noVoteIn: string | null;
  /** Per-role memory (witch potions, guard's last target, revealed idiot, …). */
  mem: Record<string, number | boolean | null>;
  /** A penalty that makes the seat lose whatever its camp does (R20, R22). */
  penalty: Penalty | null;
  /** Deductions on the table score sheet (T21: a `warn` or an `eject`); absent = none. */
  deductions?: number;
  /** Statuses on this seat (`statuses.ts`): guarded, saved, 长生, adored, 默契, cursed …; absent = none. */
  statuses?: SeatStatus[];
}

/**
 * A status id (architecture "statuses as data on a seat"):
 * - `guarded` (F17) and `saved` (F11): tonight's protections, `untilLabel` the night; `saved` voids
 *   every 指杀 on the seat, `guarded` every 杀人 and 冲锋.
 * - `longevity` 长生 (004 3L 村长, F15): the first 指杀 naming the seat spends it.
 * - `adored` (004 3L 情痴, F14): the seat is the devotee's (`source`) beloved.
 * - `tacit` 默契 (004 3L 两姐妹, F13): the sister must vote, with her sister.
 * - `cursed` (F15): every skill lost for the game (the village chief's curse, `source` the chief).
 * - `no_charge` (004 3L 狼王): the king's 冲锋 is lost.
 */
export type StatusId = "guarded" | "saved" | "longevity" | "adored" | "tacit" | "cursed" | "no_charge";
export interface SeatStatus {
  id: StatusId;
  /** The seat whose skill put it there (the guard, the witch, the devotee, the chief, the master). */
  source?: number;
  /** The phase label it lasts through (a night's protection: `N2`); absent = until removed. */
  untilLabel?: string;
}

export interface DeathRecord {
  seat: number;
  at: string;
  cause: DeathCause;
  lastWords: boolean;
}
export interface ToldRecord {
  seat: number;
  at: string;
  kind: string;
  value: unknown;
  about?: number;
}
export interface VoteRecord {
  at: string;
  round: VoteRound;
  tally: Record<string, number>;
  abstain: number[];
  ballots: Record<string, number | null>;
}

/** Setup of a game: fixed before night 1 and stored in the first event. */
export interface GameSetup {
  ruleset: string;
  board: string;
  /** Seat → role; for thief boards the two leftovers are in `bottom`. */
  deal: Record<string, RoleId>;
  bottom?: RoleId[];
  seed: number;
  /** Die results to use before the seeded source (scenario `dice`). */
  dice?: number[];
  /**
   * Live rooms: every night lasts the board's longest night (`pacedNightSec`: with a witch card,
   * the knife's window — 000 §八(三)2: 5 min the first night, 3 min later — then hers from its
   * deadline, R27), so its length does not tell who is dead, spent or quick (000 §八(三)1, issue 25
   * item 7). Scenarios leave it off: there, dead or spent actors are not waited for.
   */
  paceNights?: boolean;
  /** Ranked games each seat already played today (000 §四1 daily cap). */
  rankedGamesToday?: Record<string, number>;
  /** 黄金内裤 (table, T20): the seat no night-1 knife proposal or check may name. */
  protectedSeat?: number;
  /**
   * forum-25 (F1): the local date and time the game is created, `YYYY-MM-DDTHH:mm`, in `tz`
   * (default `Asia/Shanghai`). The engine never reads a zone database: the edge (scenario runner,
   * app) resolves the zone to `utcOffsetMin` when the game is created, and every deadline is pure
   * arithmetic on it (`calendar.ts`). A DST change during a game is not followed.
   */
  startAt?: string;
  tz?: string;
  /** Minutes east of UTC of `tz` at `startAt` (Asia/Shanghai: 480), fixed for the game. */
  utcOffsetMin?: number;
  /**
   * A void deal (thief's bottom wolf+wolf or wolf+thief, 000 §八(十)2) is dealt again with a
   * new seed unless this is `false` (a scenario: the game stays void).
   */
  redeal?: boolean;
}

export interface GameState {
  setup: GameSetup;
  nowMs: number;
  phase: Phase;
  /** Increments on every phase change; timers carry it so stale fires are detectable. */
  phaseSeq: number;
  /** Current phase label: `N1`, `D1`, `N2`, … */
  label: string;
  timers: Timer[];
  seats: SeatState[];
  /** Dice queue left and number of seeded rolls made. */
  diceQueue: number[];
  rolls: number;
  sheriff: number | null;
  /** True once the badge is gone for good (torn, lost, no sheriff elected). */
  badgeGone: boolean;
  election: {
    candidates: number[];
    withdrawn: number[];
    pk: number[] | null;
    open: boolean;
    /** A boom stopped it for the day: the next dawn opens a new election (classic C4). */
    postponed?: boolean;
    /** This is that new election: a boom in it loses the badge (C4, 001 §三5(1)). */
    rerun?: boolean;
  } | null;
  /** Day direction history: the last day's direction and the sheriff who had the badge then. */
  lastOrder: { day: number; dir: Direction; sheriff: number | null } | null;
  /** Today's speaking order (used for exile PK order, R9). */
  dayOrder: number[];
  /** Night deaths announced at the last dawn, ascending. */
  dawnDeaths: number[];
  occasion: Occasion | null;
  /** A phase interrupted by a void self-destruct on day 1 (R7), resumed afterwards. */
  resume: Phase | null;
  winner: Winner | null;
  endedAt: string | null;
  /** While the judge has paused the game: when, and the deadlines it stopped. */
  paused: { atMs: number; timers: Timer[] } | null;
  /** Judge actions so far (pause, extend, …): makes re-keyed timer ids unique. */
  edits: number;
  /** Times wolves talked in their room after dawn (000 §九3). */
  wolfTalks: number;
  /** No winner, no points: the judge voided the game, or the deal was void and not dealt again (000 §八(十)2). */
  voided: boolean;
  /**
   * While a private phase runs (a shot or a day skill's window, told only by DM), the phase as
   * the match group was last shown it (`view.ts`), so the public view does not tell that one is
   * open; null otherwise. Absent in snapshots saved before it existed.
   */
  shown?: ShownPhase | null;
  /** forum-25 game state (F1–F26); absent under the other rulesets. */
  forum?: ForumState;
  record: {
    deaths: DeathRecord[];
    announcements: { at: string; deaths: number[] }[];
    sheriffs: { at: string; seat: number | null }[];
    told: ToldRecord[];
    votes: VoteRecord[];
  };
}

/**
 * The kinds of attack of the night's effects pipeline (`flow/effects.ts`, architecture "night
 * resolution is an ordered effects pipeline"): forum-25's 冲锋 (`charge`), the group kill and the
 * second group kill (`kill`, `kill2`), the poison and the hunter's shot (F8); ranked-s7's knife
 * (`knife`) and the snow wolf's devour (`devour`); a day's exile when the day side sends it through
 * the same interceptors (`exile`).
 */
export type AttackKind = "charge" | "kill" | "kill2" | "knife" | "poison" | "shot" | "exile" | "devour";

/** One attack intent, as a role's act contributed it, in the order the ruleset resolves them. */
export interface Attack {
  kind: AttackKind;
  target: number;
  /** The attacker's seat (the king, the witch, the hunter), null for the group's kill. */
  source: number | null;
  /** The death cause if it lands on its target (`charge`, `wolf`, `poison`, `shot`, `exile`). */
  cause: DeathCause;
  /** 指杀 (004 3L 村长 长生, 女巫 通灵; F11, F15): a group kill or the charge. */
  pointed: boolean;
  /** Statuses on the target that void it (F17: `guarded` voids kills and the charge; F11: `saved` every 指杀). */
  blockedBy: StatusId[];
}

export type CardColour = "blue" | "yellow" | "red";

/** What a forum-25 game keeps beside its phase (F1, F2, F7, F19, F23). */
export interface ForumState {
  /** Epoch ms of `startAt` and of day 1's opening (F1). */
  startMs: number;
  day1OpenMs: number;
  /** Cards given so far, per seat, in order, upgrades included (F2; outcome `cards`). */
  cards: Record<string, CardColour[]>;
  /** Last-words slots left for the game (F7: six). */
  lastWordsLeft: number;
  /**
   * A sheriff out who must still pass the badge (F19): by `dueMs`; a night exit's successor takes
   * it at the next opening (`pending`).
   */
  badge: { seat: number; dueMs: number; at: string; pending: number | null } | null;
  /** A day-exited hunter's shot still owed (F16), by `dueMs`. */
  shot: { seat: number; dueMs: number; at: string } | null;
  /** The open surrender request (F23): who answered yes so far. */
  surrender: { yes: number[] } | null;
}

/** Events: the only way state changes. `evolve` applies them; every game replays from them. */
export type GameEvent =
  | { type: "game_created"; setup: GameSetup; atMs: number }
  | { type: "phase_started"; phase: Phase; label: string; timers: Timer[]; atMs: number }
  | { type: "timers_changed"; add: Timer[]; remove: string[]; atMs: number }
  | { type: "knife_proposed"; seat: number; target: number | null; atMs: number }
  | { type: "knife_settled"; target: number | null; atMs: number }
  /** The fixed night step `idx` of tonight's `steps` opens (table, T4). */
  | { type: "night_step_started"; idx: number; atMs: number }
  | {
      type: "night_acted";
      seat: number;
      act: string;
      target: Target;
      prev?: Record<string, number | boolean | null>;
      atMs: number;
    }
  /** The judge took back `seat`'s act in the open night or vote (a correction follows). */
  | { type: "act_withdrawn"; seat: number; atMs: number }
  /** A judge's control or ruling, as typed (000 §二); its effects follow as their own events. */
  | {
      type: "judge_acted";
      ruling: JudgeRuling;
      seat?: number;
      seconds?: number;
      act?: string;
      target?: Target;
      /** The judge's reason, when given (absent in logs saved before issue 13). */
      reason?: string;
      /** forum-25: the ruling's value (a card's colour, a camp, a close time). */
      value?: string;
      atMs: number;
    }
  /**
   * forum-25 7L 10: contact `to` (named `name`) took `seat` over from `from` (null: nobody was
   * bound); the seat keeps its role, cards and everything it was told. The store moves the seat's
   * player (`Seat.playerId`) in the same transaction as this event.
   */
  | { type: "seat_substituted"; seat: number; from: string | null; to: string; name: string; atMs: number }
  | { type: "paused"; atMs: number }
  | { type: "resumed"; atMs: number }
  | { type: "actor_done"; seat: number; atMs: number }
  | { type: "mem_set"; seat: number; key: string; value: number | boolean | null; atMs: number }
  /** A private answer of the judge; `about` is the seat it concerns (the checked seat). */
  | { type: "told"; seat: number; kind: string; value: unknown; about?: number; atMs: number }
  /** `public`: the room learns it at once (a judge's removal), not at the dawn announcement. */
  | { type: "died"; seat: number; cause: DeathCause; at: string; lastWords: boolean; public?: boolean; atMs: number }
  | { type: "announced"; deaths: number[]; atMs: number }
  | { type: "candidate_joined"; seat: number; atMs: number }
  | { type: "candidate_withdrew"; seat: number; atMs: number }
  /** `postponed`: a boom stopped the election until the next dawn (classic C4). */
  | { type: "election_changed"; open: boolean; pk: number[] | null; postponed?: boolean; atMs: number }
  | { type: "speech_started"; seat: number; atMs: number }
  | { type: "speech_reminded"; seat: number; atMs: number }
  /** A `nudge` fired: whoever must still act before `for`'s deadline is reminded. */
  | { type: "nudged"; for: TimerKind; seat?: number; atMs: number }
  | { type: "last_words_given"; seat: number; atMs: number }
  | { type: "no_show"; seat: number; round: string; atMs: number }
  | { type: "warned"; seat: number; round: string; atMs: number }
  | { type: "vote_cast"; seat: number; target: number | null; atMs: number }
  /** A voter loses the open vote (second warning, 000 §九2): he must abstain. */
  | { type: "vote_muted"; seat: number; atMs: number }
  | { type: "vote_closed"; record: VoteRecord; atMs: number }
  /** `at`: the label the change is recorded at, when not the current one (a forum-25 day exit's badge passed at night, F19). */
  | { type: "sheriff_changed"; seat: number | null; gone: boolean; silent: boolean; at?: string; atMs: number }
  | { type: "order_chosen"; day: number; dir: Direction; order: number[]; atMs: number }
  | { type: "dice_rolled"; purpose: string; value: number; atMs: number }
  | { type: "occasion_set"; occasion: Occasion | null; atMs: number }
  | { type: "resume_set"; phase: Phase | null; atMs: number }
  | { type: "dawn_set"; deaths: number[]; atMs: number }
  | { type: "penalized"; seat: number; penalty: Penalty; atMs: number }
  /** One deduction on the table score sheet (T21), with no effect on play. */
  | { type: "deducted"; seat: number; atMs: number }
  | { type: "self_destructed"; seat: number; valid: boolean; atMs: number }
  | { type: "game_ended"; winner: Winner | null; at: string; voided?: boolean; atMs: number }
  /** A seat's card changes (the thief's pick, 000 §八(十)); `joinsNight`: it acts this night. */
  | { type: "role_changed"; seat: number; role: RoleId; joinsNight: boolean; atMs: number }
  /** The deal is void (000 §八(十)2): `redeal` is the new setup, or null (the game stays void). */
  | { type: "deal_voided"; reason: string; redeal: GameSetup | null; atMs: number }
  /**
   * Something the judge tells the whole room (silence, blizzard, bear's roar, a broken chain,
   * a wounded old rogue, a bard or knight revealing): `kind` names it, the chat layer words it.
   */
  | { type: "public_notice"; kind: string; seat?: number; value?: unknown; atMs: number }
  /** The bard moves one vote from the seat about to be exiled to another (000 §八(二)15). */
  | { type: "vote_shifted"; seat: number; from: number; to: number; atMs: number }
  /**
   * forum-25 (F11): a group-kill proposal of a member of the wolf group (or, once the group is all
   * out, of a wolf-camp knife outside it, F9) by close + 30 min; `second`: for the second group
   * kill of the night after the cub went out (`kill` with `value: 2`). The last one counts.
   * Private to the wolf group.
   */
  | { type: "kill_proposed"; seat: number; target: number | null; second: boolean; atMs: number }
  /**
   * forum-25 (F11): at close + 30 min the kills and the charge settle — each the seat named, or
   * null (no agreement, none proposed, no charge) — and the witch's window opens (stage `witch`).
   */
  | { type: "kills_settled"; kill: number | null; kill2: number | null; charge: number | null; atMs: number }
  /** forum-25 (F8): night `n` is resolved at close + 60 min (stage `resolved`); day n+1 opens at 09:00. */
  | { type: "night_resolved"; n: number; atMs: number }
  /** A status is put on `seat` (`SeatStatus`): private unless its kind is public (the chat decides). */
  | { type: "status_added"; seat: number; status: SeatStatus; atMs: number }
  /** `seat` loses its status `id` (from `source` when given): spent, expired or ended. */
  | { type: "status_removed"; seat: number; id: StatusId; source?: number; atMs: number }
  // forum-25 (F1–F26): the chat narrates these.
  /** The game's calendar (F1): `startMs` and day 1's opening, epoch ms; first event after game_created. */
  | { type: "forum_calendar"; startMs: number; day1OpenMs: number; atMs: number }
  /** A ballot post (F3): first ballot, its one change, or a director's proxy (7L 9). Public. */
  | { type: "ballot_posted"; seat: number; target: number | null; change: boolean; proxy?: boolean; atMs: number }
  /** The vote reminder 2 h before today's close (F1, 7L 11): `closeMs` is the close; the chat posts it. */
  | { type: "vote_reminded"; n: number; closeMs: number; atMs: number }
  /** The directors moved today's close (F1, 7L 8) to `closeMs`; the night's deadlines follow. */
  | { type: "day_sped_up"; n: number; closeMs: number; atMs: number }
  /** The directors moved today's close later (issue 11 item 1: "speed up or delay a day"); not a sped-up day (F2). */
  | { type: "day_delayed"; n: number; closeMs: number; atMs: number }
  /** A card to `seat` (F2): a director's, an automatic one (`reason`), or an upgrade (`upgrade`). Public. */
  | {
      type: "card_given";
      seat: number;
      colour: CardColour;
      reason: "director" | "no_ballot" | "sisters" | "upgrade";
      atMs: number;
    }
  /** The directors judge `camp` lost (F6); the game ends right after with the other camp's win. */
  | { type: "camp_judged_lost"; camp: "wolves" | "villagers"; atMs: number }
  /** A surrender answer (F23): `yes` starts or joins the open request; `no` ends it. */
  | { type: "surrender_answered"; seat: number; yes: boolean; atMs: number }
  /** The open surrender request ended without a surrender (a no, or the phase ended first, F23). */
  | { type: "surrender_dropped"; why: "no" | "phase_ended"; atMs: number }
  /** A dying sheriff's badge is owed by `dueMs` (F19); `at` is the death's label. */
  | { type: "badge_owed"; seat: number; dueMs: number; at: string; atMs: number }
  /** The badge choice is made (or settled at random): `to` takes it now, or at the next opening (`pending`). */
  | { type: "badge_chosen"; from: number; to: number; random: boolean; pending: boolean; atMs: number }
  /** A day-exited hunter's shot is owed by `dueMs` (F16). */
  | { type: "shot_owed"; seat: number; dueMs: number; at: string; atMs: number }
  /** The owed shot is settled (fired at `target`, or none). */
  | { type: "shot_settled"; seat: number; target: number | null; atMs: number }
  /**
   * At an opening (F7, 2L 遗言): the last words of the deaths since the previous opening that hold
   * a slot are published, in death order (`seats`; the chat posts what each wrote, or that he
   * declined). From day 2's opening on (day 1's only after deaths in phase S).
   */
  | { type: "last_words_published"; seats: number[]; atMs: number }
  /** A last-words slot is spent (F7) on `seat`'s death; `left` remain. */
  | { type: "last_words_slot"; seat: number; left: number; atMs: number };

/** decide's answer: accepted with events, or refused with a reason (state untouched). */
export type Decision = { ok: true; events: GameEvent[] } | { ok: false; reject: Reject };
