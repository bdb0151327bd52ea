/**
 * The match group before its game (000 §五, §三1, §五4, §九; T22; 004 2L 导演): a judge opens a room
 * (`开房`, `开赛`), players sign up and leave, the inspector checks in, the judge starts — a ranked
 * start without an inspector is confirmed first — or closes the room; 比分, 战绩 and 排行榜; and
 * 000 §五3, a seated player who posts in the group before the campaign is flagged to the judge.
 */

import { MATCH_GAMES, MatchError } from "../app/match.ts";
import { RoomError } from "../app/rooms.ts";
import { RANKED_S7, rulesetOf } from "../engine/rulesets/index.ts";
import { cleanName, quoted } from "./clean.ts";
import type { MessageContext } from "./context.ts";
import type { DisciplineDesk } from "./discipline.ts";
import { type DirectorIntent, parseDirector } from "./families/forum-25/grammar.ts";
import { chatFamilyOf } from "./families/index.ts";
import { excerpt, type Intent } from "./grammar.ts";
import { dm, type Inbound, type Reply, type RouterDeps, say } from "./inbound.ts";
import { LobbyStart } from "./lobby-start.ts";
import { parsePlayer } from "./phrasing.ts";
import { groupHelp, rulesetIntro } from "./rules-text.ts";
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
    if (director?.kind === "add_director" || (director?.kind === "bad" && /^\s{0,8}(加导演|添加导演)/.test(m.text)))
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
          return [
            say(
              groupId,
              `${quoted(m.from.name)}入座${seat}号（${room.seats.length}/${n}）。${room.seats.length === n ? `已满员，请${chatFamilyOf(room.ruleset).judgeWord}发送“开始”。` : ""}`,
            ),
          ];
        }
        case "leave": {
          const { room, seat } = await rooms.leave(groupId, m.from.id);
          return [say(groupId, `${quoted(m.from.name)}离开${seat}号（${room.seats.length}/${room.board.seats}）。`)];
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
          return [say(groupId, groupHelp((await rooms.openRoom(groupId))?.ruleset ?? RANKED_S7))];
        case "match_sheet":
          return [say(groupId, await this.queries.matchSheet(groupId))];
        default:
          break;
      }
    } catch (err) {
      if (err instanceof RoomError || err instanceof MatchError) return [say(groupId, err.message)];
      throw err;
    }
    if (/^督察长?(到|到场)?$|^我是督察长$/.test(m.text.trim())) {
      const casual = (await rooms.openRoom(groupId))?.ruleset;
      if (casual && casual.scoring !== "ranked")
        return [say(groupId, `本房间是${casual.zh}规则，不计排位积分，不需要督察长到场（手册§五4只管排位局）。`)];
      if (!(await this.deps.book.isStaff(m.from.id, "inspector")))
        return [say(groupId, "你不是认证督察长，不能登记督察（手册§五4）。")];
      try {
        await rooms.setInspector(groupId, m.from.id);
        return [say(groupId, `督察长${quoted(m.from.name)}到场记录，本局的完整记录将在结束后私聊督察长（手册§五4）。`)];
      } catch (err) {
        if (err instanceof RoomError) return [say(groupId, err.message)];
        throw err;
      }
    }
    if (intent?.kind === "stats" || intent?.kind === "leaderboard") return this.queries.season(m, intent.kind);
    if (m.text.trim() === "关房") {
      try {
        const open = await rooms.openRoom(groupId);
        await rooms.close(groupId, m.from.id);
        if (open?.matchId) {
          await this.deps.matches.close(open.matchId);
          return [say(groupId, `法官关闭了房间，比赛到此结束。\n${await this.queries.matchSheet(groupId)}`)];
        }
        return [say(groupId, "法官关闭了房间。")];
      } catch (err) {
        if (err instanceof RoomError) return [say(groupId, err.message)];
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
          `${seated.seat}号${quoted(m.from.name)}在开房后、竞选警长前在比赛群发言（手册§五3：应取消当局比赛资格），请法官裁决。原话：${excerpt(m.text, 60)}`,
        ),
        dm(m.from.id, "开房后到竞选警长开始前，入座玩家不得在比赛群发言（手册§五3），已报告法官。"),
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
          "只有认证排位法官可以开房开排位局（手册§三1）。经典、桌游规则不计排位积分，谁都可以开：开房 经典 444预女猎白 / 开房 桌游 12人。",
        ),
      ];
    const room = intent.match
      ? (await this.deps.matches.open(groupId, m.from.id, rules.id, intent.board)).room
      : await this.deps.rooms.open(groupId, m.from.id, intent.board, { ruleset: rules.id });
    const b = room.board;
    // A calendar family's own opening (forum-25's, forum-hk's: `families/`).
    const opening = chatFamilyOf(rules).opening;
    if (opening) return [say(groupId, opening(quoted(m.from.name.replace(/^(法官|导演)(?=.)/, "")), b))];
    const kind = !ranked
      ? `${rules.zh}规则，不计排位积分。`
      : certified
        ? "排位局：需要督察长在群里发送“督察”到场记录（手册§五4）。"
        : "娱乐局：开房的不是认证排位法官，不计排位积分。";
    return [
      say(
        groupId,
        `法官${quoted(m.from.name.replace(/^法官(?=.)/, ""))}${intent.match ? "开赛" : "开房"}：${b.zh}（${b.seats}人）。请发送“报名”或“坐X号”入座，满员后由法官发送“开始”。${kind}\n` +
          (intent.match
            ? `比赛：共${MATCH_GAMES}局，每局结束后记分，发送“比分”查看积分表。现在是第1/${MATCH_GAMES}局。\n`
            : "") +
          `${rulesetIntro(rules, b)}\n` +
          "开房后直到竞选警长开始，入座的玩家不得在群内发布任何其他信息（手册§五3）。" +
          (ranked ? "非狼人自爆是严重违规，判负并扣5分（手册§八(七)3、6）。" : ""),
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
    if (!who || who.id === m.from.id) return [say(groupId, "请@要加的导演（不能是你自己），例如：加导演 @小明")];
    try {
      const room = await this.deps.rooms.addDirector(groupId, m.from.id, who.id);
      return [
        say(
          groupId,
          `${quoted(cleanName(who.name))}成为本局导演（共${room.directors.length + 1}名，权限相同：代投、蓝牌/黄牌/红牌、提速、延期、判负、替补）。`,
        ),
      ];
    } catch (err) {
      if (err instanceof RoomError) return [say(groupId, err.message)];
      throw err;
    }
  }
}
