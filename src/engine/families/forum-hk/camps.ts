/**
 * Camp changes in forum-hk (HK48, HK49, HK54, HK127): `syncCamps` brings every follower up to date —
 * a seat recording whom it follows (`followedSeat`: 粉丝's idol, 暗恋者's crush) takes the followed
 * character's real camp, and a card's own rule (`followCamps`: 丘比特's couple) re-applies — again and
 * again until nothing changes, so a follower of a follower follows through (HK49). Then each seat whose
 * camp changed is told 「你的阵营转变为xx阵营」 once (`told` `camp`, HK48; not a card marked
 * `campUntold`, 复仇者), and the losses are judged at once (HK54). A lover's camp is the couple's: his own
 * following gives only the camp the couple's rules read (丘比特's card).
 */
import { campOfSeat, followedSeat, isLover } from "../../roles/hk/common.ts";
import { hkCardSpec } from "../../roles/hk/index.ts";
import type { Tx } from "../../tx.ts";
import { judgeLosses } from "./standing.ts";

/** HK49, HK48: followers follow, cards' camp rules re-apply, changed seats are told, losses judged. */
export function syncCamps(tx: Tx): void {
  if (tx.s.phase.kind === "ended" || !tx.s.hk) return;
  const before = { ...tx.s.hk.camps };
  const seats = tx.s.seats.length;
  for (let round = 0; round < seats * 2 + 2; round++) {
    const start = JSON.stringify(tx.s.hk?.camps ?? {});
    for (const x of tx.s.seats) {
      const f = followedSeat(tx.s, x.seat);
      if (f === null || isLover(tx.s, x.seat)) continue;
      const camp = campOfSeat(tx.s, f);
      if (camp !== campOfSeat(tx.s, x.seat)) tx.emit({ type: "hk_camp", seat: x.seat, camp });
    }
    for (const x of tx.s.seats) hkCardSpec(x.role)?.followCamps?.(tx, x.seat);
    if (JSON.stringify(tx.s.hk?.camps ?? {}) === start) break;
  }
  let changed = false;
  for (const x of tx.s.seats) {
    const camp = campOfSeat(tx.s, x.seat);
    if ((before[String(x.seat)] ?? "undetermined") === camp) continue;
    changed = true;
    if (hkCardSpec(x.role)?.campUntold) continue;
    tx.emit({ type: "told", seat: x.seat, kind: "camp", value: camp });
  }
  if (changed) judgeLosses(tx);
}
