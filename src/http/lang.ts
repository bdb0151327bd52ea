/**
 * The language of an API request's error replies (issue 23 goal 3): the web pages' choice
 * (`pageLang`: `?lang`, the `lang` cookie, `Accept-Language`; default 简体), so a client that asks
 * nothing reads the 简体 it always did; `error` stays the stable code.
 */
import type { FastifyRequest } from "fastify";
import { type Lang, phrase } from "../vocab/index.ts";
import { LANG_COOKIE, pageLang } from "../vocab/page-lang.ts";
import type { PhraseKey } from "../vocab/phrases/index.ts";

/** The `lang` cookie of a raw `Cookie` header (the API registers no cookie parser). */
const RAW_COOKIE = new RegExp(`(?:^|;\\s*)${LANG_COOKIE}=([^;]*)`);

/** The language of `req` (see {@link pageLang}). */
export function requestLang(req: FastifyRequest): Lang {
  const q = (req.query as Record<string, unknown> | undefined)?.lang;
  const cookie = req.cookies ? req.cookies[LANG_COOKIE] : RAW_COOKIE.exec(req.headers.cookie ?? "")?.[1];
  return pageLang(q, cookie, req.headers["accept-language"]);
}

/** The error reply's `detail`: the `http` phrase `key` in `req`'s language. */
export function detail(req: FastifyRequest, key: string, args?: Record<string, string | number>): string {
  return phrase(requestLang(req), `http.${key}` as PhraseKey, args);
}
