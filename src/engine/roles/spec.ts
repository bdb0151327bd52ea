/**
 * A role is data plus a few small pure hooks. The flow modules never branch on a role id:
 * they ask the spec (team, card class, knife, night skill, shot on death, exile immunity).
 */
import type { Tx } from "../tx.ts";
import type { CardClass, GameState, NightAct, Reject, RoleId, SeatState, Target, Team } from "../types.ts";

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
}

export interface NightSkill {
  /** Position in the night order (R14): lower resolves first; the knife is at 50. */
  step: number;
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
  /** When the knife settles (witch: told the knife target, R27). */
  onKnifeSettled?(tx: Tx, actor: SeatState, target: number | null, actedBefore: boolean): void;
}

export interface RoleSpec {
  id: RoleId;
  /** Chinese card name as players say it. */
  zh: string;
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
  /** Whether this dead seat may shoot (hunter 000 §八(二)10, wolf king §八(二)2). */
  shootsOnDeath?(dead: SeatState): boolean;
  /** The revealed idiot survives his first exile (000 §八(二)11, R11). */
  exileImmune?: boolean;
  /** While alive, blocks an opposing camp's bound-votes win (R18). */
  blocksBoundVotes?(s: GameState, self: SeatState): boolean;
}

/** Shared target check: a living seat (or null when `allowNone`). */
export function targetAlive(s: GameState, target: Target, allowNone: boolean): Reject | null {
  if (target === null || target === undefined) return allowNone ? null : { code: "target.required" };
  if (typeof target !== "number" || !Number.isInteger(target) || target < 1 || target > s.seats.length)
    return { code: "target.not_a_seat", target };
  if (!s.seats[target - 1].alive) return { code: "target.dead", target };
  return null;
}

/**
 * The night step of a shooter (hunter, wolf king): no input, but at the end of each night he is
 * told whether he could shoot if he died now (000 §八(一)5 "猎人确认开枪状态").
 */
export const shotStatusSkill: NightSkill = {
  step: 90,
  acts: [],
  prompt: "nightfall",
  active: () => false,
  validate: () => ({ code: "act.not_yours" }),
  tell(tx, actor, _acts, ledger) {
    tx.emit({ type: "told", seat: actor.seat, kind: "shoot", value: !ledger.poisoned.includes(actor.seat) });
  },
};

/**
 * Shot allowed unless poisoned (even when the knife killed him the same night), drowned,
 * self-destructed, penalized or dead for love (000 §八(二)2,10, R21).
 */
export const shootsUnlessSilenced = (dead: SeatState) =>
  dead.mem.poisoned !== true &&
  dead.cause !== null &&
  !["poison", "drowned", "self_destruct", "penalty", "lover", "dream"].includes(dead.cause);
