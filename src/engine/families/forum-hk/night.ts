/**
 * forum-hk's night kill and resolution (HK19, HK37, HK69–HK73): the group 杀人 agreed by every living
 * [群内] wolf able to use it (or the [接刀] holders who took it over), made at step (15); every attack
 * made at its step waits for (20) (`hk_attack`); at C+70 they resolve in HK72's slot order, each
 * through HK34 when its slot comes (`outs.ts`), consequences right after their cause.
 */
import { gainedKill, spendGained } from "../../roles/hk/skills.ts";
import { blocksSkill, hasStatus } from "../../statuses.ts";
import type { Tx } from "../../tx.ts";
import type { Attack, GameState, HkPhase } from "../../types.ts";
import { reaches, settlementTarget } from "./chain.ts";
import { holdsOwnKill, killHolders } from "./knife.ts";
import { resolveOne } from "./outs.ts";
import { tellNamed } from "./skills.ts";
import { actQuery, cardsVoid } from "./vetoes.ts";

/** HK72's slots of the attacks the flow itself makes: ① the group kill, then its second kill. */
export const SLOT_KILL = 1;
export const SLOT_KILL_2 = 1.1;
/** HK72 ①: "then other 杀人" — [2] 黑情侣's (HK127), [3] 赌徒's (HK124). */
export const SLOT_KILL_OWN = 1.2;

/** HK19, HK82: whether night `n` has a second group kill ([迅捷1]: 幼狼's 激励 sets `swift_night`). */
export function swiftTonight(s: GameState, n: number): boolean {
  return s.seats.some((x) => x.mem.swift_night === n);
}

/** The last `kill` proposal of `seat` this night for kill number `k` (1, or 2 with `value: 2`). */
function proposal(ph: HkPhase, seat: number, k: 1 | 2): { target: number | null } | null {
  const list = ph.acts[String(seat)] ?? [];
  for (let i = list.length - 1; i >= 0; i--) {
    const a = list[i];
    if (a.act !== "kill") continue;
    if ((a.value === 2 ? 2 : 1) !== k) continue;
    return { target: typeof a.target === "number" ? a.target : null };
  }
  return null;
}

/**
 * HK70 at step (15): the group kill (and its second, HK19) is made when every holder able to use
 * 杀人 (not silenced, not under 超度) last proposed the same seat, and no living holder is disarmed
 * ([缴械] at (15)). The attack is `kill` (指杀, slot ①), sourceless until a rule needs its source
 * (HK37: drawn from `by`), on the kill's settlement target (HK28, HK29: `chain.ts`; the group's first
 * able holder as its user).
 */
export function groupKill(tx: Tx, ph: HkPhase, n: number): void {
  if (n === 1) return; // HK69
  const holders = killHolders(tx.s);
  if (holders.some((x) => hasStatus(x, "disarmed"))) return;
  const able = holders.filter((x) => !blocksSkill(x, { tags: ["kill", "group"] }));
  if (able.length === 0) return;
  const kills: (1 | 2)[] = swiftTonight(tx.s, n) ? [1, 2] : [1];
  for (const k of kills) {
    const picks = able.map((x) => proposal(ph, x.seat, k));
    const first = picks[0]?.target ?? null;
    if (first === null || !picks.every((p) => p !== null && p.target === first)) continue;
    // HK81, HK110: a card's standing rule may make the agreed kill do nothing (the group as its user).
    const q = actQuery(able[0].seat, "kill", first, n);
    if (q && cardsVoid(tx.s, q)) continue;
    // HK28, HK29: 杀人 is <指定>: it settles on its settlement target, nothing on an out or [隐身] one.
    const target = q ? settlementTarget(tx, q, first) : first;
    if (!reaches(tx, target)) continue;
    const attack: Attack = {
      kind: k === 1 ? "kill" : "kill2",
      target,
      source: null,
      cause: "kill",
      damage: "pointed",
      slot: k === 1 ? SLOT_KILL : SLOT_KILL_2,
    };
    tx.emit({ type: "hk_attack", attack, by: able.map((x) => x.seat) });
    tellNamed(
      tx,
      null,
      target,
      k === 1 ? "kill" : "kill2",
      able.map((x) => x.seat),
    );
  }
}

/**
 * HK72 ①, HK127, HK124: at step (15), right after the group's kills, each seat's own 杀人 (not the group's: a
 * 黑情侣 lover's, a gained one: 赌徒's) — its last `kill` of the night, if it holds one and is not one of the
 * group's holders. Made as the group's is (`kill`, 指杀, its user the source), unless a status stops it
 * (沉默, 缴械, 超度, HK40) or a card's standing rule voids it (HK81, HK110); HK69: never on night 1. A
 * gained 杀人's use is spent when it is made (HK25, `spendGained`).
 */
export function ownKills(tx: Tx, ph: HkPhase, n: number): void {
  if (n === 1) return;
  const group = new Set(killHolders(tx.s).map((x) => x.seat));
  for (const x of tx.s.seats) {
    if (!x.alive || group.has(x.seat) || !holdsOwnKill(tx.s, x.seat, n)) continue;
    if (blocksSkill(x, { tags: ["kill"] })) continue;
    const target = proposal(ph, x.seat, 1)?.target ?? null;
    if (target === null || !tx.s.seats[target - 1]?.alive) continue;
    const q = actQuery(x.seat, "kill", target, n);
    if (q && cardsVoid(tx.s, q)) continue;
    const attack: Attack = {
      kind: "kill_own",
      target,
      source: x.seat,
      cause: "kill",
      damage: "pointed",
      slot: SLOT_KILL_OWN,
    };
    tx.emit({ type: "hk_attack", attack });
    const gained = gainedKill(tx.s, x.seat);
    if (gained && typeof x.mem.ownKillFrom !== "number") spendGained(tx, x.seat, gained);
    tellNamed(tx, x.seat, target, "kill");
  }
}

/** HK72, HK73: the night's attacks at (20), in slot order (ties: the order they were made); a void one does nothing (HK104). */
export function resolveNight(tx: Tx, ph: HkPhase): void {
  const list = (ph.attacks ?? []).map((e, i) => ({ ...e, i })).filter((e) => e.void !== true);
  list.sort((a, b) => (a.attack.slot ?? 99) - (b.attack.slot ?? 99) || a.i - b.i);
  for (const e of list) {
    if (tx.s.phase.kind === "ended") return;
    resolveOne(tx, e.attack);
  }
}
