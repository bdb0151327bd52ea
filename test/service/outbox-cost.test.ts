/**
 * Issue 24 goal 4: what the outbox sender spends per committed command, counted in claim
 * statements (work, not time). A burst of commits is one claim, not one per commit and per row
 * of a conversation; a poll while nothing was written claims nothing until its safety interval;
 * and the guarantees stay: order per conversation when a row in the middle of a run fails, a
 * back-off retried by the sender's own timer (no kick, no poll), a row written by another process
 * found by the safety-net poll. Its own database and channel: no other sender takes these rows.
 */

import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { OutboxSender } from "../../src/app/outbox.ts";
import type { OutboundMessage, Transport } from "../../src/app/ports.ts";
import { pgSql, type Sql } from "../../src/store/commands.ts";
import { createDb, type Db } from "../../src/store/db.ts";
import { OutboxStore } from "../../src/store/outbox.ts";
import { render } from "../../src/vocab/msg.ts";
import { spyOutboxStatements } from "./outbox-spies.ts";
import { waitFor } from "./processes.ts";
import { ensureDb, TEST_DB } from "./setup.ts";

const DB = TEST_DB.replace(/\/([^/?]+)(\?|$)/, "/$1_outbox_cost$2");
const quiet = pino({ level: "silent" });
const CHANNEL = "cost";
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Records deliveries (after a millisecond, like a network); throws while `fail` says so. */
class Recorder implements Transport {
  readonly delivered: OutboundMessage[] = [];
  readonly tries = new Map<string, number>();
  constructor(private readonly fail: (m: OutboundMessage, attempt: number) => boolean = () => false) {}
  async deliver(m: OutboundMessage): Promise<void> {
    await sleep(1);
    const text = render(m.text);
    const n = (this.tries.get(text) ?? 0) + 1;
    this.tries.set(text, n);
    if (this.fail(m, n)) throw new Error(`refused ${text}`);
    this.delivered.push(m);
  }
  /** Texts delivered to `contactId`, in delivery order. */
  to(contactId: string): string[] {
    return this.delivered.filter((m) => m.contactId === contactId).map((m) => render(m.text));
  }
}

