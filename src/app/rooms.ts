/**
 * Rooms before the game (000 §五1, §八(一)): a judge opens a room on a board in a match group
 * (`开房`), players sign up on seats, the judge starts the game once every seat is taken. A
 * room is a row; sign-ups are serialized per match group with an advisory lock.
 */
import { RULESETS, rulesetBoard } from "../engine/rulesets/index.ts";
import { claimPlayer, releasePlayer, releaseRoom } from "../store/active-players.ts";
import type { Db } from "../store/db.ts";
import { type NewRoom, type OpenRoom, RoomStore, type RoomTx } from "../store/rooms.ts";
import { onCalendar } from "./ruleset-flow.ts";

export type { OpenRoom, RoomSeat } from "../store/rooms.ts";

/** Whether `contactId` runs the room: its opener or (forum-25) an added director. */
export const isDirector = (room: { judgeId: string; directors: string[] }, contactId: string) =>
  room.judgeId === contactId || room.directors.includes(contactId);

type Tx = RoomTx;

/** The refusal of a sign-up by a contact already seated in another group's room or running game (issue 25 item 9). */
export const ALREADY_ELSEWHERE =
  "你已经在另一个群的房间或对局里入座了：一个人同一时间只能参加一局。请先在那边退出，或等那局结束后再报名。";

/** Why a room command was refused, in Chinese (the chat layer replies with it). */
export class RoomError extends Error {}

/** The sign-up rules of rooms; every statement is the store's (`RoomStore`). */
export class RoomService {
  private readonly store: RoomStore;

  constructor(db: Db) {
    this.store = new RoomStore(db);
  }

  /** The open room of a match group (taking sign-ups or being started), or null. */
  async openRoom(matchGroupId: string): Promise<OpenRoom | null> {
    return this.store.current(matchGroupId, { starting: true });
  }

  /** The running game of a match group (its id), or null. Rooms whose game ended are closed. */
  async runningGame(matchGroupId: string): Promise<string | null> {
    for (const r of await this.store.playing(matchGroupId)) {
      if (r.gameStatus === "running" && r.gameId) return r.gameId;
      await this.store.close(r.id);
    }
    return null;
  }

  /**
   * Opens a room of `ruleset` (an id of `RULESETS`, default ranked-s7) on one of its boards;
   * `matchId` makes it the next game of a match (T22). Throws RoomError when the group already
   * has an open room or a running game, or the board is unknown or not the ruleset's.
   */
  async open(
    matchGroupId: string,
    judgeId: string,
    boardId: string,
    opts: { ruleset?: string; matchId?: string } = {},
  ): Promise<OpenRoom> {
    const room = this.nextRoom(matchGroupId, judgeId, boardId, opts);
    if (await this.runningGame(matchGroupId)) throw new RoomError("本群已有正在进行的对局，结束后才能开新房间。");
    if (await this.store.judgesRunningGame(judgeId))
      throw new RoomError("你还有一局正在进行的对局，结束（或作废）后才能开新房间：法官指令一次只控制一局。");
    if (await this.store.judgesRoomElsewhere(judgeId, matchGroupId))
      throw new RoomError("你在另一个群已经开了房间，请先在那边“关房”。");
    return this.store.locked(matchGroupId, async (tx) => {
      if (await this.store.current(matchGroupId, { tx }))
        throw new RoomError("本群已经开了房间，请先报名，或由法官发送“关房”后重开。");
      return this.store.create(room, tx);
    });
  }

