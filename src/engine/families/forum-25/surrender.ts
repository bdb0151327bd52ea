/**
 * Surrender (F23, F24; 004 2L 投降): a member of the wolf group (out members included) starts a
 * request with `surrender yes`; every member of the group answers; all yes → the wolves are
 * judged lost and the village wins at once; a `no`, or the phase ending first, drops it (it may be
 * tried again). The wolf lover outside the group, a wolf's servant not yet in it and cupid are
 * not asked and cannot start one.
 */
import type { Tx } from "../../tx.ts";
import type { Reject, Target } from "../../types.ts";
import { wolfGroup } from "./common.ts";

/** Codes: `surrender.not_group`, `surrender.answer` (not yes/no), `surrender.none_open`, `surrender.answered`. */
export function surrenderAct(tx: Tx, seat: number, target: Target): Reject | null {
  const group = wolfGroup(tx.s).map((x) => x.seat);
  if (!group.includes(seat)) return { code: "surrender.not_group", seat };
  if (target !== "yes" && target !== "no") return { code: "surrender.answer", seat, target };
  const open = tx.s.forum?.surrender ?? null;
  if (target === "no") {
    if (!open) return { code: "surrender.none_open", seat };
    tx.emit({ type: "surrender_answered", seat, yes: false });
    tx.emit({ type: "surrender_dropped", why: "no" });
    return null;
  }
  if (open?.yes.includes(seat)) return { code: "surrender.answered", seat };
  tx.emit({ type: "surrender_answered", seat, yes: true });
  const yes = tx.s.forum?.surrender?.yes ?? [];
  if (group.every((n) => yes.includes(n))) {
    tx.emit({ type: "camp_judged_lost", camp: "wolves" });
    tx.emit({ type: "game_ended", winner: "villagers", at: tx.s.label });
  }
  return null;
}
