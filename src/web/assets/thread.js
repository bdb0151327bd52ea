// The thread view of a forum-25 game (issue 14 item 7): what the thread was told, day by day,
// and each seat's post count per day. Data: `/live/:id/thread/events` (`thread` events).
import { data, html, labelZh, lang, render, seatList, seatNo, t, useState, useStream } from "/assets/common.js";

// A seat without a player's name (`3号`, the server's stand-in) is the seat in the page's language.
const who = (seat, name) =>
  name === `${seat}号`
    ? seatNo(seat)
    : name?.startsWith(`${seat}号`) || name?.startsWith(seatNo(seat))
      ? name
      : `${seatNo(seat)}${name ? `${lang === "en" ? " " : ""}${name}` : ""}`;
const seats = seatList;

function Ballots({ day }) {
  if (!day.ballots.length) return html`<p class="muted">${t("web_replay.no_ballots")}</p>`;
  return html`<div class="scroll"><table class="t" data-testid=${`ballots-${day.n}`}><tr><th>#</th><th>${t("web_replay.th_time")}</th><th>${t("web_replay.th_seat")}</th><th>${t("web_replay.th_post")}</th></tr>
    ${day.ballots.map(
      (b, i) => html`<tr key=${i} class=${b.change ? "change" : ""} data-testid="ballot">
        <td>${i + 1}</td><td>${b.time}</td><td>${who(b.seat, b.name)}</td>
        <td>${b.proxy ? html`<span class="badge">${t("web_replay.proxy")}</span> ` : null}${t(
          b.change ? "web_replay.change" : "web_replay.vote",
          {
            target: b.target === null ? t("web_replay.abstain") : who(b.target, b.targetName),
          },
        )}</td></tr>`,
    )}</table></div>`;
}

function Count({ day }) {
  const c = day.count;
  if (!c) return null;
  return html`<div class="count" data-testid=${`count-${day.n}`}>
    <b>${day.round === "sheriff" ? t("web_replay.count_sheriff") : t("web_replay.count_exile")}</b>
    ${c.hidden ? t("web_replay.hidden") : c.tally.length ? c.tally.map((x) => t("web_replay.votes_n", { who: who(x.seat, x.name), n: x.votes })).join(t("web_page.list_sep")) : t("web_replay.no_votes")}
    ${c.abstain.length ? t("web_replay.abstained", { seats: seats(c.abstain) }) : ""}${c.none.length ? t("web_replay.not_voted", { seats: seats(c.none) }) : ""}
    <div>${t("web_replay.result")}<b data-testid=${`result-${day.n}`}>${c.result.text}</b></div></div>`;
}

/** The last words published at this opening, with what each seat said (issue 26 item 10). */
function LastWords({ day }) {
  const said = day.lastWordsSaid ?? [];
  if (!said.length) return null;
  return html`<div class="lastwords" data-testid=${`lastwords-${day.n}`}><b>${t("web_replay.last_words")}</b>
    ${said.map(
      (w) =>
        html`<blockquote key=${w.seat}><b>${who(w.seat, w.name)}：</b>${
          w.text === null
            ? html`<span class="muted">${t("web_replay.reading")}</span>`
            : w.text
              ? w.text
              : html`<span class="muted">${t("web_replay.no_last_words")}</span>`
        }</blockquote>`,
    )}</div>`;
}

function Day({ day }) {
  return html`<section class="day" data-testid=${`day-${day.n}`}>
    <h2>${t(day.round === "sheriff" ? "web_replay.day_sheriff" : "web_replay.day_exile", { n: day.n })}${day.spedUp ? t("web_replay.sped_up") : ""}
      <span class="muted">${t("web_replay.closes", { time: day.close })}</span></h2>
    ${
      day.announced
        ? html`<p data-testid=${`announced-${day.n}`}>${t("web_replay.announced")}${
            day.announced.length
              ? t("web_replay.died_last_night", {
                  who: day.announced.map((d) => who(d.seat, d.name)).join(t("web_page.list_sep")),
                })
              : t("web_replay.none_died")
          }</p>`
        : null
    }
    <${LastWords} day=${day} />
    <${Ballots} day=${day} />
    ${day.notes.length ? html`<ul class="notes">${day.notes.map((n, i) => html`<li key=${i}>${labelZh(n.at)} ${n.text}</li>`)}</ul>` : null}
    <${Count} day=${day} />
  </section>`;
}

function PostIndex({ thread }) {
  const days = thread.days.map((d) => d.n);
  return html`<section><h2>${t("web_replay.post_counts")}</h2>
    <div class="scroll"><table class="t" data-testid="post-index"><tr><th>${t("web_replay.th_seat")}</th>${days.map((n) => html`<th key=${n}>${t("web_replay.day_col", { n })}</th>`)}<th>${t("web_replay.total")}</th><th>${t("web_replay.cards_col")}</th></tr>
    ${thread.index.map(
      (r) => html`<tr key=${r.seat} class=${r.alive ? "" : "out"} data-seat=${r.seat}>
        <td>${who(r.seat, r.name)}${r.alive ? "" : t("web_replay.out")}</td>${r.posts.map((p, i) => html`<td key=${i}>${p}</td>`)}
        <td>${r.total}</td><td>${r.cards}</td></tr>`,
    )}</table></div></section>`;
}

function Cards({ cards }) {
  if (!cards.length) return null;
  return html`<section><h2>${t("web_replay.cards_h")}</h2><ul class="notes" data-testid="cards">
    ${cards.map((c, i) => html`<li key=${i}>${labelZh(c.at)} ${who(c.seat, c.name)} ${c.colourZh}：${c.reason}</li>`)}</ul></section>`;
}

function Thread() {
  const [thread, setThread] = useState(null);
  const [end, setEnd] = useState(null);
  useStream(`/live/${data.game}/thread/events`, { thread: setThread, end: setEnd });
  const over = end ? html`<p class="notice" data-testid="stream-end">${end.detail}</p>` : null;
  if (!thread) return over ?? html`<p class="muted">${t("web_replay.connecting")}</p>`;
  return html`<h1>${t("web_replay.thread_h")}</h1>
    <p class="muted">${t("web_replay.thread_public")}<a href=${`/live/${data.game}`}>${t("web_replay.back_live")}</a></p>
    ${over}
    <div class="bar"><span data-testid="label">${thread.labelZh ?? thread.label}</span>${
      thread.winnerZh ? html`<b class="ok" data-testid="winner">${thread.winnerZh}</b>` : null
    }</div>
    ${thread.days.length ? null : html`<p class="muted">${t("web_replay.thread_setup")}</p>`}
    ${[...thread.days].reverse().map((d) => html`<${Day} key=${d.n} day=${d} />`)}
    <${Cards} cards=${thread.cards} />
    <${PostIndex} thread=${thread} />`;
}
render(html`<${Thread} />`, document.getElementById("app"));
