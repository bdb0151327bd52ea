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
import type { Camp, GameState, SeatState } from "./types.ts";

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
export function pairCamp(s: GameState): Camp | null {
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
export function campOf(s: GameState, x: SeatState): Camp {
  // forum-25: two camps, a couple's and a servant's as F9 and F12 say.
  const rules = rulesetOf(s.setup.ruleset);
  if (rules.win.model === "forum") return forumCamp(s, x);
  const c = cupidOf(s);
  return campWith(s, x, c, c ? pairCamp(s) : null, rules.roles.cupidCamp === "pair");
}

/**
 * `campOf` of several seats at once (the win check, after every death): the ruleset, cupid and
 * the pair's camp are read once instead of once per seat.
 */
export function campsOf(s: GameState, xs: readonly SeatState[]): Camp[] {
  const rules = rulesetOf(s.setup.ruleset);
  const out: Camp[] = new Array(xs.length);
  if (rules.win.model === "forum") {
    for (let i = 0; i < xs.length; i++) out[i] = forumCamp(s, xs[i]);
    return out;
  }
  const c = cupidOf(s);
  const pc = c ? pairCamp(s) : null;
  const pairRule = rules.roles.cupidCamp === "pair";
  for (let i = 0; i < xs.length; i++) out[i] = campWith(s, xs[i], c, pc, pairRule);
  return out;
}

/** `campOf` given cupid (`c`), the pair's camp (`pc`) and whether cupid takes the pair's camp (`pairRule`). */
function campWith(s: GameState, x: SeatState, c: SeatState | undefined, pc: Camp | null, pairRule: boolean): Camp {
  if (c) {
    // Unless he linked himself, a classic cupid is a village player (C10) and a table cupid a
    // village god (T17), whatever the couple; ranked: the pair's camp (000 §七4).
    const ownCamp = pairRule || typeof x.mem.lover === "number";
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

// forum-25 (F9, F12, F10)
/** Whether `x` holds a wolf card now (狼王, 幼狼, 狼人; a servant who inherited one, F12). */
export function wolfCard(x: SeatState): boolean {
  return roleSpec(x.role).team === "wolf";
}

/** The servant's master (F12, `mem.master` named in phase S), or null: none named. */
export function masterOf(s: GameState, x: SeatState): SeatState | null {
  const m = x.mem.master;
  return typeof m === "number" ? (s.seats[m - 1] ?? null) : null;
}

/**
 * A seat's camp before love (F12): a wolf card is the wolves'; a servant who has not inherited
 * takes his master's (3L 仆人 效忠 "加入其所属阵营"), a chain of servants followed a few steps; the
 * rest the village's.
 */
function baseCamp(s: GameState, x: SeatState, depth = 0): Camp {
  if (wolfCard(x)) return "wolves";
  if (x.role === "servant" && depth < s.seats.length) {
    const m = masterOf(s, x);
    if (m && m.seat !== x.seat) return campBeforeLove(s, m, depth + 1);
  }
  return "villagers";
}

/** The master's camp as the servant joins it: a lover's camp counts (3L 情侣 注). */
function campBeforeLove(s: GameState, m: SeatState, depth: number): Camp {
  return depth > s.seats.length ? "villagers" : forumCampAt(s, m, depth);
}

/**
 * The forum couple (F9, 3L 丘比特 注, 情侣 注): `wolf` when one lover belongs to the wolf camp
 * (a wolf card or a wolf's servant) — the couple and cupid are then wolf camp; `double_wolf` when
 * both hold wolf cards; `village` otherwise; null without lovers.
 */
export function forumCouple(s: GameState, depth = 0): "wolf" | "double_wolf" | "village" | null {
  const pair = loverPair(s);
  if (!pair) return null;
  const [a, b] = pair.map((n) => s.seats[n - 1]);
  if (wolfCard(a) && wolfCard(b)) return "double_wolf";
  return baseCamp(s, a, depth + 1) === "wolves" || baseCamp(s, b, depth + 1) === "wolves" ? "wolf" : "village";
}

function forumCampAt(s: GameState, x: SeatState, depth: number): Camp {
  const c = cupidOf(s);
  const lover = typeof x.mem.lover === "number";
  if (c && (lover || x.seat === c.seat)) {
    const couple = forumCouple(s, depth);
    if (couple === "wolf" || couple === "double_wolf") return "wolves";
    if (x.seat === c.seat && !lover) return "villagers";
  }
  return baseCamp(s, x, depth);
}

/**
 * A seat's camp under forum-25 (F9, F12; 2L 阵营 "一共可能存在2个阵营"): `wolves` or `villagers`.
 * A wolf couple (one lover of the wolf camp) takes both lovers and cupid to the wolves; a servant
 * has his master's camp; the seer's answer reads this (F21).
 */
export function forumCamp(s: GameState, x: SeatState): Camp {
  return forumCampAt(s, x, 0);
}

/**
 * Whether `x` belongs to the wolf group (3L 狼王/幼狼/狼人 共群, F9, F24): a wolf card, unless a
 * lover whose partner holds none (that lover leaves the group). Out members stay in it (F24).
 */
export function inWolfGroup(s: GameState, x: SeatState): boolean {
  if (!wolfCard(x)) return false;
  const partner = typeof x.mem.lover === "number" ? s.seats[x.mem.lover - 1] : undefined;
  return !partner || wolfCard(partner);
}

/**
 * Who carries the group kill tonight (F11, F9, 3L 情侣 恋爱 "群内狼人全部出局之后接刀"): every
 * living group member; once none is left, the wolf-camp knives outside it — a wolf-card lover,
 * a double-wolf cupid, a wolf's servant who has not joined yet.
 */
export function forumKnives(s: GameState): number[] {
  const group = s.seats.filter((x) => x.alive && inWolfGroup(s, x));
  if (group.length > 0) return group.map((x) => x.seat);
  const c = cupidOf(s);
  const couple = forumCouple(s);
  return s.seats
    .filter(
      (x) =>
        x.alive &&
        ((wolfCard(x) && !inWolfGroup(s, x)) ||
          (c?.seat === x.seat && couple === "double_wolf" && typeof x.mem.lover !== "number") ||
          (x.role === "servant" && baseCamp(s, x) === "wolves")),
    )
    .map((x) => x.seat);
}
