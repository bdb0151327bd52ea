import { html, render, t } from "/assets/common.js";

render(
  html`<h1>${t("web.t_bad_link")}</h1><p>${t("web_page.bad_link", { cmd: "控制台" })}</p>`,
  document.getElementById("app"),
);
