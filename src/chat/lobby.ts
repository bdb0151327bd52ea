/**
 * The match group before its game (000 §五, §三1, §五4, §九; T22; 004 2L 导演): a judge opens a room
 * (`开房`, `开赛`), players sign up and leave, the inspector checks in, the judge starts — a ranked
 * start without an inspector is confirmed first — or closes the room; 比分, 战绩 and 排行榜; and
 * 000 §五3, a seated player who posts in the group before the campaign is flagged to the judge.
 */

import { MATCH_GAMES, MatchError } from "../app/match.ts";
import { boardName, RoomError, rulesName, typed } from "../app/rooms.ts";
import { RANKED_S7, rulesetOf } from "../engine/rulesets/index.ts";
import { lines, say as msg } from "../vocab/msg.ts";
import { groupHelpMsg, rulesetIntroMsg } from "../voice/rules-text.ts";
import { commandText } from "./canonical.ts";
import { cleanName, quoted } from "./clean.ts";
import type { MessageContext } from "./context.ts";
import type { DisciplineDesk } from "./discipline.ts";
import { type DirectorIntent, parseDirector } from "./families/forum-25/grammar.ts";
import { chatFamilyOf } from "./families/index.ts";
import { excerpt, type Intent } from "./grammar.ts";
import { dm, type Inbound, type Reply, type RouterDeps, say } from "./inbound.ts";
import { LobbyStart } from "./lobby-start.ts";
import { parsePlayer } from "./phrasing.ts";
import type { SeasonQueries } from "./season-queries.ts";

/** The lobby's handler (see the module comment); one per router. */
export class Lobby {
  /** The start and the staffing checks. */
  private readonly starter: LobbyStart;

  constructor(
    private readonly deps: RouterDeps,
    desk: DisciplineDesk,
    private readonly queries: SeasonQueries,
    /** Whether `key` of `scope` (here a match group) is new; kept from now on (the router's debounce). */
    private readonly first: (scope: string, key: string) => boolean,
    /** Drops the debounce keys of `scope` (the lobby is over when its game starts). */
    forget: (scope: string) => void,
  ) {
    this.starter = new LobbyStart(deps, desk, forget);
  }

  /** Before the game: open, sign up, leave, start (000 §五); `ctx` is a match group's message. */
  async handle(ctx: MessageContext): Promise<Reply[]> {
    const { m } = ctx;
    const groupId = m.room?.id;
    if (!groupId) return [];
    const intent = parsePlayer(m.text, "group");
    const { rooms } = this.deps;
    const director = parseDirector(m.text, (m.mentions?.length ?? 0) > 0);
    // A bad `加导演` (`加導演` in 繁體) is answered as one: its head is enough (a few characters, folded).
    if (
      director?.kind === "add_director" ||
      (director?.kind === "bad" && /^(加导演|添加导演)/.test(commandText(m.text.slice(0, 16))))
    )
      return this.addDirector(m, groupId, director);
    try {
      switch (intent?.kind) {
        case "open_room":
          return await this.openRoom(m, groupId, intent);
        case "join": {
          const refused = await this.starter.bannedFromRanked(groupId, m.from);
          if (refused) return refused;
          const { room, seat } = await rooms.join(groupId, m.from.id, m.from.name, intent.seat);
          const n = room.board.seats;
          const args = { name: m.from.name, seat: { seat }, n: room.seats.length, total: n };
          if (room.seats.length < n) return [say(groupId, msg("lobby.joined", args))];
          const full =
            chatFamilyOf(room.ruleset).voice.judgeWord === "导演"
              ? "lobby.joined_full_director"
              : "lobby.joined_full_judge";
          return [say(groupId, msg(full, { ...args, start: typed("开始", "start") }))];
        }
        case "leave": {
          const { room, seat } = await rooms.leave(groupId, m.from.id);
          return [
            say(
              groupId,
              msg("lobby.left", { name: m.from.name, seat: { seat }, n: room.seats.length, total: room.board.seats }),
            ),
          ];
        }
        case "start_game":
          return await this.starter.start(groupId, m.from.id);
        case undefined:
          // Issue 13 item 4: the judge confirms a start without an inspector.
          {
            const answered = await this.starter.confirmed(groupId, m.from.id, m.text);
            if (answered) return answered;
          }
          break;
        case "bad":
          return [say(groupId, intent.text)];
        case "help":
          return [say(groupId, groupHelpMsg((await rooms.openRoom(groupId))?.ruleset ?? RANKED_S7))];
        case "match_sheet":
          return [say(groupId, await this.queries.matchSheet(groupId))];
        default:
          break;
      }
    } catch (err) {
      if (err instanceof RoomError || err instanceof MatchError) return [say(groupId, err.msg)];
      throw err;
    }
    if (/^督察长?(到|到场)?$|^我是督察长$/.test(commandText(m.text))) {
      const casual = (await rooms.openRoom(groupId))?.ruleset;
      if (casual && casual.scoring !== "ranked")
        return [say(groupId, msg("lobby.inspector_casual", { rules: { msg: rulesName(casual) } }))];
      if (!(await this.deps.book.isStaff(m.from.id, "inspector"))) return [say(groupId, msg("lobby.not_inspector"))];
      try {
        await rooms.setInspector(groupId, m.from.id);
        return [say(groupId, msg("lobby.inspector_in", { name: m.from.name }))];
      } catch (err) {
        if (err instanceof RoomError) return [say(groupId, err.msg)];
        throw err;
      }
    }
    if (intent?.kind === "stats" || intent?.kind === "leaderboard") return this.queries.season(m, intent.kind);
    if (commandText(m.text) === "关房") {
      try {
        const open = await rooms.openRoom(groupId);
        await rooms.close(groupId, m.from.id);
        if (open?.matchId) {
          await this.deps.matches.close(open.matchId);
          return [say(groupId, msg("lobby.closed_match", { sheet: { msg: await this.queries.matchSheet(groupId) } }))];
        }
        return [say(groupId, msg("lobby.closed"))];
      } catch (err) {
        if (err instanceof RoomError) return [say(groupId, err.msg)];
        throw err;
      }
    }
    // 000 §五3: the group is silent for seated players once a room is open.
    const room = await rooms.openRoom(groupId);
    const seated = room?.seats.find((x) => x.contactId === m.from.id);
    // forum-25's group is the 联谊群 before the start: talk is welcome there (004 7L 11).
    if (
      room &&
      seated &&
      chatFamilyOf(room.ruleset).silentLobby &&
      this.first(groupId, `lobby:${room.id}:${m.from.id}`)
    )
      return [
        dm(
          room.judgeId,
          msg("lobby.early_post_judge", { seat: { seat: seated.seat }, name: m.from.name, quote: excerpt(m.text, 60) }),
        ),
        dm(m.from.id, msg("lobby.early_post_player")),
      ];
    return [];
  }

