import { api, data, html, render, seasonNames, t, useEffect, useState } from "/assets/common.js";

function Board() {
  const [b, setB] = useState(null);
  const [err, setErr] = useState("");
  const [names, setNames] = useState(new Map());
  useEffect(() => {
    seasonNames().then(setNames);
    api(`/seasons/${encodeURIComponent(data.season)}/leaderboard?top=100`).then(setB, (x) => setErr(x.message));
  }, []);
  if (err) return html`<h1>${t("web.t_leaderboard")}</h1><p class="bad">${err}</p>`;
  if (!b) return html`<p class="muted">${t("web.loading")}</p>`;
  return html`<h1>${t("web_page.leaderboard_h", { season: names.get(b.season) ?? t("web_page.this_season") })}</h1>
    ${
      b.leaderboard.length === 0
        ? html`<p class="muted">${t("web_page.no_scored")}</p>`
        : html`<div class="scroll"><table class="t"><tr><th>${t("web_page.rank")}</th><th>${t("web_page.player")}</th><th>${t("web_page.points")}</th><th>${t("web_page.tier")}</th><th>${t("web_page.wins")}</th><th>${t("web_page.games")}</th></tr>
    ${b.leaderboard.map((x) => html`<tr key=${x.playerId}><td>${x.rank}</td><td><a href=${`/players/${encodeURIComponent(x.playerId)}/page?season=${encodeURIComponent(b.season)}`}>${x.name}</a></td><td>${x.points}</td><td>${x.tier?.zh ?? t("web_page.unrated")}</td><td>${x.winsTotal}</td><td>${x.games}</td></tr>`)}</table></div>`
    }`;
}
render(html`<${Board} />`, document.getElementById("app"));
