import { Chat, data, html, PhaseBar, render, Seats, useState, useStream, Votes } from "/assets/common.js";

function Live() {
  const [table, setTable] = useState(null);
  const [lines, setLines] = useState([]);
  const [end, setEnd] = useState(null);
  // The page's one stream (issue 26 item 8); it ends with "本局已结束" / "这桌已关闭".
  useStream(`/live/${data.game}/events`, {
    table: setTable,
    line: (l) => setLines((ls) => (ls.length && ls[ls.length - 1].seq >= l.seq ? ls : [...ls, l])),
    end: setEnd,
  });
  // A finished game (its table says so, or its stream ended so): who won, and its replay.
  const finished = (table?.status === "ended" || end?.reason === "over") && end?.reason !== "closed";
  const over = finished
    ? html`<p class="notice live-end" data-testid="stream-end">本局已结束${table?.winnerZh ? `：${table.winnerZh}` : ""}。
        <a href=${`/replay/${data.game}`} data-testid="replay-link">查看本局复盘</a>（每个房间的聊天记录、时间和判罚理由）</p>`
    : end
      ? html`<p class="notice" data-testid="stream-end">${end.detail}</p>`
      : null;
  if (!table) return over ?? html`<p class="muted">连接中…</p>`;
  return html`<h1>直播 · ${table.boardZh}</h1>
    ${over}
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
