/**
 * The chat router: one inbound chat message (match group, wolves' room or DM) becomes a room
 * action, a GameService command, a ruling, or a reply. It knows no Wechaty: the adapter
 * (`wechaty.ts`) turns Wechaty messages into {@link Inbound} and sends the {@link Reply}s.
 *
 * Identity is the contact id: only the contact bound to a seat acts for it (000 §八(三)5 asks
 * players to show their seat number as their group name; a mismatch only earns a reminder).
 * Replies that could reveal something (a refused night act, a vote typed in the group, R24) go
 * privately; the engine's own refusals of acts are already DMed by the GameService outbox.
 *
 * Enforced here (the rest is the engine's):
 * - 000 §五3: a seated player who posts in the match group between room open and the sheriff
 *   campaign is flagged to the judge (once per seat and phase).
 * - 000 §九2 / R25: a seated player's message during another's speech is an interruption: one
 *   warning per speaker turn (the engine's third warning is a judged self-destruct). A player
 *   whose death the group was told cannot be warned: the judge is told instead.
 *
 * Every public reaction (and the speaker's, and its timing) depends only on what the group
 * already knows (issue 15 item 6): a seat counts as dead here only once its death was announced
 * (`announced`), so a night-1 dead player who takes part in the day-1 campaign (R5) is treated
 * exactly like a living one.
 * - 000 §九3: a wolf who talks in the wolves' room after dawn: one `wolf_talk` ruling per day.
 * Debounce memory is per process: after a restart a repeat may be counted once more.
 */
import { LRUCache } from "lru-cache";
import type { Logger } from "pino";
import type { ForumDays } from "../app/forum-days.ts";
import type { GameService, NewGame } from "../app/game-service.ts";
import { MATCH_GAMES, type MatchBook, MatchError, matchSheetText } from "../app/match.ts";
import { RoomError, type RoomService } from "../app/rooms.ts";
import type { SeasonBook } from "../app/season.ts";
import { boardById } from "../engine/boards.ts";
import { NIGHT_ACTS } from "../engine/engine.ts";
import { inWolfRoom, roleSpec } from "../engine/roles/index.ts";
import { RANKED_S7, type Ruleset, rulesetOf } from "../engine/rulesets/index.ts";
import type { ActId, GameState, JudgeCommand, Target } from "../engine/types.ts";
import { banLine, banUntil } from "../ranked/bans.ts";
import { LEADERBOARD_SIZE, leaderboardText, recordText } from "../ranked/texts.ts";
import { prismaSql, type Sql } from "../store/commands.ts";
import type { Db } from "../store/db.ts";
import { GameLookups } from "../store/games.ts";
import { placeOfContact, placeOfRoom, type RoomPlace } from "../store/whereabouts.ts";

import { confirmation, knifeByDmTexts, Pending, type RiskyRuling, riskyRuling } from "./confirm.ts";
import { DisciplineDesk, STAFF_HELP } from "./discipline.ts";
import { directorBoard, ForumDesk } from "./forum.ts";
import { type DirectorIntent, parseDirector } from "./forum-grammar.ts";
import {
  type ActIntent,
  type Channel,
  excerpt,
  HELP,
  type Intent,
  MAX_COMMAND_CHARS,
  parse,
  parseSeasonCommand,
  parseSeat,
  TOO_LONG_TEXT,
} from "./grammar.ts";
import { forumIntro } from "./narrate-forum.ts";
import { type PlayerIntent, parsePlayer } from "./phrasing.ts";
import { dmHelp, groupHelp, rulesetIntro } from "./rules-text.ts";
import { boardText, closestCommand, statusQuery, timeLeftText, turnText, type Viewer } from "./status.ts";
import { tapTranscript } from "./transcript.ts";

/** A chat message as the adapter hands it over. `room` is null for a DM. */
export interface Inbound {
  /** The chat network's message id (deduplicates redeliveries). */
  id: string;
  from: { id: string; name: string };
  room: { id: string } | null;
  text: string;
  /** The contacts a room message @-mentions (the adapter's mention list), if any. */
  mentions?: { id: string; name: string }[];
}

/** A reply to send now (not durable: game messages go through the outbox). */
export interface Reply {
  to: { room: string } | { contact: string };
  text: string;
}

