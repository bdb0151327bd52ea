/**
 * The table matches' rows (T22; issue 24 goal 1: every statement in the store): a match, the
 * games it played with their score sheets, and the 黄金内裤 holder (T20). `MatchBook`
 * (src/app/match.ts) holds the rules and the views; these return the rows as `MatchRow`.
 */
import type { Prisma } from "../generated/prisma/client.ts";
import type { Db } from "./db.ts";

/** A match row with its played games (`scoring` and `sheet` as stored JSON). */
export interface MatchRow {
  id: string;
  matchGroupId: string;
  ruleset: string;
  board: string;
  games: number;
  status: string;
  scoring: unknown;
  protectedId: string | null;
  played: { n: number; gameId: string; protectedSeat: number | null; sheet: unknown }[];
}

/** The room row a match game was played in (its seats as signed up). */
export interface MatchRoomRow {
  matchId: string | null;
  matchGroupId: string;
  judgeId: string;
  board: string;
  ruleset: string;
  seats: unknown;
}

/** The match statements (see the module comment). */
export class MatchStore {
  constructor(private readonly db: Db) {}

  /** Whether the group has a match under way. */
  async hasOpen(matchGroupId: string): Promise<boolean> {
    return (await this.db.match.findFirst({ where: { matchGroupId, status: "open" }, select: { id: true } })) !== null;
  }

  /** Creates a match (no game played yet). */
  async create(m: {
    matchGroupId: string;
    judgeId: string;
    ruleset: string;
    board: string;
    games: number;
    scoring: unknown;
  }): Promise<MatchRow> {
    const r = await this.db.match.create({ data: { ...m, scoring: m.scoring as Prisma.InputJsonValue } });
    return { ...r, played: [] };
  }

  /** Deletes a match that never got its first room. */
  async delete(id: string): Promise<void> {
    await this.db.match.delete({ where: { id } });
  }

  /** A match by id, or null. */
  get(id: string): Promise<MatchRow | null> {
    return this.db.match.findUnique({ where: { id }, include: { played: true } });
  }

  /** The group's latest match, or null. */
  latest(matchGroupId: string): Promise<MatchRow | null> {
    return this.db.match.findFirst({
      where: { matchGroupId },
      orderBy: { createdAt: "desc" },
      include: { played: true },
    });
  }

  /** The match of the latest match game whose sheet has the player, or null. */
  async latestOfPlayer(playerId: string): Promise<string | null> {
    const g = await this.db.matchGame.findFirst({
      where: { sheet: { array_contains: [{ playerId }] } },
      orderBy: { endedAt: "desc" },
      select: { matchId: true },
    });
    return g?.matchId ?? null;
  }

  /** The match's protected player (T20), or null. */
  async protectedId(matchId: string): Promise<string | null> {
    const m = await this.db.match.findUnique({ where: { id: matchId }, select: { protectedId: true } });
    return m?.protectedId ?? null;
  }

  /** Closes a match under way. */
  async close(matchId: string): Promise<void> {
    await this.db.match.updateMany({ where: { id: matchId, status: "open" }, data: { status: "closed" } });
  }

  /** The room that played the game, or null. */
  roomOfGame(gameId: string): Promise<MatchRoomRow | null> {
    return this.db.room.findFirst({
      where: { gameId },
      select: { matchId: true, matchGroupId: true, judgeId: true, board: true, ruleset: true, seats: true },
    });
  }

  /** The game's seats and the players bound to them. Throws when the game does not exist. */
  async gameSeats(gameId: string): Promise<{ seat: number; playerId: string | null }[]> {
    const g = await this.db.game.findUniqueOrThrow({ where: { id: gameId }, include: { seats: true } });
    return g.seats.map((x) => ({ seat: x.seat, playerId: x.playerId }));
  }

  /** A player's display name, or null. */
  async playerName(id: string): Promise<string | null> {
    return (await this.db.player.findUnique({ where: { id }, select: { displayName: true } }))?.displayName ?? null;
  }
}
