/**
 * The forum-25 win model (F10, 004 4L "judged lost"), two camps (2L 阵营). After each death (the
 * day's exile and red card as well as the night's, `flow/deaths.ts` `kill`, its step `win` → `endIfWon`):
 * a camp meeting one of its lose conditions is judged lost first (4L "该阵营优先判负") and the
 * other wins; otherwise the wolves win when their living camp is at least half the living (4L 胜1).
 * - Wolves lose when every 狼王, 幼狼 and 狼人 card, a wolf's servant and a double-wolf cupid are out.
 * - The village loses when the six specials (先知 = seer, 女巫, 村长, 守卫, 情痴, 白痴 cards, and
 *   a 大特 cupid: both lovers specials) are all out, or the eight villagers (and a 民 cupid: both
 *   lovers villagers). Cards as dealt: a servant never counts, whatever he inherits (F12).
 * The directors' `camp_loses` and a surrender end the game directly (F6, F23).
 */
import { cupidOf, forumCamp, forumCouple, loverPair, wolfCard } from "./camps.ts";
import type { GameState, SeatState, Winner } from "./types.ts";

/** The six specials of F10 (先知, 女巫, 村长, 守卫, 情痴, 白痴), by dealt card. */
export const FORUM_SPECIALS: readonly string[] = ["seer", "witch", "village_chief", "guard", "devotee", "idiot"];
/** The eight villagers of F10, by dealt card. */
export const FORUM_VILLAGERS: readonly string[] = ["villager"];

/** Whether `x` is of the wolf camp now (F9, F12). */
export function forumWolfCamp(s: GameState, x: SeatState): boolean {
  return forumCamp(s, x) === "wolves";
}

/** The camps judged lost now by F10's lose lists (004 4L 负), pure; both may be listed. */
export function campsLost(s: GameState): Winner[] {
  const lovers = loverPair(s);
  const couple = forumCouple(s);
  const c = cupidOf(s);
  const dealt = (x: SeatState) => s.setup.deal[String(x.seat)];
  // A cupid who is not himself a lover takes the class his lovers share (F9, 3L 丘比特 注).
  const soloCupid = (x: SeatState) => x.seat === c?.seat && typeof x.mem.lover !== "number";
  const cupidAs = (list: readonly string[]) => lovers?.every((n) => list.includes(dealt(s.seats[n - 1]))) === true;
  const onWolfList = (x: SeatState) =>
    wolfCard(x) ||
    (dealt(x) === "servant" && forumWolfCamp(s, x) && typeof x.mem.lover !== "number") ||
    (soloCupid(x) && couple === "double_wolf");
  const special = (x: SeatState) =>
    dealt(x) !== "servant" && (FORUM_SPECIALS.includes(dealt(x)) || (soloCupid(x) && cupidAs(FORUM_SPECIALS)));
  const villager = (x: SeatState) => FORUM_VILLAGERS.includes(dealt(x)) || (soloCupid(x) && cupidAs(FORUM_VILLAGERS));
  const alive = s.seats.filter((x) => x.alive);
  const lost: Winner[] = [];
  if (!alive.some(onWolfList)) lost.push("wolves");
  if (!alive.some(special) || !alive.some(villager)) lost.push("villagers");
  return lost;
}

/** The winner now under F10, or null. Pure. */
export function forumWinner(s: GameState): Winner | null {
  const lost = campsLost(s);
  if (lost.includes("wolves")) return "villagers";
  if (lost.includes("villagers")) return "wolves";
  const alive = s.seats.filter((x) => x.alive);
  const wolves = alive.filter((x) => forumWolfCamp(s, x)).length;
  return wolves * 2 >= alive.length ? "wolves" : null;
}
