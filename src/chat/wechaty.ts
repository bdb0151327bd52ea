/**
 * The Wechaty adapter: inbound Wechaty messages → {@link ChatRouter}; the router's replies and
 * the game's outbox rows → Wechaty (room say, contact say, room create / remove for the wolves'
 * room, 000 §八(一)4). The puppet is chosen by `WECHATY_PUPPET`: unset or `wechaty-puppet-mock`
 * = the mocked network of `mock-network.ts` (nobody real is on it); any other value is passed to
 * Wechaty as the puppet name (e.g. `wechaty-puppet-service` with `WECHATY_PUPPET_SERVICE_TOKEN`),
 * which must then be installed.
 */
import type { Logger } from "pino";
import { type Message, WechatyBuilder, type Wechaty as WechatyInterface, log as wechatyLog } from "wechaty";
import type { OutboundMessage, Transport } from "../app/ports.ts";
import { prismaSql, type Sql } from "../store/commands.ts";
import type { Db } from "../store/db.ts";
import { GameLookups, type RoomColumn } from "../store/games.ts";
import type { InboundJournal } from "../store/inbound-journal.ts";
import { ChatLanguages } from "../store/languages.ts";
import { addressesOf, type GameAddresses } from "../store/whereabouts.ts";
import { asLang, DEFAULT_LANG, type Lang } from "../vocab/index.ts";
import { langHint, type Msg, render, say } from "../vocab/msg.ts";
import type { KnownLanguages } from "./known-languages.ts";
import { memoryCardName } from "./login.ts";
import { MockNetwork } from "./mock-network.ts";
import type { Pacer } from "./pacing.ts";
import { checkPuppet } from "./puppet-check.ts";
import type { ReplyOutbox } from "./reply-outbox.ts";
import { type ChatRouter, DatabaseDown, type Reply, type Inbound as RouterInbound } from "./router.ts";

const TEXT = 7; // PUPPET.types.Message.Text

/** What the inbound side waits on while the database is down (`DbWatch`, issue 25 item 4). */
export interface DbGate {
  /** Whether the database is known to be down now (a message then waits without trying it). */
  readonly down: boolean;
  /** Resolves when the database answers (and the ruling of its outage is given). */
  ready(): Promise<void>;
}

/**
 * Told the unrendered message of each text the bot is about to say in `chat` (a room id, or a DM's
 * contact id): the mocked network's {@link MockNetwork.said}, so its far side can read every
 * message in every language (issue 23 goal 4). Unset on a real network.
 */
export type SayTap = (chat: string, text: string, msg: Msg) => void;

/** Told once per conversation while its messages wait for the database (issue 25 item 4). */
export const HELD: Msg = say("router.held");
/** {@link HELD} in 简体. */
export const HELD_TEXT = render(HELD);
/** Wall ms before a message held for the database is tried again (after the gate opens). */
const RETRY_MS = 200;
/** Told when a message could not be written to the journal (issue 25 item 6); it is still handled now. */
const UNJOURNALED = "inbound message not journaled (handled now, not kept across a restart)";

/**
 * Routes every text message the bot receives (its own excepted) and sends the replies. Messages
 * of one conversation (a room, or one contact's DMs) are handled one after another in arrival
 * order — a speaker's seat number before his 过, sign-ups before the judge's 开始; different
 * conversations run in parallel (the game row lock serializes what touches one game).
 *
 * With `o.replies` (issue 24 goal 3) the replies are written to the outbox (keyed by the message
 * id) and delivered by the outbox sender; without it (or when that write fails) they are sent here.
 * Replies marked `written` (written with the message's command, `MessageContext.act`) are neither.
 * Sent here (a fallback without the database), a reply or the wait notice is rendered in the language
 * its chat was last delivered in (`o.languages`, noted by the transport), else in 简体.
 * With `o.journal` (issue 25 item 6) a message is written to the inbound journal (fsynced) before
 * it is handed to the router and marked done after its replies are in the outbox (a kill between
 * the two replays the message, whose replies are not written twice; without the outbox a kill
 * after the mark loses the replies, never doubles them); the journal's pending messages of a previous
 * life are handled first, in their order, once `o.started` resolves. With `o.gate` (item 4) a
 * message whose handling found the database down waits for it (its sender told once, {@link HELD_TEXT})
 * and is handled again when it answers, in order with the rest of its conversation.
 */
