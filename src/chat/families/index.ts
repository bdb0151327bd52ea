/**
 * The chat's families (issue 22 goal 2): each flow the chat serves is a folder with the same
 * skeleton — `timed/` (ranked-s7, classic, table: the router's own path), `forum-25/` (seed 004,
 * the ForumDesk) and `forum-hk/` (seed 002, the HkDesk) — each a {@link ChatFamily}: its handlers
 * and its rules of the table, with its voice (src/voice/families/, below app: narration, wording,
 * opening, status, help). {@link chatFamilyOf} is the only place in the chat that picks a flow,
 * by the ruleset's data (`engine/rulesets/flow.ts`), never by its id: a handler asks its game's
 * family instead of testing a ruleset.
 */
import type { FlowId } from "../../engine/rulesets/flow.ts";
import { flowOf } from "../../engine/rulesets/flow.ts";
import type { Ruleset } from "../../engine/rulesets/index.ts";
import type { VoiceFamily } from "../../voice/families/index.ts";
import type { CalendarDesk, CalendarDesks } from "../desks.ts";
import { FORUM_25_FAMILY } from "./forum-25/index.ts";
import { FORUM_HK_FAMILY } from "./forum-hk/index.ts";
import { TIMED_FAMILY } from "./timed/index.ts";

/** What the chat does differently per flow; every flow answers every member (null: the timed table's own path). */
export interface ChatFamily {
  /** The flow (`engine/rulesets/flow.ts`), the family's folder name. */
  readonly id: FlowId;
  /** Its voice (src/voice/families/): narration, refusals' wording, opening, status, help, 法官 or 导演. */
  readonly voice: VoiceFamily;
  /**
   * The handlers of a running game: the desk (of `desks`) that takes its thread, its wolves'
   * group, a seat's DMs and a director's DMs — forum-25's ForumDesk, forum-hk's HkDesk. Null for
   * the timed family: the router's own path (the table, the wolves' room, the seat DMs), whose
   * places the router keeps and guesses.
   */
  readonly desk: ((desks: CalendarDesks) => CalendarDesk) | null;
  /**
   * Whether the judge's risky table controls (警告, 判负, 作废 … confirmed by DM, judge-controls.ts)
   * apply; false for forum-hk (HK137: its directors have no table controls, its desk answers them).
   */
  readonly tableControls: boolean;
  /**
   * Whether seated players must be silent in the group between the room's opening and the
   * campaign (000 §五3: the judge is told); false where the group is the 联谊群 (004 7L 11).
   */
  readonly silentLobby: boolean;
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
