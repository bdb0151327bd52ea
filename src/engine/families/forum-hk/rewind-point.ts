/**
 * [3] 钟's rewind point and what a rewind keeps (seed 002 钟 时光倒流; HK100, HK144, HK145, HK148): who
 * still holds an unused 时光倒流, the death window a seat's use belongs to, the point set at each
 * nightfall and each close while one is held (`hk_rewind_point`), and `keeping` — the events a
 * rewind never undoes (a day skill's, a card's, and their outs) emitted between two `hk_keep`.
 * The rewind itself is `rewind.ts`; the reducer's part `evolve-rewind.ts`; the card's `roles/hk/clock.ts`.
 */
import { holdsUnusedRewind, REWIND_WINDOW } from "../../roles/hk/clock.ts";
import type { Tx } from "../../tx.ts";
import type { GameState } from "../../types.ts";

/**
 * HK54, HK100: whether an unrevealed 钟 could still act in window `w`: a holder of an unused 时光倒流 who
 * is living (a pending win is his trigger) or whose out gave him that window, and no red card took him out.
 */
export function rewindMayCome(s: GameState, w: string): boolean {
  return s.seats.some(
    (x) => holdsUnusedRewind(s, x.seat) && x.cause !== "red_card" && (x.alive || x.mem[REWIND_WINDOW] === w),
  );
}

/**
 * HK144: a rewind point here — 晨曦's at each nightfall (before its events), 黄昏's at each close (before the
 * count) — while someone holds an unused 时光倒流; the last one is cleared once nobody does.
 */
export function setRewindPoint(tx: Tx, to: "night" | "count"): void {
  const held = tx.s.seats.some((x) => holdsUnusedRewind(tx.s, x.seat));
  if (held) tx.emit({ type: "hk_rewind_point", to });
  else if (tx.s.hk?.rewindPoint) tx.emit({ type: "hk_rewind_point", to: null });
}

/**
 * HK145: runs `fn`, whose events a rewind keeps (a day skill used in a death window, the directors'
 * cards and the outs they cause, the automatic yellows), marked between two `hk_keep` while a rewind
 * point is set; returns what `fn` returns.
 */
export function keeping<T>(tx: Tx, fn: () => T): T {
  const p = tx.s.hk?.rewindPoint;
  if (!p || p.keeping) return fn();
  tx.emit({ type: "hk_keep", on: true });
  const out = fn();
  if (tx.s.hk?.rewindPoint?.keeping) tx.emit({ type: "hk_keep", on: false });
  return out;
}
