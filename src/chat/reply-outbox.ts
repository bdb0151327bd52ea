/**
 * Chat replies leave through the outbox (issue 24 goal 3): the router's replies to one inbound
 * message become outbox rows without a game, keyed by the message's network id and their
 * position (`reply-<messageId>-<i>`), written in one statement before the message is marked done
 * in the inbound journal. A crash after the command committed, or a send that throws, leaves
 * the rows pending: the outbox sender delivers them (after a restart too), in order within each
 * conversation (a contact's DMs, a room). A message delivered again (the journal's replay, the
 * network's redelivery) writes the same keys: it is not answered twice. The sender is woken at
 * once after the write, so a reply waits no poll.
 */
import type { OutboxStore } from "../store/outbox.ts";
import type { Reply } from "./inbound.ts";

/** Writes a message's replies to the outbox (see the module comment). */
export class ReplyOutbox {
  constructor(
    private readonly store: OutboxStore,
    /** The chat account the replies go out on (the outbox sender's channel). */
    private readonly channel: string,
    /** Wakes the outbox sender. */
    private readonly kick: () => void,
  ) {}

  /** The outbox key of reply `i` of inbound message `messageId`. */
  static key(messageId: string, i: number): string {
    return `reply-${messageId}-${i}`;
  }

  /** Writes `replies` to inbound message `messageId` (those already written are skipped); how many were new. */
  async write(messageId: string, replies: Reply[]): Promise<number> {
    if (replies.length === 0) return 0;
    const n = await this.store.writeReplies(
      this.channel,
      replies.map((r, i) => ({
        key: ReplyOutbox.key(messageId, i),
        ...("room" in r.to
          ? { audience: "room" as const, roomId: r.to.room }
          : { audience: "contact" as const, contactId: r.to.contact }),
        text: r.text,
      })),
    );
    this.kick();
    return n;
  }
}
