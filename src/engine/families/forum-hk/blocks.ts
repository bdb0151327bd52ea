/**
 * Settling forum-hk's accepted acts at their steps (HK9, HK11, HK13, HK22, HK131): at C₀ the 开局 acts
 * in HK131's order (silent defaults drawn), and at each night block's deadline the block's acts in
 * step order. Per seat and act, the last act sent counts (HK13). An act whose user is out or under a
 * status that stops it at its step, or whose target is out, does nothing and tells nothing (HK13,
 * HK22); the card module settles the others and tells their results, now (HK12). A night <指定> act
 * goes through the settlement chain first (HK28, `chain.ts`): the card settles it on its settlement
 * target, and one whose settlement target is out or holds [隐身] settles nothing (HK22, HK29).
 */
import { hkCardSpec } from "../../roles/hk/index.ts";
import type { HkActQuery } from "../../roles/hk/types.ts";
import { blocksSkill, blocksTargeting } from "../../statuses.ts";
import type { Tx } from "../../tx.ts";
import type { Attack, GameState, HkPhase, NightAct, Target } from "../../types.ts";
import type { HkActRow } from "./acts.ts";
import { blockActs, duskActs, hkAct, isPointed } from "./acts.ts";
import { syncCamps } from "./camps.ts";
import { reaches, settlementTarget } from "./chain.ts";
import { type ControlledAt, controlledAct, controlledAt } from "./control.ts";
import { groupKill, ownKills } from "./night.ts";
import { hk26Key, settleAct, tellNamed } from "./skills.ts";
import { judgeLosses } from "./standing.ts";
import { actQuery, cardsVoid, heldActs } from "./vetoes.ts";

/**
 * HK131: the 开局 acts settle at C₀ in this order — 粉丝<追随>, [2] 丘比特, 影子, 隐狼, 狼弟, 暗恋者, then
 * 宗教老爷爷's heretics. An entry `[act, card]` takes only that card's acts of a shared id (隐狼's 伪装 and
 * 狼弟's 潜藏 are both `disguise`). An act no built card declares settles nothing.
 */
const START_ORDER: readonly (string | readonly [string, string])[] = [
  "follow",
  "link",
  "host",
  ["disguise", "hidden_wolf"],
  ["disguise", "wolf_sibling"],
  "crush",
  "heretics",
];

/**
 * Seat → its last act of `act` in this phase (HK13), in HK26's order: the users of their card's own
 * skill in ascending seats, then the users of a gained one by their real cards' order.
 */
function lastActs(s: GameState, ph: HkPhase, act: string): [number, NightAct][] {
  const out: [number, NightAct][] = [];
  for (const [seat, list] of Object.entries(ph.acts)) {
    const last = [...list].reverse().find((a) => a.act === act);
    if (last) out.push([Number(seat), last]);
  }
  return out.sort(byHk26(s, act));
}

/** HK26: the order of `act`'s users at one step, as a comparator of seats. */
function byHk26(s: GameState, act: string): (a: [number, ...unknown[]], b: [number, ...unknown[]]) => number {
  const key = (seat: number) => hk26Key(s, seat, act);
  return ([p], [q]) => {
    const [x, y] = [key(p), key(q)];
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
  };
}

/** Whether the act of `seat` still settles at its step (HK13, HK22, HK136; a card's standing rule, HK81, HK110). */
function settles(tx: Tx, seat: number, act: string, a: NightAct, n: number, controlled = false): boolean {
  const x = tx.s.seats[seat - 1];
  const row = hkAct(act);
  // HK23: an act usable once out (灰蕨's 操纵) settles for an out user; a status on his seat still stops it.
  if (!row || (!x.alive && (!row.byOut || controlled))) return false;
  // HK125: an act a 操纵 makes him use ignores his statuses.
  if (!controlled && blocksSkill(x, { tags: row.tags })) return false;
  // HK22: a named character out (announced or not) takes nothing; 灵能 names the announced-out; a
  // chained act's settlement target is checked after the chain (`settleOne`).
  const named = typeof a.target === "number" && row.target !== "announced_out";
  if (named && !chained(row, a, n) && !tx.s.seats[(a.target as number) - 1]?.alive) return false;
  const q = actQuery(seat, act, a.target, n);
  return q === null || !cardsVoid(tx.s, q);
}

