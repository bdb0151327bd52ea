/**
 * The HTML shells of the pages: a page in the visitor's language (`lang.ts`) with the stylesheet,
 * the site's icon, a navigation bar with the language switch (简体 · 繁體 · English) and one
 * front-end module (preact + htm, served from `/assets/`, no build step); the modules read their
 * words from `/assets/words/<lang>.json` (`pageWords`; not in the shell: a page's HTML names no
 * role nor act it does not show). Data comes from
 * the JSON routes and event streams; nothing secret is ever written into a shell.
 */
import type { FastifyRequest } from "fastify";
import { ALL_BOARDS } from "../engine/boards.ts";
import { RULESETS } from "../engine/rulesets/index.ts";
import {
  boardName,
  DEFAULT_LANG,
  LANG_NAMES,
  LANGS,
  type Lang,
  phrase,
  phrasebook,
  rulesetName,
} from "../vocab/index.ts";
import type { PhraseKey } from "../vocab/phrases/index.ts";
import { langOf } from "./lang.ts";

/** The site's icon (a crescent moon, `assets/favicon.svg`); every page links it and `/favicon.ico` answers it. */
export const ICON_PATH = "/assets/favicon.svg";

/** The phrasebook areas the browser modules read (`t("web_page.key")` in assets/common.js). */
export const PAGE_AREAS = ["web", "web_page", "web_table", "web_replay", "web_judge"] as const;

/** Each language's short name on the switch. */
const SWITCH: Readonly<Record<Lang, string>> = { "zh-Hans": "简体", "zh-Hant": "繁體", en: "English" };

/** Escapes text for HTML. */
export function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The browser modules' words in `lang`: `{ area: { key: template } }` of `PAGE_AREAS`, and the
 * boards' and rulesets' names by id (`board`, `ruleset`: for the API's lists, which name them in 简体).
 */
export function pageWords(lang: Lang): Record<string, Record<string, string>> {
  const all = phrasebook(lang);
  const boards = [...ALL_BOARDS, ...Object.values(RULESETS).flatMap((r) => r.ownBoards ?? [])];
  return {
    ...Object.fromEntries(PAGE_AREAS.map((a) => [a, all[a] ?? {}])),
    board: Object.fromEntries(boards.map((b) => [b.id, boardName(b.id, lang)])),
    ruleset: Object.fromEntries(Object.keys(RULESETS).map((id) => [id, rulesetName(id, lang)])),
  };
}

/** `url` (path and query) with its `lang` set to `lang`. */
function withLang(url: string, lang: Lang): string {
  const u = new URL(url, "http://x");
  u.searchParams.set("lang", lang);
  return `${u.pathname}${u.search}`;
}

function nav(lang: Lang, url: string): string {
  const w = (k: PhraseKey) => esc(phrase(lang, k));
  const langs = LANGS.map((l) =>
    l === lang
      ? `<b lang="${l}" data-lang="${l}">${SWITCH[l]}</b>`
      : `<a lang="${l}" data-lang="${l}" href="${esc(withLang(url, l))}" title="${esc(LANG_NAMES[l])}">${SWITCH[l]}</a>`,
  ).join(" · ");
  return `<nav><a href="/">${w("web.nav_games")}</a><a href="/play">${w("web.nav_play")}</a><a href="/seasons/page">${w("web.nav_seasons")}</a><a href="/console">${w("web.nav_console")}</a><a href="/docs">${w("web.nav_docs")}</a><span class="langs" data-testid="langs" aria-label="${w("web.nav_lang")}">${langs}</span></nav>`;
}

/**
 * A page: its title (a phrase of the `web` book), the module `/assets/<script>.js`, `data`
 * attributes for it (escaped), in `lang` (default 简体); `url` is the request's (the switch's links keep it).
 */
export function shell(
  title: PhraseKey,
  script: string,
  data: Record<string, string> = {},
  lang: Lang = DEFAULT_LANG,
  url = "/",
): string {
  const attrs = Object.entries(data)
    .map(([k, v]) => ` data-${k}="${esc(v)}"`)
    .join("");
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(phrase(lang, title))} · ${esc(phrase(lang, "web.site"))}</title><link rel="icon" type="image/svg+xml" href="${ICON_PATH}"><link rel="stylesheet" href="/assets/app.css"></head>
<body>${nav(lang, url)}<main id="app"${attrs}><p class="muted">${esc(phrase(lang, "web.loading"))}</p></main>
<script type="module" src="/assets/${esc(script)}.js"></script></body></html>`;
}

/** The page `script` titled `title` in the language of `req` (see `shell`). */
export function page(req: FastifyRequest, title: PhraseKey, script: string, data: Record<string, string> = {}): string {
  return shell(title, script, data, langOf(req), req.url);
}
