/**
 * The season's discipline over HTTP, all admin (Bearer ADMIN_TOKEN): the ban registry (000 §九:
 * ban for a period or for good, lift, list — the fold's own bans of 000 §九6 and its ban proposals
 * listed beside the registry's) and appeals (000 §二: list, dismiss; a ruling on the game,
 * `POST /admin/games/:id/ruling`, closes them).
 *
 * Errors: 400 `{error, detail}` naming the bad field, 404 unknown ban or appeal (the detail says
 * what to do instead), 401/403/503 from the admin check.
 */

import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance, FastifyReply, FastifyRequest, RawServerDefault } from "fastify";
import type { Logger } from "pino";
import { z } from "zod";
import { type SeasonBook, SeasonError } from "../app/season.ts";
import type { BanView } from "../ranked/bans.ts";
import { bad, ContactId, doc, safeId, safeText } from "./guard.ts";

/** The app's admin check, an `onRequest` hook (src/http/guard.ts `adminCheck`). */
type Admin = (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

const BanList = z.object({ status: z.enum(["active", "all"]).default("active") });
const BanBody = z
  .object({
    playerId: ContactId,
    reason: safeText(500),
    /** Length of the ban in days (fractions allowed); or `permanent: true`. */
    days: z.number().positive().max(3650).optional(),
    permanent: z.literal(true).optional(),
  })
  .refine((b) => (b.days === undefined) !== (b.permanent === undefined), {
    message: "写 days（禁赛天数）或 permanent: true（永久禁赛），二选一",
    path: ["days"],
  });
const LiftBody = z.object({ reason: safeText(500) });
const IdParams = z.object({ id: safeId(64) });
const AppealList = z.object({ status: z.enum(["open", "closed", "all"]).default("open") });
const DismissBody = z.object({ reason: safeText(500) });

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function seasonError(reply: FastifyReply, err: unknown) {
  if (!(err instanceof SeasonError)) throw err;
  return reply.code(err.code === "not_found" ? 404 : err.code === "conflict" ? 409 : 400).send({
    error: err.code,
    detail: err.message,
  });
}

/** A ban as JSON: ISO times, `endsAt: null` = permanent, `active` now. */
function banJson(b: BanView, nowMs: number, name: string) {
  return {
    ...b,
    name,
    startsAt: iso(b.startsAt),
    endsAt: iso(b.endsAt),
    createdAt: iso(b.createdAt),
    lifted: b.lifted ? { ...b.lifted, at: iso(b.lifted.at) } : null,
    active: b.lifted === null && b.startsAt <= nowMs && (b.endsAt === null || nowMs < b.endsAt),
  };
}

/**
 * Registers the discipline routes. `/admin/…` routes are guarded by the app's `guardAdminRoutes`;
 * the admin-only reads outside `/admin/` (`/bans`, `/appeals`) run `admin` on request, before any body.
 */
export function registerDiscipline(
  app: FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, Logger>,
  book: SeasonBook,
  admin: Admin,
): void {
  const security = [{ admin: [] }];
  const now = () => book.time();

  app.get(
    "/bans",
    {
      onRequest: admin,
      schema: {
        summary: "Bans (registry and the fold's own, handbook §九6) and ban proposals for the organisers",
        querystring: doc(BanList),
        security,
      },
    },
    async (req, reply) => {
      const q = BanList.safeParse(req.query);
      if (!q.success) return bad(reply, "bad_query", q.error.issues);
      const bans = await book.bans({ activeOnly: q.data.status === "active" });
      const proposals = await book.proposals();
      const names = await book.names(
        undefined,
        [...bans, ...proposals].map((b) => b.playerId),
      );
      const t = now();
      return {
        bans: bans.map((b) => banJson(b, t, names(b.playerId))),
        proposals: proposals
          .filter((p) => q.data.status === "all" || p.status === "open")
          .map((p) => ({ ...p, at: iso(p.at), name: names(p.playerId) })),
      };
    },
  );

  app.post(
    "/admin/bans",
    {
      schema: { summary: "Ban a player from ranked rooms, for `days` or for good", body: doc(BanBody), security },
    },
    async (req, reply) => {
      const body = BanBody.safeParse(req.body);
      if (!body.success) return bad(reply, "bad_body", body.error.issues);
      const { playerId, reason, days } = body.data;
      try {
        const b = await book.ban({
          playerId,
          reason,
          endsAt: days === undefined ? null : now() + Math.round(days * 86_400_000),
          by: "admin",
        });
        return reply.code(201).send(banJson(b, now(), (await book.names(undefined, [playerId]))(playerId)));
      } catch (err) {
        return seasonError(reply, err);
      }
    },
  );

  app.post(
    "/admin/bans/:id/lift",
    {
      schema: {
        summary: "Lift a registry ban (by id or its prefix, or every ban of a player id); the row stays, marked lifted",
        params: doc(IdParams),
        body: doc(LiftBody),
        security,
      },
    },
    async (req, reply) => {
      const p = IdParams.safeParse(req.params);
      const body = LiftBody.safeParse(req.body);
      if (!p.success) return bad(reply, "bad_id", p.error.issues);
      if (!body.success) return bad(reply, "bad_body", body.error.issues);
      try {
        const lifted = await book.lift(p.data.id, { by: "admin", reason: body.data.reason });
        const t = now();
        return { lifted: lifted.map((b) => banJson(b, t, b.playerId)) };
      } catch (err) {
        return seasonError(reply, err);
      }
    },
  );

  app.get(
    "/appeals",
    {
      onRequest: admin,
      schema: { summary: "Appeals (handbook §二): open, closed or all", querystring: doc(AppealList), security },
    },
    async (req, reply) => {
      const q = AppealList.safeParse(req.query);
      if (!q.success) return bad(reply, "bad_query", q.error.issues);
      const appeals = await book.appeals(q.data.status);
      return {
        appeals: appeals.map((a) => ({ ...a, createdAt: iso(a.createdAt), closedAt: iso(a.closedAt) })),
      };
    },
  );

  app.post(
    "/admin/appeals/:id/dismiss",
    {
      schema: {
        summary: "Turn an open appeal down without changing the result (handbook §二); the filer is told by DM",
        params: doc(IdParams),
        body: doc(DismissBody),
        security,
      },
    },
    async (req, reply) => {
      const p = IdParams.safeParse(req.params);
      const body = DismissBody.safeParse(req.body);
      if (!p.success) return bad(reply, "bad_id", p.error.issues);
      if (!body.success) return bad(reply, "bad_body", body.error.issues);
      try {
        const a = await book.dismissAppeal(p.data.id, { by: "admin", reason: body.data.reason });
        return { ...a, createdAt: iso(a.createdAt), closedAt: iso(a.closedAt) };
      } catch (err) {
        return seasonError(reply, err);
      }
    },
  );
}
