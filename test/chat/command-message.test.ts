/**
 * Issue 24 goal 4: a command message is ONE statement. The router keeps a running timed game's
 * rooms and the seats of their senders; a message there is handled on that guessed place and the
 * state this process keeps, and its command's guarded write files the message's transcript line
 * too — no look-up. The write proves the guess (the game still at the kept version, so running,
 * its room and seats unchanged); when it is refused, nothing of the guess stays and the message is
 * looked up and handled again.
 */
import { randomUUID } from "node:crypto";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GameService } from "../../src/app/game-service.ts";
import type { Inbound } from "../../src/chat/router.ts";
import { inWolfRoom } from "../../src/engine/roles/index.ts";
import { makeTable, type Table } from "../../src/sim/director.ts";
import { writeCommand } from "../../src/store/commands.ts";
import { transcriptOf } from "../../src/store/transcript.ts";
import { render } from "../../src/vocab/msg.ts";
import { type ChatStack, chatStack, openGame } from "./stack.ts";

/** A command write that does not file its message's line (any of its shapes: with timer rows or not). */
const WRITE = /^werewolf_command_write(_timers)?(_take)?$/;
/** A command write that files its message's line. */
const WRITE_FILING = /^werewolf_command_write(_timers)?_heard(_take)?$/;
/** A statement's name without the timers' and the take's parts of a write's shape. */
const shapeless = (n: string) => n.replace("_timers", "").replace("_take", "");

