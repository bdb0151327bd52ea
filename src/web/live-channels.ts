/**
 * The shared poll loops behind the public streams (issue 25 item 1): one `Channel` per game,
 * read once per period for all of its watchers (`SharedPolls`), whatever their number.
 * - `liveChannel` (`/live/:id/events`): a `table` event when the public table changes, a `line`
 *   event per match-group message. A line says who sent it beyond the display name: `bot` (the
 *   bot itself), `seat` (the sender's seat in this game) or `judge` (the game's judge), so a
 *   player named like the bot is still shown with his seat (issue 25 item 10).
 * - `threadChannel` (`/live/:id/thread/events`): a `thread` event when the public thread or a
 *   post count changes.
 */
import type { GameEvent } from "../engine/types.ts";
import type { ChatLine } from "./feed.ts";
import { type GameRow, type GameSource, seatNames, seatRoster, wallDue } from "./source.ts";
import type { Channel, Frame } from "./streams.ts";
import { type PublicTable, publicTable } from "./table.ts";
import { ThreadBuilder } from "./thread.ts";

/** A match-group line as the public streams send it. */
export interface LiveLine {
  seq: number;
  /** Wall ms when it was seen. */
  atMs: number;
  fromName: string;
  /** Sent by the bot's own account. */
  bot: boolean;
  /** The sender's seat in this game, or null. */
  seat: number | null;
  /** Sent by the game's judge. */
  judge: boolean;
  text: string;
}

/** The live table's channel of `game` (reads: the game row and its state, per tick). */
export async function liveChannel(src: GameSource, game: GameRow): Promise<Channel> {
  let roster = await seatRoster(src, game.id);
  let status = game.status;
  let table: PublicTable | null = null;
  let tableJson = "";
  let seq = 0;
  const inGroup = (l: ChatLine) => l.room === game.matchGroupId;
  const lineOf = (l: ChatLine): LiveLine => {
    const bot = l.from === src.botId();
    return {
      seq: l.seq,
      atMs: l.atMs,
      fromName: l.fromName,
      bot,
      seat: bot ? null : roster.seatOf(l.from),
      judge: !bot && l.from === game.judgeId,
      text: l.text,
    };
  };
  const tableFrame = (t: PublicTable): Frame => ({
    event: "table",
    data: { ...t, dueAt: t.paused ? null : wallDue(src, t.deadlineMs) },
  });
  return {
    async tick(emit) {
      const row = await src.db.game.findUnique({ where: { id: game.id } });
      const st = await src.service.state(game.id);
      if (!row || !st) return;
      if (row.status !== status) {
        roster = await seatRoster(src, game.id);
        status = row.status;
      }
      const t = publicTable(row, st, roster.name);
      const json = JSON.stringify(t);
      if (json !== tableJson) {
        tableJson = json;
        table = t;
        emit(tableFrame(t));
      }
      for (const l of src.feed.after(seq, inGroup)) {
        seq = l.seq;
        emit({ event: "line", data: lineOf(l) });
      }
    },
    catchUp() {
      const upTo = seq;
      return [
        ...(table ? [tableFrame(table)] : []),
        ...src.feed.after(0, (l) => l.seq <= upTo && inGroup(l)).map((l) => ({ event: "line", data: lineOf(l) })),
      ];
    },
  };
}

/** The thread view's channel of a forum-25 `game` (reads: new events and the post counts, per tick). */
export async function threadChannel(src: GameSource, game: GameRow): Promise<Channel> {
  let names = await seatNames(src, game.id);
  const thread = new ThreadBuilder((n) => names(n));
  let seen = 0;
  let last: unknown = null;
  let lastJson = "";
  return {
    async tick(emit) {
      const rows = await src.db.gameEvent.findMany({
        where: { gameId: game.id, seq: { gt: seen } },
        orderBy: { seq: "asc" },
      });
      // A seat's name changes only with an event (a substitute): read the names only then.
      if (rows.length > 0 && seen > 0) names = await seatNames(src, game.id);
      const counts = await src.db.forumPostCount.findMany({ where: { gameId: game.id } });
      for (const r of rows) {
        thread.push(r.data as unknown as GameEvent);
        seen = r.seq;
      }
      const view = thread.view(game, new Map(counts.map((c) => [`${c.seat}:${c.day}`, c.posts])));
      const json = JSON.stringify(view);
      if (json !== lastJson) {
        lastJson = json;
        last = view;
        emit({ event: "thread", data: view });
      }
    },
    catchUp: () => (last === null ? [] : [{ event: "thread", data: last }]),
  };
}
