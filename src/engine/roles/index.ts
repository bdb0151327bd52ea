/**
 * The role registry. Adding a role: one file exporting a RoleSpec, one line here, one test file
 * (test/engine/roles/<role>.test.ts; a contract test checks it).
 */
import type { GameState, RoleId, SeatState } from "../types.ts";
import { bard } from "./bard.ts";
import { bearTamer } from "./bear-tamer.ts";
import { cupid } from "./cupid.ts";
import { dreamweaver } from "./dreamweaver.ts";
import { fortuneTeller } from "./fortune-teller.ts";
import { guard } from "./guard.ts";
import { hiddenWolf } from "./hidden-wolf.ts";
import { hunter } from "./hunter.ts";
import { idiot } from "./idiot.ts";
import { knight } from "./knight.ts";
import { oldRogue } from "./old-rogue.ts";
import { rustyKnight } from "./rusty-knight.ts";
import { seer } from "./seer.ts";
import { silenceElder } from "./silence-elder.ts";
import { snowWolf } from "./snow-wolf.ts";
import type { RoleSpec } from "./spec.ts";
import { thief } from "./thief.ts";
import { villager } from "./villager.ts";
import { werewolf } from "./werewolf.ts";
import { whiteWolfKing } from "./white-wolf-king.ts";
import { wildChild } from "./wild-child.ts";
import { witch } from "./witch.ts";
import { wolfBeauty } from "./wolf-beauty.ts";
import { wolfGirl } from "./wolf-girl.ts";
import { wolfKing } from "./wolf-king.ts";

const ROLES: RoleSpec[] = [
  werewolf,
  wolfKing,
  seer,
  witch,
  hunter,
  guard,
  idiot,
  villager,
  whiteWolfKing,
  hiddenWolf,
  snowWolf,
  wolfBeauty,
  wolfGirl,
  dreamweaver,
  fortuneTeller,
  bard,
  knight,
  rustyKnight,
  silenceElder,
  bearTamer,
  cupid,
  thief,
  wildChild,
  oldRogue,
];

const BY_ID = new Map<string, RoleSpec>(ROLES.map((r) => [r.id, r]));

/** The spec of a role id; throws for an id that never passed validation (a programming error). */
export function roleSpec(id: string): RoleSpec {
  const r = BY_ID.get(id);
  if (!r) throw new Error(`unknown role ${id}`);
  return r;
}

/** A seat's spec as it stands now: the card's data after its live traits (000 §八(二)7,19). */
export function liveSpec(s: GameState, x: SeatState): RoleSpec {
  const r = roleSpec(x.role);
  return r.live ? { ...r, ...r.live(s, x) } : r;
}

/** Whether a seat opens its eyes in the wolves' room (hidden and snow wolves do not, 000 §八(二)3,17). */
export function inWolfRoom(s: GameState, x: SeatState): boolean {
  const r = liveSpec(s, x);
  return r.team === "wolf" && (r.wolfRoom ?? r.knife);
}

export function isRoleId(id: unknown): id is RoleId {
  return typeof id === "string" && BY_ID.has(id);
}

/** All registered roles, in registry order. */
export function allRoles(): readonly RoleSpec[] {
  return ROLES;
}
