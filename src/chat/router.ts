/**
 * The chat router: one inbound chat message (match group, wolves' room or DM) becomes a room
 * action, a GameService command, a ruling, or a reply. It knows no Wechaty: the adapter
 * (`wechaty.ts`) turns Wechaty messages into {@link Inbound} and hands the {@link Reply}s on.
 *
 * A small dispatcher (issue 24 goal 3): one whereabouts look-up per message (src/store/
 * whereabouts.ts) builds its {@link MessageContext} — place, game and version, seat, the state
 * read at most once, `reply` / `dm` / `act` — and the handler of its job takes it: the lobby
 * (`lobby.ts`), table policing (`table-policing.ts`), the wolves' room (`wolves-room.ts`), DMs
 * (`dms.ts`: judge controls, seat DMs, season and discipline); a running game's handler is
 * picked by its chat family (`families/`: a calendar game's desk, `desks.ts`, or the timed
 * table's). A running
 * timed game's rooms, once looked up, are kept: a later message there is handled without a
 * look-up, its command's write proving the place and filing the message (`guess`, issue 24 goal 4);
 * so is a seated player's DM place, for his acts by DM (`guessDm`).
 *
 * Identity is the contact id: only the contact bound to a seat acts for it (000 §八(三)5 asks
 * players to show their seat number as their group name; a mismatch only earns a reminder).
 * Replies that could reveal something (a refused night act, a vote typed in the group, R24) go
 * privately; the engine's own refusals of acts are already DMed by the GameService outbox.
 * Debounce memory (rulings and flags given once) is per process: after a restart a repeat may be
 * counted once more.
 */
import { LRUCache } from "lru-cache";
import { PlaceUnverified } from "../app/game-service.ts";
import { calendarRulesetIds } from "../engine/rulesets/flow.ts";
import { prismaSql, type Sql } from "../store/commands.ts";
import { GameLookups } from "../store/games.ts";
import {
  type ContactPlace,
  hearContact,
  hearRoom,
  placeOfContact,
  placeOfRoom,
  type RoomPlace,
} from "../store/whereabouts.ts";
import { type Msg, say } from "../vocab/msg.ts";
import { cleanName, cleanText } from "./clean.ts";
import { type GameRef, MessageContext } from "./context.ts";
import { CalendarDesks } from "./desks.ts";
import { DisciplineDesk } from "./discipline.ts";
import { beforeLookUp, type DmHandlers, direct } from "./dms.ts";
import { ForumDesk } from "./families/forum-25/desk.ts";
import { HkDesk } from "./families/forum-hk/desk.ts";
import { chatFamilyOf } from "./families/index.ts";
import { TablePolicing } from "./families/timed/table-policing.ts";
import { WolvesRoom } from "./families/timed/wolves-room.ts";
import type { Channel } from "./grammar.ts";
import { DatabaseDown, dm, type Inbound, type Reply, type RouterDeps } from "./inbound.ts";
import { JudgeControls } from "./judge-controls.ts";
import { LanguageDesk, parseLanguage } from "./language.ts";
import { Lobby } from "./lobby.ts";
import { parsePlayer } from "./phrasing.ts";
import { SeasonQueries } from "./season-queries.ts";
import { SeatDms } from "./seat-dms.ts";
import { type Tap, tapTranscript } from "./transcript.ts";

/**
 * Games (and lobbies) whose debounce keys are kept at most: a game's are dropped when it ends
 * here, a lobby's when its game starts; this bound (least recently used first) only catches
 * the games that ended in another process.
 */
const ONCE_SCOPES = 100_000;
/** Rooms whose place the router keeps (see {@link ChatRouter.guess}); least recently used go first. */
const ROOM_PLACES = 50_000;
/** When an ended game's keys are dropped a second time (see {@link ChatRouter.forgetGame}), wall ms. */
const FORGET_AGAIN_MS = 10_000;

/** The game of a room or seat look-up, as the context holds it. */
const gameRef = (g: { gameId: string; version: number; ruleset: string }): GameRef => ({
  id: g.gameId,
  version: g.version,
  ruleset: g.ruleset,
});

