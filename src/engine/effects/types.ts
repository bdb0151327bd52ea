/**
 * The shapes of the shared effects pipeline (issue 22 goal 2: selection → redirections →
 * protections → replacement → death, in the ruleset's order). Types only: the pipeline is
 * `pipeline.ts`, the flow's applier `flow/effects.ts`.
 */
import type { Attack, DamageType, DeathCause, SeatState, SeatStatus, StatusId } from "../types.ts";

export type { Attack, DamageType };

/** Every damage type (for a row that stops all but some). */
export const DAMAGE_TYPES: readonly DamageType[] = ["pointed", "pierce", "crit", "lethal", "exile", "red_card"];

/**
 * One step of a ruleset's settlement order (`EffectsOrder.steps`), checked in list order for each
 * attack; the first step that decides ends it, and an attack no step decides puts its
 * settlement target out (the death stage, `flow/deaths.ts` `kill`).
 */
export type EffectStep =
  /**
   * HK28: a named redirector (`SettleContext.redirectors`) may move the settlement target; the
   * selection target stays the attack's `target` (HK30: `about`). Each is checked once, in list
   * order, before every other step (selection → redirections → the rest).
   */
  | { step: "redirect"; id: string }
  /**
   * A protection (HK34): a status of the settlement target that stops the damage types
   * `stops`. `spends`: one count of the instance is used (HK35: the one ending soonest; 守护:∞
   * stops without running out; 长生, a one-time immunity), else it stays (the timed guard and
   * antidote, 坚韧, 不死). An instance with a scope (`SeatStatus.vs`, HK36) answers only the
   * damage it names. `voidedBy`: while the target holds that status, this protection does not
   * protect him (HK33 [漏洞]: 守护, 坚韧, 不死).
   */
  | { step: "protect"; status: StatusId; stops: readonly DamageType[]; spends?: boolean; voidedBy?: StatusId }
  /**
   * A replacement (F14 情痴, HK112 侍从): when the settlement target holds `status` from a living
   * seat with its skills (the replacer), the replacer goes out in its place, by `cause` (`null`:
   * the attack's own), the attack's damage taken over; the attack does nothing more.
   * `spends`: the status is used up (侍从's once a night). `unlessHit`: not when the replacer
   * himself is effectively hit in the same resolution (情痴 注). `shieldedBy`: the replacer's own
   * protections (rows of this order, by status) that cancel the replacement when they would stop
   * the damage (HK112: 不死, 坚韧; not 守护) — the target then goes on to the next steps.
   */
  | {
      step: "replace";
      status: StatusId;
      damages: readonly DamageType[];
      cause: DeathCause | null;
      spends?: boolean;
      unlessHit?: boolean;
      shieldedBy?: readonly StatusId[];
      /** A public notice of the replacement (004 3L 情痴 替死 "并公示"). */
      notice?: "devotion";
    }
  /**
   * HK116 白猫 猫有九命: the target holding `status` flips and stays (the status spent); the
   * flow schedules his delayed 致死伤害 (cause `nine_lives`, sourceless, HK37). A later out is final (HK139).
   */
  | { step: "flip"; status: StatusId; damages: readonly DamageType[] };

/** A ruleset's pipeline as data (`Ruleset.effects`). */
export interface EffectsOrder {
  /** Each attack kind's damage type (the acts of the ruleset's cards). */
  damage: Readonly<Record<string, DamageType>>;
  /** The settlement order (HK34; 000 §八(二)13; F8, F14, F15, F17). */
  steps: readonly EffectStep[];
  /**
   * Protections that cancel each other: a target holding every status of a set is protected by
   * none of them (000 §八(二)13 同守同救: `[["guarded", "saved"]]`; forum-25 none, F11).
   */
  cancelling: readonly (readonly StatusId[])[];
}

/** The seats the pipeline reads (a `GameState` is one). */
export interface Board {
  seats: readonly SeatState[];
}

/** HK28: a redirector: the new settlement target of `attack` now on `current`, or null to leave it. */
export type Redirector = (board: Board, attack: Attack, current: number) => number | null;

/** What the pipeline needs besides the board and the order. */
export interface SettleContext {
  /** Seats effectively hit earlier in the same resolution (`unlessHit`, 情痴 注). */
  hit?: readonly number[];
  /** The redirectors the order's `redirect` steps name (HK28; forum-hk's cards, step 2). */
  redirectors?: Readonly<Record<string, Redirector>>;
  /** A seat's real camp now (HK36: an instance's `vs.camp`); absent: a camp-scoped instance stops nothing. */
  campOf?: (seat: number) => string | null;
  /**
   * HK35: when an instance ends, as a number (sooner = smaller); absent: an instance with an end
   * before a lasting one. Equal ends: the one granted first.
   */
  endOrder?: (st: SeatStatus) => number;
  /**
   * Whether instance `st` on `x` is out of force now (forum-hk HK41: a forced skill's status while the
   * skill is lost): it stops nothing and is not spent. Absent: every instance is in force.
   */
  dormant?: (st: SeatStatus, x: SeatState) => boolean;
  /** Charges already used per instance (a dry run's own bookkeeping; `effectiveTargets`). */
  used?: Map<SeatStatus, number>;
  /** Skip the replacement and flip steps (what reaches each target on its own: 情痴 注). */
  protectionsOnly?: boolean;
}

/** A status instance the pipeline used: where, and how many charges it has left (`null`: never runs out). */
export interface Spent {
  seat: number;
  status: SeatStatus;
  left: number | null;
}

/**
 * What the pipeline decided for one attack (the entry point's answer). `about` is the selection
 * target, `settledOn` the settlement target after the redirections (HK30). At most one of
 * `stopped`, `replaced`, `flipped` is set; `out` is who goes out (the target, or the replacer), by
 * which cause and damage, or null (void: target already out, or stopped, or flipped).
 */
export interface Settlement {
  attack: Attack;
  about: number;
  settledOn: number;
  redirectedBy: string[];
  stopped: { seat: number; status: StatusId } | null;
  replaced: { by: number; status: StatusId; notice?: "devotion" } | null;
  flipped: { seat: number; status: StatusId } | null;
  out: { seat: number; cause: DeathCause; damage: DamageType; source: number | null } | null;
  /** The status instances spent on the way (the flow spends them: `statuses.ts` `spendInstance`). */
  spent: Spent[];
}
