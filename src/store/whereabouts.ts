/**
 * Where an inbound chat message leads, in one raw SQL statement (issue 12 goal 2): the router's
 * per-message look-ups — which game a room belongs to, the sender's seat in it, which running
 * game a DM's sender judges, directs or sits in — used to be up to six Prisma queries per
 * message (each ~0.3–0.5 ms of Node CPU). Over the same `Sql` as the command hot path (a `pg`
 * pool, or the PGlite connection). Each answer carries the game's `version`, so the caller can
 * reuse a state it already holds for that version instead of reading the snapshot again.
 */
import type { Sql } from "./commands.ts";
import { countLines, type Heard, TRANSCRIPT_MAX_CHARS, TRANSCRIPT_MAX_LINES } from "./transcript.ts";

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

/** A transcript line's text: at most TRANSCRIPT_MAX_CHARS characters, the rest cut and marked "…". */
const clip = (text: string) =>
  text.length > TRANSCRIPT_MAX_CHARS ? `${text.slice(0, TRANSCRIPT_MAX_CHARS - 1)}…` : text;

/** The room look-up's statement (see {@link placeOfRoom}); `$1` the room, `$2` the sender. */
const PLACE_OF_ROOM = `SELECT x.kind, g.id AS "gameId", g.ruleset, g.status, g."judgeId", g."matchGroupId", g.version,
       (SELECT s.seat FROM "Seat" s WHERE s."gameId" = g.id AND s."playerId" = $2 ORDER BY s.seat LIMIT 1) AS seat
     FROM (
       SELECT id, 1 AS rank, 'wolves' AS kind FROM "Game" WHERE "wolfRoomId" = $1
       UNION ALL SELECT id, 2, 'lovers' FROM "Game" WHERE "loversRoomId" = $1
       UNION ALL SELECT id, 2, 'sisters' FROM "Game" WHERE "sistersRoomId" = $1
       UNION ALL SELECT r."gameId", 3, 'group' FROM "Room" r
         WHERE r."matchGroupId" = $1 AND r.status = 'playing' AND r."gameId" IS NOT NULL
     ) x JOIN "Game" g ON g.id = x.id
     WHERE x.kind <> 'group' OR g.status = 'running'
     ORDER BY x.rank, g."createdAt" DESC LIMIT 1`;

/**
 * The room `roomId` as the router sees it, with `contactId`'s seat in its game; null when it is
 * none of these (a match group without a running game: the lobby). A bot-made room wins over a
 * match group (a room id is never both); of several, the newest game.
 */
export async function placeOfRoom(sql: Sql, roomId: string, contactId: string): Promise<RoomPlace | null> {
  const rows = await sql.query<RoomPlace>(PLACE_OF_ROOM, [roomId, contactId], "werewolf_place_of_room");
  const r = rows[0];
  return r ? { ...r, version: Number(r.version), seat: r.seat === null ? null : Number(r.seat) } : null;
}

/**
 * {@link placeOfRoom} and the transcript's filing of the message (store/transcript.ts `heard`) in
 * one statement (issue 24 goal 4: they were two round trips per room message, each finding the
 * same game): a running game's match group or wolves' room (a seated sender's) files the message
 * as a line of that game at its version, below the game's `cap` lines, once per message id.
 * `heard` is where it was filed (null: not a running game's, a stranger in the wolves' room, the
 * cap reached, or filed already). `m.atMs` is the rule clock (ms).
 */
export async function hearRoom(
  sql: Sql,
  roomId: string,
  m: { id: string; fromId: string; name: string; text: string; atMs: number },
  cap = TRANSCRIPT_MAX_LINES,
): Promise<{ place: RoomPlace | null; heard: Heard | null }> {
  const rows = await sql.query<RoomPlace & { filed: boolean }>(
    `WITH p AS (${PLACE_OF_ROOM}),
     f AS (SELECT * FROM p WHERE p.status = 'running' AND (p.kind = 'group' OR (p.kind = 'wolves' AND p.seat IS NOT NULL))),
     ${countLines("f", '"gameId"', "1", "$5", "$7")},
     i AS (
       INSERT INTO "TranscriptLine" ("gameId", room, seat, name, text, "messageId", version, "atMs")
       SELECT f."gameId", f.kind, f.seat, left($3, 60), $4, $5, f.version, $6::bigint FROM f JOIN c ON c."gameId" = f."gameId"
       ON CONFLICT ("gameId", "messageId") DO NOTHING
       RETURNING "gameId"
     )
     SELECT p.*, EXISTS (SELECT 1 FROM i) AS filed FROM p`,
    [roomId, m.fromId, m.name, clip(m.text), m.id, m.atMs, cap],
    "werewolf_hear_room",
  );
  const r = rows[0];
  if (!r) return { place: null, heard: null };
  const { filed, ...rest } = r;
  const place = { ...rest, version: Number(r.version), seat: r.seat === null ? null : Number(r.seat) };
  const room = place.kind === "wolves" ? "wolves" : "group";
  return { place, heard: filed ? { gameId: place.gameId, room, seat: place.seat, version: place.version } : null };
}

