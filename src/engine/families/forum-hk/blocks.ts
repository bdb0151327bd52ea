/**
 * Settling forum-hk's accepted acts at their steps (HK9, HK11, HK13, HK22, HK131): at C₀ the 开局 acts
 * in HK131's order (silent defaults drawn), and at each night block's deadline the block's acts in
 * step order. Per seat and act, the last act sent counts (HK13). An act whose user is out or under a
 * status that stops it at its step, or whose target is out, does nothing and tells nothing (HK13,
 * HK22); the card module settles the others and tells their results, now (HK12).
 */
import { hkCardSpec } from "../../roles/hk/index.ts";
import { blocksSkill } from "../../statuses.ts";
import type { Tx } from "../../tx.ts";
import type { HkPhase, NightAct } from "../../types.ts";
import { blockActs, hkAct } from "./acts.ts";
import { syncCamps } from "./camps.ts";
import { groupKill, ownKills } from "./night.ts";
import { judgeLosses } from "./standing.ts";
import { actQuery, cardsVoid, heldActs } from "./vetoes.ts";

/**
 * HK131: the 开局 acts settle at C₀ in this order: 粉丝<追随>, [2] 丘比特<丘比特之箭>, 影子<附身>, 隐狼 and
 * 狼弟<伪装>, 暗恋者<跨越千里>, then 宗教老爷爷's heretics (an act no built card declares is skipped).
 */
const START_ORDER = ["follow", "link", "host", "disguise", "crush", "heretics"] as const;

/** Seat → its last act of `act` in this phase (HK13), ascending seats. */
function lastActs(ph: HkPhase, act: string): [number, NightAct][] {
  const out: [number, NightAct][] = [];
  for (const [seat, list] of Object.entries(ph.acts)) {
    const last = [...list].reverse().find((a) => a.act === act);
    if (last) out.push([Number(seat), last]);
  }
  return out.sort((a, b) => a[0] - b[0]);
}

/** Whether the act of `seat` still settles at its step (HK13, HK22, HK136; a card's standing rule, HK81, HK110). */
function settles(tx: Tx, seat: number, act: string, a: NightAct, n: number): boolean {
  const x = tx.s.seats[seat - 1];
  const row = hkAct(act);
  if (!x.alive || !row) return false;
  if (blocksSkill(x, { tags: row.tags })) return false;
  // HK22: a named character out (announced or not) takes nothing; 灵能 names the announced-out.
  if (typeof a.target === "number" && row.target !== "announced_out" && !tx.s.seats[a.target - 1]?.alive) return false;
  const q = actQuery(seat, act, a.target, n);
  return q === null || !cardsVoid(tx.s, q);
}

/**
 * One act at its step: the card settles it (an unimplemented card's act was refused when sent); the
 * attacks it makes wait for (20) (HK73, `night.ts`).
 */
function settleOne(tx: Tx, seat: number, a: NightAct, n: number): void {
  const spec = hkCardSpec(tx.s.seats[seat - 1].role);
  const made = spec?.settle?.(tx, {
    seat,
    act: a.act,
    target: a.target,
    ...(a.value !== undefined ? { value: a.value } : {}),
    n,
    holds: (k: number) => heldActs(tx.s, k),
  });
  for (const attack of made ?? []) tx.emit({ type: "hk_attack", attack });
  // HK80: what was used on whom tonight (the settlement target: in stage [1] the selection target, HK28).
  if (n > 0)
    tx.emit({
      type: "hk_settled",
      seat,
      act: a.act,
      target: a.target,
      damage: (made ?? []).some((x) => x.source === seat),
    });
}

/**
 * HK131: at C₀ the 开局 acts, each act's silent cards' defaults right after it (`draws` or `seed`,
 * HK133); after each act the followers follow and camp rules re-apply (HK49, `camps.ts`), so a later
 * act reads the camps as they then stand (HK127: 粉丝 has joined).
 */
export function settleStart(tx: Tx, ph: HkPhase): void {
  for (const act of START_ORDER) {
    const sent = lastActs(ph, act);
    for (const [seat, a] of sent) if (settles(tx, seat, act, a, 0)) settleOne(tx, seat, a, 0);
    for (const x of tx.s.seats) {
      const row = hkAct(act);
      if (!x.alive || !row?.cards.includes(x.role) || sent.some(([s]) => s === x.seat)) continue;
      hkCardSpec(x.role)?.silentStart?.(tx, x.seat);
    }
    syncCamps(tx);
  }
}

/**
 * HK9, HK11, HK12: a night block's acts at its deadline, in step order, each seat's last one (the
 * group kill at (15), HK70: `night.ts`); then each card's end-of-block results (灵通, 反弹).
 */
export function settleBlock(tx: Tx, ph: HkPhase, block: "a" | "b" | "c"): void {
  const n = ph.day + 1;
  for (const act of blockActs(block)) {
    if (act === "kill") {
      groupKill(tx, ph, n);
      ownKills(tx, ph, n);
      continue;
    }
    for (const [seat, a] of lastActs(ph, act)) if (settles(tx, seat, act, a, n)) settleOne(tx, seat, a, n);
  }
  for (const x of tx.s.seats) {
    const made = hkCardSpec(x.role)?.afterBlock?.(tx, x.seat, block, n);
    for (const attack of made ?? []) tx.emit({ type: "hk_attack", attack });
  }
  // HK49, HK54: a block's acts may change camps, classes (HK79) or tags: followers follow, losses judged.
  syncCamps(tx);
  judgeLosses(tx);
}
