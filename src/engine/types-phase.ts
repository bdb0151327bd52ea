/**
 * Where a game stands in time: pending deadlines (`Timer`, ms on the injected clock), the phase
 * and its parts (speeches, vote rounds, death occasions, night acts, forum-25 day and night), the
 * steps a flow module reports to the phase plan, and the phase as the match group was shown it.
 */

import type { Attack } from "./types-state.ts";
import type { ActValue } from "./types-values.ts";
import type { NightStepId, Target } from "./types-vocab.ts";

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
  | "forum_resolve"
  // forum-hk calendar (HK8, HK9): the deadlines of `calendar-hk.ts`, from a close C.
  /** A close C (C₀ ends 开局; a day's close counts the vote). */
  | "hk_close"
  /** C+10: the dusk death window ends (HK138). */
  | "hk_dusk_window"
  /** C+20: the dusk lists, then nightfall. */
  | "hk_nightfall"
  /** C+35, C+50, C+60: night blocks A, B, C are processed (HK9, HK12). */
  | "hk_block_a"
  | "hk_block_b"
  | "hk_block_c"
  /** C+70: the night's resolution (HK72). */
  | "hk_resolve"
  /** C+80: the dawn death window ends (HK138). */
  | "hk_dawn_window"
  /** 09:00: day n opens (HK7, HK66). */
  | "hk_open"
  /** 15:00 of 太阳's day: round 1's count, nobody out (HK149). */
  | "hk_round_end"
  /** [3] C+80 after a 晨曦 rewind: the night is played again from its nightfall (HK146). */
  | "hk_replay";

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
  prev?: Record<string, number | boolean | string | null>;
  /** Its structured value, when it has one (`act-values.ts`); shared, never edited. */
  value?: ActValue;
  /** forum-hk: when it was accepted (epoch ms; 小女孩's 窥视 counts the acts before a time, HK117). */
  atMs?: number;
  /** forum-hk [3]: the seat that sent it in its user's place (幽灵's 夺舍, HK83). */
  by?: number;
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
  /** forum-hk (HK8): 开局, the first 黄昏, night n, 晨曦 n, 正午 n and 黄昏 n (`families/forum-hk/flow.ts`). */
  | HkPhase
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

/**
 * forum-hk's stages (HK8, HK9): `start` (开局, to C₀), `dusk` (黄昏, C → C+20; S's first one after
 * C₀), `night` (nightfall C+20 → resolution C+70), `dawn` (晨曦, C+70 → the 09:00 opening), `noon`
 * (正午, 09:00 → the close). Label: `S` for start and the first dusk, `N<n>` for night n, `D<n>` for
 * dawn, noon and dusk of day n.
 */
export type HkStage = "start" | "dusk" | "night" | "dawn" | "noon";

/** One phase of a forum-hk game. */
export interface HkPhase {
  kind: "hk";
  stage: HkStage;
  /** The day number whose close the schedule follows (0: C₀); night n follows day n−1's close. */
  day: number;
  /** The acts sent in this stage, by seat, in order (HK13: the last one of an act before its deadline counts). */
  acts: Record<string, NightAct[]>;
  /** The night's attacks made at their steps, waiting for (20) (HK72, HK73; `hk_attack`). */
  attacks?: { attack: Attack; by?: number[]; void?: true }[];
  /** The night acts settled at their steps, in order (`hk_settled`; HK80); `about` the selection target when moved (HK30). */
  settled?: { seat: number; act: string; target: Target; about?: number; damage: boolean }[];
  /** The night's moves of the settlement chain, in order (`hk_redirected`; HK28, HK78, HK143). */
  redirected?: HkRedirect[];
  /** 正午's ballot posts in order (HK57–HK59; `hk_ballot`): the last of each seat is his final ballot. */
  ballots?: HkBallot[];
  /** [3] The rest of a 晨曦 window after a rewind: no act is taken until the night is played again (HK146). */
  held?: true;
}

/** HK28: the stages of the settlement chain that move an act (时间逆流, 交换, 反射), in their order. */
export type HkChainStage = "reverse" | "swap" | "reflect";

/** One move of the settlement chain (HK28): `seat`'s act `act` went from `from` to `to` at `stage`. */
export interface HkRedirect {
  seat: number;
  act: string;
  stage: HkChainStage;
  from: number;
  to: number;
}

/** One ballot post of a forum-hk day (HK59): a first ballot (`change` null) or a change; `proxy` by the directors. */
export interface HkBallot {
  seat: number;
  target: number | null;
  change: null | "normal" | "extra";
  proxy?: boolean;
  /** 太阳's day (HK149): a ballot of round 2 (from 15:00); absent: the day's (or round 1's). */
  round?: 2;
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
