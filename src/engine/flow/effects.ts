/**
 * The flow's side of the shared effects pipeline (issue 22 goal 2; architecture "Night resolution
 * is an ordered effects pipeline"). The pipeline itself is pure (`../effects/`): for each attack
 * it runs the ruleset's order (`Ruleset.effects`: redirections, protections, replacements) and
 * says who goes out. This module applies what it decided, at once, in this order:
 *
 * 1. on a seat already out: nothing (F8 "on a player already out: nothing");
 * 2. the statuses it spent are spent (F15's 长生, HK35's 守护:X — `statuses.ts` `spendInstance`);
 * 3. a replacement's public notice (004 3L 情痴 替死 "并公示", F14);
 * 4. the death (`kill`, every family's one death path), whose triggers follow it at once (love,
 *    the chief's curse, the servant's inheritance, the cub's 激励, the king losing 冲锋: role
 *    `onDeath` hooks), the win checked after each death where the ruleset says so (F10: the game
 *    ends and the rest of the chain, this list included, does not happen).
 *
 * The night modules turn the night's acts into statuses (`guarded`, `saved`, `adored`) and a list
 * of attacks in the ruleset's order (forum-25, F8: the charge, the group kill, the second group
 * kill, the poison, then the hunter's shot).
 */
import { effectiveTargets as reached, settle } from "../effects/pipeline.ts";
import type { SettleContext, Settlement } from "../effects/types.ts";
import type { Intent } from "../intents.ts";
import { type Ruleset, rulesetOf } from "../rulesets/index.ts";
import { grant, revoke, spendInstance } from "../statuses.ts";
import type { Tx } from "../tx.ts";
import type { Attack, GameState, SeatState } from "../types.ts";
import { kill } from "./deaths.ts";
import { applyDeaths } from "./intents.ts";

/**
 * Whether a protection of `x` (the ruleset's `protect` steps, `cancelling` sets considered:
 * 同守同救, 000 §八(二)13) stops `a`, nothing spent: the pipeline's protection stage alone.
 */
export function shielded(rules: Ruleset, x: SeatState, a: Attack): boolean {
  const seats: SeatState[] = [];
  seats[x.seat - 1] = x;
  return settle({ seats }, { ...a, target: x.seat }, rules.effects, { protectionsOnly: true }).stopped !== null;
}

/** What a resolution did: the seats that went out, in order, and the attacks that landed. */
export interface Resolved {
  died: number[];
  /**
   * Each attack, the seat it put out (its target, the devotee or the attendant in his place) or
   * null (void, stopped, flipped), and the pipeline's whole decision (`about`/`settledOn`, what
   * stopped it, the replacement, the flip, the statuses spent).
   */
  landed: { attack: Attack; out: number | null; settled?: Settlement }[];
}

/** What a family's flow may add to the pipeline's context (forum-hk: its redirectors, camps, ends, HK41's dormant statuses). */
export type FlowContext = Pick<SettleContext, "redirectors" | "campOf" | "endOrder" | "dormant">;

/**
 * The seats `attacks` would reach effectively if resolved on `s` as it stands (the pipeline's
 * protections alone, a spending one counted once per charge: `effects/pipeline.ts`). Pure: it
 * tells the devotee whether he himself takes an effective elimination tonight (004 3L 情痴 注).
 */
export function effectiveTargets(s: GameState, attacks: readonly Attack[]): number[] {
  return reached(s, attacks, rulesetOf(s.setup.ruleset).effects);
}

/**
 * One attack through the pipeline (steps 1–4 above), at label `at`, with the ruleset's order
 * (`tx.rules.effects`). Returns the seats that went out (the chain that followed included), in
 * order. Also the day side's entry for an exile (kind `exile`, F14: the devotee replaces a voted
 * beloved) once an idiot's 装傻 has been applied. `hit`: the seats this resolution reaches on its
 * own (`effectiveTargets`, for 情痴 注); `ctx`: a family's redirectors, camps and ends.
 */
export function resolveAttack(
  tx: Tx,
  a: Attack,
  at: string,
  hit: readonly number[] = [],
  ctx: FlowContext = {},
): Resolved {
  if (tx.s.phase.kind === "ended") return { died: [], landed: [] };
  return apply(tx, settle(tx.s, a, tx.rules.effects, { ...ctx, hit }), at);
}

/**
 * Applies one settlement of the pipeline (steps 2–4 above); returns the seats that went out. A
 * flip (HK116) only spends its status here: the family's flow records it and schedules the
 * delayed 致死伤害 (`landed[0].settled.flipped`).
 */
export function apply(tx: Tx, r: Settlement, at: string): Resolved {
  for (const sp of r.spent) spendInstance(tx, sp.seat, sp.status);
  if (!r.out) return { died: [], landed: [{ attack: r.attack, out: null, settled: r }] };
  const victim = r.out.seat;
  // 004 3L 情痴 替死 "并公示": the room is told (by night, at the next opening; the chat words it).
  if (r.replaced?.notice) tx.emit({ type: "public_notice", kind: r.replaced.notice, seat: victim, value: r.settledOn });
  const died = kill(tx, victim, r.out.cause, at);
  return { died, landed: [{ attack: r.attack, out: died.includes(victim) ? victim : null, settled: r }] };
}

/**
 * Resolves `attacks` in order (F8) at label `at`; stops as soon as the game has ended (F10).
 * The devotee's own effective hits are computed once, before the first attack lands.
 */
export function resolveAttacks(tx: Tx, attacks: readonly Attack[], at: string): Resolved {
  const hit = effectiveTargets(tx.s, attacks);
  const out: Resolved = { died: [], landed: [] };
  for (const a of attacks) {
    if (tx.s.phase.kind === "ended") break;
    const r = resolveAttack(tx, a, at, hit);
    out.died.push(...r.died);
    out.landed.push(...r.landed);
  }
  return out;
}

/**
 * Applies a card's intents (issue 22; `../intents.ts`) in order, at once: an attack through the
 * pipeline above (`resolveAttack`, no devotee hits), a death through `kill`, a tell as a `told`
 * event, a status granted or removed (`statuses.ts`). Returns every seat that went out, in order.
 */
export function applyIntents(tx: Tx, list: readonly Intent[]): number[] {
  const died: number[] = [];
  for (const i of list) {
    if (i.kind === "attack") died.push(...resolveAttack(tx, i.attack, i.at).died);
    else if (i.kind === "death") died.push(...applyDeaths(tx, [i], kill));
    else if (i.kind === "tell")
      tx.emit({
        type: "told",
        seat: i.seat,
        kind: i.tell,
        value: i.value,
        ...(i.about !== undefined ? { about: i.about } : {}),
      });
    else if (i.kind === "grant") grant(tx, i.seat, i.status);
    else revoke(tx, i.seat, i.id, i.source);
  }
  return died;
}
