/**
 * Who holds the wolves' knife in forum-hk (HK70, HK71, HK132): the living [群内] wolves (the deal's, and
 * those who gained [群内]: 狼弟 after 狼兄, 狼鸦之爪 after 夜之锋刃), or once they are all out the
 * [接刀] holders of the first rank left who took 杀人 over (`kill` gained, recorded once as the
 * takeover happens; 石像鬼, [2] 隐狼 ① rank 1).
 */

import { hkCard } from "../../roles/hk/pools.ts";
import { gainedKill } from "../../roles/hk/skills.ts";
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

/** The seat memory key of a [接刀] rank other than the first (HK71: cupid's wolf lovers set 2). */
export const RELAY_RANK = "relayRank";

/**
 * HK71: a [接刀] holder's rank — 1 (石像鬼, 隐狼 ① with 蚀日侍女 absent, an 影子 of a rank-1 host) unless
 * his card recorded another (`RELAY_RANK`: rank 2, 丘比特's wolf lover of a mixed couple and a two-wolf
 * cupid, 「接刀顺序为其他的所有持有[接刀]标签的角色出局」).
 */
export function relayRank(x: SeatState): number {
  const r = x.mem[RELAY_RANK];
  return typeof r === "number" ? r : 1;
}

/**
 * HK71: when no living [群内] wolf is left, each living [接刀] holder of the first rank among the living
 * holders takes 杀人 over (`hk_skill` `kill` gained, once); a later rank only once no holder of an
 * earlier one lives. Called after every out.
 */
export function takeOver(tx: Tx): void {
  const s = tx.s;
  if (s.seats.some((x) => x.alive && holds(s, x, "pack", tagOf(x.role)))) return;
  const relays = s.seats.filter((x) => x.alive && holds(s, x, "relay", tagOf(x.role)));
  if (relays.length === 0) return;
  const first = Math.min(...relays.map(relayRank));
  for (const x of relays)
    if (relayRank(x) === first && !holds(s, x, "kill", null))
      tx.emit({ type: "hk_skill", seat: x.seat, skill: "kill", how: "gained" });
}

/**
 * HK72 ①'s "other 杀人", HK24: a 杀人 of a seat's own, apart from the group's ([2] 黑情侣's, HK127;
 * `mem.ownKillFrom` = the first night it may be used; [3] a gained 杀人 instance usable now, 赌徒's of the
 * night, HK124, HK25), or false.
 */
export function holdsOwnKill(s: GameState, seat: number, n: number): boolean {
  const from = s.seats[seat - 1]?.mem.ownKillFrom;
  return (typeof from === "number" && n >= from) || gainedKill(s, seat) !== undefined;
}
