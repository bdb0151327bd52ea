/**
 * What the judge (or inspector) of a game reads on the console (issue 14 item 3): the public
 * table plus every secret of it — roles, the open night's knife and acts, who is still awaited,
 * the open vote's ballots.
 */
import type { GameState } from "../engine/types.ts";
import { actName, cardName, DEFAULT_LANG, type Lang, phrase } from "../vocab/index.ts";
import { type GameRow, type GameSource, wallDue } from "./source.ts";
import { publicTable } from "./table.ts";

/** What the judge (or inspector) of a game sees: the public table plus every secret of it. */
export interface JudgeView {
  table: ReturnType<typeof publicTable> & { dueAt: number | null };
  roles: { seat: number; roleZh: string; alive: boolean }[];
  phase: string;
  night: { knife: Record<string, number | null>; knifeTarget: number | null; acts: string[]; waiting: number[] } | null;
  ballots: Record<string, number | null> | null;
}

/** The judge's view of `st`, its words in `lang` (default 简体). */
export function judgeView(
  src: GameSource,
  game: GameRow,
  st: GameState,
  names: (n: number) => string,
  lang: Lang = DEFAULT_LANG,
): JudgeView {
  const table = publicTable(game, st, names, lang);
  const seat = (n: number) => phrase(lang, "web_page.seat", { n });
  const ph = st.phase;
  return {
    table: { ...table, dueAt: st.paused ? null : wallDue(src, st.timers[0]?.dueMs ?? null) },
    roles: st.seats.map((x) => ({ seat: x.seat, roleZh: cardName(x.role, lang), alive: x.alive })),
    phase: ph.kind,
    night:
      ph.kind === "night"
        ? {
            knife: ph.knife,
            knifeTarget: ph.knifeTarget,
            acts: Object.entries(ph.acts).flatMap(([n, list]) =>
              list.map(
                (a) =>
                  `${seat(Number(n))} ${actName(a.act, lang)} ${a.target === null ? phrase(lang, "web_page.no_target") : Array.isArray(a.target) ? a.target.map(seat).join(phrase(lang, "web_page.list_sep")) : typeof a.target === "number" ? seat(a.target) : a.target}`,
              ),
            ),
            waiting: ph.actors.filter((n) => !ph.done.includes(n)),
          }
        : null,
    ballots: ph.kind === "vote" ? ph.ballots : null,
  };
}
