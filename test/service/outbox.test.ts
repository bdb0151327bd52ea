/**
 * Issue 15 item 1: the outbox sender retries a delivery that throws, with back-off, in order per
 * conversation (a failed message is never overtaken by a later one of its conversation, while
 * other conversations go on), reports a row that keeps failing (log + the judge's DM) instead of
 * parking it, and takes back rows left in doubt only from a sender that is gone (its own previous
 * run, or an expired lease). Its own database: no other test's sender takes these rows.
 */
import { Writable } from "node:stream";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GameService } from "../../src/app/game-service.ts";
import { OutboxSender } from "../../src/app/outbox.ts";
import type { OutboundMessage, Transport } from "../../src/app/ports.ts";
import { createDb, type Db } from "../../src/store/db.ts";
import { render, storedMsg } from "../../src/vocab/msg.ts";
import { ensureDb, TEST_DB } from "./setup.ts";

const DB = TEST_DB.replace(/\/([^/?]+)(\?|$)/, "/$1_outbox$2");
const quiet = pino({ level: "silent" });
const noTimers = { schedule: async () => {}, cancel: async () => {} };

/** A transport that records what it delivered and throws while `fail(msg, attempt)` says so. */
class FlakyTransport implements Transport {
  readonly delivered: OutboundMessage[] = [];
  readonly tries = new Map<bigint, number>();
  constructor(private readonly fail: (m: OutboundMessage, attempt: number) => boolean) {}
  async deliver(m: OutboundMessage): Promise<void> {
    const n = (this.tries.get(m.id) ?? 0) + 1;
    this.tries.set(m.id, n);
    if (this.fail(m, n)) throw new Error(`network refused message ${m.id}`);
    this.delivered.push(m);
  }
}

/** Kicks the sender until every row of `gameId` is sent or failed (wall time bound). */
async function drainAll(db: Db, sender: OutboxSender, gameId: string, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    sender.kick();
    await sender.idle();
    const open = await db.outboxMessage.count({ where: { gameId, status: { in: ["pending", "sending"] } } });
    if (open === 0) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error("outbox did not drain");
}

