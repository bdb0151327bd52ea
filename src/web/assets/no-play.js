import { html, render, t } from "/assets/common.js";

/** The sentence with its command and link as elements (the phrase places them). */
function noPlay() {
  const [a, b, c] = t("web_page.no_play", { cmd: "\u0000", url: "\u0000" }).split("\u0000");
  return [
    a,
    html`<code>npm ci && npm run play</code>`,
    b,
    html`<a href="http://localhost:3000/play">http://localhost:3000/play</a>`,
    c,
  ];
}

render(html`<h1>${t("web.t_play")}</h1><p>${noPlay()}</p>`, document.getElementById("app"));
