import { Chat, data, html, PhaseBar, render, Seats, useState, useStream, Votes } from "/assets/common.js";

function Live() {
  const [table, setTable] = useState(null);
  const [lines, setLines] = useState([]);
  useStream(`/live/${data.game}/events`, {
    table: setTable,
    line: (l) => setLines((ls) => [...ls, l]),
  });
  if (!table) return html`<p class="muted">连接中…</p>`;
  return html`<h1>直播 · ${table.boardZh}</h1>
    <p class="muted">公开视角：只显示比赛群里已经公布的信息。${
      data.forum
        ? html` <a href=${`/live/${data.game}/thread`} data-testid="thread-link">讨论帖（投票帖、关门统计、发言数）</a>`
        : null
    }</p>
    <${PhaseBar} table=${table} />
    <div class="cols"><section><h2>座位</h2><${Seats} table=${table} /><${Votes} votes=${table.votes} /></section>
    <${Chat} title="比赛群" lines=${lines} /></div>`;
}
render(html`<${Live} />`, document.getElementById("app"));
