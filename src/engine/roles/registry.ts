/**
 * The role lookup: the specs by id, filled once by `roles/index.ts` (which imports every role
 * file). Role files and the modules below them look roles up here, so that no role file imports
 * the list that imports it (no import cycle in src/engine/).
 */
import type { ActId, GameState, RoleId, SeatState } from "../types.ts";
import type { RoleSpec } from "./role-types.ts";
import { type RulesetKind, type Skill, TABLE_ACTS } from "./skills.ts";

/**
 * The card family every existing ruleset deals from (ranked-s7, classic, table, forum-25). A
 * later family (forum-hk) registers its own cards under its own name, so that its `witch` is a
 * card of its own (issue 22).
 */
export const BASE_FAMILY = "base";

const FAMILIES = new Map<string, { list: RoleSpec[]; byId: Map<string, RoleSpec> }>();

function familyOf(family: string) {
  let f = FAMILIES.get(family);
  if (!f) {
    f = { list: [], byId: new Map() };
    FAMILIES.set(family, f);
  }
  return f;
}

/**
 * Registers a family's cards (roles/index.ts, once, at load). Throws on an id registered twice
 * in one family (the registry used to keep the first silently); the same id in two families is
 * two cards.
 */
export function registerRoles(list: readonly RoleSpec[], family = BASE_FAMILY): void {
  const f = familyOf(family);
  for (const r of list) {
    if (f.byId.has(r.id)) throw new Error(`role ${r.id} registered twice in card family ${family}`);
    f.list.push(r);
    f.byId.set(r.id, r);
  }
}

/** The base family's cards by id: `roleSpec`'s fast path (it runs many times per command). */
const BASE = familyOf(BASE_FAMILY).byId;

/** The spec of a role id in card family `cardFamily`; throws for an id that never passed validation (a programming error). */
export function roleSpec(id: string, cardFamily?: string): RoleSpec {
  const r =
    cardFamily === undefined || cardFamily === BASE_FAMILY ? BASE.get(id) : FAMILIES.get(cardFamily)?.byId.get(id);
  if (!r)
    throw new Error(
      `unknown role ${id} in card family ${cardFamily ?? BASE_FAMILY}${BASE.size === 0 ? " (no roles registered: import roles/index.ts)" : ""}`,
    );
  return r;
}

/** A seat's spec as it stands now: the card's data after its live traits (000 §八(二)7,19). */
export function liveSpec(s: GameState, x: SeatState): RoleSpec {
  const r = roleSpec(x.role);
  if (!r.live) return r;
  const traits = r.live(s, x);
  // Most of the time there is no live trait: the card's spec itself, not a copy.
  for (const _ in traits) return { ...r, ...traits };
  return r;
}

/** Whether a seat opens its eyes in the wolves' room (hidden and snow wolves do not, 000 §八(二)3,17). */
export function inWolfRoom(s: GameState, x: SeatState): boolean {
  const r = liveSpec(s, x);
  return r.team === "wolf" && (r.wolfRoom ?? r.knife);
}

/** Whether `id` names a registered role of `family`. */
export function isRoleId(id: unknown, family = BASE_FAMILY): id is RoleId {
  return typeof id === "string" && FAMILIES.get(family)?.byId.has(id) === true;
}

/** All registered roles of `family`, in registry order. */
export function allRoles(family = BASE_FAMILY): readonly RoleSpec[] {
  return FAMILIES.get(family)?.list ?? [];
}

/** The registered card families, in registration order. */
export function cardFamilies(): readonly string[] {
  return [...FAMILIES.keys()];
}

/**
 * The acts of `family`'s card skills that `keep` selects (the derived act lists: the night's acts,
 * forum-25's night acts, the acts sent by DM). Insertion order: registry order, then skill order.
 */
export function cardActs(keep: (k: Skill, r: RoleSpec) => boolean, family = BASE_FAMILY): Set<ActId> {
  const out = new Set<ActId>();
  for (const r of allRoles(family)) for (const k of r.skills) if (keep(k, r)) for (const a of k.acts) out.add(a);
  return out;
}

/** Whether skill `k` is used under rulesets of `kind` (absent `only`: every ruleset dealing the card). */
export const usedUnder = (k: Skill, kind: RulesetKind): boolean =>
  k.timing.only === undefined || k.timing.only === kind;

/** Acts of the night's card skills under rulesets of `kind` (timed: the engine's `NIGHT_ACTS`; calendar: forum-25's). */
export function nightActs(kind: RulesetKind, family = BASE_FAMILY): Set<ActId> {
  return cardActs((k) => k.timing.phase === "night" && usedUnder(k, kind), family);
}

/**
 * Acts a timed game takes by DM only (R24, 000 §八(三)4): every card act used in a timed game but
 * the public ones (the white wolf king's boom), and the table's private acts (sign-up, vote).
 */
export function privateActs(family = BASE_FAMILY): Set<ActId> {
  const out = cardActs((k) => usedUnder(k, "timed") && !k.tags?.includes("public"), family);
  for (const t of TABLE_ACTS) if (t.private) out.add(t.act);
  return out;
}

/** Every act id: the table's acts and every card skill's (the engine's per-command check). */
export function actIds(family = BASE_FAMILY): Set<ActId> {
  const out = new Set<ActId>(TABLE_ACTS.map((t) => t.act));
  for (const a of cardActs(() => true, family)) out.add(a);
  return out;
}
