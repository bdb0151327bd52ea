/**
 * What the chat router takes and gives (src/chat/router.ts and its handlers): an inbound message
 * as the adapter hands it over, a reply to send now, the router's dependencies, and the error that
 * tells the adapter the database is down (issue 25 item 4).
 */
import type { Logger } from "pino";
import type { ForumDays } from "../app/forum-days.ts";
import type { GameService } from "../app/game-service.ts";
import type { MatchBook } from "../app/match.ts";
import type { RoomService } from "../app/rooms.ts";
import type { SeasonBook } from "../app/season.ts";
import type { Sql } from "../store/commands.ts";
import type { Db } from "../store/db.ts";
import type { Msg } from "../vocab/msg.ts";

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
  /** The words before their language (rendered when sent, in that chat's language: issue 23). */
  text: Msg;
  /**
   * Already in the outbox: written with its message's command (`MessageContext.act` with an
   * `answer`, issue 24 goal 3); the adapter neither writes nor sends it again.
   */
  written?: boolean;
}

/** What the router (and its handlers) work with. */
export interface RouterDeps {
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
  /** The name the chat network shows for contact id `id`, or null when it knows none (`加导演 <id>`). */
  contactName?: (id: string) => Promise<string | null>;
  /** Whether contact id `id` is the bot's own account (a forum `替补` never seats it; issue 25 item 8). */
  isBot?: (id: string) => boolean;
  /**
   * The raw SQL connections of the store (src/store/whereabouts.ts: one statement per message
   * for where it leads); default: the same statements through `db` (Prisma's cost per query).
   */
  sql?: Sql;
  /**
   * After a message failed: is the database down (issue 25 item 4)? True → `ChatRouter.handle`
   * throws {@link DatabaseDown} (the adapter keeps the message and handles it again when the
   * database answers) instead of the apology. Default: never.
   */
  databaseDown?: () => Promise<boolean>;
}

/** Thrown by `ChatRouter.handle` when a message failed because the database does not answer. */
export class DatabaseDown extends Error {
  constructor(cause: unknown) {
    super("the database does not answer", { cause });
  }
}

/** A reply to a contact. */
export const dm = (contact: string, text: Msg): Reply => ({ to: { contact }, text });
/** A reply in a room. */
export const say = (room: string, text: Msg): Reply => ({ to: { room }, text });
