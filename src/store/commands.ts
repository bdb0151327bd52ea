/**
 * The command hot path in raw SQL (issue 12 goal 1), the same two statements over `pg` (Postgres
 * mode) and PGlite (embedded mode) through one small query interface:
 * 1. `loadForCommand`: the game's version, its snapshot and whether the inbound message was
 *    already applied — one plain read, no lock held while the engine runs;
 * 2. `writeCommand`: one statement that writes everything (events, snapshot, game row, commands,
 *    outbox rows, timer rows and status changes, the inbound id, and for a game-ending command its
 *    season result, match sheet and next match room — `EndRows`), every part guarded by
 *    `UPDATE "Game" … WHERE version = <the version read>`: when another command of the game
 *    committed in between (another process), nothing is written and the caller reads again. A
 *    command the router sent without looking its message up also files the message's transcript
 *    line (`heard`; issue 24 goal 4).
 * Auto-commit, so a command costs two round trips — one when GameService still holds the game's
 * last state (it skips the read; the guard refuses the write if that state is behind). Every
 * command goes this way (issue 24 goal 2), a game-ending one too: without a `pg` pool through
 * `prismaSql` (the same text); only a substitute's command runs the statement inside a
 * transaction with its seat rows (game-writes.ts).
 *
 * What an end row depends on beyond the decision, and why the guard covers it: the game's seats
 * and its row (ranked, inspector) change only by this game's commands, so the version guard
 * covers them; the match row (status, protection, games played) can change outside the game (a
 * judge closing it), so `$14.matches` adds it to the guard. The season's other results and the
 * players' names only shape the end messages' text (the points change told to the group), never
 * a row: a result committed by another game in between is missed by that text alone, as it was
 * when those reads ran inside the transaction (read committed).
 */
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { Msg } from "../vocab/msg.ts";
import { type OutboxTake, type Taken, takeColumns, takeFree, takeMark, takenOf, takeSelect } from "./outbox-take.ts";
import { localPgUrl } from "./pg-url.ts";
import { countLines, TRANSCRIPT_MAX_CHARS, TRANSCRIPT_MAX_LINES } from "./transcript.ts";

/**
 * The query interface both drivers give: rows of one statement (params `$1…`). `name` makes it a
 * prepared statement on each connection (parsed and planned once; PGlite ignores it).
 */
export interface Sql {
  query<T>(text: string, params?: unknown[], name?: string): Promise<T[]>;
  close(): Promise<void>;
}

/**
 * Every connection of a {@link pgSql} pool plans its prepared statements once (issue 24 goal 4):
 * Postgres' default (`auto`) re-plans a statement on each execution whenever its custom plans
 * look cheaper than the generic one (they did, for the hot statements' mix of parameters), and
 * planning took ~18 % of the bench's backends' CPU (perf, `bench:load`, 100 games; 3–5 % with
 * this). The pool runs only this store's own statements, written for generic plans (no
 * parameter decides an index). Prisma's connections are left as they are.
 */
export const GENERIC_PLANS = "-c plan_cache_mode=force_generic_plan";

/** A `pg` pool of `max` connections for `url` (over the local Unix socket when there is one: pg-url.ts; see {@link GENERIC_PLANS}). */
export function pgSql(url: string, max = 10): Sql {
  const pool = new pg.Pool({ connectionString: localPgUrl(url), max, options: GENERIC_PLANS });
  // An idle connection that dies (Postgres restarted) is dropped by the pool; without a listener it would crash.
  pool.on("error", () => {});
  return {
    query: async <T>(text: string, params?: unknown[], name?: string) =>
      (await pool.query({ text, values: params, ...(name ? { name } : {}) })).rows as T[],
    close: () => pool.end(),
  };
}

/** The embedded database's own connection (each statement runs alone: PGlite serialises them). */
export function pgliteSql(client: PGlite): Sql {
  return {
    query: async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
    close: async () => {},
  };
}

