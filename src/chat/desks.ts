/**
 * The calendar games' desks (family "calendar"): forum-25's {@link ForumDesk} (seed 004) and
 * forum-hk's {@link HkDesk} (seed 002). The router and the DM handlers pick one per game by its
 * chat family ({@link CalendarDesks.deskFor}, `families/`); each takes the thread, the wolves'
 * group, a seat's DMs and a director's DMs of its games.
 */
import { calendarRulesetIds } from "../engine/rulesets/flow.ts";
import type { GameState } from "../engine/types.ts";
import type { GameLookups } from "../store/games.ts";
import type { ForumDesk, ForumGame, Msg, Reply } from "./families/forum-25/desk.ts";
import type { HkDesk } from "./families/forum-hk/desk.ts";
import { chatFamilyOf } from "./families/index.ts";

/** What a calendar game's desk answers (ForumDesk, HkDesk). */
export interface CalendarDesk {
  /** A message in the game's thread (the match group). */
  thread(m: Msg, game: ForumGame, state: () => Promise<GameState | null>): Promise<Reply[]>;
  /** A seat's DM. */
  direct(m: Msg, gameId: string, seat: number, st: GameState): Promise<Reply[]>;
  /** A message in the game's wolves' group. */
  wolves(m: Msg, gameId: string, seat: number, st: GameState): Promise<Reply[]>;
  /** A director's DM: his command or `状态`; null when it is neither. */
  directorDm(m: Msg, game: ForumGame, state: () => Promise<GameState | null>): Promise<Reply[] | null>;
}

export class CalendarDesks {
  constructor(
    /** forum-25's desk. */
    readonly forum: ForumDesk,
    /** forum-hk's desk. */
    readonly hk: HkDesk,
    private readonly games: GameLookups,
    /** The ids of the rulesets played on the calendar (`engine/rulesets/flow.ts`): what {@link directed} looks among. */
    private readonly calendarRulesets: readonly string[] = calendarRulesetIds(),
  ) {}

  /** The desk of a game's chat family (`families/`), or null for a timed game (the router's own path). */
  deskFor(game: { ruleset: string }): CalendarDesk | null {
    return chatFamilyOf(game).desk?.(this) ?? null;
  }

  /** The newest running forum game (forum-25 or forum-hk) `contactId` directs, if any. */
  directed(contactId: string): Promise<ForumGame | null> {
    return this.games.runningForumDirectedBy(contactId, this.calendarRulesets);
  }
}
