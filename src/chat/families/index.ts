/**
 * The chat's families (issue 22 goal 2): each flow the chat serves is a folder with the same
 * skeleton — `timed/` (ranked-s7, classic, table: the router's own path), `forum-25/` (seed 004,
 * the ForumDesk) and `forum-hk/` (seed 002, the HkDesk) — each a {@link ChatFamily}: its handlers,
 * its voice, its wording. {@link chatFamilyOf} is the only place in the chat that picks a flow,
 * by the ruleset's data (`app/ruleset-flow.ts`), never by its id: a handler asks its game's family
 * instead of testing a ruleset.
 */

import type { Board } from "../../engine/boards.ts";
import type { FlowId } from "../../engine/rulesets/flow.ts";
import { flowOf } from "../../engine/rulesets/flow.ts";
import type { Ruleset } from "../../engine/rulesets/index.ts";
import type { GameEvent, GameState, Reject } from "../../engine/types.ts";
import type { Msg } from "../../vocab/msg.ts";
import type { Message } from "../../voice/narrate-voice.ts";
import type { CalendarDesk, CalendarDesks } from "../desks.ts";
import { FORUM_25_FAMILY } from "./forum-25/index.ts";
import { FORUM_HK_FAMILY } from "./forum-hk/index.ts";
import { TIMED_FAMILY } from "./timed/index.ts";

/** What the chat does differently per flow; every flow answers every member (null: the timed table's own path). */
export interface ChatFamily {
  /** The flow (`app/ruleset-flow.ts`), the family's folder name. */
  readonly id: FlowId;
  /**
   * The handlers of a running game: the desk (of `desks`) that takes its thread, its wolves'
   * group, a seat's DMs and a director's DMs — forum-25's ForumDesk, forum-hk's HkDesk. Null for
   * the timed family: the router's own path (the table, the wolves' room, the seat DMs), whose
   * places the router keeps and guesses.
   */
  readonly desk: ((desks: CalendarDesks) => CalendarDesk) | null;
  /**
   * The voice: a game's messages for one event (narrate.ts's entry), given the state before and
   * after it. Null for the timed family: narrate.ts's own table voice.
   */
  readonly voice: ((before: GameState, e: GameEvent, after: GameState) => Message[]) | null;
  /** The family's own wording of a shared reject code (forum-hk's), or undefined: the shared text (texts.ts). */
  rejectWording(code: string): ((r: Reject) => Msg) | undefined;
  /**
   * Whether the judge's risky table controls (警告, 判负, 作废 … confirmed by DM, judge-controls.ts)
   * apply; false for forum-hk (HK137: its directors have no table controls, its desk answers them).
   */
  readonly tableControls: boolean;
  /**
   * A room's opening text (`开房`), given the opener's quoted name without a leading 法官/导演
   * and the board; null for the timed family, whose opening the lobby writes (ruleset, match,
   * ranked or not).
   */
  readonly opening: ((judge: string, board: Board) => Msg) | null;
  /** What players call the one who runs the game: 法官 (timed) or 导演 (the calendar's directors, 004 2L). */
  readonly judgeWord: "法官" | "导演";
  /**
   * Whether seated players must be silent in the group between the room's opening and the
   * campaign (000 §五3: the judge is told); false where the group is the 联谊群 (004 7L 11).
   */
  readonly silentLobby: boolean;
  /** A game's status board (`状态` by DM); null for the timed family (judge-controls.ts's board, by viewer). */
  readonly status: ((st: GameState) => Msg) | null;
  /** A seat's help (`帮助` by DM: his card and what he may send); null for the timed family (the seat DMs' help). */
  readonly help: ((st: GameState, seat: number) => Msg) | null;
}

/** The families by flow. */
export const CHAT_FAMILIES: Readonly<Record<FlowId, ChatFamily>> = {
  timed: TIMED_FAMILY,
  "forum-25": FORUM_25_FAMILY,
  "forum-hk": FORUM_HK_FAMILY,
};

/**
 * The chat family of a ruleset: the ruleset, its id, or a game naming it (`{ ruleset }`). An id
 * no ruleset has (an old or foreign log) gets the timed family, as before.
 */
export function chatFamilyOf(of: Ruleset | string | { ruleset: string }): ChatFamily {
  return CHAT_FAMILIES[flowOf(of)];
}
