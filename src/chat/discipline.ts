/**
 * The season's discipline by DM (issue #16; 000 §二, §九): appeals (`申诉`, from a player or the
 * judge of a finished game; `申诉列表` for inspectors and organisers; `驳回申诉` for organisers),
 * a judge's offence ruling after his game (`违规`: a posted role card, 000 §九6; 场外, 000 §九1),
 * the organisers' ban registry (`封禁`, `解封`, `封禁列表`), a void with its reason (`作废 <理由>`),
 * and the ban checks of ranked sign-up. Every refusal says which game or rule and what to type.
 */
import type { GameService } from "../app/game-service.ts";
import { boardName, listOf, rulesName, typed } from "../app/rooms.ts";
import { type SeasonBook, SeasonError } from "../app/season.ts";
import { anyBoard, RULESETS } from "../engine/rulesets/index.ts";
import { type BanView, banLine, banUntil, signupRefusal } from "../ranked/bans.ts";
import { shanghaiTime } from "../ranked/day.ts";
import { sanctionText } from "../ranked/texts.ts";
import type { GameLookups } from "../store/games.ts";
import { lines, type Msg, say } from "../vocab/msg.ts";
import type { PlayerRef, SeasonIntent } from "./grammar.ts";
import { shortId } from "./season-texts.ts";

/** The sender of a DM. */
interface From {
  /** The chat network's message id (makes a void idempotent). */
  id: string;
  from: { id: string; name: string };
}

/** A reply to send now: to a contact or a room. */
type Reply = { to: { room: string } | { contact: string }; text: Msg };

const dm = (contact: string, text: Msg): Reply => ({ to: { contact }, text });

/** An offence as the desk names it (000 §九6, §九1). */
const OFFENCE = { role_card: "desk.offence_role_card", outside: "desk.offence_outside" } as const;

/** Organisers' and inspectors' commands, for the help text (the `help` phrasebook). */
export const STAFF_HELP: Msg = say("help.staff", {
  ban: { msg: "封禁 玩家 7天|永久 理由" },
  unban: { msg: "解封 编号 理由" },
  bans: { msg: "封禁列表" },
  appeals: { msg: "申诉列表" },
  dismiss: { msg: "驳回申诉 编号 理由" },
});

export class DisciplineDesk {
  constructor(
    private readonly deps: {
      service: GameService;
      /** The running game a judge's 作废 voids. */
      games: Pick<GameLookups, "runningJudgedBy">;
      book: SeasonBook;
    },
  ) {}

  /** Handles one season command; SeasonErrors become the reply, other errors propagate. */
  async handle(m: From, intent: SeasonIntent): Promise<Reply[]> {
    const me = m.from.id;
    try {
      switch (intent.kind) {
        case "bad":
          return [dm(me, intent.text)];
        case "appeal":
          return await this.appeal(me, intent.game, intent.reason);
        case "appeal_list":
          return await this.appealList(me);
        case "appeal_dismiss":
          await this.organiser(me);
          return await this.dismiss(me, intent.id, intent.reason);
        case "offence":
          return await this.offence(me, intent.game, intent.seat, intent.offence);
        case "ban":
          await this.organiser(me);
          return await this.ban(me, intent.player, intent.days, intent.reason);
        case "lift":
          await this.organiser(me);
          return await this.lift(me, intent.ref, intent.reason);
        case "ban_list":
          await this.organiser(me);
          return await this.banList(me);
        case "void":
          return await this.voidGame(m, intent.reason);
      }
    } catch (err) {
      if (err instanceof SeasonError) return [dm(me, err.msg)];
      throw err;
    }
  }

  /** The player's ban in force, if any (a ranked room refuses his sign-up; unranked ones do not). */
  activeBan(contactId: string): Promise<BanView | null> {
    return this.deps.book.activeBan(contactId);
  }

  /** The replies refusing a banned player's sign-up for a ranked room: a short public line, the details by DM. */
  signupRefused(groupId: string, who: { id: string; name: string }, ban: BanView): Reply[] {
    return [
      { to: { room: groupId }, text: say("desk.signup_banned", { name: who.name, until: { msg: banUntil(ban) } }) },
      dm(who.id, signupRefusal(ban)),
    ];
  }

  private async organiser(me: string): Promise<void> {
    if (!(await this.deps.book.staffRoles(me)).has("organiser"))
      throw new SeasonError(say("discipline.organiser_only"), "forbidden");
  }

