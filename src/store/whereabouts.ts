/**
 * Where an inbound chat message leads, in one raw SQL statement (issue 12 goal 2): the router's
 * per-message look-ups — which game a room belongs to, the sender's seat in it, which running
 * game a DM's sender judges, directs or sits in — used to be up to six Prisma queries per
 * message (each ~0.3–0.5 ms of Node CPU). Over the same `Sql` as the command hot path (a `pg`
 * pool, or the PGlite connection). Each answer carries the game's `version`, so the caller can
 * reuse a state it already holds for that version instead of reading the snapshot again.
 */
import type { Sql } from "./commands.ts";

/** What a room is: a game's wolves' room, forum-25's lovers' or sisters' room, or a match group with a running game. */
export interface RoomPlace {
  kind: "wolves" | "lovers" | "sisters" | "group";
  gameId: string;
  ruleset: string;
  /** `running` or `ended` (a group row is only returned for a running game). */
  status: string;
  judgeId: string;
  matchGroupId: string;
  version: number;
  /** The sender's seat in that game, or null. */
  seat: number | null;
}

/**
 * The room `roomId` as the router sees it, with `contactId`'s seat in its game; null when it is
 * none of these (a match group without a running game: the lobby). A bot-made room wins over a
 * match group (a room id is never both); of several, the newest game.
 */
export async function placeOfRoom(sql: Sql, roomId: string, contactId: string): Promise<RoomPlace | null> {
  const rows = await sql.query<RoomPlace>(
    `SELECT x.kind, g.id AS "gameId", g.ruleset, g.status, g."judgeId", g."matchGroupId", g.version,
       (SELECT s.seat FROM "Seat" s WHERE s."gameId" = g.id AND s."playerId" = $2 ORDER BY s.seat LIMIT 1) AS seat
     FROM (
       SELECT id, 1 AS rank, 'wolves' AS kind FROM "Game" WHERE "wolfRoomId" = $1
       UNION ALL SELECT id, 2, 'lovers' FROM "Game" WHERE "loversRoomId" = $1
       UNION ALL SELECT id, 2, 'sisters' FROM "Game" WHERE "sistersRoomId" = $1
       UNION ALL SELECT r."gameId", 3, 'group' FROM "Room" r
         WHERE r."matchGroupId" = $1 AND r.status = 'playing' AND r."gameId" IS NOT NULL
     ) x JOIN "Game" g ON g.id = x.id
     WHERE x.kind <> 'group' OR g.status = 'running'
     ORDER BY x.rank, g."createdAt" DESC LIMIT 1`,
    [roomId, contactId],
    "werewolf_place_of_room",
  );
  const r = rows[0];
  return r ? { ...r, version: Number(r.version), seat: r.seat === null ? null : Number(r.seat) } : null;
}

/** A DM sender's running games: the one he judges, whether he directs a forum game, and his seat. */
export interface ContactPlace {
  /** The newest running game `contactId` is the judge of (000 §二), or null. */
  judging: string | null;
  /** Whether he is the opener or a director of a running forum-25 game (004 2L 导演). */
  directs: boolean;
  /** His seat in his newest running game, with that game's ruleset and version; null when none. */
  seat: { gameId: string; seat: number; ruleset: string; version: number } | null;
}

/** `contactId`'s running games (see {@link ContactPlace}). One round trip. */
export async function placeOfContact(sql: Sql, contactId: string): Promise<ContactPlace> {
  const rows = await sql.query<{
    judging: string | null;
    directs: boolean;
    gameId: string | null;
    seat: number | null;
    ruleset: string | null;
    version: number | null;
  }>(
    `SELECT
       (SELECT id FROM "Game" WHERE "judgeId" = $1 AND status = 'running' ORDER BY "createdAt" DESC LIMIT 1) AS judging,
       (EXISTS (SELECT 1 FROM "Game" WHERE "judgeId" = $1 AND status = 'running' AND ruleset = 'forum-25')
         OR EXISTS (SELECT 1 FROM "Game" WHERE directors @> ARRAY[$1]::text[] AND status = 'running' AND ruleset = 'forum-25'))
         AS directs,
       p."gameId", p.seat, p.ruleset, p.version
     FROM (SELECT 1) AS one LEFT JOIN LATERAL (
       SELECT s."gameId", s.seat, g.ruleset, g.version FROM "Seat" s JOIN "Game" g ON g.id = s."gameId"
       WHERE s."playerId" = $1 AND g.status = 'running' ORDER BY g."createdAt" DESC LIMIT 1
     ) AS p ON true`,
    [contactId],
    "werewolf_place_of_contact",
  );
  const r = rows[0];
  return {
    judging: r?.judging ?? null,
    directs: r?.directs ?? false,
    seat:
      r?.gameId && r.seat !== null && r.ruleset !== null && r.version !== null
        ? { gameId: r.gameId, seat: Number(r.seat), ruleset: r.ruleset, version: Number(r.version) }
        : null,
  };
}

/** Where a game's messages go: its match group, the rooms the bot made for it, each seat's contact. */
export interface GameAddresses {
  id: string;
  matchGroupId: string;
  wolfRoomId: string | null;
  loversRoomId: string | null;
  sistersRoomId: string | null;
  seats: { seat: number; playerId: string | null }[];
}

/** A game's addresses for the outbox transport (null when unknown). One round trip. */
export async function addressesOf(sql: Sql, gameId: string): Promise<GameAddresses | null> {
  return (await addressesOfMany(sql, [gameId])).get(gameId) ?? null;
}

/** The addresses of several games (an outbox batch's), by game id; unknown ids are absent. One round trip. */
export async function addressesOfMany(sql: Sql, gameIds: string[]): Promise<Map<string, GameAddresses>> {
  const rows = await sql.query<GameAddresses & { seats: GameAddresses["seats"] | string }>(
    `SELECT g.id, g."matchGroupId", g."wolfRoomId", g."loversRoomId", g."sistersRoomId",
       COALESCE((SELECT json_agg(json_build_object('seat', s.seat, 'playerId', s."playerId") ORDER BY s.seat)
                 FROM "Seat" s WHERE s."gameId" = g.id), '[]'::json) AS seats
     FROM "Game" g WHERE g.id = ANY($1::text[])`,
    [gameIds],
    "werewolf_addresses",
  );
  return new Map(rows.map((r) => [r.id, { ...r, seats: typeof r.seats === "string" ? JSON.parse(r.seats) : r.seats }]));
}