export class ChatRouter {
  /** Debounce keys of rulings and flags already given, by game id or match group. */
  private readonly once = new LRUCache<string, Set<string>>({ max: ONCE_SCOPES });
  /** The match group before its game. */
  /** `语言 …` in any room or DM (issue 23). */
  private readonly language: LanguageDesk;
  private readonly lobby: Lobby;
  /** A timed game's match group while it runs. */
  private readonly table: TablePolicing;
  /** A timed game's wolves' room. */
  private readonly wolves: WolvesRoom;
  /** The handlers of private chat. */
  private readonly dms: DmHandlers;
  /** Answers the `控制台` DM with a one-time login link (issue 14 item 3); set by the web layer. */
  private consoleLink: ((contactId: string, name: string) => Promise<Msg>) | null = null;
  /** Calendar games (forum-25, seed 004; forum-hk, seed 002): the thread, the wolves' group, the DMs and the directors. */
  private readonly desks: CalendarDesks | null;
  /** Look-ups of games, seats and players (statements in the store). */
  private readonly games: GameLookups;
  /** Where a message leads (see Deps.sql). */
  private readonly sql: Sql;
  /** The ids of the rulesets played on the calendar (`engine/rulesets/flow.ts`): whose directors a DM's look-up finds. */
  private readonly calendar = calendarRulesetIds();
  /** Game state reads of the last message handled (see {@link MessageContext.reads}): at most one. */
  lastReads = 0;
  /**
   * A running timed game's match group and wolves' room as looked up, with the seats of the
   * senders seen there (see {@link guess}). A timed game's room, judge and seats never change
   * while it runs (only forum-25 substitutes a seat), so what was found stays true until the game
   * ends — which the command's version guard proves or refutes.
   */
  private readonly places = new LRUCache<string, { place: RoomPlace; seats: Map<string, number> }>({
    max: ROOM_PLACES,
  });
  /** Room messages handled on a guessed place, and those of them handled again after a look-up (bench counters). */
  readonly guesses = { kept: 0, dropped: 0 };
  /**
   * A seated player's DM place as looked up (see {@link guessDm}), by contact: his seat in a running
   * timed game, kept only when he judged and directed no running game then. His seat there never
   * changes while it runs, and what his acts by DM do depends on that seat alone.
   */
  private readonly dmPlaces = new LRUCache<string, NonNullable<ContactPlace["seat"]>>({ max: ROOM_PLACES });
  /** DMs handled on a guessed place, and those of them handled again after a look-up (bench counters). */
  readonly dmGuesses = { kept: 0, dropped: 0 };

  constructor(private readonly deps: RouterDeps) {
    this.sql = deps.sql ?? prismaSql(deps.db);
    this.games = new GameLookups(deps.db);
    const desk = new DisciplineDesk({ ...deps, games: this.games });
    const first = (scope: string, key: string, ctx?: MessageContext) => this.first(scope, key, ctx);
    const season = new SeasonQueries(deps);
    this.lobby = new Lobby(deps, desk, season, first, (scope) => this.once.delete(scope));
    this.table = new TablePolicing(first, (groupId) => season.matchSheet(groupId));
    this.wolves = new WolvesRoom(first);
    const judge = new JudgeControls(deps, desk, this.games);
    const forumDesk = deps.forum
      ? new ForumDesk({
          db: deps.db,
          service: deps.service,
          forum: deps.forum,
          contactKnown: deps.contactKnown,
          isBot: deps.isBot,
        })
      : null;
    this.desks =
      deps.forum && forumDesk
        ? new CalendarDesks(
            forumDesk,
            // 替补 is one path for both calendar rulesets (ForumDesk.substitute, with forum-hk's kit).
            new HkDesk({
              service: deps.service,
              forum: deps.forum,
              substitute: forumDesk.substitute.bind(forumDesk),
              directors: (gameId) => this.games.directorsOf(gameId),
            }),
            this.games,
          )
        : null;
    this.language = new LanguageDesk(deps);
    this.dms = {
      deps,
      desk,
      judge,
      games: this.games,
      seatDms: new SeatDms(deps, this.games, judge, season),
      season,
      desks: this.desks,
      consoleLink: () => this.consoleLink,
    };
  }

