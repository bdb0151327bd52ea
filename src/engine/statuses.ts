/**
 * Statuses as data on a seat (architecture "Room to grow"; `SeatStatus` in types.ts): pure
 * reads here, and the two events that change them (`status_added`, `status_removed`) emitted
 * through `grant` / `revoke`. A night's protections carry `untilLabel` and are dropped by `expire`
 * when the night is resolved; the others last until a rule removes them.
 */
import { roleSpec } from "./roles/registry.ts";
import type { Tx } from "./tx.ts";
import type { GameState, SeatState, SeatStatus, StatusId } from "./types.ts";

/** The statuses on a seat (none for a seat saved before statuses existed). */
export function statusesOf(x: SeatState): readonly SeatStatus[] {
  return x.statuses ?? [];
}

/** Whether `x` has status `id` (from `source`, when given). */
export function hasStatus(x: SeatState, id: StatusId, source?: number): boolean {
  return statusesOf(x).some((st) => st.id === id && (source === undefined || st.source === source));
}

/** The first status `id` on `x`, if any. */
export function statusOf(x: SeatState, id: StatusId): SeatStatus | undefined {
  return statusesOf(x).find((st) => st.id === id);
}

/** The seats holding status `id` from `source`. */
export function holders(s: GameState, id: StatusId, source: number): SeatState[] {
  return s.seats.filter((x) => hasStatus(x, id, source));
}

/**
 * Whether `x` lost every skill for the game: the elder's curse (T24, `mem.cursed`) or the village
 * chief's (F15, status `cursed`).
 */
export function skillsLost(x: SeatState): boolean {
  return x.mem.cursed === true || hasStatus(x, "cursed");
}

/** Puts a status on `seat` (once: a seat never holds the same id from the same source twice). */
export function grant(tx: Tx, seat: number, status: SeatStatus): void {
  if (hasStatus(tx.s.seats[seat - 1], status.id, status.source)) return;
  tx.emit({ type: "status_added", seat, status });
}

/** Takes status `id` (from `source`, when given) off `seat`, if it is there. */
export function revoke(tx: Tx, seat: number, id: StatusId, source?: number): void {
  if (!hasStatus(tx.s.seats[seat - 1], id, source)) return;
  tx.emit({ type: "status_removed", seat, id, ...(source !== undefined ? { source } : {}) });
}

/** Drops every status that lasted through `label` (a night's guard and save, once it is resolved). */
export function expire(tx: Tx, label: string): void {
  for (const x of tx.s.seats)
    for (const st of statusesOf(x))
      if (st.untilLabel === label)
        tx.emit({
          type: "status_removed",
          seat: x.seat,
          id: st.id,
          ...(st.source !== undefined ? { source: st.source } : {}),
        });
}

/** Each card's starting statuses (`RoleSpec.startStatuses`: the chief's 长生, the sisters' 默契), once, as the game is created. */
export function grantStart(tx: Tx): void {
  for (const x of tx.s.seats) for (const id of roleSpec(x.role).startStatuses ?? []) grant(tx, x.seat, { id });
}
