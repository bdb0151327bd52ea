/**
 * The transcript of a game's rooms (issue 26 item 5): what players said in the match group, the
 * wolves' room and their DMs with the bot, the judge's DMs, and the router's direct replies —
 * the replay shows it beside the bot's own lines (which it narrates from the events) so that a
 * dispute (an interruption, a late vote, a 退水) can be settled from the record.
 *
 * One statement per inbound message ({@link heard}: which running game the message belongs to
 * and the insert, together) and one for its direct replies ({@link said}). Bounded per game:
 * at most {@link TRANSCRIPT_MAX_LINES} lines (later lines of that game are not kept: the replay
 * says so) and {@link TRANSCRIPT_MAX_CHARS} characters a line (the rest is cut, marked "…").
 * Messages outside a running game (the lobby, strangers) are not kept.
 */
import type { Sql } from "./commands.ts";
import type { Db } from "./db.ts";

/** Lines kept per game at most; later ones are dropped (a long game has ~1,000). */
export const TRANSCRIPT_MAX_LINES = 5000;
/** Characters kept of one line; longer text is cut and ends with "…". */
export const TRANSCRIPT_MAX_CHARS = 500;

/** The room a transcript line was said in: the match group, the wolves' room, a seat's DMs, the judge's DMs. */
export type TranscriptRoom = "group" | "wolves" | "dm" | "judge";

/** Where {@link heard} filed a message (null: not a running game's, or the game's cap is reached). */
export interface Heard {
  gameId: string;
  room: TranscriptRoom;
  /** The sender's seat (group, wolves) or the DM's seat; null for the judge. */
  seat: number | null;
  version: number;
}

const cut = (text: string) =>
  text.length > TRANSCRIPT_MAX_CHARS ? `${text.slice(0, TRANSCRIPT_MAX_CHARS - 1)}…` : text;

/**
 * Files an inbound chat message in its running game's transcript: a room message of a game's
 * match group or wolves' room, or a DM of a seated player (room `dm`) or of a running game's
 * judge (room `judge`). `atMs` is the rule clock (ms). Idempotent per message id. One statement.
 */
export async function heard(
  sql: Sql,
  m: { id: string; fromId: string; name: string; roomId: string | null; text: string },
  atMs: number,
): Promise<Heard | null> {
  const rows = await sql.query<Heard>(
    `WITH g AS (
       SELECT x.room, g.id, g.version,
         CASE WHEN x.room = 'judge' THEN NULL ELSE
           (SELECT s.seat FROM "Seat" s WHERE s."gameId" = g.id AND s."playerId" = $2 ORDER BY s.seat LIMIT 1) END AS seat
       FROM (
         SELECT id, 1 AS rank, 'wolves' AS room FROM "Game" WHERE $1::text <> '' AND "wolfRoomId" = $1::text
         UNION ALL SELECT r."gameId", 2, 'group' FROM "Room" r
           WHERE $1::text <> '' AND r."matchGroupId" = $1::text AND r.status = 'playing' AND r."gameId" IS NOT NULL
         UNION ALL SELECT s."gameId", 3, 'dm' FROM "Seat" s WHERE $1::text = '' AND s."playerId" = $2
         UNION ALL SELECT id, 4, 'judge' FROM "Game" WHERE $1::text = '' AND "judgeId" = $2 AND status = 'running'
       ) x JOIN "Game" g ON g.id = x.id
       WHERE g.status = 'running'
       ORDER BY x.rank, g."createdAt" DESC LIMIT 1
     )
     INSERT INTO "TranscriptLine" ("gameId", room, seat, name, text, "messageId", version, "atMs")
     SELECT g.id, g.room, g.seat, left($3, 60), $4, $5, g.version, $6::bigint FROM g
     WHERE (g.room <> 'wolves' OR g.seat IS NOT NULL)
       AND (SELECT count(*) FROM "TranscriptLine" t WHERE t."gameId" = g.id) < ${TRANSCRIPT_MAX_LINES}
     ON CONFLICT ("gameId", "messageId") DO NOTHING
     RETURNING "gameId", room, seat, version`,
    [m.roomId ?? "", m.fromId, m.name, cut(m.text), m.id, atMs],
    "werewolf_transcript_heard",
  );
  const r = rows[0];
  return r ? { ...r, seat: r.seat === null ? null : Number(r.seat), version: Number(r.version) } : null;
}

/**
 * Files the router's direct replies to a message {@link heard} filed: a reply in the room goes to
 * that room, a DM to the sender to his DMs, a DM to another contact to that contact's seat's DMs
 * or the judge's (others are not kept). One statement.
 */
