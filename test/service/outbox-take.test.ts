/**
 * Issue 24 goal 4: a command's write takes its own outbox rows (store/outbox-take.ts), so the
 * sender delivers them with no claim statement, and the rows it delivered are marked sent by the
 * next write — while every guarantee of the claim stays: order within a conversation (a row
 * behind an open one is left `pending` and follows it), a game of another channel left to its
 * own sender, nothing taken by a sender not yet live. Counted in statements (work, not time).
 * Its own database: no other test's sender takes these rows.
 */
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GameService } from "../../src/app/game-service.ts";
import { OutboxSender } from "../../src/app/outbox.ts";
import type { Transport } from "../../src/app/ports.ts";
import { pgSql, type Sql } from "../../src/store/commands.ts";
import { createDb, type Db } from "../../src/store/db.ts";
import { OutboxStore } from "../../src/store/outbox.ts";
import { Recorder, tableOf } from "./outbox-helpers.ts";
import { spyOutboxStatements } from "./outbox-spies.ts";
import { waitFor } from "./processes.ts";
import { noTimers } from "./quiet.ts";
import { ensureDb, TEST_DB } from "./setup.ts";

const DB = TEST_DB.replace(/\/([^/?]+)(\?|$)/, "/$1_outbox_take$2");
const quiet = pino({ level: "silent" });
const CHANNEL = "take";

