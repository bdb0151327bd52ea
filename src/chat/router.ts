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
import { matchSheetText } from "../app/match.ts";
import { NIGHT_ACTS } from "../engine/engine.ts";
import { inWolfRoom } from "../engine/roles/index.ts";
import { rulesetOf } from "../engine/rulesets/index.ts";
import type { ActId, GameState, Target } from "../engine/types.ts";
import { prismaSql, type Sql } from "../store/commands.ts";
import { GameLookups } from "../store/games.ts";
import { placeOfContact, placeOfRoom, type RoomPlace } from "../store/whereabouts.ts";
import { cleanName, cleanText } from "./clean.ts";
import { DisciplineDesk, STAFF_HELP } from "./discipline.ts";
import { directorBoard, ForumDesk } from "./forum.ts";
import { parseDirector } from "./forum-grammar.ts";
import {
  type Channel,
  HELP,
  MAX_COMMAND_CHARS,
  parse,
  parseSeasonCommand,
  parseSeat,
  TOO_LONG_TEXT,
} from "./grammar.ts";
import { DatabaseDown, dm, type Inbound, type Reply, type RouterDeps } from "./inbound.ts";
import { JUDGE_HELP, JudgeControls } from "./judge-controls.ts";
import { Lobby } from "./lobby.ts";
import { parsePlayer } from "./phrasing.ts";
import { SeatDms, sendAct } from "./seat-dms.ts";
import { statusQuery } from "./status.ts";
import { tapTranscript } from "./transcript.ts";

/**
 * Acts that must be sent by DM — every night act, votes, sign-ups, shots (000 §八(二)10) and the
 * day skills (000 §八(三)4: the knight's duel, the bard's shift) — never counted from the group (R24).
 */
const PRIVATE_ACTS = new Set<string>([...NIGHT_ACTS, "vote", "run", "shoot", "duel", "shift"]);
/** Acts that are public by nature and accepted in the group. The hunter may not shoot in public (000 §八(二)10). */
const GROUP_ACTS = new Set<string>(["self_destruct", "end_speech", "withdraw", "order", "badge", "recommend"]);

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
  /** The judge's DM controls and the inspector's board. */
  private readonly judge: JudgeControls;
  /** A seated player's DMs. */
  private readonly seatDms: SeatDms;
  /** The match group before its game. */
  private readonly lobby: Lobby;

  /** Answers the `控制台` DM with a one-time login link (issue 14 item 3); set by the web layer. */
  private consoleLink: ((contactId: string, name: string) => Promise<string>) | null = null;

  /** forum-25 games (seed 004): the thread, the wolves' group, the DMs and the directors. */
  private readonly forumDesk: ForumDesk | null;

  /** Where a message leads (see Deps.sql). */
  private readonly sql: Sql;

  constructor(private readonly deps: RouterDeps) {
    this.sql = deps.sql ?? prismaSql(deps.db);
    this.games = new GameLookups(deps.db);
    this.desk = new DisciplineDesk({ ...deps, games: this.games });
    this.lobby = new Lobby(
      deps,
      this.desk,
      (scope, key) => this.first(scope, key),
      (scope) => this.once.delete(scope),
    );
    this.judge = new JudgeControls(deps, this.desk, this.games);
    this.forumDesk = deps.forum
      ? new ForumDesk({
          db: deps.db,
          service: deps.service,
          forum: deps.forum,
          contactKnown: deps.contactKnown,
          isBot: deps.isBot,
        })
      : null;
    this.seatDms = new SeatDms(deps, this.games, this.judge, this.lobby, this.forumDesk);
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
    return this.lobby.handle(m, roomId);
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
    const act = (a: ActId, target: Target = null) => sendAct(this.deps, gameId, seat, m, a, target);
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
    if (intent?.kind === "match_sheet") return [...out, dm(m.from.id, await this.lobby.matchSheet(place.matchGroupId))];
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
      await sendAct(this.deps, gameId, seat, m, "kill", intent.target ?? null);
      return [];
    }
    if (intent?.kind === "act")
      return [dm(m.from.id, "狼人群里只收刀口（杀X号 / X号确定 / 空刀），其他技能请私聊法官。")];
    if (intent?.kind === "bad") return [dm(m.from.id, intent.text)];
    return [];
  }

  // ── private chat ─────────────────────────────────────────────────────────────────────

  private async direct(m: Inbound): Promise<Reply[]> {
    const me = m.from.id;
    // Every command is short; a long message is answered before any parse (issue 15 item 2).
    if (m.text.trim().length > MAX_COMMAND_CHARS) return [dm(me, TOO_LONG_TEXT)];
    if (m.text.trim() === "控制台")
      return [dm(me, this.consoleLink ? await this.consoleLink(me, m.from.name) : "这台服务器没有开启网页控制台。")];
    const guarded = await this.judge.guarded(m);
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
    if (judging && (intent?.kind === "judge" || m.text.trim() === "状态"))
      return this.judge.control(m, judging, intent);
    if (judging && intent?.kind === "bad") return [dm(me, intent.text)];
    // Issue 13 item 2: the inspector's read-only board of the game he checked in to.
    const query = statusQuery(m.text);
    if (query === "board" && !judging) {
      const inspecting = await this.games.runningInspectedBy(me);
      if (inspecting) return [dm(me, await this.judge.board(inspecting.id, "inspector"))];
    }
    const seatRow = place.seat;
    if (intent?.kind === "match_sheet") {
      const match = await this.deps.matches.ofPlayer(me);
      return [
        dm(me, match ? matchSheetText(match) : "你还没有打完过比赛的对局。比赛由法官在群里“开赛 桌游 12人”开始。"),
      ];
    }
    if (!seatRow) {
      if (intent?.kind === "stats" || intent?.kind === "leaderboard") return this.lobby.season(m, intent.kind);
      if (intent?.kind === "help") return [dm(me, `${HELP.dm}\n法官指令：${JUDGE_HELP}\n${STAFF_HELP}`)];
      if (judging) return [dm(me, `法官指令：${JUDGE_HELP}`)];
      if (intent?.kind === "judge" || m.text.trim() === "状态")
        return [dm(me, "你现在没有正在进行的对局：法官指令只对你开的、进行中的对局有效。")];
      if (intent?.kind === "bad") return [dm(me, intent.text)];
      return [dm(me, "你现在不在进行中的对局里。请在比赛群里“报名”入座，开局后再私聊我发动技能、上警和投票。")];
    }
    return this.seatDms.handle(m, seatRow, intent, query);
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

/** Whether the group was told that `seat` is out (a night death counts only once announced, R5). */
function knownDead(st: GameState, seat: number): boolean {
  const x = st.seats[seat - 1];
  return !x.alive && x.announced;
}

/** 000 §五3: from room open until the sheriff campaign starts (night 1). */
function beforeCampaign(st: GameState): boolean {
  return st.label === "N1";
}

export type { Inbound, Reply, RouterDeps } from "./inbound.ts";
export { DatabaseDown } from "./inbound.ts";
export type { Channel };
