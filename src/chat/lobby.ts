/**
 * The match group before its game (000 §五, §三1, §五4, §九; T22; 004 2L 导演): a judge opens a room
 * (`开房`, `开赛`), players sign up and leave, the inspector checks in, the judge starts — a ranked
 * start without an inspector is confirmed first — or closes the room; 比分, 战绩 and 排行榜; and
 * 000 §五3, a seated player who posts in the group before the campaign is flagged to the judge.
 */

import type { NewGame } from "../app/game-service.ts";
import { MATCH_GAMES, MatchError, matchSheetText } from "../app/match.ts";
import { RoomError } from "../app/rooms.ts";
import { RANKED_S7, rulesetOf } from "../engine/rulesets/index.ts";
import { banLine, banUntil } from "../ranked/bans.ts";
import { LEADERBOARD_SIZE, leaderboardText, recordText } from "../ranked/texts.ts";
import { cleanName, quoted } from "./clean.ts";
import { confirmation, Pending } from "./confirm.ts";
import type { DisciplineDesk } from "./discipline.ts";
import { type DirectorIntent, parseDirector } from "./forum-grammar.ts";
import { excerpt, type Intent } from "./grammar.ts";
import { dm, type Inbound, type Reply, type RouterDeps, say } from "./inbound.ts";
import { forumIntro } from "./narrate-forum.ts";
import { parsePlayer } from "./phrasing.ts";
import { groupHelp, rulesetIntro } from "./rules-text.ts";

/** The lobby's handler (see the module comment); one per router. */
export class Lobby {
  /** Starts without an inspector waiting for the judge's 确认, by match group. */
  private readonly starts = new Pending<string>();

  constructor(
    private readonly deps: RouterDeps,
    private readonly desk: DisciplineDesk,
    /** Whether `key` of `scope` (here a match group) is new; kept from now on (the router's debounce). */
    private readonly first: (scope: string, key: string) => boolean,
    /** Drops the debounce keys of `scope` (the lobby is over when its game starts). */
    private readonly forget: (scope: string) => void,
  ) {}