interface Deps {
  db: Db;
  service: GameService;
  rooms: RoomService;
  /** A fresh game seed (the composition root draws it; the engine never does). */
  seed: () => number;
  log: Logger;
  /** Contacts certified as ranked judges by configuration (JUDGE_IDS), besides the staff registry. */
  judges: Set<string> | null;
  /** The ranked season: staff registry, standings. */
  book: SeasonBook;
  /** Table matches (T22): `开赛`, `比分`. */
  matches: MatchBook;
  /** The game clock (rule ms) for the time left on the status board; default Date.now. */
  clock?: () => number;
  /** forum-25's app side (F2, F7): post counts, last words. */
  forum?: ForumDays;
  /** Whether the chat network knows contact id `id` (a forum `替补` by id, issue 25 item 8); default: only players on record. */
  contactKnown?: (id: string) => Promise<boolean>;
  /** Whether contact id `id` is the bot's own account (a forum `替补` never seats it; issue 25 item 8). */
  isBot?: (id: string) => boolean;
  /**
   * The raw SQL connections of the store (src/store/whereabouts.ts: one statement per message
   * for where it leads); default: the same statements through `db` (Prisma's cost per query).
   */
  sql?: Sql;
  /**
   * After a message failed: is the database down (issue 25 item 4)? True → {@link ChatRouter.handle}
   * throws {@link DatabaseDown} (the adapter keeps the message and handles it again when the
   * database answers) instead of the apology. Default: never.
   */
  databaseDown?: () => Promise<boolean>;
}

/** Thrown by {@link ChatRouter.handle} when a message failed because the database does not answer. */
export class DatabaseDown extends Error {
  constructor(cause: unknown) {
    super("the database does not answer", { cause });
  }
}

/**
 * Acts that must be sent by DM — every night act, votes, sign-ups, shots (000 §八(二)10) and the
 * day skills (000 §八(三)4: the knight's duel, the bard's shift) — never counted from the group (R24).
 */
const PRIVATE_ACTS = new Set<string>([...NIGHT_ACTS, "vote", "run", "shoot", "duel", "shift"]);
/** Acts that are public by nature and accepted in the group. The hunter may not shoot in public (000 §八(二)10). */
const GROUP_ACTS = new Set<string>(["self_destruct", "end_speech", "withdraw", "order", "badge", "recommend"]);

const dm = (contact: string, text: string): Reply => ({ to: { contact }, text });
const say = (room: string, text: string): Reply => ({ to: { room }, text });

/**
 * Games (and lobbies) whose debounce keys are kept at most: a game's are dropped when it ends
 * here, a lobby's when its game starts; this bound (least recently used first) only catches
 * the games that ended in another process.
 */
const ONCE_SCOPES = 100_000;
/** When an ended game's keys are dropped a second time (see {@link ChatRouter.forgetGame}), wall ms. */
const FORGET_AGAIN_MS = 10_000;

export class ChatRouter {
  /** Debounce keys of rulings and flags already given (see module comment), by game id or match group. */
  private readonly once = new LRUCache<string, Set<string>>({ max: ONCE_SCOPES });
  /** Appeals, offences, bans (000 §二, §九). */
  private readonly desk: DisciplineDesk;
  /** Look-ups of games, seats and players (statements in the store). */
  private readonly games: GameLookups;
  /** Rulings waiting for the judge's 确认, by judge (issue 13 item 4). */
  private readonly rulings = new Pending<RiskyRuling & { gameId: string }>();
  /** Starts without an inspector waiting for the judge's 确认, by match group. */
  private readonly starts = new Pending<string>();

  /** Answers the `控制台` DM with a one-time login link (issue 14 item 3); set by the web layer. */
  private consoleLink: ((contactId: string, name: string) => Promise<string>) | null = null;

  /** forum-25 games (seed 004): the thread, the wolves' group, the DMs and the directors. */
  private readonly forumDesk: ForumDesk | null;

  /** Where a message leads (see Deps.sql). */
  private readonly sql: Sql;

  constructor(private readonly deps: Deps) {
    this.sql = deps.sql ?? prismaSql(deps.db);
    this.desk = new DisciplineDesk(deps);
    this.games = new GameLookups(deps.db);
    this.forumDesk = deps.forum
      ? new ForumDesk({
          db: deps.db,
          service: deps.service,
          forum: deps.forum,
          contactKnown: deps.contactKnown,
          isBot: deps.isBot,
        })
      : null;
  }

