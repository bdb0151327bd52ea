/**
 * The shape of a role: data plus a few small pure hooks (re-exported by `spec.ts`). Kept apart
 * from the helpers so that the role lookup (`registry.ts`) needs only these types.
 */
import type { DeathIntent, Intent } from "../intents.ts";
import type { Ruleset } from "../rulesets/index.ts";
import type { Tx } from "../tx.ts";
import type {
  ActId,
  Camp,
  CardClass,
  DeathCause,
  GameState,
  NightAct,
  NightStepId,
  Reject,
  RoleId,
  SeatState,
  SpeechPurpose,
  StatusId,
  Target,
  Team,
} from "../types.ts";
import type { ByLang, CardText, Skill } from "./skills.ts";

/** What the night's resolution has gathered so far, in night order (000 §八(一)5, R14). */
export interface NightLedger {
  n: number;
  guarded: number | null;
  knife: number | null;
  saved: boolean;
  poison: number | null;
  /** Seats that died this night, filled by the resolution before the post-death steps. */
  died: number[];
  poisoned: number[];
  /** The wolf girl turned the seer's result tonight (000 §八(二)19). */
  inverted?: boolean;
}

export interface NightSkill {
  /** Position in the night order (R14): lower resolves first; the knife is at 50. */
  step: number;
  /** The fixed night step this skill acts in, where the ruleset has fixed steps (table, T4). */
  fixedStep?: NightStepId;
  acts: readonly string[];
  /** When the bot prompts the actor (R27): at nightfall, or once the knife is settled (witch). */
  prompt: "nightfall" | "knife";
  /** Whether the seat takes part in night `n` at all (the night waits only for active actors). */
  active(s: GameState, actor: SeatState, n: number): boolean;
  /** Validate one act; null = accepted. One accepted act finishes the actor's night. */
  validate(
    s: GameState,
    actor: SeatState,
    act: string,
    target: Target,
    knife: { settled: boolean; target: number | null },
  ): Reject | null;
  /** Memory to record when the act is accepted (potions spent, guard's target). */
  remember?(
    s: GameState,
    actor: SeatState,
    act: string,
    target: Target,
    n: number,
  ): Record<string, number | boolean | null>;
  /** Resolution step before deaths: write into the ledger. */
  resolve?(actor: SeatState, acts: NightAct[], ledger: NightLedger): void;
  /** After deaths: what the judge tells the actor privately. */
  tell?(tx: Tx, actor: SeatState, acts: NightAct[], ledger: NightLedger): void;
  /**
   * When the knife settles (witch: told the knife target, R27): `target` is what she may be
   * shown — the knife's victim or `null` (timed), every 指杀 target ascending (forum-25 F11) —
   * or `null` when she may be shown nothing (a blizzard, skills lost, F15).
   */
  onKnifeSettled?(tx: Tx, actor: SeatState, target: number | null | readonly number[], actedBefore: boolean): void;
  /** The night's knife waits for this actor's act (the thief may become a wolf, 000 §八(十)4). */
  holdsKnife?: boolean;
  /** The night does not wait for this actor (a passive skill: told only). */
  passive?: boolean;
  /** May act tonight, but the night does not wait for it (the wolf girl's optional inversion). */
  optional?: boolean;
  /** Effects of an accepted act that touch other seats (cupid's lovers, the thief's new card). */
  onAct?(tx: Tx, actor: SeatState, act: string, target: Target): void;
  /** A forced act when the actor's window runs out (cupid must link, R15 dreamweaver must dream). */
  onTimeout?(tx: Tx, actor: SeatState, n: number): { act: string; target: Target } | null;
  /**
   * Right after the knife (the snow wolf's devour replaces it, R14), before the wolf-win check.
   * Attacks and deaths go into `out` (intents, issue 22); the flow applies them at once, in order,
   * and counts the seats they put out among the night's deaths (`ledger.died`).
   */
  afterKnife?(tx: Tx, actor: SeatState, acts: NightAct[], ledger: NightLedger, out: Intent[]): void;
  /** After the knife and the poison: deaths that follow them (the dreamweaver's sleepwalker), pushed to `out` as in `afterKnife`. */
  afterPoison?(tx: Tx, actor: SeatState, acts: NightAct[], ledger: NightLedger, out: Intent[]): void;
}

/** What a seat shows right now: a role's data after its state (a turned wild child is a wolf). */
export type LiveTraits = Partial<Pick<RoleSpec, "team" | "knife" | "seenAs" | "selfDestruct" | "card">>;

/** A day skill used in a window of its own (000 §八(二)6 knight, §八(二)15 bard). */
export interface DaySkill {
  act: string;
  /** `before_exile_vote`: after the day's speeches; `after_exile_vote`: once the result is shown. */
  at: "before_exile_vote" | "after_exile_vote";
  /** Whether the window opens for this seat now (alive, unused, and the vote allows it). */
  available(s: GameState, self: SeatState, tally?: Record<string, number>): boolean;
  /** Validates the target; null = accepted. `null` target always declines. */
  validate(s: GameState, self: SeatState, target: Target, tally?: Record<string, number>): Reject | null;
}

/**
 * A card: data plus a few small pure hooks. `Id` and `A` are the card's own id and acts as
 * literals (a card module writes `Card<"seer", "check">`): the engine's `RoleId` and `ActId` unions
 * are derived from them (types-vocab.ts, issue 22 goal 1), so no list of ids is written by hand.
 * Everywhere else `RoleSpec` is any card (`RoleId`, `ActId`).
 */
