/**
 * Events, the only way state changes (`evolve` applies them, every game replays from them), and
 * `decide`'s answer: accepted with events, or refused with a `Reject`.
 */

import type { JudgeAuto, JudgeRuling, Reject } from "./types-commands.ts";
import type { HkBallot, HkChainStage, Occasion, Phase, Timer, TimerKind } from "./types-phase.ts";
import type { Attack, GameSetup, HkGainedSkill, SeatStatus, StatusId, VoteRecord } from "./types-state.ts";
import type { ActValue } from "./types-values.ts";
import type { CardColour, DamageType, DeathCause, Direction, Penalty, RoleId, Target, Winner } from "./types-vocab.ts";

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
      prev?: Record<string, number | boolean | string | null>;
      /** The act's structured value, when it has one (`act-values.ts`). */
      value?: ActValue;
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
      /** A ruling the bot made for the judge, and why (issue 23; before it, a 简体 `reason` ending in `（自动）`). */
      auto?: JudgeAuto;
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
  | { type: "mem_set"; seat: number; key: string; value: number | boolean | string | null; atMs: number }
  /** A private answer of the judge; `about` is the seat it concerns (the checked seat). */
  /** `about`: the seat the result is about (the selection target, HK30); `settledOn`: the settlement target when it differs. */
  | { type: "told"; seat: number; kind: string; value: unknown; about?: number; settledOn?: number; atMs: number }
  /** `public`: the room learns it at once (a judge's removal), not at the dawn announcement. */
  | {
      type: "died";
      seat: number;
      cause: DeathCause;
      at: string;
      lastWords: boolean;
      public?: boolean;
      /** forum-hk: the damage that put him out (HK32; `replaced`: the attack's taken over). */
      damage?: DamageType;
      atMs: number;
    }
  /**
   * A publication of outs. forum-hk (HK66): `stage` `noon` (a 正午 out, at once) or `dusk` (C+20, with
   * `exiled` the [投票出局] part of `deaths`, in out order); absent: an opening's (or a timed dawn's).
   */
  | { type: "announced"; deaths: number[]; stage?: "noon" | "dusk"; exiled?: number[]; atMs: number }
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
  /**
   * A labelled draw (`Tx.drawNext`, `Tx.pick`; issue 22 goal 3): `value` is the index chosen;
   * `queued`: taken from the setup's `draws` queue; `refused`: the queued choice that was no
   * option (the seed chose). Each one counts one more draw of `label` (`GameState.draws`).
   */
  | { type: "drawn"; label: string; value: number; queued?: true; refused?: unknown; atMs: number }
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
  | {
      type: "public_notice";
      kind: string;
      seat?: number;
      value?: unknown;
      /** forum-hk: when it is published (`opening`, `noon`, `close`, `dusk`; HK66). */
      stage?: string;
      /** forum-hk: on 太阳's day, which count a close notice belongs to (`exile`, `exile_2`; HK149). */
      round?: string;
      atMs: number;
    }
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
  /**
   * `seat` loses its status `id` (from `source` when given; only instance `key` when given — written
   * only when the seat holds another instance of that kind from that source): spent, expired or ended.
   */
  | { type: "status_removed"; seat: number; id: StatusId; source?: number; key?: number; atMs: number }
  /** Status instance `key` on `seat` spent a charge: `count` left (at least 1; at 0 it is removed instead). */
  | { type: "status_spent"; seat: number; key: number; count: number; atMs: number }
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
  | { type: "last_words_slot"; seat: number; left: number; atMs: number }
  // forum-hk (seed 002, HK1–HK151): `families/forum-hk/`.
  /** The game's calendar (HK8): `startMs` and C₀, epoch ms; first event after game_created. */
  | { type: "hk_calendar"; startMs: number; close0Ms: number; atMs: number }
  /** The directors moved day `n`'s close to `closeMs` (HK15: `speed_up` earlier, `delay` later). */
  | { type: "hk_close_moved"; n: number; closeMs: number; atMs: number }
  /** Day `n` is 太阳's day (HK108, HK149): two 正午 rounds, one date whatever the weekday (HK151). */
  | { type: "hk_sun_day"; n: number; atMs: number }
  /** The out sun named day `n`'s round-2 speakers (HK149), ascending; the only ones who may vote then. */
  | { type: "hk_speakers"; n: number; seats: number[]; atMs: number }
  /**
   * A forum-hk act is accepted in its window (HK13); it settles at its block's step. [3] `by`: sent by that
   * seat in `seat`'s place, `seat` being its user (幽灵's 夺舍, HK83); `voided`: accepted but never counted
   * (the seized host's own acts that night, HK83), so it is not recorded among the phase's acts.
   */
  | {
      type: "hk_acted";
      seat: number;
      act: string;
      target: Target;
      value?: ActValue;
      by?: number;
      voided?: true;
      atMs: number;
    }
  /** `seat`'s camp is now `camp` (HK48, HK49): the deal's camps are set at S, a follower's follow. */
  | { type: "hk_camp"; seat: number; camp: string; atMs: number }
  /**
   * A disguise sets one of `seat`'s apparent fields (HK45, HK47): 表面阵营 `camp` (a camp of this game),
   * 表面身份 `role` (one of the 60 cards) or 表面带刀 `knife`; the latest setting of a field wins. Not a status.
   */
  | { type: "hk_disguise"; seat: number; field: "camp" | "role" | "knife"; value: string | boolean; atMs: number }
  /**
   * `seat` gained or lost a skill or tag (`pack` [群内], `relay` [接刀]; outcome `skills`); `refreshed`:
   * a skill of its card is back to its initial state, lost or not (「刷新至初始」, HK25).
   */
  | { type: "hk_skill"; seat: number; skill: string; how: "gained" | "lost" | "refreshed"; atMs: number }
  /** `seat` gains a skill instance (HK25; `HkGainedSkill`, its key and start derived when applied). Private. */
  | { type: "hk_gained"; seat: number; skill: Omit<HkGainedSkill, "key" | "since">; atMs: number }
  /** `seat`'s gained instance `key` is gone (a temporary one used up, HK103) or has `uses` left. */
  | { type: "hk_dropped"; seat: number; key: number; uses?: number; atMs: number }
  /**
   * An attack made at its step (HK73): it waits in the night for the (20) resolution (`families/forum-hk/night.ts`),
   * in `slot` order (HK72). `by`: the [群内] wolves who agreed a group kill (HK37's source is drawn
   * from them only when a rule needs one).
   */
  | { type: "hk_attack"; attack: Attack; by?: number[]; atMs: number }
  /**
   * The attack at `index` of the night's list is void (HK104: 纵火 voids the 杀人): it stays listed as
   * made (HK74) and resolves nothing at (20); `source` fills a sourceless group kill's drawn source (HK37).
   */
  | { type: "hk_voided"; index: number; source: number | null; atMs: number }
  /**
   * A night act settled at its step (HK13): its user, act, settlement target and whether it made an
   * attack — the record of what was used on whom tonight (恶灵骑士's 主宰黑夜 and 邪恶, HK80).
   */
  /** `target`: the settlement target; `about`: the selection target when the chain moved the act (HK28, HK30). */
  | { type: "hk_settled"; seat: number; act: string; target: Target; about?: number; damage: boolean; atMs: number }
  /**
   * HK28: a stage of the settlement chain moved `seat`'s <指定> act `act` from `from` to `to` (`reverse` 时间逆流,
   * `swap` 交换, `reflect` 反射), in the order the acts reach it (HK143).
   */
  | { type: "hk_redirected"; seat: number; act: string; stage: HkChainStage; from: number; to: number; atMs: number }
  /** A camp is judged lost (HK51, HK52): silent, final; `why` as the outcome's `campsLost`. */
  | { type: "hk_lost"; camp: string; why: string; atMs: number }
  /** A declaration point passed with no winner (HK54): the losses so far count as before it (HK53 (c)). */
  | { type: "hk_point"; lost: number; atMs: number }
  /** A ballot post of 正午 (HK59): a vote, a change, or the directors' proxy. */
  | { type: "hk_ballot"; ballot: HkBallot; atMs: number }
  /**
   * The count at a close (HK57, HK58, HK64): the outcome's `votes` entry (`families/forum-hk/vote.ts` votesEntry);
   * nothing in the state changes (what follows is its own events).
   */
  | {
      type: "hk_counted";
      entry: {
        at: string;
        round: string;
        tally: Record<string, number>;
        abstain: number[];
        top: number | "tie" | null;
        cancelled: boolean;
      };
      /** The day's final ballots, seat → named seat or null (HK59; 潜行者 reads them at night, HK114). */
      ballots?: Record<string, number | null>;
      atMs: number;
    }
  /**
   * A directors' card (HK60–HK63): `colours` as recorded, upgrades included; `camp` the holder's camp
   * when the last is red (HK61); `waits`: a day red waiting for 黄昏 (1) (HK60).
   */
  | { type: "hk_card"; seat: number; colours: CardColour[]; camp: string | null; waits: boolean; atMs: number }
  /** 黄昏 (1): the day's waiting red cards took effect (HK60). */
  | { type: "hk_reds_settled"; atMs: number }
  /** The directors judged `camp` lost (`camp_loses`, HK51, HK61). */
  | { type: "hk_judged"; camp: string; atMs: number }
  /** [3] HK144: a rewind point is set here (an unused 时光倒流 is held), or cleared (`to` null: none is held now). */
  | { type: "hk_rewind_point"; to: "night" | "count" | null; atMs: number }
  /** [3] HK145: the events that follow (to the next `hk_keep`) are a day skill's, a card's or their outs: a rewind keeps them. */
  | { type: "hk_keep"; on: boolean; atMs: number }
  /**
   * [3] HK144–HK148: `seat` used 时光倒流 in the `stage` window: the state returns to the rewind point, the
   * kept events applied again, the record, the draws and the cards as they are (HK145); `shiftMs` moves a
   * night played again (HK146); `exile` the seat named at dusk (HK147), put out by the events that follow.
   */
  | {
      type: "hk_rewound";
      seat: number;
      stage: "dawn" | "dusk";
      exile: number | null;
      shiftMs: number;
      atMs: number;
    };

/** decide's answer: accepted with events, or refused with a reason (state untouched). */
export type Decision = { ok: true; events: GameEvent[] } | { ok: false; reject: Reject };