  /** Forgets what the router keeps of `gameId`, which ended (issue 12 goal 5: an ended game leaves nothing). */
  forgetGame(gameId: string): void {
    this.once.delete(gameId);
    for (const [room, e] of [...this.places.entries()]) if (e.place.gameId === gameId) this.places.delete(room);
    for (const [contact, seat] of [...this.dmPlaces.entries()])
      if (seat.gameId === gameId) this.dmPlaces.delete(contact);
    // A message whose state was read just before the end may still add a key: forget once more later.
    setTimeout(() => this.once.delete(gameId), FORGET_AGAIN_MS).unref();
  }

  /** Games and lobbies the router keeps debounce keys of (0 once every game ended and none is open). */
  get gamesKept(): number {
    return this.once.size;
  }

  /** Lets `控制台` by DM answer with `link(contactId, name)` (the web console's login link). */
  useConsole(link: (contactId: string, name: string) => Promise<Msg>): void {
    this.consoleLink = link;
  }

  /**
   * Handles one inbound message; throws only {@link DatabaseDown} (when `databaseDown` says so):
   * any other error becomes a short apology, logged.
   */
  async handle(raw: Inbound): Promise<Reply[]> {
    const m = { ...raw, text: cleanText(raw.text), from: { id: raw.from.id, name: cleanName(raw.from.name) } };
    const tap = tapTranscript(this.sql, m, (this.deps.clock ?? Date.now)()); // issue 26 item 5
    // A message is filed by its look-up (one statement, issue 24 goal 4): a room's, or a DM's
    // sender's, made before his game-less commands (which never use it) so that it precedes them.
    const ctx = new MessageContext(m, m.room ? "group" : "dm", null, null, this.deps.service);
    try {
      const asked = parseLanguage(m.text); // `语言 …`: the chat's language (issue 23), in any room or DM
      if (asked) return await this.language.handle(m, asked, m.room?.id ?? null);
      const out = m.room ? await this.roomMessage(ctx, m.room.id, tap) : await this.dmMessage(ctx, tap);
      await tap.replies(out);
      return out;
    } catch (err) {
      if (await this.deps.databaseDown?.().catch(() => false)) throw new DatabaseDown(err);
      this.deps.log.error({ err, msg: m.id }, "chat message failed");
      return [dm(m.from.id, say("router.failed"))];
    } finally {
      this.lastReads = ctx.reads;
    }
  }

  /** A room message: the wolves' room, a private room, a match group with its game, or the lobby. */
  private async roomMessage(ctx: MessageContext, roomId: string, tap: Tap): Promise<Reply[]> {
    const { m } = ctx;
    const guessed = this.guess(roomId, m.from.id);
    if (guessed) {
      const out = await this.onGuess(ctx, guessed, tap);
      if (out) return out;
    }
    let place = await this.placeOf(roomId, m, tap);
    // No running game found: this also closes the group's rooms whose game ended; a game that
    // started in between is looked up again.
    if (!place && (await this.deps.rooms.runningGame(roomId))) {
      const again = await this.placeOf(roomId, m, tap);
      if (again?.kind === "group") place = again;
    }
    if (!place) {
      ctx.place = "lobby";
      return this.lobby.handle(ctx);
    }
    ctx.locate(gameRef(place), place.seat);
    // forum-25's lovers' and sisters' rooms are their members' own: the bot reads nothing there.
    if (place.kind === "lovers" || place.kind === "sisters") return [];
    if (place.kind === "wolves") return this.wolfRoom(ctx, place);
    // The match group while its game runs, by the game's family.
    const desk = ctx.game && this.desks?.deskFor(ctx.game);
    if (desk) return desk.thread(m, await this.games.gameWithSeats(place.gameId), () => ctx.state());
    return this.table.handle(ctx, place);
  }

  /**
   * The room's place, the message filed in its game's transcript by the same statement; should
   * the filing fail, the plain look-up (a failure to file never stops the message).
   */
  private async placeOf(roomId: string, m: Inbound, tap: Tap): Promise<RoomPlace | null> {
    const at = { id: m.id, fromId: m.from.id, name: m.from.name, text: m.text, atMs: tap.atMs };
    try {
      const { place, heard } = await hearRoom(this.sql, roomId, at);
      tap.found(heard);
      if (place) this.keep(roomId, m.from.id, place);
      return place;
    } catch {
      return placeOfRoom(this.sql, roomId, m.from.id);
    }
  }

