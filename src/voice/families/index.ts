/**
 * The judge's voice per family (issue 22 goal 2; issue 23 goal 1: the voice sits below app/):
 * each flow the game is played by speaks in its own folder — `timed/` (ranked-s7, classic, table:
 * the shared voice of `../narrate.ts`), `forum-25/` (seed 004) and `forum-hk/` (seed 002) — each a
 * {@link VoiceFamily}: its narration, its wording of refusals, its opening, its status board and
 * seat help, and its word for the one who runs the game. {@link voiceFamilyOf} picks a family by
 * the ruleset's data (`engine/rulesets/flow.ts`), never by its id. The chat's own families
 * (src/chat/families/: desks, table controls, the lobby's silence) each carry theirs.
 */
import type { Board } from "../../engine/boards.ts";
import { type FlowId, flowOf } from "../../engine/rulesets/flow.ts";
import type { Ruleset } from "../../engine/rulesets/index.ts";
import type { GameEvent, GameState, Reject } from "../../engine/types.ts";
import type { Msg } from "../../vocab/msg.ts";
import type { Message } from "../narrate-voice.ts";
import { FORUM_25_VOICE } from "./forum-25/index.ts";
import { FORUM_HK_VOICE } from "./forum-hk/index.ts";
import { TIMED_VOICE } from "./timed/index.ts";

/** How the judge speaks in one flow; every flow answers every member (null: the timed table's shared voice). */
export interface VoiceFamily {
  /** The flow (`engine/rulesets/flow.ts`), the family's folder name. */
  readonly id: FlowId;
  /**
   * A game's messages for one event (narrate.ts's entry), given the state before and after it.
   * Null for the timed family: narrate.ts's own table voice.
   */
  readonly narrate: ((before: GameState, e: GameEvent, after: GameState) => Message[]) | null;
  /** The family's own wording of a shared reject code (forum-hk's), or undefined: the shared text (texts.ts). */
  rejectWording(code: string): ((r: Reject) => Msg) | undefined;
  /**
   * A room's opening text (`开房`), given the opener's quoted name without a leading 法官/导演
   * and the board; null for the timed family, whose opening the lobby writes (ruleset, match,
   * ranked or not).
   */
  readonly opening: ((judge: string, board: Board) => Msg) | null;
  /** What players call the one who runs the game: 法官 (timed) or 导演 (the calendar's directors, 004 2L). */
  readonly judgeWord: "法官" | "导演";
  /** A game's status board (`状态` by DM); null for the timed family (status.ts's board, by viewer). */
  readonly status: ((st: GameState) => Msg) | null;
  /** A seat's help (`帮助` by DM: his card and what he may send); null for the timed family (the seat DMs' help). */
  readonly help: ((st: GameState, seat: number) => Msg) | null;
}

/** The voice families by flow. */
export const VOICE_FAMILIES: Readonly<Record<FlowId, VoiceFamily>> = {
  timed: TIMED_VOICE,
  "forum-25": FORUM_25_VOICE,
  "forum-hk": FORUM_HK_VOICE,
};

/**
 * The voice family of a ruleset: the ruleset, its id, or a game naming it (`{ ruleset }`). An id
 * no ruleset has (an old or foreign log) gets the timed family, as before.
 */
export function voiceFamilyOf(of: Ruleset | string | { ruleset: string }): VoiceFamily {
  return VOICE_FAMILIES[flowOf(of)];
}