  /**
   * The row of a new room of `ruleset` (default ranked-s7) on `boardId`, not written: what
   * {@link open} creates, and what a match's last game writes in its own statement for the next
   * game (issue 24 goal 2). Throws RoomError when the board is unknown or not the ruleset's.
   */
  nextRoom(
    matchGroupId: string,
    judgeId: string,
    boardId: string,
    opts: { ruleset?: string; matchId?: string } = {},
  ): NewRoom {
    const rulesetId = opts.ruleset ?? "ranked-s7";
    const rules = Object.hasOwn(RULESETS, rulesetId) ? RULESETS[rulesetId] : undefined;
    if (!rules) throw new RoomError(`没有这个规则：${rulesetId}。`);
    // The ruleset's own lookup: its boards only (forum-hk's 14-seat boards among them, 002 头部).
    const board = rulesetBoard(rules, boardId);
    if (!board) {
      const other = Object.values(RULESETS)
        .map((r) => rulesetBoard(r, boardId))
        .find((b) => b !== undefined);
      throw new RoomError(other ? `${rules.zh}规则不玩${other.zh}。` : `没有这个配置：${boardId}。`);
    }
    return { matchGroupId, judgeId, board: board.id, ruleset: rules.id, matchId: opts.matchId ?? null };
  }

  /** Closes the open room (judge only). Throws RoomError. */
  async close(matchGroupId: string, judgeId: string): Promise<void> {
    await this.store.locked(matchGroupId, async (tx) => {
      const r = await this.store.current(matchGroupId, { tx });
      if (!r) throw new RoomError("本群没有开着的房间。");
      if (!isDirector(r, judgeId)) throw new RoomError("只有开房的法官可以关房。");
      await this.store.close(r.id, tx);
      await releaseRoom(tx, r.id);
    });
  }

  /**
   * Signs a contact up, on `seat` or the lowest free seat; moving seats is allowed. Throws
   * RoomError (no room, the judge, seat taken, out of range, full, already in another game).
   */
  async join(
    matchGroupId: string,
    contactId: string,
    name: string,
    seat?: number,
  ): Promise<{ room: OpenRoom; seat: number }> {
    if (await this.store.seatedInRunningGame(contactId))
      throw new RoomError("你还在另一局进行中的游戏里，结束后才能报名。");
    return this.store.locked(matchGroupId, async (tx) => {
      const room = await this.store.current(matchGroupId, { tx });
      if (!room) throw new RoomError("本群现在没有开着的房间，请等法官开房（开房 配置名）。");
      if (isDirector(room, contactId)) throw new RoomError("法官不能在自己的房间入座（版杀的导演也一样）。");
      if (room.inspectorId === contactId) throw new RoomError("督察长不能入座。");
      if (await this.store.signedUpElsewhere(tx, room.id, contactId))
        throw new RoomError("你已经在另一个房间报名了，请先在那边退出。");
      const n = room.board.seats;
      const others = room.seats.filter((x) => x.contactId !== contactId);
      const taken = new Set(others.map((x) => x.seat));
      let pick = seat;
      if (pick === undefined) {
        const mine = room.seats.find((x) => x.contactId === contactId);
        pick = mine?.seat ?? Array.from({ length: n }, (_, i) => i + 1).find((s) => !taken.has(s));
        if (pick === undefined) throw new RoomError(`房间已满（${n}人）。`);
      }
      if (pick < 1 || pick > n) throw new RoomError(`本局只有1到${n}号座位，请换一个座位号。`);
      if (taken.has(pick)) {
        const free = Array.from({ length: n }, (_, i) => i + 1).filter((s) => !taken.has(s));
        throw new RoomError(`${pick}号已经有人了。空座：${free.map((s) => `${s}号`).join("、") || "无"}。`);
      }
      // One player, one room or running game, under concurrency (issue 25 item 9): the claim's
      // key refuses a second group's sign-up committed at the same moment.
      if (!(await claimPlayer(tx, contactId, room.id))) throw new RoomError(ALREADY_ELSEWHERE);
      const seats = [...others, { seat: pick, contactId, name }].sort((a, b) => a.seat - b.seat);
      await this.store.update(tx, room.id, { seats });
      return { room: { ...room, seats }, seat: pick };
    });
  }

