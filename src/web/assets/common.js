// Shared by the pages: preact + htm (one vendored ES module), JSON helpers, an event-stream hook.
import { html, render, useEffect, useRef, useState } from "/assets/vendor/htm-preact.js";

export { html, render, useEffect, useRef, useState };

/** The data-* attributes of <main id=app>. */
export const data = document.getElementById("app").dataset;

/** Ms a request may take before the page gives up and says so (issue 26 item 8: never a silent hang). */
export const REQUEST_TIMEOUT_MS = 20_000;
/** What a page says when the server did not answer in time. */
export const TIMEOUT_ZH =
  "服务器没有及时回应：可能是同一浏览器打开的直播、控制台页面太多（浏览器对一个网站最多同时保持约6个连接），请关掉几个页面后再试。";

/**
 * GET or POST JSON; throws an Error with the server's Chinese `detail` (or `TIMEOUT_ZH` after
 * `timeoutMs`, default `REQUEST_TIMEOUT_MS`; a slow action such as opening a playground table
 * passes its own).
 */
export async function api(url, body, { timeoutMs = REQUEST_TIMEOUT_MS } = {}) {
  const ac = new AbortController();
  const timer = setTimeout(() => ac.abort(), timeoutMs);
  try {
    const r = await fetch(
      url,
      body === undefined
        ? { signal: ac.signal }
        : {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(body),
            signal: ac.signal,
          },
    );
    const j = await r.json().catch(() => ({}));
    if (!r.ok) throw new Error(j.detail || `请求没有成功（${r.status}）`);
    return j;
  } catch (x) {
    if (ac.signal.aborted) throw new Error(TIMEOUT_ZH);
    if (x instanceof TypeError) throw new Error("连不上服务器，请检查网络后再试。");
    throw x;
  } finally {
    clearTimeout(timer);
  }
}

/** Shows `text` in a bar above the page (outside what preact renders). */
export function notice(text) {
  let p = document.getElementById("notice");
  if (!p) {
    p = document.createElement("p");
    p.id = "notice";
    p.className = "bad notice";
    p.dataset.testid = "notice";
    document.body.insertBefore(p, document.getElementById("app"));
  }
  p.textContent = text;
}

/**
 * Subscribes to an event stream (the page's one EventSource: issue 26 item 8); `on` maps event
 * names to handlers. An `end` event (`{detail}`: "这桌已关闭", "本局已结束") closes it for good —
 * no reconnect — and calls `on.end`, or shows the sentence over the page.
 */
export function useStream(url, on) {
  useEffect(() => {
    if (!url) return undefined;
    const es = new EventSource(url);
    for (const [k, f] of Object.entries(on)) if (k !== "end") es.addEventListener(k, (e) => f(JSON.parse(e.data)));
    es.addEventListener("end", (e) => {
      es.close();
      const j = JSON.parse(e.data);
      if (on.end) on.end(j);
      else notice(j.detail);
    });
    // A refused stream (too many open, issue 25 item 10) closes for good: say why over the page.
    es.addEventListener("error", () => {
      if (es.readyState !== EventSource.CLOSED) return;
      fetch(url, { headers: { accept: "application/json" } })
        .then((r) => (r.ok ? r.body?.cancel().then(() => null) : r.json()))
        .then((j) => j?.detail && notice(j.detail))
        .catch(() => {});
    });
    return () => es.close();
  }, [url]);
}

/** Seconds left until the wall time `dueAt`, ticking once a second. */
export function useCountdown(dueAt) {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);
  return dueAt ? Math.max(0, Math.round((dueAt - now) / 1000)) : null;
}

/**
 * Seconds left in words (issue 26 item 10): `45秒`, `12:05` (分:秒), `3:02:05` (时:分:秒), and for
 * a forum day `1天3小时`.
 */
