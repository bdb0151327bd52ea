import {
  api,
  Chat,
  data,
  html,
  labelZh,
  PhaseBar,
  render,
  seatList,
  seatNo,
  t,
  useEffect,
  useState,
  useStream,
  Votes,
} from "/assets/common.js";

/** The controls' names in the page's language (the server's `CONTROLS`, by key). */
const CONTROL_WORDS = {
  pause: t("web_judge.ctl_pause"),
  resume: t("web_judge.ctl_resume"),
  extend: t("web_judge.ctl_extend"),
  skip: t("web_judge.ctl_skip"),
  correct: t("web_judge.ctl_correct"),
  warn: t("web_judge.ctl_warn"),
  rule_self_destruct: t("web_judge.ctl_rule_self_destruct"),
  eject: t("web_judge.ctl_eject"),
  void: t("web_judge.ctl_void"),
};
const controlName = (k, spec) => CONTROL_WORDS[k] ?? spec.zh;

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
      onClose(t("web_judge.done", { command: r.command }), r.view);
    } catch (x) {
      setMsg(x.message);
    } finally {
      setBusy(false);
    }
  };
  return html`<dialog open data-testid="confirm"><form onSubmit=${go}>
    <p><b>${t("web_judge.confirm_q", { what: controlName(control, spec) })}</b>${spec.reason ? t("web_judge.irreversible") : ""}</p>
    ${NEEDS_SEAT.has(control) ? html`<p><label>${t("web_judge.seat")} <select name="seat" value=${seat} onChange=${(e) => setSeat(e.target.value)}>${seats.map((s) => html`<option value=${s}>${seatNo(s)}</option>`)}</select></label></p>` : null}
    ${control === "extend" ? html`<p><label>${t("web_judge.extend_sec")} <input name="seconds" type="number" min="1" max="600" value=${seconds} onInput=${(e) => setSeconds(e.target.value)} /></label></p>` : null}
    ${control === "correct" ? html`<p><label>${t("web_judge.correct_to")} <input name="act" placeholder=${t("web_judge.correct_eg", { a: "投3", b: "查5" })} value=${act} onInput=${(e) => setAct(e.target.value)} /></label></p>` : null}
    ${spec.reason ? html`<p><label>${t("web_judge.reason")} <input name="reason" required maxlength="200" value=${reason} onInput=${(e) => setReason(e.target.value)} /></label></p>` : null}
    ${msg ? html`<p class="bad" role="alert">${msg}</p>` : null}
    <button type="submit" class="danger" disabled=${busy} aria-busy=${busy ? "true" : "false"}>${busy ? t("web_judge.running") : t("web_judge.confirm", { what: controlName(control, spec) })}</button> <button type="button" disabled=${busy} onClick=${() => onClose("")}>${t("web_judge.cancel")}</button>
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
  if (err) return html`<h1>${t("web.t_judge")}</h1><p class="bad">${err}</p>`;
  if (!me) return html`<p class="muted">${t("web_judge.connecting")}</p>`;
  if (!view) return html`<p class="muted">${t("web.loading")}</p>`;
  const alive = view.roles.filter((r) => r.alive).map((r) => r.seat);
  const controls = Object.entries(me.controls);
  // 暂停 only while the clock runs, 继续 only while paused; nothing once the game is over (issue 26 item 10).
  const running = !end && view.phase !== "ended";
  const enabled = (k) => running && (k === "pause" ? !view.table.paused : k === "resume" ? view.table.paused : true);
  return html`<h1>${me.role === "judge" ? t("web.t_judge") : t("web_judge.inspecting")} · ${view.table.boardZh}</h1>
    ${end ? html`<p class="notice" data-testid="stream-end">${end.detail}</p>` : null}
    <${PhaseBar} table=${view.table} />
    ${
      controls.length
        ? html`<div class="controls" data-testid="controls">${controls.map(
            ([k, spec]) =>
              html`<button class=${spec.reason ? "danger" : ""} data-control=${k} disabled=${!enabled(k)} onClick=${() => setOpen(k)}>${controlName(k, spec)}</button>`,
          )}</div>`
        : html`<p class="muted" data-testid="read-only">${t("web_page.read_only")}</p>`
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
      <section><h2>${t("web_judge.roles")}</h2><table class="t">${view.roles.map((r) => html`<tr key=${r.seat}><td>${seatNo(r.seat)}</td><td>${view.table.seats[r.seat - 1]?.name}</td><td>${r.roleZh}</td><td>${r.alive ? t("web_page.alive") : t("web_judge.out")}</td></tr>`)}</table></section>
      <section><h2>${t("web_judge.night_votes")}</h2>
        ${
          view.night
            ? html`<p>${t("web_judge.knife")}${
                Object.entries(view.night.knife)
                  .map(([s, to]) => `${seatNo(s)}→${to === null ? t("web_judge.no_kill") : seatNo(to)}`)
                  .join(t("web_page.comma")) || t("web_judge.none_yet")
              }${view.night.knifeTarget ? t("web_judge.knife_set", { seat: seatNo(view.night.knifeTarget) }) : ""}</p>
          <ul>${view.night.acts.map((a) => html`<li>${a}</li>`)}</ul><p class="muted">${t("web_judge.still_waiting", { seats: seatList(view.night.waiting) || t("web_judge.nobody") })}</p>`
            : null
        }
        ${
          view.ballots
            ? html`<p>${t("web_judge.ballots")}${
                Object.entries(view.ballots)
                  .map(([s, to]) => `${seatNo(s)}→${to === null ? t("web_page.abstain") : seatNo(to)}`)
                  .join(t("web_page.comma")) || t("web_judge.no_ballots")
              }</p>`
            : null
        }
        ${!view.night && !view.ballots ? html`<p class="muted">${t("web_judge.idle")}</p>` : null}
        <${Votes} votes=${view.table.votes} /></section>
    </div>
    <div class="cols">
      <${Chat} title=${t("web_page.group")} lines=${lines.filter((l) => l.where === "group")} />
      <${Chat} title=${t("web_page.wolves")} lines=${lines.filter((l) => l.where === "wolves")} />
      <section><h2>${t("web_judge.log")}</h2><div class="chat" data-testid="log">${events.map(
        (e) =>
          html`<div key=${e.seq} class=${`l${e.ruling ? " mark" : ""}`}><span class="who">${phaseZh(e.label)} ${clock(e.t)}</span>${e.text}${e.reason ? `（${e.reason}）` : ""}</div>`,
      )}</div></section>
    </div>`;
}
/** A phase label in words (N2 → 第2夜, D2 → 第2天; before the first night: 开局). */
function phaseZh(label) {
  const m = /^([ND])(\d+)$/.exec(label ?? "");
  return m && Number(m[2]) > 0 ? labelZh(label) : t("web_judge.start");
}
/** Game time since the start (ms) as m:ss. */
function clock(ms) {
  const s = Math.floor(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}
render(html`<${Judge} />`, document.getElementById("app"));
