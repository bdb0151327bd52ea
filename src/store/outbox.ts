/**
 * The outbox's statements (issue 24 goal 1): the sender's name lease (`OutboxOwner`), claiming
 * conversation heads, marking rows sent, putting a failed delivery back with a back-off, and the
 * last failure with its report to the game's judge. The sender's policy (order, leases, retries)
 * is in src/app/outbox.ts; these are its only round trips.
 */
import type { Prisma } from "../generated/prisma/client.ts";
import { type Msg, stored } from "../vocab/msg.ts";
import { prismaSql, type Sql } from "./commands.ts";
import type { Db } from "./db.ts";
import { ADDRESSES_JSON, addressesFromJson, type GameAddresses } from "./whereabouts.ts";

/** A message as Prisma writes an outbox row's `text` and `msg` (see `stored`). */
function storedJson(m: Msg): { text: string; msg?: Prisma.InputJsonValue } {
  const { text, msg } = stored(m);
  return msg === null ? { text } : { text, msg: msg as Prisma.InputJsonValue };
}

/** An outbox row as a sender claims it. `gameId` is null for a reply outside any game. */
export interface OutboxRow {
  id: bigint;
  gameId: string | null;
  audience: string;
  seat: number | null;
  contactId: string | null;
  roomId: string | null;
  /** 简体 text as written, or empty when `msg` holds the message. */
  text: string;
  /** The message before its language (issue 23 goal 1), or null. */
  msg: unknown;
  op: string;
  members: number[] | null;
  attempts: number;
  key: string;
  /** The row's conversation (`conversationOf`). */
  conv: string;
}

/**
 * The conversation a row belongs to: delivery order is kept within it. The match group and the
 * wolves' room of a game are one conversation (room operations and announcements stay in order:
 * a wolf is removed from the wolves' room only after the group heard of his death). A DM to a
 * contact is one conversation whoever writes it (a game's rows, a chat reply); a reply in a room
 * outside any game (`audience` `room`, the lobby) is its room's.
 */
export function conversationOf(m: {
  gameId?: string | null;
  audience: string;
  seat?: number | null;
  contactId?: string | null;
  roomId?: string | null;
}): string {
  if (m.audience === "contact") return `contact:${m.contactId ?? ""}`;
  if (m.audience === "room") return `room:${m.roomId ?? ""}`;
  if (m.audience === "seat") return `${m.gameId ?? ""}:seat:${m.seat ?? ""}`;
  return `${m.gameId ?? ""}:rooms`;
}

/** Rows of `channel`: those of its games, and replies outside any game written for it. */
const OF_CHANNEL = `(m."gameId" IS NULL AND m.channel = $1 OR EXISTS (SELECT 1 FROM "Game" g WHERE g.id = m."gameId" AND g.channel = $1))`;

/**
 * The sent mark riding a claim (`$6` the ids, text of bigints; `$2` owner): the rows it marks no
 * longer hold their conversations back in the same statement's choice (a data-modifying CTE's
 * effect is not seen by the rest of its statement, its RETURNING is).
 */
const CLAIM_MARK = `marked AS (
        UPDATE "OutboxMessage" SET status = 'sent', "sentAt" = now(), owner = NULL, "leaseUntil" = NULL
        WHERE id = ANY($6::bigint[]) AND owner = $2
        RETURNING id),`;

/**
 * The claim's choice of rows: `$1` channel, `$4` batch, `$5` follow (see {@link OutboxStore.claim});
 * with `marking`, after {@link CLAIM_MARK}. A head's "no earlier open row of its conversation" is a
 * correlated `LIMIT 1` probe, ordered as `OutboxMessage_conv_open_idx`, so it reads that conversation's
 * entries only: as a `NOT EXISTS` the planner made it an anti join that scanned the whole index for
 * every candidate — every conversation's open rows and the dead entries their updates leave until a
 * vacuum (911 buffers for 8 heads after a minute of load, against 56; issue 24 goal 4).
 */
const claimPick = (marking: boolean) => `heads AS (
        SELECT m.id, m.conv FROM "OutboxMessage" m
        WHERE m.status = 'pending' AND m."nextAttemptAt" <= now() AND ${OF_CHANNEL}
          AND (SELECT e.id FROM "OutboxMessage" e
            WHERE e.conv = m.conv AND e.id < m.id AND e.status IN ('pending', 'sending')${marking ? ` AND e.id NOT IN (SELECT id FROM marked)` : ""}
            ORDER BY e.conv, e.id LIMIT 1) IS NULL
        ORDER BY m.id LIMIT $4 FOR UPDATE OF m SKIP LOCKED),
      picked AS (
        SELECT h.id FROM heads h
        UNION ALL
        SELECT f.id FROM heads h CROSS JOIN LATERAL (
          SELECT n.id FROM "OutboxMessage" n
          WHERE n.conv = h.conv AND n.id > h.id AND n.status = 'pending'
          ORDER BY n.conv, n.id LIMIT $5) f)`;

