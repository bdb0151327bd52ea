// Shared by the pages: preact + htm (one vendored ES module), JSON helpers, an event-stream hook.
import { html, render, useEffect, useRef, useState } from "/assets/vendor/htm-preact.js";

export { html, render, useEffect, useRef, useState };

/** The data-* attributes of <main id=app>. */
export const data = document.getElementById("app").dataset;

/** The page's language (`zh-Hans`, `zh-Hant`, `en`: the shell's `<html lang>`, issue 23 goal 3). */
export const lang = document.documentElement.lang || "zh-Hans";
/** The locale dates are written in. */
export const LOCALE = { "zh-Hans": "zh-CN", "zh-Hant": "zh-TW", en: "en-GB" }[lang] ?? "zh-CN";

/**
 * The page's words (`{ area: { key: template } }`, from the server's phrasebooks), loaded once before
 * any module renders (a top-level await); a page whose words fail to load shows the keys.
 */
const WORDS = await fetch(`/assets/words/${lang}.json`)
  .then((r) => (r.ok ? r.json() : {}))
  .catch(() => ({}));

/** The phrase `area.key` in the page's language, `{{name}}` filled from `args` (a missing key shows itself). */
export function t(key, args = {}) {
  const dot = key.indexOf(".");
  const tpl = WORDS[key.slice(0, dot)]?.[key.slice(dot + 1)];
  if (tpl === undefined) return key;
  return tpl.replace(/\{\{(\w+)\}\}/g, (_, n) => (args[n] === undefined || args[n] === null ? "" : String(args[n])));
}

/** A board's or a ruleset's name by id in the page's language (`kind`: `board`, `ruleset`), else `otherwise`. */
export const nameOf = (kind, id, otherwise) => WORDS[kind]?.[id] ?? otherwise;

/** A seat as the page's language writes it (`3号`, `#3`). */
export const seatNo = (n) => t("web_page.seat", { n });
/** Seats as a list (`1号、5号`, `#1, #5`). */
export const seatList = (list) => list.map(seatNo).join(t("web_page.list_sep"));
/** A date and time in the page's locale. */
export const when = (d) => new Date(d).toLocaleString(LOCALE);

