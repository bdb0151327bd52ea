/**
 * The outbox sender: delivers committed messages, in id order within each conversation (the
 * game's rooms — match group and wolves' room together —, one seat's DMs, one outside contact's
 * DMs). Rows of different conversations do not wait for each other.
 *
 * A row is claimed (`pending → sending`, with this sender as `owner` and a lease), delivered,
 * then marked `sent`. A delivery that throws puts the row back to `pending` with a back-off
 * (`nextAttemptAt`); later rows of its conversation wait for it, so nothing overtakes a failed
 * message. After the last attempt the row is `failed`: logged, and the game's judge gets a DM
 * with the undelivered text (issue 15 item 1), and its conversation moves on.
 *
 * Many senders may share one database (issue 12): each claims a batch of conversation heads
 * (`FOR UPDATE SKIP LOCKED`, at most one row per conversation, so order holds across processes),
 * delivers them in parallel and marks the delivered ones sent in one statement. A sender only
 * claims rows of games of its channel (the chat account it can deliver for).
 *
 * A sender is alive while its name holds a lease in `OutboxOwner` (renewed every third of the
 * lease; a second process asking for a name held alive gets a suffixed one). A row left `sending`
 * is in doubt only when its owner is gone (the name's lease expired, or this process just took
 * the name over from a dead run): such rows are taken back at start-up and periodically; if the
 * transport can tell that the message went out the row is marked sent, else it is sent again
 * (at-least-once for a transport that cannot confirm, exactly-once for one that can). Rows of a
 * live sender are never taken, however long its delivery lasts.
 */
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { Logger } from "pino";
import type { Db } from "../store/db.ts";
import type { OutboundMessage, Transport } from "./ports.ts";

interface Row {
  id: bigint;
  gameId: string;
  audience: string;
  seat: number | null;
  contactId: string | null;
  text: string;
  op: string;
  members: number[] | null;
  attempts: number;
  key: string;
}

/** The channel of games and senders that name none. */
export const DEFAULT_CHANNEL = "wechat";

/** Tuning of the sender; every time is wall-clock milliseconds. */
export interface OutboxOptions {
  /**
   * The chat account this sender delivers for: it claims only rows of games of this channel
   * (`Game.channel`, set by the GameService that created them). Default `wechat`.
   */
  channel?: string;
  /** Who claims rows (a process identity that survives restarts); default `OUTBOX_OWNER` or the host name. */
  owner?: string;
  /** Deliveries tried before a row is `failed` and reported (default 8). */
  maxAttempts?: number;
  /** Back-off after the first failure, doubled each time (default 500 ms). */
  retryBaseMs?: number;
  /** Longest back-off (default 60 s). */
  retryMaxMs?: number;
  /**
   * How long the sender's name stays alive without a renewal (default 15 s; env
   * `OUTBOX_LEASE_MS`): a sender killed with rows in flight loses them to another sender after
   * at most this plus one reclaim pass.
   */
  leaseMs?: number;
  /** Conversation heads claimed (and delivered in parallel) per statement (default 32). */
  batch?: number;
}

/**
 * The conversation a row belongs to: delivery order is kept within it. The match group and the
 * wolves' room of a game are one conversation (room operations and announcements stay in order:
 * a wolf is removed from the wolves' room only after the group heard of his death).
 */
export function conversationOf(m: {
  gameId: string;
  audience: string;
  seat?: number | null;
  contactId?: string | null;
}): string {
  if (m.audience === "contact") return `contact:${m.contactId ?? ""}`;
  if (m.audience === "seat") return `${m.gameId}:seat:${m.seat ?? ""}`;
  return `${m.gameId}:rooms`;
}

/** Where a row was going, in Chinese, for the judge's report. */
function destination(r: Row): string {
  if (r.op === "room_create") return "创建狼人群";
  if (r.op === "room_add") return `把${r.seat}号拉进狼人群`;
  if (r.op === "room_remove") return `把${r.seat}号移出狼人群`;
  if (r.audience === "group") return "比赛群";
  if (r.audience === "wolves") return "狼人群";
  if (r.audience === "lovers") return "情侣群";
  if (r.audience === "sisters") return "姐妹群";
  if (r.audience === "seat") return `${r.seat}号私聊`;
  return `私聊${r.contactId ?? ""}`;
}

