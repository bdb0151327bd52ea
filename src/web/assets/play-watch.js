import { data, html, render, t } from "/assets/common.js";

// Another browser's playground table (issue 25 item 3): it may be watched on the public live page, never played or closed.
render(
  html`<h1>${t("web.t_others_table")}</h1>
    <p role="alert">${data.detail}</p>
    <p>${data.live ? html`<a href=${data.live}>${t("web_page.watch_live")}</a> · ` : html`${t("web_page.not_started")}`}<a href="/play">${t("web_page.own_table")}</a></p>`,
  document.getElementById("app"),
);
