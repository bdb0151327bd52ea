import {
  api,
  Chat,
  data,
  html,
  PhaseBar,
  render,
  Seats,
  seatNo,
  t,
  useEffect,
  useState,
  useStream,
  Votes,
} from "/assets/common.js";

const PLACE = { group: t("web_table.place_group"), dm: t("web_table.place_dm"), wolves: t("web_table.place_wolves") };

/** A button that shows it is busy while its action runs and reports a failure (issue 26 item 8). */
function BusyButton({ run, onErr, children, busyText = t("web_table.busy"), testid, kind, disabled = false, title }) {
  const [busy, setBusy] = useState(false);
  const click = async () => {
    setBusy(true);
    try {
      await run();
      onErr("");
    } catch (x) {
      onErr(x.message || t("web_table.failed"));
    } finally {
      setBusy(false);
    }
  };
  return html`<button type="button" class=${kind ?? ""} data-testid=${testid} title=${title} disabled=${busy || disabled} aria-busy=${busy} onClick=${click}>${busy ? busyText : children}</button>`;
}

function Input({ seat, where, onErr, forum, over }) {
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const send = async (e) => {
    e.preventDefault();
    if (!text.trim() || busy) return;
    setBusy(true);
    try {
      await api(`/play/${data.table}/say`, { seat, where, text });
      setText("");
      onErr("");
    } catch (x) {
      onErr(x.message);
    } finally {
      setBusy(false);
    }
  };
  const place = forum && where === "group" ? t("web_table.place_thread") : PLACE[where];
  return html`<form class="row" onSubmit=${send} data-where=${where}>
    <input value=${text} disabled=${over} onInput=${(e) => setText(e.target.value)} placeholder=${over ? t("web_table.over") : t("web_table.say_in", { place })} />
    <button type="submit" disabled=${busy || over} aria-busy=${busy}>${busy ? t("web_table.sending") : t("web_table.send")}</button></form>`;
}

/** Sends `text` as seat `seat` to `where` (a ready-made answer). */
const say = (seat, where, text) => api(`/play/${data.table}/say`, { seat, where, text });

/** Where the due action is typed: the group (a speech, a vote post), the DMs or the wolves' room. */
function dueWhere(due) {
  return due ? (due.where ?? due.aim?.where ?? due.replies[0]?.where ?? null) : null;
}

/**
 * 轮到你了 (issue 26 items 2 and 9): what the seat is awaited for, ready-made answers, and that the
 * clock waits; an act that names a seat offers every seat it may name as a row of seat buttons
 * (leftovers item 4). A forum table's clock does not slow: it says what is owed before the deadline.
 */
function DuePanel({ due, seat, onErr, forum }) {
  if (!due)
    return html`<div class="due idle" data-testid="due-idle">${
      forum ? t("web_table.idle_forum") : t("web_table.idle")
    }</div>`;
  const aim = due.aim;
  return html`<div class="due" data-testid="due" role="status">
    <strong>${t(due.anytime ? "web_table.anytime" : forum ? "web_table.before_deadline" : "web_table.your_turn", { what: due.zh })}</strong>
    <div class="muted">${due.anytime ? t("web_table.anytime_note") : forum ? (due.miss ? t("web_table.miss_note", { miss: due.miss }) : t("web_table.deadline_note")) : t("web_table.slowed_note")}</div>
    ${
      aim
        ? html`<div class="aim row" data-testid="aim"><span>${aim.label}</span>${aim.seats.map(
            (n) =>
              html`<${BusyButton} kind="seatbtn" testid="aim-seat" busyText="…" onErr=${onErr} run=${() => say(seat, aim.where, aim.text.replace("{n}", String(n)))}>${n}</${BusyButton}>`,
          )}</div>`
        : null
    }
    <div class="row">${due.replies.map(
      (r) =>
        html`<${BusyButton} testid="quick" onErr=${onErr} run=${() => say(seat, r.where, r.text)}>${r.label}</${BusyButton}>`,
    )}</div>
  </div>`;
}