  /** Forgets what the router keeps of `gameId`, which ended (issue 12 goal 5: an ended game leaves nothing). */
  forgetGame(gameId: string): void {
    this.once.delete(gameId);
    // A message whose state was read just before the end may still add a key: forget once more later.
    setTimeout(() => this.once.delete(gameId), FORGET_AGAIN_MS).unref();
  }

  /** Games and lobbies the router keeps debounce keys of (0 once every game ended and none is open). */
  get gamesKept(): number {
    return this.once.size;
  }

  /** Lets `控制台` by DM answer with `link(contactId, name)` (the web console's login link). */
  useConsole(link: (contactId: string, name: string) => Promise<string>): void {
    this.consoleLink = link;
  }

  /**
   * Handles one inbound message; throws only {@link DatabaseDown} (when `databaseDown` says so):
   * any other error becomes a short apology, logged.
   */
  async handle(raw: Inbound): Promise<Reply[]> {
    const m = { ...raw, text: cleanText(raw.text), from: { id: raw.from.id, name: cleanName(raw.from.name) } };
    const filed = await tapTranscript(this.sql, m, (this.deps.clock ?? Date.now)()); // issue 26 item 5
    try {
      const out = m.room ? await this.roomMessage(m, m.room.id) : await this.direct(m);
      await filed(out);
      return out;
    } catch (err) {
      if (await this.deps.databaseDown?.().catch(() => false)) throw new DatabaseDown(err);
      this.deps.log.error({ err, msg: m.id }, "chat message failed");
      return [dm(m.from.id, "法官机器人出了点问题，这条消息没有处理，请稍后再发一次。")];
    }
  }

  // ── rooms: match group or wolves' room ────────────────────────────────────────────────

  private async roomMessage(m: Inbound, roomId: string): Promise<Reply[]> {
    const place = await placeOfRoom(this.sql, roomId, m.from.id);
    if (place?.kind === "wolves") {
      if (place.status !== "running") return [];
      if (place.ruleset === "forum-25" && this.forumDesk) {
        const st = place.seat === null ? null : await this.deps.service.stateAt(place.gameId, place.version);
        return place.seat !== null && st ? this.forumDesk.wolves(m, place.gameId, place.seat, st) : [];
      }
      return this.wolfRoom(m, place);
    }
    // forum-25's lovers' and sisters' rooms are their members' own: the bot reads nothing there.
    if (place && place.kind !== "group") return [];
    if (place) return this.groupInGame(m, place);
    // No running game found: this also closes the group's rooms whose game ended; a game that
    // started in between is looked up again.
    if (await this.deps.rooms.runningGame(roomId)) {
      const again = await placeOfRoom(this.sql, roomId, m.from.id);
      if (again?.kind === "group") return this.groupInGame(m, again);
    }
    return this.lobby(m, roomId);
  }

