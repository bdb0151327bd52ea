import { api, html, render, seatNo, t, useEffect, useState } from "/assets/common.js";

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
      (x) => setErr(t("web_table.options_failed", { why: x.message })),
    );
  }, []);
  if (!opts) return err ? html`<p class="bad" role="alert">${err}</p>` : html`<p class="muted">${t("web.loading")}</p>`;
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
  return html`<h1>${t("web_table.play_h")}</h1>
    <p>${t("web_table.play_intro")}</p>
    <form onSubmit=${go} id="new-table">
      <p><label>${t("web_table.ruleset")} <select name="ruleset" value=${f.ruleset} onChange=${set("ruleset")}>
        ${opts.rulesets.map((r) => html`<option value=${r.id}>${r.zh}</option>`)}</select></label>
      <label> ${t("web_table.board")} <select name="board" value=${f.board} onChange=${set("board")}>
        ${boards.map((b) => html`<option value=${b.id}>${b.zh}</option>`)}</select></label></p>
      <p><label>${t("web_table.others")} <select name="others" value=${f.others} onChange=${set("others")}>
        <option value="script">${t("web_table.others_script")}</option><option value="me">${t("web_table.others_me")}</option></select></label>
      <label> ${t("web_table.i_am")} <select name="seat" value=${f.seat} onChange=${set("seat")}>
        ${f.others === "me" ? html`<option value="0">${t("web_table.all_seats")}</option>` : null}
        ${Array.from({ length: seats }, (_, i) => html`<option value=${i + 1}>${seatNo(i + 1)}</option>`)}</select></label>
      <label> ${t("web_table.speed_l")} <select name="speed" value=${f.speed} onChange=${set("speed")}>
        ${opts.speeds.map((s) => html`<option value=${s}>${s}×</option>`)}</select></label></p>
      <button type="submit" disabled=${busy}>${busy ? t("web_table.opening") : t("web_table.open")}</button>
      ${err ? html`<p class="bad" role="alert">${err}</p>` : null}
    </form>
    <p class="muted">${t("web_table.speed_note")}${board?.forum ? t("web_table.forum_note") : ""}</p>`;
}
render(html`<${Play} />`, document.getElementById("app"));
