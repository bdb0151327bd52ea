import { data, html, render } from "/assets/common.js";

// Another browser's playground table (issue 25 item 3): it may be watched on the public live page, never played or closed.
render(
  html`<h1>别人的试玩桌</h1>
    <p role="alert">${data.detail}</p>
    <p>${data.live ? html`<a href=${data.live}>打开公开直播页观战</a> · ` : html`这桌还没有开局，稍后可以在对局列表里找到它的直播页。 `}<a href="/play">自己开一桌</a></p>`,
  document.getElementById("app"),
);