  /** Before the game: open, sign up, leave, start (000 §五). */
  private async lobby(m: Inbound, groupId: string): Promise<Reply[]> {
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
  private async matchSheet(groupId: string): Promise<string> {
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
    this.once.delete(groupId); // the lobby is over (its flags were for the time before the start)
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
  private async season(m: Inbound, kind: "stats" | "leaderboard"): Promise<Reply[]> {
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

  /** The match group while a game runs: speeches, public acts, interruptions (R24, R25). */
  private async groupInGame(m: Inbound, place: RoomPlace): Promise<Reply[]> {
    const { service } = this.deps;
    const { gameId } = place;
    if (place.ruleset === "forum-25" && this.forumDesk)
      return this.forumDesk.thread(m, await this.games.gameWithSeats(gameId));
    if (m.from.id === place.judgeId)
      return parse(m.text, "dm")?.kind === "judge" ? [dm(m.from.id, "法官指令请私聊机器人（群里发的不执行）。")] : [];
    if (place.seat === null) return [];
    const seat = place.seat;
    const st = await service.stateAt(gameId, place.version);
    // Ended since the room was looked up: nothing to rule on (and no debounce key to keep, goal 5).
    if (!st || st.phase.kind === "ended") return [];
    const out: Reply[] = [];
    const named = parseSeat(m.from.name.replace(/^(\d+|[零一二两三四五六七八九十]+)号?.*$/, "$1"));
    if (named !== seat && this.first(gameId, `name:${seat}`))
      out.push(dm(m.from.id, `请把群昵称改成你的座位号“${seat}号”（手册§八(三)5）。`));
    const intent = parsePlayer(m.text, "group");
    const act = (a: ActId, target: Target = null) => this.act(gameId, seat, m, a, target);
    const ph = st.phase;
    const speaker = ph.kind === "speaking" ? ph.queue[ph.idx] : null;
    const privateHint = (a: string) =>
      a === "vote"
        ? "投票请私聊法官（投X号 / 弃票），群里的投票不计。"
        : a === "run"
          ? "上警请在报名时间内私聊法官你的座位号（手册§八(四)1）。"
          : a === "shoot"
            ? "开枪请私聊法官（手册§八(二)10：不得公屏开枪），群里发的不算。"
            : "技能请私聊法官发动，群里发的不算。";

    // R25: during another's speech every message is an interruption, but 爆 and one's own 退水.
    const own = intent?.kind === "act" && (intent.seat === undefined || intent.seat === seat);
    const exempt = intent?.kind === "act" && own && (intent.act === "self_destruct" || intent.act === "withdraw");
    // While the judge has paused the game nobody speaks and the engine counts no warning, so none
    // is given either (issue 13 item 6).
    if (ph.kind === "speaking" && speaker !== seat && !exempt && !st.paused) {
      if (intent?.kind === "act" && PRIVATE_ACTS.has(intent.act)) out.push(dm(m.from.id, privateHint(intent.act)));
      if (!this.first(gameId, `interrupt:${st.phaseSeq}:${seat}`)) return out;
      if (knownDead(st, seat)) {
        out.push(dm(place.judgeId, `已出局的${seat}号在${speaker}号发言时在群里发言（手册§九2），请法官处理。`));
        return out;
      }
      // T13: under table there is no interruption ladder (a judge's warn is a deduction there, T21);
      // classic C2: none either.
      if (rulesetOf(st.setup.ruleset).penalties.judge !== "ladder") {
        out.push(dm(m.from.id, `现在是${speaker}号发言，请勿插话。`));
        return out;
      }
      await service.handle(
        gameId,
        { type: "judge", ruling: "warn", seat, reason: `${speaker}号发言时插话（自动）` },
        { messageId: `${m.id}-warn` },
      );
      out.push(
        dm(m.from.id, `现在是${speaker}号发言，请勿插话（手册§九2）：警告一次，两次失去本轮投票权，三次判自爆出局。`),
      );
      return out;
    }

    if (intent?.kind === "act") {
      if (!own) return [...out, dm(m.from.id, `你是${seat}号，只能为自己操作（你写的是${intent.seat}号）。`)];
      if (PRIVATE_ACTS.has(intent.act)) return [...out, dm(m.from.id, privateHint(intent.act))];
      if (GROUP_ACTS.has(intent.act)) {
        await act(intent.act, intent.target ?? null);
        return out;
      }
    }
    if (intent?.kind === "judge") return [...out, dm(m.from.id, "法官指令只能由本局法官私聊机器人使用。")];
    // During a game the match sheet is answered privately (the group is for the game, 000 §八).
    if (intent?.kind === "match_sheet") return [...out, dm(m.from.id, await this.matchSheet(place.matchGroupId))];
    if (ph.kind === "speaking" && speaker === seat) {
      if (!ph.started) await act("start_speech");
      return out;
    }
    if (beforeCampaign(st) && this.first(gameId, `silent:${seat}`)) {
      out.push(
        dm(
          place.judgeId,
          `${seat}号在竞选警长前在比赛群发言（手册§五3：应取消当局比赛资格），请法官裁决（可私聊“踢出${seat}号”）。`,
        ),
      );
    }
    return out;
  }

  /** The wolves' room: knife proposals at night; after dawn it must be silent (000 §九3). */
  private async wolfRoom(m: Inbound, place: RoomPlace): Promise<Reply[]> {
    const { service } = this.deps;
    const { gameId } = place;
    const { seat } = place;
    if (seat === null) return [];
    const st = await service.stateAt(gameId, place.version);
    // Ended since the room was looked up: nothing to rule on (and no debounce key to keep, goal 5).
    if (!st || st.phase.kind === "ended") return [];
    // Only the room's members post there; a network that delivers anyone else's message is not
    // believed (no ruling on the wolves for a villager's words, no reply naming the room's rules).
    if (!inWolfRoom(st, st.seats[seat - 1])) return [];
    if (st.label.startsWith("D")) {
      if (!this.first(gameId, `wolftalk:${st.label}`)) return [];
      await service.handle(gameId, { type: "judge", ruling: "wolf_talk", seat }, { messageId: `${m.id}-wolf` });
      return [];
    }
    const intent = parsePlayer(m.text, "wolves");
    if (intent?.kind === "act" && intent.act === "kill") {
      await this.act(gameId, seat, m, "kill", intent.target ?? null);
      return [];
    }
    if (intent?.kind === "act")
      return [dm(m.from.id, "狼人群里只收刀口（杀X号 / X号确定 / 空刀），其他技能请私聊法官。")];
    if (intent?.kind === "bad") return [dm(m.from.id, intent.text)];
    return [];
  }

  // ── private chat ─────────────────────────────────────────────────────────────────────

  private async direct(m: Inbound): Promise<Reply[]> {
    const { db } = this.deps;
    const me = m.from.id;
    // Every command is short; a long message is answered before any parse (issue 15 item 2).
    if (m.text.trim().length > MAX_COMMAND_CHARS) return [dm(me, TOO_LONG_TEXT)];
    if (m.text.trim() === "控制台")
      return [dm(me, this.consoleLink ? await this.consoleLink(me, m.from.name) : "这台服务器没有开启网页控制台。")];
    const guarded = await this.guardedRuling(m);
    if (guarded) return guarded;
    // Issue 13 item 1: the contact id, so an admin can certify a judge (PUT /admin/staff/:contactId).
    if (/^我的\s*(id|ID|Id|微信号|微信ID)[?？]?$/.test(m.text.trim()))
      return [dm(me, `你的账号编号：${me}\n（法官或督察长认证时，把它发给管理员。）`)];
    const discipline = parseSeasonCommand(m.text);
    if (discipline) return this.desk.handle(m, discipline);
    // One look-up: the game he judges, whether he directs a forum game, his seat (issue 12).
    const place = await placeOfContact(this.sql, me);
    // forum-25 directors (004 2L 导演): their commands by DM.
    const directed = this.forumDesk && place.directs ? await this.forumDesk.directed(me) : null;
    if (directed && this.forumDesk) {
      const d = parseDirector(m.text, false);
      if (d) return this.forumDesk.director(m, directed, d, "dm");
      if (m.text.trim() === "状态") {
        const st = await this.deps.service.state(directed.id);
        return [dm(me, st ? directorBoard(st) : "找不到这局游戏的状态。")];
      }
    }
    const judging = place.judging;
    const intent = parsePlayer(m.text, "dm");
    if (judging && (intent?.kind === "judge" || m.text.trim() === "状态")) return this.judgeControl(m, judging, intent);
    if (judging && intent?.kind === "bad") return [dm(me, intent.text)];
    // Issue 13 item 2: the inspector's read-only board of the game he checked in to.
    const query = statusQuery(m.text);
    if (query === "board" && !judging) {
      const inspecting = await this.games.runningInspectedBy(me);
      if (inspecting) return [dm(me, await this.board(inspecting.id, "inspector"))];
    }
    const seatRow = place.seat;
    if (intent?.kind === "match_sheet") {
      const match = await this.deps.matches.ofPlayer(me);
      return [
        dm(me, match ? matchSheetText(match) : "你还没有打完过比赛的对局。比赛由法官在群里“开赛 桌游 12人”开始。"),
      ];
    }
    if (!seatRow) {
      if (intent?.kind === "stats" || intent?.kind === "leaderboard") return this.season(m, intent.kind);
      if (intent?.kind === "help") return [dm(me, `${HELP.dm}\n法官指令：${JUDGE_HELP}\n${STAFF_HELP}`)];
      if (judging) return [dm(me, `法官指令：${JUDGE_HELP}`)];
      if (intent?.kind === "judge" || m.text.trim() === "状态")
        return [dm(me, "你现在没有正在进行的对局：法官指令只对你开的、进行中的对局有效。")];
      if (intent?.kind === "bad") return [dm(me, intent.text)];
      return [dm(me, "你现在不在进行中的对局里。请在比赛群里“报名”入座，开局后再私聊我发动技能、上警和投票。")];
    }
    const { gameId, seat } = seatRow;
    const st = await this.deps.service.stateAt(gameId, seatRow.version);
    if (!st) return [];
    if (st.setup.ruleset === "forum-25" && this.forumDesk) return this.forumDesk.direct(m, gameId, seat, st);
    const help = helpOf(st);
    if (/^(不发动|不发动技能|不用|放弃)$/.test(m.text.trim())) return this.decline(m, gameId, seat, st);
    // Issue 13 item 2: a player's status questions get the public part.
    if (query) {
      const now = (this.deps.clock ?? Date.now)();
      if (query === "board") return [dm(me, await this.board(gameId, "public"))];
      return [dm(me, query === "turn" ? turnText(st, now) : timeLeftText(st, now))];
    }
    const ph = st.phase;
    switch (intent?.kind) {
      case "seat":
        // A day skill's window (bard, knight) takes a bare seat number as its target.
        if (ph.kind === "window" && ph.seat === seat) {
          await this.act(gameId, seat, m, ph.act, intent.seat);
          return [];
        }
        if (st.phase.kind === "signup") {
          if (intent.seat !== seat) return [dm(me, `你是${seat}号，上警请私聊你自己的座位号“${seat}”。`)];
          await this.act(gameId, seat, m, "run", null);
          return [];
        }
        return [dm(me, `现在不是上警报名时间。${closestCommand(st, seat)}`)];
      case "act":
        return this.privateAct(m, gameId, seat, intent);
      case "no_run":
        return [
          dm(
            me,
            ph.kind === "signup"
              ? "好的：不上警不用发消息，报名时间内没有私聊座位号或“上警”就是不上警。"
              : "现在不是上警报名时间，不用回复。",
          ),
        ];
      case "judge":
        return [dm(me, "只有本局法官可以使用法官指令。")];
      case "bad":
        return [dm(me, intent.text)];
      case "stats":
      case "leaderboard":
        return this.season(m, intent.kind);
      case "help":
        return [dm(me, help)];
      default:
        // Issue 13 item 2: the closest command for the sender's own card and phase.
        return [dm(me, `没看懂这条消息。${closestCommand(st, seat)}`)];
    }
  }

  private async privateAct(m: Inbound, gameId: string, seat: number, intent: ActIntent): Promise<Reply[]> {
    const me = m.from.id;
    if (intent.seat !== undefined && intent.seat !== seat)
      return [dm(me, `你是${seat}号，只能为自己操作（你写的是${intent.seat}号）。`)];
    switch (intent.act) {
      case "self_destruct":
        return [dm(me, "自爆要在比赛群公屏打“爆”或“boom”（手册§八(七)1），私聊不算。")];
      case "withdraw":
        return [dm(me, `退水要在比赛群里打“${seat}号退水”（手册§八(四)3）。`)];
      case "end_speech":
      case "start_speech":
        return [dm(me, "发言在比赛群里进行：开始打座位号，结束打“过”。")];
      case "kill":
        return this.knifeByDm(m, gameId, seat, intent.target ?? null);
      case "shoot": {
        const late = lateShot(await this.deps.service.state(gameId), seat);
        if (late) return [dm(me, late)];
        await this.act(gameId, seat, m, "shoot", intent.target ?? null);
        return [];
      }
      default: {
        // T23: players say 魅惑 for the piper's charm too; a piper's `charm` is his `pipe`.
        const st = intent.act === "charm" ? await this.deps.service.state(gameId) : null;
        const a =
          st && roleSpec(st.seats[seat - 1]?.role ?? "villager").night?.acts.includes("pipe") ? "pipe" : intent.act;
        await this.act(gameId, seat, m, a, intent.target ?? null, intent.value);
        return [];
      }
    }
  }

  /**
   * Issue 25 item 10: a wolf's knife typed by DM counts as in the wolves' room, and is confirmed
   * like every other night act (`已收到`); the room is told, so it sees every proposal as when it
   * is typed there. A refused knife is answered by the service, as for any act.
   */
  private async knifeByDm(m: Inbound, gameId: string, seat: number, target: Target): Promise<Reply[]> {
    const r = await this.deps.service.handle(gameId, { type: "act", seat, act: "kill", target }, { messageId: m.id });
    if (!r.ok || r.duplicate) return [];
    const wolfRoomId = await this.games.wolfRoomOf(gameId);
    const t = knifeByDmTexts(seat, typeof target === "number" ? target : null);
    return [dm(m.from.id, t.dm), ...(wolfRoomId ? [{ to: { room: wolfRoomId }, text: t.room }] : [])];
  }

  /**
   * `不发动`: declines the skill the seat is asked for now — a day skill's window, or the night
   * skill of its card (the seer, guard, wolf beauty, silence elder, fortune teller may skip, R26;
   * the witch passes). Roles that must act (dreamweaver, R15) get the engine's refusal.
   */
  private async decline(m: Inbound, gameId: string, seat: number, st: GameState): Promise<Reply[]> {
    const ph = st.phase;
    if (ph.kind === "window" && ph.seat === seat) {
      await this.act(gameId, seat, m, ph.act, null);
      return [];
    }
    const skill = roleSpec(st.seats[seat - 1].role).night;
    if (ph.kind === "night" && skill) {
      const act = skill.acts.includes("pass") ? "pass" : skill.acts[0];
      await this.act(gameId, seat, m, act, null);
      return [];
    }
    return [dm(m.from.id, "现在没有等你发动的技能。")];
  }

  /** The judge's DM controls (000 §二 法官最大); each is an event in the game's log. */
  private async judgeControl(m: Inbound, gameId: string, intent: PlayerIntent | null): Promise<Reply[]> {
    const me = m.from.id;
    if (intent?.kind !== "judge") return [dm(me, await this.board(gameId, "judge"))];
    const cmd: JudgeCommand = { type: "judge", ruling: intent.control };
    if (intent.seat !== undefined) cmd.seat = intent.seat;
    if (intent.seconds !== undefined) cmd.seconds = intent.seconds;
    if (intent.correction) {
      cmd.act = intent.correction.act;
      cmd.target = intent.correction.target ?? null;
    }
    const r = await this.deps.service.handle(gameId, cmd, { messageId: m.id });
    if (!r.ok) return [dm(me, `没有执行：${r.text}`)];
    return [dm(me, `已执行：${m.text.trim()}`)];
  }

  /**
   * Issue 13 item 4: `作废` / `踢出X号` / `判X号自爆` of a judge with a running game need a reason and
   * a 确认 (see `confirm.ts`); `确认` / `取消` answer the pending one. Null: not such a message.
   */
  private async guardedRuling(m: Inbound): Promise<Reply[] | null> {
    const me = m.from.id;
    const answer = confirmation(m.text);
    if (answer && this.rulings.has(me)) {
      const r = this.rulings.take(me);
      if (!r || answer === "no") return [dm(me, r ? `已取消：${r.what}。` : "没有等待确认的指令。")];
      if (r.control === "void") return this.desk.handle(m, { kind: "void", reason: r.reason });
      const cmd: JudgeCommand = { type: "judge", ruling: r.control, reason: r.reason };
      if (r.seat !== undefined) cmd.seat = r.seat;
      const done = await this.deps.service.handle(r.gameId, cmd, { messageId: m.id });
      return [dm(me, done.ok ? `已执行：${r.what}（理由：${r.reason}，已记录）。` : `没有执行：${done.text}`)];
    }
    const risky = riskyRuling(m.text);
    if (!risky) return null;
    const game = await this.games.runningJudgedBy(me);
    if (!game) return null;
    const example = risky.control === "void" ? "作废 三名玩家掉线无法继续" : `${risky.what} 多次场外交流`;
    if (!risky.reason) return [dm(me, `${risky.what}需要写明理由（会记录在对局记录里），例如：“${example}”。`)];
    this.rulings.set(me, { ...risky, gameId: game.id });
    return [dm(me, `确认${risky.what}？理由：${risky.reason}。回复“确认”执行，回复“取消”放弃（5分钟内有效）。`)];
  }

  /** The status board of `gameId` for `viewer` (issue 13 item 2), with each seat's display name. */
  private async board(gameId: string, viewer: Viewer): Promise<string> {
    const st = await this.deps.service.state(gameId);
    if (!st) return "找不到这局游戏的状态。";
    const names: Record<number, string> = {};
    for (const [seat, name] of Object.entries(await this.games.seatNames(gameId)))
      names[Number(seat)] = cleanName(name);
    return boardText(st, { viewer, names, nowMs: (this.deps.clock ?? Date.now)() });
  }

  /** Sends a player's act to the game; the service DMs the seat if the engine refuses it. */
  private async act(
    gameId: string,
    seat: number,
    m: Inbound,
    act: ActId | string,
    target: Target,
    value?: number,
  ): Promise<void> {
    const cmd =
      value === undefined
        ? { type: "act" as const, seat, act, target }
        : { type: "act" as const, seat, act, target, value };
    await this.deps.service.handle(gameId, cmd, { messageId: m.id });
  }

  /** Whether `key` of `scope` (a game id, or a match group's lobby) is new; it is kept from now on. */
  private first(scope: string, key: string): boolean {
    const keys = this.once.get(scope) ?? new Set<string>();
    if (keys.has(key)) return false;
    this.once.set(scope, keys);
    keys.add(key);
    return true;
  }
}

/** Longest display name kept, in characters. */
export const NAME_CHARS = 16;

/**
 * A display name safe to store and echo (issue 15 item 12): well-formed, only letters, digits,
 * marks, emoji, spaces and `_ - . ·` (no line break, no colon or quote that could make the bot
 * seem to say "法官：3号是狼"), at most {@link NAME_CHARS} characters; "玩家" if nothing is left.
 * The bot's messages also quote it as 「…」 ({@link quoted}).
 */
/**
 * A message's text as the bot reads and stores it: without NUL and other control characters
 * (line breaks and tabs kept), bidirectional overrides or lone surrogates — none of which a
 * player types, and none of which the database or a reply may carry (QA: a NUL in a reason
 * failed the command after the judge's ruling had been applied).
 */
export function cleanText(text: string): string {
  const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const invisible = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g;
  return text.replace(loneSurrogate, "").replace(invisible, "");
}

export function cleanName(name: string): string {
  const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
  const unsafe = /[^\p{L}\p{N}\p{M}\p{Extended_Pictographic} _\-.·]/gu;
  const clean = [
    ...name
      .slice(0, 200)
      .replace(loneSurrogate, "")
      .replace(/\s+/g, " ")
      .replace(unsafe, "")
      .replace(/ {2,}/g, " ")
      .trim(),
  ];
  return clean.length === 0 ? "玩家" : clean.slice(0, NAME_CHARS).join("").trim();
}

/** A display name as the bot's messages show it: 「name」 (the name itself holds no 「」). */
export const quoted = (name: string) => `「${name}」`;

/** A seated player's DM help: his game's ruleset and board (issue 10 item 5). */
function helpOf(st: GameState): string {
  const rules: Ruleset = rulesetOf(st.setup.ruleset);
  const board = boardById(st.setup.board);
  return board ? dmHelp(rules, board) : HELP.dm;
}

/** Whether the group was told that `seat` is out (a night death counts only once announced, R5). */
function knownDead(st: GameState, seat: number): boolean {
  const x = st.seats[seat - 1];
  return !x.alive && x.announced;
}

/** 000 §五3: from room open until the sheriff campaign starts (night 1). */
function beforeCampaign(st: GameState): boolean {
  return st.label === "N1";
}

const JUDGE_HELP =
  "状态 / 暂停 / 继续 / 延时30秒 / 跳过 / 更正5号 投3 / 警告3号 / 判3号自爆 理由 / 踢出3号 理由 / 作废 理由（这三条需再回复“确认”）（均为私聊）；赛后：违规 上一局 3号 晒身份 / 场外";

export type { Channel };

/**
 * Issue 26 item 10: a dead shooter's 开枪 outside his shot phase — told that his time is over
 * (his window closed: fired, declined or timed out) or that it has not come yet (his death is not
 * announced, the occasion still owes him the shot); null when the engine should rule (alive, a
 * death that allows no shot, his shot phase open).
 */
export function lateShot(st: GameState | null, seat: number): string | null {
  const x = st?.seats[seat - 1];
  if (!st || !x || x.alive || (st.phase.kind === "shot" && st.phase.seat === seat)) return null;
  if (roleSpec(x.role).shootsOnDeath?.(x, rulesetOf(st.setup.ruleset)) !== true) return null;
  if (st.occasion?.shots.includes(seat) || !x.announced) return "还没轮到你开枪：轮到时法官会私聊通知你。";
  return "开枪时间已过，这次开枪不算。";
}
