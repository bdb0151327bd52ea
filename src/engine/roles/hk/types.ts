/**
 * The shape of a forum-hk card module (seed 002; ../shared/forum-hk-roles.md): its skills as data
 * (`Skill`, as the timed cards declare theirs) and the small hooks the forum-hk flow (`hk/`) calls:
 * `settle` at the act's step when its block is processed (HK9, HK13), `atStartEnd` at C₀ for a 开局
 * skill (HK131), `atOpening` at each 09:00 opening (HK66).
 */
import type { Tx } from "../../tx.ts";
import type { ActValue, GameState, Reject, Target } from "../../types.ts";
import type { Skill } from "../skills.ts";

/** An act being settled at its step: its user, act, target and value, and the night's number. */
export interface HkSettle {
  seat: number;
  act: string;
  target: Target;
  value?: ActValue;
  /** The night (N<n>) being processed; 0 for phase S. */
  n: number;
}

/** A forum-hk skill as data: `Skill`'s fields, with forum-hk's own act ids (`acts.ts`). */
export type HkSkill = Omit<Skill, "acts"> & { acts: readonly string[] };

/** A forum-hk card the engine implements. */
export interface HkCardSpec {
  id: string;
  /** The card's rules as the directors explain them (Chinese). */
  rules: string;
  skills: readonly HkSkill[];
  /**
   * Settles one accepted act at its step (HK13): the flow calls it only when its user may still use
   * the skill (not out, no blocking status) and tells nothing itself; the card emits what it does
   * and what it tells (HK12: a block's results are told at its end, which is now).
   */
  settle?(tx: Tx, a: HkSettle): void;
  /** The card's own check of an act when it is sent (after the window, status and target checks), or null. */
  validate?(s: GameState, seat: number, act: string, target: Target, value?: ActValue): Reject | null;
  /** At C₀, for a 开局 skill never sent: its silent default (HK126, HK129; `draws` or `seed`). */
  silentStart?(tx: Tx, seat: number): void;
  /** At each opening (09:00), after the out list (HK66: 被诽谤). */
  atOpening?(tx: Tx, seat: number, n: number): void;
}
