import { html, render } from "/assets/common.js";

render(
  html`<h1>找不到</h1><p>没有这个页面或这局游戏。<a href="/">回到对局列表</a></p>`,
  document.getElementById("app"),
);
