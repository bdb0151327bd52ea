/**
 * The pages' language (issue 23 goal 3): `?lang=zh-Hans|zh-Hant|en` sets it (and the `lang`
 * cookie, a year, SameSite=Lax); else the cookie; else the browser's `Accept-Language`
 * (zh-TW / zh-HK / zh-MO / zh-Hant → 繁體, any other zh → 简体, en → English); default 简体.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { DEFAULT_LANG, LANGS, type Lang } from "../vocab/index.ts";

/** The cookie that keeps a visitor's choice. */
export const LANG_COOKIE = "lang";
/** How long the choice is kept, seconds (a year). */
export const LANG_COOKIE_MAX_AGE = 365 * 86_400;

const isLang = (v: unknown): v is Lang => (LANGS as readonly unknown[]).includes(v);

/** One `Accept-Language` tag as a page language, or null (not Chinese nor English). */
function tagLang(tag: string): Lang | null {
  const t = tag.trim().toLowerCase();
  if (t === "zh" || t.startsWith("zh-")) return /^zh-(?:.*-)?(?:tw|hk|mo|hant)(?:-|$)/.test(t) ? "zh-Hant" : "zh-Hans";
  if (t === "en" || t.startsWith("en-")) return "en";
  return null;
}

/**
 * The page's language from the query's `lang`, the cookie's and the `Accept-Language` header
 * (each possibly missing or malformed), in that order of precedence. Pure.
 */
export function pageLang(query: unknown, cookie: unknown, accept: string | undefined): Lang {
  if (isLang(query)) return query;
  if (isLang(cookie)) return cookie;
  const tags = (accept ?? "")
    .split(",")
    .map((part, i) => {
      const [tag, ...params] = part.split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag, q: q === undefined ? 1 : Number(q), i };
    })
    .filter((x) => x.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const { tag } of tags) {
    const l = tagLang(tag);
    if (l) return l;
  }
  return DEFAULT_LANG;
}

/** The language of `req` (see {@link pageLang}). */
export function langOf(req: FastifyRequest): Lang {
  const q = (req.query as Record<string, unknown> | undefined)?.lang;
  return pageLang(q, req.cookies?.[LANG_COOKIE], req.headers["accept-language"]);
}

/** Keeps a `?lang=` choice in the `lang` cookie (an `onRequest` hook on `app`: call before its routes). */
export function rememberLang(app: FastifyInstance): void {
  app.addHook("onRequest", async (req, reply) => {
    const q = (req.query as Record<string, unknown> | undefined)?.lang;
    if (isLang(q))
      reply.setCookie(LANG_COOKIE, q, { path: "/", sameSite: "lax", maxAge: LANG_COOKIE_MAX_AGE, httpOnly: false });
  });
}
