/**
 * GameService's statements besides the hot path's two (issue 24 goals 1 and 2): a game's creation,
 * a substitute's command with its seat rows in the same transaction, the outbox rows written
 * outside a command, the pending timer rows, a game's state. Every command's own rows — a
 * game-ending one's season and match rows too — are written by `writeCommand` (commands.ts), the
 * one guarded statement, in every case.
 */
import type { Prisma } from "../generated/prisma/client.ts";
import { claimPlayer, releasePlayer, roomOfGame } from "./active-players.ts";
import { type CommandWrite, type OutboxRow, prismaSql, writeCommand } from "./commands.ts";
import type { Db } from "./db.ts";

/** A Prisma interactive transaction (what a creation's `inTx` and a substitute's seat rows get). */
export type WriteTx = Prisma.TransactionClient;

/** Interactive transaction limits of a creation and a substitute's command, ms. */
const TX_LIMITS = { timeout: 20_000, maxWait: 10_000 };

/** The game row and seats a creation writes before its first events. */
export interface GameRowInput {
  board: string;
  ruleset: string;
  seed: number;
  matchGroupId: string;
  judgeId: string;
  ranked: boolean;
  inspectorId: string | null;
  directors: string[];
  channel: string;
  /** Seat → contact id (null: nobody bound) and the roles dealt. */
  seats: { seat: number; role: string; playerId: string | null }[];
  players: { contactId: string; name: string }[];
}

/**
 * Creates a game in one transaction: its row (version 0), players, seats and an empty snapshot;
 * then `write(gameId)` — its first events etc. — through the same guarded `writeCommand` as every
 * command (version 0 → n); then `inTx`. Returns the new game's id. Throws (nothing kept) when any
 * part fails or the guarded write finds the game moved (it cannot: nobody knows the id yet).
 */
export async function createGameRows(
  db: Db,
  g: GameRowInput,
  write: (gameId: string) => CommandWrite,
  inTx?: (tx: WriteTx, gameId: string) => Promise<void>,
): Promise<string> {
  return db.$transaction(async (tx) => {
    const row = await tx.game.create({
      data: {
        board: g.board,
        ruleset: g.ruleset,
        seed: g.seed,
        matchGroupId: g.matchGroupId,
        judgeId: g.judgeId,
        ranked: g.ranked,
        inspectorId: g.inspectorId,
        directors: g.directors,
        channel: g.channel,
        version: 0,
      },
    });
    for (const p of g.players)
      await tx.player.upsert({
        where: { id: p.contactId },
        create: { id: p.contactId, displayName: p.name },
        update: { displayName: p.name },
      });
    await tx.seat.createMany({ data: g.seats.map((x) => ({ gameId: row.id, ...x })) });
    await tx.snapshot.create({ data: { gameId: row.id, version: 0, state: {} } });
    if (!(await writeCommand(prismaSql(tx), write(row.id))))
      throw new Error(`game ${row.id}: its creation was refused`);
    await inTx?.(tx, row.id);
    return row.id;
  }, TX_LIMITS);
}

/**
 * A substitute's command (7L 10): its rows through the one guarded `writeCommand`, then — only
 * when it was applied — the seat rows `more(tx)` writes (`applySeatEvents`, which must claim the
 * substitute under the one-player-one-room key), in one transaction. False when the guard refused
 * (version moved or message applied): nothing written, read again. `more` throwing rolls
 * everything back (the command's events too) and the error propagates.
 */
export async function writeCommandWith(
  db: Db,
  w: CommandWrite,
  more: (tx: WriteTx) => Promise<void>,
): Promise<boolean> {
  return db.$transaction(async (tx) => {
    if (!(await writeCommand(prismaSql(tx), w))) return false;
    await more(tx);
    return true;
  }, TX_LIMITS);
}

/** Adds outbox rows of a game outside a command; a key already written adds nothing. */
export async function addOutbox(db: Db, gameId: string, rows: OutboxRow[]): Promise<void> {
  if (rows.length)
    await db.outboxMessage.createMany({
      data: rows.map(({ msg, ...r }) => ({
        ...r,
        gameId,
        msg: (msg ?? undefined) as Prisma.InputJsonValue | undefined,
      })),
      skipDuplicates: true,
    });
}

/** Every pending timer row (id, game, due time in engine ms): what a restart re-schedules. */
export async function pendingTimers(db: Db): Promise<{ id: string; gameId: string; dueMs: number }[]> {
  const rows = await db.timer.findMany({
    where: { status: "pending" },
    select: { id: true, gameId: true, dueMs: true },
  });
  return rows.map((r) => ({ id: r.id, gameId: r.gameId, dueMs: Number(r.dueMs) }));
}

/** A `seat_substituted` event's facts (engine event, see src/engine/types.ts). */
export interface SeatSubstitution {
  seat: number;
  to: string;
  name: string;
}

/**
 * Thrown inside {@link writeCommandWith} when a substitute is active in another room or running
 * game (issue 25 item 9: one player, one room): the whole command rolls back.
 */
export class SeatTaken extends Error {
  constructor(readonly contactId: string) {
    super(`contact ${contactId} is active in another room or game`);
  }
}

/**
 * Applies `seat_substituted` events to the game's rows (forum-25 7L 10), inside the command's
 * transaction: the substitute is claimed for the game's room (throws {@link SeatTaken} when he is
 * active elsewhere), recorded as a player, bound to the seat, and the predecessor's claim freed.
 */
export async function applySeatEvents(tx: WriteTx, gameId: string, subs: SeatSubstitution[]): Promise<void> {
  if (subs.length === 0) return;
  const roomId = await roomOfGame(tx, gameId);
  for (const e of subs) {
    const before = await tx.seat.findUnique({
      where: { gameId_seat: { gameId, seat: e.seat } },
      select: { playerId: true },
    });
    if (roomId && !(await claimPlayer(tx, e.to, roomId))) throw new SeatTaken(e.to);
    await tx.player.upsert({ where: { id: e.to }, create: { id: e.to, displayName: e.name }, update: {} });
    await tx.seat.update({ where: { gameId_seat: { gameId, seat: e.seat } }, data: { playerId: e.to } });
    if (roomId && before?.playerId && before.playerId !== e.to) await releasePlayer(tx, before.playerId, roomId);
  }
}
