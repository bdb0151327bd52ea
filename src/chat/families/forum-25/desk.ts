/**
 * The forum-25 desk (seed 004, F1–F26): the router hands it every message of a forum game — the
 * thread (the match group), the wolves' group and the DMs of its seats and directors.
 *
 * - Thread (2L 游戏日, F2, F3, F25): every message of a living seated player while a day is
 *   open is a post and is counted (counts only); a vote post becomes one `vote` / `change_vote`
 *   (the engine's refusals go to the poster by DM: a sister's refused abstention must not tell the
 *   room she is one); a malformed vote post is answered in the thread (the post is public)
 *   and counts as no vote; an out player's post is reported to the directors (6L 6(1) 诈尸).
 * - Directors (004 2L 导演: every director has the same powers): `代投`, `蓝牌/黄牌/红牌`, `提速`, `延期`,
 *   `判负`, `替补`, in the thread or by DM; each is a judge command, an event in the log.
 * - DMs: night acts of every forum role, the badge, last words (F7), surrender (F23).
 * - Wolves' group: kill proposals and surrender; an out wolf may only answer a surrender (F24).
 */
import type { ForumDays } from "../../../app/forum-days.ts";
import type { GameService } from "../../../app/game-service.ts";
import { wolfGroup } from "../../../engine/families/forum-25/common.ts";
import type { ActValue, GameState, JudgeCommand, Target } from "../../../engine/types.ts";
import type { Db } from "../../../store/db.ts";
import { GameLookups, type GameWithSeats } from "../../../store/games.ts";
import { vocabulary, type WordKey } from "../../../vocab/index.ts";
import { type Arg, lines, render, type Msg as Said, say as words } from "../../../vocab/msg.ts";
import { cardText } from "../../../voice/families/forum-25/narrate.ts";
import { isCardText, targetArg, VOTE_LINES } from "../../../voice/families/forum-25/narrate-texts.ts";
import { directorBoard, statusText } from "../../../voice/families/forum-25/status.ts";
import { commandText } from "../../canonical.ts";
import { excerpt } from "../../grammar.ts";
import type { Inbound as Msg, Reply } from "../../inbound.ts";
import { cmd, type DirectorIntent, parseDirector, parseForumDm, parseVotePost } from "./grammar.ts";

/** A chat message as the router hands it over (`inbound.ts` `Inbound`), and a reply as it hands it on. */
export type { Inbound as Msg, Reply } from "../../inbound.ts";

/** The game row the desk needs. */
export type ForumGame = GameWithSeats;

/** A DM to `contact`. */
export const dm = (contact: string, text: Said): Reply => ({ to: { contact }, text });
/** A message in room `room`. */
export const say = (room: string, text: Said): Reply => ({ to: { room }, text });

/** The directors of a game: the opener and the added ones (004 2L 导演). */
export const directorsOf = (g: { judgeId: string; directors: string[] }) => [g.judgeId, ...g.directors];

/** A ruleset's part of a `替补` (see {@link ForumDesk.substitute}). */
export interface SubstituteKit {
  /** The seat's private rooms the substitute takes over. */
  rooms(st: GameState, seat: number): ("wolves" | "lovers" | "sisters")[];
  /** The seat's card as its deal told it. */
  card(st: GameState, seat: number): Said;
  /** What he inherits, in the seed's words. */
  rule: Said;
  /** Whether a DM the seat received is its card (told anew, not in the history); default: it reads `你是…`. */
  isCard?(m: Said): boolean;
}

/** forum-25's (004 7L 10): the wolves', lovers' and sisters' rooms, the forum card text. */
const FORUM_25_SUBSTITUTE: SubstituteKit = {
  rooms(st, seat) {
    const rooms: ("wolves" | "lovers" | "sisters")[] = [];
    if (wolfGroup(st).some((x) => x.seat === seat)) rooms.push("wolves");
    if (typeof st.seats[seat - 1]?.mem.lover === "number") rooms.push("lovers");
    if (st.seats[seat - 1]?.role === "sister") rooms.push("sisters");
    return rooms;
  },
  card: (st, seat) => cardText(st, seat),
  rule: words("f25_desk.sub_rule"),
  isCard: isCardText,
};

