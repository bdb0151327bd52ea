import { html, render, t } from "/assets/common.js";

render(
  html`<h1>${t("web_page.missing_h")}</h1><p>${t("web_page.missing")}<a href="/">${t("web_page.back_list")}</a></p>`,
  document.getElementById("app"),
);
