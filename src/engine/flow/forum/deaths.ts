/**
 * forum-25 exits (2L 出局, F6–F10, F14–F16, F19): one seat goes out, with what follows at once
 * (love, the role reactions of the night side, the win check after each death, F10 "宣布胜利会立即
 * 终止一切结算"). Day and night flows both call `goOut`; the night side adds its role hooks
 * (devotee, chief's curse, servant inheritance, idiot reveal) through `FORUM_DEATH_HOOKS`.
 */
import { roleSpec } from "../../roles/registry.ts";
import type { Tx } from "../../tx.ts";
import type { DeathCause } from "../../types.ts";
import { endIfWon } from "../../win.ts";

/**
 * A role reaction after a forum-25 death (`dead` is already out): the night side registers
 * them (the chief's curse F15, servant inheritance F12, the cub's second kill F11, …). Runs
 * before the lover's death and the win check.
 */
export type ForumDeathHook = (tx: Tx, dead: number, cause: DeathCause, at: string) => void;
export const FORUM_DEATH_HOOKS: ForumDeathHook[] = [];

export interface GoOut {
  /** The room learns it at once (every day death, a red card; F8 "白天出局立即公示"). */
  public: boolean;
}

/**
 * `seat` goes out by `cause` at label `at`. F7: the first six deaths other than red cards get
 * last words, in death order (a slot is spent even if he writes none). Then the role hooks, the
 * lover's death (F6: also after a red card; F14: no devotee for love), and the win check.
 * Returns true when the game ended.
 */
const ended = (tx: Tx): boolean => tx.s.phase.kind === "ended";

export function goOut(tx: Tx, seat: number, cause: DeathCause, at: string, opts: GoOut): boolean {
  const x = tx.s.seats[seat - 1];
  if (!x.alive || ended(tx)) return ended(tx);
  const f = tx.s.forum;
  const words = cause !== "red_card" && (f?.lastWordsLeft ?? 0) > 0;
  tx.emit({ type: "died", seat, cause, at, lastWords: words, ...(opts.public ? { public: true } : {}) });
  if (words) tx.emit({ type: "last_words_slot", seat, left: (f?.lastWordsLeft ?? 1) - 1 });
  if (endIfWon(tx)) return true;
  for (const hook of FORUM_DEATH_HOOKS) {
    hook(tx, seat, cause, at);
    if (ended(tx)) return true;
  }
  for (const y of tx.s.seats) roleSpec(y.role).onDeath?.(tx, y, x, cause, at);
  const partner = x.mem.lover;
  if (typeof partner === "number" && tx.s.seats[partner - 1].alive) {
    if (goOut(tx, partner, "lover", at, opts)) return true;
  }
  return ended(tx);
}