/** The claim's update of the picked rows: `$2` owner, `$3` lease s. */
const CLAIM_TAKE = `UPDATE "OutboxMessage" SET status = 'sending', attempts = attempts + 1, owner = $2,
        "leaseUntil" = now() + make_interval(secs => $3::double precision)
      WHERE id IN (SELECT id FROM picked)
      RETURNING id, "gameId", audience, seat, "contactId", "roomId", text, msg, op, members, attempts, key, conv`;

/**
 * The claim's statement (see {@link OutboxStore.claim}): `$1` channel, `$2` owner, `$3` lease s,
 * `$4` batch, `$5` follow; with `marking`, `$6` the ids to mark sent first ({@link CLAIM_MARK}).
 * With `addresses`, the first row of each game carries its game's addresses in `addr`
 * ({@link ADDRESSES_JSON}), so the transport needs no statement of its own for them.
 */
const claimText = (addresses: boolean, marking: boolean) => {
  const pick = `WITH ${marking ? CLAIM_MARK : ""}${claimPick(marking)}`;
  return addresses
    ? `${pick},
      taken AS (${CLAIM_TAKE})
      SELECT t.*, CASE WHEN t."gameId" IS NOT NULL AND t.id = min(t.id) OVER (PARTITION BY t."gameId")
        THEN (SELECT ${ADDRESSES_JSON} FROM "Game" g WHERE g.id = t."gameId") END AS addr
      FROM taken t`
    : `${pick}
      ${CLAIM_TAKE}`;
};

/** The claim's prepared name: the statement {@link claimText} gives for the same flags. */
const claimName = (addresses: boolean, marking: boolean) =>
  `werewolf_outbox_claim${addresses ? "_addresses" : ""}${marking ? "_marking" : ""}`;

/** The claim's four statements, by prepared name. */
const CLAIMS = new Map(
  [false, true].flatMap((addresses) =>
    [false, true].map((marking): [string, string] => [claimName(addresses, marking), claimText(addresses, marking)]),
  ),
);

/** The sent mark's statement (see {@link OutboxStore.markSent}): `$1` the ids (text of bigints), `$2` owner. */
const MARK_SENT = `WITH s AS (
        UPDATE "OutboxMessage" SET status = 'sent', "sentAt" = now(), owner = NULL, "leaseUntil" = NULL
        WHERE id = ANY($1::bigint[]) AND owner = $2
        RETURNING conv)
      SELECT EXISTS (
        SELECT 1 FROM "OutboxMessage" e WHERE e.conv IN (SELECT conv FROM s) AND e.status = 'pending') AS more`;

/** The outbox's statements over one database (see the module comment). */
export class OutboxStore {
  /** Where the claim and the sent mark run, prepared once per connection (issue 24 goal 4). */
  private readonly sql: Sql;

  /**
   * `sql`: the raw pool the delivery run's two statements (claim, sent mark) go through as named
   * prepared statements — parsed and planned once per connection instead of on every run, without
   * Prisma's cost per query (issue 24 goal 4); default: the same text through `db`.
   */
  constructor(
    private readonly db: Db,
    sql?: Sql,
  ) {
    this.sql = sql ?? prismaSql(db);
  }

  /**
   * Writes chat replies outside any game for `channel`, in order, in one statement; a row whose
   * `key` the channel already has is skipped (a redelivered message is not answered twice).
   * Returns how many were new.
   */
  async writeReplies(
    channel: string,
    rows: { key: string; audience: "contact" | "room"; contactId?: string; roomId?: string; text: Msg }[],
  ): Promise<number> {
    if (rows.length === 0) return 0;
    const r = await this.db.outboxMessage.createMany({
      data: rows.map((x) => ({
        key: x.key,
        channel,
        audience: x.audience,
        contactId: x.contactId ?? null,
        roomId: x.roomId ?? null,
        ...storedJson(x.text),
        conv: conversationOf(x),
      })),
      skipDuplicates: true,
    });
    return r.count;
  }

  /**
   * Takes sender name `name` for `instance` with a lease of `leaseMs` unless a live other
   * instance holds it; whether it was taken. One statement.
   */
  async takeName(name: string, instance: string, leaseMs: number): Promise<boolean> {
    const got = await this.db.$queryRaw<{ name: string }[]>`
      INSERT INTO "OutboxOwner" (name, instance, "leaseUntil")
      VALUES (${name}, ${instance}, now() + make_interval(secs => ${leaseMs / 1000}::double precision))
      ON CONFLICT (name) DO UPDATE SET instance = EXCLUDED.instance, "leaseUntil" = EXCLUDED."leaseUntil"
      WHERE "OutboxOwner"."leaseUntil" < now() OR "OutboxOwner".instance = EXCLUDED.instance
      RETURNING name`;
    return got.length > 0;
  }

