/**
 * The shared poll loops behind the public streams (issue 25 item 1): one `Channel` per game,
 * read once per period for all of its watchers (`SharedPolls`), whatever their number.
 * - `liveChannel` (`/live/:id/events`): a `table` event when the public table changes, a `line`
 *   event per match-group message. A line says who sent it beyond the display name: `bot` (the
 *   bot itself), `seat` (the sender's seat in this game) or `judge` (the game's judge), so a
 *   player named like the bot is still shown with his seat (issue 25 item 10).
 * - `threadChannel` (`/live/:id/thread/events`): a `thread` event when the public thread or a
 *   post count changes.
 * Both end (issue 26 item 8): at once when the game's source is gone (`alive()` false: a
 * playground table closed, its store shut — never read again), and once the game is over and its
 * last lines are out (`QUIET_TICKS` ticks without a new line after the status left `running`).
 */
import type { GameEvent } from "../engine/types.ts";
import { publishedLastWords } from "../store/forum-last-words.ts";
import { DEFAULT_LANG, type Lang } from "../vocab/index.ts";
import type { ChatLine } from "./feed.ts";
import { type GameRow, type GameSource, reads, seatNames, seatRoster, wallDue } from "./source.ts";
import { type Channel, type Frame, gameOver, type StreamEnd, tableClosed } from "./streams.ts";
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

/** Ticks without a new line, after a game ended, before its stream ends (its last posts go out first). */
export const QUIET_TICKS = 3;

/** Counts the quiet ticks of an ended game: `gameOver` (in `lang`) once there were `QUIET_TICKS` in a row. */
function overAfterQuiet(lang: Lang): (ended: boolean, news: boolean) => StreamEnd | undefined {
  let quiet = 0;
  return (ended, news) => {
    if (!ended || news) {
      quiet = 0;
      return undefined;
    }
    return ++quiet >= QUIET_TICKS ? gameOver(lang) : undefined;
  };
}

/**
 * The live table's channel of `game` (reads: the game row and its state, per tick); `alive`
 * says whether `src` still serves (false: the table closed, the channel ends without a read).
 */
export async function liveChannel(
  src: GameSource,
  game: GameRow,
  alive: () => boolean = () => true,
  lang: Lang = DEFAULT_LANG,
): Promise<Channel> {
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
  const over = overAfterQuiet(lang);
  return {
    async tick(emit) {
      if (!alive()) return tableClosed(lang);
      const row = await reads(src).game(game.id);
      const st = await src.service.state(game.id);
      if (!row || !st) return row ? undefined : tableClosed(lang);
      if (row.status !== status) {
        roster = await seatRoster(src, game.id);
        status = row.status;
      }
      const t = publicTable(row, st, roster.name, lang);
      const json = JSON.stringify(t);
      if (json !== tableJson) {
        tableJson = json;
        table = t;
        emit(tableFrame(t));
      }
      let news = false;
      for (const l of src.feed.after(seq, inGroup)) {
        seq = l.seq;
        news = true;
        emit({ event: "line", data: lineOf(l) });
      }
      return over(row.status !== "running", news);
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

/** The thread view's channel of a forum-25 `game` (reads: new events and the post counts, per tick); `alive` as for `liveChannel`. */
export async function threadChannel(
  src: GameSource,
  game: GameRow,
  alive: () => boolean = () => true,
  lang: Lang = DEFAULT_LANG,
): Promise<Channel> {
  let names = await seatNames(src, game.id);
  const thread = new ThreadBuilder((n) => names(n));
  let seen = 0;
  let last: unknown = null;
  let lastJson = "";
  let said = new Map<number, string>();
  const over = overAfterQuiet(lang);
  return {
    async tick(emit) {
      if (!alive()) return tableClosed(lang);
      const rows = await reads(src).eventsAfter(game.id, seen);
      // A seat's name changes only with an event (a substitute): read the names only then.
      if (rows.length > 0 && seen > 0) names = await seatNames(src, game.id);
      const counts = await reads(src).forumPostCounts(game.id);
      for (const r of rows) {
        thread.push(r.data as unknown as GameEvent);
        seen = r.seq;
      }
      // Last words are read only while a published day lacks their text (issue 26 item 10).
      if (thread.wantsLastWords(said)) said = await publishedLastWords(src.db, game.id);
      const view = thread.view(game, new Map(counts.map((c) => [`${c.seat}:${c.day}`, c.posts])), said, lang);
      const json = JSON.stringify(view);
      if (json !== lastJson) {
        lastJson = json;
        last = view;
        emit({ event: "thread", data: view });
      }
      // The log's own end (game_ended), no extra read.
      return over(thread.state.endedAt !== null, rows.length > 0);
    },
    catchUp: () => (last === null ? [] : [{ event: "thread", data: last }]),
  };
}