/** What a command reads: the game's version and state, and whether `messageId` was applied. */
export interface Loaded<S> {
  version: number;
  /** Null when the caller said it holds this version's state (`known`): it is not sent. */
  state: S | null;
  seen: boolean;
}

/**
 * Reads the game (null when unknown). One round trip. `known`: a version whose state the caller
 * already holds — when it is still the game's, the snapshot (several KB of JSON) is not sent.
 */
export async function loadForCommand<S>(
  sql: Sql,
  gameId: string,
  messageId?: string,
  known?: number,
): Promise<Loaded<S> | null> {
  const rows = await sql.query<{ version: number; state: S | string | null; seen: boolean }>(
    `SELECT g.version, CASE WHEN g.version = $3::int THEN NULL ELSE s.state END AS state,
       EXISTS (SELECT 1 FROM "InboundMessage" i WHERE i."messageId" = $2) AS seen
     FROM "Game" g JOIN "Snapshot" s ON s."gameId" = g.id WHERE g.id = $1`,
    [gameId, messageId ?? null, known ?? null],
    "werewolf_command_read",
  );
  const r = rows[0];
  if (!r) return null;
  return {
    version: Number(r.version),
    state: typeof r.state === "string" ? (JSON.parse(r.state) as S) : r.state,
    seen: r.seen,
  };
}

/**
 * A `Sql` over a Prisma client (`$queryRawUnsafe`), for a caller given only the client (a test's
 * dying database): the same statements, at Prisma's cost per query.
 */
export function prismaSql(db: { $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T> }): Sql {
  return {
    query: async <T>(text: string, params: unknown[] = []) => db.$queryRawUnsafe<T[]>(text, ...params),
    close: async () => {},
  };
}

/** One outbox row as written (`conv` from `conversationOf`). */
export interface OutboxRow {
  key: string;
  audience: string;
  seat: number | null;
  contactId: string | null;
  /** For audience `room`: the room of a chat reply written with its command (issue 24 goal 3). */
  roomId?: string | null;
  /** The message as written in 简体, or empty when `msg` holds it (`stored`, src/vocab/msg.ts). */
  text: string;
  /** The message before its language, rendered at delivery (issue 23 goal 1); null for 简体 text. */
  msg?: Msg | null;
  op: string;
  members: number[];
  conv: string;
}

/** Everything one command writes. Times are engine ms. */
export interface CommandWrite {
  gameId: string;
  /** The version read: the write happens only if it is still the game's. */
  version: number;
  /** The version after the events (= `version` when none). */
  newVersion: number;
  /** The state after the events; omitted when there are none (a refused act: only its reply). */
  state?: unknown;
  status: string;
  winner: string | null;
  events: { seq: number; type: string; atMs: number; data: unknown }[];
  commands: { seq: number; atMs: number; command: unknown }[];
  /**
   * Narration rows and the message's replies (`reply-<messageId>-<i>`); keys unique per game, a
   * duplicate key is skipped, like a reply already written.
   */
  outbox: OutboxRow[];
  timers: { id: string; phaseSeq: number; kind: string; seat: number | null; dueMs: number }[];
  fired: string[];
  cancelled: string[];
  messageId?: string;
  /** A game-ending command's season and match rows (issue 24 goal 2), written by the same statement. */
  end?: EndRows;
  /**
   * The transcript line of the message the command came from, filed by this statement (issue 24
   * goal 4: a command message is one statement, not a look-up that files it and then the write);
   * see {@link HeardLine}. Absent when the look-up filed it already.
   */
  heard?: HeardLine;
  /**
   * The outbox sender's take (store/outbox-take.ts): the statement takes the rows it may for that
   * sender and marks the sender's delivered rows sent. Absent: every row is written `pending`.
   */
  take?: OutboxTake;
}

/**
 * An inbound message's transcript line (issue 26 item 5) as the command's statement files it:
 * at the version read (`$2`), below the game's {@link TRANSCRIPT_MAX_LINES} lines (the counter
 * row, store/transcript.ts `countLines`), once per `messageId` — only when the command is written.
 */
