/**
 * The chat lines the web pages show, as they cross the network: every message in a room the
 * bot is in (the match groups, the wolves' rooms) and every DM with the bot, each with who can
 * see it. Fed by the mocked network (`feedFromNetwork`) or by a real Wechaty bot
 * (`feedFromWechaty`); kept in memory (a restart starts an empty feed; the bot's announcements
 * are also durable in the outbox). A page only ever reads the lines its reader may see.
 */
import type { Wechaty } from "wechaty";
import type { MockNetwork } from "../chat/mock-network.ts";
import { DEFAULT_LANG, phrase } from "../vocab/index.ts";

/** One chat line. `room` is set for a room message, else `to` is the DM's receiver. */
export interface ChatLine {
  seq: number;
  /** Wall ms when it was seen. */
  atMs: number;
  from: string;
  fromName: string;
  room?: string;
  to?: string;
  text: string;
  /** Contacts who see it (room members at send time, or both ends of a DM). */
  seenBy: string[];
}

/** An in-memory, bounded log of chat lines with listeners. */
export class ChatFeed {
  private readonly lines: ChatLine[] = [];
  private readonly listeners = new Set<(l: ChatLine) => void>();
  private seq = 0;

  /** @param keep how many lines are kept (the oldest go first). */
  constructor(private readonly keep = 50_000) {}

  /** Records a line (its `seq` and `atMs` are given here). */
  push(l: Omit<ChatLine, "seq" | "atMs">): ChatLine {
    const line: ChatLine = { ...l, seq: ++this.seq, atMs: Date.now() };
    this.lines.push(line);
    if (this.lines.length > this.keep) this.lines.splice(0, this.lines.length - this.keep);
    for (const f of this.listeners) f(line);
    return line;
  }

  /** Lines after `since` that `keep` accepts. */
  after(since: number, keep: (l: ChatLine) => boolean): ChatLine[] {
    return this.lines.filter((l) => l.seq > since && keep(l));
  }

  /** Calls `fn` for every new line; returns the unsubscribe. */
  subscribe(fn: (l: ChatLine) => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }
}

/** Feeds `feed` from a mocked network (names from its contacts). */
export function feedFromNetwork(net: MockNetwork, feed: ChatFeed): () => void {
  const name = (id: string) =>
    id === net.botUser.id
      ? phrase(DEFAULT_LANG, "web_replay.bot")
      : (net.mocker.cacheContactPayload.get(id)?.name ?? id);
  return net.onMessage((m) =>
    feed.push({
      from: m.from,
      fromName: name(m.from),
      text: m.text,
      seenBy: [...m.seenBy],
      ...(m.room ? { room: m.room } : { to: m.to ?? "" }),
    }),
  );
}

/** Feeds `feed` from a real Wechaty bot: every text message it sends or receives. */
export function feedFromWechaty(bot: Wechaty, feed: ChatFeed): void {
  bot.on("message", async (msg) => {
    try {
      if (msg.type() !== bot.Message.Type.Text) return;
      const talker = msg.talker();
      const room = msg.room();
      const listener = msg.listener();
      const seenBy = room ? (await room.memberAll()).map((c) => c.id) : [talker.id, listener?.id ?? ""];
      feed.push({
        from: talker.id,
        fromName: talker.name(),
        text: msg.text(),
        seenBy,
        ...(room ? { room: room.id } : { to: listener?.id ?? "" }),
      });
    } catch {
      // A message the feed cannot read is only missing from the pages.
    }
  });
}