/** The phrase the server's refusal of an unconfirmed jump carries (it then asks, with the server's words). */
const CONFIRM_JUMP = "确定要跳到下一个截止";

/**
 * 跳到下一个截止 (issue 26 leftovers item 1): when the seat still owes something the jump would
 * pass, the page asks first, naming it and its penalty; the server refuses a jump not confirmed.
 */
async function jump(due) {
  const go = (confirm) => api(`/play/${data.table}/next`, confirm ? { confirm } : {}, { timeoutMs: 300_000 });
  if (due?.miss) {
    if (!window.confirm(t("web_table.jump_confirm", { miss: due.miss }))) return;
    return go(true);
  }
  try {
    return await go(false);
  } catch (x) {
    // Something became owed since the page last heard: the server names it; ask, then jump.
    if (!String(x.message).includes(CONFIRM_JUMP)) throw x;
    if (!window.confirm(x.message)) return;
    return go(true);
  }
}

/** The end of the game (issue 26 leftovers item 2): the winner, 本局已结束 and the game's 复盘. */
function GameOver({ table }) {
  // The same page the end post links (relative when PUBLIC_BASE_URL is unset): built on this page's origin.
  const replay = new URL(`/replay/${encodeURIComponent(table.id)}`, location.href).href;
  return html`<div class="over" data-testid="over" role="status">
    ${table.winnerZh ? html`<b>${table.winnerZh}</b>` : null}
    <strong>${t("web_table.over")}</strong>
    <a data-testid="replay" href=${replay}>${t("web_table.see_replay")}</a>
    <a href="/play">${t("web_table.new_table")}</a>
  </div>`;
}