export function attachRouter(
  bot: WechatyInterface,
  router: ChatRouter,
  log: Logger,
  pacer?: Pacer,
  o: {
    journal?: InboundJournal<Journaled>;
    gate?: DbGate;
    started?: Promise<void>;
    replies?: ReplyOutbox;
    languages?: KnownLanguages;
    tap?: SayTap;
  } = {},
): Inbound {
  const queues = new Map<string, Promise<void>>();
  const { journal, gate } = o;
  const started = o.started ?? Promise.resolve();
  /** Conversations told that their messages wait for the database. */
  const held = new Set<string>();
  /** Sends `r` now, in its chat's last known language (else 简体). */
  const sendNow = (r: Reply) =>
    sendReply(bot, r, o.languages?.of("room" in r.to ? r.to.room : r.to.contact) ?? langHint(r.text), o.tap);
  const enqueue = (key: string, seq: number | null, j: Journaled, live: Message | null) => {
    const next = (queues.get(key) ?? started).then(() => handle(key, seq, j, live));
    queues.set(key, next);
    void next.finally(() => {
      if (queues.get(key) === next) queues.delete(key);
    });
  };
  for (const p of journal?.pending ?? []) enqueue(conversationKey(p.message), p.seq, p.message, null);
  if (journal?.pending.length) log.warn({ messages: journal.pending.length }, "replaying journaled inbound messages");
  /** Writes of messages not yet on disk, by arrival number: a message is handled only once its write is done. */
  const writes = new Map<number, Promise<void>>();
  bot.on("message", (msg) => {
    if (msg.self() || msg.type() !== TEXT) return;
    // What the journal keeps is read synchronously on arrival: durable at once, not behind a lookup.
    const j = journaledOf(msg);
    const seq = journal ? journal.reserve() : null;
    if (journal && seq !== null) {
      const w = journal.received(seq, j).catch((err) => log.error({ err, msg: j.id }, UNJOURNALED));
      writes.set(seq, w);
      void w.finally(() => writes.delete(seq));
    }
    enqueue(conversationKey(j), seq, j, msg);
  });
  const handle = async (key: string, seq: number | null, j: Journaled, live: Message | null) => {
    try {
      if (seq !== null) await writes.get(seq);
      const m = await readMessage(bot, j, live);
      let replies: Reply[];
      // Its sender is told once that it waits, whether the database was already known down (the
      // gate closed: the message waits without trying) or its handling found it down.
      const tellHeld = async () => {
        if (held.has(key)) return;
        held.add(key);
        const to = m.room ? { room: m.room.id } : { contact: m.from.id };
        await sendNow({ to, text: HELD }).catch(() => undefined);
      };
      for (;;) {
        if (gate?.down) await tellHeld();
        await gate?.ready();
        try {
          replies = await router.handle(m);
          break;
        } catch (err) {
          if (!(err instanceof DatabaseDown)) throw err;
          await tellHeld();
          // Never a busy loop, even if the gate opened meanwhile and the database fails again.
          await new Promise((r) => setTimeout(r, RETRY_MS));
        }
      }
      held.delete(key);
      // Replies written with the message's command are in the outbox already (issue 24 goal 3).
      replies = replies.filter((r) => !r.written);
      if (o.replies && replies.length) {
        try {
          await o.replies.write(m.id, replies);
          replies = [];
        } catch (err) {
          log.error({ err, msg: m.id }, "replies not written to the outbox; sending them now");
        }
      }
      if (journal && seq !== null) {
        try {
          journal.done(seq);
        } catch (err) {
          log.error({ err }, "inbound journal mark failed");
        }
      }
      for (const r of replies) await (pacer ? pacer.run(() => sendNow(r)) : sendNow(r));
    } catch (err) {
      log.error({ err }, "inbound message failed");
    }
  };
  return {
    get conversations() {
      return queues.size;
    },
  };
}

/**
 * A message as the journal keeps it: the router's view without the group alias and the
 * @-mentions' names (read when it is handled), with the mentioned contacts' ids when the puppet gives them.
 */
export type Journaled = Omit<RouterInbound, "mentions"> & { mentionIds?: string[] };

/** The conversation of a message: its room, or its sender's DMs. */
const conversationKey = (m: Journaled) => m.room?.id ?? m.from.id;

/** What a Wechaty text message's journal record holds, read synchronously from its payload. */
function journaledOf(msg: Message): Journaled {
  const talker = msg.talker();
  const room = msg.room();
  const payload = msg.payload as { mentionIdList?: string[] } | undefined;
  const mentionIds = room ? payload?.mentionIdList : undefined;
  return {
    id: msg.id,
    from: { id: talker.id, name: talker.name() },
    room: room ? { id: room.id } : null,
    text: msg.text(),
    ...(mentionIds?.length ? { mentionIds } : {}),
  };
}