/** How often a delivery run first takes back rows of senders that are gone (wall ms). */
const RECLAIM_EVERY_MS = 3_000;

export class OutboxSender {
  private running: Promise<void> | null = null;
  private lastReclaim = Date.now();
  private again = false;
  private name: string;
  private readonly base: string;
  private readonly instance = randomUUID();
  private registered: Promise<void> | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private closed = false;
  readonly channel: string;
  private readonly maxAttempts: number;
  private readonly retryBaseMs: number;
  private readonly retryMaxMs: number;
  private readonly leaseMs: number;
  private readonly batch: number;

  constructor(
    private readonly db: Db,
    private readonly transport: Transport,
    private readonly log: Logger,
    opts: OutboxOptions = {},
  ) {
    this.base = opts.owner ?? process.env.OUTBOX_OWNER ?? hostname();
    this.name = this.base;
    this.channel = opts.channel ?? DEFAULT_CHANNEL;
    this.maxAttempts = opts.maxAttempts ?? 8;
    this.retryBaseMs = opts.retryBaseMs ?? 500;
    this.retryMaxMs = opts.retryMaxMs ?? 60_000;
    this.leaseMs = opts.leaseMs ?? Number(process.env.OUTBOX_LEASE_MS ?? 15_000);
    this.batch = opts.batch ?? 32;
  }

  /** The name this sender claims rows under: the configured owner, suffixed when a live process holds that. */
  get owner(): string {
    return this.name;
  }

  /**
   * Resolves the rows left in doubt: those of a dead previous holder of this sender's name (taken
   * over at registration) and those of every sender that is gone. Call at start-up, before
   * `kick`; `reclaimExpired` does the second part later.
   */
  async recoverInDoubt(): Promise<{ confirmed: number; requeued: number }> {
    const mine = await this.register();
    const gone = await this.resolveInDoubt();
    return { confirmed: mine.confirmed + gone.confirmed, requeued: mine.requeued + gone.requeued };
  }

  /** Takes back rows whose sender is gone (its name's lease expired); safe to call periodically. */
  async reclaimExpired(): Promise<{ confirmed: number; requeued: number }> {
    await this.register();
    return this.resolveInDoubt();
  }

  /**
   * Stops renewing this sender's name and gives it up (after the delivery run in flight), so a
   * restart under the same name takes over at once. Rows it still holds would be in doubt.
   */
  async close(): Promise<void> {
    this.closed = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    await this.idle();
    if (this.registered)
      await this.db
        .$executeRaw`DELETE FROM "OutboxOwner" WHERE name = ${this.name} AND instance = ${this.instance}`.catch((err) =>
        this.log.warn({ err }, "outbox owner not released"),
      );
  }

  /** Takes a live name (once); the rows a dead holder of that name left `sending` are resolved. */
  private register(): Promise<{ confirmed: number; requeued: number }> {
    const first = !this.registered;
    if (first) {
      this.registered = this.acquire().catch((err) => {
        this.registered = null;
        throw err;
      });
    }
    return (this.registered as Promise<void>).then(async () => {
      if (!first) return { confirmed: 0, requeued: 0 };
      const r = await this.resolveInDoubt(this.name);
      this.heartbeat ??= setInterval(() => void this.renew(), Math.max(50, Math.floor(this.leaseMs / 3)));
      this.heartbeat.unref();
      return r;
    });
  }

  private async acquire(): Promise<void> {
    for (let n = 0; ; n++) {
      const name = n === 0 ? this.base : `${this.base}-${randomUUID().slice(0, 8)}`;
      const ms = this.leaseMs;
      const got = await this.db.$queryRaw<{ name: string }[]>`
        INSERT INTO "OutboxOwner" (name, instance, "leaseUntil")
        VALUES (${name}, ${this.instance}, now() + make_interval(secs => ${ms / 1000}::double precision))
        ON CONFLICT (name) DO UPDATE SET instance = EXCLUDED.instance, "leaseUntil" = EXCLUDED."leaseUntil"
        WHERE "OutboxOwner"."leaseUntil" < now() OR "OutboxOwner".instance = EXCLUDED.instance
        RETURNING name`;
      if (got.length) {
        if (n > 0)
          this.log.info({ owner: name, taken: this.base }, "outbox owner name in use by a live sender: using another");
        this.name = name;
        return;
      }
    }
  }

