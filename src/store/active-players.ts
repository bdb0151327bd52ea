/**
 * One player, one room (issue 25 item 9): table `ActivePlayer` holds, per contact, the room he
 * is signed up in or plays in. Its primary key is the constraint: two transactions claiming one
 * contact for two rooms at once cannot both commit a row — the second waits on the first's
 * uncommitted key, then sees it and is refused (no check-then-write). A row is stale, and may be
 * taken over, when its room is neither open for sign-ups (`open`, `starting`) nor playing a
 * running game. Call these inside the transaction that seats or unseats the contact.
 */
import type { Prisma } from "../generated/prisma/client.ts";

/** A Prisma transaction client (or the client itself). */
type Tx = Prisma.TransactionClient;

/**
 * Claims `contactId` for `roomId` (idempotent for the same room). Returns true when the row is
 * now his for that room; false when he is active in another room (open for sign-ups, or playing
 * a running game) — then nothing changes.
 */
export async function claimPlayer(tx: Tx, contactId: string, roomId: string): Promise<boolean> {
  const rows = await tx.$queryRaw<{ contactId: string }[]>`
    INSERT INTO "ActivePlayer" ("contactId", "roomId") VALUES (${contactId}, ${roomId})
    ON CONFLICT ("contactId") DO UPDATE SET "roomId" = EXCLUDED."roomId", "updatedAt" = now()
    WHERE "ActivePlayer"."roomId" = EXCLUDED."roomId" OR NOT EXISTS (
      SELECT 1 FROM "Room" r LEFT JOIN "Game" g ON g.id = r."gameId"
      WHERE r.id = "ActivePlayer"."roomId"
        AND (r.status IN ('open', 'starting') OR (r.status = 'playing' AND g.status = 'running')))
    RETURNING "contactId"`;
  return rows.length === 1;
}

/** Frees `contactId`'s claim on `roomId` (he left its sign-up, or was replaced); a claim elsewhere stays. */
export async function releasePlayer(tx: Tx, contactId: string, roomId: string): Promise<void> {
  await tx.$executeRaw`DELETE FROM "ActivePlayer" WHERE "contactId" = ${contactId} AND "roomId" = ${roomId}`;
}

/** Frees every claim on `roomId` (the room closed without a game). */
export async function releaseRoom(tx: Tx, roomId: string): Promise<void> {
  await tx.$executeRaw`DELETE FROM "ActivePlayer" WHERE "roomId" = ${roomId}`;
}

/** The room of the game `gameId`, or null (a game created without a room: the demo, tests). */
export async function roomOfGame(tx: Tx, gameId: string): Promise<string | null> {
  const r = await tx.room.findFirst({ where: { gameId }, select: { id: true } });
  return r?.id ?? null;
}
