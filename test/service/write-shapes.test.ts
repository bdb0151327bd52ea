/**
 * Issue 24 goal 4: the command's one write is sent in the shape of what it carries — the timers'
 * parts, the end rows and the transcript line only when the command has them (`writeShape`,
 * src/store/commands.ts) — and the outbox sender's take (store/outbox-take.ts) only when it lends
 * one. Each of the sixteen shapes writes exactly its parts, numbers its parameters without a gap,
 * and keeps the version guard: a stale version writes nothing.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GameService } from "../../src/app/game-service.ts";
import {
  type CommandWrite,
  partsOf,
  pgSql,
  type Sql,
  writeCommand,
  writeCommandTaking,
  writeShape,
} from "../../src/store/commands.ts";
import { createDb, type Db } from "../../src/store/db.ts";
import { render } from "../../src/vocab/msg.ts";
import { quietService } from "./quiet.ts";
import { TEST_DB } from "./setup.ts";

const SHAPES = Array.from({ length: 16 }, (_, i) => ({
  timers: (i & 4) > 0,
  end: (i & 2) > 0,
  heard: (i & 1) > 0,
  take: (i & 8) > 0,
}));

describe("issue 24 goal 4: the command write's shapes", () => {
  let db: Db;
  let sql: Sql;
  let service: GameService;
  beforeAll(async () => {
    db = createDb(TEST_DB);
    sql = pgSql(TEST_DB, 2);
    service = quietService(db, sql);
  });
  afterAll(async () => {
    await sql.close();
    await db.$disconnect();
  });
  /** A new 444-idiot game (`g.gameId`), its tag and its version. */
  const newGame = async () => {
    const tag = randomUUID().slice(0, 8);
    const made = await service.createGame({
      board: "444-idiot",
      seed: 3,
      matchGroupId: `${tag}@chatroom`,
      judgeId: `${tag}_j`,
    });
    if (!made.ok) throw new Error(render(made.msg));
    const version = (await db.game.findUniqueOrThrow({ where: { id: made.gameId } })).version;
    return { g: made, tag, version };
  };

  it("each shape's text has only its parts, and as many parameters as it numbers", () => {
    const w = write("g", 0, { timers: true, end: true, heard: true, take: true });
    for (const parts of SHAPES) {
      const shape = writeShape(parts);
      const highest = Math.max(...[...shape.text.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])));
      const params = shape.params(w);
      expect(params).toHaveLength(highest);
      // Every number up to the highest is used: no gap Postgres could not type.
      for (let n = 1; n <= highest; n++) expect(shape.text).toContain(`$${n}`);
      expect(shape.text.includes('"Timer"')).toBe(parts.timers);
      expect(shape.text.includes('"RankedResult"')).toBe(parts.end);
      expect(shape.text.includes('"Match"')).toBe(parts.end);
      expect(shape.text.includes('"TranscriptLine"')).toBe(parts.heard);
      expect(shape.text.includes("mk AS")).toBe(parts.take);
    }
    // The plain shape (an act, a vote) has none of them.
    expect(partsOf(write("g", 0, { timers: false, end: false, heard: false, take: false }))).toEqual({
      timers: false,
      end: false,
      heard: false,
      take: false,
    });
  });

  for (const parts of SHAPES)
    it(`timers ${parts.timers}, end ${parts.end}, line ${parts.heard}, take ${parts.take}: writes its rows, and nothing at a stale version`, async () => {
      const { g, version } = await newGame();
      const w = write(g.gameId, version, parts);
      expect(await writeCommand(sql, { ...w, version: version - 1, newVersion: version })).toBe(false);
      expect(await db.gameEvent.count({ where: { gameId: g.gameId, seq: w.events[0].seq } })).toBe(0);
      expect(await writeCommand(sql, w)).toBe(true);
      const game = await db.game.findUniqueOrThrow({ where: { id: g.gameId } });
      expect(game.version).toBe(version + 1);
      expect(game.status).toBe(parts.end ? "ended" : "running");
      expect(await db.gameEvent.count({ where: { gameId: g.gameId, seq: w.events[0].seq } })).toBe(1);
      const row = await db.outboxMessage.findFirstOrThrow({ where: { gameId: g.gameId, key: w.outbox[0].key } });
      // Taken for the lending sender (its game's channel, nothing open before it), else left to a claim.
      expect([row.status, row.owner, row.attempts]).toEqual(
        parts.take ? ["sending", "shapes", 1] : ["pending", null, 0],
      );
      expect(await db.inboundMessage.count({ where: { messageId: w.messageId } })).toBe(1);
      expect(await db.timer.count({ where: { id: `${g.gameId}-shape` } })).toBe(parts.timers ? 1 : 0);
      expect(await db.rankedResult.count({ where: { gameId: g.gameId } })).toBe(parts.end ? 1 : 0);
      expect(await db.transcriptLine.count({ where: { gameId: g.gameId, messageId: w.messageId } })).toBe(
        parts.heard ? 1 : 0,
      );
      // The same message again: refused (applied), whatever the shape.
      expect(await writeCommand(sql, { ...w, version: version + 1, newVersion: version + 2 })).toBe(false);
    });

  it("the timers' part marks its fired timer, deletes its cancelled ones by id and leaves the game's other timers alone; a stale version touches none", async () => {
    const { g, version } = await newGame();
    const id = (k: string) => `${g.gameId}-t-${k}`;
    const made = ["fire", "drop1", "drop2", "keep"].map((k, i) => ({
      id: id(k),
      phaseSeq: 1,
      kind: "speech",
      seat: i + 1,
      dueMs: 5000,
    }));
    const parts = { timers: true, end: false, heard: false, take: false };
    expect(await writeCommand(sql, { ...write(g.gameId, version, parts), timers: made })).toBe(true);
    const ends = {
      ...write(g.gameId, version + 1, parts),
      timers: [],
      fired: [id("fire")],
      cancelled: [id("drop1"), id("drop2")],
    };
    expect(await writeCommand(sql, { ...ends, version, newVersion: version + 1, messageId: "stale" })).toBe(false);
    const statuses = async () =>
      Object.fromEntries(
        (await db.timer.findMany({ where: { id: { in: made.map((t) => t.id) } } })).map((t) => [t.id, t.status]),
      );
    expect(await statuses()).toEqual(Object.fromEntries(made.map((t) => [t.id, "pending"])));
    expect(await writeCommand(sql, ends)).toBe(true);
    expect(await statuses()).toEqual({ [id("fire")]: "fired", [id("keep")]: "pending" });
  });

  // What a take may take: only rows no other write can take beside it unseen, behind marks that held.
  it("a write that adds no events takes no row of the game's own conversations (no version guard orders it against another process's write of the game); one that adds events does", async () => {
    const { g, version } = await newGame();
    const take = { owner: "shapes", channel: "wechat", leaseMs: 15_000, marks: [], convs: [] };
    const w = write(g.gameId, version, { timers: false, end: false, heard: false, take: true });
    const none = await writeCommandTaking(sql, {
      ...w,
      newVersion: version,
      state: undefined,
      events: [],
      outbox: w.outbox.map((o) => ({ ...o, key: `${o.key}-none`, conv: `${g.gameId}:none` })),
      messageId: `${w.messageId}-none`,
      commands: [],
      take,
    });
    expect(none.applied).toBe(true);
    expect(none.taken.rows).toEqual([]);
    const some = await writeCommandTaking(sql, { ...w, take });
    expect(some.applied).toBe(true);
    expect(some.taken.rows.map((x) => x.key)).toEqual([w.outbox[0].key]);
  });

  it("a mark of a row this sender no longer holds (taken back, pending again) marks nothing and frees nothing: the new row behind it stays pending", async () => {
    const { g, tag, version } = await newGame();
    const conv = `${g.gameId}:shape`;
    // A row this sender delivered, then lost (its lease ran out, another sender put it back).
    const lost = await db.outboxMessage.create({
      data: { gameId: g.gameId, key: `lost-${tag}`, audience: "group", text: "先", conv, status: "pending" },
    });
    const w = write(g.gameId, version, { timers: false, end: false, heard: false, take: true });
    const r = await writeCommandTaking(sql, {
      ...w,
      take: { owner: "shapes", channel: "wechat", leaseMs: 15_000, marks: [lost.id], convs: [] },
    });
    expect(r.applied).toBe(true);
    expect(r.taken.rows).toEqual([]);
    const rows = await db.outboxMessage.findMany({ where: { conv }, orderBy: { id: "asc" } });
    expect(rows.map((x) => [x.key, x.status, x.owner])).toEqual([
      [`lost-${tag}`, "pending", null],
      [w.outbox[0].key, "pending", null],
    ]);
  });
});