describe("issue 24 goal 4: outbox claims per committed command", () => {
  let db: Db;
  let sql: Sql;
  let store: OutboxStore;
  const { claims, marks } = spyOutboxStatements();
  let n = 0;
  /** One commit: `k` reply rows to contact `to` (one conversation), in order. */
  const commit = (to: string, k = 1) =>
    store.writeReplies(
      CHANNEL,
      Array.from({ length: k }, () => {
        n++;
        return { key: `cost-${n}`, audience: "contact" as const, contactId: to, text: `${to}#${n}` };
      }),
    );

  beforeAll(async () => {
    await ensureDb(DB);
    db = createDb(DB);
    sql = pgSql(DB, 2);
    store = new OutboxStore(db);
  }, 60_000);
  afterAll(async () => {
    vi.restoreAllMocks();
    await sql?.close();
    await db?.$disconnect();
  });

  it("50 commits in a burst, 10 rows in each of 5 conversations, are delivered in order with at most 3 claims (heads only, one per row: 11+)", async () => {
    const t = new Recorder();
    const sender = new OutboxSender(db, t, quiet, { owner: "cost-a", channel: CHANNEL });
    await sender.recoverInDoubt();
    const to = ["c1", "c2", "c3", "c4", "c5"];
    const texts = new Map(to.map((c) => [c, [] as string[]]));
    for (let i = 0; i < 50; i++) {
      const c = to[i % 5];
      await commit(c);
      texts.get(c)?.push(`${c}#${n}`);
    }
    // The 50 commits' kicks (each commit wakes the sender).
    for (let i = 0; i < 50; i++) sender.kick();
    await sender.idle();
    for (const c of to) expect(t.to(c)).toEqual(texts.get(c));
    expect(claims.mock.calls.length).toBeLessThanOrEqual(3);
    await sender.close();
  });

  it("through the raw pool (the claim and the sent mark as prepared statements): 30 rows of 3 conversations delivered in order (ids past a power of ten: compared as numbers), marked sent, in at most 2 claims", async () => {
    const t = new Recorder();
    const sender = new OutboxSender(db, t, quiet, { owner: "cost-sql", channel: CHANNEL, sql });
    await sender.recoverInDoubt();
    // The next ids cross a power of ten (…98, 99, 100…): as text they would sort out of order.
    const [{ id }] = await db.$queryRaw<{ id: bigint }[]>`SELECT nextval('"OutboxMessage_id_seq"') AS id`;
    await db.$executeRawUnsafe(`SELECT setval('"OutboxMessage_id_seq"', ${10n ** BigInt(String(id).length) - 15n})`);
    const to = ["s1", "s2", "s3"];
    const texts = new Map(to.map((c) => [c, [] as string[]]));
    for (let i = 0; i < 30; i++) {
      const c = to[i % 3];
      await commit(c);
      texts.get(c)?.push(`${c}#${n}`);
    }
    sender.kick();
    await sender.idle();
    for (const c of to) expect(t.to(c)).toEqual(texts.get(c));
    expect(claims.mock.calls.length).toBeLessThanOrEqual(2);
    const left = await db.outboxMessage.count({
      where: { channel: CHANNEL, contactId: { in: to }, status: { not: "sent" } },
    });
    expect(left).toBe(0);
    await sender.close();
  });

  it("commits kicking one by one while deliveries run: every row delivered once, in order per conversation, with fewer claims than commits (the old heads-only sender needed about as many here)", async () => {
    const t = new Recorder();
    const sender = new OutboxSender(db, t, quiet, { owner: "cost-b", channel: CHANNEL });
    await sender.recoverInDoubt();
    const before = n;
    for (let i = 0; i < 40; i++) {
      await commit(`d${i % 4}`);
      sender.kick();
    }
    await sender.idle();
    expect(t.delivered).toHaveLength(n - before);
    for (let k = 0; k < 4; k++) {
      const got = t.to(`d${k}`).map((s) => Number(s.split("#")[1]));
      expect(got).toEqual([...got].sort((a, b) => a - b));
    }
    expect(claims.mock.calls.length).toBeLessThan(40);
    await sender.close();
  });

  it("polls while nothing was written claim nothing; after the safety interval a poll finds another process's rows", async () => {
    const t = new Recorder();
    // The safety net's clock is the test's: it moves only when the test says (work, not waiting).
    let wall = 1_000_000;
    const sender = new OutboxSender(db, t, quiet, {
      owner: "cost-c",
      channel: CHANNEL,
      idlePollMs: 300,
      now: () => wall,
    });
    await sender.recoverInDoubt();
    sender.kick();
    await sender.idle();
    const after = claims.mock.calls.length;
    for (let i = 0; i < 20; i++) {
      sender.poll();
      await sender.idle();
    }
    expect(claims.mock.calls.length).toBe(after);
    // Another process commits (no kick here).
    await commit("elsewhere", 2);
    sender.poll();
    await sender.idle();
    expect(t.to("elsewhere")).toHaveLength(0);
    wall += 301;
    sender.poll();
    await sender.idle();
    expect(t.to("elsewhere")).toHaveLength(2);
    expect(claims.mock.calls.length).toBeLessThanOrEqual(after + 2);
    await sender.close();
  });

  it("a row failing in the middle of its conversation's run: the rest wait for it (claimed, then given back untried) and follow it in order; its back-off is retried by the sender's own timer", async () => {
    const failing = `f1#${n + 2}`;
    const t = new Recorder((m, attempt) => m.text === failing && attempt === 1);
    const sender = new OutboxSender(db, t, quiet, { owner: "cost-d", channel: CHANNEL, retryBaseMs: 400 });
    await sender.recoverInDoubt();
    const first = n + 1;
    await commit("f1", 5);
    sender.kick();
    await sender.idle();
    expect(t.to("f1")).toEqual([`f1#${first}`]);
    // No kick, no poll: the back-off's own timer.
    await waitFor(() => t.to("f1").length >= 5, 25_000, "the back-off's retry and the rest of f1", 10);
    await sender.idle();
    expect(t.to("f1")).toEqual([0, 1, 2, 3, 4].map((k) => `f1#${first + k}`));
    const rows = await db.outboxMessage.findMany({ where: { contactId: "f1" }, orderBy: { id: "asc" } });
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ["sent", 1],
      ["sent", 2],
      ["sent", 1],
      ["sent", 1],
      ["sent", 1],
    ]);
    await sender.close();
  });

  it("back-to-back delivery runs are one statement each: a run's claim marks the last run's rows sent, and takes the next row of a conversation they held back (10 runs: 10 claims, one mark at the end, not 10 + 10)", async () => {
    const t = new Recorder();
    // The quiet-time mark never comes here: only claims (and `idle`) mark.
    const sender = new OutboxSender(db, t, quiet, {
      owner: "cost-e",
      channel: CHANNEL,
      sql,
      markAfterMs: 600_000,
    });
    await sender.recoverInDoubt();
    claims.mockClear();
    const first = n + 1;
    for (let i = 0; i < 10; i++) {
      // One conversation: each row waits behind the one before, delivered and not marked yet.
      await commit("e1");
      sender.kick();
      await waitFor(() => t.to("e1").length >= i + 1, 25_000, `e1's row ${i + 1} delivered`, 10);
      expect(t.to("e1")).toHaveLength(i + 1);
    }
    // The last run's end (not `idle`, which marks what is left).
    const run = sender as unknown as { running: Promise<void> | null };
    while (run.running) await run.running;
    // Each claim marked the run before it: only the last run's row is still `sending`.
    const before = await db.outboxMessage.findMany({ where: { contactId: "e1" }, orderBy: { id: "asc" } });
    expect(before.map((r) => r.status)).toEqual([...Array(9).fill("sent"), "sending"]);
    expect(marks.mock.calls.length).toBe(0);
    await sender.idle();
    const after = await db.outboxMessage.findMany({ where: { contactId: "e1" }, orderBy: { id: "asc" } });
    expect(after.map((r) => r.status)).toEqual(Array(10).fill("sent"));
    expect(t.to("e1")).toEqual(Array.from({ length: 10 }, (_, k) => `e1#${first + k}`));
    expect(claims.mock.calls.length).toBe(10);
    expect(marks.mock.calls.length).toBe(1);
    await sender.close();
  });
  it("the database away while a failed delivery is recorded: no delivered row is left sending under the live sender (the other conversations' rows marked sent, the failing one's given back), and all go out in order on the next kick", async () => {
    const failing = `h1#${n + 1}`;
    const t = new Recorder((m, attempt) => render(m.text) === failing && attempt === 1);
    const sender = new OutboxSender(db, t, quiet, { owner: "cost-h", channel: CHANNEL, retryBaseMs: 50 });
    await sender.recoverInDoubt();
    const away = vi.spyOn(OutboxStore.prototype, "retryLater").mockRejectedValueOnce(new Error("database away"));
    const first = n + 1;
    await commit("h1", 3);
    await commit("h2", 3);
    const mine = () =>
      db.outboxMessage.findMany({ where: { contactId: { in: ["h1", "h2"] } }, orderBy: { id: "asc" } });
    sender.kick();
    await sender.idle();
    expect(away).toHaveBeenCalledTimes(1);
    const mid = await mine();
    expect(mid.filter((r) => r.status === "sending").map((r) => r.contactId)).toEqual([]);
    expect(mid.filter((r) => r.contactId === "h2").map((r) => r.status)).toEqual(["sent", "sent", "sent"]);
    expect(mid.filter((r) => r.contactId === "h1").map((r) => r.status)).toEqual(["pending", "pending", "pending"]);
    sender.kick();
    await sender.idle();
    expect((await mine()).every((r) => r.status === "sent")).toBe(true);
    expect(t.to("h1")).toEqual([0, 1, 2].map((k) => `h1#${first + k}`));
    await sender.close();
  });
  it("a claim's probe for an earlier open row reads its head's own conversation only: 8 heads over 2,000 rows delivered in other conversations (their dead index entries, no vacuum) read under 6 buffers a head in that index (an anti join over the whole index read it all for every head)", async () => {
    // The statement as the sender sends it, captured, then explained on a generic plan (as the pool plans).
    let claim: { text: string } | null = null;
    const capture: Sql = {
      query: (text, params, name) => {
        if (name?.startsWith("werewolf_outbox_claim")) claim = { text };
        return sql.query(text, params, name);
      },
      close: async () => {},
    };
    await new OutboxStore(db, capture).claim(CHANNEL, "cost-probe", 30_000, 32, 15, false, [1n]);
    const text = (claim as { text: string } | null)?.text;
    if (!text) throw new Error("no claim captured");
    // 2,000 rows in 10 other conversations, delivered as the sender does (pending → sending → sent).
    for (let i = 0; i < 2_000; i += 100)
      await store.writeReplies(
        CHANNEL,
        Array.from({ length: 100 }, (_, j) => {
          n++;
          return {
            key: `cost-${n}`,
            audience: "contact" as const,
            contactId: `past${(i + j) % 10}`,
            text: `past#${n}`,
          };
        }),
      );
    await db.$executeRaw`UPDATE "OutboxMessage" SET status = 'sending' WHERE "contactId" LIKE 'past%' AND status = 'pending'`;
    await db.$executeRaw`UPDATE "OutboxMessage" SET status = 'sent' WHERE "contactId" LIKE 'past%' AND status = 'sending'`;
    // Statistics taken while no row is open (as an ANALYZE between two bursts): the planner then
    // takes the open rows' index for an empty one.
    await db.$executeRawUnsafe(`ANALYZE "OutboxMessage"`);
    for (let k = 0; k < 8; k++) await commit(`probe${k}`);
    type Node = { Alias?: string; "Shared Hit Blocks": number; "Actual Loops": number; Plans?: Node[] };
    const probe = await db
      .$transaction(async (tx) => {
        await tx.$executeRawUnsafe("SET LOCAL plan_cache_mode = force_generic_plan");
        await tx.$executeRawUnsafe(`PREPARE probe_claim AS ${text}`);
        const got = await tx.$queryRawUnsafe<{ "QUERY PLAN": { Plan: Node }[] }[]>(
          `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) EXECUTE probe_claim('${CHANNEL}', 'cost-probe', 30, 32, 15, '{1}')`,
        );
        await tx.$executeRawUnsafe("DEALLOCATE probe_claim");
        // Rolled back: the claim explained changes nothing.
        throw Object.assign(new Error("rollback"), { plan: got[0]["QUERY PLAN"][0].Plan });
      })
      .catch((e: { plan?: Node }) => e.plan);
    if (!probe) throw new Error("no plan");
    const nodes: Node[] = [];
    const walk = (x: Node) => {
      nodes.push(x);
      for (const c of x.Plans ?? []) walk(c);
    };
    walk(probe);
    // The probe (alias `e`): where the claim looks for an earlier open row of each head's conversation.
    const open = nodes.filter((x) => x.Alias === "e");
    expect(open.length).toBeGreaterThan(0);
    expect(Math.max(...open.map((x) => x["Actual Loops"]))).toBe(8);
    expect(open.reduce((a, x) => a + x["Shared Hit Blocks"], 0)).toBeLessThan(8 * 6);
    await db.$executeRaw`UPDATE "OutboxMessage" SET status = 'sent' WHERE "contactId" LIKE 'probe%'`;
  });
});
