/**
 * Who holds the wolves' knife in forum-hk (HK70, HK71): the living [群内] wolves, or once they are all
 * out the [接刀] holders who took 杀人 over (`kill` gained, recorded once as the takeover happens).
 */

import { hkCard } from "../../roles/hk/pools.ts";
import type { Tx } from "../../tx.ts";
import type { GameState, SeatState } from "../../types.ts";

/** The deal's group tag of a card (`pack`, `relay` or null). */
export const tagOf = (role: string): string | null => hkCard(role)?.tag ?? null;

/** Whether `x` holds `tag` as things stand (the deal's, less lost, plus gained: HK51, HK71). */
export function holds(s: GameState, x: SeatState, tag: "pack" | "relay" | "kill", dealt: string | null): boolean {
  const ch = s.hk?.skills?.[String(x.seat)];
  return (dealt === tag && !ch?.lost.includes(tag)) || ch?.gained.includes(tag) === true;
}

/**
 * HK70, HK71: the seats who hold the group 杀人 now — the living [群内] wolves; once every [群内]
 * wolf is out, the living [接刀] holders who took it over (`kill` gained).
 */
export function killHolders(s: GameState): SeatState[] {
  const pack = s.seats.filter((x) => x.alive && holds(s, x, "pack", tagOf(x.role)));
  if (pack.length > 0) return pack;
  return s.seats.filter((x) => x.alive && holds(s, x, "kill", null));
}

/**
 * HK71: when no living [群内] wolf is left, each living first-rank [接刀] holder takes 杀人 over
 * (`hk_skill` `kill` gained, once). Called after every out.
 */
export function takeOver(tx: Tx): void {
  const s = tx.s;
  if (s.seats.some((x) => x.alive && holds(s, x, "pack", tagOf(x.role)))) return;
  for (const x of s.seats)
    if (x.alive && holds(s, x, "relay", tagOf(x.role)) && !holds(s, x, "kill", null))
      tx.emit({ type: "hk_skill", seat: x.seat, skill: "kill", how: "gained" });
}
