/**
 * The HTTP API (fastify): health, the list of games, one game's public state. Nothing here
 * reveals more than the match group knows (`publicView`): no role before the end, no night act.
 */
import Fastify from "fastify";
import type { Logger } from "pino";
import { z } from "zod";
import type { GameService } from "../app/game-service.ts";
import { boardById } from "../engine/boards.ts";
import { publicView } from "../engine/view.ts";
import type { Db } from "../store/db.ts";

export interface HttpDeps {
  db: Db;
  service: GameService;
  log: Logger;
  /** One line saying which mode runs (store + timers). */
  mode: () => string;
}

const GameParams = z.object({ id: z.uuid() });
const ListQuery = z.object({
  status: z.enum(["running", "ended"]).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** Builds the app (not listening). Errors: 400 with the first bad field, 404 for an unknown game. */
export function buildApp(deps: HttpDeps) {
  const app = Fastify({ loggerInstance: deps.log });

  app.get("/healthz", async () => {
    await deps.db.$queryRaw`SELECT 1`;
    return { ok: true, mode: deps.mode() };
  });

  app.get("/games", async (req, reply) => {
    const q = ListQuery.safeParse(req.query);
    if (!q.success) return reply.code(400).send({ error: "bad_query", detail: q.error.issues[0]?.message });
    const games = await deps.db.game.findMany({
      where: q.data.status ? { status: q.data.status } : {},
      orderBy: { createdAt: "desc" },
      take: q.data.limit,
    });
    return {
      games: games.map((g) => ({
        id: g.id,
        board: g.board,
        boardZh: boardById(g.board)?.zh ?? g.board,
        status: g.status,
        winner: g.winner,
        createdAt: g.createdAt.toISOString(),
      })),
    };
  });

  app.get("/games/:id", async (req, reply) => {
    const p = GameParams.safeParse(req.params);
    if (!p.success) return reply.code(400).send({ error: "bad_id", detail: "游戏 id 必须是 UUID" });
    const game = await deps.db.game.findUnique({ where: { id: p.data.id } });
    const state = game ? await deps.service.state(game.id) : null;
    if (!game || !state) return reply.code(404).send({ error: "not_found", detail: "没有这局游戏" });
    return { id: game.id, board: game.board, status: game.status, ...publicView(state) };
  });

  return app;
}