/**
 * HK28: whether an act goes through the settlement chain — a night <指定> act naming one living
 * character, or two (`pair`, 魔术师's 交换: each seat on its own, HK95).
 */
function chained(row: HkActRow, a: NightAct, n: number): boolean {
  if (n === 0 || !isPointed(row)) return false;
  return row.target === "pair"
    ? Array.isArray(a.target)
    : typeof a.target === "number" && row.target !== "announced_out";
}

/**
 * HK28, HK22, HK29, HK95: the settlement target(s) of a chained act, and whether it settles — every
 * settlement target a living character without [隐身], and a pair still two characters.
 */
function settlementOf(tx: Tx, q: HkActQuery, selected: Target): { target: Target; reached: boolean } {
  if (typeof selected === "number") {
    const t = settlementTarget(tx, q, selected);
    return { target: t, reached: reaches(tx, t) };
  }
  const list = (selected as number[]).map((t) => settlementTarget(tx, q, t));
  return { target: list, reached: list.every((t) => reaches(tx, t)) && new Set(list).size === list.length };
}

/**
 * One act at its step: a chained act first finds its settlement target (HK28); the card settles it
 * there (an unimplemented card's act was refused when sent), feedback naming the selection target
 * (HK30, `HkSettle.about`); the attacks it makes wait for (20) (HK73, `night.ts`). An act reaching no
 * settlement target settles nothing (HK22, HK29) but its card's `unsettled` (HK97).
 */
function settleOne(tx: Tx, seat: number, a: NightAct, n: number): void {
  const row = hkAct(a.act);
  const q = row && chained(row, a, n) ? actQuery(seat, a.act, a.target, n) : null;
  const chain = q ? settlementOf(tx, q, a.target) : { target: a.target, reached: true };
  const target = chain.target;
  const about = target !== a.target && typeof a.target === "number" ? { about: a.target } : {};
  const settle = {
    seat,
    act: a.act,
    target,
    ...about,
    ...(a.value !== undefined ? { value: a.value } : {}),
    n,
    holds: (k: number) => heldActs(tx.s, k),
    controlOf: (k: number, index: number, targets: readonly number[]) => controlledAct(tx.s, k, index, targets),
  };
  if (!chain.reached) {
    for (const attack of settleAct(tx, settle, "unsettled") ?? []) tx.emit({ type: "hk_attack", attack });
    return;
  }
  const made = settleAct(tx, settle);
  for (const attack of made ?? []) tx.emit({ type: "hk_attack", attack });
  // HK129: a non-[开局] <指定> act settled on its settlement target (复仇者's 寻仇).
  if (n > 0 && row && isPointed(row)) tellNamed(tx, seat, target, a.act);
  // HK80: what was used on whom tonight (the settlement target, HK28; `about` the selection target, HK30).
  if (n > 0)
    tx.emit({
      type: "hk_settled",
      seat,
      act: a.act,
      target,
      ...about,
      damage: (made ?? []).some((x) => x.source === seat),
    });
}

/**
 * HK131: at C₀ the 开局 acts in `START_ORDER`, each silent 开局 card's default (`draws` or `seed`,
 * HK133) at its place; then 游戏流程 2 — each card's `atStartEnd` in seat order (the groups' and the
 * brothers' news, 隐狼 ③/⑤, 狼鸦之爪 shown): camps and apparent fields are fixed by then. After each act the
 * followers follow and camp rules re-apply (HK49, `camps.ts`), so a later act reads the camps as they then
 * stand (HK127: 粉丝 has joined).
 */
