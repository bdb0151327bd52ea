/**
 * pgbench on the command path's own write (issue 24 goal 4), for `npm run bench:service`: the
 * statement text and parameters GameService sent (captured from its `Sql`), turned into a pgbench
 * script of that one statement — one round trip per transaction. `$n` becomes the variable
 * `:pn` (`-M prepared` sends it back as parameter n, so the server sees the same text shape and
 * parameters; a null one is the literal NULL); the game id and the message id are `:g`, a fresh game per transaction of each
 * client (client c's k-th transaction writes game c·100000 + k at version 0 → 1), because the
 * captured events' seqs and outbox key are constants. The games (`matchGroupId` 'bench-write',
 * numeric ids, an empty snapshot) are made by `prepareWriteGames` and reset before each round.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";

const GROUP = "bench-write";

/** Writes the pgbench script for `text` into `dir`; returns its path and the `-D` definitions. */
export function writeScript(dir: string, text: string, params: unknown[]): { file: string; defines: string[] } {
  const file = join(dir, "command-write.sql");
  // pgbench has no NULL variable: a null parameter (the winner of a running game) is the literal NULL.
  const isNull = (n: number) => params[n - 1] === null || params[n - 1] === undefined;
  const body = text.replace(/\$(\d+)/g, (_, n: string) =>
    n === "1" || n === "13" ? ":g" : isNull(Number(n)) && n !== "2" && n !== "3" ? "NULL" : `:p${n}`,
  );
  // pgbench reads one statement per line unless it ends with `;`: fold the text onto one line.
  writeFileSync(file, `\\set k :k + 1\n\\set g :client_id * 100000 + :k\n${body.replace(/\s+/g, " ").trim()};\n`);
  const defines = ["k=0", "p2=0", "p3=1"];
  params.forEach((v, i) => {
    const n = i + 1;
    if (n === 1 || n === 2 || n === 3 || n === 13 || isNull(n)) return;
    defines.push(`p${n}=${String(v)}`);
  });
  return { file, defines };
}

/** Makes `perClient` fresh games for each of `clients` pgbench clients (ids c·100000 + 1…). */
export async function prepareWriteGames(url: string, clients: number, perClient: number): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await resetWriteGames(c);
  await c.query(`DELETE FROM "Snapshot" WHERE "gameId" IN (SELECT id FROM "Game" WHERE "matchGroupId" = $1)`, [GROUP]);
  await c.query(`DELETE FROM "Game" WHERE "matchGroupId" = $1`, [GROUP]);
  await c.query(
    `INSERT INTO "Game" (id, board, ruleset, seed, "matchGroupId", "judgeId", channel, "updatedAt")
     SELECT (c * 100000 + k)::text, '444-idiot', 'ranked-s7', k, $3, 'bench', 'bench', now()
     FROM generate_series(0, $1::int - 1) c, generate_series(1, $2::int) k`,
    [clients, perClient, GROUP],
  );
  await c.query(
    `INSERT INTO "Snapshot" ("gameId", version, state, "updatedAt")
     SELECT id, 0, '{}'::jsonb, now() FROM "Game" WHERE "matchGroupId" = $1`,
    [GROUP],
  );
  await c.query(`VACUUM ANALYZE "Game", "Snapshot"`);
  await c.end();
}

/** Empties what a round wrote and puts every game back at version 0; returns how many were written. */
export async function resetWriteGames(c: pg.Client): Promise<number> {
  const ids = `SELECT id FROM "Game" WHERE "matchGroupId" = '${GROUP}'`;
  const written = Number(
    (await c.query(`SELECT count(*)::int AS n FROM "Game" WHERE "matchGroupId" = $1 AND version > 0`, [GROUP])).rows[0]
      .n,
  );
  for (const t of ["GameEvent", "GameCommand", "OutboxMessage", "InboundMessage", "Timer"])
    await c.query(`DELETE FROM "${t}" WHERE "gameId" IN (${ids})`);
  await c.query(`UPDATE "Snapshot" SET version = 0, state = '{}'::jsonb WHERE "gameId" IN (${ids}) AND version > 0`);
  await c.query(
    `UPDATE "Game" SET version = 0, status = 'running', winner = NULL WHERE "matchGroupId" = $1 AND version > 0`,
    [GROUP],
  );
  return written;
}

/** Deletes the write bench's games and their rows. */
export async function dropWriteGames(url: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await resetWriteGames(c);
  await c.query(`DELETE FROM "Snapshot" WHERE "gameId" IN (SELECT id FROM "Game" WHERE "matchGroupId" = $1)`, [GROUP]);
  await c.query(`DELETE FROM "Game" WHERE "matchGroupId" = $1`, [GROUP]);
  await c.end();
}
