/**
 * The rooms' rows (issue 24 goal 1: every statement in the store): a room before its game (open,
 * starting), while it plays one, closed. `RoomService` (src/app/rooms.ts) holds the sign-up rules
 * (000 §五1, §八(一)) and calls these; a room comes back as an `OpenRoom` with its board and ruleset.
 * Sign-ups of one match group are serialized by {@link RoomStore.locked} (an advisory lock).
 */
import type { Board } from "../engine/boards.ts";
import { type Ruleset, rulesetBoard, rulesetOf } from "../engine/rulesets/index.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import type { Db } from "./db.ts";

/** A transaction of the room statements. */
export type RoomTx = Prisma.TransactionClient;

/** A taken seat: the contact id is the identity, the name is what the group shows. */
export interface RoomSeat {
  seat: number;
  contactId: string;
  name: string;
}

/** A room as the sign-up rules read it. */
export interface OpenRoom {
  id: string;
  matchGroupId: string;
  judgeId: string;
  /** The inspector (督察长) who checked in, if any (000 §五4). */
  inspectorId: string | null;
  board: Board;
  /** The ruleset the judge picked (`开房 经典 …`; ranked-s7 by default): the game is created with it. */
  ruleset: Ruleset;
  /** The match (T22) whose next game this room plays, if any. */
  matchId: string | null;
  /**
   * forum-25 (004 2L 导演 "一场游戏有两名导演"): the directors added to the opener (`加导演`);
   * every director has the opener's powers. Empty elsewhere.
   */
  directors: string[];
  seats: RoomSeat[];
}

/** What a new room is made of. */
export interface NewRoom {
  matchGroupId: string;
  judgeId: string;
  board: string;
  ruleset: string;
  matchId: string | null;
}

/** The room statements (see the module comment). */
export class RoomStore {
  constructor(private readonly db: Db) {}

  /**
   * The room table of `tx`, else of the client. One delegate type for both: a call on
   * `(tx ?? this.db).room` made the compiler relate the two clients' whole types at every call
   * (9 s of `tsc`, issue 24 goal 5).
   */
  private rooms(tx?: RoomTx): RoomTx["room"] {
    return tx ? tx.room : this.db.room;
  }

  /**
   * Runs `fn` in a transaction holding the match group's advisory lock (sign-ups, opening,
   * closing and starting of one group never interleave). Limits: 20 s, 10 s to get a connection.
   */
  locked<T>(matchGroupId: string, fn: (tx: RoomTx) => Promise<T>): Promise<T> {
    return this.db.$transaction(
      async (tx) => {
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`room:${matchGroupId}`}))`;
        return fn(tx);
      },
      { timeout: 20_000, maxWait: 10_000 },
    );
  }

  /** The group's room taking sign-ups (`open`), or also one being started with `starting`; or null. */
  async current(matchGroupId: string, o: { starting?: boolean; tx?: RoomTx } = {}): Promise<OpenRoom | null> {
    const status = o.starting ? { in: ["open", "starting"] } : "open";
    const r = await this.rooms(o.tx).findFirst({ where: { matchGroupId, status } });
    return r ? toRoom(r) : null;
  }

  /** The group's rooms marked playing, with their game's status (null: no such game). */
  async playing(matchGroupId: string): Promise<{ id: string; gameId: string | null; gameStatus: string | null }[]> {
    const rooms = await this.db.room.findMany({ where: { matchGroupId, status: "playing" } });
    const out = [];
    for (const r of rooms) {
      const g = r.gameId ? await this.db.game.findUnique({ where: { id: r.gameId }, select: { status: true } }) : null;
      out.push({ id: r.id, gameId: r.gameId, gameStatus: g?.status ?? null });
    }
    return out;
  }

  /** Creates a room (in `tx` when given). */
  async create(room: NewRoom, tx?: RoomTx): Promise<OpenRoom> {
    return toRoom(await this.rooms(tx).create({ data: { ...room, seats: [] } }));
  }

  /** Marks the room closed. */
  async close(roomId: string, tx?: RoomTx): Promise<void> {
    await this.rooms(tx).update({ where: { id: roomId }, data: { status: "closed" } });
  }

  /** Whether the contact judges a running game. */
  async judgesRunningGame(judgeId: string): Promise<boolean> {
    return (await this.db.game.findFirst({ where: { judgeId, status: "running" }, select: { id: true } })) !== null;
  }

  /** Whether the judge has a room open (or starting) in another group. */
  async judgesRoomElsewhere(judgeId: string, matchGroupId: string): Promise<boolean> {
    const r = await this.db.room.findFirst({
      where: { judgeId, status: { in: ["open", "starting"] }, NOT: { matchGroupId } },
      select: { id: true },
    });
    return r !== null;
  }

  /** Whether the contact holds a seat of a running game. */
  async seatedInRunningGame(contactId: string): Promise<boolean> {
    const s = await this.db.seat.findFirst({
      where: { playerId: contactId, gameEnded: false, game: { status: "running" } },
      select: { gameId: true },
    });
    return s !== null;
  }

  /** Whether the contact is signed up in an open room other than `roomId`. */
  async signedUpElsewhere(tx: RoomTx, roomId: string, contactId: string): Promise<boolean> {
    const r = await tx.room.findFirst({
      where: { status: "open", NOT: { id: roomId }, seats: { array_contains: [{ contactId }] } },
      select: { id: true },
    });
    return r !== null;
  }

  /** Replaces the room's seats, directors or inspector. */
  async update(
    tx: RoomTx,
    roomId: string,
    data: { seats?: RoomSeat[]; directors?: string[]; inspectorId?: string; status?: "starting" },
  ): Promise<void> {
    const { seats, ...rest } = data;
    await tx.room.update({
      where: { id: roomId },
      data: { ...rest, ...(seats ? { seats: seats as unknown as Prisma.InputJsonValue } : {}) },
    });
  }

  /** Binds the game to the room (open or starting, no game yet) and marks it playing: whether it did. */
  async bind(tx: RoomTx, roomId: string, gameId: string): Promise<boolean> {
    const n = await tx.room.updateMany({
      where: { id: roomId, status: { in: ["open", "starting"] }, gameId: null },
      data: { status: "playing", gameId },
    });
    return n.count === 1;
  }

  /** Opens a room left `starting` again (its game could not be made). */
  async reopen(roomId: string): Promise<void> {
    await this.db.room.updateMany({ where: { id: roomId, status: "starting" }, data: { status: "open" } });
  }
}

function toRoom(r: {
  id: string;
  matchGroupId: string;
  judgeId: string;
  inspectorId: string | null;
  board: string;
  ruleset: string;
  matchId: string | null;
  directors?: string[] | null;
  seats: unknown;
}): OpenRoom {
  const ruleset = rulesetOf(r.ruleset);
  const board = rulesetBoard(ruleset, r.board);
  if (!board) throw new Error(`room ${r.id} has an unknown board ${r.board}`);
  return {
    id: r.id,
    matchGroupId: r.matchGroupId,
    judgeId: r.judgeId,
    inspectorId: r.inspectorId,
    board,
    ruleset,
    matchId: r.matchId,
    directors: r.directors ?? [],
    seats: r.seats as RoomSeat[],
  };
}
