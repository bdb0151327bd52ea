// The thread view of a forum-25 game (issue 14 item 7): what the thread was told, day by day,
// and each seat's post count per day. Data: `/live/:id/thread/events` (`thread` events).
import { data, html, labelZh, render, useState, useStream } from "/assets/common.js";

const who = (seat, name) => (name?.startsWith(`${seat}号`) ? name : `${seat}号${name ?? ""}`);
const seats = (list) => list.map((n) => `${n}号`).join("、");

function Ballots({ day }) {
  if (!day.ballots.length) return html`<p class="muted">（还没有投票帖）</p>`;
  return html`<div class="scroll"><table class="t" data-testid=${`ballots-${day.n}`}><tr><th>#</th><th>时间</th><th>座位</th><th>帖子</th></tr>
    ${day.ballots.map(
      (b, i) => html`<tr key=${i} class=${b.change ? "change" : ""} data-testid="ballot">
        <td>${i + 1}</td><td>${b.time}</td><td>${who(b.seat, b.name)}</td>
        <td>${b.proxy ? html`<span class="badge">代投</span> ` : null}${b.change ? "改票" : "投票"}：${
          b.target === null ? "弃权" : who(b.target, b.targetName)
        }</td></tr>`,
    )}</table></div>`;
}

function Count({ day }) {
  const c = day.count;
  if (!c) return null;
  return html`<div class="count" data-testid=${`count-${day.n}`}>
    <b>关门统计（${day.round === "sheriff" ? "警长" : "放逐"}）：</b>
    ${c.hidden ? "票数不公开，只宣布最高票" : c.tally.length ? c.tally.map((t) => `${who(t.seat, t.name)} ${t.votes}票`).join("、") : "无人得票"}
    ${c.abstain.length ? `；弃权：${seats(c.abstain)}` : ""}${c.none.length ? `；未投票：${seats(c.none)}` : ""}
    <div>结果：<b data-testid=${`result-${day.n}`}>${c.result.text}</b></div></div>`;
}

/** The last words published at this opening, with what each seat said (issue 26 item 10). */
function LastWords({ day }) {
  const said = day.lastWordsSaid ?? [];
  if (!said.length) return null;
  return html`<div class="lastwords" data-testid=${`lastwords-${day.n}`}><b>遗言公示：</b>
    ${said.map(
      (w) =>
        html`<blockquote key=${w.seat}><b>${who(w.seat, w.name)}：</b>${
          w.text === null
            ? html`<span class="muted">（读取中…）</span>`
            : w.text
              ? w.text
              : html`<span class="muted">没有留遗言</span>`
        }</blockquote>`,
    )}</div>`;
}

function Day({ day }) {
  return html`<section class="day" data-testid=${`day-${day.n}`}>
    <h2>第${day.n}天 · ${day.round === "sheriff" ? "投票选警长" : "投票放逐"}${day.spedUp ? "（导演提速）" : ""}
      <span class="muted"> ${day.close} 关门</span></h2>
    ${
      day.announced
        ? html`<p data-testid=${`announced-${day.n}`}>公示：${
            day.announced.length
              ? `昨晚出局的角色（按出局顺序）：${day.announced.map((d) => who(d.seat, d.name)).join("、")}`
              : "昨晚无人出局"
          }</p>`
        : null
    }
    <${LastWords} day=${day} />
    <${Ballots} day=${day} />
    ${day.notes.length ? html`<ul class="notes">${day.notes.map((n, i) => html`<li key=${i}>${labelZh(n.at)} ${n.text}</li>`)}</ul>` : null}
    <${Count} day=${day} />
  </section>`;
}

function PostIndex({ thread }) {
  const days = thread.days.map((d) => d.n);
  return html`<section><h2>发言数（每个讨论日的发帖数）</h2>
    <div class="scroll"><table class="t" data-testid="post-index"><tr><th>座位</th>${days.map((n) => html`<th key=${n}>第${n}天</th>`)}<th>合计</th><th>判罚</th></tr>
    ${thread.index.map(
      (r) => html`<tr key=${r.seat} class=${r.alive ? "" : "out"} data-seat=${r.seat}>
        <td>${who(r.seat, r.name)}${r.alive ? "" : "（出局）"}</td>${r.posts.map((p, i) => html`<td key=${i}>${p}</td>`)}
        <td>${r.total}</td><td>${r.cards}</td></tr>`,
    )}</table></div></section>`;
}

function Cards({ cards }) {
  if (!cards.length) return null;
  return html`<section><h2>判罚（蓝牌、黄牌、红牌）</h2><ul class="notes" data-testid="cards">
    ${cards.map((c, i) => html`<li key=${i}>${labelZh(c.at)} ${who(c.seat, c.name)} ${c.colourZh}：${c.reason}</li>`)}</ul></section>`;
}

function Thread() {
  const [thread, setThread] = useState(null);
  const [end, setEnd] = useState(null);
  useStream(`/live/${data.game}/thread/events`, { thread: setThread, end: setEnd });
  const over = end ? html`<p class="notice" data-testid="stream-end">${end.detail}</p>` : null;
  if (!thread) return over ?? html`<p class="muted">连接中…</p>`;
  return html`<h1>讨论帖 · 版杀</h1>
    <p class="muted">公开视角：只显示讨论帖里已经公布的投票帖、改票、代投、关门统计、公示和判罚。<a href=${`/live/${data.game}`}>返回直播</a></p>
    ${over}
    <div class="bar"><span data-testid="label">${thread.labelZh ?? thread.label}</span>${
      thread.winnerZh ? html`<b class="ok" data-testid="winner">${thread.winnerZh}</b>` : null
    }</div>
    ${thread.days.length ? null : html`<p class="muted">开局阶段：第一天 09:00 开门。</p>`}
    ${[...thread.days].reverse().map((d) => html`<${Day} key=${d.n} day=${d} />`)}
    <${Cards} cards=${thread.cards} />
    <${PostIndex} thread=${thread} />`;
}
render(html`<${Thread} />`, document.getElementById("app"));
