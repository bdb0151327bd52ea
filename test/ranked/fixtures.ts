/** Small finished-game results for the ranked tests. */
import { roleSpec } from "../../src/engine/roles/index.ts";
import type { Penalty, Winner } from "../../src/engine/types.ts";
import type { GameResult, Season } from "../../src/ranked/ledger.ts";
import { campOf } from "../../src/ranked/points.ts";

export const H = 3_600_000;
export const MIN = 60_000;
/** 2026-11-01T00:00Z, a Sunday; 08:00 in Shanghai. */
export const T0 = Date.UTC(2026, 10, 1);
export const SEASON: Season = { id: "S7", startsAt: T0, endsAt: T0 + 60 * 24 * H };

export type Seat = [playerId: string, role: string, penalty?: Penalty, campWon?: boolean];

/** A 2-seat stand-in for a finished game (the ledger does not check the deal). */
export function game(
  gameId: string,
  endedAt: number,
  winner: Winner | null,
  seats: Seat[],
  extra: Partial<GameResult> = {},
) {
  return {
    gameId,
    endedAt,
    board: "444-idiot",
    winner,
    valid: true,
    seats: seats.map(([playerId, role, penalty, campWon], i) => ({
      seat: i + 1,
      playerId,
      role,
      campWon: campWon ?? (winner !== null && campOf(roleSpec(role).team) === winner),
      penalty: penalty ?? null,
    })),
    ...extra,
  } satisfies GameResult;
}

/** `n` games of `a` (werewolf) against `b` (villager), `gap` ms apart from `start`; `a` wins them all. */
export function wolfWins(prefix: string, start: number, n: number, gap = 30 * MIN): GameResult[] {
  return Array.from({ length: n }, (_, i) =>
    game(`${prefix}${i + 1}`, start + i * gap, "wolves", [
      ["a", "werewolf"],
      ["b", "villager"],
    ]),
  );
}