  private async appeal(me: string, game: string | null, reason: string): Promise<Reply[]> {
    const a = await this.deps.book.fileAppeal(me, game, reason);
    return [dm(me, say("desk.appeal_received", { game: shortId(a.gameId), id: shortId(a.id) }))];
  }

  private async appealList(me: string): Promise<Reply[]> {
    const roles = await this.deps.book.staffRoles(me);
    if (!roles.has("organiser") && !roles.has("inspector")) return [dm(me, say("desk.appeals_forbidden"))];
    let open = await this.deps.book.appeals("open");
    if (!roles.has("organiser")) {
      const mine = await this.deps.book.gamesByIds(
        open.map((a) => a.gameId),
        { inspectorId: me },
      );
      const ids = new Set(mine.map((g) => g.id));
      open = open.filter((a) => ids.has(a.gameId));
    }
    if (open.length === 0) return [dm(me, say("desk.no_appeals"))];
    const games = await this.deps.book.gamesByIds(open.map((a) => a.gameId));
    const names = await this.deps.book.names(
      undefined,
      open.map((a) => a.contactId),
    );
    const rows = open.map((a, i) => {
      const g = games.find((x) => x.id === a.gameId);
      // Issue 26 item 6: the ruleset too, in words (never an id).
      const rules = g ? RULESETS[g.ruleset] : undefined;
      const b = g ? anyBoard(g.board) : undefined;
      const board = g
        ? say("desk.appeal_board", {
            rules: rules ? { msg: rulesName(rules) } : "",
            board: { msg: b ? boardName(b) : say("rooms.custom_board") },
          })
        : "";
      const who = a.asRole === "judge" ? say("desk.the_judge") : names(a.contactId);
      return say("desk.appeal_line", {
        i: i + 1,
        id: shortId(a.id),
        game: shortId(a.gameId),
        board: { msg: board },
        who: { msg: who },
        at: shanghaiTime(a.createdAt),
        reason: a.reason,
      });
    });
    return [
      dm(
        me,
        lines([
          say("desk.appeals_head", { n: open.length }),
          ...rows,
          say("desk.appeals_foot", { cmd: typed("驳回申诉 编号 理由") }),
        ]),
      ),
    ];
  }

  private async dismiss(me: string, id: string, reason: string): Promise<Reply[]> {
    const a = await this.deps.book.dismissAppeal(id, { by: me, reason });
    return [dm(me, say("desk.dismissed", { id: shortId(a.id), game: shortId(a.gameId) }))];
  }

  /** `违规`: the game's judge (a certified judge's game, within the appeal window) or an organiser. */
  private async offence(me: string, ref: string | null, seat: number, kind: "role_card" | "outside"): Promise<Reply[]> {
    const { book } = this.deps;
    const game = await book.findGame(me, ref);
    const id = shortId(game.id);
    const organiser = (await book.staffRoles(me)).has("organiser");
    if (!organiser) {
      if (game.judgeId !== me) throw new SeasonError(say("discipline.offence_not_judge", { game: id }), "forbidden");
      if (!game.ranked) throw new SeasonError(say("discipline.offence_casual", { game: id }), "forbidden");
    }
    if (game.status !== "ended")
      throw new SeasonError(
        say("discipline.offence_running", { game: id, warn: typed("警告3号"), eject: typed("踢出3号") }),
        "conflict",
      );
    const endedAt = await book.resultEndedAt(game.id);
    if (!organiser && endedAt !== null && book.time() - endedAt > book.appealWindowMs)
      throw new SeasonError(say("discipline.offence_late", { game: id }), "late");
    const r = await book.reportOffence(game.id, seat, kind, me);
    const moved = r.changes.map((c) => say("desk.point_change", { id: c.playerId, before: c.before, after: c.after }));
    const ledger = await this.sanctionsOf(game.id, seat);
    return [
      dm(
        me,
        lines([
          say("desk.offence_recorded", { game: id, seat: { seat }, offence: { msg: say(OFFENCE[kind]) } }),
          ledger && say("desk.sanctions", { list: { msg: ledger } }),
          moved.length > 0 && say("desk.points_moved", { list: { msg: listOf(moved) } }),
        ]),
      ),
    ];
  }

