import { api, html, render, useEffect, useState } from "/assets/common.js";

function Play() {
  const [opts, setOpts] = useState(null);
  const [f, setF] = useState({ ruleset: "", board: "", seat: 1, others: "script", speed: 20 });
  const [err, setErr] = useState("");
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    api("/play/options.json").then((o) => {
      setOpts(o);
      const r = o.rulesets[0];
      setF((x) => ({ ...x, ruleset: r.id, board: (r.boards.find((b) => b.scripted) ?? r.boards[0])?.id ?? "" }));
    });
  }, []);
  if (!opts) return html`<p class="muted">加载中…</p>`;
  const boards = opts.rulesets.find((r) => r.id === f.ruleset)?.boards ?? [];
  const set = (k) => (e) =>
    setF({ ...f, [k]: ["seat", "speed"].includes(k) ? Number(e.target.value) : e.target.value });
  const go = async (e) => {
    e.preventDefault();
    setBusy(true);
    setErr("");
    try {
      const r = await api("/play/tables", f);
      location.href = r.url;
    } catch (x) {
      setErr(x.message);
      setBusy(false);
    }
  };
  return html`<h1>试玩：在浏览器里玩一整局</h1>
    <p>不用微信：这里有一个模拟的微信网络，机器人法官和真实服务一样主持（同一套 GameService、计时器和消息）。
    你可以当其中一个座位，其余座位由脚本玩家来玩；也可以把全部座位留给自己，轮流切换。</p>
    <form onSubmit=${go} id="new-table">
      <p><label>规则集 <select name="ruleset" value=${f.ruleset} onChange=${set("ruleset")}>
        ${opts.rulesets.map((r) => html`<option value=${r.id}>${r.zh}</option>`)}</select></label>
      <label> 板子 <select name="board" value=${f.board} onChange=${set("board")}>
        ${boards.map((b) => html`<option value=${b.id}>${b.zh}${b.scripted ? "" : "（无脚本玩家）"}</option>`)}</select></label></p>
      <p><label>其余座位 <select name="others" value=${f.others} onChange=${set("others")}>
        <option value="script">脚本玩家</option><option value="me">全部留给我</option></select></label>
      <label> 我是 <select name="seat" value=${f.seat} onChange=${set("seat")}>
        ${f.others === "me" ? html`<option value="0">所有座位（轮流切换）</option>` : null}
        ${Array.from({ length: 12 }, (_, i) => html`<option value=${i + 1}>${i + 1}号</option>`)}</select></label>
      <label> 倍速 <select name="speed" value=${f.speed} onChange=${set("speed")}>
        ${opts.speeds.map((s) => html`<option value=${s}>${s}×</option>`)}</select></label></p>
      <button type="submit" disabled=${busy}>${busy ? "正在开桌…（约10秒）" : "开一桌"}</button>
      ${err ? html`<p class="bad" role="alert">${err}</p>` : null}
    </form>
    <p class="muted">倍速：规则时间每秒走多少秒（20× 时 60 秒的发言约 3 秒）。脚本玩家只看自己微信里的消息来行动。</p>`;
}
render(html`<${Play} />`, document.getElementById("app"));
