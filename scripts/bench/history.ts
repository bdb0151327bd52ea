/**
 * A season behind the load (`bench:load --history <n>`, issue 24 goal 4): `n` ended games written
 * into the bench's fresh database before its tables open, with what a played game leaves behind —
 * 12 seats, its events and commands, its snapshot, its outbox rows (all sent), its transcript
 * lines, its message ids and its timers (fired or cancelled) — played by the bench's own contacts
 * in the bench's own match groups (game h: group and judge of table h mod `tables`, seat i held
 * by player i of table (h·7 + i) mod `tables`; each seat marked as its game's end marks it), so a look-up of a player, a judge or a group
 * finds a history under it, as on a server that has run a season. Then `ANALYZE`, as a
 * production server's autovacuum would have. Every row is made by `generate_series` in SQL: no
 * engine, no chat; the rows are shaped like real ones, their contents are filler.
 */
import pg from "pg";

/** Rows per history game (besides its 12 seats, snapshot and counter). */
export const PER_GAME = { events: 60, commands: 40, outbox: 80, inbound: 40, transcript: 40, timers: 20 } as const;

/**
 * Writes `games` ended games for a bench of `tables` tables (contacts `load<k>_p<i>`, judges
 * `load<k>_judge`, groups `load-table-<k>@chatroom`) into the database at `url`, on `channel`
 * (the bot's outbox channel). Returns the rows written and the wall ms it took.
 */
export async function seedHistory(
  url: string,
  games: number,
  tables: number,
  channel = "wechat",
): Promise<{ rows: number; ms: number }> {
  const t0 = performance.now();
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const T = Math.max(1, tables);
  let rows = 0;
  const run = async (sql: string, params: unknown[] = []) => {
    const r = await c.query(sql, params);
    rows += r.rowCount ?? 0;
  };
  try {
    await c.query("BEGIN");
    await run(
      `INSERT INTO "Player" (id, "displayName")
       SELECT 'load' || k || '_p' || i, i || '号' FROM generate_series(0, $1 - 1) k, generate_series(1, 12) i
       ON CONFLICT (id) DO NOTHING`,
      [T],
    );
    await run(
      `INSERT INTO "Game" (id, board, ruleset, status, version, seed, "matchGroupId", "judgeId", "wolfRoomId",
         winner, channel, "createdAt", "updatedAt")
       SELECT 'hist-' || h, '444预女猎白', 'ranked-s7', 'ended', $3, h, 'load-table-' || (h % $2) || '@chatroom',
         'load' || (h % $2) || '_judge', 'hist-wolves-' || h || '@chatroom', 'village', $4,
         now() - make_interval(mins => $1 - h), now() - make_interval(mins => $1 - h)
       FROM generate_series(0, $1 - 1) h`,
      [games, T, PER_GAME.events, channel],
    );
    await run(
      `INSERT INTO "Seat" ("gameId", seat, "playerId", role, "gameEnded")
       SELECT 'hist-' || h, i, 'load' || ((h * 7 + i) % $2) || '_p' || i,
         (ARRAY['wolf','wolf','wolf','wolf','seer','witch','hunter','idiot','villager','villager','villager','villager'])[i], true
       FROM generate_series(0, $1 - 1) h, generate_series(1, 12) i`,
      [games, T],
    );
    await run(
      `INSERT INTO "Snapshot" ("gameId", version, state, "updatedAt")
       SELECT 'hist-' || h, $2, jsonb_build_object('phase', jsonb_build_object('kind', 'ended'),
         'seats', (SELECT jsonb_agg(jsonb_build_object('seat', i, 'alive', i % 3 = 0, 'role', 'villager', 'notes', repeat('x', 120)))
                   FROM generate_series(1, 12) i),
         'log', repeat('d', 1200)), now()
       FROM generate_series(0, $1 - 1) h`,
      [games, PER_GAME.events],
    );
    await run(
      `INSERT INTO "GameEvent" ("gameId", seq, type, "atMs", data)
       SELECT 'hist-' || h, s, 'phase_started', s * 1000, jsonb_build_object('seat', s % 12 + 1, 'note', repeat('e', 60))
       FROM generate_series(0, $1 - 1) h, generate_series(1, $2) s`,
      [games, PER_GAME.events],
    );
    await run(
      `INSERT INTO "GameCommand" ("gameId", seq, "atMs", command)
       SELECT 'hist-' || h, s, s * 1500, jsonb_build_object('type', 'act', 'seat', s % 12 + 1, 'target', s % 11 + 1)
       FROM generate_series(0, $1 - 1) h, generate_series(1, $2) s`,
      [games, PER_GAME.commands],
    );
    await run(
      `INSERT INTO "OutboxMessage" ("gameId", key, audience, seat, text, status, attempts, conv, "createdAt", "sentAt")
       SELECT 'hist-' || h, s || '-0', CASE WHEN s % 2 = 0 THEN 'group' ELSE 'seat' END,
         CASE WHEN s % 2 = 0 THEN NULL ELSE s % 12 + 1 END, repeat('字', 40), 'sent', 1,
         CASE WHEN s % 2 = 0 THEN 'hist-' || h || ':rooms' ELSE 'hist-' || h || ':seat:' || (s % 12 + 1) END,
         now() - make_interval(mins => $1 - h), now() - make_interval(mins => $1 - h)
       FROM generate_series(0, $1 - 1) h, generate_series(1, $2) s`,
      [games, PER_GAME.outbox],
    );
    await run(
      `INSERT INTO "InboundMessage" ("messageId", "gameId")
       SELECT 'hist-msg-' || h || '-' || s, 'hist-' || h FROM generate_series(0, $1 - 1) h, generate_series(1, $2) s`,
      [games, PER_GAME.inbound],
    );
    await run(
      `INSERT INTO "TranscriptLine" ("gameId", room, seat, name, text, "messageId", version, "atMs")
       SELECT 'hist-' || h, 'group', s % 12 + 1, (s % 12 + 1) || '号', repeat('话', 30), 'hist-line-' || h || '-' || s, s, s * 900
       FROM generate_series(0, $1 - 1) h, generate_series(1, $2) s`,
      [games, PER_GAME.transcript],
    );
    await run(
      `INSERT INTO "TranscriptCount" ("gameId", lines) SELECT 'hist-' || h, $2 FROM generate_series(0, $1 - 1) h`,
      [games, PER_GAME.transcript],
    );
    await run(
      `INSERT INTO "Timer" (id, "gameId", "phaseSeq", kind, seat, "dueMs", status)
       SELECT 'hist-timer-' || h || '-' || s, 'hist-' || h, s, 'phase', NULL, s * 60000,
         CASE WHEN s % 3 = 0 THEN 'fired' ELSE 'cancelled' END
       FROM generate_series(0, $1 - 1) h, generate_series(1, $2) s`,
      [games, PER_GAME.timers],
    );
    await c.query("COMMIT");
    // Every table's statistics, as autovacuum would have them after a season (this bench's server may run without it).
    await c.query("VACUUM ANALYZE");
  } catch (err) {
    await c.query("ROLLBACK").catch(() => {});
    throw err;
  } finally {
    await c.end();
  }
  return { rows, ms: performance.now() - t0 };
}
