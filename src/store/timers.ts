/**
 * The Timer rows the reconciler reads (issue 15 item 5, issue 24 goal 1: every statement in the
 * store). The rows are the truth; the scheduler's jobs are a copy that `src/timers/reconcile.ts`
 * re-drives from them.
 */
import type { Db } from "./db.ts";

/** A pending timer row: its id (`<gameId>-<timerId>`), its game, and when it is due (rule-time epoch ms). */
export interface PendingTimer {
  id: string;
  gameId: string;
  dueMs: number;
}

/**
 * Pending timers, oldest due first, at most `take`: those due before `dueBefore` (rule-time ms),
 * or every pending one when `dueBefore` is undefined. Uses the `(status, dueMs)` index.
 */
export async function pendingTimers(db: Db, o: { dueBefore?: number; take: number }): Promise<PendingTimer[]> {
  const rows = await db.timer.findMany({
    where:
      o.dueBefore === undefined ? { status: "pending" } : { status: "pending", dueMs: { lt: BigInt(o.dueBefore) } },
    orderBy: { dueMs: "asc" },
    take: o.take,
    select: { id: true, gameId: true, dueMs: true },
  });
  return rows.map((r) => ({ id: r.id, gameId: r.gameId, dueMs: Number(r.dueMs) }));
}
