import { html, render } from "/assets/common.js";

render(
  html`<h1>登录链接无效</h1><p>这个链接已经用过或已过期（10分钟内有效，只能用一次）。请在微信里私聊机器人再发一次“控制台”。</p>`,
  document.getElementById("app"),
);
