/**
 * A request's language (issue 23 goal 3), pure: `?lang=zh-Hans|zh-Hant|en`, else the `lang`
 * cookie, else the browser's `Accept-Language` (zh-TW / zh-HK / zh-MO / zh-Hant → 繁體, any other
 * zh → 简体, en → English); default 简体. The web pages (src/web/lang.ts) and the API's error
 * replies (src/http/) read it the same way.
 */
import { DEFAULT_LANG, LANGS, type Lang } from "./index.ts";

/** The cookie that keeps a visitor's choice. */
export const LANG_COOKIE = "lang";

/** Whether `v` is one of the languages. */
export const isLang = (v: unknown): v is Lang => (LANGS as readonly unknown[]).includes(v);

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
