/**
 * forum-25 last words (F7) as the thread view shows them (issue 26 item 10): the texts already
 * published at an opening (`publishedAt` set), by seat. An empty text: the seat left none.
 */
import type { Db } from "./db.ts";

/** The published last words of game `gameId`: seat → text ("" when the seat left none). */
export async function publishedLastWords(db: Db, gameId: string): Promise<Map<number, string>> {
  const rows = await db.forumLastWords.findMany({ where: { gameId, publishedAt: { not: null } } });
  return new Map(rows.map((r) => [r.seat, r.text]));
}