  /** Extends `name`'s lease if `instance` still holds it; false when it was lost. */
  async renewName(name: string, instance: string, leaseMs: number): Promise<boolean> {
    const n = await this.db.$executeRaw`
      UPDATE "OutboxOwner" SET "leaseUntil" = now() + make_interval(secs => ${leaseMs / 1000}::double precision)
      WHERE name = ${name} AND instance = ${instance}`;
    return n > 0;
  }

  /** Gives `name` up (when `instance` holds it). */
  async releaseName(name: string, instance: string): Promise<void> {
    await this.db.$executeRaw`DELETE FROM "OutboxOwner" WHERE name = ${name} AND instance = ${instance}`;
  }

  /**
   * Rows of `channel` left `sending`: by owner `of`, or (unset) by an owner holding no live
   * lease; in id order.
   */
  async inDoubt(channel: string, of?: string): Promise<{ id: bigint; owner: string | null }[]> {
    return of
      ? this.db.$queryRawUnsafe(
          `SELECT m.id, m.owner FROM "OutboxMessage" m WHERE m.status = 'sending' AND m.owner = $2 AND ${OF_CHANNEL} ORDER BY m.id`,
          channel,
          of,
        )
      : this.db.$queryRawUnsafe(
          `SELECT m.id, m.owner FROM "OutboxMessage" m WHERE m.status = 'sending' AND ${OF_CHANNEL}
             AND (m.owner IS NULL OR NOT EXISTS (
               SELECT 1 FROM "OutboxOwner" o WHERE o.name = m.owner AND o."leaseUntil" > now()))
           ORDER BY m.id`,
          channel,
        );
  }

  /** Settles an in-doubt row still `sending` under `owner`: sent, or pending again now. Whether it changed. */
  async settle(id: bigint, owner: string | null, sent: boolean): Promise<boolean> {
    const n = await this.db.outboxMessage.updateMany({
      where: { id, status: "sending", owner },
      data: sent
        ? { status: "sent", sentAt: new Date(), owner: null, leaseUntil: null }
        : { status: "pending", owner: null, leaseUntil: null, nextAttemptAt: new Date() },
    });
    return n.count > 0;
  }

  /**
   * Claims up to `batch` due conversation heads of `channel` for `owner` (lease `leaseMs`), each
   * the first undelivered row of its conversation, and with each head up to `follow` rows of its
   * conversation that come next (`pending`, in id order): a conversation's run of rows is
   * delivered in one claim instead of one round per row. `SKIP LOCKED` is taken on the heads only:
   * a sender takes a conversation's later rows only with its head, so two senders never hold rows
   * of one conversation (order holds across processes); a row another sender holds keeps the
   * later ones of its conversation back. Returned in id order. `follow` 0 = heads only. With
   * `withAddresses`, the same statement also reads the addresses of the claimed rows' games
   * (`addresses`, by game id; null without it) — one round trip per delivery run instead of two
   * (issue 24 goal 4). `marks`: rows this owner delivered, marked sent by the same statement before
   * it chooses (the sent mark riding the next claim: one statement per delivery run, not two); a
   * conversation they held back is claimable at once.
   */
  async claim(
    channel: string,
    owner: string,
    leaseMs: number,
    batch: number,
    follow = 0,
    withAddresses = false,
    marks: readonly bigint[] = [],
  ): Promise<{ rows: OutboxRow[]; addresses: Map<string, GameAddresses> | null }> {
    const name = claimName(withAddresses, marks.length > 0);
    const params: unknown[] = [channel, owner, leaseMs / 1000, batch, follow];
    if (marks.length) params.push(marks.map(String));
    const got = await this.sql.query<Omit<OutboxRow, "id"> & { id: bigint | string; addr?: unknown }>(
      CLAIMS.get(name) as string,
      params,
      name,
    );
    const addresses = withAddresses ? new Map<string, GameAddresses>() : null;
    // `pg` reads a bigint as text, Prisma as a BigInt: the rows carry a BigInt either way.
    const rows = got.map(({ addr, ...r }) => {
      if (addresses && addr !== null && addr !== undefined) {
        const a = addressesFromJson(addr);
        addresses.set(a.id, a);
      }
      return { ...r, id: BigInt(r.id) };
    });
    rows.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    return { rows, addresses };
  }

