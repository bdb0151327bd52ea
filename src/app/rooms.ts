import { onCalendar } from "../engine/rulesets/flow.ts";
import { RULESETS, rulesetBoard } from "../engine/rulesets/index.ts";
import { claimPlayer, releasePlayer, releaseRoom } from "../store/active-players.ts";
import type { Db } from "../store/db.ts";
import { type NewRoom, type OpenRoom, RoomStore, type RoomTx } from "../store/rooms.ts";
import { type Arg, type Msg, render, say, typedCmd } from "../vocab/msg.ts";

export type { OpenRoom, RoomSeat } from "../store/rooms.ts";

/** Whether `contactId` runs the room: its opener or (forum-25) an added director. */
export const isDirector = (room: { judgeId: string; directors: string[] }, contactId: string) =>
  room.judgeId === contactId || room.directors.includes(contactId);

type Tx = RoomTx;

/** The refusal of a sign-up by a contact already seated in another group's room or running game (issue 25 item 9). */
export const ALREADY_ELSEWHERE_MSG: Msg = say("rooms.already_elsewhere");
/** {@link ALREADY_ELSEWHERE_MSG} in 简体. */
export const ALREADY_ELSEWHERE = render(ALREADY_ELSEWHERE_MSG);

import { boardName, rulesName } from "../voice/names.ts";

export { boardName, rulesName };

/**
 * A command players type (`开始`, `坐X号`), as a phrase's argument: as written in 简体, through
 * OpenCC in 繁體 like the sentence around it; in English `en`, the English words the grammar reads
 * for it (`start`, `sit N`), else the 简体 (quoted there with a gloss).
 */
export const typed = (words: string, en?: string): Arg => (en === undefined ? { msg: words } : typedCmd(words, en));

/** Messages as one list, joined by the chat language's separator `sep` (default `common.list_sep`: `、`, `, `). */
export { listOf } from "../vocab/msg.ts";

/**
 * Why a room command was refused (the chat layer replies with {@link msg}); `message` is its
 * 简体 text (logs, tests).
 */
