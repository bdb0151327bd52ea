/**
 * The lobby's staffing and start (000 §三1, §五4, §九; T22): who is a certified ranked judge,
 * whether the registry has one yet, banned players' sign-ups and starts of ranked rooms, and the
 * start itself — a ranked start without an inspector is confirmed first (issue 13 item 4).
 */
import type { NewGame } from "../app/game-service.ts";
import { listOf, RoomError, typed } from "../app/rooms.ts";
import { banUntil } from "../ranked/bans.ts";
import { type Msg, say as msg } from "../vocab/msg.ts";
import { confirmation, Pending } from "./confirm.ts";
import type { DisciplineDesk } from "./discipline.ts";
import { type Reply, type RouterDeps, say } from "./inbound.ts";

/** The lobby's start and staffing checks (see the module comment); one per router. */
export class LobbyStart {
  /** Starts without an inspector waiting for the judge's 确认, by match group. */
  private readonly starts = new Pending<string>();

  constructor(
    private readonly deps: RouterDeps,
    private readonly desk: DisciplineDesk,
    /** Drops the debounce keys of `scope` (the lobby is over when its game starts). */
    private readonly forget: (scope: string) => void,
  ) {}

  /**
   * The judge's 确认 / 取消 of a start without an inspector (issue 13 item 4): the replies, or
   * null when `text` from `from` answers no start waiting in `groupId`.
   */
  async confirmed(groupId: string, from: string, text: string): Promise<Reply[] | null> {
    const answer = confirmation(text);
    if (!answer || !this.starts.has(groupId)) return null;
    const judge = this.starts.take(groupId);
    if (judge !== from) {
      if (judge) this.starts.set(groupId, judge);
      return null;
    }
    if (answer === "no")
      return [say(groupId, msg("lobby.start_declined", { cmd: typed("督察"), start: typed("开始", "start") }))];
    return this.start(groupId, from, true);
  }

  async start(groupId: string, judgeId: string, confirmed = false): Promise<Reply[]> {
    let failed: Msg | null = null;
    const open = await this.deps.rooms.openRoom(groupId);
    // Only a ranked ruleset's room can be a season game (000 §三1, §四).
    const ranked = (open?.ruleset.scoring ?? "ranked") === "ranked" && (await this.certified(judgeId));
    // Issue 13 item 4: a certified judge's start without an inspector is confirmed first (000 §五4).
    if (
      ranked &&
      !confirmed &&
      open &&
      open.judgeId === judgeId &&
      !open.inspectorId &&
      open.seats.length === open.board.seats
    ) {
      this.starts.set(groupId, judgeId);
      return [
        say(
          groupId,
          msg("lobby.start_confirm", { yes: typed("确认"), cmd: typed("督察"), start: typed("开始", "start") }),
        ),
      ];
    }
    const banned = ranked ? await this.bannedSeats(groupId, judgeId) : null;
    if (banned) return [say(groupId, banned)];
    let inspector: string | null = null;
    let protectedSeat: number | null = null;
    await this.deps.rooms.start(groupId, judgeId, async (room, bind) => {
      inspector = room.inspectorId;
      protectedSeat = room.matchId ? await this.deps.matches.protectedSeat(room.matchId, room.seats) : null;
      const input: NewGame = {
        board: room.board.id,
        ruleset: room.ruleset.id,
        seed: this.deps.seed(),
        matchGroupId: groupId,
        // forum-25: the opener stays the game's judge; the added directors have his powers (004 2L 导演).
        judgeId: room.judgeId,
        ...(room.directors.length ? { directors: room.directors } : {}),
        ranked,
        inspectorId: room.inspectorId,
        // A night's length must not tell who is dead or spent (000 §八(三)1).
        paceNights: true,
        players: room.seats.map((x) => ({ seat: x.seat, contactId: x.contactId, name: x.name })),
        ...(protectedSeat ? { protectedSeat } : {}),
      };
      const r = await this.deps.service.createGame(input, { inTx: bind });
      if (!r.ok) {
        failed = r.msg;
        throw new RoomError(r.msg);
      }
      return r.gameId;
    });
    if (failed) return [say(groupId, failed)];
    this.forget(groupId); // the lobby is over (its flags were for the time before the start)
    const out: Reply[] = [];
    if (ranked && !inspector) out.push(say(groupId, msg("lobby.started_void")));
    if (protectedSeat) out.push(say(groupId, msg("lobby.protected", { seat: { seat: protectedSeat } })));
    return out;
  }

  /** A certified ranked judge: in the staff registry or in JUDGE_IDS (000 §三1). */
  async certified(contactId: string): Promise<boolean> {
    return (this.deps.judges?.has(contactId) ?? false) || (await this.deps.book.isStaff(contactId, "judge"));
  }

  /** Once any judge is certified, only certified judges open rooms; before that, anyone (unranked). */
  async registryExists(): Promise<boolean> {
    if (this.deps.judges && this.deps.judges.size > 0) return true;
    return this.deps.book.anyJudgeCertified();
  }

  /**
   * A banned player's sign-up for a ranked room (one a certified judge opened, 000 §三1) is refused
   * with the end of his ban (000 §九); unranked rooms take him. Null when he may sign up.
   */
  async bannedFromRanked(groupId: string, who: { id: string; name: string }): Promise<Reply[] | null> {
    const room = await this.deps.rooms.openRoom(groupId);
    if (room?.ruleset.scoring !== "ranked" || room.judgeId === who.id || !(await this.certified(room.judgeId)))
      return null;
    const ban = await this.desk.activeBan(who.id);
    return ban ? this.desk.signupRefused(groupId, who, ban) : null;
  }

  /** Seats of the open ranked room whose player is banned now (banned after signing up): why the start is refused. */
  private async bannedSeats(groupId: string, judgeId: string): Promise<Msg | null> {
    const room = await this.deps.rooms.openRoom(groupId);
    if (!room || room.judgeId !== judgeId) return null;
    const out: Msg[] = [];
    for (const x of room.seats) {
      const ban = await this.desk.activeBan(x.contactId);
      if (ban)
        out.push(msg("lobby.banned_seat", { seat: { seat: x.seat }, name: x.name, until: { msg: banUntil(ban) } }));
    }
    return out.length ? msg("lobby.banned_seats", { list: { msg: listOf(out) }, cmd: typed("退出", "leave") }) : null;
  }
}