describe("issue 15 item 1: outbox retries, order per conversation, reports", () => {
  let db: Db;
  let service: GameService;
  const newGame = async (judgeId = "ob_judge") => {
    const r = await service.createGame({ board: "444-idiot", seed: 11, matchGroupId: "ob-group@chatroom", judgeId });
    if (!r.ok) throw new Error(render(r.msg));
    return r.gameId;
  };
  const rowsOf = (gameId: string) => db.outboxMessage.findMany({ where: { gameId }, orderBy: { id: "asc" } });

  beforeAll(async () => {
    await ensureDb(DB);
    db = createDb(DB);
    service = new GameService({ db, clock: Date.now, scheduler: noTimers, log: quiet });
  }, 60_000);
  afterAll(async () => {
    await db?.$disconnect();
  });

  it("a delivery that throws is retried after a back-off; later rows of its conversation wait, other conversations do not", async () => {
    const gameId = await newGame();
    const rows = await rowsOf(gameId);
    const firstGroup = rows.find((r) => r.audience === "group");
    expect(firstGroup).toBeDefined();
    const laterRooms = rows.filter((r) => r.conv === firstGroup?.conv && r.id > (firstGroup?.id ?? 0n));
    expect(laterRooms.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.audience === "seat")).toBe(true);
    const t = new FlakyTransport((m, attempt) => m.id === firstGroup?.id && attempt <= 2);
    const sender = new OutboxSender(db, t, quiet, { retryBaseMs: 100, owner: "ob-a" });
    await drainAll(db, sender, gameId);

    const after = await rowsOf(gameId);
    expect(after.every((r) => r.status === "sent")).toBe(true);
    expect(after.find((r) => r.id === firstGroup?.id)?.attempts).toBe(3);
    // Every row delivered exactly once.
    expect(t.delivered.map((m) => m.id).sort()).toEqual(after.map((r) => r.id).sort());
    // Per conversation, delivery order = id order; the failed row came before every later one of its conversation.
    const byConv = new Map<string, bigint[]>();
    for (const m of t.delivered) {
      const conv = after.find((r) => r.id === m.id)?.conv ?? "";
      byConv.set(conv, [...(byConv.get(conv) ?? []), m.id]);
    }
    for (const ids of byConv.values()) expect(ids).toEqual([...ids].sort((a, b) => (a < b ? -1 : 1)));
    const pos = (id: bigint) => t.delivered.findIndex((m) => m.id === id);
    for (const r of laterRooms) expect(pos(r.id)).toBeGreaterThan(pos(firstGroup?.id ?? 0n));
    // Other conversations (the seats' DMs) did not wait for the failing group message.
    const dmsBefore = t.delivered.slice(0, pos(firstGroup?.id ?? 0n)).filter((m) => m.audience === "seat");
    expect(dmsBefore.length).toBeGreaterThan(0);
  });

  it("a row that keeps failing is marked failed, logged, its text DMed to the judge, and its conversation moves on", async () => {
    const gameId = await newGame("ob_judge2");
    const rows = await rowsOf(gameId);
    const dm3 = rows.filter((r) => r.audience === "seat" && r.seat === 3);
    expect(dm3.length).toBeGreaterThan(1);
    const bad = dm3[0];
    const lines: string[] = [];
    const log = pino(
      { level: "warn" },
      new Writable({
        write(chunk, _enc, cb) {
          lines.push(String(chunk));
          cb();
        },
      }),
    );
    const t = new FlakyTransport((m) => m.id === bad.id);
    const sender = new OutboxSender(db, t, log, { retryBaseMs: 20, maxAttempts: 3, owner: "ob-b" });
    await drainAll(db, sender, gameId);

    const row = await db.outboxMessage.findUniqueOrThrow({ where: { id: bad.id } });
    expect(row.status).toBe("failed");
    expect(row.attempts).toBe(3);
    expect(row.lastError).toContain("network refused");
    expect(t.tries.get(bad.id)).toBe(3);
    const report = await db.outboxMessage.findFirstOrThrow({ where: { gameId, key: `failed-${bad.id}` } });
    expect(report.audience).toBe("contact");
    expect(report.contactId).toBe("ob_judge2");
    expect(report.status).toBe("sent");
    expect(render(storedMsg(report))).toContain("3号私聊");
    expect(render(storedMsg(report))).toContain(bad.text.slice(0, 20));
    // The later DMs of seat 3 went out after the failed one was given up.
    for (const r of dm3.slice(1)) expect(t.delivered.some((m) => m.id === r.id)).toBe(true);
    expect(lines.some((l) => l.includes('"level":50') && l.includes("failed for good"))).toBe(true);
    expect(lines.filter((l) => l.includes("will retry")).length).toBe(2);
  });

  it("a DM to an outside contact that keeps failing is only logged: its text (an appeal, say) is not the judge's to relay", async () => {
    const gameId = await newGame("ob_judge4");
    await db.outboxMessage.create({
      data: {
        gameId,
        key: "appeal-x",
        audience: "contact",
        contactId: "organiser_gone",
        conv: "contact:organiser_gone",
        text: "【申诉】法官踢人不公",
      },
    });
    const t = new FlakyTransport((m) => m.audience === "contact");
    const sender = new OutboxSender(db, t, quiet, { retryBaseMs: 10, maxAttempts: 2, owner: "ob-c" });
    await drainAll(db, sender, gameId);
    const row = await db.outboxMessage.findFirstOrThrow({ where: { gameId, key: "appeal-x" } });
    expect(row.status).toBe("failed");
    expect(await db.outboxMessage.count({ where: { gameId, key: { startsWith: "failed-" } } })).toBe(0);
  });

  it("rows left sending are taken back only from a sender that is gone: a dead run of this name, an expired lease — never a live sender", async () => {
    const gameId = await newGame("ob_judge3");
    const [a, b, c] = await rowsOf(gameId);
    await db.$executeRaw`DELETE FROM "OutboxOwner" WHERE name IN ('live-x', 'gone-y', 'me-z')`;
    const soon = new Date(Date.now() + 60_000);
    const past = new Date(Date.now() - 1000);
    // live-x renews its lease; gone-y's ran out; me-z is a name whose holder died (lease over too).
    await db.outboxOwner.createMany({
      data: [
        { name: "live-x", instance: "x", leaseUntil: soon },
        { name: "gone-y", instance: "y", leaseUntil: past },
        { name: "me-z", instance: "old-z", leaseUntil: past },
      ],
    });
    // The row's own lease does not matter: a live sender's delivery may take long.
    await db.outboxMessage.update({
      where: { id: a.id },
      data: { status: "sending", owner: "live-x", leaseUntil: past },
    });
    await db.outboxMessage.update({
      where: { id: b.id },
      data: { status: "sending", owner: "gone-y", leaseUntil: soon },
    });
    await db.outboxMessage.update({
      where: { id: c.id },
      data: { status: "sending", owner: "me-z", leaseUntil: soon },
    });
    const t = new FlakyTransport(() => false);
    const me = new OutboxSender(db, t, quiet, { owner: "me-z" });
    const r = await me.recoverInDoubt();
    expect(me.owner).toBe("me-z");
    expect(r.requeued).toBe(2);
    const status = async (id: bigint) => (await db.outboxMessage.findUniqueOrThrow({ where: { id } })).status;
    expect(await status(a.id)).toBe("sending"); // a live sender's claim is left alone
    expect(await status(b.id)).toBe("pending"); // its sender is gone
    expect(await status(c.id)).toBe("pending"); // this name's previous (dead) run
    // A second process asking for a name a live sender holds gets its own, and takes nothing of it.
    const twin = new OutboxSender(db, new FlakyTransport(() => false), quiet, { owner: "me-z" });
    expect((await twin.recoverInDoubt()).requeued).toBe(0);
    expect(twin.owner).not.toBe("me-z");
    expect(twin.owner.startsWith("me-z-")).toBe(true);
    await twin.close();
    // Once the live sender's lease runs out, another sender takes its row back too.
    expect((await me.reclaimExpired()).requeued).toBe(0);
    await db.outboxOwner.update({ where: { name: "live-x" }, data: { leaseUntil: past } });
    expect((await me.reclaimExpired()).requeued).toBe(1);
    expect(await status(a.id)).toBe("pending");
    await drainAll(db, me, gameId);
    await me.close();
    expect(await db.outboxOwner.count({ where: { name: "me-z" } })).toBe(0);
  });

  it("issue 12: senders of one channel in parallel deliver every row once, in order per conversation; another channel's sender takes none", async () => {
    const games = [await newGame("ob_j5"), await newGame("ob_j6"), await newGame("ob_j7")];
    const all = (await db.outboxMessage.findMany({ where: { gameId: { in: games } }, orderBy: { id: "asc" } })).filter(
      (r) => r.status === "pending",
    );
    expect(all.length).toBeGreaterThan(30);
    // A sender for another chat account (channel) running at the same time.
    const other = new FlakyTransport(() => false);
    const foreign = new OutboxSender(db, other, quiet, { owner: "ob-foreign", channel: "other-account" });
    const log: bigint[] = [];
    const slow = (name: string) =>
      new (class implements Transport {
        async deliver(m: OutboundMessage) {
          await new Promise((r) => setTimeout(r, Number(m.id % 3n)));
          log.push(m.id);
          by.set(m.id, [...(by.get(m.id) ?? []), name]);
        }
      })();
    const by = new Map<bigint, string[]>();
    const senders = [1, 2, 3].map(
      (k) => new OutboxSender(db, slow(`s${k}`), quiet, { owner: `ob-par-${k}`, batch: 4 }),
    );
    const end = Date.now() + 30_000;
    for (;;) {
      for (const s of [...senders, foreign]) s.kick();
      await Promise.all([...senders, foreign].map((s) => s.idle()));
      const open = await db.outboxMessage.count({
        where: { gameId: { in: games }, status: { in: ["pending", "sending"] } },
      });
      if (open === 0 || Date.now() > end) break;
    }
    expect(other.delivered).toHaveLength(0);
    for (const r of all) expect(by.get(r.id), `row ${r.id}`).toHaveLength(1);
    expect(new Set([...by.values()].map((v) => v[0])).size).toBeGreaterThan(1); // the work was shared
    const convOf = new Map(all.map((r) => [r.id, r.conv]));
    const seen = new Map<string, bigint>();
    for (const id of log) {
      const conv = convOf.get(id);
      if (conv === undefined) continue;
      const prev = seen.get(conv);
      if (prev !== undefined) expect(id > prev, `conversation ${conv}: ${id} after ${prev}`).toBe(true);
      seen.set(conv, id);
    }
    await Promise.all([...senders, foreign].map((s) => s.close()));
  });
});
