/**
 * Season pages (issue 14 item 5): `/seasons` (the seasons and the games), `/seasons/:id` (the
 * leaderboard) and `/players/:id/page` (tier, points over time, wins by card class). Data from
 * the API's own routes (`/seasons`, `/seasons/:id/leaderboard`, `/players/:id`) plus the points
 * after each of a player's games here (`/players/:id/history.json`, from the season's ledger, each
 * with its board and ruleset in Chinese: issue 26 item 6), all public.
 */
import type { FastifyInstance } from "fastify";
import type { SeasonBook } from "../app/season.ts";
import { RULESETS } from "../engine/rulesets/index.ts";
import { type Lang, phrase, rulesetName } from "../vocab/index.ts";
import { langOf } from "./lang.ts";
import { page } from "./pages.ts";
import { boardZh } from "./words.ts";

/** A season's games are the ranked rulesets' only (`scoring: "ranked"`): their name for the player's game list. */
const rankedName = (lang: Lang) =>
  Object.values(RULESETS)
    .filter((r) => r.scoring === "ranked")
    .map((r) => rulesetName(r.id, lang))
    .join("/");

/** Registers the season pages. */
export function registerSeasonPages(app: FastifyInstance, book: SeasonBook): void {
  app.get("/seasons/page", { schema: { hide: true } }, async (req, reply) =>
    reply.type("text/html").send(page(req, "web.t_seasons", "seasons")),
  );
  app.get<{ Params: { id: string } }>("/seasons/:id/page", { schema: { hide: true } }, async (req, reply) =>
    reply.type("text/html").send(page(req, "web.t_leaderboard", "leaderboard", { season: req.params.id })),
  );
  app.get<{ Params: { id: string }; Querystring: { season?: string } }>(
    "/players/:id/page",
    { schema: { hide: true } },
    async (req, reply) =>
      reply
        .type("text/html")
        .send(page(req, "web.t_player", "player", { player: req.params.id, season: String(req.query.season ?? "") })),
  );
  app.get<{ Params: { id: string }; Querystring: { season?: string } }>(
    "/players/:id/history.json",
    { schema: { hide: true } },
    async (req, reply) => {
      const season =
        typeof req.query.season === "string" && req.query.season
          ? await book.season(req.query.season.slice(0, 40))
          : await book.seasonAt();
      if (!season)
        return reply.code(404).send({ error: "no_season", detail: phrase(langOf(req), "web_page.err_no_season") });
      const ledger = await book.ledger(season);
      const lang = langOf(req);
      const points = ledger.games.flatMap((g) =>
        g.seats
          .filter((x) => x.playerId === req.params.id)
          .map((x) => ({
            gameId: g.gameId,
            endedAt: g.endedAt,
            boardZh: boardZh(g.board, lang),
            rulesetZh: rankedName(lang),
            delta: x.delta,
            pointsAfter: x.pointsAfter,
          })),
      );
      return { season: season.id, points };
    },
  );
}
