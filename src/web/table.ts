/**
 * The live table of a game as the match group knows it (issue 14 item 2): the engine's public
 * view (`publicView`: no role before the end, no night act, no open ballot nor who voted, night
 * deaths only once announced) with the seats' names, the phase in words, who the group is
 * waiting on (a speaker, the sheriff choosing the order or handing the badge — names only, and
 * never at night: who acts at night would tell who has a skill) and the warnings and 黑麦 the
 * group was told. Pure.
 */
import type { GameState } from "../engine/types.ts";
import { type PublicView, publicView } from "../engine/view.ts";
import { cardName, DEFAULT_LANG, type Lang, phrase, type WordGroup, wordOf } from "../vocab/index.ts";
import { boardZh, labelZh, resultZh, roundZh } from "./words.ts";

/** A published vote with its label and round in words (`第1天`, `放逐PK投票`; issue 26 item 6). */
export type TableVote = PublicView["votes"][number] & { atZh: string; roundZh: string };

/** A seat on the live table. */
export interface TableSeat {
  seat: number;
  name: string;
  alive: boolean;
  /** `第2天 放逐` etc.: when and (if the group was told) how the seat went out. */
  out: string | null;
  sheriff: boolean;
  /** Warnings and 黑麦 (no-shows), each announced in the group when given. */
  warnings: number;
  noShows: number;
  /** Only once the game is over (or an idiot who flipped his card). */
  roleZh: string | null;
}

/** What the public page shows. */
export interface PublicTable {
  id: string;
  board: string;
  boardZh: string;
  status: string;
  label: string;
  phaseZh: string;
  paused: boolean;
  /** Ms on the game clock of the deadline the group was given. */
  deadlineMs: number | null;
  /** Whom the group is waiting on now, in words (`3号发言`), or null. */
  waiting: string | null;
  seats: TableSeat[];
  /** The sheriff candidates, only while the election runs (issue 26 item 10: not all game). */
  candidates: number[];
  votes: TableVote[];
  winnerZh: string | null;
  voided: boolean;
}

/**
 * The live table of `s` (the game row gives id, board and status; `names` the seats' display
 * names), its words in `lang` (default 简体).
 */
export function publicTable(
  game: { id: string; board: string; status: string },
  s: GameState,
  names: (seat: number) => string,
  lang: Lang = DEFAULT_LANG,
): PublicTable {
  const v = publicView(s);
  const sheriffOf = v.sheriff;
  const zh = (group: WordGroup, id: unknown, otherwise?: string) => wordOf(lang, group, id, otherwise);
  let phaseZh = zh("phase", v.phase);
  if (v.phase === "speaking" && v.speaker) phaseZh = zh("speech", v.speaker.purpose, phaseZh);
  if (v.phase === "vote" && v.vote) phaseZh = roundZh(v.vote.round, lang);
  // The day or night first; forum-25's phase S is named by its label alone (no 开局阶段 twice).
  if (v.phase !== "ended" && labelZh(v.label, lang) !== phaseZh)
    phaseZh = phrase(lang, "web_page.phase_at", { label: labelZh(v.label, lang), phase: phaseZh });
  const seat = (n: number) => phrase(lang, "web_page.seat", { n });
  const who = (n: number) =>
    names(n).startsWith(`${n}号`) || names(n).startsWith(seat(n))
      ? names(n)
      : phrase(lang, "web_page.seat_name", { seat: seat(n), name: names(n) });
  let waiting: string | null = null;
  if (v.speaker) waiting = `${who(v.speaker.seat)} ${zh("speech", v.speaker.purpose, zh("phase", "speaking"))}`;
  else if ((v.phase === "order" || v.phase === "badge") && sheriffOf !== null)
    waiting = phrase(lang, v.phase === "order" ? "web_page.sheriff_order" : "web_page.sheriff_badge", {
      who: who(sheriffOf),
    });
  else if (v.phase === "vote" && v.vote)
    waiting = phrase(lang, "web_page.all_vote", {
      seats: v.vote.options.join(phrase(lang, "web_page.list_sep")),
    });
  const winnerZh = resultZh(v, lang);
  return {
    id: game.id,
    board: game.board,
    boardZh: boardZh(game.board, lang),
    status: game.status,
    label: v.label,
    phaseZh,
    paused: v.paused,
    deadlineMs: v.deadlineMs,
    waiting,
    seats: v.seats.map((x) => ({
      seat: x.seat,
      name: names(x.seat),
      alive: x.alive,
      out: x.out ? `${labelZh(x.out, lang)}${x.cause ? ` ${zh("death", x.cause, zh("death", "out"))}` : ""}` : null,
      sheriff: sheriffOf === x.seat,
      warnings: s.seats[x.seat - 1].warnings,
      noShows: s.seats[x.seat - 1].noShows,
      roleZh: x.roleZh === null || lang === DEFAULT_LANG ? x.roleZh : cardName(s.seats[x.seat - 1].role, lang),
    })),
    candidates: s.election?.open && !s.election.postponed ? v.candidates : [],
    votes: v.votes.map((x) => ({ ...x, atZh: labelZh(x.at, lang), roundZh: roundZh(x.round, lang) })),
    winnerZh,
    voided: v.voided,
  };
}
