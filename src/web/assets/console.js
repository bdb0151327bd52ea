import { api, html, render, t, useEffect, useState, when } from "/assets/common.js";

function Console() {
  const [me, setMe] = useState(null);
  const [err, setErr] = useState("");
  useEffect(() => {
    api("/console/me.json").then(setMe, (x) => setErr(x.message));
  }, []);
  if (err)
    return html`<h1>${t("web_page.console_h")}</h1><p>${err}</p><p class="muted">${t("web_page.console_how", { cmd: "控制台" })}</p>`;
  if (!me) return html`<p class="muted">${t("web.loading")}</p>`;
  return html`<h1>${t(me.role === "judge" ? "web_page.console_judge_h" : "web_page.console_inspector_h", { name: me.name })}</h1>
    ${me.role === "inspector" ? html`<p class="muted">${t("web_page.read_only")}</p>` : null}
    <h2>${me.role === "judge" ? t("web_page.my_judged") : t("web_page.my_inspected")}</h2>
    ${
      me.games.length === 0
        ? html`<p class="muted">${t("web_page.no_games")}</p>`
        : html`<ul>${me.games.map(
            (g) =>
              html`<li key=${g.id}><a href=${`/console/games/${g.id}`}>${when(g.createdAt)} · ${g.rulesetZh} · ${g.boardZh} · ${g.status === "running" ? t("web_page.running") : t("web_page.ended")}</a></li>`,
          )}</ul>`
    }
    <button onClick=${() => api("/console/logout", {}).then(() => location.reload())}>${t("web_page.log_out")}</button>`;
}
render(html`<${Console} />`, document.getElementById("app"));
