/**
 * A game's folded state: its setup (fixed before night 1), seats and their statuses, the
 * records (deaths, told answers, votes), forum-25's side state, and the attack intents of the
 * night's effects pipeline.
 */
import type { HkStage, Occasion, Phase, ShownPhase, Timer, VoteRound } from "./types-phase.ts";
import type { CardColour, DamageType, DeathCause, Direction, Penalty, RoleId, Winner } from "./types-vocab.ts";

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
  mem: Record<string, number | boolean | string | null>;
  /** A penalty that makes the seat lose whatever its camp does (R20, R22). */
  penalty: Penalty | null;
  /** Deductions on the table score sheet (T21: a `warn` or an `eject`); absent = none. */
  deductions?: number;
  /** Statuses on this seat (`statuses.ts`): guarded, saved, 长生, adored, 默契, cursed …; absent = none. */
  statuses?: SeatStatus[];
}

/**
 * A status kind (architecture "statuses as data on a seat"; what each blocks, how same-kind grants
 * combine and which kinds it is made of: the table in `status-kinds.ts`):
 * - `guarded` (F17) and `saved` (F11): tonight's protections, `untilLabel` the night; `saved` voids
 *   every 指杀 on the seat, `guarded` every 杀人 and 冲锋.
 * - `longevity` 长生 (004 3L 村长, F15): the first 指杀 naming the seat spends it.
 * - `adored` (004 3L 情痴, F14): the seat is the devotee's (`source`) beloved.
 * - `tacit` 默契 (004 3L 两姐妹, F13): the sister must vote, with her sister.
 * - `cursed` (F15): every skill lost for the game (the village chief's curse, `source` the chief).
 * - `no_charge` (004 3L 狼王): the king's 冲锋 is lost.
 * - forum-hk (HK33–HK42; no card grants them yet): `silenced` 沉默, `disarmed` 缴械, `charmed` 迷魂,
 *   `forgotten` 遗忘, `released` 超度, the composites `frozen` 冰冻 and `feared` 恐惧 (沉默 + 缴械),
 *   `burning` 业炎 and `purified` 净化 (沉默 + 超度 + 遗忘), `warded` 守护：X (counted), `hidden` 隐身,
 *   and `marked` 标记 (a mark a second grant from its source refreshes); the protections of the
 *   effects pipeline (HK34–HK36, HK112, HK116): `tough` 坚韧, `undying` 不死, `immune` (a one-time
 *   out immunity), `substituted` (the attendant's 替死 on the seat he chose), `nine_lives` 猫有九命.
 */
export type StatusId =
  | "guarded"
  | "saved"
  | "longevity"
  | "adored"
  | "tacit"
  | "cursed"
  | "no_charge"
  | "silenced"
  | "disarmed"
  | "charmed"
  | "forgotten"
  | "released"
  | "frozen"
  | "feared"
  | "burning"
  | "purified"
  | "warded"
  | "hidden"
  | "marked"
  | "tough"
  | "undying"
  | "immune"
  | "substituted"
  | "nine_lives"
  /** forum-hk [2]: 花匠's [玫瑰] (HK113; no effect, HK44). */
  | "rose"
  /** forum-hk [2]: 反射 (HK28's last stage, HK123, HK143): <指定> acts settling on the holder go to a random other. */
  | "reflect"
  /** forum-hk [2]: [漏洞] (HK33; 夜之锋刃): the holder's 守护, 坚韧 and 不死 do not protect him. */
  | "flawed"
  /** forum-hk [3]: 灰蕨's [畸芽] (HK125, HK39: 漏洞 + 沉默, negative; HK38: until its holder is out). */
  | "sprout"
  /** forum-hk [2]: 丘比特's [真爱情侣] / [虚情情侣] (HK127: not negative, never removed; the couple's link). */
  | "true_lover"
  | "false_lover"
  /** [3] 钟's [自由] from his rewind to the next opening (HK148; HK16: recorded only). */
  | "freedom";

/**
 * Whose damage a protection instance answers (HK36): damage whose source's real camp is `camp` at
 * that moment (猎魔人 宿命's 坚韧: `{ camp: "villagers" }`), or damage from seat `source` ([2]
 * 复仇者's 不死 against his enemy). Sourceless damage is never answered by a scoped instance.
 */
export type StatusScope = { camp: string } | { source: number } | { kind: string };

/**
 * One status instance on a seat (issue 22 goal 2; `statuses.ts`). Only `id`, `source`, `untilLabel`,
 * `untilStage` and `count` are ever written into a `status_added` event; `key` and `since` are
 * derived when the event is applied, so logs written before instances existed fold unchanged.
 */
