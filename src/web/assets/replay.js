import { api, data, EVENT_ZH, html, PhaseBar, render, Seats, useEffect, useState } from "/assets/common.js";

function Replay() {
  const [r, setR] = useState(null);
  const [err, setErr] = useState("");
  const [i, setI] = useState(0);
  const [who, setWho] = useState("group");
  useEffect(() => {
    api(`/replay/${data.game}/steps.json`).then(
      (x) => {
        setR(x);
        setI(x.steps.length - 1);
      },
      (x) => setErr(x.message),
    );
  }, []);
  if (err) return html`<h1>回放</h1><p class="bad">${err}</p>`;
  if (!r) return html`<p class="muted">加载中…</p>`;
  const seat = who === "group" ? null : Number(who);
  const sees = (step, l) =>
    l.to === "group" || (seat !== null && (l.to === seat || (l.to === "wolves" && step.wolves.includes(seat))));
  const shown = r.steps
    .slice(0, i + 1)
    .flatMap((s) => s.lines.filter((l) => sees(s, l)).map((l) => ({ ...l, seq: s.seq, judge: s.judge })));
  const step = r.steps[i];
  return html`<h1>回放 · ${step.table.boardZh}</h1>
    <div class="bar">
      <label>视角 <select data-testid="who" value=${who} onChange=${(e) => setWho(e.target.value)}>
        <option value="group">比赛群</option>${r.roles.map((x) => html`<option value=${x.seat}>${x.seat}号（${x.roleZh}）</option>`)}</select></label>
      <button onClick=${() => setI(Math.max(0, i - 1))}>上一步</button>
      <input type="range" min="0" max=${r.steps.length - 1} value=${i} onInput=${(e) => setI(Number(e.target.value))} style="width:30em" data-testid="timeline" />
      <button onClick=${() => setI(Math.min(r.steps.length - 1, i + 1))}>下一步</button>
      <span>第 ${i + 1}/${r.steps.length} 步 · ${step.label} · ${EVENT_ZH[step.type] ?? step.type}${step.judge ? "（法官干预）" : ""}</span>
      <a href=${`/replay/${data.game}/scenario.json`} download>下载 werewolf-scenario/1 文件</a>
    </div>
    <p class="muted">法官干预：${r.steps
      .filter((s) => s.judge)
      .map(
        (s) =>
          html`<a href="#" onClick=${(e) => {
            e.preventDefault();
            setI(s.seq - 1);
          }}>#${s.seq} </a>`,
      )}</p>
    <${PhaseBar} table=${step.table} /><${Seats} table=${step.table} />
    <h2>${seat === null ? "比赛群看到的" : `${seat}号知道的`}</h2>
    <div class="chat">${shown.map((l, k) => html`<div key=${k} class=${`l${l.judge ? " mark" : ""}`}><span class="who">${l.to === "group" ? "比赛群" : l.to === "wolves" ? "狼人群" : "私聊"}</span>${l.text}</div>`)}</div>`;
}
render(html`<${Replay} />`, document.getElementById("app"));
