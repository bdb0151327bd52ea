/**
 * Ranked points one finished game gives each seat (000 §四1, §八(七)6, §九4-5, R20, R22).
 * Pure. A win scores for every member of the winning camp, dead or alive: village 2,
 * wolves 3, third party 3, 334 board 1 each; cupid and the wild child with the camp they share
 * the win with (000 §七4,6). Only the first 5 ranked games of a day score
 * (`rankedGamesToday`). Drowned (−2) and self-destructed non-wolves (−5, or 0 when the judge
 * ruled it) lose whatever their camp does (000 §九4②, §八(七)6, R20, R22). An ejected player
 * keeps his camp's result and loses 2 on top (天雷, 000 §九5: "出局" plus −2, not a loss).
 */
import { boardOfSetup } from "../engine/boards.ts";
import { campOf } from "../engine/camps.ts";
import type { GameState, Penalty } from "../engine/types.ts";

export const DAILY_SCORING_GAMES = 5;

const PENALTY_POINTS: Record<Penalty, number> = { drowned: -2, self_destruct: -5, eject: -2, ruled: 0 };

/** Seat → points (seats with 0 omitted). Empty while the game is unfinished. */
export function gamePoints(s: GameState): Record<string, number> {
  const board = boardOfSetup(s.setup);
  if (!board || !s.winner) return {};
  const out: Record<string, number> = {};
  for (const x of s.seats) {
    const loses = x.penalty !== null && x.penalty !== "eject";
    let p = x.penalty ? PENALTY_POINTS[x.penalty] : 0;
    if (!loses && campOf(s, x) === s.winner) {
      const played = s.setup.rankedGamesToday?.[String(x.seat)] ?? 0;
      p += played >= DAILY_SCORING_GAMES ? 0 : board.points[s.winner];
    }
    if (p !== 0) out[String(x.seat)] = p;
  }
  return out;
}
