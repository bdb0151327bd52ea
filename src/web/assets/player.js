import { api, data, html, render, useEffect, useState } from "/assets/common.js";

const CLASS_ZH = { wolf: "狼人牌", god: "神牌", villager: "民牌" };

/** Points after each game, as a line. */
function Chart({ points }) {
  if (points.length === 0) return html`<p class="muted">这个赛季还没有计分的对局。</p>`;
  const W = 600;
  const H = 160;
  const ys = [0, ...points.map((p) => p.pointsAfter)];
  const lo = Math.min(...ys);
  const hi = Math.max(1, ...ys);
  const x = (i) => 20 + (i * (W - 40)) / Math.max(1, points.length);
  const y = (v) => H - 20 - ((v - lo) * (H - 40)) / (hi - lo || 1);
  const path = [`M${x(0)},${y(0)}`, ...points.map((p, i) => `L${x(i + 1)},${y(p.pointsAfter)}`)].join(" ");
  return html`<svg width=${W} height=${H} role="img" aria-label="积分走势" data-testid="points-chart">
    <path d=${path} fill="none" stroke="#1a73e8" stroke-width="2" />
    ${points.map((p, i) => html`<g key=${p.gameId}><circle cx=${x(i + 1)} cy=${y(p.pointsAfter)} r="3" fill="#1a73e8" /><text x=${x(i + 1) - 6} y=${y(p.pointsAfter) - 6} font-size="11">${p.pointsAfter}</text></g>`)}
  </svg>`;
}

function Player() {
  const [p, setP] = useState(null);
  const [h, setH] = useState([]);
  const [err, setErr] = useState("");
  useEffect(() => {
    const q = data.season ? `?season=${encodeURIComponent(data.season)}` : "";
    api(`/players/${encodeURIComponent(data.player)}${q}`).then(setP, (x) => setErr(x.message));
    api(`/players/${encodeURIComponent(data.player)}/history.json${q}`).then(
      (x) => setH(x.points),
      () => undefined,
    );
  }, []);
  if (err) return html`<h1>玩家</h1><p class="bad">${err}</p>`;
  if (!p) return html`<p class="muted">加载中…</p>`;
  const max = Math.max(1, ...Object.values(p.wins));
  return html`<h1>${p.name}</h1>
    <div class="bar"><span>赛季 ${p.season}</span><span>积分 <b>${p.points}</b></span><span>段位 ${p.tier?.zh ?? "未定级"}</span><span>第 ${p.rank || "—"} 名</span><span>${p.games} 局 · ${p.winsTotal} 胜</span><span>黑麦 ${p.noShows} 次</span></div>
    <h2>积分走势</h2><${Chart} points=${h} />
    <h2>各类牌胜场</h2>
    <svg width="420" height="110" role="img" aria-label="各类牌胜场">${Object.entries(p.wins).map(
      ([k, n], i) => html`
      <g key=${k}><text x="0" y=${25 + i * 32}>${CLASS_ZH[k] ?? k}</text><rect x="60" y=${10 + i * 32} height="20" width=${(n / max) * 300} fill="#1a73e8" /><text x=${66 + (n / max) * 300} y=${25 + i * 32}>${n}</text></g>`,
    )}</svg>`;
}
render(html`<${Player} />`, document.getElementById("app"));
