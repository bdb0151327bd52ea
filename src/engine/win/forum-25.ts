/**
 * The forum-25 win model (F10, 004 4L "judged lost"), two camps (2L 阵营), declared after each
 * death (the day's exile and red card as well as the night's, `flow/deaths.ts` `kill`, its step
 * `win` → `judgeAtDeath`): a camp meeting one of its lose conditions is judged lost first (4L
 * "该阵营优先判负") and the other wins — the shared procedure (`declareWinner`) with the village
 * first when both lose at once; otherwise the wolves win when their living camp is at least half
 * the living (4L 胜1: their own win).
 * - Wolves lose when every 狼王, 幼狼 and 狼人 card, a wolf's servant and a double-wolf cupid are out.
 * - The village loses when the six specials (先知 = seer, 女巫, 村长, 守卫, 情痴, 白痴 cards, and
 *   a 大特 cupid: both lovers specials) are all out, or the eight villagers (and a 民 cupid: both
 *   lovers villagers). Cards as dealt: a servant never counts, whatever he inherits (F12).
 * The directors' `camp_loses` and a surrender end the game directly (F6, F23).
 */
import { cupidOf, forumCamp, forumCouple, loverPair, wolfCard } from "../camps.ts";
import type { GameState, SeatState, Winner } from "../types.ts";
import { type CampLoss, declareWinner, type WinModel, type WinVerdict } from "./model.ts";
import type { GameWinInput } from "./timed.ts";

/** The six specials of F10 (先知, 女巫, 村长, 守卫, 情痴, 白痴), by dealt card. */
export const FORUM_SPECIALS: readonly string[] = ["seer", "witch", "village_chief", "guard", "devotee", "idiot"];
/** The eight villagers of F10, by dealt card. */
export const FORUM_VILLAGERS: readonly string[] = ["villager"];

/** Whether `x` is of the wolf camp now (F9, F12). */
export function forumWolfCamp(s: GameState, x: SeatState): boolean {
  return forumCamp(s, x) === "wolves";
}

/** The camps judged lost now by F10's lose lists (004 4L 负) with the list that emptied, pure; both may be listed. */
function forumLosses(s: GameState): CampLoss<Winner>[] {
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
  const lost: CampLoss<Winner>[] = [];
  if (!alive.some(onWolfList)) lost.push({ camp: "wolves", why: "wolf_cards" });
  if (!alive.some(special)) lost.push({ camp: "villagers", why: "specials" });
  else if (!alive.some(villager)) lost.push({ camp: "villagers", why: "villager_cards" });
  return lost;
}

/** The camps judged lost now by F10's lose lists (004 4L 负), pure; both may be listed. */
export function campsLost(s: GameState): Winner[] {
  return forumLosses(s).map((l) => l.camp);
}

/** The two camps of forum-25 (2L 阵营), in the order F10 judges their losses: the wolves' first. */
const FORUM_CAMPS: readonly Winner[] = ["wolves", "villagers"];

/** The wolves' own win (4L 胜1): their living camp is at least half the living. */
function wolvesHold(s: GameState): boolean {
  const alive = s.seats.filter((x) => x.alive);
  const wolves = alive.filter((x) => forumWolfCamp(s, x)).length;
  return wolves * 2 >= alive.length;
}

/** The verdict now under F10 (see `FORUM_25_WIN`). */
function forumVerdict(s: GameState): WinVerdict<Winner> {
  const lost = forumLosses(s);
  const camps = lost.map((l) => l.camp);
  const { ended, winner } = declareWinner({
    inGame: FORUM_CAMPS,
    lost: camps,
    lostSince: camps,
    ownWins: wolvesHold(s) ? ["wolves"] : [],
    priority: FORUM_PRIORITY,
  });
  return { lost, ended, winner };
}

/** Both camps lost at once: the wolves' loss is judged first (4L 「该阵营优先判负」), the village wins. */
const FORUM_PRIORITY: readonly Winner[] = ["villagers", "wolves"];

/**
 * The forum-25 model (F10): a loss ends the game at once (`lostPlaysOn` false, declared at each
 * death); both camps lost at once, the village wins. The directors' `camp_loses` and a surrender
 * are the flow's (F6, F23). Each death is a declaration point, so the camps lost since the
 * previous one are those lost now.
 */
export const FORUM_25_WIN: WinModel<GameWinInput, Winner> = {
  id: "forum",
  options: { declareAt: "each_death", lostPlaysOn: false, priority: FORUM_PRIORITY },
  judge: ({ s }) => forumLosses(s),
  declare: ({ s }) => forumVerdict(s),
};

/** The winner now under F10, or null. Pure. */
export function forumWinner(s: GameState): Winner | null {
  return forumVerdict(s).winner;
}
