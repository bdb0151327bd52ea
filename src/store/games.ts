/**
 * The chat's look-ups of games, seats and players (issue 24 goal 1: every statement in the store)
 * beside the per-message ones of `whereabouts.ts`: a game with its seats, the game a judge, an
 * inspector or a forum director runs, the names on a game's seats, a game's private rooms (a forum
 * substitute's seat change is its command's, game-writes.ts); and the web pages' reads (a game, the recent games, a
 * judge's or inspector's games, events after a sequence number, commands, forum post counts).
 */

import { type Msg, storedMsg } from "../vocab/msg.ts";
import type { Db } from "./db.ts";

/** A game row with its seats (what the forum desk reads). */
export interface GameWithSeats {
  id: string;
  judgeId: string;
  directors: string[];
  matchGroupId: string;
  /** The game's ruleset (forum-25, forum-hk …): picks its desk. */
  ruleset: string;
  seats: { seat: number; playerId: string | null }[];
}

/** A private room column of a game (the wolves', forum-25's lovers' and sisters'). */
export type RoomColumn = "wolfRoomId" | "loversRoomId" | "sistersRoomId";

/** The chat's game look-ups (see the module comment). */
export class GameLookups {
  constructor(private readonly db: Db) {}

  /** The game with its seats. Throws when it does not exist. */
  gameWithSeats(gameId: string): Promise<GameWithSeats> {
    return this.db.game.findUniqueOrThrow({ where: { id: gameId }, include: { seats: true } });
  }

  /** The newest running game `contactId` inspects (督察长), or null. */
  async runningInspectedBy(contactId: string): Promise<{ id: string } | null> {
    return this.db.game.findFirst({
      where: { inspectorId: contactId, status: "running" },
      orderBy: { createdAt: "desc" },
      select: { id: true },
    });
  }

  /** The id of the newest game of match group `matchGroupId` (any status), or null. */
  /** The ids of the running games in the match groups `groups` (a deadline driver's tables). */
  async runningIn(groups: readonly string[]): Promise<string[]> {
    const rows = await this.db.game.findMany({
      where: { status: "running", matchGroupId: { in: [...groups] } },
      select: { id: true },
    });
    return rows.map((r) => r.id);
  }

  async latestIn(matchGroupId: string): Promise<string | null> {
    const g = await this.db.game.findFirst({
      where: { matchGroupId },
      orderBy: { createdAt: "desc" },
      select: { id: true },
    });
    return g?.id ?? null;
  }

  /** The newest running game `judgeId` judges (its id and match group), or null. */
  async runningJudgedBy(judgeId: string): Promise<{ id: string; matchGroupId: string; ruleset: string } | null> {
    return this.db.game.findFirst({
      where: { judgeId, status: "running" },
      orderBy: { createdAt: "desc" },
      select: { id: true, matchGroupId: true, ruleset: true },
    });
  }

  /**
   * The newest running forum game `contactId` directs (opener or added director), with its seats;
   * or null. `rulesets`: the ids of the rulesets played on the calendar (the caller's, from the
   * rulesets' data: `engine/rulesets/flow.ts`).
   */
  runningForumDirectedBy(contactId: string, rulesets: readonly string[]): Promise<GameWithSeats | null> {
    return this.db.game.findFirst({
      where: {
        status: "running",
        ruleset: { in: [...rulesets] },
        OR: [{ judgeId: contactId }, { directors: { has: contactId } }],
      },
      orderBy: { createdAt: "desc" },
      include: { seats: true },
    });
  }

  /** The game's directors: the opener and the added ones (004 2L 导演; HK118's question goes to them); [] for no such game. */
  async directorsOf(gameId: string): Promise<string[]> {
    const g = await this.db.game.findUnique({ where: { id: gameId }, select: { judgeId: true, directors: true } });
    return g ? [g.judgeId, ...g.directors] : [];
  }

  /** The game's wolves' room id, or null. */
  async wolfRoomOf(gameId: string): Promise<string | null> {
    return (await this.db.game.findUnique({ where: { id: gameId }, select: { wolfRoomId: true } }))?.wolfRoomId ?? null;
  }