/** A DM sender's running games: the one he judges, whether he directs a forum game, and his seat. */
export interface ContactPlace {
  /** The newest running game `contactId` is the judge of (000 §二), or null. */
  judging: string | null;
  /** Whether he is the opener or a director of a running forum game, forum-25 or forum-hk (004 2L 导演; HK137). */
  directs: boolean;
  /** His seat in his newest running game, with that game's ruleset and version; null when none. */
  seat: { gameId: string; seat: number; ruleset: string; version: number } | null;
}

/**
 * The contact look-up's statement (see {@link placeOfContact}); `$1` the contact, `calendar` the
 * parameter holding the ids of the rulesets played on the calendar (a `text[]`: the forum games,
 * whose directors `directs` looks for). Its seat part reads the running seats only (the partial
 * index over `Seat.gameEnded`), not the contact's whole history; its directors part the running
 * games that have directors only (`Game_directed_running_idx`, migration 20261207100000), not
 * every game: `$1 = ANY(directors)`, which no GIN index answers, so the planner weighs that B-tree
 * against a scan of the table, not a GIN index against both.
 */
export const PLACE_OF_CONTACT = (calendar: string) => `SELECT
       j.id AS judging, j.version AS "judgedVersion",
       (EXISTS (SELECT 1 FROM "Game" WHERE "judgeId" = $1 AND status = 'running' AND ruleset = ANY(${calendar}::text[]))
         OR EXISTS (SELECT 1 FROM "Game" WHERE status = 'running' AND cardinality(directors) > 0
           AND $1 = ANY(directors) AND ruleset = ANY(${calendar}::text[])))
         AS directs,
       p."gameId", p.seat, p.ruleset, p.version
     FROM (SELECT 1) AS one
     LEFT JOIN LATERAL (
       SELECT id, version FROM "Game" WHERE "judgeId" = $1 AND status = 'running' ORDER BY "createdAt" DESC LIMIT 1
     ) AS j ON true
     LEFT JOIN LATERAL (
       SELECT s."gameId", s.seat, g.ruleset, g.version FROM "Seat" s JOIN "Game" g ON g.id = s."gameId"
       WHERE s."playerId" = $1 AND NOT s."gameEnded" AND g.status = 'running' ORDER BY g."createdAt" DESC, s.seat LIMIT 1
     ) AS p ON true`;

/** A row of {@link PLACE_OF_CONTACT}. */
interface ContactRow {
  judging: string | null;
  judgedVersion: number | null;
  directs: boolean;
  gameId: string | null;
  seat: number | null;
  ruleset: string | null;
  version: number | null;
}

const contactPlace = (r: ContactRow | undefined): ContactPlace => ({
  judging: r?.judging ?? null,
  directs: r?.directs ?? false,
  seat:
    r?.gameId && r.seat !== null && r.ruleset !== null && r.version !== null
      ? { gameId: r.gameId, seat: Number(r.seat), ruleset: r.ruleset, version: Number(r.version) }
      : null,
});

/**
 * `contactId`'s running games (see {@link ContactPlace}). One round trip. `calendar`: the ids of
 * the rulesets played on the calendar (the caller's, from the rulesets' data: `engine/rulesets/flow.ts`).
 */
export async function placeOfContact(sql: Sql, contactId: string, calendar: readonly string[]): Promise<ContactPlace> {
  const rows = await sql.query<ContactRow>(
    PLACE_OF_CONTACT("$2"),
    [contactId, [...calendar]],
    "werewolf_place_of_contact",
  );
  return contactPlace(rows[0]);
}

/**
 * {@link placeOfContact} and the transcript's filing of the DM (store/transcript.ts `heard`) in
 * one statement (issue 24 goal 4): the DM is a line of the sender's seat's running game (room
 * `dm`), else of the running game he judges (room `judge`), at its version, below the game's
 * `cap` lines, once per message id. `heard` is where it was filed (null: nowhere). `calendar`: as
 * {@link placeOfContact}'s.
 */
