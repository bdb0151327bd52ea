/**
 * The forum-25 win model (F10, 004 4L; camps F9, F12 in `camps.ts`): the wolves win when the
 * living wolf camp is at least half of the living (or the village is judged lost, `camp_loses`);
 * they lose when every 狼王, 幼狼 and 狼人 card, a wolf's servant and a double-wolf cupid are out;
 * the village loses when the six specials (先知, 女巫, 村长, 守卫, 情痴, 白痴 cards, plus a 大特
 * cupid) are all out, or the eight villagers (plus a 民 cupid). A servant never counts among the
 * specials or villagers. Checked after each death (`goOut`).
 */
import { cupidOf, forumCamp, forumCouple, loverPair, masterOf, wolfCard } from "./camps.ts";
import type { GameState, SeatState, Winner } from "./types.ts";

/** The six specials of F10 (先知, 女巫, 村长, 守卫, 情痴, 白痴). */
export const FORUM_SPECIALS: readonly string[] = ["seer", "witch", "village_chief", "guard", "devotee", "idiot"];

/** What a linked cupid counts as (F9): 大特 if both lovers are specials, 民 if both villagers, else nothing. */
function cupidCounts(s: GameState, c: SeatState): "special" | "villager" | null {
  const pair = loverPair(s);
  if (!pair || forumCouple(s) !== "village" || typeof c.mem.lover === "number") return null;
  const roles = pair.map((n) => s.seats[n - 1].role);
  if (roles.every((r) => FORUM_SPECIALS.includes(r))) return "special";
  if (roles.every((r) => r === "villager")) return "villager";
  return null;
}

/** Whether `x` is on the wolves' lose list (F10): a wolf card, a wolf's servant, a double-wolf cupid. */
function onLoseList(s: GameState, x: SeatState): boolean {
  if (wolfCard(x)) return true;
  if (x.role === "servant") {
    const m = masterOf(s, x);
    return m !== null && forumCamp(s, x) === "wolves";
  }
  const c = cupidOf(s);
  return c?.seat === x.seat && forumCouple(s) === "double_wolf" && typeof x.mem.lover !== "number";
}

/** The winner now under F10, or null. Pure. */
export function forumWinner(s: GameState): Winner | null {
  const alive = s.seats.filter((x) => x.alive);
  if (!alive.some((x) => onLoseList(s, x))) return "villagers";
  const wolves = alive.filter((x) => forumCamp(s, x) === "wolves").length;
  if (wolves * 2 >= alive.length) return "wolves";
  const c = cupidOf(s);
  const cupid = c?.alive ? cupidCounts(s, c) : null;
  const specials = alive.filter((x) => FORUM_SPECIALS.includes(x.role)).length + (cupid === "special" ? 1 : 0);
  const villagers = alive.filter((x) => x.role === "villager").length + (cupid === "villager" ? 1 : 0);
  if (specials === 0 || villagers === 0) return "wolves";
  return null;
}
