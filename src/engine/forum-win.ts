/**
 * The forum-25 win model (F10, 004 4L), a first version the night side refines (couples F9,
 * servants F12): the wolves win when the living wolf camp is at least half of the living; they
 * lose when every wolf card (狼王, 幼狼, 狼人) and a wolf's servant is out; the village loses
 * when the six specials (seer, witch, village chief, guard, devotee, idiot cards) or the eight
 * villagers are all out. A servant never counts among the specials or villagers.
 */
import { liveSpec } from "./roles/registry.ts";
import type { GameState, SeatState, Winner } from "./types.ts";

/** The six specials of F10 (先知, 女巫, 村长, 守卫, 情痴, 白痴). */
export const FORUM_SPECIALS: readonly string[] = ["seer", "witch", "village_chief", "guard", "devotee", "idiot"];

/** Whether `x` is of the wolf camp (F9, F12): a wolf card, or a servant of a wolf-camp master. */
export function forumWolfCamp(s: GameState, x: SeatState): boolean {
  if (liveSpec(s, x).team === "wolf") return true;
  if (x.mem.wolfCamp === true) return true;
  const m = x.mem.master;
  if (x.role === "servant" && typeof m === "number") return liveSpec(s, s.seats[m - 1]).team === "wolf";
  return false;
}

/** The winner now under F10, or null. Pure. */
export function forumWinner(s: GameState): Winner | null {
  const alive = s.seats.filter((x) => x.alive);
  const wolves = alive.filter((x) => forumWolfCamp(s, x));
  // F10: the wolves lose when every wolf card and a wolf's servant are out.
  const loseList = alive.filter((x) => liveSpec(s, x).team === "wolf" || (x.role === "servant" && forumWolfCamp(s, x)));
  if (loseList.length === 0) return "villagers";
  if (wolves.length * 2 >= alive.length) return "wolves";
  const specials = alive.filter((x) => FORUM_SPECIALS.includes(x.role)).length;
  const villagers = alive.filter((x) => x.role === "villager").length;
  if (specials === 0 || villagers === 0) return "wolves";
  return null;
}