export class ForumDesk {
  private readonly once = new Once();
  /** Its look-ups of games, seats and players (statements in the store). */
  private readonly games: GameLookups;

  constructor(
    private readonly deps: {
      db: Db;
      service: GameService;
      forum: ForumDays;
      /** Whether the chat network knows a contact id (a `替补` by id); without it, only players on record. */
      contactKnown?: (id: string) => Promise<boolean>;
      /** Whether contact id `id` is the bot's own account (never a player; issue 25 item 8). */
      isBot?: (id: string) => boolean;
    },
  ) {
    this.games = new GameLookups(deps.db);
  }

  /**
   * A message in the thread (the match group) of a running forum game; `state` reads its state
   * (the router's per-message context reads it once; default: from the service).
   */
  async thread(
    m: Msg,
    game: ForumGame,
    state: () => Promise<GameState | null> = () => this.deps.service.state(game.id),
  ): Promise<Reply[]> {
    const group = game.matchGroupId;
    if (directorsOf(game).includes(m.from.id)) {
      const d = parseDirector(m.text, (m.mentions?.length ?? 0) > 0);
      return d ? this.director(m, game, d, "group") : [];
    }
    const seatRow = game.seats.find((x) => x.playerId === m.from.id);
    if (!seatRow) return [];
    const seat = seatRow.seat;
    const st = await state();
    if (!st || st.phase.kind === "ended") return [];
    const x = st.seats[seat - 1];
    if (!x.alive && x.announced) {
      // 6L 6(1): an out player may not post in the game's threads.
      return reportOut(this.once, game, seat, st.label, m.from.id, {
        directors: words("f25_desk.ghost_directors", { seat: { seat }, example: cmd(`黄牌 ${seat}号 诈尸`) }),
        him: words("f25_desk.ghost_him"),
      });
    }
    // Counted by message id: a message delivered again is one post (issue 25 item 8).
    if (st.phase.kind === "forum_day") await this.deps.forum.posts.count(game.id, seat, st.phase.n, m.id);
    const post = parseVotePost(m.text, st.seats.length);
    if (!post) return [];
    if (post.kind === "bad_ballot")
      return [say(group, words("f25_desk.bad_ballot", { seat: { seat }, text: { msg: post.text } }))];
    if (st.phase.kind !== "forum_day") return [dm(m.from.id, words("f25_desk.vote_closed"))];
    await this.deps.service.handle(
      game.id,
      { type: "act", seat, act: post.change ? "change_vote" : "vote", target: post.target },
      { messageId: m.id },
    );
    return [];
  }

  /** A director's DM: his command, or `状态` (the board with every card); null when it is neither. */
  async directorDm(m: Msg, game: ForumGame, state: () => Promise<GameState | null>): Promise<Reply[] | null> {
    const d = parseDirector(m.text, false);
    if (d) return this.director(m, game, d, "dm");
    if (commandText(m.text) !== "状态") return null;
    const st = await state();
    return [dm(m.from.id, st ? directorBoard(st) : words("f25_desk.no_state"))];
  }

  /** A director's command, in the thread or by DM; each is a judge command (an event). */
  async director(m: Msg, game: ForumGame, d: DirectorIntent, where: "group" | "dm"): Promise<Reply[]> {
    const me = m.from.id;
    const answer = (text: Said) => [where === "group" ? say(game.matchGroupId, text) : dm(me, text)];
    if (d.kind === "bad") return answer(d.text);
    if (d.kind === "add_director") return answer(words("f25_desk.no_new_director", { cmd: cmd("加导演 @x") }));
    if (d.kind === "substitute") return this.substitute(m, game, d.seat, d.who, where);
    return applyRuling(this.deps.service, m, game, d);
  }

