/**
 * A mocked WeChat network for the demo and the tests: a real Wechaty over
 * `wechaty-puppet-mock`, whose room calls are extended so the bot can really create the
 * wolves' room and remove members from it (the mock puppet 1.19 only returns `mock_room_id`
 * and ignores add/remove). Room topics are the ones given at creation. Every message that crosses the network is recorded with who can see
 * it, so a test can read each player's screen and a leak test can scan everything — unless
 * `keepWire: false` (a load bench, issue 12 goal 5): then no message stays in the process once the
 * bot has read it (neither on `wire` nor in the mock puppet, which by itself keeps every payload).
 */
import { randomUUID } from "node:crypto";
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { WechatyBuilder, type Wechaty as WechatyInterface } from "wechaty";
import { type mock, PuppetMock } from "wechaty-puppet-mock";
import type { Lang } from "../vocab/index.ts";
import { type Msg, render } from "../vocab/msg.ts";

type ContactMock = mock.ContactMock;
type RoomMock = mock.RoomMock;

/** One message on the wire. `room` is set for room messages, else `to` is the DM's receiver. */
export interface WireMessage {
  seq: number;
  from: string;
  room?: string;
  to?: string;
  text: string;
  /** Contacts who see it: the room's members at send time, or the two ends of a DM. */
  seenBy: string[];
  /**
   * A bot message's unrendered message (issue 23 goal 4), told by the sender before it said `text`
   * ({@link MockNetwork.said}): the far side can read it in every language ({@link textIn}).
   * Unset for a player's message and for a bot text sent without it.
   */
  msg?: Msg;
}

/**
 * `m` as a reader of `lang` would read it: its unrendered message rendered in `lang`, or, without
 * one (a player's words), its text as sent. The scripted crowds read `textIn(m, "zh-Hans")`
 * whatever the chat's language; the leak scans read every language.
 */
export function textIn(m: WireMessage, lang: Lang): string {
  return m.msg === undefined ? m.text : render(m.msg, lang);
}

/** The mock puppet with working room create / add / remove (state kept in the mocker). */
export class RoomingPuppetMock extends PuppetMock {
  /** Called after every change of rooms (the network saves itself, see `MockNetwork` `stateFile`). */
  onRoomsChanged: () => void = () => {};
  /**
   * Whether a message's payload is dropped once read (the bot reads each one once, when it
   * arrives; Wechaty keeps its own copy on its Message). Unset, the mock keeps them all.
   */
  forgetMessages = false;
  /** Friend requests sent to the bot (the mock 1.19 keeps none), by friendship id. */
  readonly friendRequests = new Map<string, { id: string; contactId: string; hello: string; accepted: boolean }>();

  override async friendshipRawPayload(id: string): Promise<unknown> {
    const f = this.friendRequests.get(id);
    if (!f) return { id };
    return { id, contactId: f.contactId, hello: f.hello, type: 2 /* Receive */, timestamp: Date.now() };
  }

  override async friendshipAccept(friendshipId: string): Promise<void> {
    const f = this.friendRequests.get(friendshipId);
    if (f) f.accepted = true;
  }

  override async messageRawPayload(id: string): ReturnType<PuppetMock["messageRawPayload"]> {
    const p = await super.messageRawPayload(id);
    if (this.forgetMessages) this.mocker.cacheMessagePayload.delete(id);
    return p;
  }

  /** The mock's own objects of the messages (kept forever by wechaty-puppet-mock 1.19, needed only while sent). */
  get messageMocks(): Map<string, unknown> {
    return (this.mocker.MessageMock as unknown as { pool: Map<string, unknown> }).pool;
  }

  override async roomCreate(contactIdList: string[], topic?: string): Promise<string> {
    const id = `${randomUUID()}@chatroom`;
    this.mocker.createRoom({ id, topic: topic ?? "", memberIdList: [this.currentUserId, ...contactIdList] });
    this.onRoomsChanged();
    return id;
  }

  // Membership changes are written to the mocker's room payload directly: the mock's own
  // room-join/room-leave events make Wechaty 1.20 look up the room id as a contact and fail.
  override async roomAdd(roomId: string, contactId: string): Promise<void> {
    const room = this.mocker.RoomMock.load(roomId);
    if (!room.payload.memberIdList.includes(contactId)) room.payload.memberIdList.push(contactId);
    this.onRoomsChanged();
  }

