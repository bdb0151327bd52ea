/**
 * A mocked WeChat network for the demo and the tests: a real Wechaty over
 * `wechaty-puppet-mock`, whose room calls are extended so the bot can really create the
 * wolves' room and remove members from it (the mock puppet 1.19 only returns `mock_room_id`
 * and ignores add/remove). Room topics are the ones given at creation. Every message that crosses the network is recorded with who can see
 * it, so a test can read each player's screen and a leak test can scan everything.
 */
import { randomUUID } from "node:crypto";
import { WechatyBuilder, type Wechaty as WechatyInterface } from "wechaty";
import { type mock, PuppetMock } from "wechaty-puppet-mock";

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
}

/** The mock puppet with working room create / add / remove (state kept in the mocker). */
export class RoomingPuppetMock extends PuppetMock {
  override async roomCreate(contactIdList: string[], topic?: string): Promise<string> {
    const id = `${randomUUID()}@chatroom`;
    this.mocker.createRoom({ id, topic: topic ?? "", memberIdList: [this.currentUserId, ...contactIdList] });
    return id;
  }

  // Membership changes are written to the mocker's room payload directly: the mock's own
  // room-join/room-leave events make Wechaty 1.20 look up the room id as a contact and fail.
  override async roomAdd(roomId: string, contactId: string): Promise<void> {
    const room = this.mocker.RoomMock.load(roomId);
    if (!room.payload.memberIdList.includes(contactId)) room.payload.memberIdList.push(contactId);
  }

  override async roomDel(roomId: string, contactId: string): Promise<void> {
    const room = this.mocker.RoomMock.load(roomId);
    room.payload.memberIdList = room.payload.memberIdList.filter((id) => id !== contactId);
    this.mocker.roomPayload(roomId, room.payload);
  }
}

export class MockNetwork {
  readonly puppet: RoomingPuppetMock;
  readonly bot: WechatyInterface;
  readonly wire: WireMessage[] = [];
  private readonly listeners: ((m: WireMessage) => void)[] = [];
  readonly botUser: ContactMock;

  constructor(name = "狼人法官") {
    this.puppet = new RoomingPuppetMock();
    this.bot = WechatyBuilder.build({ name: `mock-${randomUUID()}`, puppet: this.puppet });
    this.botUser = this.puppet.mocker.createContact({ id: "judge-bot", name });
    this.puppet.on("message", ({ messageId }) => this.record(messageId));
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

  contact(id: string, name: string): ContactMock {
    return this.mocker.createContact({ id, name });
  }

  /** A group chat with the bot and `members` in it. Room ids contain `@` (the puppet's rule). */
  room(topic: string, members: ContactMock[]): RoomMock {
    return this.mocker.createRoom({
      id: `${randomUUID()}@chatroom`,
      topic,
      memberIdList: [this.botUser.id, ...members.map((c) => c.id)],
    });
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

  private record(messageId: string): void {
    const p = this.mocker.messagePayload(messageId);
    if (p.type !== 7 /* Text */) return;
    const roomId = (p as { roomId?: string }).roomId;
    const listener = (p as { listenerId?: string }).listenerId;
    const msg: WireMessage = {
      seq: this.wire.length + 1,
      from: p.talkerId ?? "",
      text: p.text ?? "",
      seenBy: roomId ? this.members(roomId) : [p.talkerId ?? "", listener ?? ""],
      ...(roomId ? { room: roomId } : { to: listener }),
    };
    this.wire.push(msg);
    for (const l of this.listeners) l(msg);
  }
}
