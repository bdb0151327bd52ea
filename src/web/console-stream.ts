/**
 * The console's live stream of one game (issue 14 item 3, issue 26 items 5 and 8): the judge's
 * view whenever it changes, every event of the log told in words (folded from the start), and the
 * posts of the match group and the wolves' room, polled every `CONSOLE_POLL_MS`. The stream ends
 * when the game is over and its last posts are out, when its table closes, or at once when the
 * holder is no longer a certified judge or inspector (issue 25 item 10).
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { evolve, initialState } from "../engine/evolve.ts";
import type { GameEvent } from "../engine/types.ts";
import { render } from "../vocab/msg.ts";
import { eventWords } from "../voice/recap.ts";
import { CONTROLS } from "./console-controls.ts";
import { ENDED, type Session } from "./console-sessions.ts";
import { judgeView } from "./console-view.ts";
import { langOf } from "./lang.ts";
import { QUIET_TICKS } from "./live-channels.ts";
import { type GameRow, type GameSource, reads, seatNames } from "./source.ts";
import { everyUntilClosed, openEventStream } from "./sse.ts";
import { gameOver, type StreamEnd, tableClosed } from "./streams.ts";

/** How often a console stream looks for changes, wall ms. */
export const CONSOLE_POLL_MS = 400;

/**
 * Serves the event stream of `own.game` to `own.s` (an SSE reply: `me`, `view`, `event`, `line`,
 * then `end` or `ended`). `still` re-checks the holder each tick; `forget` ends his session.
 */
export async function consoleStream(
  req: FastifyRequest,
  reply: FastifyReply,
  own: { s: Session; src: GameSource; game: GameRow },
  o: {
    sources: () => readonly GameSource[];
    still: (s: Session) => Promise<boolean>;
    forget: (s: Session) => void;
  },
): Promise<void> {
  const { s, src, game } = own;
  const stream = openEventStream(req, reply);
  stream.send("me", { role: s.role, controls: s.role === "judge" ? CONTROLS : {} });
  let last = "";
  let seq = 0;
  let lineSeq = 0;
  // The log folded so far: each event is told in words with its seats and targets (issue 26 item 5).
  let folded = initialState();
  let startMs: number | null = null;
  let quiet = 0;
  let failures = 0;
  const names = await seatNames(src, game.id);
  // The event log in the page's language (issue 23 goal 3).
  const lang = langOf(req);
  const rooms = new Set([game.matchGroupId]);
  /** The last event, then the stream ends (issue 26 item 8): nothing polls a closed or finished game. */
  const finish = (end: StreamEnd) => {
    stream.send("end", end);
    stream.end();
  };
  await everyUntilClosed(stream, CONSOLE_POLL_MS, async () => {
    try {
      // A revoked judge's open console stops at once (issue 25 item 10).
      if (!(await o.still(s))) {
        o.forget(s);
        stream.send("ended", { detail: render(ENDED, lang) });
        stream.end();
        return;
      }
      // The table closed (a playground table): its store is never read again.
      if (!o.sources().includes(src)) return finish(tableClosed(lang));
      const row = await reads(src).game(game.id);
      const st = await src.service.state(game.id);
      if (!row) return finish(tableClosed(lang));
      if (!st) return;
      if (row.wolfRoomId) rooms.add(row.wolfRoomId);
      const view = judgeView(src, row, st, names, lang);
      const json = JSON.stringify({ ...view, table: { ...view.table, dueAt: null } });
      if (json !== last) {
        last = json;
        stream.send("view", view);
      }
      const events = await reads(src).eventsAfter(game.id, seq, 500);
      let news = events.length > 0;
      for (const e of events) {
        seq = e.seq;
        const ev = e.data as unknown as GameEvent;
        const before = folded;
        folded = evolve(folded, ev);
        startMs ??= ev.atMs;
        const w = eventWords(before, ev, folded);
        // The engine's internal steps (timers, reminders, memory) are not the judge's reading.
        if (w)
          stream.send("event", {
            seq: e.seq,
            type: e.type,
            label: folded.label,
            t: Math.max(0, ev.atMs - startMs),
            text: render(w.text, lang),
            reason: w.reason === undefined ? null : render(w.reason, lang),
            ruling: w.ruling,
          });
      }
      for (const l of src.feed.after(lineSeq, (x) => (x.room ? rooms.has(x.room) : false))) {
        lineSeq = l.seq;
        news = true;
        stream.send("line", {
          seq: l.seq,
          where: l.room === game.matchGroupId ? "group" : "wolves",
          fromName: l.fromName,
          bot: l.from === src.botId(),
          text: l.text,
        });
      }
      failures = 0;
      // Over, and its last posts out: the stream ends.
      quiet = row.status !== "running" && !news ? quiet + 1 : 0;
      if (quiet >= QUIET_TICKS) finish(gameOver(lang));
    } catch (err) {
      if (failures++ % 100 === 0) req.log.warn({ err, failures }, "console stream tick failed");
    }
  });
}
