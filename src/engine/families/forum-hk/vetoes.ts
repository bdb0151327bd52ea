/**
 * Standing rules of one card on the acts of others (HK81 撑杆僵尸's 跳跃, HK110 面包师's 芬芳): every
 * seat's card may refuse an act when it is sent (`refuses`) or make an accepted one do nothing at its
 * step (`voids`), the group's 杀人 included. The cards read each act as an `HkActQuery`; what a seat
 * holds is listed by `heldActs` (a card does not import the registry).
 */
import { hkCardSpec } from "../../roles/hk/index.ts";
import type { HkActQuery, HkHeldAct } from "../../roles/hk/types.ts";
import type { GameState, Reject, Target } from "../../types.ts";
import { HK_ACTS, hkAct, isPointed } from "./acts.ts";
import { killHolders } from "./knife.ts";
import { seatSkills } from "./skills.ts";

/** The query of `act` by `seat` at `target` in night `n`, or null for an act without a row. */
export function actQuery(seat: number, act: string, target: Target, n: number): HkActQuery | null {
  const row = hkAct(act);
  if (!row) return null;
  return {
    seat,
    act,
    target,
    n,
    window: row.window,
    ...(row.step !== undefined ? { step: row.step } : {}),
    pointed: isPointed(row),
  };
}

/** The first refusal any seat's card gives the act (HK110), or null. */
export function cardsRefuse(s: GameState, q: HkActQuery): Reject | null {
  for (const x of s.seats) {
    const r = hkCardSpec(x.role)?.refuses?.(s, x.seat, q);
    if (r) return r;
  }
  return null;
}

/** Whether any seat's card makes the act do nothing at its step (HK81, HK110). */
export function cardsVoid(s: GameState, q: HkActQuery): boolean {
  return s.seats.some((x) => hkCardSpec(x.role)?.voids?.(s, x.seat, q) === true);
}

/**
 * The acts `seat` holds now: its skill instances' (HK25: its card's own, and the gained ones usable now),
 * and 杀人 while it holds the knife (HK70, HK71); each once, in the table's order.
 */
export function heldActs(s: GameState, seat: number): HkHeldAct[] {
  const mine = new Set<string>();
  for (const r of seatSkills(s, seat))
    if (!r.gained || r.ready) for (const act of Object.keys(r.skill.acts)) mine.add(act);
  if (killHolders(s).some((y) => y.seat === seat)) mine.add("kill");
  const out: HkHeldAct[] = [];
  for (const [act, row] of Object.entries(HK_ACTS))
    if (mine.has(act)) out.push({ act, window: row.window, pointed: isPointed(row) });
  return out;
}
