import { api, html, nameOf, render, t, useEffect, useState, WINNER_ZH, when } from "/assets/common.js";

function Seasons() {
  const [s, setS] = useState(null);
  const [g, setG] = useState([]);
  useEffect(() => {
    api("/seasons").then(
      (x) => setS(x.seasons),
      () => setS([]),
    );
    api("/games?status=ended&limit=50").then(
      (x) => setG(x.games),
      () => undefined,
    );
  }, []);
  if (!s) return html`<p class="muted">${t("web.loading")}</p>`;
  return html`<h1>${t("web_page.seasons_h")}</h1>
    ${s.length === 0 ? html`<p class="muted">${t("web_page.no_seasons")}</p>` : html`<ul>${s.map((x) => html`<li key=${x.id}><a href=${`/seasons/${x.id}/page`}>${x.name}</a> <span class="muted">${x.startsAt.slice(0, 10)} — ${x.endsAt.slice(0, 10)}</span></li>`)}</ul>`}
    <h2>${t("web_page.ended_games")}</h2>
    ${g.length === 0 ? html`<p class="muted">${t("web_page.none_yet")}</p>` : html`<div class="scroll"><table class="t"><tr><th>${t("web_page.time")}</th><th>${t("web_page.ruleset")}</th><th>${t("web_page.board")}</th><th>${t("web_page.winner")}</th><th>${t("web_page.ranked")}</th><th></th></tr>${g.map((x) => html`<tr key=${x.id}><td>${when(x.createdAt)}</td><td>${nameOf("ruleset", x.ruleset, x.rulesetZh)}</td><td>${nameOf("board", x.board, x.boardZh)}</td><td>${x.winner ? (WINNER_ZH[x.winner] ?? "—") : t("web_page.no_winner")}</td><td>${x.ranked ? t("web_page.yes") : t("web_page.no")}</td><td><a href=${`/replay/${x.id}`}>${t("web_page.replay")}</a></td></tr>`)}</table></div>`}`;
}
render(html`<${Seasons} />`, document.getElementById("app"));
