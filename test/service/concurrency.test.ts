/**
 * Issue 12: a game's commands stay serialised across processes. Two GameServices (two processes'
 * worth: each its own pg pool, no shared queue) send commands to the same games at once, on the
 * raw SQL path (the version-guarded write over `pg`) and the same statements through Prisma mixed; every
 * accepted command is applied exactly once, the log stays contiguous and folds to the snapshot,
 * and a chat message delivered to both is applied once. Neither keeps per-game state afterwards.
 */
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GameService, type HandleResult } from "../../src/app/game-service.ts";
import { fold } from "../../src/engine/evolve.ts";
import type { Command, GameEvent, GameState } from "../../src/engine/types.ts";
import { pgSql, type Sql } from "../../src/store/commands.ts";
import { createDb, type Db } from "../../src/store/db.ts";
import { render } from "../../src/vocab/msg.ts";
import { TEST_DB } from "./setup.ts";

const log = pino({ level: "silent" });
const noTimers = { schedule: async () => {}, cancel: async () => {} };

describe("issue 12: commands of one game from two processes", () => {
  let db: Db;
  const pools: Sql[] = [];
  let a: GameService;
  let b: GameService;
  let locked: GameService;
  beforeAll(() => {
    db = createDb(TEST_DB);
    pools.push(pgSql(TEST_DB, 4), pgSql(TEST_DB, 4));
    a = new GameService({ db, sql: pools[0], clock: Date.now, scheduler: noTimers, log });
    b = new GameService({ db, sql: pools[1], clock: Date.now, scheduler: noTimers, log });
    locked = new GameService({ db, clock: Date.now, scheduler: noTimers, log });
  });
  afterAll(async () => {
    for (const p of pools) await p.close();
    await db.$disconnect();
  });

  it("each accepted command once, the log contiguous and equal to the snapshot; a message seen by both applied once", async () => {
    const g = await a.createGame({ board: "444-idiot", seed: 5, matchGroupId: "conc@chatroom", judgeId: "conc_j" });
    if (!g.ok) throw new Error(render(g.msg));
    const gameId = g.gameId;
    const st = (await a.state(gameId)) as GameState;
    const wolves = st.seats.filter((x) => x.role === "werewolf").map((x) => x.seat);
    const targets = st.seats.filter((x) => x.role !== "werewolf").map((x) => x.seat);
    // Wolves keep changing their knife: every proposal that differs is an event.
    const cmds: Command[] = [];
    for (let i = 0; i < 30; i++)
      cmds.push({ type: "act", seat: wolves[i % wolves.length], act: "kill", target: targets[i % targets.length] });
    const services = [a, b, locked];
    const results: HandleResult[] = await Promise.all(cmds.map((c, i) => services[i % 3].handle(gameId, c)));
    // The same inbound message reaching both processes.
    const dup: Command = { type: "act", seat: wolves[0], act: "kill", target: targets[5] };
    const twice = await Promise.all([
      a.handle(gameId, dup, { messageId: "conc-msg-1" }),
      b.handle(gameId, dup, { messageId: "conc-msg-1" }),
    ]);
    expect(twice.filter((r) => r.ok && !r.duplicate)).toHaveLength(1);
    expect(twice.filter((r) => r.ok && r.duplicate)).toHaveLength(1);

    const rows = await db.gameEvent.findMany({ where: { gameId }, orderBy: { seq: "asc" } });
    expect(rows.map((r) => r.seq)).toEqual(rows.map((_, i) => i + 1));
    const events = rows.map((r) => r.data as unknown as GameEvent);
    const snap = await db.snapshot.findUniqueOrThrow({ where: { gameId } });
    expect(JSON.parse(JSON.stringify(fold(events)))).toEqual(snap.state);
    const game = await db.game.findUniqueOrThrow({ where: { id: gameId } });
    expect(game.version).toBe(rows.length);
    // Every accepted command is in the log once (the appeal record) and produced its event.
    const accepted = results.filter((r) => r.ok).length + 1;
    const commands = await db.gameCommand.count({ where: { gameId } });
    expect(commands).toBe(accepted);
    expect(events.filter((e) => e.type === "knife_proposed")).toHaveLength(accepted);
    expect(accepted).toBeGreaterThan(10);
    expect(a.busyGames + b.busyGames + locked.busyGames).toBe(0);
  }, 60_000);
});