function PlayTable() {
  const [seat, setSeat] = useState(null);
  const [me, setMe] = useState(null);
  const [table, setTable] = useState(null);
  const [due, setDue] = useState(null);
  const [lines, setLines] = useState([]);
  const [err, setErr] = useState("");
  const [closed, setClosed] = useState("");
  const [tab, setTab] = useState("dm");
  // The tab where the due action is typed, when the person is typing elsewhere (leftovers item 6).
  const [dueTab, setDueTab] = useState(null);
  const url = `/play/${data.table}/events${seat ? `?seat=${seat}` : ""}`;
  useStream(url, {
    me: (m) => {
      setMe(m);
      setLines([]);
      setDue(null);
    },
    table: setTable,
    due: setDue,
    line: (l) => setLines((ls) => [...ls, l]),
    end: (c) => setClosed(c.detail),
  });
  const over = table?.status === "ended" || Boolean(table?.winnerZh);
  // The due action's tab (a speech or a vote post in the group): switched to, or badged while typing.
  const where = over ? null : dueWhere(due);
  useEffect(() => {
    if (!where || where === tab) return setDueTab(null);
    const typing = document.activeElement?.matches?.("input, textarea, select");
    if (typing) setDueTab(where);
    else {
      setTab(where);
      setDueTab(null);
    }
  }, [where, due]);
  if (closed)
    return html`<h1>${t("web_table.table_h")}</h1><p class="bad" role="alert" data-testid="closed">${closed}</p><p><a href="/play">${t("web_table.new_table")}</a></p>`;
  if (!me) return html`<p class="muted">${t("web_table.connecting")}</p>`;
  const mine = me.scripted[me.seat - 1] === false;
  const openConsole = (as) => api(`/play/${data.table}/console`, { as }).then((r) => window.open(r.url, "_blank"));
  const by = (w) => lines.filter((l) => l.where === w);
  const role = lines.map((l) => /^你是\d+号，你的身份是：([^。（]+)/.exec(l.text)?.[1]).find(Boolean);
  const groupName = me.forum ? t("web.t_thread") : t("web_page.group");
  const tabs = [
    ["dm", t("web_table.tab_dm")],
    ["group", groupName],
    ...(by("wolves").length ? [["wolves", t("web_page.wolves")]] : []),
  ];
  const pane = (w, title) =>
    html`<div class=${`pane${tab === w ? " active" : ""}`} data-pane=${w}><${Chat} title=${title} lines=${by(w)} />${mine ? html`<${Input} seat=${me.seat} where=${w} onErr=${setErr} forum=${me.forum} over=${over} />` : null}</div>`;
  return html`<h1>${t("web_table.table_me_h", { seat: seatNo(me.seat) })}</h1>
    ${err ? html`<p class="bad" role="alert">${err}</p>` : null}
    ${over ? html`<${GameOver} table=${table} />` : null}
    ${mine && !over ? html`<${DuePanel} due=${due} seat=${me.seat} onErr=${setErr} forum=${me.forum} />` : null}
    <p class="role" data-testid="my-role">${role ? html`${t("web_table.my_role")}<b>${role}</b>` : html`<span class="muted">${t("web_table.role_later")}</span>`}
      · ${mine ? t("web_table.mine") : t("web_table.scripted")}</p>
    ${
      me.forum
        ? html`<p class="row"><${BusyButton} testid="next-deadline" busyText=${t("web_table.jumping")} disabled=${over} title=${over ? t("web_table.over") : undefined} onErr=${setErr} run=${() => jump(due)}>${t("web_table.jump")}</${BusyButton}>
        <span class="muted">${t("web_table.jump_note")}</span></p>`
        : null
    }
    <div class="tabs" role="tablist">${tabs.map(
      ([w, name]) =>
        html`<button type="button" role="tab" aria-selected=${tab === w} class=${`${tab === w ? "on" : ""}${dueTab === w ? " due-here" : ""}`} onClick=${() => {
          setTab(w);
          if (dueTab === w) setDueTab(null);
        }}>${name} (${by(w).length})${dueTab === w ? html`<span class="tab-due" data-testid="tab-due" title=${t("web_table.due_here")}>${t("web_table.due_tab")}</span>` : null}</button>`,
    )}</div>
    <div class="cols panes">${tabs.map(([w, name]) => pane(w, name))}</div>
    ${table ? html`<${PhaseBar} table=${table} />${table.slow ? html`<p class="muted" data-testid="slow">${t("web_table.slow")}</p>` : null}<${Seats} table=${table} />` : html`<p class="muted">${t("web_table.waiting_start")}</p>`}
    ${table ? html`<${Votes} votes=${table.votes} />` : null}
    <div class="bar">
      ${
        me.seats.length > 1
          ? html`<label>${t("web_table.switch_seat")} <select data-testid="switch" value=${me.seat} onChange=${(e) => setSeat(Number(e.target.value))}>
        ${me.seats.map((s) => html`<option value=${s}>${seatNo(s)}</option>`)}</select></label>`
          : null
      }
      <span>${t("web_table.speed", { n: me.speed })}</span>
      ${table ? html`<a href=${`/live/${table.id}`} target="_blank">${t("web_table.live_page")}</a>` : null}
      ${
        me.console
          ? html`<${BusyButton} onErr=${setErr} run=${() => openConsole("judge")}>${t("web_table.console_judge")}</${BusyButton}>
        <${BusyButton} onErr=${setErr} run=${() => openConsole("inspector")}>${t("web_table.console_inspector")}</${BusyButton}>`
          : null
      }
      <${BusyButton} busyText=${t("web_table.closing")} onErr=${setErr} run=${() => api(`/play/${data.table}/close`, {}).then(() => (location.href = "/play"))}>${t("web_table.close")}</${BusyButton}>
    </div>
    <p class="muted">${
      me.forum
        ? t("web_table.how_forum", { vote: "投票对象：X号", check: "验 5", kill: "刀 X" })
        : t("web_table.how", { check: "验5号", kill: "杀X号" })
    }</p>`;
}
render(html`<${PlayTable} />`, document.getElementById("app"));
