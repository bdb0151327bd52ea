/**
 * The HTTP API (fastify). Public: health, games and their public state (never more than the
 * match group knows: `publicView`), a game's full record once it is over (appeals, 000 §二),
 * seasons, leaderboards and players (000 §四). Admin (Bearer ADMIN_TOKEN): staff registry
 * (certified judges, inspectors), seasons, rulings that re-score a season. The OpenAPI document
 * is at GET /openapi.json (@fastify/swagger, schemas from the zod validators).
 *
 * Errors (`./guard.ts`, issue 15 items 8, 10): 400 `{error, detail}` naming the bad field (NUL and
 * control characters refused by the validators), 400/413/415 bad JSON, body too large, content
 * type, 401/403 for admin (checked before the body is read), 404 unknown, 409 a game still
 * running (its record would leak), 503 admin disabled, 500 `{error: "internal", requestId}`.
 */

import helmet from "@fastify/helmet";
import swagger from "@fastify/swagger";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import type { Logger } from "pino";
import { z } from "zod";
import type { GameService } from "../app/game-service.ts";
import { type Health, probeDb } from "../app/health.ts";
import { type MatchBook, type MatchView, matchCsv } from "../app/match.ts";
import { type SeasonBook, SeasonError, STAFF_ROLES } from "../app/season.ts";
import { fold } from "../engine/evolve.ts";
import { anyBoard, RULESETS } from "../engine/rulesets/index.ts";
import { type GameEvent, PENALTIES } from "../engine/types.ts";
import { publicView } from "../engine/view.ts";
import { OFFENCES, standingOf } from "../ranked/ledger.ts";
import { scenarioOf } from "../scenario/export.ts";
import { outcomeOf } from "../scenario/runner.ts";
import type { Db } from "../store/db.ts";
import { GameLookups } from "../store/games.ts";
import { registerDiscipline } from "./discipline.ts";
import {
  adminCheck,
  bad,
  ContactId,
  doc,
  guardAdminRoutes,
  installErrorHandling,
  refusal,
  safeId,
  safeText,
  serverOptions,
} from "./guard.ts";
import { detail, requestLang } from "./lang.ts";

export interface HttpDeps {
  db: Db;
  service: GameService;
  book: SeasonBook;
  log: Logger;
  /** One line saying which mode runs (store + timers). */
  mode: () => string;
  /** Whether the database and Redis answer (issue 15 item 9); default: the database only. */
  health?: () => Promise<Health>;
  /** Bearer token of the admin routes; unset = admin routes answer 503. */
  adminToken?: string;
  /** Table matches (T22); without it `/matches/*` answer 404. */
  matches?: MatchBook;
  /** Registers more routes (the web pages, `src/web/`), after the API's. */
  extend?: (app: FastifyInstance) => Promise<void>;
}

/**
 * The Content-Security-Policy of every answer (issue 25 item 10): scripts, styles, images and
 * connections (fetch, event streams) from this origin only — the pages are ES modules from
 * `/assets/` with no inline script; Swagger UI's images are data: URLs; no page may be framed.
 * No `upgrade-insecure-requests`: the server is also reached over plain http on 127.0.0.1.
 */
const CSP = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", "data:"],
  fontSrc: ["'self'", "data:"],
  connectSrc: ["'self'"],
};

/** A game's ruleset as the API shows it: its id and Chinese name (issue 10 item 5). */
function rulesetOfGame(id: string): { ruleset: string; rulesetZh: string } {
  return { ruleset: id, rulesetZh: Object.hasOwn(RULESETS, id) ? RULESETS[id].zh : id };
}

/** A match as the API shows it: finished games only (a running game's cards are never in it). */
function matchJson(m: MatchView) {
  return {
    id: m.id,
    matchGroupId: m.matchGroupId,
    ruleset: m.ruleset.id,
    rulesetZh: m.ruleset.zh,
    board: m.board.id,
    boardZh: m.board.zh,
    games: m.games,
    status: m.status,
    scoring: m.scoring,
    played: m.played,
    sheet: m.sheet,
  };
}

