/**
 * The calendar games' desks (family "calendar"): forum-25's {@link ForumDesk} (seed 004) and
 * forum-hk's {@link HkDesk} (seed 002). The router and the DM handlers pick one per game by its
 * ruleset ({@link CalendarDesks.deskFor}); each takes the thread, the wolves' group, a seat's DMs
 * and a director's DMs of its games.
 */
import type { GameState } from "../engine/types.ts";
import type { GameLookups } from "../store/games.ts";
import type { ForumDesk, ForumGame, Msg, Reply } from "./forum.ts";
import type { HkDesk } from "./hk/desk.ts";

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
    private readonly forum: ForumDesk,
    private readonly hk: HkDesk,
    private readonly games: GameLookups,
  ) {}

  /** The desk of a game's ruleset: forum-hk's, else forum-25's. */
  deskFor(game: { ruleset: string }): CalendarDesk {
    return game.ruleset === "forum-hk" ? this.hk : this.forum;
  }

  /** The newest running forum game (forum-25 or forum-hk) `contactId` directs, if any. */
  directed(contactId: string): Promise<ForumGame | null> {
    return this.games.runningForumDirectedBy(contactId);
  }
}
