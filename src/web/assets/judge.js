import { api, Chat, data, html, PhaseBar, render, useEffect, useState, useStream, Votes } from "/assets/common.js";

const NEEDS_SEAT = new Set(["warn", "rule_self_destruct", "eject", "correct"]);

function Dialog({ control, spec, seats, onClose }) {
  const [seat, setSeat] = useState(seats[0] ?? 1);
  const [seconds, setSeconds] = useState(60);
  const [act, setAct] = useState("");
  const [reason, setReason] = useState("");
  const [msg, setMsg] = useState("");
  const [busy, setBusy] = useState(false);
  const go = async (e) => {
    e.preventDefault();
    if (busy) return;
    const body = { control, confirm: true };
    if (NEEDS_SEAT.has(control)) body.seat = Number(seat);
    if (control === "extend") body.seconds = Number(seconds);
    if (control === "correct") body.act = act;
    if (reason.trim()) body.reason = reason.trim();
    // Busy until the server answers; a hung request fails with a Chinese sentence (issue 26 item 8).
    setBusy(true);
    setMsg("");
    try {
      const r = await api(`/console/games/${data.game}/control`, body);
      onClose(`已执行：${r.command}`, r.view);
    } catch (x) {
      setMsg(x.message);
    } finally {
      setBusy(false);
    }
  };
  return html`<dialog open data-testid="confirm"><form onSubmit=${go}>
    <p><b>确认${spec.zh}？</b>${spec.reason ? "这个操作不能撤销，必须填写理由。" : ""}</p>
    ${NEEDS_SEAT.has(control) ? html`<p><label>座位 <select name="seat" value=${seat} onChange=${(e) => setSeat(e.target.value)}>${seats.map((s) => html`<option value=${s}>${s}号</option>`)}</select></label></p>` : null}
    ${control === "extend" ? html`<p><label>延时（秒） <input name="seconds" type="number" min="1" max="600" value=${seconds} onInput=${(e) => setSeconds(e.target.value)} /></label></p>` : null}
    ${control === "correct" ? html`<p><label>更正为 <input name="act" placeholder="例如 投3、查5" value=${act} onInput=${(e) => setAct(e.target.value)} /></label></p>` : null}
    ${spec.reason ? html`<p><label>理由 <input name="reason" required maxlength="200" value=${reason} onInput=${(e) => setReason(e.target.value)} /></label></p>` : null}
    ${msg ? html`<p class="bad" role="alert">${msg}</p>` : null}
    <button type="submit" class="danger" disabled=${busy} aria-busy=${busy ? "true" : "false"}>${busy ? "执行中…" : `确认${spec.zh}`}</button> <button type="button" disabled=${busy} onClick=${() => onClose("")}>取消</button>
  </form></dialog>`;
}

