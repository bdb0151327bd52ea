/**
 * The pages' language (issue 23 goal 3): `?lang=zh-Hans|zh-Hant|en` sets it (and the `lang`
 * cookie, a year, SameSite=Lax); else the cookie; else the browser's `Accept-Language`
 * (zh-TW / zh-HK / zh-MO / zh-Hant → 繁體, any other zh → 简体, en → English); default 简体
 * (`pageLang`, src/vocab/page-lang.ts).
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { requestLang } from "../http/lang.ts";
import type { Lang } from "../vocab/index.ts";
import { isLang, LANG_COOKIE, pageLang } from "../vocab/page-lang.ts";

export { LANG_COOKIE, pageLang };

/** How long the choice is kept, seconds (a year). */
export const LANG_COOKIE_MAX_AGE = 365 * 86_400;

/** The language of `req` (see {@link pageLang}): the API's error replies read it the same way. */
export const langOf: (req: FastifyRequest) => Lang = requestLang;

/** Keeps a `?lang=` choice in the `lang` cookie (an `onRequest` hook on `app`: call before its routes). */
export function rememberLang(app: FastifyInstance): void {
  app.addHook("onRequest", async (req, reply) => {
    const q = (req.query as Record<string, unknown> | undefined)?.lang;
    if (isLang(q))
      reply.setCookie(LANG_COOKIE, q, { path: "/", sameSite: "lax", maxAge: LANG_COOKIE_MAX_AGE, httpOnly: false });
  });
}
