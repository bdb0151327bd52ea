/**
 * forum-25 exits (2L 出局, F6–F10, F14–F16, F19): one seat goes out, with what follows at once
 * (the role reactions — the chief's curse F15, the servant's inheritance F12, the cub's 激励 F11,
 * the king losing 冲锋, the sisters' 默契 — then love, the win checked after each death, F10
 * "宣布胜利会立即终止一切结算"). Under forum-25 `kill` (flow/deaths.ts) comes here, so the night's
 * effects pipeline and the day side share one death path.
 */
import type { DeathIntent } from "../../intents.ts";
import { roleSpec } from "../../roles/registry.ts";
import type { Tx } from "../../tx.ts";
import type { DeathCause } from "../../types.ts";
import { endIfWon } from "../../win.ts";
import { applyDeaths } from "../intents.ts";
import { sheriffOut } from "./badge.ts";

const ended = (tx: Tx): boolean => tx.s.phase.kind === "ended";
/** A card's death intent under forum-25: what `kill` does here (`goOut` without options). */
const die = (tx: Tx, seat: number, cause: DeathCause, at: string): number[] => goOut(tx, seat, cause, at);

export interface GoOut {
  /** The room learns it at once; default: any death but a night's (F8 "白天出局立即公示"); a red card always (F6). */
  public?: boolean;
}

/**
 * `seat` goes out by `cause` at label `at`. F7: the first six deaths other than red cards get
 * last words, in death order (a slot is spent even if he writes none). A day death or a red card
 * is public at once (F6, F8); a night death waits for the opening. Then the win check, the role
 * hooks and the lover's death (F6: also after a red card). Returns the seats that went out, in
 * order, the chain included.
 */
export function goOut(tx: Tx, seat: number, cause: DeathCause, at: string, opts?: GoOut): number[] {
  const x = tx.s.seats[seat - 1];
  if (!x.alive || ended(tx)) return [];
  const before = tx.s.record.deaths.length;
  const left = tx.s.forum?.lastWordsLeft ?? 0;
  const words = cause !== "red_card" && left > 0;
  const pub = cause === "red_card" || (opts?.public ?? !at.startsWith("N"));
  tx.emit({ type: "died", seat, cause, at, lastWords: words, ...(pub ? { public: true } : {}) });
  if (words) tx.emit({ type: "last_words_slot", seat, left: left - 1 });
  if (!endIfWon(tx)) {
    // F19: a sheriff out owes the badge (a red card: a random successor).
    if (tx.s.sheriff === seat && tx.s.forum?.badge?.seat !== seat) sheriffOut(tx, seat, cause, at);
    for (const y of tx.s.seats) {
      const spec = roleSpec(y.role);
      if (!spec.onDeath) continue;
      // The deaths a card asks for (intents, issue 22) follow its reaction at once.
      const out: DeathIntent[] = [];
      spec.onDeath(tx, y, x, cause, at, out);
      if (out.length > 0) applyDeaths(tx, out, die);
      if (ended(tx)) break;
    }
    const partner = x.mem.lover;
    if (!ended(tx) && typeof partner === "number" && tx.s.seats[partner - 1].alive)
      goOut(tx, partner, "lover", at, opts);
  }
  return tx.s.record.deaths.slice(before).map((d) => d.seat);
}