/**
 * The router's view of a message: the sender's group alias, the contacts a room message
 * @-mentions (read only when it has an @: forum directors' `加导演 @x`, `替补 3号 @x`). `live`
 * is the Wechaty message when it arrived in this process; a replayed one is read from the journal.
 */
async function readMessage(bot: WechatyInterface, j: Journaled, live: Message | null): Promise<RouterInbound> {
  const { mentionIds, ...base } = j;
  if (!j.room) return base;
  const room = live?.room() ?? (await bot.Room.find({ id: j.room.id }).catch(() => undefined));
  if (!room) return base;
  const talker = live?.talker() ?? (await bot.Contact.find({ id: j.from.id }).catch(() => undefined));
  const alias = talker ? await room.alias(talker).catch(() => undefined) : undefined;
  let mentions: { id: string; name: string }[] = [];
  if (j.text.includes("@")) {
    const contacts = live
      ? await live.mentionList().catch(() => [])
      : mentionIds
        ? (await Promise.all(mentionIds.map((id) => bot.Contact.find({ id }).catch(() => undefined)))).filter(
            (c) => !!c,
          )
        : (await Promise.all(mentionedNames(j.text).map((n) => room.memberAll(n).catch(() => [])))).flat();
    mentions = contacts.map((c) => ({ id: c.id, name: c.name() }));
  }
  return { ...base, from: { id: j.from.id, name: alias || j.from.name }, ...(mentions.length > 0 ? { mentions } : {}) };
}

/** The names after each `@` of a text (up to a space, the WeChat @-separator U+2005 or the next @). */
const mentionedNames = (text: string) => [...text.matchAll(/@([^\s\u2005@]+)/g)].map((x) => x[1]);

/** What {@link attachRouter} keeps: a queue per conversation with messages in flight (none when idle). */
export interface Inbound {
  readonly conversations: number;
}

/** Sends reply `r` at once (no outbox), rendered in `lang` (default 简体); `tap` is told its message. */
export async function sendReply(bot: WechatyInterface, r: Reply, lang?: Lang, tap?: SayTap): Promise<void> {
  const text = render(r.text, lang);
  if ("room" in r.to) {
    const room = await bot.Room.find({ id: r.to.room });
    if (!room) return;
    tap?.(room.id, text, r.text);
    await room.say(text);
  } else {
    const contact = await bot.Contact.find({ id: r.to.contact });
    if (!contact) return;
    tap?.(contact.id, text, r.text);
    await contact.say(text);
  }
}

/**
 * Delivers outbox rows through Wechaty. Addresses come from the database: the game's match
 * group, its wolves' room (created on `room_create`, id stored on the game), the seat's contact.
 * A seat with no contact (a game made without players) is skipped. Throws when the network
 * refuses, so the outbox retries.
 */

export class WechatyTransport implements Transport {
  /** Where a game's addresses are read when its batch did not bring them (default through `db`). */
  private readonly sql: Sql;
  /**
   * The current outbox batch's addresses (given to `prepare`, as its claim read them). A batch holds one row per
   * conversation, so no row of it changes what another's delivery reads: a room a `room_create`
   * makes is recorded on the game for later batches, whose rows of that room come after it.
   */
  private batch = new Map<string, GameAddresses>();
  /** Records the rooms it makes on their game (statements in the store). */
  private readonly games: GameLookups;
  /** The languages of chats outside a game's addresses (a reply's contact or room). */
  private readonly languages: ChatLanguages;

  constructor(
    private readonly bot: WechatyInterface,
    db: Db,
    private readonly log: Logger,
    sql?: Sql,
    /** Where the language each chat is delivered in is noted (the direct sends' fallback, see `attachRouter`). */
    private readonly known?: KnownLanguages,
    /** Told each message before it is said (the mocked network's far side, {@link SayTap}). */
    private readonly tap?: SayTap,
  ) {
    this.sql = sql ?? prismaSql(db);
    this.games = new GameLookups(db);
    this.languages = new ChatLanguages(db);
  }

