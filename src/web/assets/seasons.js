import { api, html, render, useEffect, useState, WINNER_ZH } from "/assets/common.js";

function Seasons() {
  const [s, setS] = useState(null);
  const [g, setG] = useState([]);
  useEffect(() => {
    api("/seasons").then(
      (x) => setS(x.seasons),
      () => setS([]),
    );
    api("/games?status=ended&limit=50").then(
      (x) => setG(x.games),
      () => undefined,
    );
  }, []);
  if (!s) return html`<p class="muted">加载中…</p>`;
  return html`<h1>赛季</h1>
    ${s.length === 0 ? html`<p class="muted">还没有赛季。</p>` : html`<ul>${s.map((x) => html`<li key=${x.id}><a href=${`/seasons/${x.id}/page`}>${x.name}</a> <span class="muted">${x.startsAt.slice(0, 10)} — ${x.endsAt.slice(0, 10)}</span></li>`)}</ul>`}
    <h2>已结束的对局</h2>
    ${g.length === 0 ? html`<p class="muted">还没有。</p>` : html`<div class="scroll"><table class="t"><tr><th>时间</th><th>规则</th><th>板子</th><th>胜方</th><th>排位</th><th></th></tr>${g.map((x) => html`<tr key=${x.id}><td>${new Date(x.createdAt).toLocaleString("zh-CN")}</td><td>${x.rulesetZh}</td><td>${x.boardZh}</td><td>${x.winner ? (WINNER_ZH[x.winner] ?? "—") : "无"}</td><td>${x.ranked ? "是" : "否"}</td><td><a href=${`/replay/${x.id}`}>回放</a></td></tr>`)}</table></div>`}`;
}
render(html`<${Seasons} />`, document.getElementById("app"));
