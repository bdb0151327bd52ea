/**
 * The end of a game as the room hears it (000 §七): last night's deaths when the dawn decides it,
 * the winner and why, every seat's card; a void without a winner.
 */
import { roleSpec } from "../../../engine/roles/index.ts";
import type { GameEvent, GameState } from "../../../engine/types.ts";
import { winnerWords } from "../../../vocab/index.ts";
import { cardName } from "../../card-texts.ts";
import { GROUP, type Message, seats } from "../../narrate-voice.ts";

/**
 * Issue 13 item 6: a game decided at dawn (by the night's deaths) first tells the room who died
 * last night, as every dawn does (000 §八(九)1), then the result.
 */
function nightDeathsAtEnd(before: GameState): Message[] {
  if (before.phase.kind !== "night") return [];
  const deaths = before.seats
    .filter((x) => !x.alive && x.diedAt === before.label && !x.announced)
    .map((x) => x.seat)
    .sort((a, b) => a - b);
  return [
    { to: GROUP, text: `天亮了，${deaths.length === 0 ? "昨晚是平安夜。" : `昨晚死亡的是：${seats(deaths)}。`}` },
  ];
}

/** A `game_ended` event: a void (issue 26 item 10) or the result with every card. */
export function gameEnded(
  before: GameState,
  e: Extract<GameEvent, { type: "game_ended" }>,
  after: GameState,
): Message[] {
  // Issue 26 item 10: a void is announced once (the season's post only adds the game's id)
  // and, the game being over, shows every card as an end does (000 §七).
  if (e.voided) return [{ to: GROUP, text: `法官宣布本局作废：不计胜负，不计积分。身份：${rolesLine(after)}。` }];
  return [
    ...nightDeathsAtEnd(before),
    { to: GROUP, text: `游戏结束：${winnerWords(e.winner)}（${winReason(after)}）！身份：${rolesLine(after)}。` },
  ];
}

/** Every seat's card, as the end of a game shows them: `1号预言家，2号狼人，…`. */
const rolesLine = (s: GameState) => s.seats.map((x) => `${x.seat}号${cardName(x.role)}`).join("，");

/**
 * Why the game ended (000 §七): all wolves out, side-kill (屠边), or bound votes (绑票, 000 §七7);
 * the piper's win: every living player but him and the lovers charmed (T23).
 */
function winReason(s: GameState): string {
  if (s.winner === "lovers") return "情侣阵营屠城";
  if (s.winner === "piper") return "除情侣外，其他存活玩家都已被魅惑";
  const alive = s.seats.filter((x) => x.alive).map((x) => roleSpec(x.role));
  if (!alive.some((r) => r.team === "wolf")) return "狼人全部出局";
  if (!alive.some((r) => r.card === "god")) return "屠边：神职全部出局";
  if (!alive.some((r) => r.card === "villager")) return "屠边：平民全部出局";
  return "绑票：狼人票数已超过好人";
}