export interface RoleSpec<Id extends string = RoleId, A extends string = ActId> {
  id: Id;
  /**
   * What players read about the card, per language: its name, card text and forum-25 commands line
   * (issue 22 goal 1, issue 23). Data the chat renders at delivery.
   */
  texts: ByLang<CardText>;
  team: Team;
  card: CardClass;
  /** Carries the wolves' knife (000 §八(三)2). */
  knife: boolean;
  /** What the seer is told (000 §八(二)8). */
  seenAs: "wolf" | "good";
  /** Rules of this role are complete in the engine; boards using others are refused for now. */
  implemented: boolean;
  /** How a self-destruct by this role is treated (000 §八(七)): normal for wolves, penalized for others. */
  selfDestruct: "wolf" | "penalized" | "forbidden" | "drowned";
  night?: NightSkill;
  /** Whether this dead seat may shoot under `rules` (hunter 000 §八(二)10, wolf king §八(二)2). */
  shootsOnDeath?(dead: SeatState, rules: Ruleset): boolean;
  /** The revealed idiot survives his first exile (000 §八(二)11, R11). */
  exileImmune?: boolean;
  /** While alive, blocks an opposing camp's bound-votes win (R18). */
  blocksBoundVotes?(s: GameState, self: SeatState): boolean;
  /**
   * The card's skills as data (issue 22): acts, timing, uses, tags and the words players type
   * (`skills.ts`). Every act list is derived from these; the hooks below do what they say.
   */
  skills: readonly Skill<A>[];
  /** Opens its eyes in the wolves' room (default: carries the knife; 000 §八(二)3,17). */
  wolfRoom?: boolean;
  /** Traits that depend on the game so far (wild child turned, wolf girl on night 1). */
  live?(s: GameState, self: SeatState): LiveTraits;
  /** The wolves may not knife this seat (wolf beauty, R16). */
  knifeForbidden?: boolean;
  /** A knife on this seat is an empty knife, shown so to the witch (snow wolf, 000 §八(二)17). */
  knifeVoid?: boolean;
  /**
   * Whether `self` stops the death of `target` by `cause` at `at` (sleepwalker, snow wolf at
   * night, old rogue's delayed death). May emit its own events (the rogue's wound). true = no death now.
   */
  intercept?(tx: Tx, self: SeatState, target: SeatState, cause: DeathCause, at: string): boolean;
  /**
   * Statuses the card starts the game with (the village chief's 长生, the sisters' 默契; F13, F15).
   * What a status does to attacks is the ruleset's effects order (`Ruleset.effects`: 长生 is a
   * spending protection against 指杀, the devotee's `adored` a replacement).
   */
  startStatuses?: readonly StatusId[];
  /**
   * After any death (`dead`, already out): a follower dies, a wild child's model is gone. Deaths
   * it causes go into `out` (intents, issue 22), applied in order right after it returns.
   */
  onDeath?(tx: Tx, self: SeatState, dead: SeatState, cause: DeathCause, at: string, out: DeathIntent[]): void;
  /** Whether `self` takes `target`'s night skills away on night `n` (snow wolf's blizzard). */
  blocksSkills?(s: GameState, self: SeatState, target: SeatState, n: number): boolean;
  /**
   * Whether `self` keeps `seat` from a speech of `purpose` today (silence elder, 000 §八(二)5: not
   * the campaign; the piper's charm, T23: every turn).
   */
  mutes?(s: GameState, self: SeatState, seat: number, purpose: SpeechPurpose): boolean;
  /** At the dawn announcement, after its win check (wild child turning, silence, bear's roar). */
  atDawn?(tx: Tx, self: SeatState): void;
  /** At nightfall before the actors are counted (wild child turning after a day death). */
  atNightfall?(tx: Tx, self: SeatState, n: number): void;
  /** When the day's speeches end (old rogue's delayed death, R13): deaths go into `out` (intents). */
  afterDaySpeeches?(tx: Tx, self: SeatState, out: Intent[]): void;
  /** Every night after the poison, dead or alive (rusty knight's rust, 000 §八(二)4): deaths go into `out` (intents). */
  eachNight?(tx: Tx, self: SeatState, n: number, out: Intent[]): void;
  /**
   * Whether a bottom of two cards voids the deal (thief, 000 §八(十)2), given the ruleset's void
   * pairs (`roles.thiefVoidBottoms`); a reason (`wolf_wolf`) or null.
   */
  voidsDeal?(bottom: readonly RoleId[], voids: readonly (readonly [string, string])[]): string | null;
  /** A day skill with a window of its own. */
  day?: DaySkill;
  /** A self-destruct that takes a player along (white wolf king, 001 二). */
  boomTakes?: boolean;
  /** A camp of its own, whatever its team (the piper, T23). */
  camp?: Camp;
  /** Whether `self` wins alone now (the piper: every other living single player charmed, T23). */
  winsAlone?(s: GameState, self: SeatState): boolean;
}

/** A card module's spec: its id and the acts of its skills as literals (`Card<"witch", "save" | "poison" | "pass">`). */
export type Card<Id extends string, A extends string = never> = RoleSpec<Id, A>;
