/**
 * [3] 钟's 时光倒流 in the flow (seed 002 钟; HK100, HK144–HK148): the checks its card cannot make — a
 * rewind point of the window's kind, and a living user only while a win is pending (HK54) — then the
 * rewind: `hk_rewound` (the reducer restores the point and what stands, `evolve-rewind.ts`), the
 * window's phase again — 晨曦: held, the night played again from C+80 with its times moved by 60
 * minutes (HK146); 黄昏: its window and its lists by its clock (HK147) — the card's own part (its use,
 * its flip, [自由], 「时光回溯」: `roles/hk/clock.ts`), and at 黄昏 the named character's exile.
 */

import { MINUTE_MS } from "../../calendar.ts";
import { calOfState, deadlineOf, replayNightfallOf } from "../../calendar-hk.ts";
import { timerAt } from "../../flow/calendar.ts";
import { openDeathWindow, REWIND } from "../../roles/hk/clock.ts";
import type { Tx } from "../../tx.ts";
import type { Reject, Target } from "../../types.ts";
import { hkDeclare } from "../../win/forum-hk.ts";
import { syncCamps } from "./camps.ts";
import { cardBook } from "./day.ts";
import { goOut, resolveNow } from "./outs.ts";
import { settleAct } from "./skills.ts";
import { hkWinState, judgeLosses } from "./standing.ts";

/** HK146: how far a night played again moves (60 minutes). */
const REPLAY_SHIFT_MS = 60 * MINUTE_MS;

/**
 * HK144, HK148: the flow's checks of a `rewind` (after the card's). Codes: `hk.rewind_no_point` (no
 * point of this window's kind to return to: the close had no count, or nobody held the use then),
 * `hk.rewind_no_win` (a living user while no win is pending, HK54).
 */
export function rewindFault(tx: Tx, seat: number): Reject | null {
  const w = openDeathWindow(tx.s, tx.nowMs);
  const p = tx.s.hk?.rewindPoint;
  if (!w || !p || p.to !== (w.endsWith(":dawn") ? "night" : "count"))
    return { code: "hk.rewind_no_point", seat, act: REWIND };
  if (tx.s.seats[seat - 1].alive && !hkDeclare(hkWinState(tx.s)).ended)
    return { code: "hk.rewind_no_win", seat, act: REWIND };
  return null;
}

/**
 * HK144–HK148: `seat`'s accepted 时光倒流 (`target`: the seat to exile at 黄昏, null at 晨曦) takes effect
 * at once. The acts sent in the rewound stretch do nothing from now on (the phase is new).
 */
export function rewindAct(tx: Tx, seat: number, target: Target): void {
  const ph = tx.s.phase.kind === "hk" ? tx.s.phase : null;
  const cal = calOfState(tx.s);
  if (!ph || !cal) return;
  const dawn = ph.stage === "dawn";
  const exile = !dawn && typeof target === "number" ? target : null;
  tx.emit({ type: "hk_rewound", seat, stage: dawn ? "dawn" : "dusk", exile, shiftMs: dawn ? REPLAY_SHIFT_MS : 0 });
  if (dawn) {
    // HK146: the rest of the window takes no act; night n again from C+80, under its own label.
    tx.emit({
      type: "phase_started",
      phase: { kind: "hk", stage: "dawn", day: ph.day, acts: {}, held: true },
      label: tx.s.label,
      timers: [timerAt(tx, "hk_replay", replayNightfallOf(cal, ph.day))],
    });
  } else {
    // HK147: 黄昏 goes on by its clock — the rest of the window to C+10, the lists at C+20.
    tx.emit({
      type: "phase_started",
      phase: { kind: "hk", stage: "dusk", day: ph.day, acts: {} },
      label: tx.s.label,
      timers: [
        timerAt(tx, "hk_dusk_window", deadlineOf(cal, ph.day, "duskWindow")),
        timerAt(tx, "hk_nightfall", deadlineOf(cal, ph.day, "nightfall")),
      ],
    });
  }
  // HK145: cards are never undone — a seat the rewind brought back that holds a red card (given while he was
  // out, so it put nobody out) goes out by it now, unless it waits for 黄昏 (1) (HK60).
  const book = cardBook(tx.s);
  for (const x of tx.s.seats)
    if (x.alive && (book.cards[String(x.seat)] ?? []).includes("red") && !book.pending.includes(x.seat))
      goOut(tx, x.seat, "red_card", "red_card", null, { words: false, carded: true });
  tx.emit({ type: "hk_acted", seat, act: REWIND, target });
  // The card's part: its use spent, its flip, [自由], 「时光回溯」 (HK148).
  settleAct(tx, { seat, act: REWIND, target, n: ph.day });
  if (exile !== null) {
    // HK147: the named character goes out by top-vote exile, checked by HK34's exile line.
    const outs = resolveNow(tx, [{ kind: "exile", target: exile, source: null, cause: "exile", damage: "exile" }]);
    if (!outs.includes(exile)) tx.emit({ type: "public_notice", kind: "peaceful_day", stage: "dusk" });
  }
  syncCamps(tx);
  judgeLosses(tx);
}
