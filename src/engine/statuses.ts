/**
 * Status instances on a seat (issue 22 goal 2; architecture "Room to grow"; `SeatStatus` in
 * types.ts): pure reads here, all through the kinds table (`status-kinds.ts`: what each kind blocks,
 * its composites' parts, how a same-kind grant combines), and the events that change them
 * (`status_added`, `status_removed`, `status_spent`) emitted through `grant`, `revoke`, `spend` and
 * `expire`. Each instance has its kind, source, start (`since`), end (`untilLabel` / `untilStage`,
 * or none: until removed) and count; its `key` and `since` are derived when the event is applied
 * (`evolve.ts`), never written in the log, so every game recorded before instances replays
 * byte-identically.
 */
import { roleSpec } from "./roles/registry.ts";
import { counts, kindsBlocking, type StatusBlocks, statusKind } from "./status-kinds.ts";
import type { Tx } from "./tx.ts";
import type { GameState, SeatState, SeatStatus, StatusId } from "./types.ts";

/** The statuses on a seat, in grant order (none for a seat saved before statuses existed). */
export function statusesOf(x: SeatState): readonly SeatStatus[] {
  return x.statuses ?? [];
}

/**
 * Whether `x` has status `id` (from `source`, when given): an instance of that kind, or of a
 * composite made of it (HK39: 冰冻 counts as 沉默 and as 缴械).
 */
export function hasStatus(x: SeatState, id: StatusId, source?: number): boolean {
  return statusesOf(x).some((st) => counts(st.id, id) && (source === undefined || st.source === source));
}

/** The first instance on `x` that counts as `id`, if any. */
export function statusOf(x: SeatState, id: StatusId): SeatStatus | undefined {
  return statusesOf(x).find((st) => counts(st.id, id));
}

/** The seats holding status `id` from `source`. */
export function holders(s: GameState, id: StatusId, source: number): SeatState[] {
  return s.seats.filter((x) => hasStatus(x, id, source));
}

/** The charges `x` holds of kind `id` (its own instances only; absent count = 1), or null when one never runs out. */
export function chargesOf(x: SeatState, id: StatusId): number | null {
  let n = 0;
  for (const st of statusesOf(x))
    if (st.id === id) {
      if (st.count === null) return null;
      n += st.count ?? 1;
    }
  return n;
}

/** Whether a status held by `x` (a composite through its parts) blocks as `test` says. */
function anyBlocks(x: SeatState, test: (b: StatusBlocks) => boolean): boolean {
  const list = x.statuses;
  if (list === undefined) return false;
  for (const st of list) if (kindBlocks(st.id, test)) return true;
  return false;
}

function kindBlocks(id: StatusId, test: (b: StatusBlocks) => boolean): boolean {
  const k = statusKind(id);
  if (k.blocks !== undefined && test(k.blocks)) return true;
  return k.parts?.some((p) => kindBlocks(p, test)) === true;
}

/** Whether `x` holds a status of one of `kinds`. */
function holdsAny(x: SeatState, kinds: ReadonlySet<StatusId>): boolean {
  const list = x.statuses;
  if (list === undefined) return false;
  for (const st of list) if (kinds.has(st.id)) return true;
  return false;
}

// The fixed questions of the table, answered once per kind.
const LOSE_ALL = kindsBlocking((b) => b.skills === "all");
const NO_BALLOT = kindsBlocking((b) => b.ballots === true);
const NO_SPEECH = kindsBlocking((b) => b.speeches === true);
const NOT_TARGETED = kindsBlocking((b) => b.targeted === true);

/**
 * Whether `x` lost every skill: the elder's curse (T24, `mem.cursed`) or a status that blocks all
 * skills (F15: the village chief's `cursed`).
 */
export function skillsLost(x: SeatState): boolean {
  return x.mem.cursed === true || holdsAny(x, LOSE_ALL);
}

/** What `blocksSkill` needs of a skill: its tags (`forced` for <强制>, `kill`, `charge`, …). */
export interface SkillTraits {
  tags?: readonly string[];
}

/**
 * Whether a status of `x` stops it using `skill` (HK40): every skill lost (`skillsLost`), every
 * skill but <强制> ones (沉默), or a skill with a blocked tag (缴械 `kill`, 遗忘 `forced`).
 */
export function blocksSkill(x: SeatState, skill: SkillTraits): boolean {
  if (skillsLost(x)) return true;
  const tags = skill.tags ?? [];
  return anyBlocks(
    x,
    (b) => (b.skills === "unforced" && !tags.includes("forced")) || b.tags?.some((t) => tags.includes(t)) === true,
  );
}

/** Whether a status of `x` makes its ballot weigh nothing (HK40 迷魂). */
export function blocksBallot(x: SeatState): boolean {
  return holdsAny(x, NO_BALLOT);
}

