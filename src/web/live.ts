/**
 * The public pages of a game (issue 14 item 2): `/` lists the games, `/live/:id` is the live
 * table and `/live/:id/events` its event stream. Everything here is what the match group knows:
 * the table is `publicTable` (the engine's public view) and the lines are the match group's
 * messages. The stream sends a `table` event only when the public table changes and a `line`
 * event per group message, on a fixed poll: a night act changes nothing public, so it sends
 * nothing and cannot be timed. A forum-25 game also has `/live/:id/thread` (issue 14 item 7): its
 * stream sends a `thread` event only when the public thread (`ThreadBuilder`) or a post count
 * changes, on the same fixed poll.
 */
import type { FastifyInstance } from "fastify";
import type { GameEvent } from "../engine/types.ts";
import { shell } from "./pages.ts";
import { findGame, type GameSource, seatNames, wallDue } from "./source.ts";
import { everyUntilClosed, openEventStream } from "./sse.ts";
import { publicTable } from "./table.ts";
import { ThreadBuilder } from "./thread.ts";

/** How often a stream looks for changes, wall ms. */
export const POLL_MS = 400;

/** Registers `/`, `/games.json`, `/live/:id`, `/live/:id/events`, `/live/:id/thread` and its events. */
export function registerLive(app: FastifyInstance, sources: () => readonly GameSource[]): void {
  app.get("/", { schema: { hide: true } }, async (_req, reply) => reply.type("text/html").send(shell("对局", "index")));

  app.get("/games.json", { schema: { hide: true } }, async () => {
    const all = [];
    for (const src of sources()) {
      const games = await src.db.game.findMany({ orderBy: { createdAt: "desc" }, take: 50 });
      all.push(...games.map((g) => ({ id: g.id, board: g.board, status: g.status, createdAt: g.createdAt })));
    }
    all.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    return { games: all.slice(0, 50).map((g) => ({ ...g, createdAt: g.createdAt.toISOString() })) };
  });

  app.get<{ Params: { id: string } }>("/live/:id", { schema: { hide: true } }, async (req, reply) => {
    const found = await findGame(sources(), req.params.id);
    if (!found) return reply.code(404).type("text/html").send(shell("没有这局游戏", "missing"));
    const data: Record<string, string> = { game: found.game.id };
    if (found.game.ruleset === "forum-25") data.forum = "1";
    return reply.type("text/html").send(shell("直播", "live", data));
  });

  app.get<{ Params: { id: string } }>("/live/:id/thread", { schema: { hide: true } }, async (req, reply) => {
    const found = await findGame(sources(), req.params.id);
    if (found?.game.ruleset !== "forum-25")
      return reply.code(404).type("text/html").send(shell("没有这局版杀", "missing"));
    return reply.type("text/html").send(shell("讨论帖", "thread", { game: found.game.id }));
  });

  app.get<{ Params: { id: string } }>("/live/:id/thread/events", { schema: { hide: true } }, async (req, reply) => {
    const found = await findGame(sources(), req.params.id);
    if (found?.game.ruleset !== "forum-25") return reply.code(404).send({ error: "not_found", detail: "没有这局版杀" });
    const { src, game } = found;
    const stream = openEventStream(req, reply);
    let names = await seatNames(src, game.id);
    const thread = new ThreadBuilder((n) => names(n));
    let seen = 0;
    let last = "";
    await everyUntilClosed(stream, POLL_MS, async () => {
      try {
        names = await seatNames(src, game.id);
        const rows = await src.db.gameEvent.findMany({
          where: { gameId: game.id, seq: { gt: seen } },
          orderBy: { seq: "asc" },
        });
        for (const r of rows) {
          thread.push(r.data as unknown as GameEvent);
          seen = r.seq;
        }
        const counts = await src.db.forumPostCount.findMany({ where: { gameId: game.id } });
        const view = thread.view(game, new Map(counts.map((c) => [`${c.seat}:${c.day}`, c.posts])));
        const json = JSON.stringify(view);
        if (json !== last) {
          last = json;
          stream.send("thread", view);
        }
      } catch (err) {
        req.log.warn({ err }, "thread stream tick failed");
      }
    });
  });

  app.get<{ Params: { id: string } }>("/live/:id/events", { schema: { hide: true } }, async (req, reply) => {
    const found = await findGame(sources(), req.params.id);
    if (!found) return reply.code(404).send({ error: "not_found", detail: "没有这局游戏" });
    const { src, game } = found;
    const stream = openEventStream(req, reply);
    let last = "";
    let seq = 0;
    let names = await seatNames(src, game.id);
    let status = game.status;
    await everyUntilClosed(stream, POLL_MS, async () => {
      try {
        const row = await src.db.game.findUnique({ where: { id: game.id } });
        const st = await src.service.state(game.id);
        if (!row || !st) return;
        if (row.status !== status) {
          status = row.status;
          names = await seatNames(src, game.id);
        }
        const table = publicTable(row, st, names);
        const json = JSON.stringify(table);
        if (json !== last) {
          last = json;
          stream.send("table", { ...table, dueAt: table.paused ? null : wallDue(src, table.deadlineMs) });
        }
        for (const l of src.feed.after(seq, (x) => x.room === game.matchGroupId)) {
          seq = l.seq;
          stream.send("line", {
            seq: l.seq,
            atMs: l.atMs,
            fromName: l.fromName,
            bot: l.from === src.botId(),
            text: l.text,
          });
        }
      } catch (err) {
        req.log.warn({ err }, "live stream tick failed");
      }
    });
  });
}
