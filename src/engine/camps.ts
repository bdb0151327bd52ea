/**
 * Camps (000 §七): who wins with whom once cupid has linked his lovers. A human-wolf couple and
 * cupid form the lovers' camp (§七3); two village lovers put cupid with the village, two wolf
 * lovers with the wolves (§七4). A broken chain (a drowned lover, 000 §九4③; the wolf lover
 * judged self-destructed for exposing the couple, §八(一)4) sends cupid to the village and the
 * single survivor back to his card's camp. Under `roles.cupidCamp: village_god_unless_lover`
 * (table, T17) cupid is on the good side unless he linked himself.
 */
import { liveSpec, roleSpec } from "./roles/registry.ts";
import { rulesetOf } from "./rulesets/index.ts";
import type { Tx } from "./tx.ts";
import type { GameState, SeatState, Winner } from "./types.ts";

/** The seat that linked the lovers, if any. */
export function cupidOf(s: GameState): SeatState | undefined {
  return s.seats.find((x) => typeof x.mem.linkA === "number");
}

/** The linked pair while the chain holds, or null. */
export function loverPair(s: GameState): [number, number] | null {
  const c = cupidOf(s);
  if (!c || c.mem.chainBroken === true) return null;
  return [c.mem.linkA as number, c.mem.linkB as number];
}

/** A lover's team; cupid's own card is read as dealt (his live traits depend on this camp). */
function isWolf(s: GameState, seat: number): boolean {
  const x = s.seats[seat - 1];
  return (typeof x.mem.linkA === "number" ? roleSpec(x.role) : liveSpec(s, x)).team === "wolf";
}

/** The pair's camp: `lovers` for a human-wolf couple (000 §七3), else the camp both share. */
export function pairCamp(s: GameState): Winner | null {
  const pair = loverPair(s);
  if (!pair) return null;
  const [a, b] = pair.map((n) => isWolf(s, n));
  return a !== b ? "lovers" : a ? "wolves" : "villagers";
}

/**
 * The camp a seat wins with (000 §七, R22), dead or alive. Cupid not himself a lover shares the
 * pair's camp (000 §七3-4), or stays a village player where the ruleset says so (classic C10:
 * the human-wolf third camp is the pair alone).
 */
export function campOf(s: GameState, x: SeatState): Winner {
  const c = cupidOf(s);
  if (c) {
    const pc = pairCamp(s);
    // Unless he linked himself, a classic cupid is a village player (C10) and a table cupid a
    // village god (T17), whatever the couple; ranked: the pair's camp (000 §七4).
    const ownCamp = rulesetOf(s.setup.ruleset).roles.cupidCamp === "pair" || typeof x.mem.lover === "number";
    if (x.seat === c.seat) return ownCamp ? (pc ?? "villagers") : "villagers";
    if (pc === "lovers" && typeof x.mem.lover === "number") return "lovers";
  }
  const spec = liveSpec(s, x);
  return spec.camp ?? (spec.team === "wolf" ? "wolves" : "villagers");
}

/**
 * Breaks the chain: the lovers become single and cupid joins the village (000 §九4③,
 * §八(一)4). The room is told there is no chain any more.
 */
export function breakChain(tx: Tx): void {
  const c = cupidOf(tx.s);
  if (!c || c.mem.chainBroken === true) return;
  tx.emit({ type: "mem_set", seat: c.seat, key: "chainBroken", value: true });
  for (const n of [c.mem.linkA as number, c.mem.linkB as number])
    tx.emit({ type: "mem_set", seat: n, key: "lover", value: null });
  tx.emit({ type: "public_notice", kind: "chain_broken" });
}