/** Whether a status of `x` keeps it from speaking. */
export function blocksSpeech(x: SeatState): boolean {
  return holdsAny(x, NO_SPEECH);
}

/** Whether a <指定> skill naming `x` settles nothing (HK29 隐身). */
export function blocksTargeting(x: SeatState): boolean {
  return holdsAny(x, NOT_TARGETED);
}

/** The given fields of an instance (what a `status_added` event carries): without the derived `key` and `since`. */
function given(st: SeatStatus): SeatStatus {
  const { key: _k, since: _s, ...rest } = st;
  return rest;
}

/** Emits the removal of instance `st` from `seat`, naming its key only if another instance of its kind and source is there. */
function remove(tx: Tx, seat: number, st: SeatStatus): void {
  const twin = statusesOf(tx.s.seats[seat - 1]).some((o) => o !== st && o.id === st.id && o.source === st.source);
  tx.emit({
    type: "status_removed",
    seat,
    id: st.id,
    ...(st.source !== undefined ? { source: st.source } : {}),
    ...(twin && st.key !== undefined ? { key: st.key } : {}),
  });
}

/**
 * Puts a status on `seat`, as its kind says when the seat already holds one of that kind from the
 * same source (any source, for a grant without one; `StatusKind.same`): refused, refreshed (the
 * old instance removed first) or stacked.
 * Returns whether it was put on.
 */
export function grant(tx: Tx, seat: number, status: SeatStatus): boolean {
  const x = tx.s.seats[seat - 1];
  // "The same source" as before instances: a sourceless grant meets every source's instance.
  const same = statusesOf(x).filter(
    (st) => st.id === status.id && (status.source === undefined || st.source === status.source),
  );
  const rule = statusKind(status.id).same;
  if (same.length > 0 && rule === "refuse") return false;
  if (rule === "refresh") for (const st of same) remove(tx, seat, st);
  tx.emit({ type: "status_added", seat, status: given(status) });
  return true;
}

/** Takes every instance of kind `id` (from `source`, when given) off `seat`, if there is one. */
export function revoke(tx: Tx, seat: number, id: StatusId, source?: number): void {
  if (!statusesOf(tx.s.seats[seat - 1]).some((st) => st.id === id && (source === undefined || st.source === source)))
    return;
  tx.emit({ type: "status_removed", seat, id, ...(source !== undefined ? { source } : {}) });
}

/**
 * Spends one charge of kind `id` on `seat` (HK35: the instance with an end before a lasting one,
 * then the one granted first): at 0 it is removed; one that never runs out (`count: null`) stays.
 * Returns the instance spent from, or undefined when the seat holds none.
 */
export function spend(tx: Tx, seat: number, id: StatusId): SeatStatus | undefined {
  const list = statusesOf(tx.s.seats[seat - 1]).filter((st) => st.id === id);
  const ends = (st: SeatStatus) => st.untilLabel !== undefined || st.untilStage !== undefined;
  const st = list.find(ends) ?? list[0];
  if (st !== undefined) spendInstance(tx, seat, st);
  return st;
}

/**
 * Spends one charge of the instance `st` of `seat` (the one the effects pipeline chose, HK35):
 * as `spend` does for the instance it picks — at 0 removed, `count: null` never runs out.
 */
export function spendInstance(tx: Tx, seat: number, st: SeatStatus): void {
  if (st.count === null) return;
  const left = (st.count ?? 1) - 1;
  if (left > 0 && st.key !== undefined) tx.emit({ type: "status_spent", seat, key: st.key, count: left });
  else remove(tx, seat, st);
}

/**
 * Ends every instance whose end is `label` (and `stage`, when given): `untilLabel` unset or equal
 * to `label`, and `untilStage` equal to `stage` (both unset: until removed, never here). A night's
 * guard and save end with `expire(tx, "N2")` once it is resolved; a forum-hk 「下一个正午开始」
 * with the first `expire(tx, label, "opening")` after its grant.
 */
export function expire(tx: Tx, label: string, stage?: string): void {
  for (const x of tx.s.seats)
    for (const st of statusesOf(x)) {
      if (st.untilLabel === undefined && st.untilStage === undefined) continue;
      if ((st.untilLabel === undefined || st.untilLabel === label) && st.untilStage === stage) remove(tx, x.seat, st);
    }
}

/** Each card's starting statuses (`RoleSpec.startStatuses`: the chief's 长生, the sisters' 默契), once, as the game is created. */
export function grantStart(tx: Tx): void {
  for (const x of tx.s.seats) for (const id of roleSpec(x.role).startStatuses ?? []) grant(tx, x.seat, { id });
}
