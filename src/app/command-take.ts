/**
 * A command's write with the outbox sender's take (issue 24 goal 4, store/outbox-take.ts): the
 * statement takes the command's rows for this process's sender, which delivers them at once — no
 * claim statement per command — and marks the sender's delivered rows sent on the way.
 */
import { type CommandWrite, type Sql, writeCommandTaking } from "../store/commands.ts";
import type { OutboxRow } from "../store/outbox.ts";
import type { OutboxTaker } from "./ports.ts";

/**
 * Writes `w` (see `writeCommandTaking`), lending `outbox`'s take when the write has rows. Returns
 * whether it applied, and `kick`: rows were written that no take delivers — the caller wakes the
 * sender as after any write (none when the take covered them all). Without a taker, or before its
 * name is live, every row is left `pending` and `kick` says so. Throws what the statement throws,
 * the take's marks given back first.
 */
export async function writeWithTake(
  sql: Sql,
  w: CommandWrite,
  outbox: OutboxTaker | undefined,
): Promise<{ applied: boolean; kick: boolean }> {
  const take =
    w.outbox.length > 0
      ? (outbox?.lend(
          w.gameId,
          w.outbox.map((o) => o.conv),
        ) ?? null)
      : null;
  if (!take || !outbox) {
    const { applied } = await writeCommandTaking(sql, w);
    return { applied, kick: applied && w.outbox.length > 0 };
  }
  let r: Awaited<ReturnType<typeof writeCommandTaking>>;
  try {
    r = await writeCommandTaking(sql, { ...w, take });
  } catch (err) {
    outbox.unlend(take);
    throw err;
  }
  const byKey = new Map(w.outbox.map((o) => [o.key, o]));
  const rows: OutboxRow[] = r.taken.rows.flatMap(({ id, key }) => {
    const o = byKey.get(key);
    if (!o) return [];
    return [
      {
        id,
        gameId: w.gameId,
        audience: o.audience,
        seat: o.seat,
        contactId: o.contactId,
        roomId: o.roomId ?? null,
        text: o.text,
        msg: o.msg ?? null,
        op: o.op,
        members: o.members,
        attempts: 1,
        key,
        conv: o.conv,
      },
    ];
  });
  rows.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  // Rows left `pending` (another row of their conversation open, another channel's game): a claim.
  const took = new Set(rows.map((x) => x.key));
  const left = r.applied ? w.outbox.filter((o) => !took.has(o.key)).map((o) => o.conv) : [];
  outbox.taken(take, rows, r.taken.addresses, r.taken.more || left.length > 0, [...new Set(left)]);
  return { applied: r.applied, kick: false };
}