const GameParams = z.object({ id: z.uuid() });
const ListQuery = z.object({
  status: z.enum(["running", "ended"]).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
const SeasonParams = z.object({ id: safeId(40) });
const TopQuery = z.object({ top: z.coerce.number().int().min(1).max(200).default(20) });
const PlayerParams = z.object({ id: ContactId });
const PlayerQuery = z.object({ season: safeId(40).optional() });
const StaffParams = z.object({ contactId: ContactId });
const StaffBody = z.object({
  role: z.enum(STAFF_ROLES),
  name: safeText(60),
  active: z.boolean().default(true),
});
const SeasonBody = z.object({
  name: safeText(60),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
});
const RulingBody = z.object({
  reason: safeText(500, { multiline: true }),
  valid: z.boolean().optional(),
  seats: z
    .array(
      z.object({
        seat: z.number().int().min(1).max(18),
        campWon: z.boolean().optional(),
        penalty: z.enum(PENALTIES).nullable().optional(),
        offences: z.array(z.enum(OFFENCES)).max(OFFENCES.length).optional(),
      }),
    )
    .max(18)
    .superRefine((seats, ctx) => {
      // A seat named twice would be ambiguous (which correction wins?): refuse it (issue 15 item 10).
      const seen = new Set<number>();
      seats.forEach((x, i) => {
        if (seen.has(x.seat)) ctx.addIssue({ code: "custom", path: [i, "seat"], message: `座位 ${x.seat} 重复` });
        seen.add(x.seat);
      });
    })
    .optional(),
});

/** Builds the app (not listening). */
export async function buildApp(deps: HttpDeps) {
  const app = Fastify({ loggerInstance: deps.log, ...serverOptions });
  /** The pages' and routes' game reads (statements in the store). */
  const lookups = new GameLookups(deps.db);
  installErrorHandling(app);
  guardAdminRoutes(app, deps.adminToken);
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP },
    referrerPolicy: { policy: "no-referrer" },
  });
  // zod validates in the handlers (one place, Chinese-friendly errors); schemas are for the document.
  app.setValidatorCompiler(() => () => true);
  await app.register(swagger, {
    openapi: {
      info: {
        title: "狼人法官 API",
        version: "1.0.0",
        description: "Werewolf judge (rulesets ranked-s7, classic, table): games, table matches, seasons, players.",
      },
      components: { securitySchemes: { admin: { type: "http", scheme: "bearer" } } },
    },
  });

  app.get(
    "/healthz",
    { schema: { summary: "Health: the running mode and each dependency (503 when one is down)" } },
    async (_req, reply) => {
      const h: Health = deps.health ? await deps.health() : { db: await probeDb(deps.db), redis: "none" };
      const ok = h.db !== "down" && h.redis !== "down" && h.chat !== "down";
      return reply.code(ok ? 200 : 503).send({ ok, mode: deps.mode(), ...h });
    },
  );

  app.get("/games", { schema: { summary: "Recent games", querystring: doc(ListQuery) } }, async (req, reply) => {
    const q = ListQuery.safeParse(req.query);
    if (!q.success) return bad(reply, "bad_query", q.error.issues);
    const games = await lookups.recentGames(q.data.limit, q.data.status);
    return {
      games: games.map((g) => ({
        id: g.id,
        board: g.board,
        boardZh: anyBoard(g.board)?.zh ?? g.board,
        ...rulesetOfGame(g.ruleset),
        status: g.status,
        winner: g.winner,
        ranked: g.ranked,
        createdAt: g.createdAt.toISOString(),
      })),
    };
  });

  app.get(
    "/games/:id",
    { schema: { summary: "A game's public state (what the match group knows)", params: doc(GameParams) } },
    async (req, reply) => {
      const p = GameParams.safeParse(req.params);
      if (!p.success) return reply.code(400).send({ error: "bad_id", detail: detail(req, "game_id") });
      const game = await lookups.game(p.data.id);
      const state = game ? await deps.service.state(game.id) : null;
      if (!game || !state) return reply.code(404).send({ error: "not_found", detail: detail(req, "no_game") });
      return {
        id: game.id,
        board: game.board,
        ...rulesetOfGame(game.ruleset),
        status: game.status,
        ...publicView(state),
      };
    },
  );

  app.get(
    "/games/:id/record",
    {
      schema: {
        summary: "A finished game's full record: event log, commands, a replayable werewolf-scenario/1 file, outcome",
        params: doc(GameParams),
      },
    },
    async (req, reply) => {
      const p = GameParams.safeParse(req.params);
      if (!p.success) return reply.code(400).send({ error: "bad_id", detail: detail(req, "game_id") });
      const game = await lookups.game(p.data.id);
      if (!game) return reply.code(404).send({ error: "not_found", detail: detail(req, "no_game") });
      if (game.status !== "ended") return reply.code(409).send({ error: "running", detail: detail(req, "running") });
      const rows = await lookups.eventsAfter(game.id, 0);
      const events = rows.map((r) => r.data as unknown as GameEvent);
      const commands = await lookups.commands(game.id);
      const first = events[0];
      if (first?.type !== "game_created")
        return reply.code(500).send({ error: "corrupt", detail: detail(req, "corrupt") });
      const scenario = scenarioOf(
        game.id,
        first.setup,
        first.atMs,
        commands.map((c) => ({ atMs: Number(c.atMs), command: c.command as never })),
      );
      const result = await deps.book.resultRecord(game.id);
      return {
        id: game.id,
        ...rulesetOfGame(game.ruleset),
        events,
        commands: commands.map((c) => ({ seq: c.seq, atMs: Number(c.atMs), command: c.command })),
        scenario,
        outcome: outcomeOf(fold(events)),
        ranked: result ? { valid: result.valid, reason: result.reason, seats: result.seats } : null,
      };
    },
  );

  app.get("/seasons", { schema: { summary: "Seasons" } }, async () => {
    const seasons = await deps.book.seasons();
    return {
      seasons: seasons.map((s) => ({
        id: s.id,
        name: s.name,
        startsAt: s.startsAt.toISOString(),
        endsAt: s.endsAt.toISOString(),
      })),
    };
  });

  app.get(
    "/seasons/:id/leaderboard",
    {
      schema: {
        summary: "A season's leaderboard (handbook §四)",
        params: doc(SeasonParams),
        querystring: doc(TopQuery),
      },
    },
    async (req, reply) => {
      const p = SeasonParams.safeParse(req.params);
      const q = TopQuery.safeParse(req.query);
      if (!p.success) return bad(reply, "bad_id", p.error.issues);
      if (!q.success) return bad(reply, "bad_query", q.error.issues);
      const season = await deps.book.season(p.data.id);
      if (!season) return reply.code(404).send({ error: "not_found", detail: detail(req, "no_season") });
      const ledger = await deps.book.ledger(season);
      const top = ledger.leaderboard.slice(0, q.data.top);
      const names = await deps.book.names(
        undefined,
        top.map((x) => x.playerId),
      );
      return { season: season.id, leaderboard: top.map((x) => ({ ...x, name: names(x.playerId) })) };
    },
  );

  app.get(
    "/players/:id",
    {
      schema: {
        summary: "A player's season record: points, tier, wins by card class, today's scored games",
        params: doc(PlayerParams),
        querystring: doc(PlayerQuery),
      },
    },
    async (req, reply) => {
      const p = PlayerParams.safeParse(req.params);
      const q = PlayerQuery.safeParse(req.query);
      if (!p.success) return bad(reply, "bad_id", p.error.issues);
      if (!q.success) return bad(reply, "bad_query", q.error.issues);
      const player = await deps.book.playerById(p.data.id);
      if (!player) return reply.code(404).send({ error: "not_found", detail: detail(req, "no_player") });
      const season = q.data.season ? await deps.book.season(q.data.season) : await deps.book.seasonAt();
      if (!season) return reply.code(404).send({ error: "no_season", detail: detail(req, "no_current_season") });
      const ledger = await deps.book.ledger(season);
      return { id: player.id, name: player.name, season: season.id, ...standingOf(ledger, player.id) };
    },
  );

  app.put(
    "/admin/staff/:contactId",
    {
      schema: {
        summary: "Certify, rename or revoke a ranked judge, an inspector or an organiser (handbook §三1, §五4, §九)",
        params: doc(StaffParams),
        body: doc(StaffBody),
        security: [{ admin: [] }],
      },
    },
    async (req, reply) => {
      const p = StaffParams.safeParse(req.params);
      const body = StaffBody.safeParse(req.body);
      if (!p.success) return bad(reply, "bad_id", p.error.issues);
      if (!body.success) return bad(reply, "bad_body", body.error.issues);
      const { contactId } = p.data;
      await deps.book.setStaff(contactId, body.data.role, body.data.name, body.data.active);
      return { contactId, ...body.data };
    },
  );

  app.put(
    "/admin/seasons/:id",
    {
      schema: {
        summary: "Create or change a season (handbook §三2; each season starts from zero, §四3)",
        params: doc(SeasonParams),
        body: doc(SeasonBody),
        security: [{ admin: [] }],
      },
    },
    async (req, reply) => {
      const p = SeasonParams.safeParse(req.params);
      const body = SeasonBody.safeParse(req.body);
      if (!p.success) return bad(reply, "bad_id", p.error.issues);
      if (!body.success) return bad(reply, "bad_body", body.error.issues);
      try {
        await deps.book.setSeason({
          id: p.data.id,
          name: body.data.name,
          startsAt: new Date(body.data.startsAt),
          endsAt: new Date(body.data.endsAt),
        });
      } catch (err) {
        return reply.code(400).send({ error: "bad_season", detail: refusal(err) });
      }
      return { id: p.data.id, ...body.data };
    },
  );

  app.post(
    "/admin/games/:id/ruling",
    {
      schema: {
        summary:
          "A ruling on a finished game's result (appeal, handbook §二): the season is re-scored, its open appeals closed, the players whose points moved told by DM",
        params: doc(GameParams),
        body: doc(RulingBody),
        security: [{ admin: [] }],
      },
    },
    async (req, reply) => {
      const p = GameParams.safeParse(req.params);
      const body = RulingBody.safeParse(req.body);
      if (!p.success) return reply.code(400).send({ error: "bad_id", detail: detail(req, "game_id") });
      if (!body.success) return bad(reply, "bad_body", body.error.issues);
      try {
        const { changes, appealsClosed } = await deps.book.rule(p.data.id, body.data);
        return { id: p.data.id, changes, appealsClosed };
      } catch (err) {
        if (err instanceof SeasonError) {
          const code = err.code === "bad" ? 400 : 404;
          return reply.code(code).send({ error: code === 400 ? "bad_seat" : "no_result", detail: err.message });
        }
        return reply.code(404).send({ error: "no_result", detail: refusal(err) });
      }
    },
  );

  const MatchParams = z.object({ id: z.uuid() });
  /** The match a `/matches/:id` route names, or null after answering 400 (not a UUID) or 404. */
  const matchOf = async (params: unknown, reply: FastifyReply) => {
    const p = MatchParams.safeParse(params);
    if (!p.success) {
      reply.code(400).send({ error: "bad_id", detail: detail(reply.request, "match_id") });
      return null;
    }
    const m = deps.matches ? await deps.matches.get(p.data.id) : null;
    if (!m) reply.code(404).send({ error: "not_found", detail: detail(reply.request, "no_match") });
    return m;
  };

  app.get(
    "/matches/:id",
    {
      schema: {
        summary:
          "A table match (T22): its ruleset, board, finished games with each seat's sheet line, and the match sheet per player (games, wins, deductions, points)",
        params: doc(MatchParams),
      },
    },
    async (req, reply) => {
      const m = await matchOf(req.params, reply);
      if (!m) return reply;
      return matchJson(m);
    },
  );

  app.get(
    "/matches/:id/sheet.csv",
    {
      schema: {
        summary: "A match sheet as CSV (UTF-8 with BOM, for Excel): one row per player, one column per game",
        params: doc(MatchParams),
      },
    },
    async (req, reply) => {
      const m = await matchOf(req.params, reply);
      if (!m) return reply;
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="match-${m.id.slice(0, 8)}.csv"`)
        .send(await matchCsv(m, requestLang(req)));
    },
  );

  registerDiscipline(app, deps.book, adminCheck(deps.adminToken));

  app.get("/openapi.json", { schema: { hide: true } }, async () => app.swagger());
  // The pages only use the base logger's methods (pino's own logger type is wider).
  if (deps.extend) await deps.extend(app as unknown as FastifyInstance);

  return app;
}
