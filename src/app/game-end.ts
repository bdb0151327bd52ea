/**
 * What a game's end adds to its last command (issue 24 goal 2): the end hooks (the ranked season,
 * a match) read, then decide their rows (`EndRows`) and messages before the command's one guarded
 * statement, which writes them with the command's own rows — or none of them when it refuses.
 */
import type { GameEvent, GameState } from "../engine/types.ts";
import type { EndRows, OutboxRow } from "../store/commands.ts";
import { type Msg, stored } from "../vocab/msg.ts";
import { conversationOf } from "./outbox.ts";

/** A message the end-of-game hook adds to the outbox (written by the same statement as the last events). */
export interface ExtraMessage {
  /** `wolves`, `lovers`, `sisters`: a room operation's room (forum-25's private rooms). */
  audience: "group" | "seat" | "contact" | "wolves" | "lovers" | "sisters";
  seat?: number;
  /** For audience `contact`: a chat contact id outside the table (the inspector). */
  contactId?: string;
  /** The words before their language (rendered at delivery, issue 23). */
  text: Msg;
  /**
   * `room_add` / `room_remove`: the seat's contact (or `contactId`) joins or leaves the room of
   * `audience` (the wolves' room for `seat`; a forum substitute, 7L 10); default say.
   */
  op?: "say" | "room_add" | "room_remove";
}

/** A game-ending decision, as the end hooks see it (before anything is written). */
export interface GameEnding {
  gameId: string;
  /** The version the decision was made on (the game's events up to it are in the database). */
  version: number;
  /** The command's own events (not yet written), ending the game. */
  events: GameEvent[];
  /** The final state (after `events`). */
  state: GameState;
}

/** What a game's end adds: messages (out with the game's last ones) and rows (`EndRows`). */
export interface GameEnd {
  messages: ExtraMessage[];
  rows: EndRows;
}

/**
 * Called before the statement of a command that ends a game (won or voided; issue 24 goal 2): it
 * may read, then decides its rows and messages, which the command's one guarded statement writes
 * (none if the guard refuses; it is called again for the next attempt). It writes nothing itself.
 * The ranked season records the result here, a match its sheet.
 */
export type OnGameEnded = (end: GameEnding) => Promise<GameEnd>;

/** The end hooks' parts in one (messages in order; a row kind given by two parts throws). */
export function mergeEnds(parts: GameEnd[]): GameEnd {
  const rows: EndRows = {};
  for (const p of parts)
    for (const [k, v] of Object.entries(p.rows) as [keyof EndRows, EndRows[keyof EndRows]][]) {
      if (v === undefined) continue;
      if (rows[k] !== undefined) throw new Error(`two end hooks write the ${k} row`);
      Object.assign(rows, { [k]: v });
    }
  return { messages: parts.flatMap((p) => p.messages), rows };
}

/** The end hooks' messages as outbox rows of the game, keyed `${version}-end-${i}` (after the game's last narration). */
export function endOutboxRows(gameId: string, version: number, extra: ExtraMessage[]): OutboxRow[] {
  return extra.map((m, idx) => {
    const row = {
      gameId,
      key: `${version}-end-${idx}`,
      audience: m.audience,
      seat: m.seat ?? null,
      contactId: m.contactId ?? null,
      ...stored(m.text),
      op: "say",
      members: [] as number[],
    };
    return { ...row, conv: conversationOf(row) };
  });
}