  /** Extends this sender's lease; a lease lost (the process stalled past it) is taken again under a name that is free. */
  private async renew(): Promise<void> {
    if (this.closed) return;
    try {
      const ms = this.leaseMs;
      const n = await this.db.$executeRaw`
        UPDATE "OutboxOwner" SET "leaseUntil" = now() + make_interval(secs => ${ms / 1000}::double precision)
        WHERE name = ${this.name} AND instance = ${this.instance}`;
      if (n === 0 && !this.closed) {
        this.log.warn({ owner: this.name }, "outbox owner lease was lost (stalled past it): taking a name again");
        await this.acquire();
      }
    } catch (err) {
      this.log.warn({ err }, "outbox owner lease not renewed; retrying");
    }
  }

  /**
   * Resolves rows `sending` of this channel whose owner is `of` (a name just taken over) or, when
   * `of` is unset, whose owner holds no live lease.
   */
  private async resolveInDoubt(of?: string): Promise<{ confirmed: number; requeued: number }> {
    const rows = of
      ? await this.db.$queryRaw<{ id: bigint; owner: string | null }[]>`
          SELECT m.id, m.owner FROM "OutboxMessage" m JOIN "Game" g ON g.id = m."gameId" AND g.channel = ${this.channel}
          WHERE m.status = 'sending' AND m.owner = ${of} ORDER BY m.id`
      : await this.db.$queryRaw<{ id: bigint; owner: string | null }[]>`
          SELECT m.id, m.owner FROM "OutboxMessage" m JOIN "Game" g ON g.id = m."gameId" AND g.channel = ${this.channel}
          WHERE m.status = 'sending' AND (m.owner IS NULL OR NOT EXISTS (
            SELECT 1 FROM "OutboxOwner" o WHERE o.name = m.owner AND o."leaseUntil" > now()))
          ORDER BY m.id`;
    let confirmed = 0;
    for (const r of rows) {
      const sent = (await this.transport.confirm?.(r.id)) === true;
      // Only a row still in the state we read is changed (another sender may have resolved it).
      const n = await this.db.outboxMessage.updateMany({
        where: { id: r.id, status: "sending", owner: r.owner },
        data: sent
          ? { status: "sent", sentAt: new Date(), owner: null, leaseUntil: null }
          : { status: "pending", owner: null, leaseUntil: null, nextAttemptAt: new Date() },
      });
      if (sent && n.count > 0) confirmed++;
    }
    if (rows.length) this.log.info({ owner: this.name, rows: rows.length, confirmed }, "outbox rows in doubt resolved");
    return { confirmed, requeued: rows.length - confirmed };
  }

  /** Starts (or re-runs) delivery of everything due. */
  kick(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((err) => this.log.error({ err }, "outbox delivery failed; will retry on the next kick"))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Waits until the current delivery run is over. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    if (this.closed) return;
    await this.register();
    if (Date.now() - this.lastReclaim >= RECLAIM_EVERY_MS) {
      this.lastReclaim = Date.now();
      await this.resolveInDoubt();
    }
    for (;;) {
      const rows = await this.claim();
      if (rows.length === 0) return;
      const sent: bigint[] = [];
      // The transport's look-ups for the whole batch in one query (the addresses of its games).
      await this.transport
        .prepare?.(rows.map((r) => r.gameId))
        .catch((err) => this.log.warn({ err }, "outbox batch look-up failed; each delivery looks up its own"));
      // One row per conversation: the batch is delivered in parallel without reordering any.
      await Promise.all(
        rows.map(async (row) => {
          try {
            await this.transport.deliver(toMessage(row));
            sent.push(row.id);
          } catch (err) {
            await this.failed(row, err);
          }
        }),
      );
      if (sent.length)
        await this.db.$executeRaw`
          UPDATE "OutboxMessage" SET status = 'sent', "sentAt" = now(), owner = NULL, "leaseUntil" = NULL
          WHERE id = ANY(${sent}::bigint[]) AND owner = ${this.name}`;
    }
  }

