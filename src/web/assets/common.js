// Shared by the pages: preact + htm (one vendored ES module), JSON helpers, an event-stream hook.
import { html, render, useEffect, useRef, useState } from "/assets/vendor/htm-preact.js";

export { html, render, useEffect, useRef, useState };

/** The data-* attributes of <main id=app>. */
export const data = document.getElementById("app").dataset;

/** GET or POST JSON; throws an Error with the server's Chinese `detail`. */
export async function api(url, body) {
  const r = await fetch(
    url,
    body === undefined
      ? {}
      : { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) },
  );
  const j = await r.json().catch(() => ({}));
  if (!r.ok) throw new Error(j.detail || j.error || `HTTP ${r.status}`);
  return j;
}

/** Subscribes to an event stream; `on` maps event names to handlers. */
export function useStream(url, on) {
  useEffect(() => {
    if (!url) return undefined;
    const es = new EventSource(url);
    for (const [k, f] of Object.entries(on)) es.addEventListener(k, (e) => f(JSON.parse(e.data)));
    return () => es.close();
  }, [url]);
}

/** Seconds left until the wall time `dueAt`, ticking once a second. */
export function useCountdown(dueAt) {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);
  return dueAt ? Math.max(0, Math.round((dueAt - now) / 1000)) : null;
}

/** A chat pane that keeps scrolled to the bottom. */
export function Chat({ title, lines }) {
  const ref = useRef(null);
  useEffect(() => {
    if (ref.current) ref.current.scrollTop = ref.current.scrollHeight;
  }, [lines.length]);
  return html`<section><h2>${title}</h2><div class="chat" ref=${ref}>
    ${lines.length === 0 ? html`<p class="muted">（还没有消息）</p>` : null}
    ${lines.map((l) => html`<div class=${`l${l.bot ? " bot" : ""}`} key=${l.seq}><span class="who">${l.fromName}</span>${l.text}</div>`)}
  </div></section>`;
}

/** The seats of a table (public, or with roles for the judge). */
export function Seats({ table }) {
  const speaking = table.waiting ? Number.parseInt(table.waiting, 10) : null;
  return html`<div class="seats">${table.seats.map(
    (
      s,
    ) => html`<div class=${`seat${s.alive ? "" : " out"}${speaking === s.seat ? " speaking" : ""}`} data-seat=${s.seat}>
      <span class="no">${s.seat}号</span> ${s.name}${s.sheriff ? html`<span class="badge">警长</span>` : null}
      <div>${s.alive ? "在场" : `出局 ${s.out ?? ""}`}</div>
      ${s.roleZh ? html`<div class="role">${s.roleZh}</div>` : null}
      ${s.warnings || s.noShows ? html`<div class="bad">${s.warnings ? `警告${s.warnings}次 ` : ""}${s.noShows ? `黑麦${s.noShows}次` : ""}</div>` : null}
    </div>`,
  )}</div>`;
}

/** The bar over a table: board, phase, countdown, whom the group waits on. */
export function PhaseBar({ table }) {
  const left = useCountdown(table.dueAt);
  return html`<div class="bar" id="phase">
    <strong>${table.boardZh}</strong>
    <span data-testid="phase">${table.phaseZh}${table.paused ? "（已暂停）" : ""}</span>
    ${left !== null ? html`<span>倒计时 <b data-testid="countdown">${left}</b> 秒</span>` : null}
    ${table.waiting ? html`<span>等待：${table.waiting}</span>` : null}
    ${table.candidates.length ? html`<span>警上：${table.candidates.join("、")}号</span>` : null}
    ${table.winnerZh ? html`<b class="ok" data-testid="winner">${table.winnerZh}</b>` : null}
  </div>`;
}

/** The published votes of a game. */
export function Votes({ votes }) {
  if (!votes.length) return null;
  return html`<h2>投票记录</h2><table class="t"><tr><th>轮次</th><th>票型</th><th>得票</th></tr>
    ${votes.map(
      (v, i) =>
        html`<tr key=${i}><td>${v.at} ${v.round}</td><td>${Object.entries(v.ballots ?? {})
          .map(([a, b]) => `${a}→${b ?? "弃"}`)
          .join("，")}</td><td>${Object.entries(v.tally ?? {})
          .map(([a, n]) => `${a}号${n}票`)
          .join("，")}</td></tr>`,
    )}</table>`;
}
