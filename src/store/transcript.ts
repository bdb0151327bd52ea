/**
 * The transcript of a game's rooms (issue 26 item 5): what players said in the match group, the
 * wolves' room and their DMs with the bot, the judge's DMs, and the router's direct replies —
 * the replay shows it beside the bot's own lines (which it narrates from the events) so that a
 * dispute (an interruption, a late vote, a 退水) can be settled from the record.
 *
 * One statement per inbound message (the router's look-up of where it leads files it too:
 * whereabouts.ts `hearRoom`, `hearContact`; or, for a command in a room the router keeps, the
 * command's own write: commands.ts `HeardLine`) and one for its direct replies ({@link said}). Bounded per game:
 * at most {@link TRANSCRIPT_MAX_LINES} lines (later lines of that game are not kept: the replay
 * says so) and {@link TRANSCRIPT_MAX_CHARS} characters a line (the rest is cut, marked "…").
 * Messages outside a running game (the lobby, strangers) are not kept.
 */

import { cutLine } from "../vocab/line-cap.ts";
import { isMsg, type Msg, render, storedMsg } from "../vocab/msg.ts";
import type { Sql } from "./commands.ts";
import type { Db } from "./db.ts";

/** Lines kept per game at most; later ones are dropped (a long game has ~1,000). */
export const TRANSCRIPT_MAX_LINES = 5000;
export { cutLine, TRANSCRIPT_MAX_CHARS } from "../vocab/line-cap.ts";

/** The room a transcript line was said in: the match group, the wolves' room, a seat's DMs, the judge's DMs. */
export type TranscriptRoom = "group" | "wolves" | "dm" | "judge";

/** Where an inbound message was filed (`hearRoom`, `hearContact`); they answer null when nowhere. */
export interface Heard {
  gameId: string;
  room: TranscriptRoom;
  /** The sender's seat (group, wolves) or the DM's seat; null for the judge. */
  seat: number | null;
  version: number;
}

/**
 * The cap's check in O(1) (issue 24 goal 4; it used to count the game's lines on every message,
 * work that grew with the game): a CTE `c` that moves the game's counter row (`TranscriptCount`)
 * by `n` lines while it is below the cap (`cap`: the SQL of the statement's cap parameter)
 * and returns the game id; no row when the cap is reached, so the insert that joins `c` keeps
 * nothing. `from` is a CTE of at most one row with the game id in column `idCol` and the line
 * count in `n`; `firstId` the SQL of the first line's message id: a message filed already (a
 * redelivery) does not move the counter. The counter row's update locks it until the statement
 * ends, so concurrent messages of one game count exactly.
 */
export function countLines(from: string, idCol: string, n: string, firstId: string, cap: string): string {
  return `c AS (
       INSERT INTO "TranscriptCount" AS k ("gameId", lines)
       SELECT ${from}.${idCol}, ${n} FROM ${from}
       WHERE NOT EXISTS (SELECT 1 FROM "TranscriptLine" t WHERE t."gameId" = ${from}.${idCol} AND t."messageId" = ${firstId})
       ON CONFLICT ("gameId") DO UPDATE SET lines = k.lines + excluded.lines WHERE k.lines < ${cap}::int
       RETURNING k."gameId"
     )`;
}

/**
 * Files the router's direct replies to a message filed as `h`: a reply in the room goes to
 * that room, a DM to the sender to his DMs, a DM to another contact to that contact's seat's DMs
 * or the judge's (others are not kept). Kept while the game is below `cap` lines (all of them, as
 * one step of the counter). A reply keeps its words in 简体 (`text`, cut) and, a phrase, before their
 * language (`msg`: the replay renders it in its reader's). One statement.
 */
