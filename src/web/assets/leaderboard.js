import { api, data, html, render, seasonNames, useEffect, useState } from "/assets/common.js";

function Board() {
  const [b, setB] = useState(null);
  const [err, setErr] = useState("");
  const [names, setNames] = useState(new Map());
  useEffect(() => {
    seasonNames().then(setNames);
    api(`/seasons/${encodeURIComponent(data.season)}/leaderboard?top=100`).then(setB, (x) => setErr(x.message));
  }, []);
  if (err) return html`<h1>排行榜</h1><p class="bad">${err}</p>`;
  if (!b) return html`<p class="muted">加载中…</p>`;
  return html`<h1>排行榜 · ${names.get(b.season) ?? "本赛季"}</h1>
    ${
      b.leaderboard.length === 0
        ? html`<p class="muted">这个赛季还没有计分的对局。</p>`
        : html`<div class="scroll"><table class="t"><tr><th>名次</th><th>玩家</th><th>积分</th><th>段位</th><th>胜场</th><th>局数</th></tr>
    ${b.leaderboard.map((x) => html`<tr key=${x.playerId}><td>${x.rank}</td><td><a href=${`/players/${encodeURIComponent(x.playerId)}/page?season=${encodeURIComponent(b.season)}`}>${x.name}</a></td><td>${x.points}</td><td>${x.tier?.zh ?? "未定级"}</td><td>${x.winsTotal}</td><td>${x.games}</td></tr>`)}</table></div>`
    }`;
}
render(html`<${Board} />`, document.getElementById("app"));
