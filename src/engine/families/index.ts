/**
 * The engine's flow families behind one interface (issue 22 goal 2). A ruleset names its family
 * (`Ruleset.family`: `timed` or `calendar`) and a calendar ruleset its flow (`plan.calendar`);
 * `familyOf` is the only place in the engine that reads them to pick a flow. engine.ts, plan.ts,
 * the judge and the public view ask the family for what differs per flow: the timed turns of seed
 * 000 (`timed/`: ranked-s7, classic, table), forum-25 (`forum-25/`, F1–F26) and forum-hk
 * (`forum-hk/`, HK1–HK151). Each is a thin adapter over its flow's modules.
 */

import type { Ruleset } from "../rulesets/ruleset.ts";
import type { Tx } from "../tx.ts";
import type { Command, GameSetup, JudgeCommand, Reject, Timer } from "../types.ts";
import { FORUM_25_FAMILY } from "./forum-25/index.ts";
import { FORUM_HK_FAMILY } from "./forum-hk/index.ts";
import { TIMED_FAMILY } from "./timed/index.ts";
import type { ActFn } from "./timed/judge.ts";

/** A family's id: the flow it runs. */
export type FamilyId = "timed" | "forum-25" | "forum-hk";

/** A player's act command, as `decide` hands it to its family. */
export type ActCommand = Extract<Command, { type: "act" }>;

/** What the engine asks of a game's flow family. */
export interface Family {
  /** The flow it runs (`timed`, `forum-25`, `forum-hk`). */
  readonly id: FamilyId;
  /**
   * Days on local clock times (F1, HK8): the setup carries `startAt` (and may carry `tz`,
   * `utcOffsetMin`), which other families refuse; its deadlines are clock times posted in the
   * thread, so the judge's `outage` moves none of them.
   */
  readonly calendar: boolean;
  /**
   * Its cards are the base cards (roles/): a thief's bottom may void the deal (000 §八(十)2) and
   * cards start with their statuses (`grantStart`: forum-25's 长生, 默契, F13, F15).
   */
  readonly baseCards: boolean;
  /** Whether `setup` asks for a deal the engine draws at creation (`"deal": "draw"`, forum-hk HK2). */
  drawnDeal(setup: GameSetup): boolean;
  /**
   * Its own boards and deal rules, replacing the shared board checks (forum-hk, `families/forum-hk/setup.ts`),
   * run after the calendar fields; null for a family on the shared boards (boards.ts).
   */
  readonly ownDeal: ((setup: GameSetup) => Reject | null) | null;
  /** A rule of its own on a custom board, after the shared custom checks (forum-25: no single sister). */
  customBoard(setup: GameSetup): Reject | null;
  /** Starts the game once created: its first phase (night 1; forum-25's and forum-hk's phase S). */
  begin(tx: Tx): void;
  /**
   * A player's act, once the pause and the act's structured value are checked: its own seat and
   * target checks, then its act dispatch. A reject changes nothing.
   */
  act(tx: Tx, cmd: ActCommand): Reject | null;
  /** One of its timers fell due (already removed from the state). */
  timeout(tx: Tx, t: Timer): void;
  /**
   * Its own judge rulings (after the ruleset's refused ones): a reject or null when it decides the
   * ruling (forum-25's directors' rulings, every ruling of forum-hk, HK137), undefined to leave it
   * to the shared rulings (flow/judge.ts). `logged` emits the `judge_acted` event.
   */
  judge(tx: Tx, cmd: JudgeCommand, logged: () => void): Reject | null | undefined;
  /** The act the judge's `correct` applies for a seat (000 §九4①); null where no act is corrected. */
  readonly correctAct: ActFn | null;
  /** A card's Chinese name, as the public view shows a flipped card. */
  cardName(id: string): string;
}

/** A family as its folder implements it; this module names it (`id`). */
export type FamilyFlow = Omit<Family, "id">;

const TIMED: Family = { id: "timed", ...TIMED_FAMILY };
const FORUM_25: Family = { id: "forum-25", ...FORUM_25_FAMILY };
const FORUM_HK: Family = { id: "forum-hk", ...FORUM_HK_FAMILY };

/** Every family, in the order of `FamilyId`. */
export const FAMILIES: readonly Family[] = [TIMED, FORUM_25, FORUM_HK];

/**
 * The family of a ruleset: `timed`, or by its `plan.calendar` forum-25's (`forum`) or forum-hk's
 * (`hk`). The one place in the engine that reads `family` and `plan.calendar`.
 */
export function familyOf(rules: Pick<Ruleset, "family" | "plan">): Family {
  if (rules.family !== "calendar") return TIMED;
  return rules.plan.calendar === "hk" ? FORUM_HK : FORUM_25;
}
