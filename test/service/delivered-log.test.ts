/**
 * Issue 24 goal 4: the outbox's delivered log (store/delivered-log.ts, app/outbox-delivered.ts).
 * With it the sender puts its sent marks off (they ride the next write or claim), and a restart
 * after a kill marks sent every row the log holds: none sent twice, none of their conversations
 * held back until the dead run's lease is over. Counted in rows and statements, not time.
 */
import { appendFileSync, mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GameService } from "../../src/app/game-service.ts";
import { OutboxSender } from "../../src/app/outbox.ts";
import type { Transport } from "../../src/app/ports.ts";
import { pgSql, type Sql } from "../../src/store/commands.ts";
import { createDb, type Db } from "../../src/store/db.ts";
import { DeliveredLog } from "../../src/store/delivered-log.ts";
import { OutboxStore } from "../../src/store/outbox.ts";
import { render } from "../../src/vocab/msg.ts";
import { Recorder, tableOf } from "./outbox-helpers.ts";
import { waitFor } from "./processes.ts";
import { noTimers } from "./quiet.ts";
import { ensureDb, TEST_DB } from "./setup.ts";

const DB = TEST_DB.replace(/\/([^/?]+)(\?|$)/, "/$1_delivered_log$2");
const quiet = pino({ level: "silent" });
const CHANNEL = "logged";

describe("the delivered log file", () => {
  it("keeps what a killed run logged (a torn last line is no row) and, rewritten past its size, only the rows still to mark and the previous run's until settled", () => {
    const dir = mkdtempSync(join(tmpdir(), "delivered-"));
    const row = (i: bigint) => ({ id: i, key: `k-${i}`, gameId: i % 2n === 0n ? null : "g1" });
    const a = DeliveredLog.open(dir, "wx/a", 200);
    for (let i = 1n; i <= 3n; i++) a.delivered(row(i));
    // A kill while a line was written: its half is no row.
    appendFileSync(a.path, '["12","k-1');
    const b = DeliveredLog.open(dir, "wx/a", 200);
    expect(b.previous).toEqual([row(1n), row(2n), row(3n)]);
    for (let i = 100n; i < 120n; i++) b.delivered(row(i));
    expect(b.full).toBe(true);
    b.rewrite([row(118n), row(119n)]);
    expect(b.full).toBe(false);
    expect(DeliveredLog.open(dir, "wx/a").previous.map((r) => r.id)).toEqual([1n, 2n, 3n, 118n, 119n]);
    b.settled();
    b.rewrite([row(119n)]);
    b.delivered(row(120n));
    expect(readFileSync(b.path, "utf8")).toBe('["119","k-119","g1"]\n["120","k-120",null]\n');
    expect(statSync(b.path).size).toBe(42);
    a.close();
    b.close();
  });

  it("after a torn last line, the next run's first row is a line of its own (not glued to the torn half and lost)", () => {
    const dir = mkdtempSync(join(tmpdir(), "delivered-"));
    const row = (i: bigint) => ({ id: i, key: `k-${i}`, gameId: "g" });
    const a = DeliveredLog.open(dir, "wx");
    a.delivered(row(1n));
    appendFileSync(a.path, '["2","k-');
    a.close();
    const b = DeliveredLog.open(dir, "wx");
    b.delivered(row(3n));
    b.delivered(row(4n));
    b.close();
    expect(DeliveredLog.open(dir, "wx").previous.map((r) => r.id)).toEqual([1n, 3n, 4n]);
  });
});

