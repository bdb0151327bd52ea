import {
  api,
  Chat,
  data,
  html,
  PhaseBar,
  render,
  Seats,
  useEffect,
  useState,
  useStream,
  Votes,
} from "/assets/common.js";

const PLACE = { group: "比赛群", dm: "私聊法官机器人", wolves: "狼人群" };

/** A button that shows it is busy while its action runs and reports a failure (issue 26 item 8). */
function BusyButton({ run, onErr, children, busyText = "处理中…", testid, kind, disabled = false, title }) {
  const [busy, setBusy] = useState(false);
  const click = async () => {
    setBusy(true);
    try {
      await run();
      onErr("");
    } catch (x) {
      onErr(x.message || "操作失败，请再试一次");
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
  const place = forum && where === "group" ? "讨论帖" : PLACE[where];
  return html`<form class="row" onSubmit=${send} data-where=${where}>
    <input value=${text} disabled=${over} onInput=${(e) => setText(e.target.value)} placeholder=${over ? "本局已结束" : `在${place}说…`} />
    <button type="submit" disabled=${busy || over} aria-busy=${busy}>${busy ? "发送中…" : "发送"}</button></form>`;
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
      forum
        ? "现在不用你操作。有要在截止前完成的事（发帖、投票、夜里的技能）时这里会提示。"
        : "现在不用你操作。轮到你时这里会提示，计时会放慢到真实时间（1×）等你。"
    }</div>`;
  const aim = due.aim;
  return html`<div class="due" data-testid="due" role="status">
    <strong>${due.anytime ? "随时可用" : forum ? "截止前要做" : "轮到你了"}：${due.zh}</strong>
    <div class="muted">${due.anytime ? "不必现在用，想好了再发。" : forum ? (due.miss ? `注意：${due.miss}。` : "截止前做完即可。") : "计时已放慢到真实时间（1×）等你，你操作完再恢复倍速。"}</div>
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
    if (!window.confirm(`${due.miss}。\n确定要跳到下一个截止吗？`)) return;
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
    <strong>本局已结束</strong>
    <a data-testid="replay" href=${replay}>看复盘</a>
    <a href="/play">再开一桌</a>
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
    return html`<h1>试玩桌</h1><p class="bad" role="alert" data-testid="closed">${closed}</p><p><a href="/play">再开一桌</a></p>`;
  if (!me) return html`<p class="muted">连接中…（新桌子要等几秒）</p>`;
  const mine = me.scripted[me.seat - 1] === false;
  const openConsole = (as) => api(`/play/${data.table}/console`, { as }).then((r) => window.open(r.url, "_blank"));
  const by = (w) => lines.filter((l) => l.where === w);
  const role = lines.map((l) => /^你是\d+号，你的身份是：([^。（]+)/.exec(l.text)?.[1]).find(Boolean);
  const groupName = me.forum ? "讨论帖" : "比赛群";
  const tabs = [["dm", "私聊法官机器人"], ["group", groupName], ...(by("wolves").length ? [["wolves", "狼人群"]] : [])];
  const pane = (w, title) =>
    html`<div class=${`pane${tab === w ? " active" : ""}`} data-pane=${w}><${Chat} title=${title} lines=${by(w)} />${mine ? html`<${Input} seat=${me.seat} where=${w} onErr=${setErr} forum=${me.forum} over=${over} />` : null}</div>`;
  return html`<h1>试玩桌 · 我是 ${me.seat}号</h1>
    ${err ? html`<p class="bad" role="alert">${err}</p>` : null}
    ${over ? html`<${GameOver} table=${table} />` : null}
    ${mine && !over ? html`<${DuePanel} due=${due} seat=${me.seat} onErr=${setErr} forum=${me.forum} />` : null}
    <p class="role" data-testid="my-role">${role ? html`我的身份：<b>${role}</b>` : html`<span class="muted">身份发牌后显示在这里</span>`}
      · ${mine ? "这个座位由你操作" : "这个座位由脚本玩家操作"}</p>
    ${
      me.forum
        ? html`<p class="row"><${BusyButton} testid="next-deadline" busyText="正在跳转…（脚本玩家先发完帖）" disabled=${over} title=${over ? "本局已结束" : undefined} onErr=${setErr} run=${() => jump(due)}>跳到下一个截止</${BusyButton}>
        <span class="muted">版杀按日历天进行：一键跳到下一个截止时间（收票、夜里行动、开门）。</span></p>`
        : null
    }
    <div class="tabs" role="tablist">${tabs.map(
      ([w, t]) =>
        html`<button type="button" role="tab" aria-selected=${tab === w} class=${`${tab === w ? "on" : ""}${dueTab === w ? " due-here" : ""}`} onClick=${() => {
          setTab(w);
          if (dueTab === w) setDueTab(null);
        }}>${t} (${by(w).length})${dueTab === w ? html`<span class="tab-due" data-testid="tab-due" title="要你操作的在这里">待你</span>` : null}</button>`,
    )}</div>
    <div class="cols panes">${tabs.map(([w, t]) => pane(w, t))}</div>
    ${table ? html`<${PhaseBar} table=${table} />${table.slow ? html`<p class="muted" data-testid="slow">轮到你：计时按真实时间走。</p>` : null}<${Seats} table=${table} />` : html`<p class="muted">等待开局…</p>`}
    ${table ? html`<${Votes} votes=${table.votes} />` : null}
    <div class="bar">
      ${
        me.seats.length > 1
          ? html`<label>切换座位 <select data-testid="switch" value=${me.seat} onChange=${(e) => setSeat(Number(e.target.value))}>
        ${me.seats.map((s) => html`<option value=${s}>${s}号</option>`)}</select></label>`
          : null
      }
      <span>倍速 ${me.speed}×</span>
      ${table ? html`<a href=${`/live/${table.id}`} target="_blank">公开直播页</a>` : null}
      ${
        me.console
          ? html`<${BusyButton} onErr=${setErr} run=${() => openConsole("judge")}>以法官身份打开控制台</${BusyButton}>
        <${BusyButton} onErr=${setErr} run=${() => openConsole("inspector")}>以督察长身份打开控制台</${BusyButton}>`
          : null
      }
      <${BusyButton} busyText="正在关闭…" onErr=${setErr} run=${() => api(`/play/${data.table}/close`, {}).then(() => (location.href = "/play"))}>关闭这桌</${BusyButton}>
    </div>
    <p class="muted">怎么玩：${
      me.forum
        ? "在讨论帖里发帖，投票帖写“投票对象：X号”；夜里的技能私聊机器人（例如“验 5”），狼人在狼人群里“刀 X”。"
        : "发言轮到你时在比赛群打座位号开始、打“过”结束；夜里的技能、上警、投票都私聊法官机器人（例如“验5号”“投3”）；狼人在狼人群里“杀X号”。"
    }</p>`;
}
render(html`<${PlayTable} />`, document.getElementById("app"));
