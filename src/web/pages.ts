/**
 * The HTML shells of the pages: a Chinese page with the stylesheet, the site's icon, a navigation bar and one
 * front-end module (preact + htm, served from `/assets/`, no build step). Data comes from the
 * JSON routes and event streams; nothing secret is ever written into a shell.
 */

const NAV = `<nav><a href="/">对局</a><a href="/play">试玩</a><a href="/seasons/page">赛季</a><a href="/console">法官控制台</a><a href="/docs">API 文档</a></nav>`;

/** The site's icon (a crescent moon, `assets/favicon.svg`); every page links it and `/favicon.ico` answers it. */
export const ICON_PATH = "/assets/favicon.svg";

/** Escapes text for HTML. */
export function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A page: `title`, the module `/assets/<script>.js`, and `data` attributes for it (escaped). */
export function shell(title: string, script: string, data: Record<string, string> = {}): string {
  const attrs = Object.entries(data)
    .map(([k, v]) => ` data-${k}="${esc(v)}"`)
    .join("");
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)} · 狼人法官</title><link rel="icon" type="image/svg+xml" href="${ICON_PATH}"><link rel="stylesheet" href="/assets/app.css"></head>
<body>${NAV}<main id="app"${attrs}><p class="muted">加载中…</p></main>
<script type="module" src="/assets/${esc(script)}.js"></script></body></html>`;
}
