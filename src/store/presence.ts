/**
 * A channel's presence (issue 13 item 5; issue 24 goal 1: every statement in the store): when its
 * process was last alive (`Presence`), and the running games nothing touched since a moment (the
 * games a bot's absence stalled).
 */
import type { Db } from "./db.ts";

/** When the channel's process was last alive (epoch ms), or null on its first start. */
export async function lastAliveOf(db: Db, channel: string): Promise<number | null> {
  const row = await db.presence.findUnique({ where: { channel } });
  return row ? row.aliveAt.getTime() : null;
}

/** Records the channel alive at `atMs` (epoch ms). */
export async function recordAlive(db: Db, channel: string, atMs: number): Promise<void> {
  const aliveAt = new Date(atMs);
  await db.presence.upsert({ where: { channel }, create: { channel, aliveAt }, update: { aliveAt } });
}

/** Ids of the channel's running games last updated at or before `sinceMs` (epoch ms). */
export async function untouchedRunningGames(db: Db, channel: string, sinceMs: number): Promise<string[]> {
  const games = await db.game.findMany({
    where: { status: "running", channel, updatedAt: { lte: new Date(sinceMs) } },
    select: { id: true },
  });
  return games.map((g) => g.id);
}