export class RoomError extends Error {
  constructor(readonly msg: Msg) {
    super(render(msg));
  }
}

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
    if (await this.runningGame(matchGroupId)) throw new RoomError(say("rooms.group_running"));
    if (await this.store.judgesRunningGame(judgeId)) throw new RoomError(say("rooms.judge_running"));
    if (await this.store.judgesRoomElsewhere(judgeId, matchGroupId))
      throw new RoomError(say("rooms.room_elsewhere", { cmd: typed("关房") }));
    return this.store.locked(matchGroupId, async (tx) => {
      if (await this.store.current(matchGroupId, { tx }))
        throw new RoomError(say("rooms.room_open", { cmd: typed("关房") }));
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
    if (!rules) throw new RoomError(say("rooms.no_ruleset", { id: rulesetId }));
    // The ruleset's own lookup: its boards only (forum-hk's 14-seat boards among them, 002 头部).
    const board = rulesetBoard(rules, boardId);
    if (!board) {
      const other = Object.values(RULESETS)
        .map((r) => rulesetBoard(r, boardId))
        .find((b) => b !== undefined);
      throw new RoomError(
        other
          ? say("rooms.not_this_board", { rules: { msg: rulesName(rules) }, board: { msg: boardName(other) } })
          : say("rooms.no_board", { board: boardId }),
      );
    }
    return { matchGroupId, judgeId, board: board.id, ruleset: rules.id, matchId: opts.matchId ?? null };
  }

  /** Closes the open room (judge only). Throws RoomError. */
  async close(matchGroupId: string, judgeId: string): Promise<void> {
    await this.store.locked(matchGroupId, async (tx) => {
      const r = await this.store.current(matchGroupId, { tx });
      if (!r) throw new RoomError(say("rooms.no_room"));
      if (!isDirector(r, judgeId)) throw new RoomError(say("rooms.close_judge_only"));
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
    if (await this.store.seatedInRunningGame(contactId)) throw new RoomError(say("rooms.in_running_game"));
    return this.store.locked(matchGroupId, async (tx) => {
      const room = await this.store.current(matchGroupId, { tx });
      if (!room) throw new RoomError(say("rooms.no_room_wait", { cmd: typed("开房 配置名") }));
      if (isDirector(room, contactId)) throw new RoomError(say("rooms.judge_no_seat"));
      if (room.inspectorId === contactId) throw new RoomError(say("rooms.inspector_no_seat"));
      if (await this.store.signedUpElsewhere(tx, room.id, contactId))
        throw new RoomError(say("rooms.signed_up_elsewhere"));
      const n = room.board.seats;
      const others = room.seats.filter((x) => x.contactId !== contactId);
      const taken = new Set(others.map((x) => x.seat));
      let pick = seat;
      if (pick === undefined) {
        const mine = room.seats.find((x) => x.contactId === contactId);
        pick = mine?.seat ?? Array.from({ length: n }, (_, i) => i + 1).find((s) => !taken.has(s));
        if (pick === undefined) throw new RoomError(say("rooms.full", { n }));
      }
      if (pick < 1 || pick > n) throw new RoomError(say("rooms.seat_range", { n }));
      if (taken.has(pick)) {
        const free = Array.from({ length: n }, (_, i) => i + 1).filter((s) => !taken.has(s));
        throw new RoomError(
          say("rooms.seat_taken", {
            seat: { seat: pick },
            free: free.length ? { seats: free } : { msg: say("common.none") },
          }),
        );
      }
      // One player, one room or running game, under concurrency (issue 25 item 9): the claim's
      // key refuses a second group's sign-up committed at the same moment.
      if (!(await claimPlayer(tx, contactId, room.id))) throw new RoomError(ALREADY_ELSEWHERE_MSG);
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
      if (!room) throw new RoomError(say("rooms.no_room_now"));
      if (!onCalendar(room.ruleset))
        throw new RoomError(say("rooms.one_judge", { rules: { msg: rulesName(room.ruleset) } }));
      if (!isDirector(room, by)) throw new RoomError(say("rooms.director_only"));
      if (isDirector(room, contactId)) throw new RoomError(say("rooms.already_director"));
      if (room.seats.some((x) => x.contactId === contactId)) throw new RoomError(say("rooms.seated_no_director"));
      const directors = [...room.directors, contactId];
      await this.store.update(tx, room.id, { directors });
      return { ...room, directors };
    });
  }

  /** Binds the inspector (督察长) to the open room (000 §五4). Throws RoomError (no room, seated, the judge). */
  async setInspector(matchGroupId: string, contactId: string): Promise<OpenRoom> {
    return this.store.locked(matchGroupId, async (tx) => {
      const room = await this.store.current(matchGroupId, { tx });
      if (!room) throw new RoomError(say("rooms.no_room_now"));
      if (room.judgeId === contactId) throw new RoomError(say("rooms.judge_not_inspector"));
      if (room.seats.some((x) => x.contactId === contactId)) throw new RoomError(say("rooms.seated_not_inspector"));
      await this.store.update(tx, room.id, { inspectorId: contactId });
      return { ...room, inspectorId: contactId };
    });
  }

  /** Frees the contact's seat. Throws RoomError when not signed up. */
  async leave(matchGroupId: string, contactId: string): Promise<{ room: OpenRoom; seat: number }> {
    return this.store.locked(matchGroupId, async (tx) => {
      const room = await this.store.current(matchGroupId, { tx });
      if (!room) throw new RoomError(say("rooms.no_room_now"));
      const mine = room.seats.find((x) => x.contactId === contactId);
      if (!mine) throw new RoomError(say("rooms.not_signed_up"));
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
      if (!room) throw new RoomError(say("rooms.no_room_now"));
      if (!isDirector(room, judgeId)) throw new RoomError(say("rooms.start_judge_only"));
      const missing = room.board.seats - room.seats.length;
      if (missing > 0)
        throw new RoomError(say("rooms.missing", { n: missing, seated: room.seats.length, total: room.board.seats }));
      await this.store.update(tx, room.id, { status: "starting" });
      return room;
    });
    const bind = async (tx: Tx, gameId: string) => {
      if (!(await this.store.bind(tx, room.id, gameId))) throw new RoomError(say("rooms.already_started"));
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