export interface HeardLine {
  messageId: string;
  room: "group" | "wolves" | "dm" | "judge";
  seat: number | null;
  name: string;
  text: string;
  /** Rule clock ms of the message. */
  atMs: number;
  /** Lines a game keeps at most (default TRANSCRIPT_MAX_LINES; tests lower it). */
  cap?: number;
}

/**
 * The rows a game's end writes beside its last command's own (issue 24 goal 2), all decided
 * before the statement from the decision and reads made before it (src/app/season-end.ts,
 * src/app/match.ts) and written by the command's one guarded statement — none when it refuses.
 */
export interface EndRows {
  /** The season's result row (`RankedResult`, created or replaced); `endedAt` epoch ms, `winner` "" for none. */
  result?: {
    gameId: string;
    endedAt: number;
    board: string;
    winner: string;
    valid: boolean;
    /** Why it does not count (null: it counts). */
    reason: string | null;
    voided: boolean;
    seats: unknown;
  };
  /**
   * The match sheet (T22): the game's `MatchGame` row (`n` = games played before + 1) and the
   * match's next protection (T20) and status. `was`: the match as read (open, that protection,
   * `n - 1` games): the statement's guard refuses the whole command when it is no longer so.
   */
  match?: {
    matchId: string;
    n: number;
    protectedSeat: number | null;
    sheet: unknown;
    protectedId: string | null;
    status: "open" | "ended";
    was: { protectedId: string | null };
  };
  /** The match's next room (an open `Room` without seats). */
  room?: { matchGroupId: string; judgeId: string; board: string; ruleset: string; matchId: string | null };
}

/** Which optional parts a command's write carries (see {@link writeShape}). */
export interface WriteParts {
  /** Timer rows made, fired or cancelled. */
  timers: boolean;
  /**
   * A write of an ended game: its seats marked ended, and a game-ending command's season and
   * match rows (`EndRows`) when it has them.
   */
  end: boolean;
  /** The message's transcript line (`HeardLine`). */
  heard: boolean;
  /** The outbox sender's take (`OutboxTake`): its rows taken, its delivered rows marked sent. */
  take: boolean;
}

/** One shape of the write: its text, its prepared statement's name, and its parameters for a write. */
export interface WriteShape {
  text: string;
  name: string;
  params(w: CommandWrite): unknown[];
}

/**
 * The write's statement for the parts a command carries (issue 24 goal 4): always the game row's
 * guarded update, the snapshot, events, commands, outbox rows and inbound id; the timers' two
 * parts only when the command makes, fires or cancels one; the end rows (season result, match
 * sheet, next room, and the match's part of the guard) and the seats' ended mark only for a
 * write of an ended game (its ending command, a later one); the
 * transcript line only when the command files its message. Postgres starts and runs every part
 * of a statement, empty or not: most commands (an act, a vote) carry none of the three, and
 * their write without them took 0.53 ms of a single pgbench client where the statement with
 * every part took 0.65 (synchronous commit off, 4 rounds × 5 s). Each shape is its own prepared
 * statement, its parameters numbered in order.
 */