  /**
   * Makes the room recorded in `column` (the wolves', or forum-25's lovers' or sisters') with the
   * contacts of `m.members`, once: already recorded → nothing; the topic names the game, so a
   * retry after a try that created the room but died before recording its id finds that room
   * instead of making a second one (issue 15 item 4).
   */
  private async createRoom(
    game: { id: string } & Record<RoomColumn, string | null>,
    column: RoomColumn,
    m: OutboundMessage,
    contactOf: (seat: number | null) => string | null,
    name: string,
  ): Promise<void> {
    if (game[column]) return;
    const topic = wolfRoomTopic(name, game.id);
    if ((m.attempt ?? 1) > 1) {
      const made = await this.bot.Room.find({ topic });
      if (made) {
        this.log.info({ gameId: game.id, roomId: made.id, column }, "room found after an interrupted creation");
        await this.games.setRoom(game.id, column, made.id);
        game[column] = made.id;
        return;
      }
    }
    const contacts = [];
    for (const seat of m.members) {
      const id = contactOf(seat);
      const c = id ? await this.bot.Contact.find({ id }) : undefined;
      if (c) contacts.push(c);
    }
    if (contacts.length === 0) return;
    const room = await this.bot.Room.create(contacts, topic);
    await this.games.setRoom(game.id, column, room.id);
    game[column] = room.id;
  }

  /** Says `text` (rendered from `msg`) in a room or a DM, the tap told first. */
  private async say(chat: { id: string; say(text: string): Promise<unknown> }, text: string, msg: Msg): Promise<void> {
    this.tap?.(chat.id, text, msg);
    await chat.say(text);
  }

  /** The batch's addresses, as its claim read them (a game missing here is looked up by its delivery). */
  prepare(addresses: ReadonlyMap<string, GameAddresses>): void {
    this.batch = new Map(addresses);
  }

  async deliver(m: OutboundMessage): Promise<void> {
    // A chat reply outside any game (issue 24 goal 3): to a contact, or in a room; a reply in a
    // room written with its command has the game but names its room.
    if (m.gameId === null || m.audience === "room")
      return this.deliverReply(m, m.gameId === null ? undefined : (m.addresses ?? this.batch.get(m.gameId)));
    const game = m.addresses ?? this.batch.get(m.gameId) ?? (await addressesOf(this.sql, m.gameId));
    if (!game) return;
    const contactOf = (seat: number | null) => game.seats.find((x) => x.seat === seat)?.playerId ?? null;
    // Rendered now, in the language of the conversation it goes to (issue 23): the rooms of the
    // game speak the match group's; a DM the person's own, else the group's.
    const groupLang = asLang(game.groupLang);
    const words = (lang: Lang = groupLang) => render(m.text, lang);
    // A member joins or leaves a room: the wolves' room, or forum-25's lovers' or sisters' room
    // (by audience); the member is `contactId` when given (a forum substitute's predecessor), else the seat's.
    if (m.op === "room_remove" || m.op === "room_add") {
      const roomId =
        m.audience === "lovers" ? game.loversRoomId : m.audience === "sisters" ? game.sistersRoomId : game.wolfRoomId;
      const id = m.contactId ?? contactOf(m.seat);
      if (!roomId || !id) return;
      const room = await this.bot.Room.find({ id: roomId });
      const c = await this.bot.Contact.find({ id });
      if (!room || !c) return;
      if (m.op === "room_add") await room.add(c);
      else await room.remove(c);
      return;
    }
    // forum-25's lovers' and sisters' rooms (004 3L): made once, their id kept on the game.
    const column = m.audience === "lovers" ? "loversRoomId" : m.audience === "sisters" ? "sistersRoomId" : null;
    if (column) {
      if (m.op === "room_create") return this.createRoom(game, column, m, contactOf, words());
      const text = words();
      if (!text) return;
      const id = game[column];
      if (!id) {
        if (game.seats.every((x) => !x.playerId)) return;
        throw new Error(`game ${game.id} has no ${m.audience} room yet`);
      }
      this.known?.note(id, groupLang);
      const room = await this.bot.Room.find({ id });
      if (!room) throw new Error(`room ${id} not found`);
      await this.say(room, text, m.text);
      return;
    }
    if (m.op === "room_create") return this.createRoom(game, "wolfRoomId", m, contactOf, words());
    if (m.audience === "seat" || m.audience === "contact") {
      const id = m.audience === "contact" ? m.contactId : contactOf(m.seat);
      if (!id) return;
      // The seat's or the judge's language came with the game's addresses — so did that of a
      // contact who holds a seat (a reply to a player's DM); another contact's is read.
      const seated = m.audience === "contact" ? game.seats.find((x) => x.playerId === id) : undefined;
      const own =
        m.audience === "seat"
          ? game.seats.find((x) => x.seat === m.seat)?.lang
          : id === game.judgeId
            ? game.judgeLang
            : seated
              ? seated.lang
              : (await this.languages.of([id])).get(id);
      const lang = asLang(own ?? game.groupLang);
      this.known?.note(id, lang);
      const text = words(lang);
      if (!text) return;
      const c = await this.bot.Contact.find({ id });
      if (!c) throw new Error(`contact ${id} not found`);
      await this.say(c, text, m.text);
      return;
    }
    const text = words();
    if (!text) return;
    const roomId = m.audience === "group" ? game.matchGroupId : game.wolfRoomId;
    if (!roomId) {
      // A game without contacts has no wolves' room; else the room is not made yet: retry.
      if (game.seats.every((x) => !x.playerId)) return;
      throw new Error(`game ${game.id} has no wolves' room yet`);
    }
    this.known?.note(roomId, groupLang);
    const room = await this.bot.Room.find({ id: roomId });
    if (!room) throw new Error(`room ${roomId} not found`);
    await this.say(room, text, m.text);
  }