  override async roomDel(roomId: string, contactId: string): Promise<void> {
    const room = this.mocker.RoomMock.load(roomId);
    room.payload.memberIdList = room.payload.memberIdList.filter((id) => id !== contactId);
    this.mocker.roomPayload(roomId, room.payload);
    this.onRoomsChanged();
  }
}

export interface MockNetworkOptions {
  /**
   * Whether `wire` records every message (default true: the tests read each player's screen).
   * false: `wire` stays empty (`onMessage` / `waitFor` still see new messages) and the mock
   * puppet forgets each message once the bot has read it — a load bench's network, whose
   * memory is then only its contacts and rooms.
   */
  keepWire?: boolean;
}

/** What a network keeps across processes (`stateFile`): its contacts and rooms with their members. */
interface SavedNetwork {
  contacts: { id: string; name: string }[];
  rooms: { id: string; topic: string; memberIdList: string[] }[];
}

export class MockNetwork {
  readonly puppet: RoomingPuppetMock;
  readonly bot: WechatyInterface;
  readonly wire: WireMessage[] = [];
  private readonly listeners: ((m: WireMessage) => void)[] = [];
  readonly botUser: ContactMock;
  private readonly keepWire: boolean;
  private seq = 0;
  /** Texts the bot is about to say, with their unrendered messages, by `chat\0text` (oldest first). */
  private readonly pendingMsgs = new Map<string, Msg[]>();

  /**
   * @param stateFile where the network keeps its contacts and rooms, so a process that is
   *   killed and started again finds the same WeChat (the rooms the bot created included), as
   *   the real network outlives the bot's process. Unset: nothing is kept.
   */
  constructor(
    name = "狼人法官",
    private readonly stateFile?: string,
    options: MockNetworkOptions = {},
  ) {
    this.keepWire = options.keepWire ?? true;
    this.puppet = new RoomingPuppetMock();
    this.puppet.forgetMessages = !this.keepWire;
    this.bot = WechatyBuilder.build({ name: `mock-${randomUUID()}`, puppet: this.puppet });
    this.botUser = this.puppet.mocker.createContact({ id: "judge-bot", name });
    this.puppet.on("message", ({ messageId }) => this.record(messageId));
    if (stateFile && existsSync(stateFile)) {
      const saved = JSON.parse(readFileSync(stateFile, "utf8")) as SavedNetwork;
      for (const c of saved.contacts)
        if (!this.mocker.cacheContactPayload.has(c.id)) this.mocker.createContact({ id: c.id, name: c.name });
      for (const r of saved.rooms)
        this.mocker.createRoom({ id: r.id, topic: r.topic, memberIdList: [...r.memberIdList] });
    }
    this.puppet.onRoomsChanged = () => this.save();
  }

  get mocker() {
    return this.puppet.mocker;
  }

  /** Starts the bot and logs it in (don't await `bot.ready()` with the mock puppet). */
  async start(): Promise<void> {
    await this.bot.start();
    this.mocker.login(this.botUser);
  }

  async stop(): Promise<void> {
    await this.bot.stop();
  }

  /** The contact `id` (made with `name` if the network has none yet). */
  contact(id: string, name: string): ContactMock {
    if (this.mocker.cacheContactPayload.has(id)) return this.mocker.ContactMock.load(id);
    const c = this.mocker.createContact({ id, name });
    this.save();
    return c;
  }

  /**
   * A group chat with the bot and `members` in it. Room ids contain `@` (the puppet's rule);
   * given an `id` the network already has, that room is returned.
   */
  room(topic: string, members: ContactMock[], id = `${randomUUID()}@chatroom`): RoomMock {
    if (this.mocker.cacheRoomPayload.has(id)) return this.mocker.RoomMock.load(id);
    const r = this.mocker.createRoom({ id, topic, memberIdList: [this.botUser.id, ...members.map((c) => c.id)] });
    this.save();
    return r;
  }

  /**
   * `contact` asks to be the bot's friend (`hello`: the request's words); resolves with the
   * friendship id. Whether the bot accepted: {@link isFriend}.
   */
  requestFriendship(contact: ContactMock, hello = "我想玩狼人杀"): string {
    const id = `friendship-${randomUUID()}`;
    this.puppet.friendRequests.set(id, { id, contactId: contact.id, hello, accepted: false });
    this.puppet.emit("friendship", { friendshipId: id });
    return id;
  }

  /** Whether the bot accepted a friend request of `contactId`. */
  isFriend(contactId: string): boolean {
    return [...this.puppet.friendRequests.values()].some((f) => f.contactId === contactId && f.accepted);
  }

