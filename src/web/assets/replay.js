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
  seatNo,
  t,
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
const ruleZh = (ms, c) => {
  if (!c?.calendar) return t("web_replay.after_start", { t: clock(ms) });
  const d = new Date(c.calendar.startMs + ms + c.calendar.offsetMin * 60_000).toISOString();
  return t("web_replay.date", { m: Number(d.slice(5, 7)), d: Number(d.slice(8, 10)), time: d.slice(11, 19) });
};
/** An entry's time: its wall time (Beijing), and its rule time beside it where the rule clock differs. */
function When({ w, c }) {
  const rule = c?.differs || w.wall == null;
  return html`<span class="when">${w.wall != null ? html`<time data-testid="wall">${beijing(w.wall)}</time>` : null}${
    rule ? html`<span class="rule" data-testid="rule">${t("web_replay.rule_time", { t: ruleZh(w.t, c) })}</span>` : null
  }</span>`;
}
const ROOM_ZH = {
  group: t("web_replay.room_group"),
  wolves: t("web_replay.room_wolves"),
  dm: t("web_replay.room_dm"),
  judge: t("web_replay.room_judge"),
};

function Entry({ e, c }) {
  if (e.k === "event")
    return html`<div class=${`l ev${e.ruling ? " mark" : ""}`} data-testid="event">
      <${When} w=${e} c=${c} /> <b>${e.text}</b>${e.reason ? html`<span class="reason">（${e.reason}）</span>` : null}</div>`;
  const who =
    e.from === "bot"
      ? t("web_replay.bot")
      : `${e.seat ? seatNo(e.seat) : ""}${e.name && e.name !== `${e.seat}号` && e.name !== seatNo(e.seat) ? ` ${e.name}` : ""}`;
  return html`<div class=${`l ${e.from}`} data-testid="line">
    <${When} w=${e} c=${c} /> <span class="who">${ROOM_ZH[e.room]}${e.room === "dm" && e.seat ? `·${seatNo(e.seat)}` : ""}</span> <b>${who}</b>：${linked(e.text)}</div>`;
}

function Phase({ p, c }) {
  const spoke = p.entries.some((e) => e.k === "line" && e.from === "person");
  return html`<section data-testid="phase" data-label=${p.label}>
    <h2 id=${`p-${p.label || "start"}`}>${p.title} <${When} w=${p} c=${c} /></h2>
    <div class="chat">${p.entries.length ? p.entries.map((e, k) => html`<${Entry} key=${k} e=${e} c=${c} />`) : html`<div class="l">${t("web_replay.nothing")}</div>`}
    ${p.entries.length && !spoke ? html`<div class="l muted">${t("web_replay.no_speech")}</div>` : null}</div></section>`;
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
  const pick = html`<label>${t("web_replay.viewpoint")} <select data-testid="who" value=${who} onChange=${(e) => setWho(e.target.value)}>
      <option value="group">${t("web_replay.room_group")}</option>${(r?.roles ?? []).map((x) => html`<option value=${x.seat}>${t("web_replay.seat_role", { seat: seatNo(x.seat), role: x.roleZh })}</option>`)}
      <option value="judge">${t("web_replay.judge_view")}</option></select></label>`;
  if (err) return html`<h1>${t("web.t_replay")}</h1>${pick}<p class="bad">${err}</p>`;
  if (!r) return html`<p class="muted">${t("web.loading")}</p>`;
  const step = r.steps[i];
  const shown = r.steps.slice(0, i + 1).flatMap((s) => s.lines.map((l) => ({ ...l, seq: s.seq, judge: s.judge })));
  return html`<h1>${t("web_replay.replay_h", { board: step.table.boardZh })}</h1>
    <div class="bar">${pick}
      <a href=${`/replay/${data.game}/scenario.json`} download>${t("web_replay.download")}</a></div>
    <p data-testid="jumps">${t("web_replay.jump_to")}${r.phases.map((p) => html`<a href=${`#p-${p.label || "start"}`}>${p.title}</a> `)}</p>
    ${r.capped ? html`<p class="bad">${r.capped}</p>` : null}
    <p class="muted" data-testid="times">${t("web_replay.times")}${
      r.clock.differs
        ? t("web_replay.clock_differs", {
            why: r.clock.calendar ? t("web_replay.why_calendar") : t("web_replay.why_fast"),
            what: r.clock.calendar ? t("web_replay.what_calendar") : t("web_replay.what_fast"),
          })
        : ""
    }${r.viewer.kind === "group" ? t("web_replay.view_group") : r.viewer.kind === "seat" ? t("web_replay.view_seat", { seat: seatNo(r.viewer.seat) }) : t("web_replay.view_judge")}</p>
    <div data-testid="transcript" class="transcript">${r.phases.map((p, k) => html`<${Phase} key=${k} p=${p} c=${r.clock} />`)}</div>
    <h2>${t("web_replay.steps")}</h2>
    <div class="bar">
      <button onClick=${() => setI(Math.max(0, i - 1))}>${t("web_replay.prev")}</button>
      <input type="range" min="0" max=${r.steps.length - 1} value=${i} onInput=${(e) => setI(Number(e.target.value))} style="width:30em;max-width:100%" data-testid="timeline" />
      <button onClick=${() => setI(Math.min(r.steps.length - 1, i + 1))}>${t("web_replay.next")}</button>
      <span data-testid="step">${t("web_replay.step", { i: i + 1, n: r.steps.length })} · ${labelZh(step.label)} · ${EVENT_ZH[step.type] ?? step.type}${step.judge ? t("web_replay.judge_step") : ""} · <${When} w=${step} c=${r.clock} /></span>
    </div>
    <${PhaseBar} table=${step.table} /><${Seats} table=${step.table} />
    <div class="chat">${shown.map((l, k) => html`<div key=${k} class=${`l${l.judge ? " mark" : ""}`}><span class="who">${l.to === "group" ? ROOM_ZH.group : l.to === "wolves" ? ROOM_ZH.wolves : ROOM_ZH.dm}</span>${l.text}</div>`)}</div>`;
}
render(html`<${Replay} />`, document.getElementById("app"));