  /**
   * `替补 S号 @x` (7L 10): the substitute takes the seat over — its cards and everything it was
   * told; the engine seat is unchanged. It is the judge command `substitute`, an event
   * (`seat_substituted`, announced to the thread) in the game's log, whose commit also moves the
   * seat's player and the one-room claims (issue 24 goal 2). He gets his card and every DM the seat received, and
   * takes the seat's place in its private rooms (wolves', lovers', sisters'), from which the former
   * player is removed; the former player is no longer heard. `kit`: the ruleset's private rooms of
   * a seat, its card text and rule words (default forum-25's; forum-hk's desk passes its own).
   */
  async substitute(
    m: Msg,
    game: ForumGame,
    seat: number,
    who: { mention: true } | { id: string },
    where: "group" | "dm",
    kit: SubstituteKit = FORUM_25_SUBSTITUTE,
  ): Promise<Reply[]> {
    const me = m.from.id;
    const next = "id" in who ? { id: who.id, name: who.id } : m.mentions?.[0];
    if (!next) return [dm(me, words("f25_desk.sub_mention", { example: cmd("替补 3号 @小明") }))];
    const row = game.seats.find((x) => x.seat === seat);
    if (!row) return [dm(me, words("f25_desk.no_such_seat", { seat: { seat } }))];
    if (game.seats.some((x) => x.playerId === next.id)) return [dm(me, words("f25_desk.sub_seated"))];
    if (directorsOf(game).includes(next.id)) return [dm(me, words("f25_desk.sub_director"))];
    if (this.deps.isBot?.(next.id)) return [dm(me, words("f25_desk.sub_bot"))];
    // Issue 25 item 8: a contact id nobody knows, or a contact already in another game, is refused.
    const named = excerpt(next.name, 16);
    if ("id" in who && !(await this.known(who.id)))
      return [dm(me, words("f25_desk.sub_unknown", { name: named, cmd: cmd("我的微信号") }))];
    if (await this.games.seatedInOtherRunningGame(next.id, game.id))
      return [dm(me, words("f25_desk.sub_busy", { name: named }))];
    const st = await this.deps.service.state(game.id);
    if (!st) return [];
    const before = row.playerId;
    // One player, one room or running game, also against a sign-up at the same moment (item 9):
    // the claim is taken in the command's own transaction, which it refuses as `seat.taken`.
    const r = await this.deps.service.handle(
      game.id,
      { type: "judge", ruling: "substitute", seat, playerId: next.id, name: next.name, from: before },
      { messageId: `${m.id}-director` },
    );
    if (!r.ok && r.reject.code === "seat.taken") return [dm(me, words("f25_desk.sub_taken", { name: named }))];
    if (!r.ok) return [dm(me, words("f25_desk.sub_refused", { why: { msg: r.msg } }))];
    if (r.duplicate) return [];
    const isCard = kit.isCard ?? ((m: Said) => render(m).startsWith("你是"));
    const history = (await this.games.seatDms(game.id, seat)).filter((m) => render(m) !== "" && !isCard(m));
    // The predecessor leaves every private room of the seat, the substitute joins it (7L 10).
    const rooms = kit.rooms(st, seat);
    await this.deps.service.notify(game.id, `sub-${seat}-${next.id}`, [
      {
        audience: "seat",
        seat,
        text: lines([
          words("f25_desk.sub_you", { seat: { seat }, rule: { msg: kit.rule } }),
          kit.card(st, seat),
          history.length > 0 && words("f25_desk.sub_history", { seat: { seat } }),
          ...history.map((h) => words("f25_desk.sub_item", { text: { msg: h } })),
        ]),
      },
      ...rooms.flatMap((audience) => [
        ...(before ? [{ audience, seat, contactId: before, text: "", op: "room_remove" as const }] : []),
        { audience, seat, text: "", op: "room_add" as const },
      ]),
    ]);
    // The thread hears it from the event's narration (the outbox).
    return where === "group" ? [] : [dm(me, words("f25_desk.sub_done", { seat: { seat } }))];
  }