  /** Keeps a running timed game's group or wolves' room and `contactId`'s seat there (see {@link places}). */
  private keep(roomId: string, contactId: string, place: RoomPlace): void {
    if (place.status !== "running" || place.seat === null || contactId === place.judgeId) return;
    if ((place.kind !== "group" && place.kind !== "wolves") || chatFamilyOf(place).desk) return;
    const e = this.places.get(roomId);
    if (e && e.place.gameId === place.gameId) e.seats.set(contactId, place.seat);
    else this.places.set(roomId, { place, seats: new Map([[contactId, place.seat]]) });
  }

  /**
   * The place of a message in a kept room (issue 24 goal 4: no look-up), when its sender's seat is
   * known there and this process keeps the game's state, running: at the kept state's version.
   * Null: look it up.
   */
  private guess(roomId: string, contactId: string): RoomPlace | null {
    const e = this.places.get(roomId);
    const seat = e?.seats.get(contactId);
    if (!e || seat === undefined) return null;
    const kept = this.deps.service.kept(e.place.gameId);
    if (!kept || kept.state.phase.kind === "ended") return null;
    return { ...e.place, seat, status: "running", version: kept.version };
  }

  /**
   * Handles a room message on a guessed place. Kept only when the message's command was written
   * on the kept state (its statement also filed the message: one statement for a command message
   * where there were two); otherwise — no command, or the guard refused it — nothing of it stays
   * (its debounce keys are given back) and null says: look it up and handle it again.
   */
  private async onGuess(ctx: MessageContext, place: RoomPlace, tap: Tap): Promise<Reply[] | null> {
    const { m } = ctx;
    const room = place.kind === "wolves" ? "wolves" : "group";
    ctx.locate(gameRef(place), place.seat);
    ctx.unverified = { messageId: m.id, room, seat: place.seat, name: m.from.name, text: m.text, atMs: tap.atMs };
    const out = await (room === "wolves" ? this.wolfRoom(ctx, place) : this.table.handle(ctx, place)).catch((err) => {
      if (err instanceof PlaceUnverified) return null;
      throw err;
    });
    if (out && ctx.unverified === null) {
      this.guesses.kept++;
      tap.found({ gameId: place.gameId, room, seat: place.seat, version: place.version });
      return out;
    }
    this.guesses.dropped++;
    for (const [scope, key] of ctx.taken) this.once.get(scope)?.delete(key);
    ctx.reset();
    ctx.place = "group";
    return null;
  }

  /** The wolves' room, by the game's family. */
  private async wolfRoom(ctx: MessageContext, place: RoomPlace): Promise<Reply[]> {
    ctx.place = "wolves";
    if (place.status !== "running") return [];
    const desk = ctx.game && this.desks?.deskFor(ctx.game);
    if (desk) {
      const st = ctx.seat === null ? null : await ctx.state();
      return ctx.seat !== null && st ? desk.wolves(ctx.m, place.gameId, ctx.seat, st) : [];
    }
    return this.wolves.handle(ctx);
  }

  /**
   * A DM: on its sender's kept seat when {@link guessDm} gives one (no look-up: his act's write
   * files it), else filed and looked up by one statement before its game-less commands.
   */
  private async dmMessage(ctx: MessageContext, tap: Tap): Promise<Reply[]> {
    const guessed = this.guessDm(ctx.m);
    if (!guessed) return this.direct(ctx, await this.hearDm(ctx.m, tap));
    const early = await beforeLookUp(this.dms, ctx);
    if (early) {
      await this.hearDm(ctx.m, tap); // filed before its replies, as a looked-up DM is
      return early;
    }
    const out = await this.onDmGuess(ctx, guessed, tap);
    if (out) return out;
    const found = await this.hearDm(ctx.m, tap);
    const place = found ?? (await placeOfContact(this.sql, ctx.me, this.calendar));
    ctx.locate(place.seat ? gameRef(place.seat) : null, place.seat?.seat ?? null);
    return direct(this.dms, ctx, place);
  }

