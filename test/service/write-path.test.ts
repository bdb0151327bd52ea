/**
 * Issue 24 goal 2: one write path. A game-ending command is decided once (the engine's `decide`
 * runs once for it, not a second time in another transaction) and written by ONE statement — the
 * same guarded statement as every other command — with its season result (and a match's sheet and
 * next room) in it: no interactive transaction, no other write. The end hooks only read before it.
 * A refused guard (a stale version, or a match that moved) writes none of the end rows. Without a
 * raw `Sql` the service takes the very same path (the same text through Prisma's connection).
 */
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GameService, type OnGameEnded } from "../../src/app/game-service.ts";
import { SeasonBook } from "../../src/app/season.ts";
import * as engine from "../../src/engine/engine.ts";
import type { Command } from "../../src/engine/types.ts";
import { type CommandWrite, pgSql, prismaSql, type Sql, writeCommand } from "../../src/store/commands.ts";
import { createDb, type Db, openStore, type Store } from "../../src/store/db.ts";
import { render, storedMsg } from "../../src/vocab/msg.ts";
import { pgliteCopy } from "../pglite-template.ts";
import { noTimers, seatedGame } from "./quiet.ts";
import { TEST_DB } from "./setup.ts";

vi.mock("../../src/engine/engine.ts", async (original) => {
  const m = await original<typeof import("../../src/engine/engine.ts")>();
  return { ...m, decide: vi.fn(m.decide) };
});

const log = pino({ level: "silent" });
const voidIt: Command = { type: "judge", ruling: "void", reason: "测试作废" };

/** Every call the code makes through a Prisma client (`model.method` or `$method`), recorded in `calls`. */
function counted(db: Db, calls: string[]): Db {
  const wrap = (target: object, prefix: string): object =>
    new Proxy(target, {
      get(t, prop, _r) {
        const v = Reflect.get(t, prop, t);
        if (typeof prop !== "string") return v;
        if (typeof v === "function")
          return (...args: unknown[]) => {
            calls.push(`${prefix}${prop}`);
            return v.apply(t, args);
          };
        if (prefix === "" && v && typeof v === "object" && !prop.startsWith("$") && !prop.startsWith("_"))
          return wrap(v, `${prop}.`);
        return v;
      },
    });
  return wrap(db, "") as Db;
}

/** The statements sent through `sql`, as their first words (the command's write is named). */
function countedSql(sql: Sql, sent: string[]): Sql {
  return {
    query: (text, params, name) => {
      sent.push(name ?? text.trim().slice(0, 40));
      return sql.query(text, params, name);
    },
    close: () => sql.close(),
  };
}

/** A Prisma call that writes (or opens a transaction), as the end of a game must not make any more. */
const WRITES =
  /(\.|^\$)(create|createMany|update|updateMany|upsert|delete|deleteMany|executeRaw|executeRawUnsafe|transaction)\b/;

