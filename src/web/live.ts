/**
 * The public pages of a game (issue 14 item 2): `/` lists the games (`/favicon.ico` is the site's
 * icon), `/live/:id` is the live table and `/live/:id/events` its event stream. Everything here is what the match group knows:
 * the table is `publicTable` (the engine's public view) and the lines are the match group's
 * messages. The stream sends a `table` event only when the public table changes and a `line`
 * event per group message, on a fixed poll: a night act changes nothing public, so it sends
 * nothing and cannot be timed. All watchers of a game share one poll (`live-channels.ts`, issue 25
 * item 1). A forum-25 game also has `/live/:id/thread` (issue 14 item 7): its
 * stream sends a `thread` event only when the public thread (`ThreadBuilder`) or a post count
 * changes, on the same fixed poll. Every stream ends with an `end` event (`{reason, detail}`:
 * "这桌已关闭", "本局已结束") when its table closes or its game is over (issue 26 item 8).
 */

import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { onCalendar } from "../engine/rulesets/flow.ts";
import { detail } from "../http/lang.ts";
import type { Lang } from "../vocab/index.ts";
import { answer, langOf } from "./lang.ts";
import { liveChannel, threadChannel } from "./live-channels.ts";
import { page } from "./pages.ts";
import { findGame, type GameRow, type GameSource, reads } from "./source.ts";
import { openEventStream } from "./sse.ts";
import { type Channel, SharedPolls } from "./streams.ts";
import { gameWords } from "./words.ts";

/** The site's icon (`assets/favicon.svg`, linked by every page as `ICON_PATH`), read once. */
const ICON = readFileSync(join(dirname(fileURLToPath(import.meta.url)), "assets", "favicon.svg"));

/** How often a stream looks for changes, wall ms. */
export const POLL_MS = 400;

/**
 * Registers `/`, `/favicon.ico`, `/games.json`, `/live/:id`, `/live/:id/events`, `/live/:id/thread` and its events.
 * The streams share one poll loop per game (`polls`, issue 25 item 1; default: its own, every `POLL_MS`).
 */
export function registerLive(
  app: FastifyInstance,
  sources: () => readonly GameSource[],
  polls: SharedPolls = new SharedPolls(POLL_MS, app.log),
): void {
  app.get("/", { schema: { hide: true } }, async (req, reply) =>
    reply.type("text/html").send(page(req, "web.t_games", "index")),
  );
  // Browsers ask for /favicon.ico whatever a page links: the site's icon, not a logged 404.
  app.get("/favicon.ico", { schema: { hide: true } }, async (_req, reply) =>
    reply.type("image/svg+xml").header("cache-control", "public, max-age=86400").send(ICON),
  );

  app.get("/games.json", { schema: { hide: true } }, async (req) => {
    const lang = langOf(req);
    const all = [];
    for (const src of sources()) {
      const games = await reads(src).recentGames(50);
      all.push(
        ...games.map((g) => ({
          id: g.id,
          board: g.board,
          ...gameWords(g, lang),
          status: g.status,
          createdAt: g.createdAt,
        })),
      );
    }
    all.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    return { games: all.slice(0, 50).map((g) => ({ ...g, createdAt: g.createdAt.toISOString() })) };
  });

  app.get<{ Params: { id: string } }>("/live/:id", { schema: { hide: true } }, async (req, reply) => {
    const found = await findGame(sources(), req.params.id);
    if (!found)
      return reply
        .code(404)
        .type("text/html")
        .send(page(req, "web.t_no_game", "missing"));
    const data: Record<string, string> = { game: found.game.id };
    if (onCalendar(found.game)) data.forum = "1";
    return reply.type("text/html").send(page(req, "web.t_live", "live", data));
  });

  app.get<{ Params: { id: string } }>("/live/:id/thread", { schema: { hide: true } }, async (req, reply) => {
    const found = await findGame(sources(), req.params.id);
    if (!found || !onCalendar(found.game))
      return reply
        .code(404)
        .type("text/html")
        .send(page(req, "web.t_no_forum", "missing"));
    return reply.type("text/html").send(page(req, "web.t_thread", "thread", { game: found.game.id }));
  });

  /** Joins the shared loop `key` (the game looked up only when no loop runs for it yet). */
  const watch = async (
    req: FastifyRequest<{ Params: { id: string } }>,
    reply: FastifyReply,
    key: string,
    forum: boolean,
    channel: (src: GameSource, game: GameRow, alive: () => boolean, lang: Lang) => Promise<Channel>,
  ) => {
    const id = req.params.id;
    // One loop per game and language: its words are the page's (issue 23 goal 3).
    const lang = langOf(req);
    key = `${key}:${lang}`;
    let found = polls.has(key) ? null : await findGame(sources(), id);
    if (!polls.has(key) && (!found || (forum && !onCalendar(found.game))))
      return reply
        .code(404)
        .send({ error: "not_found", detail: forum ? answer(req, "no_forum") : detail(req, "no_game") });
    const stream = openEventStream(req, reply);
    try {
      await polls.watch(key, stream, async () => {
        found ??= await findGame(sources(), id);
        if (!found) throw new Error(`game ${id} is gone`);
        const src = found.src;
        // The table closed (its source left the list): the stream ends without reading its store.
        return channel(src, found.game, () => sources().includes(src), lang);
      });
    } catch (err) {
      req.log.warn({ err }, "live stream failed");
      reply.raw.end();
    }
  };

  app.get<{ Params: { id: string } }>("/live/:id/thread/events", { schema: { hide: true } }, (req, reply) =>
    watch(req, reply, `thread:${req.params.id}`, true, threadChannel),
  );

  app.get<{ Params: { id: string } }>("/live/:id/events", { schema: { hide: true } }, (req, reply) =>
    watch(req, reply, `live:${req.params.id}`, false, liveChannel),
  );
}
