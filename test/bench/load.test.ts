/**
 * bench:load's counting machinery at a tiny size (issue 24 goal 4): two 12-player tables, a few
 * seconds at a fast rule clock, the bot in its own process and the players in this one. Asserts
 * the counters, never the times: every game committed commands, the bot counted its statements
 * (at least one command write per committed command, a bounded number in all), Redis's calls and
 * both sides' CPU were read; with two bot processes (`bots: 2`, each its own chat account) both
 * tables are opened and played, the figures summed.
 */
import pg from "pg";
import { describe, expect, it } from "vitest";
import { type LoadOptions, runLoad } from "../../scripts/bench/load-run.ts";
import { TEST_DB, TEST_REDIS } from "../service/setup.ts";

/** The test's own load database (emptied by each run, kept after it). */
const LOAD_DB = TEST_DB.replace(/\/([^/?]+)(\?|$)/, "/$1_load$2");

/** Two tables, split, at a fast clock on the test's own load database, with `o` on top. */
const tiny = (o: Partial<LoadOptions>) =>
  runLoad({
    games: 2,
    seconds: 8,
    speed: 30,
    tick: 500,
    split: true,
    databaseUrl: LOAD_DB,
    redisUrl: TEST_REDIS,
    ...o,
  });

describe("bench:load split (issue 24 goal 4)", () => {
  it("counts per committed command the bot's statements, Redis's calls and each process's CPU", async () => {
    const r = await tiny({});
    expect(r.bot.open).toBe(2);
    // The bot is another process than the players' (this one).
    expect(r.bot.pid).not.toBe(process.pid);
    expect(r.sent).toBeGreaterThan(0);
    expect(r.bot.committed).toBeGreaterThan(0);
    expect(r.bot.gamesCommitted).toBe(2);
    // Statements: every committed command is at least its one write, and the whole bot stays bounded.
    // (Every shape of the write: werewolf_command_write, …_timers, …_heard, …_end and their mixes.)
    const writes = r.bot.writes ?? 0;
    expect(writes).toBeGreaterThanOrEqual(r.bot.committed);
    expect(r.bot.statements).toBeGreaterThanOrEqual(writes);
    expect(r.bot.statements / r.bot.committed).toBeLessThan(40);
    expect(r.redisCalls).toBeGreaterThan(0);
    // BullMQ schedules the rule timers of every phase through the bot's Redis connections.
    expect(r.bot.redisSent).toBeGreaterThan(0);
    expect(r.redisCalls).toBeGreaterThanOrEqual(r.bot.redisSent);
    // By kind: BullMQ's scripts among them, the kinds adding up to at most the total.
    const redisKinds = r.bot.redisByKind ?? [];
    expect(redisKinds.some(([k]) => k.startsWith("evalsha"))).toBe(true);
    expect(redisKinds.reduce((a, [, c]) => a + c, 0)).toBeLessThanOrEqual(r.bot.redisSent);
    // The players' own process is measured apart from the machine's bill.
    expect(r.playersCpuMs).toBeGreaterThan(0);
    expect(r.bot.cpuMs).toBeGreaterThan(0);
    expect(r.postgresCpuMs).toBeGreaterThan(0);
    // Message → commit is measured for commands typed by players (timer fires have no message).
    expect(r.bot.fromMessages).toBeLessThanOrEqual(r.bot.committed);
    expect(r.bot.toCommit.length).toBeGreaterThan(0);
    expect(r.bot.toCommit.length).toBeLessThanOrEqual(r.bot.fromMessages);
    expect(r.delivery.length).toBeGreaterThan(0);
  }, 120_000);

  it("with the openings spread, a warm-up and two bots: every table is played from its opening by its own bot, the window counts its own lines", async () => {
    const r = await tiny({ seconds: 6, spread: 3, warmup: 2, bots: 2 });
    // Two bot processes (neither this one), a table each, their figures summed.
    expect(new Set(r.bot.pids).size).toBe(2);
    expect(r.bot.pids).not.toContain(process.pid);
    expect(r.bot.open).toBe(2);
    // Each table opened at its own time (table k at k·S/N: here 0 and 1.5 s), not a batch at once:
    // the second table's bot waited its 1.5 s (a wait, not a time limit). When the game began by
    // the wall clock depends on when each bot process started, so it is not asked.
    expect(r.bot.openSeconds).toBeGreaterThanOrEqual(1.5);
    // Each bot's game got its own players' lines over the whole run (a 6 s window may catch a table
    // waiting on a deadline, so the window's count of games is not asked for both).
    const c = new pg.Client({ connectionString: LOAD_DB });
    await c.connect();
    const games = (
      await c.query<{ channel: string; lines: number }>(
        `SELECT g.channel,
           (SELECT count(*)::int FROM "TranscriptLine" t WHERE t."gameId" = g.id AND t.seat IS NOT NULL) AS lines
         FROM "Game" g ORDER BY g.channel`,
      )
    ).rows;
    await c.end();
    expect(games.map((g) => g.channel)).toEqual(["load-0", "load-1"]);
    for (const g of games) expect(g.lines).toBeGreaterThan(0);
    expect(r.bot.gamesCommitted).toBeGreaterThan(0);
    expect(r.bot.fromMessages).toBeGreaterThan(0);
    // The players played in the window too (its lines only are counted).
    expect(r.sent).toBeGreaterThan(0);
    expect(r.bot.toCommit.length).toBeGreaterThan(0);
  }, 120_000);
});
