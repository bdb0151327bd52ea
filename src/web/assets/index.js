import { api, html, render, t, useEffect, useState, when } from "/assets/common.js";

const STATUS = { running: t("web_page.running"), ended: t("web_page.ended") };

function Index() {
  const [games, setGames] = useState(null);
  useEffect(() => {
    api("/games.json").then(
      (j) => setGames(j.games),
      () => setGames([]),
    );
  }, []);
  return html`<h1>${t("web_page.games_h")}</h1>
    <p>${t("web_page.first_time")}<a href="/play">${t("web_page.try_it")}</a>${t("web_page.try_it_tail")}</p>
    ${
      games === null
        ? html`<p class="muted">${t("web.loading")}</p>`
        : games.length === 0
          ? html`<p class="muted">${t("web_page.no_games")}</p>`
          : html`
    <div class="scroll"><table class="t"><tr><th>${t("web_page.started_at")}</th><th>${t("web_page.ruleset")}</th><th>${t("web_page.board")}</th><th>${t("web_page.status")}</th><th></th></tr>
    ${games.map(
      (
        g,
      ) => html`<tr key=${g.id}><td>${when(g.createdAt)}</td><td>${g.rulesetZh}</td><td>${g.boardZh}</td><td>${STATUS[g.status] ?? STATUS.ended}</td>
      <td><a href=${`/live/${g.id}`}>${t("web_page.live")}</a>${g.status === "ended" ? html` · <a href=${`/replay/${g.id}`}>${t("web_page.replay")}</a>` : null}</td></tr>`,
    )}
    </table></div>`
    }`;
}
render(html`<${Index} />`, document.getElementById("app"));