describe("issue 24 goal 2: a game-ending command is decided once, written by one statement with its season rows", () => {
  let db: Db;
  let pool: Sql;
  let book: SeasonBook;
  let embedded: Store;
  const dbOf = () => db;
  beforeAll(async () => {
    db = createDb(TEST_DB);
    pool = pgSql(TEST_DB, 2);
    book = new SeasonBook(db);
    // Embedded PGlite (its migrations take seconds, more on a busy machine).
    embedded = await openStore({ dataDir: await pgliteCopy() });
  }, 180_000);
  afterAll(async () => {
    await embedded.close();
    await pool.close();
    await db.$disconnect();
  });

  for (const raw of [true, false])
    it(`${raw ? "raw SQL" : "no raw SQL (through Prisma)"}: one decide, one statement, the result in it`, async () => {
      const calls: string[] = [];
      const sent: string[] = [];
      const seen = counted(db, calls);
      // The season's book on the same counted client: its reads are seen, and would its writes be.
      const seenBook = new SeasonBook(seen);
      const hook: OnGameEnded = (end) => seenBook.onGameEnded(end);
      const service = new GameService({
        db: seen,
        ...(raw ? { sql: countedSql(pool, sent) } : {}),
        clock: Date.now,
        scheduler: noTimers,
        log,
        onGameEnded: hook,
      });
      const gameId = await seatedGame(service, raw ? "wp_raw" : "wp_prisma");
      // Read once so the decision below is the command's own (no catch-up of due deadlines).
      await service.state(gameId);
      const decide = vi.mocked(engine.decide);
      decide.mockClear();
      calls.length = 0;
      sent.length = 0;
      const r = await service.handle(gameId, voidIt, { messageId: `${gameId}-void` });
      expect(r.ok).toBe(true);
      expect(decide).toHaveBeenCalledTimes(1);
      // One statement wrote it all: the command's guarded write in its shape with the end rows (and
      // the timers it cancels), and no other write or transaction.
      if (raw) expect(sent).toEqual(["werewolf_command_write_timers_end"]);
      else expect(sent).toEqual([]);
      expect(calls.filter((c) => WRITES.test(c))).toEqual([]);
      const rawCalls = calls.filter((c) => c.startsWith("$queryRaw"));
      expect(rawCalls).toHaveLength(raw ? 0 : 1);
      expect(calls.filter((c) => !c.startsWith("$queryRaw")).every((c) => /\.(find\w*|count)$/.test(c))).toBe(true);
      const commands = await db.gameCommand.findMany({ where: { gameId } });
      expect(commands.map((c) => (c.command as { ruling?: string }).ruling)).toEqual(["void"]);
      const game = await db.game.findUniqueOrThrow({ where: { id: gameId } });
      expect(game.status).toBe("ended");
      const result = await db.rankedResult.findUnique({ where: { gameId } });
      expect(result?.voided).toBe(true);
      expect(result?.winner).toBe("");
      // The hook's message follows the game's last narration, keyed after the final version.
      const end = await db.outboxMessage.findMany({ where: { gameId, key: { startsWith: `${game.version}-end-` } } });
      expect(end.map((m) => render(storedMsg(m))).join("\n")).toContain("对局编号");
      // The same message again is a duplicate: nothing decided, nothing written.
      decide.mockClear();
      const again = await service.handle(gameId, voidIt, { messageId: `${gameId}-void` });
      expect(again).toMatchObject({ ok: true, duplicate: true });
      expect(decide).not.toHaveBeenCalled();
    });

  /** A GameService on the raw SQL pool with no timers, its game-end hook `onGameEnded`. */
  const rawService = (onGameEnded?: ConstructorParameters<typeof GameService>[0]["onGameEnded"]) =>
    new GameService({
      db,
      sql: pool,
      clock: Date.now,
      scheduler: noTimers,
      log,
      ...(onGameEnded ? { onGameEnded } : {}),
    });

  it("an end hook failing before the statement writes nothing: neither the events nor the result", async () => {
    let fail = true;
    const service = rawService(async (end) => {
      const out = await book.onGameEnded(end);
      if (fail) throw new Error("the end hook failed");
      return out;
    });
    const gameId = await seatedGame(service, "wp_fail");
    const before = await db.game.findUniqueOrThrow({ where: { id: gameId } });
    await expect(service.handle(gameId, voidIt)).rejects.toThrow(/end hook failed/);
    const after = await db.game.findUniqueOrThrow({ where: { id: gameId } });
    expect(after.version).toBe(before.version);
    expect(after.status).toBe("running");
    expect(await db.gameEvent.count({ where: { gameId, seq: { gt: before.version } } })).toBe(0);
    expect(await db.gameCommand.count({ where: { gameId } })).toBe(0);
    expect(await db.rankedResult.findUnique({ where: { gameId } })).toBeNull();
    // Once the hook works the command goes through, once.
    fail = false;
    expect((await service.handle(gameId, voidIt)).ok).toBe(true);
    expect(await db.gameCommand.count({ where: { gameId } })).toBe(1);
    expect(await db.rankedResult.findUnique({ where: { gameId } })).not.toBeNull();
  });

  it("another process moves the game first: the refused statement writes no end row, the end is decided again on the new version", async () => {
    const ends: number[] = [];
    const a = rawService(async (end) => {
      ends.push(end.version);
      return book.onGameEnded(end);
    });
    const b = rawService();
    const gameId = await seatedGame(a, "wp_moved");
    await a.state(gameId);
    const { version: v0 } = await db.game.findUniqueOrThrow({ where: { id: gameId } });
    // Process b pauses the game: a's kept state is now behind.
    expect((await b.handle(gameId, { type: "judge", ruling: "pause" })).ok).toBe(true);
    const { version: v1 } = await db.game.findUniqueOrThrow({ where: { id: gameId } });
    expect(v1).toBeGreaterThan(v0);
    expect((await a.handle(gameId, voidIt)).ok).toBe(true);
    // Decided on the kept version (refused, nothing written), then on the one read.
    expect(ends).toEqual([v0, v1]);
    const game = await db.game.findUniqueOrThrow({ where: { id: gameId } });
    expect(game.status).toBe("ended");
    const endRows = await db.outboxMessage.findMany({ where: { gameId, key: { contains: "-end-" } } });
    expect(endRows.length).toBeGreaterThan(0);
    expect(endRows.every((m) => m.key.startsWith(`${game.version}-end-`))).toBe(true);
    expect((await db.rankedResult.findUniqueOrThrow({ where: { gameId } })).voided).toBe(true);
    expect(await db.gameCommand.count({ where: { gameId } })).toBe(2);
  });

  for (const mode of ["pg", "prisma", "pglite"] as const)
    it(`${mode}: a refused guard (stale version, or the match moved) writes no season or match row`, async () => {
      // The same statement text through a pg pool, through Prisma, and through embedded PGlite.
      const db = mode === "pglite" ? embedded.db : dbOf();
      const sql = mode === "pglite" ? embedded.sql : mode === "pg" ? pool : prismaSql(db);
      const service = new GameService({ db, sql, clock: Date.now, scheduler: noTimers, log });
      const tag = `wp_guard_${mode}`;
      const gameId = await seatedGame(service, tag);
      const { version } = await db.game.findUniqueOrThrow({ where: { id: gameId } });
      const match = await db.match.create({
        data: {
          matchGroupId: `${tag}@chatroom`,
          judgeId: `${tag}_judge`,
          ruleset: "table",
          board: "444-idiot",
          games: 5,
          scoring: {},
        },
      });
      const write = (v: number, wasProtectedId: string | null): CommandWrite => ({
        gameId,
        version: v,
        newVersion: v,
        status: "running",
        winner: null,
        events: [],
        commands: [],
        outbox: [],
        timers: [],
        fired: [],
        cancelled: [],
        end: {
          result: {
            gameId,
            endedAt: 1_765_000_000_123,
            board: "444-idiot",
            winner: "",
            valid: false,
            reason: "测试",
            voided: true,
            seats: [],
          },
          match: {
            matchId: match.id,
            n: 1,
            protectedSeat: null,
            sheet: [],
            protectedId: `${tag}_p3`,
            status: "open",
            was: { protectedId: wasProtectedId },
          },
          room: {
            matchGroupId: `${tag}@chatroom`,
            judgeId: `${tag}_judge`,
            board: "444-idiot",
            ruleset: "table",
            matchId: match.id,
          },
        },
      });
      const nothing = async () => {
        expect(await db.rankedResult.findUnique({ where: { gameId } })).toBeNull();
        expect(await db.matchGame.count({ where: { matchId: match.id } })).toBe(0);
        expect((await db.match.findUniqueOrThrow({ where: { id: match.id } })).protectedId).toBeNull();
        expect(await db.room.count({ where: { matchId: match.id } })).toBe(0);
      };
      // A stale version: the guard refuses, nothing of the end is written.
      expect(await writeCommand(sql, write(version - 1, null))).toBe(false);
      await nothing();
      // The game's version is right but the match is no longer as read (its protection moved).
      expect(await writeCommand(sql, write(version, "someone_else"))).toBe(false);
      await nothing();
      // As read: every end row is written by the one statement.
      expect(await writeCommand(sql, write(version, null))).toBe(true);
      const result = await db.rankedResult.findUniqueOrThrow({ where: { gameId } });
      expect(result.endedAt.getTime()).toBe(1_765_000_000_123);
      expect(result.voided).toBe(true);
      expect(await db.matchGame.findMany({ where: { matchId: match.id }, select: { n: true, gameId: true } })).toEqual([
        { n: 1, gameId },
      ]);
      expect((await db.match.findUniqueOrThrow({ where: { id: match.id } })).protectedId).toBe(`${tag}_p3`);
      const rooms = await db.room.findMany({ where: { matchId: match.id } });
      expect(rooms.map((r) => [r.status, r.ruleset, r.seats])).toEqual([["open", "table", []]]);
    });
});