  /**
   * `开房` / `开赛` (issue 10 item 5, T22): opens a room of the named ruleset (or the first game of
   * a match) and states the ruleset, board, timings and scoring. Only a ranked ruleset needs a
   * certified judge once the registry has one (000 §三1): classic and table games score nothing,
   * so any judge may open them.
   */
  private async openRoom(m: Inbound, groupId: string, intent: Extract<Intent, { kind: "open_room" }>) {
    const rules = rulesetOf(intent.ruleset);
    const ranked = rules.scoring === "ranked";
    const certified = ranked && (await this.starter.certified(m.from.id));
    if (ranked && !certified && (await this.starter.registryExists()))
      return [
        say(
          groupId,
          msg("lobby.certified_only", { cmd: typed("开房 经典 444预女猎白"), cmd2: typed("开房 桌游 12人") }),
        ),
      ];
    const room = intent.match
      ? (await this.deps.matches.open(groupId, m.from.id, rules.id, intent.board)).room
      : await this.deps.rooms.open(groupId, m.from.id, intent.board, { ruleset: rules.id });
    const b = room.board;
    // A calendar family's own opening (forum-25's, forum-hk's: `families/`).
    const opening = chatFamilyOf(rules).voice.opening;
    if (opening) return [say(groupId, opening(quoted(m.from.name.replace(/^(法官|导演)(?=.)/, "")), b))];
    const kind = !ranked
      ? msg("lobby.kind_casual", { rules: { msg: rulesName(rules) } })
      : certified
        ? msg("lobby.kind_ranked", { cmd: typed("督察") })
        : msg("lobby.kind_uncertified");
    const name = m.from.name.replace(/^法官(?=.)/, "");
    const head = {
      name,
      board: { msg: boardName(b) },
      n: b.seats,
      sit: typed("坐X号", "sit N"),
      start: typed("开始", "start"),
      kind: { msg: kind },
    };
    return [
      say(
        groupId,
        lines([
          msg(intent.match ? "lobby.opened_match" : "lobby.opened", head),
          intent.match && msg("lobby.match_info", { games: MATCH_GAMES, cmd: typed("比分") }),
          rulesetIntroMsg(rules, b),
          msg(ranked ? "lobby.silence_ranked" : "lobby.silence"),
        ]),
      ),
    ];
  }

  /**
   * `加导演 @x` (forum-25, 004 2L 导演 "一场游戏有两名导演"): a director of the open room adds one
   * with the same powers; the @-mentioned contact (or a contact id) becomes a director.
   */
  private async addDirector(m: Inbound, groupId: string, d: DirectorIntent): Promise<Reply[]> {
    if (d.kind === "bad") return [say(groupId, d.text)];
    if (d.kind !== "add_director") return [];
    // By id: the name the chat network shows for him, else the id.
    const byId = "id" in d.who ? d.who.id : null;
    const who = byId !== null ? { id: byId, name: (await this.deps.contactName?.(byId)) ?? byId } : m.mentions?.[0];
    if (!who || who.id === m.from.id) return [say(groupId, msg("lobby.director_who", { cmd: typed("加导演 @小明") }))];
    try {
      const room = await this.deps.rooms.addDirector(groupId, m.from.id, who.id);
      return [say(groupId, msg("lobby.director_added", { name: cleanName(who.name), n: room.directors.length + 1 }))];
    } catch (err) {
      if (err instanceof RoomError) return [say(groupId, err.msg)];
      throw err;
    }
  }
}