describe("issue 24 goal 4: a command's write takes its own outbox rows", () => {
  let db: Db;
  let sql: Sql;
  const { claims, marks } = spyOutboxStatements();
  const senders: OutboxSender[] = [];
  /** A live sender of `channel` over `t` (its name taken), and a GameService whose writes it lends takes to. */
  const setUp = async (owner: string, t: Transport, channel = CHANNEL, markAfterMs = 60_000, serviceSql?: Sql) => {
    const sender = new OutboxSender(db, t, quiet, { owner, channel: CHANNEL, sql, markAfterMs });
    senders.push(sender);
    await sender.recoverInDoubt();
    const service = new GameService({
      db,
      sql: serviceSql ?? sql,
      clock: Date.now,
      scheduler: noTimers,
      log: quiet,
      channel,
      outbox: sender,
      onOutbox: () => sender.kick(),
    });
    return { sender, service };
  };
  const game = tableOf;
  /**
   * A message's answer: two DM lines to `contact` (its command's reply rows; one conversation for
   * every command, so each write finds the last one's rows still `sending` but delivered — its marks).
   */
  const reply = (contact: string, i: number) => () => [
    { to: { contact }, text: `收到 ${i}` },
    { to: { contact }, text: `好的 ${i}` },
  ];
  const rowsOf = (gameId: string) => db.outboxMessage.findMany({ where: { gameId }, orderBy: { id: "asc" } });

  /**
   * The pool with a lost answer: once armed, the next `_take` write (`"_take"`) or claim that took
   * rows (`"claim"`) commits, then throws as a cut connection would.
   */
  const lossyOn = (on: "_take" | "claim", armed: boolean) => {
    const l = {
      armed,
      arm: () => {
        l.armed = true;
      },
      sql: {
        query: async (text: string, params?: unknown[], name?: string) => {
          const r = await sql.query(text, params, name);
          const hit =
            on === "_take" ? name?.endsWith("_take") : name?.startsWith("werewolf_outbox_claim") && r.length > 0;
          if (l.armed && hit) {
            l.armed = false;
            throw new Error("Connection terminated unexpectedly");
          }
          return r as never;
        },
        close: async () => {},
      } as Sql,
    };
    return l;
  };

  beforeAll(async () => {
    await ensureDb(DB);
    db = createDb(DB);
    sql = pgSql(DB, 4);
  }, 60_000);
  afterAll(async () => {
    vi.restoreAllMocks();
    for (const s of senders) await s.close();
    await sql?.close();
    await db?.$disconnect();
  });

  it("12 commands: each one's rows are taken by its write and delivered with no claim and no mark statement; each write marks the last one's rows sent; all sent in the end, in id order per conversation", async () => {
    const t = new Recorder();
    const { sender, service } = await setUp("take-a", t);
    const { gameId, wolves, good } = await game(service, "take-a");
    // The deal's rows (written outside a command) go by the claim.
    await sender.idle();
    const dealt = t.delivered.length;
    expect(dealt).toBeGreaterThan(0);
    claims.mockClear();
    marks.mockClear();
    let written = (await rowsOf(gameId)).length;
    for (let i = 0; i < 12; i++) {
      const seat = wolves[i % 2];
      const r = await service.handle(
        gameId,
        { type: "act", seat, act: "kill", target: good[i % good.length] },
        { messageId: `take-a-${i}`, answer: reply("take-a_w", i) },
      );
      expect(r.ok).toBe(true);
      const rows = await rowsOf(gameId);
      const mine = rows.slice(written);
      written = rows.length;
      expect(mine.length).toBeGreaterThan(0);
      // Taken by the write itself: `sending` under this sender, first attempt.
      expect(mine.every((x) => x.owner === sender.owner && x.attempts === 1)).toBe(true);
      // The rows the last command's write found delivered are sent now (its marks), without a mark statement.
      await waitFor(() => t.delivered.length === rows.length, 10_000, "the command's rows delivered", 2);
      expect(rows.slice(0, rows.length - mine.length).every((x) => x.status === "sent")).toBe(true);
    }
    expect(claims).not.toHaveBeenCalled();
    expect(marks).not.toHaveBeenCalled();
    await sender.idle();
    const rows = await rowsOf(gameId);
    expect(rows.every((x) => x.status === "sent")).toBe(true);
    expect(t.delivered).toHaveLength(rows.length);
    for (const conv of new Set(rows.map((x) => x.conv)))
      expect(t.ids(rows, conv)).toEqual(rows.filter((x) => x.conv === conv).map((x) => x.id));
  });

  it("with the sent mark at once (the default): each command is its write and a sent mark of its own, never a claim", async () => {
    const t = new Recorder();
    const { sender, service } = await setUp("take-e", t, CHANNEL, 0);
    const { gameId, wolves, good } = await game(service, "take-e");
    await sender.idle();
    claims.mockClear();
    marks.mockClear();
    for (let i = 0; i < 6; i++) {
      const r = await service.handle(
        gameId,
        { type: "act", seat: wolves[0], act: "kill", target: good[i] },
        { messageId: `take-e-${i}`, answer: reply("take-e_w", i) },
      );
      expect(r.ok).toBe(true);
      // Marked by the timer's own statement (no idle, no write after it).
      await waitFor(
        async () => (await rowsOf(gameId)).every((x) => x.status === "sent"),
        10_000,
        "the command's rows sent",
        5,
      );
    }
    expect(claims).not.toHaveBeenCalled();
    expect(marks.mock.calls.length).toBeGreaterThanOrEqual(1);
    expect(marks.mock.calls.length).toBeLessThanOrEqual(6);
  });

  it("a row of the conversation still open (its delivery hangs): the next command's rows there are left pending, not taken, and follow it in order by a claim", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    let holding: bigint | null = null;
    const t = new Recorder((m) => (holding === m.id ? gate : null));
    const { sender, service } = await setUp("take-b", t);
    const { gameId, wolves, good } = await game(service, "take-b");
    await sender.idle();
    const before = (await rowsOf(gameId)).length;
    // The first command's first row hangs in its delivery.
    const hook = vi.spyOn(sender, "taken").mockImplementationOnce((take, rows, addresses, more) => {
      holding = rows[0]?.id ?? null;
      OutboxSender.prototype.taken.call(sender, take, rows, addresses, more);
    });
    const ask = (i: number) =>
      service.handle(
        gameId,
        { type: "act", seat: wolves[0], act: "kill", target: good[i] },
        { messageId: `take-b-${i}`, answer: reply("take-b_w", i) },
      );
    expect((await ask(0)).ok).toBe(true);
    hook.mockRestore();
    expect(holding).not.toBeNull();
    const afterFirst = await rowsOf(gameId);
    const held = afterFirst.find((x) => x.id === holding);
    if (!held) throw new Error("no held row");
    expect((await ask(1)).ok).toBe(true);
    const rows = await rowsOf(gameId);
    const second = rows.slice(afterFirst.length);
    const behind = second.filter((x) => x.conv === held.conv);
    expect(behind.length).toBeGreaterThan(0);
    // Behind an open row: written pending for a claim, not taken.
    expect(behind.every((x) => x.status === "pending" && x.owner === null && x.attempts === 0)).toBe(true);
    expect(t.delivered.some((m) => behind.some((x) => x.id === m.id))).toBe(false);
    release();
    await sender.idle();
    const all = await rowsOf(gameId);
    expect(all.every((x) => x.status === "sent")).toBe(true);
    expect(t.ids(all, held.conv)).toEqual(
      all
        .slice(before)
        .filter((x) => x.conv === held.conv)
        .map((x) => x.id),
    );
    expect(claims).toHaveBeenCalled();
  });

  it("a game of another channel: its command's rows are left pending for that channel's sender, none delivered here", async () => {
    const t = new Recorder();
    const { sender, service } = await setUp("take-c", t, "elsewhere");
    const { gameId, wolves, good } = await game(service, "take-c");
    await sender.idle();
    const r = await service.handle(
      gameId,
      { type: "act", seat: wolves[0], act: "kill", target: good[0] },
      { messageId: "take-c-0", answer: reply("take-c_w", 0) },
    );
    expect(r.ok).toBe(true);
    await sender.idle();
    const rows = await rowsOf(gameId);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((x) => x.status === "pending" && x.owner === null)).toBe(true);
    expect(t.delivered).toHaveLength(0);
  });

  it("a sender closing while a command's write is on its way waits for it: its rows are delivered once and marked, and the next sender under the name sends none again", async () => {
    const first = new Recorder();
    const { sender, service } = await setUp("take-f", first);
    const { gameId, wolves, good } = await game(service, "take-f");
    await sender.idle();
    const before = (await rowsOf(gameId)).length;
    // The sender closes while the command's write is on its way (a shutdown).
    let closing: Promise<void> = Promise.resolve();
    let closed = false;
    vi.spyOn(sender, "lend").mockImplementationOnce((id, convs) => {
      const take = OutboxSender.prototype.lend.call(sender, id, convs);
      closing = sender.close().then(() => {
        closed = true;
      });
      return take;
    });
    const r = await service.handle(
      gameId,
      { type: "act", seat: wolves[0], act: "kill", target: good[0] },
      { messageId: "take-f-0", answer: reply("take-f_w", 0) },
    );
    expect(r.ok).toBe(true);
    await closing;
    expect(closed).toBe(true);
    const mine = (await rowsOf(gameId)).slice(before);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((x) => x.status === "sent")).toBe(true);
    expect(first.delivered.filter((m) => mine.some((x) => x.id === m.id)).map((m) => m.id)).toEqual(
      mine.map((x) => x.id),
    );
    const next = new Recorder();
    const again = new OutboxSender(db, next, quiet, { owner: "take-f", channel: CHANNEL, sql });
    senders.push(again);
    await again.recoverInDoubt();
    again.kick();
    await again.idle();
    expect(next.delivered.filter((m) => mine.some((x) => x.id === m.id))).toHaveLength(0);
  });

  it("two games' commands at once answering one contact: never two of that conversation's rows in flight, each command's lines together and in order (a conversation outside the game is lent to one write at a time)", async () => {
    let flying = 0;
    let most = 0;
    const t = new Recorder(async (m) => {
      if (m.contactId !== "take-g_shared") return;
      flying++;
      most = Math.max(most, flying);
      await new Promise((r) => setTimeout(r, 3));
      flying--;
    });
    const { sender, service } = await setUp("take-g", t);
    const one = await game(service, "take-g1");
    const two = await game(service, "take-g2");
    await sender.idle();
    for (let i = 0; i < 10; i++) {
      const [a, b] = await Promise.all(
        [one, two].map((g, k) =>
          service.handle(
            g.gameId,
            { type: "act", seat: g.wolves[0], act: "kill", target: g.good[i % g.good.length] },
            { messageId: `take-g-${k}-${i}`, answer: reply("take-g_shared", i) },
          ),
        ),
      );
      expect(a.ok && b.ok).toBe(true);
      await sender.idle();
    }
    expect(most).toBe(1);
    const rows = await db.outboxMessage.findMany({ where: { conv: "contact:take-g_shared" }, orderBy: { id: "asc" } });
    expect(rows).toHaveLength(40);
    expect(rows.every((x) => x.status === "sent")).toBe(true);
    // Each delivered once; each command's two lines together and in order. (Of two commands
    // committed at once, whichever took its rows goes first: neither saw the other's rows, as a
    // claim does not see a row not yet committed.)
    const got = t.delivered.filter((m) => m.contactId === "take-g_shared").map((m) => m.id);
    expect([...got].sort((x, y) => (x < y ? -1 : 1))).toEqual(rows.map((x) => x.id));
    const keyOf = new Map(rows.map((x) => [x.id, x.key]));
    const keys = got.map((id) => keyOf.get(id) ?? "");
    for (let k = 0; k < keys.length; k += 2) {
      expect(keys[k]).toMatch(/-0$/);
      expect(keys[k + 1]).toBe(keys[k].replace(/-0$/, "-1"));
    }
  });

  it("a write that committed but whose answer was lost (the connection cut): the rows it took are given back and delivered once by the live sender, with no restart", async () => {
    const t = new Recorder();
    const lossy = lossyOn("_take", false);
    const { sender, service } = await setUp("take-h", t, CHANNEL, 0, lossy.sql);
    const { gameId, wolves, good } = await game(service, "take-h");
    await sender.idle();
    const before = (await rowsOf(gameId)).length;
    const ask = (i: number) =>
      service.handle(
        gameId,
        { type: "act", seat: wolves[0], act: "kill", target: good[i] },
        { messageId: `take-h-${i}`, answer: reply("take-h_w", i) },
      );
    lossy.arm();
    await expect(ask(0)).rejects.toThrow(/Connection terminated/);
    expect(lossy.armed).toBe(false);
    const lost = (await rowsOf(gameId)).slice(before);
    expect(lost.length).toBeGreaterThan(0);
    await waitFor(
      async () => (await rowsOf(gameId)).every((x) => x.status === "sent"),
      10_000,
      "the lost write's rows sent",
      5,
    );
    for (const x of lost) expect(t.delivered.filter((m) => m.id === x.id)).toHaveLength(1);
    // The game goes on, its next command's rows taken by its write again.
    expect((await ask(1)).ok).toBe(true);
    await sender.idle();
    const rows = await rowsOf(gameId);
    expect(rows.every((x) => x.status === "sent")).toBe(true);
    expect(t.delivered.filter((m) => m.gameId === gameId)).toHaveLength(rows.length);
    for (const conv of new Set(rows.map((x) => x.conv)))
      expect(t.ids(rows, conv)).toEqual(rows.filter((x) => x.conv === conv).map((x) => x.id));
  });

  it("a lost write's rows are swept back within a few runs even while steady traffic keeps the delivery run claiming (the sweep runs each turn, not once a run)", async () => {
    // Each send takes 50 ms (a paced chat), and a reply to another contact is written every 10 ms.
    const t = new Recorder(() => new Promise((r) => setTimeout(r, 50)));
    const lossy = lossyOn("_take", false);
    const { sender, service } = await setUp("take-j", t, CHANNEL, 0, lossy.sql);
    const { gameId, wolves, good } = await game(service, "take-j");
    await sender.idle();
    let spinning = true;
    let n = 0;
    const store = new OutboxStore(db);
    const writes: Promise<unknown>[] = [];
    const spin = () => {
      if (!spinning) return;
      const row = { key: `take-j-r-${n}`, audience: "contact" as const, contactId: `take-j_c${n++ % 50}`, text: "好" };
      writes.push(store.writeReplies(CHANNEL, [row]).then(() => sender.kick()));
      setTimeout(spin, 10);
    };
    spin();
    try {
      await waitFor(() => t.delivered.length > 3, 10_000, "the traffic flowing", 5);
      const earlier = new Set((await rowsOf(gameId)).map((x) => x.id));
      lossy.arm();
      await expect(
        service.handle(
          gameId,
          { type: "act", seat: wolves[0], act: "kill", target: good[0] },
          { messageId: "take-j-0", answer: reply("take-j_w", 0) },
        ),
      ).rejects.toThrow(/Connection terminated/);
      // The lost write's rows: the game's rows it added (by id, not by status: the sweep, which runs
      // each turn of the busy delivery run, may already have given them back when they are read).
      const lost = (await rowsOf(gameId)).filter((x) => !earlier.has(x.id)).map((x) => x.id);
      expect(lost.length).toBeGreaterThan(0);
      await waitFor(
        async () => (await db.outboxMessage.count({ where: { id: { in: lost }, status: "sent" } })) === lost.length,
        5_000,
        "the lost write's rows delivered while the traffic goes on",
        20,
      );
    } finally {
      // Its traffic over and its sender closed: no later test's rows are claimed by it.
      spinning = false;
      await Promise.all(writes);
      await sender.close();
    }
  });

  it("a claim that committed but whose answer was lost: the next run gives its rows back and delivers them once", async () => {
    const t = new Recorder();
    const lossy = lossyOn("claim", true);
    const sender = new OutboxSender(db, t, quiet, {
      owner: "take-i",
      channel: CHANNEL,
      sql: lossy.sql,
      markAfterMs: 0,
    });
    senders.push(sender);
    await sender.recoverInDoubt();
    const service = new GameService({ db, sql, clock: Date.now, scheduler: noTimers, log: quiet, channel: CHANNEL });
    const { gameId } = await game(service, "take-i");
    sender.kick();
    await sender.idle();
    expect(lossy.armed).toBe(false);
    expect(t.delivered).toHaveLength(0);
    // The next run (a kick or the poll) sweeps the lost claim's rows back, then claims them.
    sender.kick();
    await sender.idle();
    const rows = await rowsOf(gameId);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((x) => x.status === "sent")).toBe(true);
    expect(t.delivered.map((m) => m.id).sort((a, b) => (a < b ? -1 : 1))).toEqual(rows.map((x) => x.id));
    for (const conv of new Set(rows.map((x) => x.conv)))
      expect(t.ids(rows, conv)).toEqual(rows.filter((x) => x.conv === conv).map((x) => x.id));
  });

  it("a sender whose name is not taken yet lends nothing: the rows wait for its claim", async () => {
    const t = new Recorder();
    const sender = new OutboxSender(db, t, quiet, { owner: "take-d", channel: CHANNEL, sql });
    senders.push(sender);
    expect(sender.lend("g", ["contact:x"])).toBeNull();
    await sender.recoverInDoubt();
    const take = sender.lend("g", ["contact:x", "g:rooms", "contact:x"]);
    expect(take).toMatchObject({ owner: "take-d", channel: CHANNEL, marks: [], convs: ["contact:x"] });
    // Lent to one write at a time; free again when that write's lend is over.
    const other = sender.lend("h", ["contact:x"]);
    expect(other?.convs).toEqual([]);
    if (take) sender.unlend(take);
    const later = sender.lend("h", ["contact:x"]);
    expect(later?.convs).toEqual(["contact:x"]);
    // Every lend returned: its close does not wait.
    for (const x of [other, later]) if (x) sender.unlend(x);
  });
});
