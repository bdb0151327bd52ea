/**
 * Statement texts of the season's results (src/store/seasons.ts) that tests and benches read too.
 */

/**
 * The statement of `SeasonStore.resultsOfPlayers` for `n` players: `$1`, `$2` the season's
 * start and end (epoch ms), `$3…` one `[{"playerId": …}]` each, ORed containment tests that each
 * scan the index `RankedResult_seats_idx` (migration 20261207090000_ranked_result_players).
 */
export const RESULTS_OF_PLAYERS = (n: number) => `SELECT "gameId", "endedAt", board, winner, valid, voided, seats
  FROM "RankedResult"
  WHERE "endedAt" >= 'epoch'::timestamp + $1::bigint * interval '1 millisecond'
    AND "endedAt" < 'epoch'::timestamp + $2::bigint * interval '1 millisecond'
    AND (${Array.from({ length: n }, (_, i) => `seats @> $${i + 3}::jsonb`).join(" OR ")})
  ORDER BY "endedAt", "gameId"`;

/**
 * The fingerprint of a season's results (`SeasonStore.resultsFingerprint`): `$1`, `$2` its start
 * and end (epoch ms). How many there are and the sum of their update times (ms): a new result
 * raises the count, a correction its own `updatedAt` (written `now()`), whichever process wrote it.
 */
export const RESULTS_FINGERPRINT = `SELECT count(*)::text || ':' || COALESCE(sum(floor(extract(epoch FROM "updatedAt") * 1000)), 0)::text AS f
  FROM "RankedResult"
  WHERE "endedAt" >= 'epoch'::timestamp + $1::bigint * interval '1 millisecond'
    AND "endedAt" < 'epoch'::timestamp + $2::bigint * interval '1 millisecond'`;