function Judge() {
  const [me, setMe] = useState(null);
  const [view, setView] = useState(null);
  const [events, setEvents] = useState([]);
  const [lines, setLines] = useState([]);
  const [open, setOpen] = useState(null);
  const [note, setNote] = useState("");
  const [err, setErr] = useState("");
  const [end, setEnd] = useState(null);
  useStream(`/console/games/${data.game}/events`, {
    me: setMe,
    view: setView,
    event: (e) => setEvents((es) => (es.length && es[es.length - 1].seq >= e.seq ? es : [...es, e])),
    line: (l) => setLines((ls) => (ls.length && ls[ls.length - 1].seq >= l.seq ? ls : [...ls, l])),
    ended: (e) => setErr(e.detail),
    end: setEnd,
  });
  useEffect(() => {
    api("/console/me.json").catch((x) => setErr(x.message));
  }, []);
  if (err) return html`<h1>执裁</h1><p class="bad">${err}</p>`;
  if (!me) return html`<p class="muted">连接中…（只有本局的法官和督察长能看这一页）</p>`;
  if (!view) return html`<p class="muted">加载中…</p>`;
  const alive = view.roles.filter((r) => r.alive).map((r) => r.seat);
  const controls = Object.entries(me.controls);
  // 暂停 only while the clock runs, 继续 only while paused; nothing once the game is over (issue 26 item 10).
  const running = !end && view.phase !== "ended";
  const enabled = (k) => running && (k === "pause" ? !view.table.paused : k === "resume" ? view.table.paused : true);
  return html`<h1>${me.role === "judge" ? "执裁" : "督察（只读）"} · ${view.table.boardZh}</h1>
    ${end ? html`<p class="notice" data-testid="stream-end">${end.detail}</p>` : null}
    <${PhaseBar} table=${view.table} />
    ${
      controls.length
        ? html`<div class="controls" data-testid="controls">${controls.map(
            ([k, spec]) =>
              html`<button class=${spec.reason ? "danger" : ""} data-control=${k} disabled=${!enabled(k)} onClick=${() => setOpen(k)}>${spec.zh}</button>`,
          )}</div>`
        : html`<p class="muted" data-testid="read-only">督察长只能查看，不能操作。</p>`
    }
    ${note ? html`<p class="ok" role="status">${note}</p>` : null}
    ${
      open
        ? html`<${Dialog} control=${open} spec=${me.controls[open]} seats=${alive} onClose=${(n, v) => {
            setOpen(null);
            setNote(n);
            // The view after the control: the countdown follows 延时 / 暂停 at once, not at the next poll.
            if (v) setView(v);
          }} />`
        : null
    }
    <div class="cols">
      <section><h2>身份</h2><table class="t">${view.roles.map((r) => html`<tr key=${r.seat}><td>${r.seat}号</td><td>${view.table.seats[r.seat - 1]?.name}</td><td>${r.roleZh}</td><td>${r.alive ? "在场" : "出局"}</td></tr>`)}</table></section>
      <section><h2>夜间行动 / 投票</h2>
        ${
          view.night
            ? html`<p>刀口：${
                Object.entries(view.night.knife)
                  .map(([s, t]) => `${s}号→${t === null ? "空刀" : `${t}号`}`)
                  .join("，") || "（还没有）"
              }${view.night.knifeTarget ? `；确定刀${view.night.knifeTarget}号` : ""}</p>
          <ul>${view.night.acts.map((a) => html`<li>${a}</li>`)}</ul><p class="muted">还在等：${view.night.waiting.map((n) => `${n}号`).join("、") || "无"}</p>`
            : null
        }
        ${
          view.ballots
            ? html`<p>本轮选票：${
                Object.entries(view.ballots)
                  .map(([s, t]) => `${s}号→${t === null ? "弃票" : `${t}号`}`)
                  .join("，") || "（还没有人投）"
              }</p>`
            : null
        }
        ${!view.night && !view.ballots ? html`<p class="muted">现在没有进行中的夜晚或投票。</p>` : null}
        <${Votes} votes=${view.table.votes} /></section>
    </div>
    <div class="cols">
      <${Chat} title="比赛群" lines=${lines.filter((l) => l.where === "group")} />
      <${Chat} title="狼人群" lines=${lines.filter((l) => l.where === "wolves")} />
      <section><h2>事件记录</h2><div class="chat" data-testid="log">${events.map(
        (e) =>
          html`<div key=${e.seq} class=${`l${e.ruling ? " mark" : ""}`}><span class="who">${phaseZh(e.label)} ${clock(e.t)}</span>${e.text}${e.reason ? `（${e.reason}）` : ""}</div>`,
      )}</div></section>
    </div>`;
}
/** A phase label in words (N2 → 第2夜, D2 → 第2天). */
function phaseZh(label) {
  const m = /^([ND])(\d+)$/.exec(label ?? "");
  return m && Number(m[2]) > 0 ? `第${m[2]}${m[1] === "N" ? "夜" : "天"}` : "开局";
}
/** Game time since the start (ms) as m:ss. */
function clock(ms) {
  const s = Math.floor(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}
render(html`<${Judge} />`, document.getElementById("app"));
