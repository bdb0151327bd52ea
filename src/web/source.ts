/**
 * Where the pages find a game: a running stack (store, GameService, its game clock) and the chat
 * feed of its network. The server has one; the playground adds one per table it runs.
 */
import type { GameService } from "../app/game-service.ts";
import type { Clock } from "../app/ports.ts";
import type { Runtime } from "../boot/runtime.ts";
import type { ReplyOutbox } from "../chat/reply-outbox.ts";
import type { ChatRouter, Reply } from "../chat/router.ts";
import type { Db } from "../store/db.ts";
import { GameLookups } from "../store/games.ts";
import { ChatFeed, feedFromNetwork, feedFromWechaty } from "./feed.ts";

/** One running stack the pages read (and, for the judge's console, act through). */
export interface GameSource {
  db: Db;
  service: GameService;
  /** The game clock (rule ms) and how many rule ms pass per wall ms. */
  clock: Clock;
  speed: number;
  feed: ChatFeed;
  /** The bot's contact id (the sender of what the bot posts). */
  botId: () => string;
  /** The chat router: the console's controls go through it exactly as the judge's DMs. */
  router: ChatRouter;
  /**
   * Puts the router's replies to message `messageId` (a console id) in the outbox, as the chat
   * adapter does (issue 24 goal 3): durable, in order, sent by the outbox sender; replies already
   * written with their command are skipped.
   */
  deliver: (messageId: string, replies: Reply[]) => Promise<void>;
}

/** A game row as the pages need it. */
export interface GameRow {
  id: string;
  board: string;
  /** `forum-25` games have a thread view (issue 14 item 7). */
  ruleset: string;
  status: string;
  matchGroupId: string;
  wolfRoomId: string | null;
  judgeId: string;
  inspectorId: string | null;
  createdAt: Date;
}

const lookups = new WeakMap<Db, GameLookups>();
/** The source's game reads (statements in the store), one per database client. */
export function reads(src: { db: Db }): GameLookups {
  let r = lookups.get(src.db);
  if (!r) {
    r = new GameLookups(src.db);
    lookups.set(src.db, r);
  }
  return r;
}

/** Finds game `id` in the first source that has it. */
export async function findGame(
  sources: readonly GameSource[],
  id: string,
): Promise<{ src: GameSource; game: GameRow } | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  for (const src of sources) {
    const game = await reads(src).game(id);
    if (game) return { src, game };
  }
  return null;
}

/** Display names of a game's seats (`3号` when a seat has no player). */
export async function seatNames(src: GameSource, gameId: string): Promise<(seat: number) => string> {
  return (await seatRoster(src, gameId)).name;
}

/** A game's seats both ways (one statement): a seat's display name, and a contact's seat (or null). */
export async function seatRoster(
  src: GameSource,
  gameId: string,
): Promise<{ name: (seat: number) => string; seatOf: (contactId: string) => number | null }> {
  const rows = await reads(src).seatRows(gameId);
  const by = new Map(rows.map((r) => [r.seat, r.name ?? `${r.seat}号`]));
  const of = new Map(rows.flatMap((r) => (r.playerId ? [[r.playerId, r.seat] as const] : [])));
  return { name: (seat) => by.get(seat) ?? `${seat}号`, seatOf: (id) => of.get(id) ?? null };
}

/** Wall-clock ms (epoch) when a game-clock deadline falls due, given the source's speed. */
export function wallDue(src: GameSource, deadlineMs: number | null): number | null {
  return deadlineMs === null ? null : Date.now() + Math.max(0, deadlineMs - src.clock()) / src.speed;
}

/** A source's `deliver` through `replies` (the replies not yet written, keyed by the message id). */
export function outboxDelivery(replies: ReplyOutbox): GameSource["deliver"] {
  return async (messageId, rs) => {
    await replies.write(
      messageId,
      rs.filter((r) => !r.written),
    );
  };
}

/** The pages' source for a started runtime running at `speed`; its feed listens to its bot from now on. */
export function runtimeSource(rt: Runtime, speed: number): GameSource {
  const feed = new ChatFeed();
  if (rt.network) feedFromNetwork(rt.network, feed);
  else feedFromWechaty(rt.bot, feed);
  const net = rt.network;
  return {
    db: rt.store.db,
    service: rt.service,
    clock: rt.clock,
    speed,
    feed,
    router: rt.router,
    deliver: outboxDelivery(rt.replies),
    botId: () => (net ? net.botUser.id : rt.bot.isLoggedIn ? rt.bot.currentUser.id : ""),
  };
}
