/**
 * The pages' language (issue 23 goal 3): `?lang=zh-Hans|zh-Hant|en` sets it (and the `lang`
 * cookie, a year, SameSite=Lax); else the cookie; else the browser's `Accept-Language`
 * (zh-TW / zh-HK / zh-MO / zh-Hant → 繁體, any other zh → 简体, en → English); default 简体
 * (`pageLang`, src/vocab/page-lang.ts).
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { requestLang } from "../http/lang.ts";
import { type Lang, phrase } from "../vocab/index.ts";
import { isLang, LANG_COOKIE, pageLang } from "../vocab/page-lang.ts";
import type { PhraseKey } from "../vocab/phrases/index.ts";
import type { WEB_ANSWERS } from "../vocab/phrases/web-answers.ts";

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

/** A key of the web's answers (`web_answers` book). */
export type AnswerKey = keyof (typeof WEB_ANSWERS)["zh-Hans"];

/** The web answer `key` (a refused request's `detail`) in `req`'s language. */
export function answer(req: FastifyRequest, key: AnswerKey, args?: Record<string, string | number>): string {
  return phrase(langOf(req), `web_answers.${key}`, args);
}

/**
 * The `detail` of a body zod refused, in `lang`: its first issue's message — a `web_answers.*`
 * key where the schema names one (`{ message: "web_answers.confirm_first" }`), else zod's own
 * (English) words as before — or `请求有误` when it has none.
 */
export function bodyError(err: { issues: readonly { message: string }[] } | undefined, lang: Lang): string {
  const m = err?.issues[0]?.message;
  if (!m) return phrase(lang, "web_answers.bad_body");
  return m.startsWith("web_answers.") ? phrase(lang, m as PhraseKey) : m;
}
