/**
 * The web layer (issue 14): pages served by the same fastify server as the API — the public
 * live tables, the judge's and inspector's console, replays, season pages, the playground and
 * Swagger UI. Front end: preact + htm from one vendored ES module, no build step.
 * `registerWeb` is handed to `buildApp` (`HttpDeps.extend`) by a composition root.
 */
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import cookie from "@fastify/cookie";
import fastifyStatic from "@fastify/static";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance, onRequestAsyncHookHandler } from "fastify";
import type { SeasonBook } from "../app/season.ts";
import type { ChatHealth } from "../chat/login.ts";
import { detail } from "../http/lang.ts";
import { LANGS, type Lang } from "../vocab/index.ts";
import type { ConsoleDesk } from "./console.ts";
import { answer, rememberLang } from "./lang.ts";
import { POLL_MS, registerLive } from "./live.ts";
import { page, pageWords } from "./pages.ts";
import type { Playground } from "./playground.ts";
import { registerReplay } from "./replay.ts";
import { registerSeasonPages } from "./seasons.ts";
import type { GameSource } from "./source.ts";
import { guardStreams, SharedPolls, StreamGate } from "./streams.ts";
import { registerWechatPage } from "./wechat.ts";

export { ConsoleDesk } from "./console.ts";
export { ChatFeed, feedFromNetwork, feedFromWechaty } from "./feed.ts";
export { Playground } from "./playground.ts";
export { type GameSource, runtimeSource } from "./source.ts";
export { SharedPolls, StreamGate } from "./streams.ts";

/** What the pages read. */
export interface WebDeps {
  /** The server's own stack (`npm start`; `npm run play` has only the playground's). */
  main?: GameSource;
  book: SeasonBook;
  desk: ConsoleDesk;
  /** The playground (`npm run play`); unset on `npm start`. */
  playground?: Playground;
  /** The bot account's login state and the admin check of `/admin/chat` (`npm start`; issue 13 item 1). */
  chat?: { status: () => ChatHealth; admin: onRequestAsyncHookHandler };
  /**
   * The event streams' caps and shared poll loops (issue 25 item 1); default: caps from
   * `STREAMS_PER_CLIENT` / `STREAMS_TOTAL`, one loop per game every `POLL_MS`.
   */
  streams?: { gate?: StreamGate; polls?: SharedPolls };
}

const ASSETS = join(dirname(fileURLToPath(import.meta.url)), "assets");
const HTM_PREACT = join(dirname(createRequire(import.meta.url).resolve("htm/preact")), "standalone.module.js");

/** Every stack the pages read: the server's and the playground's tables. */
export function allSources(deps: WebDeps): GameSource[] {
  return [...(deps.main ? [deps.main] : []), ...(deps.playground?.sources() ?? [])];
}

/** Registers the pages, their assets and Swagger UI on `app` (call before `app.ready()`). */
export async function registerWeb(app: FastifyInstance, deps: WebDeps): Promise<void> {
  await app.register(cookie);
  rememberLang(app);
  await app.register(async (assets) => {
    // A directory (`/assets/`) or a file that is not there is a plain 404, not an error (issue 25 item 10).
    assets.setErrorHandler((err: { statusCode?: number }, req, reply) => {
      if (err.statusCode === 403 || err.statusCode === 404)
        return reply.code(404).send({ error: "not_found", detail: detail(req, "no_path") });
      throw err;
    });
    await assets.register(fastifyStatic, { root: ASSETS, prefix: "/assets/", decorateReply: true, index: false });
    // The browser modules' words in one language (assets/common.js loads its page's).
    assets.get<{ Params: { lang: string } }>(
      "/assets/words/:lang.json",
      { schema: { hide: true } },
      async (req, reply) =>
        (LANGS as readonly string[]).includes(req.params.lang)
          ? reply.header("cache-control", "public, max-age=300").send(pageWords(req.params.lang as Lang))
          : reply.code(404).send({ error: "not_found", detail: answer(req, "no_lang") }),
    );
    assets.get("/assets/vendor/htm-preact.js", { schema: { hide: true } }, async (_req, reply) =>
      reply.sendFile("standalone.module.js", dirname(HTM_PREACT), { maxAge: 3_600_000 }),
    );
  });
  await app.register(swaggerUi, {
    routePrefix: "/docs",
    uiConfig: { docExpansion: "list" },
    // Swagger UI adds <style> elements at run time: its pages (only) allow inline styles.
    transformStaticCSP: (csp) => csp.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"),
  });
  const sources = () => allSources(deps);
  guardStreams(app, deps.streams?.gate ?? new StreamGate());
  registerLive(app, sources, deps.streams?.polls ?? new SharedPolls(POLL_MS, app.log));
  deps.desk.register(app);
  registerReplay(app, sources, (req, id) => deps.desk.isStaff(req, id));
  registerSeasonPages(app, deps.book);
  if (deps.chat) registerWechatPage(app, deps.chat.status, deps.chat.admin);
  if (deps.playground) deps.playground.register(app);
  else
    app.get("/play", { schema: { hide: true } }, async (req, reply) =>
      reply.type("text/html").send(page(req, "web.t_play", "no-play")),
    );
}
