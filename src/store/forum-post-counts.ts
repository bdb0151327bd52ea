/**
 * forum-25 post counts (F2, 6L 潜水(1)) by chat message id (issue 25 item 8): one statement
 * records the message in `ForumPostSeen` and, only when it was not there yet, adds one to the
 * seat's count for the day — a message delivered again (a redelivery, a retry after a crash) is
 * counted once, and concurrent posts never lose a count.
 */
import type { Db } from "./db.ts";

/** Counts message `messageId` as one post of `seat` on day `day` of game `gameId`, once. Returns whether it counted now. */
export async function countPostOnce(
  db: Db,
  gameId: string,
  seat: number,
  day: number,
  messageId: string,
): Promise<boolean> {
  const rows = await db.$queryRaw<{ posts: number }[]>`
    WITH seen AS (
      INSERT INTO "ForumPostSeen" ("gameId", "messageId") VALUES (${gameId}, ${messageId})
      ON CONFLICT DO NOTHING RETURNING 1
    )
    INSERT INTO "ForumPostCount" ("gameId", "seat", "day", "posts")
    SELECT ${gameId}, ${seat}, ${day}, 1 FROM seen
    ON CONFLICT ("gameId", "seat", "day") DO UPDATE SET "posts" = "ForumPostCount"."posts" + 1
    RETURNING "posts"`;
  return rows.length === 1;
}
