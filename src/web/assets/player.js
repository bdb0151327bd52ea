// A player's season page (issue 14 item 5): name first, then tier and points, the points after each
// game (a chart that fits a phone: viewBox, 100% wide — issue 26 item 9), wins by card class and
// the games with their board and ruleset (issue 26 item 6).
import { api, data, html, render, seasonNames, t, useEffect, useState, when } from "/assets/common.js";

const CLASS_ZH = {
  wolf: t("web_page.class_wolf"),
  god: t("web_page.class_god"),
  villager: t("web_page.class_villager"),
};

/** Points after each game, as a line scaled to the page's width. */
function Chart({ points }) {
  if (points.length === 0) return html`<p class="muted">${t("web_page.no_scored")}</p>`;
  const W = 600;
  const H = 160;
  const ys = [0, ...points.map((p) => p.pointsAfter)];
  const lo = Math.min(...ys);
  const hi = Math.max(1, ...ys);
  const x = (i) => 20 + (i * (W - 40)) / Math.max(1, points.length);
  const y = (v) => H - 20 - ((v - lo) * (H - 40)) / (hi - lo || 1);
  const path = [`M${x(0)},${y(0)}`, ...points.map((p, i) => `L${x(i + 1)},${y(p.pointsAfter)}`)].join(" ");
  return html`<svg class="chart" viewBox=${`0 0 ${W} ${H}`} preserveAspectRatio="xMinYMin meet" role="img" aria-label=${t("web_page.points_chart")} data-testid="points-chart">
    <path d=${path} fill="none" stroke="#1a73e8" stroke-width="2" />
    ${points.map((p, i) => html`<g key=${p.gameId}><circle cx=${x(i + 1)} cy=${y(p.pointsAfter)} r="3" fill="#1a73e8" /><text x=${x(i + 1) - 6} y=${y(p.pointsAfter) - 6} font-size="11">${p.pointsAfter}</text></g>`)}
  </svg>`;
}

/** Wins by card class as bars (progress bars: they shrink with the page; the CSP allows no inline style). */
function Wins({ wins }) {
  const max = Math.max(1, ...Object.values(wins));
  return html`<div class="wins" data-testid="wins">${Object.entries(wins).map(
    ([
      k,
      n,
    ]) => html`<div class="win-row" key=${k}><span class="win-name">${CLASS_ZH[k] ?? t("web_page.class_other")}</span>
      <progress class="win-bar" max=${max} value=${n}></progress><span>${n}</span></div>`,
  )}</div>`;
}

function Player() {
  const [p, setP] = useState(null);
  const [h, setH] = useState([]);
  const [names, setNames] = useState(new Map());
  const [err, setErr] = useState("");
  useEffect(() => {
    const q = data.season ? `?season=${encodeURIComponent(data.season)}` : "";
    api(`/players/${encodeURIComponent(data.player)}${q}`).then(setP, (x) => setErr(x.message));
    api(`/players/${encodeURIComponent(data.player)}/history.json${q}`).then(
      (x) => setH(x.points),
      () => undefined,
    );
    seasonNames().then(setNames);
  }, []);
  if (err) return html`<h1>${t("web.t_player")}</h1><p class="bad">${err}</p>`;
  if (!p) return html`<p class="muted">${t("web.loading")}</p>`;
  return html`<h1 data-testid="player-name">${p.name}</h1>
    <div class="bar"><span>${names.get(p.season) ?? t("web_page.this_season")}</span><span>${t("web_page.points_b")} <b>${p.points}</b></span><span>${t("web_page.tier")} ${p.tier?.zh ?? t("web_page.unrated")}</span><span>${t("web_page.place_n", { n: p.rank || "—" })}</span><span>${t("web_page.games_wins", { g: p.games, w: p.winsTotal })}</span><span>${t("web_page.no_shows_n", { n: p.noShows })}</span></div>
    <h2>${t("web_page.points_chart")}</h2><${Chart} points=${h} />
    <h2>${t("web_page.wins_by_class")}</h2><${Wins} wins=${p.wins} />
    <h2>${t("web_page.scored_games")}</h2>
    ${
      h.length === 0
        ? html`<p class="muted">${t("web_page.none_yet")}</p>`
        : html`<div class="scroll"><table class="t" data-testid="player-games"><tr><th>${t("web_page.ended_at")}</th><th>${t("web_page.board")}</th><th>${t("web_page.ruleset")}</th><th>${t("web_page.delta")}</th><th>${t("web_page.after")}</th><th></th></tr>
      ${[...h]
        .reverse()
        .map(
          (g) =>
            html`<tr key=${g.gameId}><td>${when(g.endedAt)}</td><td>${g.boardZh}</td><td>${g.rulesetZh}</td><td>${g.delta > 0 ? `+${g.delta}` : g.delta}</td><td>${g.pointsAfter}</td><td><a href=${`/replay/${g.gameId}`}>${t("web_page.replay")}</a></td></tr>`,
        )}</table></div>`
    }`;
}
render(html`<${Player} />`, document.getElementById("app"));