export function settleStart(tx: Tx, ph: HkPhase): void {
  for (const entry of START_ORDER) {
    const [act, card] = typeof entry === "string" ? [entry, null] : entry;
    const row = hkAct(act);
    if (!row) continue;
    const ofCard = (seat: number) => card === null || tx.s.seats[seat - 1].role === card;
    const sent = lastActs(tx.s, ph, act).filter(([seat]) => ofCard(seat));
    for (const [seat, a] of sent) if (settles(tx, seat, act, a, 0)) settleOne(tx, seat, a, 0);
    for (const x of tx.s.seats) {
      if (!x.alive || !row.cards.includes(x.role) || !ofCard(x.seat) || sent.some(([s]) => s === x.seat)) continue;
      hkCardSpec(x.role)?.silentStart?.(tx, x.seat);
    }
    syncCamps(tx);
  }
  for (const x of tx.s.seats) hkCardSpec(x.role)?.atStartEnd?.(tx, x.seat);
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
    // HK125: a 操纵 takes its holder's own act of it tonight and settles in its place (HK26's order).
    const forced = controlledAt(tx.s, act, n);
    const own = lastActs(tx.s, ph, act).filter(([seat]) => !forced.some((f) => f.seat === seat));
    const steps: [number, NightAct, ControlledAt | null][] = [
      ...own.map(([seat, a]): [number, NightAct, null] => [seat, a, null]),
      ...forced.map((f): [number, NightAct, ControlledAt] => [f.seat, { act, target: f.target }, f]),
    ];
    steps.sort(byHk26(tx.s, act));
    for (const [seat, a, f] of steps) {
      if (!settles(tx, seat, act, a, n, f !== null)) continue;
      const from = tx.events.length;
      settleOne(tx, seat, a, n);
      if (f) relayControlled(tx, f, from);
    }
  }
  for (const x of tx.s.seats) {
    const made = hkCardSpec(x.role)?.afterBlock?.(tx, x.seat, block, n);
    for (const attack of made ?? []) tx.emit({ type: "hk_attack", attack });
  }
  // HK49, HK54: a block's acts may change camps, classes (HK79) or tags: followers follow, losses judged.
  syncCamps(tx);
  // HK83: after every result of the block was told, camp changes included (幽灵's 附体).
  for (const x of tx.s.seats) hkCardSpec(x.role)?.relay?.(tx, x.seat, block, n);
  judgeLosses(tx);
}

/** HK125: what the act a 操纵 made told its user (since event `from`), handed to the controlling card. */
function relayControlled(tx: Tx, f: ControlledAt, from: number): void {
  const told = tx.events
    .slice(from)
    .flatMap((e) => (e.type === "told" && e.seat === f.seat && e.kind !== "camp" && e.kind !== "status" ? [e] : []))
    .map((e) => ({
      kind: e.kind,
      value: e.value,
      ...(e.about !== undefined ? { about: e.about } : {}),
      ...(e.settledOn !== undefined ? { settledOn: e.settledOn } : {}),
    }));
  hkCardSpec(tx.s.seats[f.by - 1].role)?.controlled?.(tx, f.by, told);
}

/**
 * 002 游戏流程 黄昏 (4), HK28, HK29, HK22: at C+20 of day n (the first 黄昏 too, n = 0) the 黄昏 acts
 * (window `dusk`), each seat's last one (HK13), in step order. By day the chain is only [隐身]: a <指定>
 * act whose target holds it settles nothing but its card's `unsettled`; one whose user is out or under
 * a status that stops it, or whose target is out, does nothing and tells nothing. Returns the attacks
 * made, which the flow resolves at once (HK65: a day act's).
 */
export function settleDusk(tx: Tx, ph: HkPhase): Attack[] {
  const made: Attack[] = [];
  for (const act of duskActs()) {
    const row = hkAct(act);
    if (!row) continue;
    for (const [seat, a] of lastActs(tx.s, ph, act)) {
      const x = tx.s.seats[seat - 1];
      if (!x.alive || blocksSkill(x, { tags: row.tags })) continue;
      const t = typeof a.target === "number" ? tx.s.seats[a.target - 1] : null;
      if (t && !t.alive) continue;
      const hidden = t !== null && isPointed(row) && blocksTargeting(t);
      const settle = { seat, act, target: a.target, ...(a.value !== undefined ? { value: a.value } : {}), n: ph.day };
      made.push(...(settleAct(tx, settle, hidden ? "unsettled" : "settle") ?? []));
    }
  }
  syncCamps(tx);
  return made;
}