export async function hearContact(
  sql: Sql,
  m: { id: string; fromId: string; name: string; text: string; atMs: number },
  calendar: readonly string[],
  cap = TRANSCRIPT_MAX_LINES,
): Promise<{ place: ContactPlace; heard: Heard | null }> {
  const rows = await sql.query<ContactRow & { filed: string | null }>(
    `WITH p AS (${PLACE_OF_CONTACT("$7")}),
     f AS (
       SELECT COALESCE(p."gameId", p.judging) AS "gameId", CASE WHEN p."gameId" IS NULL THEN 'judge' ELSE 'dm' END AS room,
         p.seat, COALESCE(p.version, p."judgedVersion") AS version
       FROM p WHERE COALESCE(p."gameId", p.judging) IS NOT NULL
     ),
     ${countLines("f", '"gameId"', "1", "$4", "$6")},
     i AS (
       INSERT INTO "TranscriptLine" ("gameId", room, seat, name, text, "messageId", version, "atMs")
       SELECT f."gameId", f.room, f.seat, left($2, 60), $3, $4, f.version, $5::bigint FROM f JOIN c ON c."gameId" = f."gameId"
       ON CONFLICT ("gameId", "messageId") DO NOTHING
       RETURNING room
     )
     SELECT p.*, (SELECT room FROM i) AS filed FROM p`,
    [m.fromId, m.name, clip(m.text), m.id, m.atMs, cap, [...calendar]],
    "werewolf_hear_contact",
  );
  const r = rows[0];
  const place = contactPlace(r);
  const room = r?.filed;
  if (room !== "dm" && room !== "judge") return { place, heard: null };
  const gameId = room === "dm" ? place.seat?.gameId : place.judging;
  const version = room === "dm" ? place.seat?.version : Number(r?.judgedVersion);
  return gameId && version !== undefined
    ? { place, heard: { gameId, room, seat: room === "dm" ? (place.seat?.seat ?? null) : null, version } }
    : { place, heard: null };
}

/** Where a game's messages go: its match group, the rooms the bot made for it, each seat's contact. */
export interface GameAddresses {
  id: string;
  matchGroupId: string;
  wolfRoomId: string | null;
  loversRoomId: string | null;
  sistersRoomId: string | null;
  /** The language the match group speaks (its judge's `语言`), or null: 简体 (issue 23 goal 3). */
  groupLang: string | null;
  /** Each seat's contact and the language its DMs are set to (null: the group's). */
  seats: { seat: number; playerId: string | null; lang?: string | null }[];
  /** The judge's contact and the language his DMs are set to (null: the group's): a DM to him needs no look-up. */
  judgeId: string;
  judgeLang: string | null;
}

/**
 * The SQL expression of the game row `g`'s addresses as one JSON object of the shape
 * {@link GameAddresses} (read back with {@link addressesFromJson}): read by the outbox's claim, so
 * a delivery run's claim brings its games' addresses (issue 24 goal 4), and by {@link addressesOf}.
 */
export const ADDRESSES_JSON = `json_build_object('id', g.id, 'matchGroupId', g."matchGroupId",
       'wolfRoomId', g."wolfRoomId", 'loversRoomId', g."loversRoomId", 'sistersRoomId', g."sistersRoomId",
       'groupLang', (SELECT l.lang FROM "ChatLanguage" l WHERE l."chatId" = g."matchGroupId"),
       'judgeId', g."judgeId", 'judgeLang', (SELECT l.lang FROM "ChatLanguage" l WHERE l."chatId" = g."judgeId"),
       'seats', COALESCE((SELECT json_agg(json_build_object('seat', s.seat, 'playerId', s."playerId", 'lang', l.lang) ORDER BY s.seat)
                 FROM "Seat" s LEFT JOIN "ChatLanguage" l ON l."chatId" = s."playerId"
                 WHERE s."gameId" = g.id), '[]'::json))`;

/** A game's addresses as {@link ADDRESSES_JSON} returns them (`pg` parses JSON, some paths give its text). */
export function addressesFromJson(v: unknown): GameAddresses {
  return (typeof v === "string" ? JSON.parse(v) : v) as GameAddresses;
}

/**
 * A game's addresses for the outbox transport (null when unknown), with the languages its chats
 * are set to: for a delivery whose claim did not bring them. One round trip.
 */
export async function addressesOf(sql: Sql, gameId: string): Promise<GameAddresses | null> {
  const rows = await sql.query<{ a: unknown }>(
    `SELECT ${ADDRESSES_JSON} AS a FROM "Game" g WHERE g.id = $1`,
    [gameId],
    "werewolf_addresses",
  );
  return rows.length ? addressesFromJson(rows[0].a) : null;
}
