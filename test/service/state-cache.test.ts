/**
 * Issue 12 goals 2 and 5: GameService keeps the last state of each running game it committed or
 * read, by version, so a command or a router read that finds the game at that version does not
 * read the snapshot again. Another process's commit (a timer fired elsewhere, a second account)
 * changes the version, and the kept state must never be used then; an ended game is forgotten.
 */
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GameService } from "../../src/app/game-service.ts";
import { fold } from "../../src/engine/evolve.ts";
import type { GameEvent, GameState } from "../../src/engine/types.ts";
import { pgSql, type Sql } from "../../src/store/commands.ts";
import { createDb, type Db } from "../../src/store/db.ts";
import { render } from "../../src/vocab/msg.ts";
import { TEST_DB } from "./setup.ts";

const log = pino({ level: "silent" });
const noTimers = { schedule: async () => {}, cancel: async () => {} };

describe("issue 12: the states a GameService keeps", () => {
  let db: Db;
  const pools: Sql[] = [];
  let a: GameService;
  let b: GameService;
  beforeAll(() => {
    db = createDb(TEST_DB);
    pools.push(pgSql(TEST_DB, 2), pgSql(TEST_DB, 2));
    a = new GameService({ db, sql: pools[0], clock: Date.now, scheduler: noTimers, log });
    b = new GameService({ db, sql: pools[1], clock: Date.now, scheduler: noTimers, log });
  });
  afterAll(async () => {
    for (const p of pools) await p.close();
    await db.$disconnect();
  });

  const logOf = async (gameId: string) =>
    (await db.gameEvent.findMany({ where: { gameId }, orderBy: { seq: "asc" } })).map(
      (r) => r.data as unknown as GameEvent,
    );

  it("another process's commit is seen: state, stateAt and the next command use the new version, never the kept one; a message applied once is a duplicate", async () => {
    const g = await a.createGame({ board: "444-idiot", seed: 11, matchGroupId: "cache@chatroom", judgeId: "cache_j" });
    if (!g.ok) throw new Error(render(g.msg));
    const { gameId } = g;
    const st0 = (await a.state(gameId)) as GameState;
    // The kept state is shared and frozen in the tests (WEREWOLF_FREEZE_STATES, vitest.config.ts).
    expect(a.peek(gameId)).toBe(st0);
    expect(Object.isFrozen(st0.seats[0])).toBe(true);
    const wolves = st0.seats.filter((x) => x.role === "werewolf").map((x) => x.seat);
    const good = st0.seats.filter((x) => x.role !== "werewolf").map((x) => x.seat);

    // Process B proposes a knife: A's kept state is now behind.
    const r1 = await b.handle(gameId, { type: "act", seat: wolves[0], act: "kill", target: good[0] });
    expect(r1.ok).toBe(true);
    expect(a.peek(gameId)).toBe(st0);
    const seen = (await a.state(gameId)) as GameState;
    expect(seen).not.toBe(st0);
    expect(JSON.parse(JSON.stringify(seen))).toEqual(JSON.parse(JSON.stringify(fold(await logOf(gameId)))));
    // stateAt with the version a router look-up read returns the new state, not the old.
    const version = (await db.game.findUniqueOrThrow({ where: { id: gameId } })).version;
    expect(await a.stateAt(gameId, version)).toBe(seen);

    // B again, then A commands: A's command is decided on B's latest state (the log stays one story).
    await b.handle(gameId, { type: "act", seat: wolves[1], act: "kill", target: good[1] });
    const r3 = await a.handle(gameId, { type: "act", seat: wolves[2], act: "kill", target: good[2] });
    expect(r3.ok).toBe(true);
    // A message applied once is not applied again, although A decides it on its kept state
    // without reading (the write's guard checks the message id too).
    const once = { type: "act" as const, seat: wolves[0], act: "kill", target: good[3] };
    const first = await a.handle(gameId, once, { messageId: "cache-msg-1" });
    const again = await a.handle(gameId, once, { messageId: "cache-msg-1" });
    expect(first.ok && !first.duplicate).toBe(true);
    expect(again.ok && again.duplicate).toBe(true);
    const events = await logOf(gameId);
    expect(events.map((e) => e.type).filter((t) => t === "knife_proposed")).toHaveLength(4);
    const snap = await db.snapshot.findUniqueOrThrow({ where: { gameId } });
    expect(JSON.parse(JSON.stringify(fold(events)))).toEqual(snap.state);
    expect(JSON.parse(JSON.stringify(a.peek(gameId)))).toEqual(snap.state);
  });

  it("an ended game leaves no kept state", async () => {
    const g = await a.createGame({
      board: "444-idiot",
      seed: 12,
      matchGroupId: "cache2@chatroom",
      judgeId: "cache_j2",
    });
    if (!g.ok) throw new Error(render(g.msg));
    expect(a.peek(g.gameId)).not.toBeNull();
    const before = a.knownGames;
    const r = await a.handle(g.gameId, { type: "judge", ruling: "void" });
    expect(r.ok).toBe(true);
    expect((await db.game.findUniqueOrThrow({ where: { id: g.gameId } })).status).toBe("ended");
    expect(a.peek(g.gameId)).toBeNull();
    expect(a.knownGames).toBe(before - 1);
  });

  it("issue 24 goal 4: a timer fire on the kept state is one statement, its write; a fire the kept state finds stale is decided again on a read; a timer another process's commit made is read first", async () => {
    const now = { ms: 5_000_000 };
    const sqlC = pgSql(TEST_DB, 2);
    const sqlD = pgSql(TEST_DB, 2);
    pools.push(sqlC, sqlD);
    const c = new GameService({ db, sql: sqlC, clock: () => now.ms, scheduler: noTimers, log });
    const d = new GameService({ db, sql: sqlD, clock: () => now.ms, scheduler: noTimers, log });
    /** The statements `fn` sends through C's pool, by prepared name (any shape of the write is `write`). */
    const sent = async (fn: () => Promise<unknown>) => {
      const query = sqlC.query.bind(sqlC);
      const names: string[] = [];
      sqlC.query = (text, params, name) => {
        names.push(name?.startsWith("werewolf_command_write") ? "write" : (name ?? text.slice(0, 30)));
        return query(text, params, name);
      };
      try {
        await fn();
      } finally {
        sqlC.query = query;
      }
      return names;
    };
    const g = await c.createGame({
      board: "444-idiot",
      seed: 13,
      matchGroupId: "cache3@chatroom",
      judgeId: "cache_j3",
    });
    if (!g.ok) throw new Error(render(g.msg));
    const { gameId } = g;
    const first = (c.peek(gameId) as GameState).timers[0];
    now.ms = first.dueMs;
    // C holds the game's last state: the fire is decided on it and written, nothing read.
    let r: Awaited<ReturnType<GameService["handle"]>> | undefined;
    expect(await sent(async () => (r = await c.handle(gameId, { type: "timeout", timerId: first.id })))).toEqual([
      "write",
    ]);
    expect(r?.ok).toBe(true);
    // The same fire again: stale on the kept state, so read, and stale there too: nothing written.
    const v1 = (await db.game.findUniqueOrThrow({ where: { id: gameId } })).version;
    expect(await sent(async () => (r = await c.handle(gameId, { type: "timeout", timerId: first.id })))).toEqual([
      "werewolf_command_read",
    ]);
    expect(!r?.ok && r?.reject.code).toBe("timer.stale");
    expect((await db.game.findUniqueOrThrow({ where: { id: gameId } })).version).toBe(v1);
    // Process D fires the next timer: C's kept state is behind and does not know the one after.
    const second = ((await d.state(gameId)) as GameState).timers[0];
    now.ms = Math.max(now.ms, second.dueMs);
    expect((await d.handle(gameId, { type: "timeout", timerId: second.id })).ok).toBe(true);
    const third = ((await d.state(gameId)) as GameState).timers[0];
    expect(third.id).not.toBe(second.id);
    expect((c.peek(gameId) as GameState).timers.some((t) => t.id === third.id)).toBe(false);
    now.ms = Math.max(now.ms, third.dueMs);
    // A timer C's kept state does not know: read first (no write on the stale state, whose own
    // past deadline would fire and be refused), then written.
    expect(await sent(async () => (r = await c.handle(gameId, { type: "timeout", timerId: third.id })))).toEqual([
      "werewolf_command_read",
      "write",
    ]);
    expect(r?.ok).toBe(true);
    const events = await logOf(gameId);
    const snap = await db.snapshot.findUniqueOrThrow({ where: { gameId } });
    expect(JSON.parse(JSON.stringify(fold(events)))).toEqual(snap.state);
  });
});