describe("issue 24 goal 4: a sender with a delivered log puts its sent marks off; a restart marks what the log holds", () => {
  let db: Db;
  let sql: Sql;
  const senders: OutboxSender[] = [];
  const rowsOf = (gameId: string) => db.outboxMessage.findMany({ where: { gameId }, orderBy: { id: "asc" } });

  beforeAll(async () => {
    await ensureDb(DB);
    db = createDb(DB);
    sql = pgSql(DB, 4);
  }, 60_000);
  afterAll(async () => {
    for (const s of senders) await s.close();
    await sql?.close();
    await db?.$disconnect();
  });

  /** A live sender over `t` with the log of `dir`, its lease `leaseMs`, marks put off a minute. */
  const sender = async (owner: string, t: Transport, dir: string, leaseMs = 60_000) => {
    const delivered = DeliveredLog.open(dir, CHANNEL);
    const s = new OutboxSender(db, t, quiet, { owner, channel: CHANNEL, sql, delivered, leaseMs, markAfterMs: 60_000 });
    senders.push(s);
    await s.recoverInDoubt();
    return { s, delivered };
  };

  /** A GameService of this channel whose writes `s` lends takes to. */
  const serviceOf = (s: OutboxSender) =>
    new GameService({
      db,
      sql,
      clock: Date.now,
      scheduler: noTimers,
      log: quiet,
      channel: CHANNEL,
      outbox: s,
      onOutbox: () => s.kick(),
    });
  /** A 444-idiot game on `service`: its id, a wolf's seat and the others'. */
  const table = async (service: GameService, tag: string) => {
    const { gameId, wolves, good } = await tableOf(service, tag);
    return { gameId, wolf: wolves[0], good };
  };

  it("killed after delivering and before any mark: the restart (its name still leased to the dead run) marks those rows sent, sends none again, and the game's next messages go out at once", async () => {
    const dir = mkdtempSync(join(tmpdir(), "delivered-"));
    const t1 = new Recorder();
    const { s: first } = await sender("logged-a", t1, dir);
    const service = serviceOf(first);
    const g = await table(service, "la");
    const { wolf, good } = g;
    // The deal's rows go by a claim; the commands' rows by their writes, each marking the last one's.
    first.kick();
    for (let i = 0; i < 3; i++) {
      const r = await service.handle(
        g.gameId,
        { type: "act", seat: wolf, act: "kill", target: good[i] },
        { messageId: `logged-a-${i}`, answer: () => [{ to: { contact: "la_w" }, text: `收到 ${i}` }] },
      );
      expect(r.ok).toBe(true);
    }
    const rows = await rowsOf(g.gameId);
    await waitFor(() => t1.delivered.length === rows.length, 10_000, "every row delivered", 2);
    // The marks are put off: the last rows are delivered and still `sending` — then the process dies
    // (no close: its name stays leased a minute, its rows `sending` under it).
    const unmarked = (await rowsOf(g.gameId)).filter((x) => x.status === "sending");
    expect(unmarked.length).toBeGreaterThan(0);
    senders.splice(senders.indexOf(first), 1);

    const t2 = new Recorder();
    const { s: second } = await sender("logged-a", t2, dir);
    expect(second.owner).not.toBe("logged-a"); // the dead run's name is still leased
    second.kick();
    await second.idle();
    expect(t2.delivered).toHaveLength(0);
    expect((await rowsOf(g.gameId)).every((x) => x.status === "sent")).toBe(true);
    // The game's conversations are free at once: a command of the new process delivers there now.
    const next = serviceOf(second);
    const r = await next.handle(
      g.gameId,
      { type: "act", seat: wolf, act: "kill", target: good[3] },
      { messageId: "logged-a-3", answer: () => [{ to: { contact: "la_w" }, text: "收到 3" }] },
    );
    expect(r.ok).toBe(true);
    await second.idle();
    const after = await rowsOf(g.gameId);
    expect(t2.delivered.map((m) => m.id)).toEqual(after.slice(rows.length).map((x) => x.id));
    expect(after.every((x) => x.status === "sent")).toBe(true);
  });

  it("with its mark put off, a row whose delivery hung does not hold the rows left behind it for the mark's delay: once it is delivered they follow at once, in order", async () => {
    const dir = mkdtempSync(join(tmpdir(), "delivered-"));
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const t = new Recorder((m) => (render(m.text) === "收到 0" ? gate : null));
    const { s } = await sender("logged-b", t, dir);
    const service = serviceOf(s);
    const g = await table(service, "lb");
    const { wolf, good } = g;
    s.kick();
    await waitFor(async () => (await rowsOf(g.gameId)).every((x) => x.status !== "pending"), 10_000, "the deal out", 5);
    const ask = (i: number) =>
      service.handle(
        g.gameId,
        { type: "act", seat: wolf, act: "kill", target: good[i] },
        { messageId: `logged-b-${i}`, answer: () => [{ to: { contact: "lb_w" }, text: `收到 ${i}` }] },
      );
    expect((await ask(0)).ok).toBe(true);
    expect((await ask(1)).ok).toBe(true);
    const dm = (await rowsOf(g.gameId)).filter((x) => x.conv === "contact:lb_w");
    expect(dm.map((x) => x.status)).toEqual(["sending", "pending"]); // the second left behind the first
    release();
    // Far sooner than the put-off mark (a minute): the row behind goes out once the first is delivered.
    await waitFor(
      () => t.delivered.filter((m) => m.contactId === "lb_w").length === 2,
      5_000,
      "the row left behind delivered",
      5,
    );
    expect(t.delivered.filter((m) => m.contactId === "lb_w").map((m) => m.id)).toEqual(dm.map((x) => x.id));
  });

  it("a log row is matched by id, key and game: a log kept beside another database (ids start again, game row keys repeat) marks nothing there", async () => {
    const dir = mkdtempSync(join(tmpdir(), "delivered-"));
    const mk = (key: string) =>
      db.outboxMessage.create({
        data: {
          key,
          channel: CHANNEL,
          audience: "contact",
          contactId: "lc_x",
          text: key,
          status: "sending",
          owner: "ghost",
          conv: "contact:lc_x",
          attempts: 1,
        },
      });
    const same = await mk("lc-same");
    const otherKey = await mk("lc-other");
    const otherGame = await mk("1-0");
    const log = DeliveredLog.open(dir, CHANNEL);
    log.delivered({ id: same.id, key: "lc-same", gameId: null });
    log.delivered({ id: otherKey.id, key: "another-database-row", gameId: null });
    // A game's row keys repeat in every game: the same id and key of another database's game.
    log.delivered({ id: otherGame.id, key: "1-0", gameId: "cl-another-database-game" });
    log.close();
    await sender("logged-c", new Recorder(), dir);
    const ids = [same.id, otherKey.id, otherGame.id];
    const after = await db.outboxMessage.findMany({ where: { id: { in: ids } }, orderBy: { id: "asc" } });
    // The others are no rows of the log: in doubt (their owner gone), they are sent again — not marked sent.
    expect(after.map((x) => x.status)).toEqual(["sent", "pending", "pending"]);
    // And the file keeps none of the previous run's rows once they are marked.
    expect(readFileSync(join(dir, `delivered-${CHANNEL}.log`), "utf8")).toBe("");
  });
  it("the log not written (a full disk): the delivery still counts — sent once, marked sent, never retried nor reported undelivered; marks are made at once from then on", async () => {
    const log = DeliveredLog.open(mkdtempSync(join(tmpdir(), "delivered-")), CHANNEL);
    log.delivered = () => {
      throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
    };
    const t = new Recorder();
    const s = new OutboxSender(db, t, quiet, {
      owner: "logged-d",
      channel: CHANNEL,
      sql,
      delivered: log,
      maxAttempts: 3,
      retryBaseMs: 20,
    });
    senders.push(s);
    await s.recoverInDoubt();
    await new OutboxStore(db).writeReplies(CHANNEL, [
      { key: "logged-d-1", audience: "contact", contactId: "ld_x", text: "你好" },
    ]);
    s.kick();
    await waitFor(
      async () => (await db.outboxMessage.findFirst({ where: { key: "logged-d-1" } }))?.status === "sent",
      10_000,
      "the row marked sent",
      5,
    );
    expect(t.delivered.filter((m) => m.contactId === "ld_x")).toHaveLength(1);
  });

  it("a put-off mark's own statement that frees a conversation a write left a row in claims it at once, not at the next poll", async () => {
    const dir = mkdtempSync(join(tmpdir(), "delivered-"));
    const t = new Recorder();
    const delivered = DeliveredLog.open(dir, CHANNEL);
    const s = new OutboxSender(db, t, quiet, {
      owner: "logged-e",
      channel: CHANNEL,
      sql,
      delivered,
      markAfterMs: 60_000,
      idlePollMs: 60_000,
    });
    senders.push(s);
    await s.recoverInDoubt();
    const service = serviceOf(s);
    const g = await table(service, "le");
    s.kick();
    await s.idle();
    const ask = (i: number) =>
      service.handle(
        g.gameId,
        { type: "act", seat: g.wolf, act: "kill", target: g.good[i] },
        { messageId: `logged-e-${i}`, answer: () => [{ to: { contact: "le_w" }, text: `收到 ${i}` }] },
      );
    expect((await ask(0)).ok).toBe(true);
    await waitFor(() => t.delivered.some((m) => render(m.text) === "收到 0"), 5_000, "收到 0 delivered", 5);
    const dm = () =>
      db.outboxMessage.findMany({ where: { gameId: g.gameId, conv: "contact:le_w" }, orderBy: { id: "asc" } });
    const [r0] = await dm();
    expect(r0.status).toBe("sending"); // delivered, its mark put off
    // The sent mark's own statement is held up (another session locks the row) …
    const locker = new pg.Client({ connectionString: DB });
    await locker.connect();
    await locker.query("BEGIN");
    await locker.query('SELECT 1 FROM "OutboxMessage" WHERE id = $1 FOR UPDATE', [String(r0.id)]);
    const idle = s.idle();
    // … while a command writes a row behind it: left pending (its claim finds the first still sending).
    expect((await ask(1)).ok).toBe(true);
    await waitFor(
      async () => (await dm()).map((x) => x.status).join() === "sending,pending",
      5_000,
      "the row left behind",
      5,
    );
    await locker.query("COMMIT");
    await locker.end();
    await idle;
    await waitFor(
      async () => (await dm()).every((x) => x.status === "sent"),
      5_000,
      "the row behind claimed once the mark came back",
      5,
    );
  });
});
