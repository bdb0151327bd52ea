import { api, Chat, data, html, PhaseBar, render, Seats, useState, useStream, Votes } from "/assets/common.js";

const PLACE = { group: "比赛群", dm: "私聊法官机器人", wolves: "狼人群" };

function Input({ seat, where, onErr }) {
  const [text, setText] = useState("");
  const send = async (e) => {
    e.preventDefault();
    if (!text.trim()) return;
    try {
      await api(`/play/${data.table}/say`, { seat, where, text });
      setText("");
      onErr("");
    } catch (x) {
      onErr(x.message);
    }
  };
  return html`<form class="row" onSubmit=${send} data-where=${where}>
    <input value=${text} onInput=${(e) => setText(e.target.value)} placeholder=${`在${PLACE[where]}说…`} />
    <button type="submit">发送</button></form>`;
}

function PlayTable() {
  const [seat, setSeat] = useState(null);
  const [me, setMe] = useState(null);
  const [table, setTable] = useState(null);
  const [lines, setLines] = useState([]);
  const [err, setErr] = useState("");
  const url = `/play/${data.table}/events${seat ? `?seat=${seat}` : ""}`;
  useStream(url, {
    me: (m) => {
      setMe(m);
      setLines([]);
    },
    table: setTable,
    line: (l) => setLines((ls) => [...ls, l]),
    closed: (c) => setErr(c.detail),
  });
  if (!me) return html`<p class="muted">连接中…（新桌子要等几秒）</p>`;
  const mine = me.scripted[me.seat - 1] === false;
  const openConsole = (as) =>
    api(`/play/${data.table}/console`, { as }).then(
      (r) => window.open(r.url, "_blank"),
      (x) => setErr(x.message),
    );
  const by = (w) => lines.filter((l) => l.where === w);
  return html`<h1>试玩桌 · 我是 ${me.seat}号</h1>
    <div class="bar">
      ${
        me.seats.length > 1
          ? html`<label>切换座位 <select data-testid="switch" value=${me.seat} onChange=${(e) => setSeat(Number(e.target.value))}>
        ${me.seats.map((s) => html`<option value=${s}>${s}号</option>`)}</select></label>`
          : null
      }
      <span>倍速 ${me.speed}×</span>
      <span class="muted">${mine ? "这个座位由你操作" : "这个座位由脚本玩家操作"}</span>
      ${table ? html`<a href=${`/live/${table.id}`} target="_blank">公开直播页</a>` : null}
      ${
        me.console
          ? html`<button onClick=${() => openConsole("judge")}>以法官身份打开控制台</button>
        <button onClick=${() => openConsole("inspector")}>以督察长身份打开控制台</button>`
          : null
      }
      <button onClick=${() => api(`/play/${data.table}/close`, {}).then(() => (location.href = "/play"))}>关闭这桌</button>
    </div>
    ${err ? html`<p class="bad" role="alert">${err}</p>` : null}
    ${table ? html`<${PhaseBar} table=${table} /><${Seats} table=${table} />` : html`<p class="muted">等待开局…</p>`}
    <div class="cols">
      <div><${Chat} title="比赛群" lines=${by("group")} />${mine ? html`<${Input} seat=${me.seat} where="group" onErr=${setErr} />` : null}</div>
      <div><${Chat} title="私聊法官机器人" lines=${by("dm")} />${mine ? html`<${Input} seat=${me.seat} where="dm" onErr=${setErr} />` : null}</div>
      ${by("wolves").length ? html`<div><${Chat} title="狼人群" lines=${by("wolves")} />${mine ? html`<${Input} seat=${me.seat} where="wolves" onErr=${setErr} />` : null}</div>` : null}
    </div>
    ${table ? html`<${Votes} votes=${table.votes} />` : null}
    <p class="muted">怎么玩：发言轮到你时在比赛群打座位号开始、打“过”结束；夜里的技能、上警、投票都私聊法官机器人（例如“验5号”“投3”）；狼人在狼人群里“杀X号”。</p>`;
}
render(html`<${PlayTable} />`, document.getElementById("app"));