  /**
   * Claims up to `batch` due rows, each the first undelivered row of its conversation (`SKIP
   * LOCKED`: senders in other processes take other rows; a row another sender holds keeps the
   * later ones of its conversation back).
   */
  private async claim(): Promise<Row[]> {
    return this.db.$queryRaw<Row[]>`
      UPDATE "OutboxMessage" SET status = 'sending', attempts = attempts + 1, owner = ${this.name},
        "leaseUntil" = now() + make_interval(secs => ${this.leaseMs / 1000}::double precision)
      WHERE id IN (
        SELECT c.id FROM "OutboxMessage" c JOIN "Game" g ON g.id = c."gameId" AND g.channel = ${this.channel}
        WHERE c.status = 'pending' AND c."nextAttemptAt" <= now()
          AND NOT EXISTS (
            SELECT 1 FROM "OutboxMessage" e
            WHERE e.conv = c.conv AND e.id < c.id AND e.status IN ('pending', 'sending'))
        ORDER BY c.id LIMIT ${this.batch} FOR UPDATE OF c SKIP LOCKED)
      RETURNING id, "gameId", audience, seat, "contactId", text, op, members, attempts, key`;
  }

  /** A delivery threw: back to pending after a back-off, or `failed` and reported after the last attempt. */
  private async failed(row: Row, err: unknown): Promise<void> {
    const error = (err instanceof Error ? err.message : String(err)).slice(0, 500);
    if (row.attempts < this.maxAttempts) {
      const delayMs = Math.min(this.retryMaxMs, this.retryBaseMs * 2 ** (row.attempts - 1));
      this.log.warn(
        { err, outboxId: String(row.id), gameId: row.gameId, attempt: row.attempts, delayMs },
        "delivery failed; will retry",
      );
      await this.db.outboxMessage.updateMany({
        where: { id: row.id, owner: this.name },
        data: {
          status: "pending",
          owner: null,
          leaseUntil: null,
          lastError: error,
          nextAttemptAt: new Date(Date.now() + delayMs),
        },
      });
      return;
    }
    this.log.error(
      { err, outboxId: String(row.id), gameId: row.gameId, attempts: row.attempts },
      "delivery failed for good; the judge is told",
    );
    await this.db.$transaction(async (tx) => {
      await tx.outboxMessage.updateMany({
        where: { id: row.id, owner: this.name },
        data: { status: "failed", owner: null, leaseUntil: null, lastError: error },
      });
      // A report that itself cannot be delivered is only logged (no report of a report); so is a
      // DM to an outside contact (inspector, organiser, an appeal's filer): its text may be about
      // the judge (an appeal), so it is not his to relay.
      if (row.key.startsWith("failed-") || row.audience === "contact") return;
      const game = await tx.game.findUnique({ where: { id: row.gameId }, select: { judgeId: true } });
      if (!game) return;
      const what = row.text ? `：“${row.text.slice(0, 300)}”` : "。";
      await tx.outboxMessage.createMany({
        data: [
          {
            gameId: row.gameId,
            key: `failed-${row.id}`,
            audience: "contact",
            contactId: game.judgeId,
            conv: conversationOf({ gameId: row.gameId, audience: "contact", contactId: game.judgeId }),
            text: `机器人发送失败（已重试${row.attempts}次）：${destination(row)}没有送达，请法官手动处理${what}`,
          },
        ],
        skipDuplicates: true,
      });
    });
  }
}

function toMessage(row: Row): OutboundMessage {
  return {
    id: row.id,
    gameId: row.gameId,
    audience: row.audience as OutboundMessage["audience"],
    seat: row.seat,
    contactId: row.contactId,
    text: row.text,
    op: row.op as OutboundMessage["op"],
    members: row.members ?? [],
    attempt: row.attempts,
  };
}
