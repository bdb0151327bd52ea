/**
 * forum-25's boards (seed 004, F1; `状态` by DM): a seat's public board — the phase and its close,
 * the sheriff, who is out, the cards given — and the directors' board, which adds every seat's card
 * and life. Pure: each a {@link Msg} (phrasebooks `f25_desk`, `f25_private`), rendered at delivery.
 */
import { DEFAULT_OFFSET_MIN, dayCloseMs } from "../../../engine/calendar.ts";
import type { GameState } from "../../../engine/types.ts";
import { lines, type Msg as Said, say as words } from "../../../vocab/msg.ts";
import { hhmm } from "./narrate.ts";
import { listOf } from "./narrate-texts.ts";

/** A seat's `状态` (the public board: phase, close, sheriff, who is out, cards). */
export function statusText(st: GameState): Said {
  const ph = st.phase;
  const cal = st.forum;
  const off = st.setup.utcOffsetMin ?? DEFAULT_OFFSET_MIN;
  const where: Said =
    ph.kind === "forum_start"
      ? words("f25_desk.at_start", { time: cal ? hhmm(st, cal.day1OpenMs) : "09:00" })
      : ph.kind === "forum_day"
        ? words("f25_desk.at_day", {
            n: ph.n,
            time: hhmm(st, ph.closeMs),
            note: {
              msg: cal
                ? closeNote(
                    ph.closeMs,
                    dayCloseMs({ startMs: cal.startMs, day1OpenMs: cal.day1OpenMs, offsetMin: off }, ph.n),
                  )
                : "",
            },
          })
        : ph.kind === "forum_night"
          ? words("f25_desk.at_night", { n: ph.n })
          : words("f25_desk.at_end");
  const out = st.seats.filter((x) => !x.alive && x.announced).map((x) => x.seat);
  const cards = Object.entries(st.forum?.cards ?? {})
    .filter(([, c]) => c.length)
    .map(([s, c]) =>
      words("f25_desk.seat_cards", {
        seat: { seat: Number(s) },
        cards: {
          msg: listOf(
            c.map((k) => words("f25_private.word", { w: { word: `colour.${k}` } })),
            "f25_private.list_glued",
          ),
        },
      }),
    );
  return lines([
    words("f25_desk.now", { where: { msg: where } }),
    words("f25_desk.sheriff", { who: st.sheriff ? { seat: st.sheriff } : { msg: words("common.none") } }),
    words("f25_desk.outs", { seats: out.length ? { seats: out } : { msg: words("common.none") } }),
    cards.length > 0 && words("f25_desk.cards", { cards: { msg: listOf(cards, "f25_private.list_semi") } }),
  ]);
}

/** A director's `状态`: the public board and every seat's card and life (directors only). */
export function directorBoard(st: GameState): Said {
  const roles = st.seats.map((x) =>
    words("f25_private.role_line", {
      seat: { seat: x.seat },
      card: { card: x.role },
      out: { msg: x.alive ? "" : words("f25_private.out_mark") },
    }),
  );
  return lines([statusText(st), words("f25_desk.roles"), ...roles]);
}

/** `（已提速）` / `（已延期）` when today's close is not the calendar's 21:00 (F1; the directors' delay). */
function closeNote(closeMs: number, normalMs: number): Said {
  return closeMs < normalMs ? words("f25_desk.sped_up") : closeMs > normalMs ? words("f25_desk.delayed") : "";
}
