/**
 * The role lookup: the specs by id, filled once by `roles/index.ts` (which imports every role
 * file). Role files and the modules below them look roles up here, so that no role file imports
 * the list that imports it (no import cycle in src/engine/).
 */
import type { GameState, RoleId, SeatState } from "../types.ts";
import type { RoleSpec } from "./role-types.ts";

const ROLES: RoleSpec[] = [];
const BY_ID = new Map<string, RoleSpec>();

/** Registers the role list (roles/index.ts, once, at load). */
export function registerRoles(list: readonly RoleSpec[]): void {
  for (const r of list) {
    if (BY_ID.has(r.id)) continue;
    ROLES.push(r);
    BY_ID.set(r.id, r);
  }
}

/** The spec of a role id; throws for an id that never passed validation (a programming error). */
export function roleSpec(id: string): RoleSpec {
  const r = BY_ID.get(id);
  if (!r)
    throw new Error(`unknown role ${id}${ROLES.length === 0 ? " (no roles registered: import roles/index.ts)" : ""}`);
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

/** Whether `id` names a registered role. */
export function isRoleId(id: unknown): id is RoleId {
  return typeof id === "string" && BY_ID.has(id);
}

/** All registered roles, in registry order. */
export function allRoles(): readonly RoleSpec[] {
  return ROLES;
}
