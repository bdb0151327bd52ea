import { api, html, render, useEffect, useState } from "/assets/common.js";

const STATUS = { running: "进行中", ended: "已结束" };

function Index() {
  const [games, setGames] = useState(null);
  useEffect(() => {
    api("/games.json").then(
      (j) => setGames(j.games),
      () => setGames([]),
    );
  }, []);
  return html`<h1>狼人法官 · 对局</h1>
    <p>第一次来？<a href="/play">去试玩</a>：在浏览器里玩一整局，不用微信。</p>
    ${
      games === null
        ? html`<p class="muted">加载中…</p>`
        : games.length === 0
          ? html`<p class="muted">还没有对局。</p>`
          : html`
    <div class="scroll"><table class="t"><tr><th>开局时间</th><th>规则</th><th>板子</th><th>状态</th><th></th></tr>
    ${games.map(
      (
        g,
      ) => html`<tr key=${g.id}><td>${new Date(g.createdAt).toLocaleString("zh-CN")}</td><td>${g.rulesetZh}</td><td>${g.boardZh}</td><td>${STATUS[g.status] ?? "已结束"}</td>
      <td><a href=${`/live/${g.id}`}>直播</a>${g.status === "ended" ? html` · <a href=${`/replay/${g.id}`}>回放</a>` : null}</td></tr>`,
    )}
    </table></div>`
    }`;
}
render(html`<${Index} />`, document.getElementById("app"));
