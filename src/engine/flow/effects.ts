/**
 * The night's resolution as an ordered effects pipeline (architecture "Night resolution is an
 * ordered effects pipeline"; issue 11 item 5). The night module turns the night's acts into
 * statuses (protections: `guarded`, `saved`) and a list of `Attack`s in the ruleset's order
 * (forum-25, F8: the charge, the group kill, the second group kill, the poison, then the
 * hunter's shot). Each attack then goes through the same steps:
 *
 * 1. on a seat already out: nothing (F8 "on a player already out: nothing");
 * 2. interceptors that absorb it (`RoleSpec.absorbs`: the village chief's 长生, F15 — spent by the
 *    first 指杀 naming him, guarded, saved or not);
 * 3. protections: a status of the target listed in the attack's `blockedBy` voids it (F17 guard:
 *    杀人 and 冲锋; F11 the witch's save: every 指杀);
 * 4. interceptors that replace the victim (`RoleSpec.replaces`: the devotee, F14);
 * 5. the death (`kill`), whose triggers follow it at once (love, the chief's curse, the servant's
 *    inheritance, the cub's 激励, the king losing 冲锋: role `onDeath` hooks), the win checked
 *    after each death where the ruleset says so (F10 "宣布胜利会立即终止一切结算": the game ends
 *    and the rest of the chain, this list included, does not happen).
 *
 * Statuses are data on the seats (`statuses.ts`), so a later ruleset (seed 002) adds redirected
 * targets or statuses with durations as new steps or statuses, not as flags in this loop.
 */
import type { Intent } from "../intents.ts";
import { roleSpec } from "../roles/registry.ts";
import { type Ruleset, rulesetOf } from "../rulesets/index.ts";
import { chargesOf, hasStatus } from "../statuses.ts";
import type { Tx } from "../tx.ts";
import type { Attack, GameState, SeatState } from "../types.ts";
import { kill } from "./deaths.ts";
import { applyDeaths } from "./intents.ts";

/**
 * Step 3: whether a protection of `x` voids `a` — a status listed in `a.blockedBy`, unless the
 * ruleset says the statuses `x` holds cancel each other (`night.cancelling`: 同守同救, 000 §八(二)13).
 */
export function shielded(rules: Ruleset, x: SeatState, a: Attack): boolean {
  let held = a.blockedBy.filter((id) => hasStatus(x, id));
  for (const set of rules.night.cancelling)
    if (set.every((id) => hasStatus(x, id))) held = held.filter((id) => !set.includes(id));
  return held.length > 0;
}

/** What a resolution did: the seats that went out, in order, and the attacks that landed. */
export interface Resolved {
  died: number[];
  /** Each attack and the seat it put out (its target, the devotee in his place), or null (void). */
  landed: { attack: Attack; out: number | null }[];
}

/**
 * The seats `attacks` would reach effectively if resolved on `s` as it stands: not voided by a
 * protection, and not absorbed by an unspent 长生 (each charge of 长生 absorbs one 指杀: the first). Pure: it
 * tells the devotee whether he himself takes an effective elimination tonight (004 3L 情痴 注).
 */
export function effectiveTargets(s: GameState, attacks: readonly Attack[]): number[] {
  const rules = rulesetOf(s.setup.ruleset);
  const spent = new Map<number, number>();
  const out: number[] = [];
  for (const a of attacks) {
    const x = s.seats[a.target - 1];
    if (!x?.alive) continue;
    const used = spent.get(a.target) ?? 0;
    const charges = a.pointed ? chargesOf(x, "longevity") : 0;
    if (charges === null || charges > used) {
      spent.set(a.target, used + 1);
      continue;
    }
    if (shielded(rules, x, a)) continue;
    if (!out.includes(a.target)) out.push(a.target);
  }
  return out;
}

/**
 * One attack through the pipeline (steps 1–5 above), at label `at`. Returns the seats that went
 * out (the chain that followed included), in order. Also the day side's entry for an exile (kind
 * `exile`, F14: the devotee replaces a voted beloved) once an idiot's 装傻 has been applied.
 */
export function resolveAttack(tx: Tx, a: Attack, at: string, hit: readonly number[] = []): Resolved {
  const none: Resolved = { died: [], landed: [{ attack: a, out: null }] };
  if (tx.s.phase.kind === "ended") return { died: [], landed: [] };
  const x = tx.s.seats[a.target - 1];
  if (!x?.alive) return none;
  for (const y of tx.s.seats) if (roleSpec(y.role).absorbs?.(tx, y, a) === true) return none;
  if (shielded(tx.rules, x, a)) return none;
  const stand = tx.s.seats.find((y) => roleSpec(y.role).replaces?.(tx.s, y, a, hit) === true);
  const victim = stand?.seat ?? a.target;
  // 004 3L 情痴 替死 "并公示": the room is told (by night, at the next opening; the chat words it).
  if (stand) tx.emit({ type: "public_notice", kind: "devotion", seat: stand.seat, value: a.target });
  const died = kill(tx, victim, stand ? "devotion" : a.cause, at);
  return { died, landed: [{ attack: a, out: died.includes(victim) ? victim : null }] };
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
 * pipeline above (`resolveAttack`, no devotee hits), a death through `kill`. Returns every seat
 * that went out, in order.
 */
export function applyIntents(tx: Tx, list: readonly Intent[]): number[] {
  const died: number[] = [];
  for (const i of list) {
    if (i.kind === "attack") died.push(...resolveAttack(tx, i.attack, i.at).died);
    else died.push(...applyDeaths(tx, [i], kill));
  }
  return died;
}
