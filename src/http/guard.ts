/**
 * What stands between a request and the handlers (issue 15 items 8 and 10):
 * - validators for ids and text that refuse NUL, control characters and broken UTF-16 before
 *   anything reaches the database (`ContactId`, `safeId`, `safeText`);
 * - one error handler: a clear 4xx for bad input (JSON, body size, content type, URL), a
 *   generic 500 `{error: "internal", requestId}` for the rest, logged with the request id;
 *   never an error's text, a file path or a stack;
 * - the admin guard: the bearer token is checked in `onRequest`, before the body is read,
 *   in constant time; admin bodies are capped at `ADMIN_BODY_LIMIT`.
 */

import { createHash, randomUUID, timingSafeEqual } from "node:crypto";
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from "fastify";
import type { Logger } from "pino";
import { z } from "zod";
import { detail } from "./lang.ts";

/** The app `buildApp` makes (fastify with our pino logger). */
type App = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, Logger>;

/** Largest admin request body, bytes (64 KiB; a ruling on 18 seats is ~2 KiB). */
export const ADMIN_BODY_LIMIT = 64 * 1024;

/** Any control (C0, DEL, C1), format (zero-width, bidi), surrogate, private-use or unassigned code point. */
const NOT_PRINTABLE = /\p{C}/u;
/** Text may hold line breaks and tabs, nothing else from `\p{C}`. */
const NOT_TEXT = /[^\P{C}\n\t]/u;
/** Printable and no whitespace (`\p{Z}`: spaces, line and paragraph separators). */
const ID_CHARS = /^[^\p{C}\p{Z}\s]+$/u;

/**
 * An identifier of at most `max` characters: printable, no whitespace (letters of any script,
 * digits, `_ - @ . :` …). Refuses NUL and every control or invisible character.
 */
export function safeId(max: number) {
  return z.string().min(1).max(max).regex(ID_CHARS, { message: "只能是可见字符，不能有空白或控制字符" });
}

/**
 * A WeChat contact id (staff, players): 1–100 printable characters without whitespace. WeChat
 * ids are `wxid_…`, a custom id (letters, digits, `_`, `-`), or a puppet's own (`@…`, `…@chatroom`).
 */
export const ContactId = safeId(100);

/**
 * Free text (names, reasons) of 1–`max` characters: no NUL, no control or invisible characters
 * (`multiline`: line breaks and tabs allowed), no lone surrogate.
 */
export function safeText(max: number, opts: { multiline?: boolean } = {}) {
  const re = opts.multiline ? NOT_TEXT : NOT_PRINTABLE;
  return z
    .string()
    .min(1)
    .max(max)
    .refine((s) => !re.test(s), { message: "不能包含控制字符或不可见字符" })
    .refine((s) => s.trim().length > 0, { message: "不能只有空白" });
}

/** JSON Schema of a zod schema, for the OpenAPI document. */
export const doc = (schema: z.ZodType) => z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as object;

/** A 400 `{error, detail}` naming the first bad field of a failed zod parse (`(body)` for the whole body). */
export function bad(reply: FastifyReply, error: string, issues: z.core.$ZodIssue[]) {
  const i = issues[0];
  return reply.code(400).send({ error, detail: i ? `${i.path.join(".") || "(body)"}: ${i.message}` : "invalid" });
}

/** Bad input fastify itself detects, by error code → status, our stable code and the `http` phrase of its detail. */
const CLIENT_ERRORS: Record<string, { status: number; error: string; detail: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, error: "bad_json", detail: "bad_json" },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, error: "bad_json", detail: "empty_json" },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, error: "body_too_large", detail: "body_too_large" },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, error: "bad_content_type", detail: "bad_content_type" },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, error: "bad_length", detail: "bad_length" },
  FST_ERR_BAD_URL: { status: 400, error: "bad_url", detail: "bad_url" },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, error: "bad_url", detail: "param_too_long" },
};

function answer(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const known = err.code ? CLIENT_ERRORS[err.code] : undefined;
  if (known) return reply.code(known.status).send({ error: known.error, detail: detail(req, known.detail) });
  // Other 4xx fastify raises (its own codes only: a thrown library error may carry any statusCode).
  if (err.code?.startsWith("FST_") && err.statusCode && err.statusCode >= 400 && err.statusCode < 500)
    return reply.code(err.statusCode).send({ error: "bad_request", detail: detail(req, "bad_request") });
  req.log.error({ err, requestId: req.id }, "request failed");
  return reply.code(500).send({ error: "internal", requestId: req.id });
}

/**
 * Fastify options for `Fastify({...})`: unique request ids (the 500 answer names it), bad URLs
 * answered by the same handler, path parameters long enough for the validators to name them.
 */
export const serverOptions = {
  genReqId: () => randomUUID(),
  routerOptions: { maxParamLength: 500 },
  frameworkErrors: (err: FastifyError, req: FastifyRequest, reply: FastifyReply) => answer(err, req, reply),
};

/** Installs the error handler and the 404 handler (issue 15 item 8). */
export function installErrorHandling(app: App): void {
  app.setErrorHandler((err: FastifyError, req, reply) => answer(err, req, reply));
  app.setNotFoundHandler((req, reply) => reply.code(404).send({ error: "not_found", detail: detail(req, "no_path") }));
}

/**
 * The message of a refusal the season book throws (a plain `Error` with a Chinese sentence, e.g.
 * an overlapping season), for a 4xx. Anything else (a database or driver error, a subclass of
 * Error) is re-thrown, so the error handler answers a generic 500 and its text never leaks.
 */
export function refusal(err: unknown): string {
  if (err instanceof Error && Object.getPrototypeOf(err) === Error.prototype) return err.message;
  throw err;
}

const digest = (s: string) => createHash("sha256").update(s).digest();

/**
 * The admin check as an `onRequest` hook: 503 when no token is configured, 401 without an
 * `Authorization: Bearer …` header, 403 for a wrong token. Compares sha256 digests with
 * `timingSafeEqual`, so neither the content nor the length of the token leaks through timing.
 */
export function adminCheck(token: string | undefined): onRequestAsyncHookHandler {
  const want = token ? digest(token) : null;
  return async (req, reply) => {
    if (!want) return reply.code(503).send({ error: "admin_disabled", detail: detail(req, "admin_disabled") });
    const auth = req.headers.authorization;
    if (!auth) return reply.code(401).send({ error: "unauthorized", detail: detail(req, "unauthorized") });
    const m = /^Bearer (.+)$/.exec(auth);
    if (!m || !timingSafeEqual(digest(m[1]), want))
      return reply.code(403).send({ error: "forbidden", detail: detail(req, "wrong_token") });
  };
}

/**
 * Guards every route under `/admin/` registered after this call (issue 15 item 10): the token
 * check runs first in `onRequest` (before the body is parsed), and the body limit is
 * `ADMIN_BODY_LIMIT` unless the route sets its own.
 */
export function guardAdminRoutes(app: App, token: string | undefined): void {
  const check = adminCheck(token);
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/admin/")) return;
    route.bodyLimit ??= ADMIN_BODY_LIMIT;
    const own = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    route.onRequest = [check, ...own];
  });
}