/** A write of `gameId` at `version` carrying the given parts (one event, one outbox row, a message id). */
function write(
  gameId: string,
  version: number,
  parts: { timers: boolean; end: boolean; heard: boolean; take: boolean },
): CommandWrite {
  const messageId = `${gameId}-m-${version}`;
  return {
    gameId,
    version,
    newVersion: version + 1,
    state: { shape: parts },
    status: parts.end ? "ended" : "running",
    winner: parts.end ? "village" : null,
    events: [{ seq: 10_000 + version, type: "note", atMs: 1, data: {} }],
    commands: [{ seq: 10_000 + version, atMs: 1, command: { type: "note" } }],
    outbox: [
      {
        key: `shape-${version}`,
        audience: "group",
        seat: null,
        contactId: null,
        text: "好",
        op: "say",
        members: [],
        // A conversation of its own: the game's rooms still hold its creation's rows, unsent.
        conv: `${gameId}:shape`,
      },
    ],
    timers: parts.timers ? [{ id: `${gameId}-shape`, phaseSeq: 1, kind: "phase", seat: null, dueMs: 1000 }] : [],
    fired: [],
    cancelled: [],
    messageId,
    ...(parts.end
      ? {
          end: {
            result: {
              gameId,
              endedAt: 0,
              board: "444-idiot",
              winner: "village",
              valid: true,
              reason: null,
              voided: false,
              seats: [],
            },
          },
        }
      : {}),
    ...(parts.take ? { take: { owner: "shapes", channel: "wechat", leaseMs: 15_000, marks: [], convs: [] } } : {}),
    ...(parts.heard ? { heard: { messageId, room: "group" as const, seat: 1, name: "p1", text: "好", atMs: 1 } } : {}),
  };
}