  /**
   * A reply outside any game: a DM, or a line in a room, in the language that chat is set to
   * (throws when the network does not know it: retried).
   */
  private async deliverReply(m: OutboundMessage, game?: GameAddresses): Promise<void> {
    // A DM reply follows the person's own language, else that of the group whose game or lobby he is
    // in; when none is known, the language he typed in (the reply's hint, `inLang`), else 简体 (issue 23).
    // A reply in a room of its game (the match group, the wolves' room…) speaks the group's
    // language, as every message of the game's rooms: it came with the game's addresses.
    const chat = m.audience === "room" ? m.roomId : m.contactId;
    const ofGame =
      game && chat && [game.matchGroupId, game.wolfRoomId, game.loversRoomId, game.sistersRoomId].includes(chat);
    const lang =
      (!chat
        ? undefined
        : m.audience === "room"
          ? ofGame
            ? asLang(game?.groupLang)
            : (await this.languages.of([chat])).get(chat)
          : await this.languages.ofDm(chat)) ??
      langHint(m.text) ??
      DEFAULT_LANG;
    this.known?.note(chat, lang);
    const text = render(m.text, lang);
    if (!text) return;
    if (m.audience === "room") {
      const room = m.roomId ? await this.bot.Room.find({ id: m.roomId }) : undefined;
      if (!room) throw new Error(`room ${m.roomId} not found`);
      await this.say(room, text, m.text);
      return;
    }
    const c = m.contactId ? await this.bot.Contact.find({ id: m.contactId }) : undefined;
    if (!c) throw new Error(`contact ${m.contactId} not found`);
    await this.say(c, text, m.text);
  }
}

/** The wolves' room topic of a game: the narrated name and the game id's first 8 characters. */
export function wolfRoomTopic(name: string, gameId: string): string {
  return `${name}·${gameId.slice(0, 8)}`;
}

/**
 * The bot for `puppet` (see the module comment), and the mocked network when it is the mock.
 * A real puppet keeps its login session (memory card) under `memoryDir` (`WECHATY_MEMORY_DIR`,
 * default `./.data/wechaty`): `<memoryDir>/werewolf-judge.memory-card.json`, so a restart
 * needs no new scan. `preflight` (a real puppet) checks before each start that the puppet is
 * installed and, for `wechaty-puppet-service`, its token (`checkPuppet`, issue 26 item 4).
 * Wechaty's own log (brolog: a warning and a stack per retry) is silenced unless `WECHATY_LOG`
 * names a level (`warn`, `info`, `verbose`…): the chat link logs one line per state change instead.
 */
export function createBot(
  puppet = process.env.WECHATY_PUPPET,
  memoryDir = process.env.WECHATY_MEMORY_DIR || "./.data/wechaty",
): { bot: WechatyInterface; network: MockNetwork | null; preflight?: () => Promise<void> } {
  wechatyLog.level((process.env.WECHATY_LOG || "silent") as never);
  if (!puppet || puppet === "wechaty-puppet-mock") {
    const network = new MockNetwork();
    return { bot: network.bot, network };
  }
  const bot = WechatyBuilder.build({ name: memoryCardName(memoryDir), puppet: puppet as never });
  return { bot, network: null, preflight: () => checkPuppet(puppet) };
}