export async function said(
  sql: Sql,
  h: Heard,
  messageId: string,
  fromId: string,
  replies: readonly { to: { room: string } | { contact: string }; text: string }[],
  atMs: number,
): Promise<void> {
  if (replies.length === 0) return;
  const contact = replies.map((r) => ("contact" in r.to ? r.to.contact : ""));
  const text = replies.map((r) => cut(r.text));
  await sql.query(
    `INSERT INTO "TranscriptLine" ("gameId", room, seat, bot, text, "messageId", version, "atMs")
     SELECT $1, x.room, x.seat, true, x.text, $4 || '#' || x.n, $5::int, $6::bigint FROM (
       SELECT r.n, r.text,
         CASE WHEN r.contact = '' THEN $2::text
              WHEN r.contact = $3 AND $2 IN ('dm', 'judge') THEN $2
              WHEN r.contact = $3 AND $7::int IS NOT NULL THEN 'dm'
              WHEN r.contact = g."judgeId" THEN 'judge'
              WHEN s.seat IS NOT NULL THEN 'dm' END AS room,
         CASE WHEN r.contact = '' THEN NULL
              WHEN r.contact = $3 THEN $7::int
              WHEN r.contact = g."judgeId" THEN NULL
              ELSE s.seat END AS seat
       FROM unnest($8::text[], $9::text[]) WITH ORDINALITY AS r(contact, text, n)
       JOIN "Game" g ON g.id = $1
       LEFT JOIN LATERAL (SELECT seat FROM "Seat" WHERE "gameId" = $1 AND "playerId" = r.contact ORDER BY seat LIMIT 1) s ON true
     ) x
     WHERE x.room IS NOT NULL
       AND (SELECT count(*) FROM "TranscriptLine" t WHERE t."gameId" = $1) < ${TRANSCRIPT_MAX_LINES}
     ON CONFLICT ("gameId", "messageId") DO NOTHING`,
    [h.gameId, h.room, fromId, messageId, h.version, atMs, h.seat, contact, text],
    "werewolf_transcript_said",
  );
}

/** A stored transcript line (times: `atMs` rule clock ms, `wallAt` wall clock). */
export interface TranscriptLine {
  room: TranscriptRoom;
  seat: number | null;
  bot: boolean;
  name: string;
  text: string;
  messageId: string;
  version: number;
  atMs: number;
  wallAt: Date;
}

/** A game's transcript in arrival order, and whether its cap was reached (later lines were not kept). */
export async function transcriptOf(db: Db, gameId: string): Promise<{ lines: TranscriptLine[]; capped: boolean }> {
  const rows = await db.transcriptLine.findMany({ where: { gameId }, orderBy: { id: "asc" } });
  return {
    lines: rows.map((r) => ({
      room: r.room as TranscriptRoom,
      seat: r.seat,
      bot: r.bot,
      name: r.name,
      text: r.text,
      messageId: r.messageId,
      version: r.version,
      atMs: Number(r.atMs),
      wallAt: r.wallAt,
    })),
    capped: rows.length >= TRANSCRIPT_MAX_LINES,
  };
}

/**
 * A game's outbox rows the events do not narrate (refusals, end-of-game posts, recaps), oldest
 * first; `wallAt` is when the row was written (wall clock).
 */
export async function extraLinesOf(
  db: Db,
  gameId: string,
): Promise<
  { key: string; audience: string; seat: number | null; contactId: string | null; text: string; wallAt: Date }[]
> {
  const rows = await db.outboxMessage.findMany({
    where: { gameId, op: "say", NOT: { key: { startsWith: "failed-" } } },
    orderBy: { id: "asc" },
    select: { key: true, audience: true, seat: true, contactId: true, text: true, createdAt: true },
  });
  return rows.filter((r) => !/^\d+-\d+$/.test(r.key)).map(({ createdAt, ...r }) => ({ ...r, wallAt: createdAt }));
}

/** A game's events in order with their rule time (`atMs`) and wall time (`wall`, epoch ms; null when not kept). */
export async function eventRowsOf(
  db: Db,
  gameId: string,
): Promise<{ data: unknown; atMs: number; wall: number | null }[]> {
  const rows = await db.gameEvent.findMany({
    where: { gameId },
    orderBy: { seq: "asc" },
    select: { data: true, atMs: true, wallAt: true },
  });
  return rows.map((r) => ({ data: r.data, atMs: Number(r.atMs), wall: r.wallAt ? r.wallAt.getTime() : null }));
}

/** A game's events in order (the night recap reads the night it resolves). */
export async function eventsOf(db: Db, gameId: string): Promise<unknown[]> {
  const rows = await db.gameEvent.findMany({ where: { gameId }, orderBy: { seq: "asc" }, select: { data: true } });
  return rows.map((r) => r.data);
}

/** A game's judge and checked-in inspector (contact ids), or null for an unknown game. */
export async function staffOfGame(
  db: Db,
  gameId: string,
): Promise<{ judgeId: string; inspectorId: string | null } | null> {
  return db.game.findUnique({ where: { id: gameId }, select: { judgeId: true, inspectorId: true } });
}
