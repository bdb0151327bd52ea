import { api, html, render, useEffect, useState } from "/assets/common.js";

function Console() {
  const [me, setMe] = useState(null);
  const [err, setErr] = useState("");
  useEffect(() => {
    api("/console/me.json").then(setMe, (x) => setErr(x.message));
  }, []);
  if (err)
    return html`<h1>法官控制台</h1><p>${err}</p><p class="muted">登录方式：认证排位法官或到场的督察长在微信里私聊机器人“控制台”，点开收到的一次性链接。</p>`;
  if (!me) return html`<p class="muted">加载中…</p>`;
  return html`<h1>${me.role === "judge" ? "法官" : "督察长"}控制台 · ${me.name}</h1>
    ${me.role === "inspector" ? html`<p class="muted">督察长只能查看，不能操作。</p>` : null}
    <h2>${me.role === "judge" ? "我执裁的对局" : "我督察的对局"}</h2>
    ${
      me.games.length === 0
        ? html`<p class="muted">还没有对局。</p>`
        : html`<ul>${me.games.map(
            (g) =>
              html`<li key=${g.id}><a href=${`/console/games/${g.id}`}>${new Date(g.createdAt).toLocaleString("zh-CN")} · ${g.rulesetZh} · ${g.boardZh} · ${g.status === "running" ? "进行中" : "已结束"}</a></li>`,
          )}</ul>`
    }
    <button onClick=${() => api("/console/logout", {}).then(() => location.reload())}>退出登录</button>`;
}
render(html`<${Console} />`, document.getElementById("app"));