  /** Before the game: open, sign up, leave, start (000 §五). */
  async handle(m: Inbound, groupId: string): Promise<Reply[]> {
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
          const refused = await this.bannedFromRanked(groupId, m.from);
          if (refused) return refused;
          const { room, seat } = await rooms.join(groupId, m.from.id, m.from.name, intent.seat);
          const n = room.board.seats;
          return [
            say(
              groupId,
              `${quoted(m.from.name)}入座${seat}号（${room.seats.length}/${n}）。${room.seats.length === n ? "已满员，请法官发送“开始”。" : ""}`,
            ),
          ];
        }
        case "leave": {
          const { room, seat } = await rooms.leave(groupId, m.from.id);
          return [say(groupId, `${quoted(m.from.name)}离开${seat}号（${room.seats.length}/${room.board.seats}）。`)];
        }
        case "start_game":
          return await this.start(groupId, m.from.id);
        case undefined:
          // Issue 13 item 4: the judge confirms a start without an inspector.
          if (confirmation(m.text) && this.starts.has(groupId)) {
            const judge = this.starts.take(groupId);
            if (judge !== m.from.id) {
              if (judge) this.starts.set(groupId, judge);
              break;
            }
            if (confirmation(m.text) === "no")
              return [say(groupId, "好的，暂不开始：等督察长发送“督察”后再发“开始”。")];
            return await this.start(groupId, m.from.id, true);
          }
          break;
        case "bad":
          return [say(groupId, intent.text)];
        case "help":
          return [say(groupId, groupHelp((await rooms.openRoom(groupId))?.ruleset ?? RANKED_S7))];
        case "match_sheet":
          return [say(groupId, await this.matchSheet(groupId))];
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
    if (intent?.kind === "stats" || intent?.kind === "leaderboard") return this.season(m, intent.kind);
    if (m.text.trim() === "关房") {
      try {
        const open = await rooms.openRoom(groupId);
        await rooms.close(groupId, m.from.id);
        if (open?.matchId) {
          await this.deps.matches.close(open.matchId);
          return [say(groupId, `法官关闭了房间，比赛到此结束。\n${await this.matchSheet(groupId)}`)];
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
    if (room && seated && room.ruleset.id !== "forum-25" && this.first(groupId, `lobby:${room.id}:${m.from.id}`))
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
    const certified = ranked && (await this.certified(m.from.id));
    if (ranked && !certified && (await this.registryExists()))
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
    if (rules.id === "forum-25")
      return [
        say(
          groupId,
          `导演${quoted(m.from.name.replace(/^(法官|导演)(?=.)/, ""))}开房：${rules.zh}（${b.zh}，${b.seats}人，规则帖004『明星大侦探』，不计排位积分）。请发送“报名”或“坐X号”入座，满员后由导演发送“开始”。\n` +
            `${forumIntro(b.seats)}`,
        ),
      ];
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
    const who = "id" in d.who ? { id: d.who.id, name: d.who.id } : m.mentions?.[0];
    if (!who || who.id === m.from.id) return [say(groupId, "请@要加的导演（不能是你自己），例如：加导演 @小明")];
    try {
      const room = await this.deps.rooms.addDirector(groupId, m.from.id, who.id);
      return [
        say(
          groupId,
          `${quoted(cleanName(who.name))}成为本局导演（共${room.directors.length + 1}名，权限相同：代投、蓝牌/黄牌/红牌、提速、判负、替补）。`,
        ),
      ];
    } catch (err) {
      if (err instanceof RoomError) return [say(groupId, err.message)];
      throw err;
    }
  }

  /** `比分`: the match group's latest match sheet (T22). */
  async matchSheet(groupId: string): Promise<string> {
    const match = await this.deps.matches.latest(groupId);
    return match ? matchSheetText(match) : "本群还没有比赛。法官可以发送“开赛 桌游 12人”开一场五局的比赛。";
  }

  private async start(groupId: string, judgeId: string, confirmed = false): Promise<Reply[]> {
    let failed: string | null = null;
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
          "本局还没有督察长到场：现在开始将按手册§五4记为无效局，不计排位积分。确认开始请法官回复“确认”；或等督察长在群里发送“督察”后再发“开始”。",
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
        failed = r.text;
        throw new RoomError(r.text);
      }
      return r.gameId;
    });
    if (failed) return [say(groupId, failed)];
    this.forget(groupId); // the lobby is over (its flags were for the time before the start)
    const out: Reply[] = [];
    if (ranked && !inspector) out.push(say(groupId, "注意：本局没有督察长到场，按手册§五4记为无效局，不计排位积分。"));
    if (protectedSeat)
      out.push(say(groupId, `黄金内裤：${protectedSeat}号曾在首夜被刀出局，本局第一夜不能被刀、不能被查验。`));
    return out;
  }

  /** A certified ranked judge: in the staff registry or in JUDGE_IDS (000 §三1). */
  private async certified(contactId: string): Promise<boolean> {
    return (this.deps.judges?.has(contactId) ?? false) || (await this.deps.book.isStaff(contactId, "judge"));
  }

  /** Once any judge is certified, only certified judges open rooms; before that, anyone (unranked). */
  private async registryExists(): Promise<boolean> {
    if (this.deps.judges && this.deps.judges.size > 0) return true;
    return this.deps.book.anyJudgeCertified();
  }

  /**
   * A banned player's sign-up for a ranked room (one a certified judge opened, 000 §三1) is refused
   * with the end of his ban (000 §九); unranked rooms take him. Null when he may sign up.
   */
  private async bannedFromRanked(groupId: string, who: { id: string; name: string }): Promise<Reply[] | null> {
    const room = await this.deps.rooms.openRoom(groupId);
    if (room?.ruleset.scoring !== "ranked" || room.judgeId === who.id || !(await this.certified(room.judgeId)))
      return null;
    const ban = await this.desk.activeBan(who.id);
    return ban ? this.desk.signupRefused(groupId, who, ban) : null;
  }

  /** Seats of the open ranked room whose player is banned now (banned after signing up): why the start is refused. */
  private async bannedSeats(groupId: string, judgeId: string): Promise<string | null> {
    const room = await this.deps.rooms.openRoom(groupId);
    if (!room || room.judgeId !== judgeId) return null;
    const out: string[] = [];
    for (const x of room.seats) {
      const ban = await this.desk.activeBan(x.contactId);
      if (ban) out.push(`${x.seat}号（${x.name}）${banUntil(ban)}`);
    }
    return out.length
      ? `${out.join("、")}在禁赛期内，不能参加排位局（手册§九）：请他发送“退出”，换人坐满后再开始。`
      : null;
  }

  /** 战绩 / 排行榜 (000 §四), always answered privately; 战绩 shows this season's penalties and an active ban (000 §九). */
  async season(m: Inbound, kind: "stats" | "leaderboard"): Promise<Reply[]> {
    const { book } = this.deps;
    const season = await book.seasonAt();
    const ban = kind === "stats" ? await book.activeBan(m.from.id) : null;
    if (!season)
      return [dm(m.from.id, `当前没有进行中的排位赛季。${ban ? `\n当前${banLine(ban)}：不能报名排位局。` : ""}`)];
    const ledger = await book.ledger(season);
    const ids = kind === "stats" ? [m.from.id] : ledger.leaderboard.slice(0, LEADERBOARD_SIZE).map((x) => x.playerId);
    const names = await book.names(undefined, ids);
    return [
      dm(m.from.id, kind === "stats" ? recordText(ledger, m.from.id, names, ban) : leaderboardText(ledger, names)),
    ];
  }
}