export async function said(
  sql: Sql,
  h: Heard,
  messageId: string,
  fromId: string,
  replies: readonly { to: { room: string } | { contact: string }; text: Msg }[],
  atMs: number,
  cap = TRANSCRIPT_MAX_LINES,
): Promise<void> {
  if (replies.length === 0) return;
  const contact = replies.map((r) => ("contact" in r.to ? r.to.contact : ""));
  const text = replies.map((r) => cutLine(render(r.text)));
  const msg = replies.map((r) => (typeof r.text === "string" ? null : JSON.stringify(r.text)));
  await sql.query(
    `WITH x AS (
       SELECT r.n, r.text, r.msg::jsonb AS msg,
         CASE WHEN r.contact = '' THEN $2::text
              WHEN r.contact = $3 AND $2 IN ('dm', 'judge') THEN $2
              WHEN r.contact = $3 AND $7::int IS NOT NULL THEN 'dm'
              WHEN r.contact = g."judgeId" THEN 'judge'
              WHEN s.seat IS NOT NULL THEN 'dm' END AS room,
         CASE WHEN r.contact = '' THEN NULL
              WHEN r.contact = $3 THEN $7::int
              WHEN r.contact = g."judgeId" THEN NULL
              ELSE s.seat END AS seat
       FROM unnest($8::text[], $9::text[], $11::text[]) WITH ORDINALITY AS r(contact, text, msg, n)
       JOIN "Game" g ON g.id = $1
       LEFT JOIN LATERAL (SELECT seat FROM "Seat" WHERE "gameId" = $1 AND "playerId" = r.contact ORDER BY seat LIMIT 1) s ON true
     ),
     f AS (SELECT $1::text AS "gameId", count(*)::int AS n FROM x WHERE x.room IS NOT NULL HAVING count(*) > 0),
     ${countLines("f", '"gameId"', "f.n", "(SELECT $4 || '#' || min(x.n) FROM x WHERE x.room IS NOT NULL)", "$10")}
     INSERT INTO "TranscriptLine" ("gameId", room, seat, bot, text, msg, "messageId", version, "atMs")
     SELECT $1, x.room, x.seat, true, x.text, x.msg, $4 || '#' || x.n, $5::int, $6::bigint FROM x
     WHERE x.room IS NOT NULL AND EXISTS (SELECT 1 FROM c)
     ON CONFLICT ("gameId", "messageId") DO NOTHING`,
    [h.gameId, h.room, fromId, messageId, h.version, atMs, h.seat, contact, text, cap, msg],
    "werewolf_transcript_said",
  );
}

/** A stored transcript line (times: `atMs` rule clock ms, `wallAt` wall clock). */
export interface TranscriptLine {
  room: TranscriptRoom;
  seat: number | null;
  bot: boolean;
  name: string;
  /** The words (a bot line's in 简体, cut). */
  text: string;
  /** A bot line's words before their language (render, then {@link cutLine}); null: `text` is all. */
  msg: Msg | null;
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
      msg: r.msg !== null && isMsg(r.msg) ? r.msg : null,
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
  { key: string; audience: string; seat: number | null; contactId: string | null; text: Msg; wallAt: Date }[]
> {
  const rows = await db.outboxMessage.findMany({
    where: { gameId, op: "say", NOT: { key: { startsWith: "failed-" } } },
    orderBy: { id: "asc" },
    select: { key: true, audience: true, seat: true, contactId: true, text: true, msg: true, createdAt: true },
  });
  return rows
    .filter((r) => !/^\d+-\d+$/.test(r.key))
    .map(({ createdAt, msg, text, ...r }) => ({ ...r, text: storedMsg({ text, msg }), wallAt: createdAt }));
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

/** What the night recap reads (app/recap.ts): the game's judge and checked-in inspector, and the night's events. */
export interface NightOfGame {
  judgeId: string;
  inspectorId: string | null;
  /** The game's events in order from the first `phase_started` of the night on (none: no such night yet). */
  events: unknown[];
}

/**
 * The staff of `gameId` and its events from night `label`'s first `phase_started` on, in one
 * statement (issue 24 goal 4: the recap read the game with Prisma, then its whole log, ~80 rows at
 * the first dawn and more each night, and replayed it); null for an unknown game.
 */
export async function nightOfGame(sql: Sql, gameId: string, label: string): Promise<NightOfGame | null> {
  const rows = await sql.query<{ judgeId: string; inspectorId: string | null; events: unknown }>(
    `SELECT g."judgeId", g."inspectorId",
       COALESCE((SELECT json_agg(e.data ORDER BY e.seq) FROM "GameEvent" e
         WHERE e."gameId" = g.id AND e.seq >= (
           SELECT min(n.seq) FROM "GameEvent" n
           WHERE n."gameId" = g.id AND n.type = 'phase_started' AND n.data->>'label' = $2)), '[]'::json) AS events
     FROM "Game" g WHERE g.id = $1`,
    [gameId, label],
    "werewolf_night_of_game",
  );
  const r = rows[0];
  if (!r) return null;
  const events = typeof r.events === "string" ? JSON.parse(r.events) : r.events;
  return { judgeId: r.judgeId, inspectorId: r.inspectorId, events: events as unknown[] };
}