  /** Rooms whose topic is `topic` (ids). */
  roomsWithTopic(topic: string): string[] {
    return [...this.mocker.cacheRoomPayload.values()].filter((p) => p.topic === topic).map((p) => p.id);
  }

  /** Writes the contacts and rooms to `stateFile` (atomically: a kill mid-write keeps the old file). */
  private save(): void {
    if (!this.stateFile) return;
    const saved: SavedNetwork = {
      contacts: [...this.mocker.cacheContactPayload.values()].map((c) => ({ id: c.id, name: c.name })),
      rooms: [...this.mocker.cacheRoomPayload.values()].map((r) => ({
        id: r.id,
        topic: r.topic,
        memberIdList: [...r.memberIdList],
      })),
    };
    const tmp = `${this.stateFile}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(saved));
    renameSync(tmp, this.stateFile);
  }

  /**
   * The bot is about to say `text` in `chat` (a room id, or the contact id of a DM), rendered from
   * `msg`: the wire message that carries it keeps `msg` ({@link WireMessage.msg}). Called by the
   * transport and the router's direct replies before each `say` (the mocked network only).
   */
  said(chat: string, text: string, msg: Msg): void {
    const key = `${chat}\0${text}`;
    const q = this.pendingMsgs.get(key);
    if (q) q.push(msg);
    else this.pendingMsgs.set(key, [msg]);
  }

  /** The unrendered message told for `text` in `chat` (the oldest), removed. */
  private takeMsg(chat: string | undefined, text: string): Msg | undefined {
    if (!chat || this.pendingMsgs.size === 0) return undefined;
    const key = `${chat}\0${text}`;
    const q = this.pendingMsgs.get(key);
    const msg = q?.shift();
    if (q && q.length === 0) this.pendingMsgs.delete(key);
    return msg;
  }

  /** Member ids of a room as the network has it now. */
  members(roomId: string): string[] {
    return [...this.mocker.roomPayload(roomId).memberIdList];
  }

  /** Calls `fn` for every message from now on. */
  onMessage(fn: (m: WireMessage) => void): () => void {
    this.listeners.push(fn);
    return () => {
      const i = this.listeners.indexOf(fn);
      if (i >= 0) this.listeners.splice(i, 1);
    };
  }

  /**
   * The first message after `since` (a `seq`) that matches, already on the wire or still to come.
   * Rejects after `timeoutMs` (ms of wall time).
   */
  waitFor(pred: (m: WireMessage) => boolean, timeoutMs = 15_000, since = 0): Promise<WireMessage> {
    const seen = this.wire.find((m) => m.seq > since && pred(m));
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const off = this.onMessage((m) => {
        if (m.seq <= since || !pred(m)) return;
        clearTimeout(timer);
        off();
        resolve(m);
      });
      const timer = setTimeout(() => {
        off();
        reject(new Error("timed out waiting for a message"));
      }, timeoutMs);
    });
  }

  /** What `contactId` saw: DMs to or from them, and room messages while a member. */
  screen(contactId: string): WireMessage[] {
    return this.wire.filter((m) => m.seenBy.includes(contactId));
  }

  /** Messages on the wire so far (the last `seq`), whether or not `wire` keeps them. */
  get sent(): number {
    return this.seq;
  }

  private record(messageId: string): void {
    const p = this.mocker.messagePayload(messageId);
    // The mock's MessageMock served its sending (its `say().to()`, just done); the bot reads the payload.
    if (!this.keepWire) this.puppet.messageMocks.delete(messageId);
    if (p.type !== 7 /* Text */) return;
    const roomId = (p as { roomId?: string }).roomId;
    const listener = (p as { listenerId?: string }).listenerId;
    const told = p.talkerId === this.botUser.id ? this.takeMsg(roomId ?? listener, p.text ?? "") : undefined;
    if (!this.keepWire && this.listeners.length === 0) {
      this.seq++;
      return;
    }
    const msg: WireMessage = {
      seq: ++this.seq,
      from: p.talkerId ?? "",
      text: p.text ?? "",
      seenBy: roomId ? this.members(roomId) : [p.talkerId ?? "", listener ?? ""],
      ...(roomId ? { room: roomId } : { to: listener }),
      ...(told === undefined ? {} : { msg: told }),
    };
    if (this.keepWire) this.wire.push(msg);
    for (const l of this.listeners) l(msg);
  }
}

/** What a scripted player reads of `m`: the bot's words in 简体 whatever the chat's language ({@link textIn}), else its text. */
export const heard = (m: WireMessage): string => textIn(m, "zh-Hans");