  /** The sanctions the fold now applies to the player of `seat` because of this game ("" for none). */
  private async sanctionsOf(gameId: string, seat: number): Promise<Msg> {
    const { book } = this.deps;
    const player = await book.seatPlayer(gameId, seat);
    const endedAt = await book.resultEndedAt(gameId);
    if (!player || endedAt === null) return "";
    const season = await book.seasonAt(endedAt);
    if (!season) return say("desk.no_season");
    const ledger = await book.ledger(season);
    const mine = ledger.sanctions.filter((s) => s.gameId === gameId && s.playerId === player.id);
    return mine.length ? listOf(mine.map(sanctionText), "desk.sanction_sep") : "";
  }

  private async player(me: string, p: PlayerRef): Promise<{ id: string; name: string }> {
    const { book } = this.deps;
    if ("ref" in p) return book.player(p.ref);
    const game = await book.findGame(me, p.game);
    const player = await book.seatPlayer(game.id, p.seat);
    if (!player)
      throw new SeasonError(
        say("discipline.game_no_player", { game: shortId(game.id), seat: { seat: p.seat } }),
        "not_found",
      );
    return player;
  }

  private async ban(me: string, p: PlayerRef, days: number | null, reason: string): Promise<Reply[]> {
    const { book } = this.deps;
    const who = await this.player(me, p);
    const b = await book.ban({
      playerId: who.id,
      reason,
      endsAt: days === null ? null : book.time() + Math.round(days * 86_400_000),
      by: me,
    });
    return [
      dm(me, say("desk.banned", { id: shortId(b.id), name: who.name, player: who.id, ban: { msg: banLine(b) } })),
      dm(who.id, say("desk.banned_player", { ban: { msg: banLine(b) } })),
    ];
  }

  private async lift(me: string, ref: string, reason: string): Promise<Reply[]> {
    const { book } = this.deps;
    let lifted: BanView[];
    try {
      lifted = await book.lift(ref, { by: me, reason });
    } catch (err) {
      // Not an id: a display name, if it names one player.
      if (!(err instanceof SeasonError) || err.code !== "not_found" || err.message.includes("手册§九6")) throw err;
      const who = await book.player(ref).catch(() => null);
      if (!who) throw err;
      lifted = await book.lift(who.id, { by: me, reason });
    }
    const names = await book.names(
      undefined,
      lifted.map((b) => b.playerId),
    );
    return [
      dm(
        me,
        say("desk.lifted", {
          list: {
            msg: listOf(lifted.map((b) => say("desk.lifted_item", { name: names(b.playerId), id: shortId(b.id) }))),
          },
        }),
      ),
      ...[...new Set(lifted.map((b) => b.playerId))].map((id) => dm(id, say("desk.lifted_player", { reason }))),
    ];
  }

  private async banList(me: string): Promise<Reply[]> {
    const { book } = this.deps;
    const bans = await book.bans({ activeOnly: true });
    const proposals = (await book.proposals()).filter((p) => p.status === "open");
    const names = await book.names(
      undefined,
      [...bans, ...proposals].map((x) => x.playerId),
    );
    const list = [
      say("desk.bans_head", { n: bans.length }),
      ...bans.map((b) => {
        const args = { name: names(b.playerId), player: b.playerId, ban: { msg: banLine(b) } };
        return b.source === "registry"
          ? say("desk.ban_item", { ...args, id: shortId(b.id) })
          : say("desk.ban_item_auto", args);
      }),
      say("desk.proposals_head", { n: proposals.length }),
      ...proposals.map((p) =>
        say("desk.proposal_item", {
          name: names(p.playerId),
          player: p.playerId,
          game: shortId(p.gameId),
          sanction: { msg: sanctionText(p) },
        }),
      ),
      say("desk.bans_foot", { ban: typed("封禁 玩家 7天|永久 理由"), lift: typed("解封 编号 理由") }),
    ];
    return [dm(me, lines(list))];
  }

  /** `作废 <理由>`: the judge voids his running game (000 §二) and the reason is posted and kept. */
  private async voidGame(m: From, reason: string): Promise<Reply[]> {
    const me = m.from.id;
    const game = await this.deps.games.runningJudgedBy(me);
    if (!game) return [dm(me, say("desk.no_running_game"))];
    const r = await this.deps.service.handle(game.id, { type: "judge", ruling: "void", reason }, { messageId: m.id });
    if (!r.ok) return [dm(me, say("desk.not_done", { why: { msg: r.msg } }))];
    await this.deps.book.voidReason(game.id, reason).catch((err) => {
      if (!(err instanceof SeasonError)) throw err;
    });
    return [
      dm(me, say("desk.voided", { game: shortId(game.id) })),
      { to: { room: game.matchGroupId }, text: say("desk.void_reason", { reason }) },
    ];
  }
}