export function clockZh(sec) {
  const pad = (n) => String(n).padStart(2, "0");
  const d = Math.floor(sec / 86400);
  const h = Math.floor((sec % 86400) / 3600);
  const m = Math.floor((sec % 3600) / 60);
  const x = sec % 60;
  if (d > 0) return `${d}天${h}小时`;
  if (h > 0) return `${h}:${pad(m)}:${pad(x)}`;
  if (m > 0) return `${m}:${pad(x)}`;
  return `${x}秒`;
}

/**
 * Who sent a line, beyond the name a contact picks (issue 25 item 10): the bot's own lines carry
 * a badge no name can produce (an element, not text), a seated player's his seat, the judge his
 * role — so a player named like the bot is still shown as the player in his seat.
 */
function Sender({ l }) {
  if (l.bot)
    return html`<span class="sender botmark" title="法官机器人本身发的消息" data-testid="botmark">✔ 机器人</span>`;
  if (l.seat) return html`<span class="sender seatmark" title="玩家" data-testid="seatmark">${l.seat}号</span>`;
  if (l.judge) return html`<span class="sender seatmark" title="本局法官">法官</span>`;
  return null;
}

/** A replay's link in a chat line: a full URL (PUBLIC_BASE_URL set) or the route alone. */
const REPLAY_LINK = /(?:https?:\/\/[^\s/]+)?\/replay\/([0-9a-f-]{36})/gi;

/**
 * A chat line's text with the end post's 复盘 link made a link that works on this page: it
 * points at this host's `/replay/<id>` whatever origin the chat's text names (issue 26 review).
 */
export function linked(text) {
  const out = [];
  let at = 0;
  for (const m of text.matchAll(REPLAY_LINK)) {
    out.push(text.slice(at, m.index), html`<a href=${`/replay/${m[1]}`} data-testid="line-link">${m[0]}</a>`);
    at = m.index + m[0].length;
  }
  return at === 0 ? text : [...out, text.slice(at)];
}

/** A chat pane that keeps scrolled to the bottom. */
export function Chat({ title, lines }) {
  const ref = useRef(null);
  useEffect(() => {
    if (ref.current) ref.current.scrollTop = ref.current.scrollHeight;
  }, [lines.length]);
  return html`<section><h2>${title}</h2><div class="chat" ref=${ref}>
    ${lines.length === 0 ? html`<p class="muted">（还没有消息）</p>` : null}
    ${lines.map((l) => html`<div class=${`l${l.bot ? " bot" : ""}`} key=${l.seq}><${Sender} l=${l} /><span class="who">${l.fromName}</span>${linked(l.text)}</div>`)}
  </div></section>`;
}

/** A seat's name beside its number, unless it only repeats it ("7号 7号"). */
const nameBeside = (s) => {
  const n = (s.name ?? "").trim();
  return n === `${s.seat}号` || n === String(s.seat) ? "" : n;
};

/** The seats of a table (public, or with roles for the judge). */
export function Seats({ table }) {
  const speaking = table.waiting ? Number.parseInt(table.waiting, 10) : null;
  return html`<div class="seats">${table.seats.map(
    (
      s,
    ) => html`<div class=${`seat${s.alive ? "" : " out"}${speaking === s.seat ? " speaking" : ""}`} data-seat=${s.seat}>
      <span class="no">${s.seat}号</span> ${nameBeside(s)}${s.sheriff ? html`<span class="badge">警长</span>` : null}
      <div>${s.alive ? "在场" : `出局 ${s.out ?? ""}`}</div>
      ${s.roleZh ? html`<div class="role">${s.roleZh}</div>` : null}
      ${s.warnings || s.noShows ? html`<div class="bad">${s.warnings ? `警告${s.warnings}次 ` : ""}${s.noShows ? `黑麦${s.noShows}次` : ""}</div>` : null}
    </div>`,
  )}</div>`;
}