/** Ms a request may take before the page gives up and says so (issue 26 item 8: never a silent hang). */
export const REQUEST_TIMEOUT_MS = 20_000;
/** What a page says when the server did not answer in time. */
export const TIMEOUT_ZH = t("web_page.timeout");

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
    if (!r.ok) throw new Error(j.detail || t("web_page.request_failed", { status: r.status }));
    return j;
  } catch (x) {
    if (ac.signal.aborted) throw new Error(TIMEOUT_ZH);
    if (x instanceof TypeError) throw new Error(t("web_page.offline"));
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
 * names to handlers. An `end` event (`{detail}`: "这桌已关闭", "本局已结束", in the page's language) closes it for good —
 * no reconnect — and calls `on.end`, or shows the sentence over the page.
 */
export function useStream(url, on) {
  useEffect(() => {
    if (!url) return undefined;
    const es = new EventSource(url);
    for (const [k, f] of Object.entries(on)) if (k !== "end") es.addEventListener(k, (e) => f(JSON.parse(e.data)));
    es.addEventListener("end", (e) => {
      es.close();
      // The server writes the end's detail in the page's language (the stream's request carries it).
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
  if (d > 0) return t("web_page.clock_days", { d, h });
  if (h > 0) return `${h}:${pad(m)}:${pad(x)}`;
  if (m > 0) return `${m}:${pad(x)}`;
  return t("web_page.clock_sec", { s: x });
}

/**
 * Who sent a line, beyond the name a contact picks (issue 25 item 10): the bot's own lines carry
 * a badge no name can produce (an element, not text), a seated player's his seat, the judge his
 * role — so a player named like the bot is still shown as the player in his seat.
 */
function Sender({ l }) {
  if (l.bot)
    return html`<span class="sender botmark" title=${t("web_page.bot_title")} data-testid="botmark">✔ ${t("web_page.bot")}</span>`;
  if (l.seat)
    return html`<span class="sender seatmark" title=${t("web_page.player")} data-testid="seatmark">${seatNo(l.seat)}</span>`;
  if (l.judge)
    return html`<span class="sender seatmark" title=${t("web_page.judge_title")}>${t("web_page.judge")}</span>`;
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
    ${lines.length === 0 ? html`<p class="muted">${t("web_page.no_lines")}</p>` : null}
    ${lines.map((l) => html`<div class=${`l${l.bot ? " bot" : ""}`} key=${l.seq}><${Sender} l=${l} /><span class="who">${l.bot ? t("web_replay.bot") : l.fromName}</span>${linked(l.text)}</div>`)}
  </div></section>`;
}

/** A seat's name beside its number, unless it only repeats it ("7号 7号"). */
const nameBeside = (s) => {
  const n = (s.name ?? "").trim();
  return n === `${s.seat}号` || n === seatNo(s.seat) || n === String(s.seat) ? "" : n;
};

/** The seats of a table (public, or with roles for the judge). */
export function Seats({ table }) {
  const speaking = table.waiting ? Number.parseInt(table.waiting, 10) : null;
  return html`<div class="seats">${table.seats.map(
    (
      s,
    ) => html`<div class=${`seat${s.alive ? "" : " out"}${speaking === s.seat ? " speaking" : ""}`} data-seat=${s.seat}>
      <span class="no">${seatNo(s.seat)}</span> ${nameBeside(s)}${s.sheriff ? html`<span class="badge">${t("web_page.sheriff")}</span>` : null}
      <div>${s.alive ? t("web_page.alive") : t("web_page.out", { when: s.out ?? "" })}</div>
      ${s.roleZh ? html`<div class="role">${s.roleZh}</div>` : null}
      ${s.warnings || s.noShows ? html`<div class="bad">${s.warnings ? `${t("web_page.warnings", { n: s.warnings })} ` : ""}${s.noShows ? t("web_page.no_shows", { n: s.noShows }) : ""}</div>` : null}
    </div>`,
  )}</div>`;
}

/** The bar over a table: board, phase, countdown, whom the group waits on. */
export function PhaseBar({ table }) {
  const left = useCountdown(table.dueAt);
  return html`<div class="bar" id="phase">
    <strong>${table.boardZh}</strong>
    <span data-testid="phase">${table.phaseZh}${table.paused ? t("web_page.paused") : ""}</span>
    ${left !== null ? html`<span>${t("web_page.countdown")} <b data-testid="countdown" data-seconds=${left}>${clockZh(left)}</b></span>` : null}
    ${table.waiting ? html`<span>${t("web_page.waiting", { who: table.waiting })}</span>` : null}
    ${table.candidates.length ? html`<span>${t("web_page.candidates", { seats: seatList(table.candidates) })}</span>` : null}
    ${table.winnerZh ? html`<b class="ok" data-testid="winner">${table.winnerZh}</b>` : null}
  </div>`;
}

/** The published votes of a game. */
export function Votes({ votes }) {
  if (!votes.length) return null;
  return html`<h2>${t("web_page.votes")}</h2><div class="scroll"><table class="t"><tr><th>${t("web_page.round")}</th><th>${t("web_page.ballots")}</th><th>${t("web_page.tally")}</th></tr>
    ${votes.map(
      (v, i) =>
        html`<tr key=${i}><td>${v.atZh ?? v.at} ${v.roundZh ?? v.round}</td><td>${Object.entries(v.ballots ?? {})
          .map(([a, b]) => `${seatNo(a)}→${b === null ? t("web_page.abstain") : seatNo(b)}`)
          .join(t("web_page.comma"))}</td><td>${Object.entries(v.tally ?? {})
          .map(([a, n]) => t("web_page.votes_of", { seat: seatNo(a), n }))
          .join(t("web_page.comma"))}</td></tr>`,
    )}</table></div>`;
}

/** A phase label in words, as `labelZh` of src/web/words.ts: `D2` → 第2天 / Day 2, `N3` → 第3夜 / Night 3. */
export function labelZh(label) {
  const m = /^([DN])(\d+)$/.exec(label ?? "");
  if (m) return t(m[1] === "D" ? "web_page.day_n" : "web_page.night_n", { n: m[2] });
  return label === "S" || label === "N0" ? t("web_page.setup") : label;
}

/** The winning side of a game list (`/games`' `winner`) in words (issue 26 item 6). */
export const WINNER_ZH = {
  wolves: t("web_page.camp_wolves"),
  villagers: t("web_page.camp_villagers"),
  lovers: t("web_page.camp_lovers"),
};

/** Season ids → their names (`/seasons`), for pages that get only the id; resolves to a Map. */
export function seasonNames() {
  return api("/seasons").then(
    (x) => new Map(x.seasons.map((s) => [s.id, s.name])),
    () => new Map(),
  );
}

/** Event types as a judge reads them in the log. */
export const EVENT_ZH = {
  game_created: t("web_judge.ev_game_created"),
  phase_started: t("web_judge.ev_phase_started"),
  timers_changed: t("web_judge.ev_timers_changed"),
  knife_proposed: t("web_judge.ev_knife_proposed"),
  knife_settled: t("web_judge.ev_knife_settled"),
  night_acted: t("web_judge.ev_night_acted"),
  act_withdrawn: t("web_judge.ev_act_withdrawn"),
  seat_substituted: t("web_judge.ev_seat_substituted"),
  judge_acted: t("web_judge.ev_judge_acted"),
  paused: t("web_judge.ev_paused"),
  resumed: t("web_judge.ev_resumed"),
  actor_done: t("web_judge.ev_actor_done"),
  mem_set: t("web_judge.ev_mem_set"),
  told: t("web_judge.ev_told"),
  died: t("web_judge.ev_died"),
  announced: t("web_judge.ev_announced"),
  candidate_joined: t("web_judge.ev_candidate_joined"),
  candidate_withdrew: t("web_judge.ev_candidate_withdrew"),
  election_changed: t("web_judge.ev_election_changed"),
  speech_started: t("web_judge.ev_speech_started"),
  speech_reminded: t("web_judge.ev_speech_reminded"),
  nudged: t("web_judge.ev_nudged"),
  last_words_given: t("web_judge.ev_last_words_given"),
  no_show: t("web_judge.ev_no_show"),
  warned: t("web_judge.ev_warned"),
  vote_cast: t("web_judge.ev_vote_cast"),
  vote_muted: t("web_judge.ev_vote_muted"),
  vote_closed: t("web_judge.ev_vote_closed"),
  sheriff_changed: t("web_judge.ev_sheriff_changed"),
  order_chosen: t("web_judge.ev_order_chosen"),
  dice_rolled: t("web_judge.ev_dice_rolled"),
  drawn: t("web_judge.ev_drawn"),
  penalized: t("web_judge.ev_penalized"),
  self_destructed: t("web_judge.ev_self_destructed"),
  game_ended: t("web_judge.ev_game_ended"),
  role_changed: t("web_judge.ev_role_changed"),
  deal_voided: t("web_judge.ev_deal_voided"),
  public_notice: t("web_judge.ev_public_notice"),
  vote_shifted: t("web_judge.ev_vote_shifted"),
};

/** A judge's controls and rulings in his words. */
export const RULING_ZH = {
  pause: t("web_judge.ru_pause"),
  resume: t("web_judge.ru_resume"),
  extend: t("web_judge.ru_extend"),
  skip: t("web_judge.ru_skip"),
  correct: t("web_judge.ru_correct"),
  warn: t("web_judge.ru_warn"),
  rule_self_destruct: t("web_judge.ru_rule_self_destruct"),
  eject: t("web_judge.ru_eject"),
  void: t("web_judge.ru_void"),
  wolf_talk: t("web_judge.ru_wolf_talk"),
};