  /** Whether contact id `id` is someone: a player on record, or a contact the chat network knows. */
  private async known(id: string): Promise<boolean> {
    if (await this.games.playerExists(id)) return true;
    return (await this.deps.contactKnown?.(id)) === true;
  }

  /** A seat's DM in a running forum game. */
  async direct(m: Msg, gameId: string, seat: number, st: GameState): Promise<Reply[]> {
    const me = m.from.id;
    if (parseVotePost(m.text, st.seats.length)) return [dm(me, words("f25_desk.vote_in_thread", VOTE_LINES))];
    const t = commandText(m.text);
    if (t === "状态" || t === "帮助") return [dm(me, t === "状态" ? statusText(st) : cardText(st, seat))];
    const intent = parseForumDm(m.text);
    if (!intent) return [dm(me, lines([words("f25_desk.not_understood"), cardText(st, seat)]))];
    switch (intent.kind) {
      case "bad":
        return [dm(me, intent.text)];
      case "last_words": {
        return [dm(me, await lastWordsReply(this.deps.forum, gameId, st, seat, intent.text))];
      }
      case "decline": {
        const act = declineAct(st, seat);
        if (!act) return [dm(me, words("f25_desk.nothing_owed"))];
        await this.act(gameId, seat, m, act, null);
        return [];
      }
      case "act":
        await this.act(gameId, seat, m, intent.act, intent.target, intent.value);
        return [];
    }
  }

  /** A message in the wolves' group (F11, F23, F24). */
  async wolves(m: Msg, gameId: string, seat: number, st: GameState): Promise<Reply[]> {
    if (!wolfGroup(st).some((x) => x.seat === seat)) return [];
    const intent = parseForumDm(m.text);
    if (intent?.kind !== "act") return intent?.kind === "bad" ? [dm(m.from.id, intent.text)] : [];
    if (!st.seats[seat - 1].alive && intent.act !== "surrender")
      return [dm(m.from.id, words("f25_desk.out_wolf", { yes: cmd("同意"), no: cmd("拒绝") }))];
    if (intent.act !== "kill" && intent.act !== "surrender")
      return [dm(m.from.id, words("f25_desk.wolves_only", { kill: cmd("刀 12 / 空刀 / 二刀 12") }))];
    await this.act(gameId, seat, m, intent.act, intent.target, intent.value);
    return [];
  }

  private act(gameId: string, seat: number, m: Msg, act: string, target: Target, value?: number): Promise<void> {
    return sendAct(this.deps.service, gameId, seat, m, act, target, value);
  }
}

/** A seat's act as the engine command of message `m`; a refusal reaches the seat by DM (the outbox). */
export async function sendAct(
  service: GameService,
  gameId: string,
  seat: number,
  m: Msg,
  act: string,
  target: Target,
  value?: ActValue,
): Promise<void> {
  await service.handle(
    gameId,
    { type: "act", seat, act, target, ...(value !== undefined ? { value } : {}) },
    { messageId: m.id },
  );
}

/**
 * An out player's post in the thread (004 6L 6(1); 002 出局): reported to every director and
 * answered to him by DM, once per seat and stage; nothing the second time.
 */
export function reportOut(
  once: Once,
  game: ForumGame,
  seat: number,
  label: string,
  from: string,
  words: { directors: Said; him: Said },
): Reply[] {
  if (!once.first(`ghost:${game.id}:${seat}:${label}`)) return [];
  return [...directorsOf(game).map((d) => dm(d, words.directors)), dm(from, words.him)];
}

/**
 * `遗言 …` by DM (F7; forum-hk's HK67): stored until the next opening (forum-hk: a 正午 out's posted
 * at once), and the answer to the seat.
 */
export async function lastWordsReply(
  forum: ForumDays,
  gameId: string,
  st: GameState,
  seat: number,
  text: string,
): Promise<Said> {
  const now = forum.postsAtOnce(st, seat);
  const why = await forum.writeLastWords(gameId, st, seat, text);
  if (why) return why;
  return now ? words("f25_desk.words_posted") : words("f25_desk.words_kept", { cmd: cmd("遗言 ……") });
}