export interface SeatStatus {
  /** Its kind. */
  id: StatusId;
  /** The seat whose skill put it there (the guard, the witch, the devotee, the chief, the master). */
  source?: number;
  /**
   * Its end: it lasts through the phase labelled `untilLabel` (a night's protection: `N2`) and/or
   * until the first stage named `untilStage` (forum-hk: `opening`, `dusk_end`, `night_end`, `close`) that
   * `expire` is called with; neither = until a rule removes it (or its count is spent).
   */
  untilLabel?: string;
  untilStage?: string;
  /** A protection's scope (HK36); absent = every damage its row stops. */
  vs?: StatusScope;
  /** Charges or stacks left (守护×2); absent = 1; null = never runs out (守护：∞). */
  count?: number | null;
  /**
   * forum-hk HK41: the <强制> skill of `source` that gives it (灵鹿's `long_life`, 粉丝's, 九尾's 不死):
   * while `source` has lost that skill ([遗忘]) the instance is out of force, and it is back with it.
   */
  skill?: string;
  /** Instance id, unique in the game: `GameState.statusSeq` at its grant; absent on statuses from before instances. */
  key?: number;
  /** The label it was granted in; absent on statuses from before instances. */
  since?: string;
}

export interface DeathRecord {
  seat: number;
  at: string;
  cause: DeathCause;
  lastWords: boolean;
  /**
   * forum-hk (HK8 "outs also carry a stage"): the stage of the out — a `D<n>` label is 晨曦 (before
   * that day's opening) or 正午/黄昏 (after it), which the opening's last words tell apart (HK67).
   */
  stage?: HkStage;
}
export interface ToldRecord {
  seat: number;
  at: string;
  kind: string;
  value: unknown;
  about?: number;
  /** forum-hk: the settlement target when it differs from the selection target `about` (HK30). */
  settledOn?: number;
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
   * Queued choices by draw label (forum-hk's scenario `draws`, HK133), taken in order by
   * `Tx.pick` before the seed decides.
   */
  draws?: Record<string, unknown[]>;
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
   * forum-hk, tests and measurement only: deal cards the engine does not implement yet (their acts
   * are refused as not yet supported) instead of refusing the setup. Never set by a live room.
   */
  partialCards?: boolean;
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
  /**
   * Labelled draws made so far, by label (`drawn` events; issue 22 goal 3): the counter each
   * next draw of a label is derived from. Absent until a game's first labelled draw.
   */
  draws?: Record<string, number>;
  /** Status instances granted so far (`status_added` events): the next instance's `key`. Absent until the first. */
  statusSeq?: number;
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
  /** forum-hk game state (seed 002); absent under the other rulesets. */
  hk?: HkState;
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
/** The attack kinds of the timed rulesets and forum-25 (each ruleset maps its own to a damage type, `Ruleset.effects.damage`). */
export type AttackKind = "charge" | "kill" | "kill2" | "knife" | "poison" | "shot" | "exile" | "devour";

/**
 * One attack of the shared effects pipeline (issue 22 goal 2; `effects/`): who (`source`, null for
 * the wolves' group kill and sourceless damage, HK37), why (`kind`: the skill or act — an
 * `AttackKind`, or a forum-hk skill id), on whom it was selected (`target`, HK30's `about`), its
 * `damage` type (HK32), the death cause if it lands, and its place in the night's settlement
 * order (`slot`, HK72's ①–⑭; the caller sorts by it).
 */
export interface Attack {
  kind: AttackKind | (string & {});
  target: number;
  /** The attacker's seat (the king, the witch, the hunter), null for the group's kill. */
  source: number | null;
  /** The death cause if it lands on its target (`charge`, `wolf`, `poison`, `shot`, `exile`). */
  cause: DeathCause;
  /** What stops it (`Ruleset.effects`): `pointed` 指杀 for the knife, the group kill and the charge (F11, F15, F17). */
  damage: DamageType;
  slot?: number;
}

/** What a forum-hk game keeps beside its phase (HK8, HK15, HK48). */
export interface HkState {
  /** Epoch ms of `startAt` and of C₀ (HK8). */
  startMs: number;
  close0Ms: number;
  /** Closes the directors moved (`speed_up`, `delay`, HK15), by day number. */
  closes: Record<string, number>;
  /** 太阳's days (HK108, HK149): each keeps one date whatever the weekday (HK151). */
  sunDays?: number[];
  /** Day n → the characters the out sun named for its round 2 (HK149). */
  speakers?: Record<string, number[]>;
  /** Seat → camp id (HK48): `wolves`, `villagers`, a third card's id, `undetermined`. */
  camps: Record<string, string>;
  /** The camps judged lost, in order (HK51, HK52; `hk_lost`). */
  lost?: { camp: string; why: string; at: string }[];
  /** Each day's final ballots by its label (`D<n>`), seat → named seat or null (HK59, HK114). */
  ballots?: Record<string, Record<string, number | null>>;
  /** Each red card given so far, as its holder's camp when given (HK61; `families/forum-hk/penalty-cards.ts`). */
  redCards?: string[];
  /** The camps the directors judged lost (`camp_loses`, HK51), in order. */
  judged?: string[];
  /** Seat → the cards given to it, in order, upgrades included (HK60–HK63; `hk_card`, outcome `cards`). */
  cards?: Record<string, CardColour[]>;
  /** Seats whose day red card waits for 黄昏 (1), in the order given (HK60; `hk_card`, `hk_reds_settled`). */
  redWaiting?: number[];
  /** How many of `lost` a declaration point had seen (HK53 (c); `hk_point`). */
  lostAtPoint?: number;
  /**
   * Seat → the apparent fields a disguise set (HK45, HK47; `hk_disguise`): a field absent reads the real
   * one (`roles/hk/apparent.ts`). Not a status: nothing that ends statuses touches it.
   */
  disguises?: Record<string, { camp?: string; role?: string; knife?: boolean }>;
  /** Seat → the skills and tags it gained and lost since the deal (`hk_skill`; HK51 reads `pack`, `relay`). */
  skills?: Record<string, { gained: string[]; lost: string[] }>;
  /**
   * Seat → the skill instances it gained from another card (HK25; `hk_gained`, `hk_dropped`), in
   * the order gained; its card's own skills are its card's and are not listed (`roles/hk/types.ts`).
   */
  gained?: Record<string, HkGainedSkill[]>;
  /** The last gained instance's key (keys are derived when `hk_gained` is applied, never logged). */
  gainSeq?: number;
  /** [3] 钟's last rewind point while an unused 时光倒流 is held (HK144; `families/forum-hk/rewind.ts`). */
  rewindPoint?: HkRewindPoint;
  /** [3] Night n → how far (ms) its times moved when it was played again after a 晨曦 rewind (HK146). */
  replayShifts?: Record<string, number>;
  /** [3] Each use of 时光倒流, in order (HK148; the outcome's `rewinds`). */
  rewinds?: HkRewindEntry[];
  /**
   * [3] How many `record.told` entries there were at the last rewind (HK145: what was told stays told): a
   * card that relays what another was told since a point of its own (幽灵's 附体) reads no entry before it.
   */
  toldAtRewind?: number;
}

/**
 * HK144, HK145: a rewind point — the state there (its record emptied: the record is never rewound,
 * HK145), and the events since it whose effects a rewind keeps (day skills, cards and their outs),
 * each with the key counters it was applied under (status and gained-skill keys are derived, never
 * logged, so a kept event is applied again under the same ones). `keeping` while such events are emitted.
 */
export interface HkRewindPoint {
  /** `night`: night n from its nightfall (晨曦 rewind); `count`: day n's close before the count (黄昏 rewind). */
  to: "night" | "count";
  /** The label the point returns to (`N<n>` / `D<n>`). */
  label: string;
  state: GameState;
  kept: { e: unknown; statusSeq: number; gainSeq: number }[];
  keeping?: true;
}

/** One use of 时光倒流 (HK148; scenario-format.md `rewinds`). */
export interface HkRewindEntry {
  at: string;
  stage: "dawn" | "dusk";
  by: number;
  to: string;
  exile: number | null;
}

/**
 * One skill a seat gained (HK25; the model is described in `roles/hk/types.ts`, `HkSkillRef`): the
 * skill `skill` (an `HkSkill.id`) as `card`'s module declares it (in its `skills`, or in `gives`
 * for a gift it hands out) and settles it; the seat that gave it (`from`, null for none); whether it is
 * temporary (a gift: gone once its uses are spent) or second-hand (never passed on, HK25); its
 * uses left (null: the skill's own rules count them, in its user's memory); `since`, the phase
 * label it was gained in (usable from the next phase, HK103), unless `now` (usable in the phase it came
 * in: [3] 赌徒's skills of the night, HK124 「仅限当晚有效」).
 */
export interface HkGainedSkill {
  key: number;
  skill: string;
  card: string;
  from: number | null;
  temporary?: true;
  secondHand?: true;
  uses: number | null;
  since: string;
  now?: true;
}

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