/** The bar over a table: board, phase, countdown, whom the group waits on. */
export function PhaseBar({ table }) {
  const left = useCountdown(table.dueAt);
  return html`<div class="bar" id="phase">
    <strong>${table.boardZh}</strong>
    <span data-testid="phase">${table.phaseZh}${table.paused ? "（已暂停）" : ""}</span>
    ${left !== null ? html`<span>倒计时 <b data-testid="countdown" data-seconds=${left}>${clockZh(left)}</b></span>` : null}
    ${table.waiting ? html`<span>等待：${table.waiting}</span>` : null}
    ${table.candidates.length ? html`<span>警上：${table.candidates.join("、")}号</span>` : null}
    ${table.winnerZh ? html`<b class="ok" data-testid="winner">${table.winnerZh}</b>` : null}
  </div>`;
}

/** The published votes of a game. */
export function Votes({ votes }) {
  if (!votes.length) return null;
  return html`<h2>投票记录</h2><div class="scroll"><table class="t"><tr><th>轮次</th><th>票型</th><th>得票</th></tr>
    ${votes.map(
      (v, i) =>
        html`<tr key=${i}><td>${v.atZh ?? v.at} ${v.roundZh ?? v.round}</td><td>${Object.entries(v.ballots ?? {})
          .map(([a, b]) => `${a}号→${b === null ? "弃票" : `${b}号`}`)
          .join("，")}</td><td>${Object.entries(v.tally ?? {})
          .map(([a, n]) => `${a}号${n}票`)
          .join("，")}</td></tr>`,
    )}</table></div>`;
}

/** A phase label in words, as `labelZh` of src/web/words.ts: `D2` → 第2天, `N3` → 第3夜. */
export function labelZh(label) {
  const m = /^([DN])(\d+)$/.exec(label ?? "");
  if (m) return `第${m[2]}${m[1] === "D" ? "天" : "夜"}`;
  return label === "S" || label === "N0" ? "开局阶段" : label;
}

/** The winning side of a game list (`/games`' `winner`) in words (issue 26 item 6). */
export const WINNER_ZH = { wolves: "狼人阵营", villagers: "好人阵营", lovers: "情侣阵营" };

/** Season ids → their names (`/seasons`), for pages that get only the id; resolves to a Map. */
export function seasonNames() {
  return api("/seasons").then(
    (x) => new Map(x.seasons.map((s) => [s.id, s.name])),
    () => new Map(),
  );
}

/** Event types as a judge reads them in the log. */
export const EVENT_ZH = {
  game_created: "开局发牌",
  phase_started: "阶段开始",
  timers_changed: "计时变化",
  knife_proposed: "狼人提刀",
  knife_settled: "刀口确定",
  night_acted: "夜间技能",
  act_withdrawn: "撤回操作",
  seat_substituted: "替补接替",
  judge_acted: "法官操作",
  paused: "暂停",
  resumed: "继续",
  actor_done: "行动完成",
  mem_set: "技能状态",
  told: "私聊告知",
  died: "出局",
  announced: "公布死讯",
  candidate_joined: "上警",
  candidate_withdrew: "退水",
  election_changed: "竞选变化",
  speech_started: "开始发言",
  speech_reminded: "发言提醒",
  nudged: "催促",
  last_words_given: "遗言",
  no_show: "黑麦",
  warned: "警告",
  vote_cast: "投票",
  vote_muted: "失去投票权",
  vote_closed: "投票结果",
  sheriff_changed: "警长变化",
  order_chosen: "选择发言顺序",
  dice_rolled: "掷骰",
  drawn: "抽签",
  penalized: "判罚",
  self_destructed: "自爆",
  game_ended: "游戏结束",
  role_changed: "身份变化",
  deal_voided: "发牌作废",
  public_notice: "公告",
  vote_shifted: "改票",
};

/** A judge's controls and rulings in his words. */
export const RULING_ZH = {
  pause: "暂停",
  resume: "继续",
  extend: "延时",
  skip: "跳过",
  correct: "更正",
  warn: "警告",
  rule_self_destruct: "判自爆",
  eject: "踢出",
  void: "作废",
  wolf_talk: "狼人天亮后在狼人群说话",
};