  /**
   * forum-25 (004 2L 导演): a director of the open room adds another (equal powers). Throws
   * RoomError (no room, not a forum room, not a director, seated, already one).
   */
  async addDirector(matchGroupId: string, by: string, contactId: string): Promise<OpenRoom> {
    return this.store.locked(matchGroupId, async (tx) => {
      const room = await this.store.current(matchGroupId, { tx });
      if (!room) throw new RoomError("本群现在没有开着的房间。");
      if (!onCalendar(room.ruleset)) throw new RoomError(`${room.ruleset.zh}规则只有一名法官，不能加导演。`);
      if (!isDirector(room, by)) throw new RoomError("只有本局导演可以加导演。");
      if (isDirector(room, contactId)) throw new RoomError("他已经是本局导演了。");
      if (room.seats.some((x) => x.contactId === contactId))
        throw new RoomError("已入座的玩家不能当导演，请他先退出。");
      const directors = [...room.directors, contactId];
      await this.store.update(tx, room.id, { directors });
      return { ...room, directors };
    });
  }

  /** Binds the inspector (督察长) to the open room (000 §五4). Throws RoomError (no room, seated, the judge). */
  async setInspector(matchGroupId: string, contactId: string): Promise<OpenRoom> {
    return this.store.locked(matchGroupId, async (tx) => {
      const room = await this.store.current(matchGroupId, { tx });
      if (!room) throw new RoomError("本群现在没有开着的房间。");
      if (room.judgeId === contactId) throw new RoomError("法官不能兼任本局督察长。");
      if (room.seats.some((x) => x.contactId === contactId))
        throw new RoomError("已入座的玩家不能兼任督察长，请先退出。");
      await this.store.update(tx, room.id, { inspectorId: contactId });
      return { ...room, inspectorId: contactId };
    });
  }

  /** Frees the contact's seat. Throws RoomError when not signed up. */
  async leave(matchGroupId: string, contactId: string): Promise<{ room: OpenRoom; seat: number }> {
    return this.store.locked(matchGroupId, async (tx) => {
      const room = await this.store.current(matchGroupId, { tx });
      if (!room) throw new RoomError("本群现在没有开着的房间。");
      const mine = room.seats.find((x) => x.contactId === contactId);
      if (!mine) throw new RoomError("你还没有报名。");
      const seats = room.seats.filter((x) => x.contactId !== contactId);
      await this.store.update(tx, room.id, { seats });
      await releasePlayer(tx, contactId, room.id);
      return { room: { ...room, seats }, seat: mine.seat };
    });
  }

  /**
   * Starts the game of the open room (judge only, every seat taken): the room stops taking
   * sign-ups (`starting`), then `create` makes the game and, in the game's own transaction,
   * calls `bind(tx, gameId)`, which marks the room playing with that game — so a game exists
   * exactly when its room plays it, whatever crashes when (issue 15 item 3), and a room never
   * holds two games. If `create` fails the room is open again; a room left `starting` by a
   * crash is started again by the next `开始`. Throws RoomError.
   */
  async start(
    matchGroupId: string,
    judgeId: string,
    create: (room: OpenRoom, bind: (tx: Tx, gameId: string) => Promise<void>) => Promise<string>,
  ): Promise<{ room: OpenRoom; gameId: string }> {
    const room = await this.store.locked(matchGroupId, async (tx) => {
      const room = await this.store.current(matchGroupId, { starting: true, tx });
      if (!room) throw new RoomError("本群现在没有开着的房间。");
      if (!isDirector(room, judgeId)) throw new RoomError("只有开房的法官可以开始游戏。");
      const missing = room.board.seats - room.seats.length;
      if (missing > 0)
        throw new RoomError(`还差${missing}人（${room.seats.length}/${room.board.seats}），满员后才能开始。`);
      await this.store.update(tx, room.id, { status: "starting" });
      return room;
    });
    const bind = async (tx: Tx, gameId: string) => {
      if (!(await this.store.bind(tx, room.id, gameId))) throw new RoomError("本群的对局已经开始了。");
    };
    let gameId: string;
    try {
      gameId = await create(room, bind);
    } catch (err) {
      await this.store.reopen(room.id);
      throw err;
    }
    return { room, gameId };
  }
}
