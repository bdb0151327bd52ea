/**
 * The judge's and inspector's console (issue 14 item 3). Login: a certified judge or an
 * inspector DMs the bot `控制台` and gets a one-time link (10 minutes); opening it sets an
 * HttpOnly, SameSite=Strict session cookie (12 hours, kept in this process: a restart logs
 * everyone out). A judge sees the roles, night acts and ballots of his own games and has a
 * button for every control; an inspector sees the games he checked in to, read-only. Nobody sees
 * a game he does not judge or inspect.
 *
 * A control is sent through the chat router as the judge's own DM (`暂停`, `踢出3号`, …), so it
 * takes exactly the path of the DM command and is the same `judge_acted` event in the log. Every
 * control needs `confirm: true` (the page asks first); the irreversible ones need a reason,
 * which is logged with the control (and for `作废` posted and kept, as `作废 <理由>` by DM does).
 *
 * One file per job: logins and sessions (`console-sessions.ts`), the controls and their DMs
 * (`console-controls.ts`), the judge's view (`console-view.ts`), the live stream
 * (`console-stream.ts`), a control's route (`console-control.ts`); this file holds the routes.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { consoleControl } from "./console-control.ts";
import { ConsoleSessions, SESSION_COOKIE, SESSION_MS, type Session } from "./console-sessions.ts";
import { consoleStream } from "./console-stream.ts";
import { answer, langOf } from "./lang.ts";
import { page } from "./pages.ts";
import { findGame, type GameRow, type GameSource, reads } from "./source.ts";
import { gameWords } from "./words.ts";

export { CONTROLS, consoleWords, controlText } from "./console-controls.ts";
export { MAX_CONSOLE_ENTRIES, type Role, SESSION_COOKIE } from "./console-sessions.ts";
export { CONSOLE_POLL_MS } from "./console-stream.ts";
export { type JudgeView, judgeView } from "./console-view.ts";

/** Issues login links, keeps sessions and serves the console. */
export class ConsoleDesk extends ConsoleSessions {
  /** Whether the request's session holder judges or inspects game `gameId` (the replay's judge view, issue 26 item 5). */
  async isStaff(req: FastifyRequest, gameId: string): Promise<boolean> {
    const { s } = await this.session(req);
    if (!s) return false;
    const found = await findGame(this.o.sources(), gameId);
    return !!found && (found.game.judgeId === s.contactId || found.game.inspectorId === s.contactId);
  }

  /** The game `id` if the session's holder judges or inspects it; else a reply is sent. */
  private async own(
    req: FastifyRequest<{ Params: { id: string } }>,
    reply: FastifyReply,
  ): Promise<{ s: Session; src: GameSource; game: GameRow } | null> {
    const { s, ended } = await this.session(req);
    if (!s) {
      this.login(req, reply, ended);
      return null;
    }
    const found = await findGame(this.o.sources(), req.params.id);
    const mine = found && (found.game.judgeId === s.contactId || found.game.inspectorId === s.contactId);
    if (!found || !mine) {
      reply.code(403).send({ error: "forbidden", detail: answer(req, "not_your_game") });
      return null;
    }
    return { s, ...found };
  }

  /** Registers the console's routes. */
  register(app: FastifyInstance): void {
    app.get<{ Querystring: { t?: string } }>("/console/login", { schema: { hide: true } }, async (req, reply) => {
      const t = typeof req.query.t === "string" ? req.query.t : "";
      const opened = await this.open(t);
      if (!opened)
        return reply
          .code(400)
          .type("text/html")
          .send(page(req, "web.t_bad_link", "console-bad"));
      const { sid, session } = opened;
      this.o.log.info({ contactId: session.contactId, role: session.role }, "console login");
      reply.setCookie(SESSION_COOKIE, sid, {
        httpOnly: true,
        sameSite: "strict",
        path: "/",
        maxAge: SESSION_MS / 1000,
        secure: this.o.baseUrl.startsWith("https:"),
      });
      return reply.redirect("/console", 303);
    });

    app.post("/console/logout", { schema: { hide: true } }, async (req, reply) => {
      const sid = req.cookies?.[SESSION_COOKIE];
      if (sid) this.close(sid);
      reply.clearCookie(SESSION_COOKIE, { path: "/" });
      return { ok: true };
    });

    app.get("/console", { schema: { hide: true } }, async (req, reply) =>
      reply.type("text/html").send(page(req, "web.t_console", "console")),
    );

    app.get("/console/me.json", { schema: { hide: true } }, async (req, reply) => {
      const { s, ended } = await this.session(req);
      if (!s) return this.login(req, reply, ended);
      const games = [];
      for (const src of this.o.sources()) {
        const rows = await reads(src).gamesOf(
          s.role === "judge" ? { judgeId: s.contactId } : { inspectorId: s.contactId },
        );
        games.push(
          ...rows.map((g) => ({
            id: g.id,
            board: g.board,
            ...gameWords(g, langOf(req)),
            status: g.status,
            createdAt: g.createdAt.toISOString(),
          })),
        );
      }
      return { role: s.role, name: s.name, games };
    });

    app.get<{ Params: { id: string } }>("/console/games/:id", { schema: { hide: true } }, async (req, reply) =>
      reply.type("text/html").send(page(req, "web.t_judge", "judge", { game: req.params.id })),
    );

    app.get<{ Params: { id: string } }>("/console/games/:id/events", { schema: { hide: true } }, async (req, reply) => {
      const own = await this.own(req, reply);
      if (!own) return;
      await consoleStream(req, reply, own, {
        sources: () => this.o.sources(),
        still: (s) => this.still(s),
        forget: (s) => this.forget(s),
      });
    });

    app.post<{ Params: { id: string } }>(
      "/console/games/:id/control",
      { schema: { hide: true } },
      async (req, reply) => {
        const own = await this.own(req, reply);
        if (!own) return;
        return consoleControl(req, reply, own, { book: this.o.book, log: this.o.log });
      },
    );
  }
}
