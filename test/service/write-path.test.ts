/**
 * Issue 24 goal 2: one write path. A game-ending command is decided once (the engine's `decide`
 * runs once for it, not a second time in another transaction) and written by the same guarded
 * statement as every other command, with the season's result in the same commit: an end hook
 * that fails after the guarded statement leaves neither the events nor the result. Without a raw
 * `Sql` the service takes the very same path (through Prisma's connection).
 */
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GameService, type OnGameEnded } from "../../src/app/game-service.ts";
import { SeasonBook } from "../../src/app/season.ts";
import * as engine from "../../src/engine/engine.ts";
import type { Command } from "../../src/engine/types.ts";
import { pgSql, type Sql } from "../../src/store/commands.ts";
import { createDb, type Db } from "../../src/store/db.ts";
import { TEST_DB } from "./setup.ts";

vi.mock("../../src/engine/engine.ts", async (original) => {
  const m = await original<typeof import("../../src/engine/engine.ts")>();
  return { ...m, decide: vi.fn(m.decide) };
});

const log = pino({ level: "silent" });
const noTimers = { schedule: async () => {}, cancel: async () => {} };
const voidIt: Command = { type: "judge", ruling: "void", reason: "测试作废" };

describe("issue 24 goal 2: a game-ending command is decided once, written once with its season rows", () => {
  let db: Db;
  let pool: Sql;
  let book: SeasonBook;
  beforeAll(() => {
    db = createDb(TEST_DB);
    pool = pgSql(TEST_DB, 2);
    book = new SeasonBook(db);
  });
  afterAll(async () => {
    await pool.close();
    await db.$disconnect();
  });

  const open = async (service: GameService, tag: string) => {
    const g = await service.createGame({
      board: "444-idiot",
      seed: 7,
      matchGroupId: `${tag}@chatroom`,
      judgeId: `${tag}_judge`,
      players: Array.from({ length: 12 }, (_, i) => ({
        seat: i + 1,
        contactId: `${tag}_p${i + 1}`,
        name: `p${i + 1}`,
      })),
    });
    if (!g.ok) throw new Error(g.text);
    return g.gameId;
  };

  for (const raw of [true, false])
    it(`${raw ? "raw SQL" : "no raw SQL (through Prisma)"}: one decide, one command row, the result in the same commit`, async () => {
      const hook: OnGameEnded = (tx, id, st) => book.onGameEnded(tx, id, st);
      const service = new GameService({
        db,
        ...(raw ? { sql: pool } : {}),
        clock: Date.now,
        scheduler: noTimers,
        log,
        onGameEnded: hook,
      });
      const gameId = await open(service, raw ? "wp_raw" : "wp_prisma");
      // Read once so the decision below is the command's own (no catch-up of due deadlines).
      await service.state(gameId);
      const decide = vi.mocked(engine.decide);
      decide.mockClear();
      const r = await service.handle(gameId, voidIt, { messageId: `${gameId}-void` });
      expect(r.ok).toBe(true);
      expect(decide).toHaveBeenCalledTimes(1);
      const commands = await db.gameCommand.findMany({ where: { gameId } });
      expect(commands.map((c) => (c.command as { ruling?: string }).ruling)).toEqual(["void"]);
      const game = await db.game.findUniqueOrThrow({ where: { id: gameId } });
      expect(game.status).toBe("ended");
      const result = await db.rankedResult.findUnique({ where: { gameId } });
      expect(result?.voided).toBe(true);
      // The hook's message follows the game's last narration, keyed after the final version.
      const end = await db.outboxMessage.findMany({ where: { gameId, key: { startsWith: `${game.version}-end-` } } });
      expect(end.map((m) => m.text).join("\n")).toContain("对局编号");
      // The same message again is a duplicate: nothing decided, nothing written.
      decide.mockClear();
      const again = await service.handle(gameId, voidIt, { messageId: `${gameId}-void` });
      expect(again).toMatchObject({ ok: true, duplicate: true });
      expect(decide).not.toHaveBeenCalled();
    });

  it("an end hook failing after the guarded statement leaves neither the events nor the result", async () => {
    let fail = true;
    const service = new GameService({
      db,
      sql: pool,
      clock: Date.now,
      scheduler: noTimers,
      log,
      onGameEnded: async (tx, id, st) => {
        const out = await book.onGameEnded(tx, id, st);
        if (fail) throw new Error("the end hook failed after writing its result");
        return out;
      },
    });
    const gameId = await open(service, "wp_fail");
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
});