export function writeShape(parts: WriteParts): WriteShape {
  const values: ((w: CommandWrite) => unknown)[] = [];
  /** The next parameter, `$n`, carrying `of(w)`. */
  const $ = (of: (w: CommandWrite) => unknown) => `$${values.push(of)}`;
  const id = $((w) => w.gameId);
  const version = $((w) => w.version);
  const next = $((w) => w.newVersion);
  const state = $((w) => (w.state === undefined ? null : JSON.stringify(w.state)));
  const status = $((w) => w.status);
  const winner = $((w) => w.winner);
  const events = $((w) => JSON.stringify(w.events));
  const commands = $((w) => JSON.stringify(w.commands));
  const outbox = $((w) => JSON.stringify(w.outbox));
  const message = $((w) => w.messageId ?? null);
  const end = parts.end ? $((w) => JSON.stringify(endParam(w.end))) : "";
  const owner = parts.take ? $((w) => w.take?.owner ?? null) : "";
  const channel = parts.take ? $((w) => w.take?.channel ?? null) : "";
  const leaseS = parts.take ? $((w) => (w.take?.leaseMs ?? 0) / 1000) : "";
  const marks = parts.take ? $((w) => (w.take?.marks ?? []).map(String)) : "";
  const convs = parts.take ? $((w) => [...(w.take?.convs ?? [])]) : "";
  const ctes = [
    `g AS (
  UPDATE "Game" SET version = ${next}::int,
    status = CASE WHEN ${state}::jsonb IS NULL THEN status ELSE ${status} END,
    winner = CASE WHEN ${state}::jsonb IS NULL THEN winner ELSE ${winner} END,
    "updatedAt" = CASE WHEN ${state}::jsonb IS NULL THEN "updatedAt" ELSE now() END
  WHERE id = ${id} AND version = ${version}::int
    AND (${message}::text IS NULL OR NOT EXISTS (SELECT 1 FROM "InboundMessage" i WHERE i."messageId" = ${message}))${
      parts.end
        ? `
    AND NOT EXISTS (
      SELECT 1 FROM jsonb_to_recordset(${end}::jsonb->'matches') AS x(id text, "wasProtectedId" text, played int)
      WHERE NOT EXISTS (
        SELECT 1 FROM "Match" m WHERE m.id = x.id AND m.status = 'open'
          AND m."protectedId" IS NOT DISTINCT FROM x."wasProtectedId"
          AND (SELECT count(*) FROM "MatchGame" mg WHERE mg."matchId" = m.id) = x.played))`
        : ""
    }
  RETURNING id${parts.take ? ", channel" : ""})`,
    // The take's sent mark comes before the rows' INSERT, whose choice reads what it marked.
    ...(parts.take ? [takeMark(marks, owner)] : []),
    `sn AS (
  UPDATE "Snapshot" s SET version = ${next}::int, state = ${state}::jsonb, "updatedAt" = now()
  FROM g WHERE s."gameId" = g.id AND ${state}::jsonb IS NOT NULL)`,
    `ev AS (
  INSERT INTO "GameEvent" ("gameId", seq, type, "atMs", data)
  SELECT g.id, x.seq, x.type, x."atMs", x.data
  FROM g, jsonb_to_recordset(${events}::jsonb) AS x(seq int, type text, "atMs" bigint, data jsonb))`,
    `cm AS (
  INSERT INTO "GameCommand" ("gameId", seq, "atMs", command)
  SELECT g.id, x.seq, x."atMs", x.command
  FROM g, jsonb_to_recordset(${commands}::jsonb) AS x(seq int, "atMs" bigint, command jsonb))`,
    `ob AS (
  INSERT INTO "OutboxMessage" ("gameId", key, audience, seat, "contactId", "roomId", text, msg, op, members, conv${
    parts.take ? `, status, owner, "leaseUntil", attempts` : ""
  })
  SELECT g.id, x.key, x.audience, x.seat, x."contactId", x."roomId", x.text, x.msg, x.op,
    ARRAY(SELECT jsonb_array_elements_text(x.members)::int), x.conv${parts.take ? `, ${takeColumns(owner, leaseS)}` : ""}
  FROM g CROSS JOIN jsonb_to_recordset(${outbox}::jsonb)
    AS x(key text, audience text, seat int, "contactId" text, "roomId" text, text text, msg jsonb, op text, members jsonb, conv text)${
      parts.take ? `\n  ${takeFree({ channel, convs, next, version })}` : ""
    }
  ON CONFLICT ("gameId", key) DO NOTHING${parts.take ? "\n  RETURNING id, key, status" : ""})`,
    `ib AS (
  INSERT INTO "InboundMessage" ("messageId", "gameId")
  SELECT ${message}, g.id FROM g WHERE ${message}::text IS NOT NULL
  ON CONFLICT DO NOTHING)`,
  ];
  if (parts.timers) {
    const made = $((w) => JSON.stringify(w.timers));
    const fired = $((w) => JSON.stringify(w.fired));
    const cancelled = $((w) => JSON.stringify(w.cancelled));
    ctes.push(
      `ti AS (
  INSERT INTO "Timer" (id, "gameId", "phaseSeq", kind, seat, "dueMs")
  SELECT x.id, g.id, x."phaseSeq", x.kind, x.seat, x."dueMs"
  FROM g, jsonb_to_recordset(${made}::jsonb) AS x(id text, "phaseSeq" int, kind text, seat int, "dueMs" bigint)
  ON CONFLICT (id) DO NOTHING)`,
      // By their ids (the primary key), not the game's: a game's timers (a speech's three per
      // speaker, with their dead row versions) were all read to find the few this command ends. An
      // id is `<gameId>-<timerId>`, this game's only; `g` stays the guard (no row when the version lost).
      `tf AS (
  UPDATE "Timer" t SET status = 'fired'
  FROM g WHERE t.id = ANY(ARRAY(SELECT jsonb_array_elements_text(${fired}::jsonb))))`,
      // A cancelled timer's row goes (issue 24 goal 4): nothing reads it (a restart re-drives the
      // pending rows; the events say what was cancelled), and a deletion writes no new row version
      // into the table's three indexes, as the status update did (a speech's three timers per turn).
      `tc AS (
  DELETE FROM "Timer" t USING g WHERE t.id = ANY(ARRAY(SELECT jsonb_array_elements_text(${cancelled}::jsonb))))`,
    );
  }
  if (parts.end)
    ctes.push(
      // Its seats know the game ended: the running-seat index leaves them (migration 20261207080000_seat_game_ended).
      `se AS (
  UPDATE "Seat" s SET "gameEnded" = true
  FROM g WHERE s."gameId" = g.id AND ${status} = 'ended' AND NOT s."gameEnded")`,
      `rr AS (
  INSERT INTO "RankedResult" ("gameId", "endedAt", board, winner, valid, reason, voided, seats, "updatedAt")
  SELECT x."gameId", 'epoch'::timestamp + x."endedAt" * interval '1 millisecond', x.board, x.winner, x.valid,
    x.reason, x.voided, x.seats, now()
  FROM g, jsonb_to_recordset(${end}::jsonb->'results')
    AS x("gameId" text, "endedAt" bigint, board text, winner text, valid boolean, reason text, voided boolean, seats jsonb)
  ON CONFLICT ("gameId") DO UPDATE SET "endedAt" = EXCLUDED."endedAt", board = EXCLUDED.board,
    winner = EXCLUDED.winner, valid = EXCLUDED.valid, reason = EXCLUDED.reason, voided = EXCLUDED.voided,
    seats = EXCLUDED.seats, "updatedAt" = now())`,
      `mg AS (
  INSERT INTO "MatchGame" ("matchId", n, "gameId", "protectedSeat", sheet)
  SELECT x.id, x.n, g.id, x."protectedSeat", x.sheet
  FROM g, jsonb_to_recordset(${end}::jsonb->'matches') AS x(id text, n int, "protectedSeat" int, sheet jsonb))`,
      `mu AS (
  UPDATE "Match" m SET "protectedId" = x."protectedId", status = x.status, "updatedAt" = now()
  FROM g, jsonb_to_recordset(${end}::jsonb->'matches') AS x(id text, "protectedId" text, status text)
  WHERE m.id = x.id)`,
      `ro AS (
  INSERT INTO "Room" (id, "matchGroupId", "judgeId", board, ruleset, "matchId", seats, "updatedAt")
  SELECT gen_random_uuid()::text, x."matchGroupId", x."judgeId", x.board, x.ruleset, x."matchId", '[]'::jsonb, now()
  FROM g, jsonb_to_recordset(${end}::jsonb->'rooms')
    AS x("matchGroupId" text, "judgeId" text, board text, ruleset text, "matchId" text))`,
    );
  if (parts.heard) {
    const line = $((w) => heardParam(w.heard));
    ctes.push(
      "hl AS (SELECT g.id FROM g)",
      countLines("hl", "id", "1", `(${line}::jsonb->>'messageId')`, `(${line}::jsonb->>'cap')`),
      `tl AS (
  INSERT INTO "TranscriptLine" ("gameId", room, seat, name, text, "messageId", version, "atMs")
  SELECT c."gameId", x.room, x.seat, left(x.name, 60), x.text, x."messageId", ${version}::int, x."atMs"
  FROM c, jsonb_to_record(${line}::jsonb) AS x(room text, seat int, name text, text text, "messageId" text, "atMs" bigint)
  ON CONFLICT ("gameId", "messageId") DO NOTHING)`,
    );
  }
  const name = `werewolf_command_write${parts.timers ? "_timers" : ""}${parts.end ? "_end" : ""}${parts.heard ? "_heard" : ""}${parts.take ? "_take" : ""}`;
  return {
    text: `\nWITH ${ctes.join(",\n")}\nSELECT (SELECT count(*)::int FROM g) AS n${parts.take ? takeSelect(id) : ""}`,
    name,
    params: (w) => values.map((of) => of(w)),
  };
}

