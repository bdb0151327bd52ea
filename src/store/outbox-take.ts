/**
 * A command's write takes its own outbox rows (issue 24 goal 4): the statement that writes a
 * command's rows (store/commands.ts `writeShape`, part `take`) also claims them for the process's
 * outbox sender, and marks that sender's delivered rows sent — so a committed command's messages
 * go out without a claim statement of their own.
 *
 * A new row is taken (`sending`, owner and lease set, attempt 1, as a claim would) only when its
 * game is delivered by that sender's channel, no other write can take in its conversation unseen
 * (see {@link takeFree}), and nothing of it is still open before it — no row `pending` or
 * `sending` other than the marked ones (the same head rule as the claim, store/outbox.ts).
 * Otherwise it is written `pending` and the sender's claim takes it in order.
 * The sender delivers the taken rows at once (src/app/outbox.ts `deliverTaken`); a crash before
 * their mark leaves them `sending` under a sender that is gone, taken back like a claim's.
 */
import { ADDRESSES_JSON, addressesFromJson, type GameAddresses } from "./whereabouts.ts";

/** What the sender lends a write: who takes the rows, for which channel, and what it marks sent. */
export interface OutboxTake {
  /** The sender's live name (its lease in `OutboxOwner`). */
  owner: string;
  /** The sender's channel: rows of a game of another channel are left `pending`. */
  channel: string;
  /** The taken rows' lease, ms. */
  leaseMs: number;
  /** Rows this sender delivered, not yet marked sent: the write marks them (those it still holds). */
  marks: readonly bigint[];
  /**
   * The conversations outside the game (`contact:…`, `room:…`) this write may take rows of: the
   * sender lends each to one write at a time, so two writes of this process in flight never both
   * take rows of one conversation (neither would see the other's). The game's own conversations
   * need no loan: the game row's guard orders its writes that add events.
   */
  convs: readonly string[];
}

/** What a taking write reports beside whether it applied. */
export interface Taken {
  /** The rows it took, by key (the command's own keys), with their ids. */
  rows: { id: bigint; key: string }[];
  /** The taken rows' game's addresses (null when it took none). */
  addresses: GameAddresses | null;
  /** A marked row's conversation has a row `pending` (held back by it until now): claim. */
  more: boolean;
}

/**
 * The CTE marking the lent rows sent (`$marks` text of bigints, `$owner`): only those this sender
 * still holds; its RETURNING (ids, conversations) is what {@link takeFree} and {@link takeSelect}
 * read. Before the rows' INSERT in the statement (a CTE reads only the ones before it).
 */
export const takeMark = (marks: string, owner: string) => `mk AS (
  UPDATE "OutboxMessage" SET status = 'sent', "sentAt" = now(), owner = NULL, "leaseUntil" = NULL
  WHERE id = ANY(${marks}::bigint[]) AND owner = ${owner}::text
  RETURNING id, conv)`;

/**
 * A new row's columns when taken (`t.free`), for the INSERT's select list after its own: status,
 * owner, lease and attempts. The `free` test is {@link takeFree}.
 */
export const takeColumns = (owner: string, leaseS: string) =>
  `CASE WHEN t.free THEN 'sending' ELSE 'pending' END, CASE WHEN t.free THEN ${owner}::text END,
    CASE WHEN t.free THEN now() + make_interval(secs => ${leaseS}::double precision) END, CASE WHEN t.free THEN 1 ELSE 0 END`;

/**
 * The LATERAL deciding whether new row `x` of game `g` is taken: the game is the sender's
 * channel's (`g.channel`); the conversation is one the sender lent this write (`convs`), or the
 * game's own and the write adds events (`next` > `version`: a concurrent write of the game then
 * waits for this one's row lock and is refused by the version guard, so none takes beside it);
 * and it has no open row but those {@link takeMark} marked — a correlated `LIMIT 1` probe of
 * `OutboxMessage_conv_open_idx`, as the claim's head test.
 */
export const takeFree = (p: { channel: string; convs: string; next: string; version: string }) => `CROSS JOIN LATERAL (
    SELECT g.channel = ${p.channel}::text
      AND (x.conv = ANY(${p.convs}::text[]) OR (starts_with(x.conv, g.id || ':') AND ${p.next}::int > ${p.version}::int))
      AND (SELECT e.id FROM "OutboxMessage" e
        WHERE e.conv = x.conv AND e.status IN ('pending', 'sending') AND e.id NOT IN (SELECT id FROM mk)
        ORDER BY e.conv, e.id LIMIT 1) IS NULL AS free) t`;

/**
 * The taking write's last SELECT's extra columns: the taken rows (`ob`'s RETURNING id, key,
 * status), their game's addresses when it took any (`$game` its id), and {@link Taken.more}.
 */
export const takeSelect = (game: string) => `,
  (SELECT json_agg(json_build_object('id', o.id::text, 'key', o.key)) FROM ob o WHERE o.status = 'sending') AS taken,
  CASE WHEN EXISTS (SELECT 1 FROM ob o WHERE o.status = 'sending')
    THEN (SELECT ${ADDRESSES_JSON} FROM "Game" g WHERE g.id = ${game}) END AS addr,
  EXISTS (SELECT 1 FROM "OutboxMessage" e WHERE e.conv IN (SELECT conv FROM mk) AND e.status = 'pending') AS more`;

/** The take's report from the write's row (see {@link takeSelect}). */
export function takenOf(r: { taken?: unknown; addr?: unknown; more?: unknown } | undefined): Taken {
  const list = (typeof r?.taken === "string" ? JSON.parse(r.taken) : (r?.taken ?? [])) as { id: string; key: string }[];
  return {
    rows: list.map((x) => ({ id: BigInt(x.id), key: x.key })),
    addresses: r?.addr === null || r?.addr === undefined ? null : addressesFromJson(r.addr),
    more: r?.more === true,
  };
}
