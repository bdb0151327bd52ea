import {
  api,
  data,
  EVENT_ZH,
  html,
  labelZh,
  linked,
  PhaseBar,
  render,
  Seats,
  useEffect,
  useState,
} from "/assets/common.js";

/** Game time since the start (ms) as m:ss, or h:mm:ss past an hour. */
const clock = (ms) => {
  const s = Math.floor(ms / 1000);
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60));
  const ss = String(s % 60).padStart(2, "0");
  return h ? `${h}:${mm.padStart(2, "0")}:${ss}` : `${mm}:${ss}`;
};
/** Wall time (epoch ms) as Beijing time HH:MM:SS (UTC+8, no summer time). */
const beijing = (ms) => new Date(ms + 8 * 3600_000).toISOString().slice(11, 19);
/** A rule time (`t` ms since the start) in words: a forum calendar's date and time, else the time since the deal. */
const ruleZh = (t, c) => {
  if (!c?.calendar) return `开局后${clock(t)}`;
  const d = new Date(c.calendar.startMs + t + c.calendar.offsetMin * 60_000).toISOString();
  return `${Number(d.slice(5, 7))}月${Number(d.slice(8, 10))}日 ${d.slice(11, 19)}`;
};
/** An entry's time: its wall time (Beijing), and its rule time beside it where the rule clock differs. */
function When({ w, c }) {
  const rule = c?.differs || w.wall == null;
  return html`<span class="when">${w.wall != null ? html`<time data-testid="wall">${beijing(w.wall)}</time>` : null}${
    rule ? html`<span class="rule" data-testid="rule">（规则时间 ${ruleZh(w.t, c)}）</span>` : null
  }</span>`;
}
const ROOM_ZH = { group: "比赛群", wolves: "狼人群", dm: "私聊", judge: "法官私聊" };

function Entry({ e, c }) {
  if (e.k === "event")
    return html`<div class=${`l ev${e.ruling ? " mark" : ""}`} data-testid="event">
      <${When} w=${e} c=${c} /> <b>${e.text}</b>${e.reason ? html`<span class="reason">（${e.reason}）</span>` : null}</div>`;
  const who =
    e.from === "bot"
      ? "法官机器人"
      : `${e.seat ? `${e.seat}号` : ""}${e.name && e.name !== `${e.seat}号` ? ` ${e.name}` : ""}`;
  return html`<div class=${`l ${e.from}`} data-testid="line">
    <${When} w=${e} c=${c} /> <span class="who">${ROOM_ZH[e.room]}${e.room === "dm" && e.seat ? `·${e.seat}号` : ""}</span> <b>${who}</b>：${linked(e.text)}</div>`;
}

function Phase({ p, c }) {
  const spoke = p.entries.some((e) => e.k === "line" && e.from === "person");
  return html`<section data-testid="phase" data-label=${p.label}>
    <h2 id=${`p-${p.label || "start"}`}>${p.title} <${When} w=${p} c=${c} /></h2>
    <div class="chat">${p.entries.length ? p.entries.map((e, k) => html`<${Entry} key=${k} e=${e} c=${c} />`) : html`<div class="l">无</div>`}
    ${p.entries.length && !spoke ? html`<div class="l muted">玩家发言：无</div>` : null}</div></section>`;
}

function Replay() {
  const [r, setR] = useState(null);
  const [err, setErr] = useState("");
  const [i, setI] = useState(0);
  const [who, setWho] = useState("group");
  useEffect(() => {
    setErr("");
    api(`/replay/${data.game}/steps.json?as=${encodeURIComponent(who)}`).then(
      (x) => {
        setR(x);
        setI(x.steps.length - 1);
      },
      (x) => setErr(x.message),
    );
  }, [who]);
  const pick = html`<label>视角 <select data-testid="who" value=${who} onChange=${(e) => setWho(e.target.value)}>
      <option value="group">比赛群</option>${(r?.roles ?? []).map((x) => html`<option value=${x.seat}>${x.seat}号（${x.roleZh}）</option>`)}
      <option value="judge">法官（需从控制台登录）</option></select></label>`;
  if (err) return html`<h1>回放</h1>${pick}<p class="bad">${err}</p>`;
  if (!r) return html`<p class="muted">加载中…</p>`;
  const step = r.steps[i];
  const shown = r.steps.slice(0, i + 1).flatMap((s) => s.lines.map((l) => ({ ...l, seq: s.seq, judge: s.judge })));
  return html`<h1>回放 · ${step.table.boardZh}</h1>
    <div class="bar">${pick}
      <a href=${`/replay/${data.game}/scenario.json`} download>下载对局文件（可重放）</a></div>
    <p data-testid="jumps">跳到：${r.phases.map((p) => html`<a href=${`#p-${p.label || "start"}`}>${p.title}</a> `)}</p>
    ${r.capped ? html`<p class="bad">${r.capped}</p>` : null}
    <p class="muted" data-testid="times">时间是北京时间：消息实际收到、事情实际发生的时刻。${
      r.clock.differs
        ? `本局的规则时钟和真实时间不一样（${r.clock.calendar ? "版杀日历" : "如试玩、演示加快了时钟"}），括号里的“规则时间”是按规则计时的时间${r.clock.calendar ? "（日历上的日期和时刻）" : "（开局后的分:秒）"}。`
        : ""
    }${r.viewer.kind === "group" ? "这是比赛群看到的内容。" : r.viewer.kind === "seat" ? `这是${r.viewer.seat}号在微信里看到的内容。` : "法官视角：所有房间。"}</p>
    <div data-testid="transcript" class="transcript">${r.phases.map((p, k) => html`<${Phase} key=${k} p=${p} c=${r.clock} />`)}</div>
    <h2>逐步回放</h2>
    <div class="bar">
      <button onClick=${() => setI(Math.max(0, i - 1))}>上一步</button>
      <input type="range" min="0" max=${r.steps.length - 1} value=${i} onInput=${(e) => setI(Number(e.target.value))} style="width:30em;max-width:100%" data-testid="timeline" />
      <button onClick=${() => setI(Math.min(r.steps.length - 1, i + 1))}>下一步</button>
      <span data-testid="step">第 ${i + 1}/${r.steps.length} 步 · ${labelZh(step.label)} · ${EVENT_ZH[step.type] ?? step.type}${step.judge ? "（法官干预）" : ""} · <${When} w=${step} c=${r.clock} /></span>
    </div>
    <${PhaseBar} table=${step.table} /><${Seats} table=${step.table} />
    <div class="chat">${shown.map((l, k) => html`<div key=${k} class=${`l${l.judge ? " mark" : ""}`}><span class="who">${l.to === "group" ? "比赛群" : l.to === "wolves" ? "狼人群" : "私聊"}</span>${l.text}</div>`)}</div>`;
}
render(html`<${Replay} />`, document.getElementById("app"));