/** The sixteen shapes, made once (see {@link writeShape}); index: take 8 + timers 4 + end 2 + heard 1. */
const SHAPES = Array.from({ length: 16 }, (_, i) =>
  writeShape({ timers: (i & 4) > 0, end: (i & 2) > 0, heard: (i & 1) > 0, take: (i & 8) > 0 }),
);

/** The parts `w` carries. */
export function partsOf(w: CommandWrite): WriteParts {
  return {
    timers: w.timers.length + w.fired.length + w.cancelled.length > 0,
    end: w.end !== undefined || w.status === "ended",
    heard: w.heard !== undefined,
    take: w.take !== undefined,
  };
}

/** The transcript line's parameter: the message's line (text clipped), or null. */
function heardParam(h: HeardLine | undefined): string | null {
  if (!h) return null;
  const text = h.text.length > TRANSCRIPT_MAX_CHARS ? `${h.text.slice(0, TRANSCRIPT_MAX_CHARS - 1)}…` : h.text;
  return JSON.stringify({ ...h, text, cap: h.cap ?? TRANSCRIPT_MAX_LINES });
}

/** The end rows' parameter: the rows as arrays (empty when the command ends nothing). */
function endParam(end: EndRows = {}) {
  const m = end.match;
  return {
    results: end.result ? [end.result] : [],
    matches: m
      ? [
          {
            id: m.matchId,
            n: m.n,
            protectedSeat: m.protectedSeat,
            sheet: m.sheet,
            protectedId: m.protectedId,
            status: m.status,
            wasProtectedId: m.was.protectedId,
            played: m.n - 1,
          },
        ]
      : [],
    rooms: end.room ? [end.room] : [],
  };
}