/** Keys of things said once per process (an out player's post reported once a stage). */
export class Once {
  private readonly keys = new Set<string>();

  /** Whether `key` is new; it is kept from now on. */
  first(key: string): boolean {
    if (this.keys.has(key)) return false;
    if (this.keys.size > 20_000) this.keys.clear();
    this.keys.add(key);
    return true;
  }
}

/** A director's ruling as a judge command: forum-25's, or forum-hk's (whose `判负` names any camp, HK51). */
export type RulingIntent =
  | Extract<DirectorIntent, { kind: "proxy_vote" | "card" | "speed_up" | "delay" }>
  | { kind: "camp_loses"; camp: string; reason?: string }
  /** forum-hk's `延期` (HK15): the close moves to 21:00 of the next date; no time to name. */
  | { kind: "delay_day" };

/**
 * A director's ruling (004 2L 导演; 002 判罚制度, HK137): the judge command — an event in the log —
 * and its answer to the director by DM (done, or why not in the engine's words); a seat outside the
 * table is answered at once.
 */
export async function applyRuling(service: GameService, m: Msg, game: ForumGame, d: RulingIntent): Promise<Reply[]> {
  const me = m.from.id;
  const seats = game.seats.length;
  if ("seat" in d && (d.seat < 1 || d.seat > seats)) return [dm(me, words("f25_desk.seat_range", { n: seats }))];
  let cmd: JudgeCommand;
  let what: Said;
  switch (d.kind) {
    case "proxy_vote":
      cmd = { type: "judge", ruling: "proxy_vote", seat: d.seat, target: d.target };
      what = words("f25_desk.what_proxy", { seat: { seat: d.seat }, target: targetArg(d.target) });
      break;
    case "card":
      cmd = { type: "judge", ruling: "card", seat: d.seat, value: d.colour, reason: d.reason };
      what = words("f25_desk.what_card", {
        seat: { seat: d.seat },
        colour: { word: `colour.${d.colour}` },
        reason: d.reason,
      });
      break;
    case "speed_up":
      cmd = { type: "judge", ruling: "speed_up", value: d.value };
      what = words("f25_desk.what_speed", { time: d.value });
      break;
    case "delay":
      cmd = { type: "judge", ruling: "delay", value: d.value };
      what = words("f25_desk.what_delay", { time: d.value });
      break;
    case "delay_day":
      cmd = { type: "judge", ruling: "delay" };
      what = words("f25_desk.what_delay_day");
      break;
    case "camp_loses":
      cmd = { type: "judge", ruling: "camp_loses", value: d.camp, ...(d.reason ? { reason: d.reason } : {}) };
      what = words("f25_desk.what_lose", { camp: campArg(d.camp) });
      break;
  }
  const r = await service.handle(game.id, cmd, { messageId: `${m.id}-director` });
  if (!r.ok) return [dm(me, words("f25_desk.not_done", { what: { msg: what }, why: { msg: r.msg } }))];
  return [dm(me, words("f25_desk.done", { what: { msg: what } }))];
}

/** A camp's name as an argument (`wolves`: 狼人阵营); an id the vocabulary has no word for, as given. */
function campArg(camp: string): Arg {
  return Object.hasOwn(vocabulary("zh-Hans").camp, camp) ? { word: `camp.${camp}` as WordKey } : camp;
}

/** `不用` (F11, F16, F17): the witch passes, the hunter drops his standing shot, the guard guards nobody. */
function declineAct(st: GameState, seat: number): string | null {
  const role = st.seats[seat - 1].role;
  if (role === "witch") return "pass";
  if (role === "hunter" || st.forum?.shot?.seat === seat) return "shoot";
  if (role === "guard") return "guard";
  if (role === "charge_wolf_king") return "charge";
  return null;
}