  /**
   * Marks rows `ids` sent (those `owner` still holds). Returns whether a row of their
   * conversations is still `pending` (read before this mark: the rows that now become heads), so
   * the sender claims again only then. One statement.
   */
  async markSent(ids: bigint[], owner: string): Promise<boolean> {
    const r = await this.sql.query<{ more: boolean }>(MARK_SENT, [ids.map(String), owner], "werewolf_outbox_mark_sent");
    return r[0]?.more === true;
  }

  /**
   * Puts rows `ids` claimed by `owner` but not tried (they came after a failed row of their
   * conversation) back to `pending`, their claim's attempt undone.
   */
  async release(ids: bigint[], owner: string): Promise<void> {
    await this.db.$executeRaw`
      UPDATE "OutboxMessage" SET status = 'pending', owner = NULL, "leaseUntil" = NULL, attempts = attempts - 1
      WHERE id = ANY(${ids}::bigint[]) AND owner = ${owner} AND status = 'sending'`;
  }

  /**
   * Marks sent the rows `rows` (id, key and game all match) still `sending`, whoever holds them: rows a
   * previous run of this process logged delivered (store/delivered-log.ts) before it was killed.
   * How many. One statement.
   */
  async markLoggedSent(rows: readonly { id: bigint; key: string; gameId: string | null }[]): Promise<number> {
    if (rows.length === 0) return 0;
    return this.db.$executeRawUnsafe(
      `UPDATE "OutboxMessage" m SET status = 'sent', "sentAt" = now(), owner = NULL, "leaseUntil" = NULL
       FROM unnest($1::bigint[], $2::text[], $3::text[]) AS r(id, key, game)
       WHERE m.id = r.id AND m.key = r.key AND m."gameId" IS NOT DISTINCT FROM r.game AND m.status = 'sending'`,
      rows.map((r) => String(r.id)),
      rows.map((r) => r.key),
      rows.map((r) => r.gameId),
    );
  }

  /**
   * Puts back to `pending` the rows of `channel` `sending` under live owner `owner` that it does
   * not hold (`known`: every row it is delivering or holds delivered, held or being marked): rows
   * a claim or a command's write took for it whose answer never reached it (the connection cut
   * after the commit). They were never delivered, so their take's attempt is undone. The ids put
   * back, in id order. One statement.
   */
  async requeueOrphans(channel: string, owner: string, known: readonly bigint[]): Promise<bigint[]> {
    const rows = await this.db.$queryRawUnsafe<{ id: bigint }[]>(
      `UPDATE "OutboxMessage" m SET status = 'pending', owner = NULL, "leaseUntil" = NULL, attempts = attempts - 1
       WHERE m.status = 'sending' AND m.owner = $2 AND NOT (m.id = ANY($3::bigint[])) AND ${OF_CHANNEL}
       RETURNING m.id`,
      channel,
      owner,
      known.map(String),
    );
    return rows.map((r) => BigInt(r.id)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  }

  /** A delivery of row `id` threw: pending again from `at` (if `owner` still holds it). */
  async retryLater(id: bigint, owner: string, error: string, at: Date): Promise<void> {
    await this.db.outboxMessage.updateMany({
      where: { id, owner },
      data: { status: "pending", owner: null, leaseUntil: null, lastError: error, nextAttemptAt: at },
    });
  }

  /**
   * Row `row` failed for good: `failed`, and (unless it was itself a report, a DM to an outside
   * contact or a reply outside any game) its game's judge gets `report(row)` as a DM. One transaction.
   */
  async failForGood(row: OutboxRow, owner: string, error: string, report: (r: OutboxRow) => Msg): Promise<void> {
    await this.db.$transaction(async (tx) => {
      await tx.outboxMessage.updateMany({
        where: { id: row.id, owner },
        data: { status: "failed", owner: null, leaseUntil: null, lastError: error },
      });
      // A report that itself cannot be delivered is only logged (no report of a report); so is a
      // DM to an outside contact (inspector, organiser, an appeal's filer): its text may be about
      // the judge (an appeal), so it is not his to relay.
      if (row.key.startsWith("failed-") || row.audience === "contact" || !row.gameId) return;
      const game = await tx.game.findUnique({ where: { id: row.gameId }, select: { judgeId: true } });
      if (!game) return;
      await tx.outboxMessage.createMany({
        data: [
          {
            gameId: row.gameId,
            key: `failed-${row.id}`,
            audience: "contact",
            contactId: game.judgeId,
            conv: conversationOf({ gameId: row.gameId, audience: "contact", contactId: game.judgeId }),
            ...storedJson(report(row)),
          },
        ],
        skipDuplicates: true,
      });
    });
  }
}
