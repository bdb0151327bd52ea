/**
 * Ranked points of one seat in one finished game (000 §四1, §八(七)6, §九4-5, R20, R22).
 * Pure. A win scores for every member of the winning camp, dead or alive: village 2,
 * wolves 3, third party 3, 334 board 1 each. Only the first 5 ranked games of a day score
 * (the ledger in `ledger.ts` counts them; the engine gets `rankedGamesToday`). Drowned (−2)
 * and self-destructed non-wolves (−5, or 0 when the judge ruled it) lose whatever their camp
 * does (000 §九4②, §八(七)6, R20, R22). An ejected player keeps his camp's result and loses 2
 * on top (天雷, 000 §九5: "出局" plus −2, not a loss). Penalties apply even beyond the daily cap:
 * the cap stops a win from scoring, not a deduction.
 */
import { type Board, boardOfSetup } from "../engine/boards.ts";
import { campOf as seatCamp } from "../engine/camps.ts";
import { RULESETS } from "../engine/rulesets/index.ts";
import type { GameState, Penalty, Winner } from "../engine/types.ts";

/** Ranked games a player may score per day (000 §四1); later ones count for the win statistics only. */
export const DAILY_SCORING_GAMES = 5;

/** Points a penalty costs, in ranked points (000 §八(七)6 −5, §九4② −2, §九5 −2; `ruled`: none). */
export const PENALTY_POINTS: Readonly<Record<Penalty, number>> = {
  drowned: -2,
  self_destruct: -5,
  eject: -2,
  ruled: 0,
};

/** Whether a penalty makes the seat lose whatever its camp does (R20, R22); an ejection does not (000 §九5). */
export function losesByPenalty(penalty: Penalty | null): boolean {
  return penalty !== null && penalty !== "eject";
}

/** One seat's score in one game, in ranked points. `total = win + penalty`. */
export interface SeatScore {
  /** The seat won: its camp won and no penalty turned it into a loss (R20, R22). */
  won: boolean;
  /** Points for the win: 0 for a loss or a win beyond the daily cap (000 §四1). */
  win: number;
  /** Deduction (≤ 0) for the seat's penalty (000 §八(七)6, §九4②, §九5). */
  penalty: number;
  total: number;
}

/**
 * The score of one seat (000 §四1, R20, R22): `campWon` is whether the camp the seat shares
 * the win with won (cupid and the wild child score with that camp, R22); `capped` is true when
 * the player already played `DAILY_SCORING_GAMES` ranked games that day.
 */
export function seatScore(
  board: Board,
  winner: Winner | null,
  seat: { campWon: boolean; penalty: Penalty | null; capped: boolean },
): SeatScore {
  const won = winner !== null && seat.campWon && !losesByPenalty(seat.penalty);
  // No ranked board has a piper (table only, T23): his win scores nothing here.
  const win = won && !seat.capped && winner !== "piper" && winner !== "old_believer" ? board.points[winner] : 0;
  const penalty = seat.penalty ? PENALTY_POINTS[seat.penalty] : 0;
  return { won, win, penalty, total: win + penalty };
}

/** The camp a role team wins as (wolf → wolves, third → lovers, village → villagers). */
export function campOf(team: string): Winner {
  return team === "wolf" ? "wolves" : team === "third" ? "lovers" : "villagers";
}

/** Seat → points (seats with 0 omitted) of an engine game. Empty while the game is unfinished. */
export function gamePoints(s: GameState): Record<string, number> {
  const board = boardOfSetup(s.setup);
  // Ranked points only under a ranked ruleset (C2, T22: `points` is `{}` elsewhere).
  if (!board || !s.winner || RULESETS[s.setup.ruleset]?.scoring !== "ranked") return {};
  const out: Record<string, number> = {};
  for (const x of s.seats) {
    const played = s.setup.rankedGamesToday?.[String(x.seat)] ?? 0;
    const { total } = seatScore(board, s.winner, {
      campWon: seatCamp(s, x) === s.winner,
      penalty: x.penalty,
      capped: played >= DAILY_SCORING_GAMES,
    });
    if (total !== 0) out[String(x.seat)] = total;
  }
  return out;
}
