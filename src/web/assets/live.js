import { Chat, data, html, PhaseBar, render, Seats, t, useState, useStream, Votes } from "/assets/common.js";

function Live() {
  const [table, setTable] = useState(null);
  const [lines, setLines] = useState([]);
  const [end, setEnd] = useState(null);
  // The page's one stream (issue 26 item 8); it ends with "本局已结束" / "这桌已关闭".
  useStream(`/live/${data.game}/events`, {
    table: setTable,
    line: (l) => setLines((ls) => (ls.length && ls[ls.length - 1].seq >= l.seq ? ls : [...ls, l])),
    end: setEnd,
  });
  // A finished game (its table says so, or its stream ended so): who won, and its replay.
  const finished = (table?.status === "ended" || end?.reason === "over") && end?.reason !== "closed";
  const over = finished
    ? html`<p class="notice live-end" data-testid="stream-end">${table?.winnerZh ? t("web_page.game_over_won", { winner: table.winnerZh }) : t("web_page.game_over_dot")}
        <a href=${`/replay/${data.game}`} data-testid="replay-link">${t("web_page.see_replay")}</a>${t("web_page.replay_what")}</p>`
    : end
      ? html`<p class="notice" data-testid="stream-end">${end.detail}</p>`
      : null;
  if (!table) return over ?? html`<p class="muted">${t("web_page.connecting")}</p>`;
  return html`<h1>${t("web_page.live_h", { board: table.boardZh })}</h1>
    ${over}
    <p class="muted">${t("web_page.public_view")}${
      data.forum
        ? html` <a href=${`/live/${data.game}/thread`} data-testid="thread-link">${t("web_page.thread_link")}</a>`
        : null
    }</p>
    <${PhaseBar} table=${table} />
    <div class="cols"><section><h2>${t("web_page.seats")}</h2><${Seats} table=${table} /><${Votes} votes=${table.votes} /></section>
    <${Chat} title=${t("web_page.group")} lines=${lines} /></div>`;
}
render(html`<${Live} />`, document.getElementById("app"));
