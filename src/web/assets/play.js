import { api, html, render, useEffect, useState } from "/assets/common.js";

/** The form after picking ruleset `id` (issue 26 item 1): that ruleset's first board, a seat it has. */
function withRuleset(opts, f, id) {
  const r = opts.rulesets.find((x) => x.id === id);
  // The demo's board first where the ruleset has it (the script shows the most there), else its first.
  const board = r?.boards.find((b) => b.id === "444-idiot") ?? r?.boards[0];
  return { ...f, ruleset: id, board: board?.id ?? "", seat: f.seat > (board?.seats ?? 12) ? 1 : f.seat };
}

function Play() {
  const [opts, setOpts] = useState(null);
  const [f, setF] = useState({ ruleset: "", board: "", seat: 1, others: "script", speed: 20 });
  const [err, setErr] = useState("");
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    api("/play/options.json").then(
      (o) => {
        setOpts(o);
        setF((x) => withRuleset(o, x, o.rulesets[0].id));
      },
      (x) => setErr(`加载选项失败：${x.message}`),
    );
  }, []);
  if (!opts) return err ? html`<p class="bad" role="alert">${err}</p>` : html`<p class="muted">加载中…</p>`;
  const boards = opts.rulesets.find((r) => r.id === f.ruleset)?.boards ?? [];
  const board = boards.find((b) => b.id === f.board);
  const seats = board?.seats ?? 12;
  const set = (k) => (e) => {
    const v = e.target.value;
    if (k === "ruleset") return setF(withRuleset(opts, f, v));
    if (k === "board") {
      const n = boards.find((b) => b.id === v)?.seats ?? 12;
      return setF({ ...f, board: v, seat: f.seat > n ? 1 : f.seat });
    }
    // 全部留给我: every seat, switching between them; back to the script: one seat.
    if (k === "others") return setF({ ...f, others: v, seat: v === "me" ? 0 : f.seat || 1 });
    setF({ ...f, [k]: Number(v) });
  };
  const go = async (e) => {
    e.preventDefault();
    setBusy(true);
    setErr("");
    try {
      // Opening a table starts a store and seats the script: up to minutes on a busy machine.
      const r = await api("/play/tables", f, { timeoutMs: 300_000 });
      location.href = r.url;
    } catch (x) {
      setErr(x.message);
      setBusy(false);
    }
  };
  return html`<h1>试玩：在浏览器里玩一整局</h1>
    <p>不用微信：这里有一个模拟的微信网络，机器人法官和真实服务一样主持（同一套主持程序、计时器和消息）。
    你可以当其中一个座位，其余座位由脚本玩家来玩；也可以把全部座位留给自己，轮流切换。</p>
    <form onSubmit=${go} id="new-table">
      <p><label>规则集 <select name="ruleset" value=${f.ruleset} onChange=${set("ruleset")}>
        ${opts.rulesets.map((r) => html`<option value=${r.id}>${r.zh}</option>`)}</select></label>
      <label> 板子 <select name="board" value=${f.board} onChange=${set("board")}>
        ${boards.map((b) => html`<option value=${b.id}>${b.zh}</option>`)}</select></label></p>
      <p><label>其余座位 <select name="others" value=${f.others} onChange=${set("others")}>
        <option value="script">脚本玩家</option><option value="me">全部留给我</option></select></label>
      <label> 我是 <select name="seat" value=${f.seat} onChange=${set("seat")}>
        ${f.others === "me" ? html`<option value="0">所有座位（轮流切换）</option>` : null}
        ${Array.from({ length: seats }, (_, i) => html`<option value=${i + 1}>${i + 1}号</option>`)}</select></label>
      <label> 倍速 <select name="speed" value=${f.speed} onChange=${set("speed")}>
        ${opts.speeds.map((s) => html`<option value=${s}>${s}×</option>`)}</select></label></p>
      <button type="submit" disabled=${busy}>${busy ? "正在开桌…（约10秒）" : "开一桌"}</button>
      ${err ? html`<p class="bad" role="alert">${err}</p>` : null}
    </form>
    <p class="muted">倍速：规则时间每秒走多少秒（20× 时 60 秒的发言约 3 秒）。轮到你的座位时（发言、投票、夜里行动），
    计时按真实时间（1×）走，等你操作完再恢复倍速；脚本玩家只看自己微信里的消息来行动。
    ${board?.forum ? "版杀按日历天进行：桌上有“跳到下一个截止”按钮，不用等真实的一天。" : ""}</p>`;
}
render(html`<${Play} />`, document.getElementById("app"));
