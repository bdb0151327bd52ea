/**
 * Penalties of 000 §九: no-shows (黑麦, §九4) and interruption warnings (§九2).
 */

import { drown } from "../../flow/deaths.ts";
import { roundKey } from "../../state.ts";
import type { Tx } from "../../tx.ts";

/**
 * A no-show: counted, and the seat loses this round's vote (it must still abstain to show it
 * is present). The second one drowns a living player at once (000 §九4②, R20, R21).
 * Returns true if that ended the game.
 */
export function noShow(tx: Tx, seat: number): boolean {
  // No 黑麦 under the ruleset (classic C2, table T13): the turn or the ballot is just lost, nothing is counted, nobody drowns.
  if (tx.rules.penalties.noShows === "none") return false;
  tx.emit({ type: "no_show", seat, round: roundKey(tx.s) });
  const x = tx.s.seats[seat - 1];
  const drowns = tx.rules.penalties.noShowsToDrown;
  if (x.alive && drowns !== null && x.noShows >= drowns) return drown(tx, seat);
  return false;
}