  /**
   * The DM place of `m`'s sender without a look-up (issue 24 goal 4), for an act typed by DM only:
   * his kept seat (see {@link dmPlaces}) at the version of the state this process keeps, running.
   * Null: look it up. Whatever he became since (the judge of another game, a director) changes
   * nothing for an act of his seat; the act's guarded write proves the seat's game unmoved.
   */
  private guessDm(m: Inbound): ContactPlace | null {
    const seat = this.dmPlaces.get(m.from.id);
    if (!seat || parsePlayer(m.text, "dm")?.kind !== "act") return null;
    const kept = this.deps.service.kept(seat.gameId);
    if (!kept || kept.state.phase.kind === "ended") return null;
    return { judging: null, directs: false, seat: { ...seat, version: kept.version } };
  }

  /**
   * Handles a DM on a guessed place, as {@link onGuess} a room message: kept only when its command
   * was written on the kept state (filing the DM); otherwise nothing of it stays and null says:
   * look it up and handle it again.
   */
  private async onDmGuess(ctx: MessageContext, place: ContactPlace, tap: Tap): Promise<Reply[] | null> {
    const { m } = ctx;
    const seat = place.seat;
    if (!seat) return null;
    ctx.locate(gameRef(seat), seat.seat);
    ctx.unverified = { messageId: m.id, room: "dm", seat: seat.seat, name: m.from.name, text: m.text, atMs: tap.atMs };
    const out = await direct(this.dms, ctx, place).catch((err) => {
      if (err instanceof PlaceUnverified) return null;
      throw err;
    });
    if (out && ctx.unverified === null) {
      this.dmGuesses.kept++;
      tap.found({ gameId: seat.gameId, room: "dm", seat: seat.seat, version: seat.version });
      return out;
    }
    this.dmGuesses.dropped++;
    for (const [scope, key] of ctx.taken) this.once.get(scope)?.delete(key);
    ctx.reset();
    ctx.place = "dm";
    return null;
  }

  /** The DM's sender's place, the DM filed by the same statement; null when that failed (looked up again later). */
  private async hearDm(m: Inbound, tap: Tap): Promise<ContactPlace | null> {
    const at = { id: m.id, fromId: m.from.id, name: m.from.name, text: m.text, atMs: tap.atMs };
    try {
      const { place, heard } = await hearContact(this.sql, at, this.calendar);
      tap.found(heard);
      this.keepDm(m.from.id, place);
      return place;
    } catch {
      return null;
    }
  }

  /** Keeps a seated player's DM place (see {@link dmPlaces}) when it may be guessed later; forgets it otherwise. */
  private keepDm(contactId: string, place: ContactPlace): void {
    const seat = place.seat;
    if (seat && !place.judging && !place.directs && !chatFamilyOf(seat).desk) this.dmPlaces.set(contactId, seat);
    else this.dmPlaces.delete(contactId);
  }

  /**
   * A DM: its game-less commands first, then its sender's running games — `found`, the one look-up
   * made as it was filed (the game he judges, whether he directs a forum game, his seat; issue 12).
   */
  private async direct(ctx: MessageContext, found: ContactPlace | null): Promise<Reply[]> {
    const early = await beforeLookUp(this.dms, ctx);
    if (early) return early;
    const place = found ?? (await placeOfContact(this.sql, ctx.me, this.calendar));
    ctx.locate(place.seat ? gameRef(place.seat) : null, place.seat?.seat ?? null);
    return direct(this.dms, ctx, place);
  }

  /**
   * Whether `key` of `scope` (a game id, or a match group's lobby) is new; it is kept from now on
   * (noted on `ctx` while its place is a guess, to be given back if the guess is dropped).
   */
  private first(scope: string, key: string, ctx?: MessageContext): boolean {
    const keys = this.once.get(scope) ?? new Set<string>();
    if (keys.has(key)) return false;
    this.once.set(scope, keys);
    keys.add(key);
    if (ctx?.unverified) ctx.taken.push([scope, key]);
    return true;
  }
}

export type { Inbound, Reply, RouterDeps } from "./inbound.ts";
export { DatabaseDown } from "./inbound.ts";
export type { Channel };