/**
 * Writes one command in one statement (and its message's transcript line, `w.heard`), shaped to
 * what it carries ({@link writeShape}); false when the game's version is no longer `version` or
 * `messageId` was already applied (nothing written: read again and redo). One round trip.
 */
export async function writeCommand(sql: Sql, w: CommandWrite): Promise<boolean> {
  return (await writeCommandTaking(sql, w)).applied;
}

/**
 * {@link writeCommand}, with what its take (`w.take`) took: the rows it claimed for the sender
 * (`sending`, to deliver at once), their game's addresses, and whether a row it marked sent held
 * back a `pending` one (none of that without a take). The marks are done even when the guard
 * refuses the write. One round trip.
 */
export async function writeCommandTaking(sql: Sql, w: CommandWrite): Promise<{ applied: boolean; taken: Taken }> {
  const p = partsOf(w);
  const shape = SHAPES[(p.take ? 8 : 0) + (p.timers ? 4 : 0) + (p.end ? 2 : 0) + (p.heard ? 1 : 0)];
  const rows = await sql.query<{ n: number; taken?: unknown; addr?: unknown; more?: unknown }>(
    shape.text,
    shape.params(w),
    shape.name,
  );
  return { applied: Number(rows[0]?.n ?? 0) === 1, taken: takenOf(rows[0]) };
}