  /** Records a private room the bot made (or found) for the game. */
  async setRoom(gameId: string, column: RoomColumn, roomId: string): Promise<void> {
    await this.db.game.update({ where: { id: gameId }, data: { [column]: roomId } });
  }

  /** Display names on the game's seats (as the players last signed up), by seat. */
  async seatNames(gameId: string): Promise<Record<number, string>> {
    const seats = await this.db.seat.findMany({ where: { gameId }, include: { player: true } });
    const names: Record<number, string> = {};
    for (const x of seats) if (x.player?.displayName) names[x.seat] = x.player.displayName;
    return names;
  }

  /** Whether the contact sits in another running game than `gameId`. */
  async seatedInOtherRunningGame(contactId: string, gameId: string): Promise<boolean> {
    const s = await this.db.seat.findFirst({
      where: { playerId: contactId, gameEnded: false, gameId: { not: gameId }, game: { status: "running" } },
      select: { gameId: true },
    });
    return s !== null;
  }

  /** Whether a player with this contact id is on record. */
  async playerExists(id: string): Promise<boolean> {
    return (await this.db.player.findUnique({ where: { id }, select: { id: true } })) !== null;
  }

  /** The messages the seat was told by DM in the game (before their language), oldest first. */
  async seatDms(gameId: string, seat: number): Promise<Msg[]> {
    const told = await this.db.outboxMessage.findMany({
      where: { gameId, audience: "seat", seat, op: "say" },
      orderBy: { id: "asc" },
      select: { text: true, msg: true },
    });
    return told.map(storedMsg);
  }

  // ── the web pages' reads ─────────────────────────────────────────────────────────────────

  /** The game row, or null. */
  game(id: string) {
    return this.db.game.findUnique({ where: { id } });
  }

  /** The newest games (up to `take`, default 50), of one status when given, newest first. */
  recentGames(take = 50, status?: string) {
    return this.db.game.findMany({ where: status ? { status } : {}, orderBy: { createdAt: "desc" }, take });
  }

  /** The newest games a judge judged or an inspector inspected (up to 30), newest first. */
  gamesOf(who: { judgeId: string } | { inspectorId: string }, take = 30) {
    return this.db.game.findMany({ where: who, orderBy: { createdAt: "desc" }, take });
  }

  /** Whether the contact inspected any game. */
  async inspectedAny(contactId: string): Promise<boolean> {
    return (await this.db.game.findFirst({ where: { inspectorId: contactId }, select: { id: true } })) !== null;
  }

  /** The game's events after `seq`, in order (up to `take` when given). */
  eventsAfter(gameId: string, seq: number, take?: number) {
    return this.db.gameEvent.findMany({
      where: { gameId, seq: { gt: seq } },
      orderBy: { seq: "asc" },
      ...(take ? { take } : {}),
    });
  }

  /** The game's snapshot (its state as stored, and the number of events it folds), or null. */
  snapshot(gameId: string): Promise<{ state: unknown; version: number } | null> {
    return this.db.snapshot.findUnique({ where: { gameId }, select: { state: true, version: true } });
  }

  /** The game's first event (its `game_created`), or null. */
  firstEvent(gameId: string) {
    return this.db.gameEvent.findFirst({ where: { gameId, seq: 1 } });
  }

  /** The game's commands in order (what replays it). */
  commands(gameId: string) {
    return this.db.gameCommand.findMany({ where: { gameId }, orderBy: { seq: "asc" } });
  }

  /** forum-25's post counts per seat and day. */
  forumPostCounts(gameId: string) {
    return this.db.forumPostCount.findMany({ where: { gameId } });
  }

  /** The game's seats with their players (contact id and display name, null when none). */
  async seatRows(gameId: string): Promise<{ seat: number; playerId: string | null; name: string | null }[]> {
    const rows = await this.db.seat.findMany({ where: { gameId }, include: { player: true } });
    return rows.map((r) => ({ seat: r.seat, playerId: r.playerId, name: r.player?.displayName ?? null }));
  }
}