describe("issue 24 goal 4: a command message is one statement, its line in the command's write", () => {
  let s: ChatStack;
  let t: Table;
  let gameId = "";
  let wolves = "";
  let wolfSeats: number[] = [];
  const msg = (seat: number, text: string, room: string): Inbound => ({
    id: randomUUID(),
    from: { id: t.players[seat - 1].id, name: `${seat}号` },
    room: { id: room },
    text,
  });
  const lines = async () => (await transcriptOf(s.rt.store.db, gameId)).lines;
  const counter = async () =>
    (
      await s.rt.store.sql.query<{ lines: number }>(`SELECT lines FROM "TranscriptCount" WHERE "gameId" = $1`, [gameId])
    )[0]?.lines ?? 0;
  const applied = async (messageId: string) =>
    (await s.rt.store.sql.query(`SELECT 1 FROM "InboundMessage" WHERE "messageId" = $1`, [messageId])).length;
  /** The statements `fn` sends through the store's `sql`, by name. */
  const statements = async (fn: () => Promise<unknown>) => {
    const sql = s.rt.store.sql;
    const query = sql.query.bind(sql);
    const names: string[] = [];
    sql.query = (text, params, name) => {
      names.push(name ?? text.replace(/\s+/g, " ").trim().slice(0, 30));
      return query(text, params, name);
    };
    try {
      await fn();
    } finally {
      sql.query = query;
    }
    return names;
  };

  beforeAll(async () => {
    s = await chatStack("embedded", { seed: () => 7, speed: 1 });
    t = makeTable(s.net, "cm");
    ({ gameId, wolfRoomId: wolves } = await openGame(s, t));
    const st = await s.rt.service.state(gameId);
    wolfSeats = (st?.seats ?? []).filter((x) => st && inWolfRoom(st, x)).map((x) => x.seat);
  }, 90_000);
  afterAll(async () => {
    await s?.stop();
  });

  it("a wolf's second knife message: no look-up, one write that files its line; the first was looked up", async () => {
    expect(wolfSeats.length).toBeGreaterThan(1);
    const [w] = wolfSeats;
    const target = wolfSeats.includes(3) ? 4 : 3;
    const first = msg(w, `杀${target}号`, wolves);
    const firstNames = await statements(() => s.rt.router.handle(first));
    expect(firstNames.filter((n) => n === "werewolf_hear_room")).toHaveLength(1);
    expect(firstNames.filter((n) => WRITE.test(n))).toHaveLength(1);

    const before = { ...s.rt.router.guesses };
    const second = msg(w, `杀${target + 5}号`, wolves);
    const names = await statements(() => s.rt.router.handle(second));
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(WRITE_FILING);
    expect(s.rt.router.guesses.kept).toBe(before.kept + 1);
    expect(await applied(second.id)).toBe(1);
    const line = (await lines()).find((l) => l.messageId === second.id);
    expect(line).toMatchObject({ room: "wolves", seat: w, bot: false, text: `杀${target + 5}号` });
    expect(await counter()).toBe((await lines()).length);
  });

  it("a guessed message with no command is looked up and handled again; a refused write is too", async () => {
    const [w, other] = wolfSeats;
    // Talk without a knife: no command proves the guess, so it is handled again after a look-up.
    const talk = msg(w, "大家觉得呢", wolves);
    const before = { ...s.rt.router.guesses };
    const talkNames = await statements(() => s.rt.router.handle(talk));
    expect(s.rt.router.guesses.dropped).toBe(before.dropped + 1);
    expect(talkNames.filter((n) => n === "werewolf_hear_room")).toHaveLength(1);
    expect((await lines()).filter((l) => l.messageId === talk.id)).toHaveLength(1);
    // A debounce key the dropped guess took is given back: the handling after the look-up rules once.
    const p = wolfSeats.includes(5) ? 6 : 5;
    await s.rt.router.handle(msg(p, "早上好", t.group.id)); // looked up: the group and this seat are kept
    const renamed = { ...msg(p, "我先听听", t.group.id), from: { id: t.players[p - 1].id, name: "小明" } };
    const dropped = s.rt.router.guesses.dropped;
    const replies = await s.rt.router.handle(renamed);
    expect(s.rt.router.guesses.dropped).toBe(dropped + 1);
    expect(replies.map((r) => render(r.text)).filter((x) => x.includes("请把群昵称改成"))).toHaveLength(1);

    // Another process moves the game: this one's kept state is behind, its guessed write is refused.
    const elsewhere = new GameService({
      db: s.rt.store.db,
      sql: s.rt.store.sql,
      clock: () => Date.now(),
      scheduler: { schedule: async () => {}, cancel: async () => {} },
      log: pino({ level: "silent" }),
    });
    const moved = await elsewhere.handle(gameId, { type: "act", seat: other, act: "kill", target: 2 });
    expect(moved.ok).toBe(true);
    const late = msg(w, "杀6号", wolves);
    const mid = { ...s.rt.router.guesses };
    const names = await statements(() => s.rt.router.handle(late));
    expect(s.rt.router.guesses.dropped).toBe(mid.dropped + 1);
    // The refused guess, then the look-up (filing the line), the read and the write.
    expect(names.map(shapeless)).toEqual([
      "werewolf_command_write_heard",
      "werewolf_hear_room",
      "werewolf_command_read",
      "werewolf_command_write",
    ]);
    expect(await applied(late.id)).toBe(1);
    expect((await lines()).filter((l) => l.messageId === late.id)).toHaveLength(1);
    expect(await counter()).toBe((await lines()).length);
  });

  it("a seated player's second act by DM: no look-up, one write that files it; a DM that is no act is looked up; a refused guess is looked up and handled again", async () => {
    const st = await s.rt.service.state(gameId);
    const seer = st?.seats.find((x) => x.role === "seer")?.seat ?? 0;
    expect(seer).toBeGreaterThan(0);
    const dmOf = (text: string): Inbound => ({
      id: randomUUID(),
      from: { id: t.players[seer - 1].id, name: `${seer}号` },
      room: null,
      text,
    });
    const others = [1, 2, 3, 4, 5].filter((x) => x !== seer);
    const first = dmOf(`验${others[0]}号`);
    const firstNames = await statements(() => s.rt.router.handle(first));
    expect(firstNames.filter((n) => n === "werewolf_hear_contact")).toHaveLength(1);
    expect(firstNames.filter((n) => WRITE.test(n))).toHaveLength(1);

    const before = { ...s.rt.router.dmGuesses };
    const second = dmOf(`验${others[1]}号`);
    const names = await statements(() => s.rt.router.handle(second));
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(WRITE_FILING);
    expect(s.rt.router.dmGuesses.kept).toBe(before.kept + 1);
    expect(await applied(second.id)).toBe(1);
    const line = (await lines()).find((l) => l.messageId === second.id);
    expect(line).toMatchObject({ room: "dm", seat: seer, bot: false, text: `验${others[1]}号` });
    expect(await counter()).toBe((await lines()).length);

    // A question is no act: looked up as before (filed once), no guess taken.
    const ask = dmOf("帮助");
    const askNames = await statements(() => s.rt.router.handle(ask));
    expect(askNames.filter((n) => n === "werewolf_hear_contact")).toHaveLength(1);
    expect(s.rt.router.dmGuesses).toEqual({ kept: before.kept + 1, dropped: before.dropped });
    expect((await lines()).filter((l) => l.messageId === ask.id)).toHaveLength(1);

    // Another process moves the game: the guessed write is refused, the DM looked up and handled again.
    const elsewhere = new GameService({
      db: s.rt.store.db,
      sql: s.rt.store.sql,
      clock: () => Date.now(),
      scheduler: { schedule: async () => {}, cancel: async () => {} },
      log: pino({ level: "silent" }),
    });
    const moved = await elsewhere.handle(gameId, { type: "act", seat: wolfSeats[0], act: "kill", target: others[2] });
    expect(moved.ok).toBe(true);
    const late = dmOf(`验${others[3]}号`);
    const lateNames = await statements(() => s.rt.router.handle(late));
    expect(s.rt.router.dmGuesses.dropped).toBe(before.dropped + 1);
    expect(lateNames.map(shapeless)).toEqual([
      "werewolf_command_write_heard",
      "werewolf_hear_contact",
      "werewolf_command_read",
      "werewolf_command_write",
    ]);
    expect(await applied(late.id)).toBe(1);
    expect((await lines()).filter((l) => l.messageId === late.id)).toHaveLength(1);
    expect(await counter()).toBe((await lines()).length);
  });

  it("the write's line: at most the cap, once per message, and the command is written either way", async () => {
    const kept = await s.rt.service.state(gameId);
    const version = (
      await s.rt.store.sql.query<{ version: number }>(`SELECT version FROM "Game" WHERE id = $1`, [gameId])
    )[0].version;
    expect(kept).not.toBeNull();
    const n = await counter();
    const write = (cap: number, messageId: string) =>
      writeCommand(s.rt.store.sql, {
        gameId,
        version,
        newVersion: version,
        status: "running",
        winner: null,
        events: [],
        commands: [],
        outbox: [],
        timers: [],
        fired: [],
        cancelled: [],
        heard: { messageId, room: "group", seat: 2, name: "2号", text: "x".repeat(600), atMs: 1, cap },
      });
    expect(await write(n, "cap-a")).toBe(true);
    expect(await counter()).toBe(n);
    expect((await lines()).some((l) => l.messageId === "cap-a")).toBe(false);
    expect(await write(n + 1, "cap-b")).toBe(true);
    expect(await write(n + 5, "cap-b")).toBe(true);
    expect(await counter()).toBe(n + 1);
    const b = (await lines()).filter((l) => l.messageId === "cap-b");
    expect(b).toHaveLength(1);
    expect(b[0].text).toHaveLength(500);
    expect(b[0].version).toBe(version);
  });

  it("a delivery run's claim brings its games' addresses: no statement of the transport's own (issue 24 goal 4)", async () => {
    await s.rt.outbox.idle();
    const since = s.net.wire.at(-1)?.seq ?? 0;
    const names = await statements(async () => {
      await s.rt.service.notify(gameId, `addresses-${randomUUID()}`, [
        { audience: "seat", seat: 2, text: "给2号的私信" },
        { audience: "group", text: "给全场的话" },
      ]);
      await s.rt.outbox.idle();
    });
    await s.waitFor((m) => m.to === t.players[1].id && m.text === "给2号的私信", 10_000, since);
    await s.waitFor((m) => m.room === t.group.id && m.text === "给全场的话", 10_000, since);
    expect(names).toContain("werewolf_outbox_claim_addresses");
    expect(names).not.toContain("werewolf_addresses");
    expect(names).not.toContain("werewolf_outbox_claim");
  });
});
