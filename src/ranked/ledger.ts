/**
 * The season ledger (issue #6): a pure fold of a season's finished ranked games into
 * standings, per-game point changes and a leaderboard (000 §四1-3, §五4, R20, R22).
 * No I/O and no clock: `nowMs` is passed in. A judge's ruling is applied by folding again
 * with the corrected result (`replaceResult`): the daily cap is recounted from scratch, so a
 * ruling on an early game can change which later games of that day score.
 */
import { type Board, boardById } from "../engine/boards.ts";
import { campOf as seatCamp } from "../engine/camps.ts";
import { roleSpec } from "../engine/roles/index.ts";
import type { GameState, Penalty, Winner } from "../engine/types.ts";
import { shanghaiDay } from "./day.ts";
import { DAILY_SCORING_GAMES, seatScore } from "./points.ts";
import { type Tier, tierOf, type WinsByClass, winClassOf } from "./tiers.ts";

/** A season (000 §三2, §四3): games ending in `[startsAt, endsAt)` count; everyone starts at 0. Epoch ms. */
export interface Season {
  id: string;
  startsAt: number;
  endsAt: number;
}

/** One seat of a finished ranked game. */
export interface SeatResult {
  seat: number;
  playerId: string;
  /** The card the player ended with (a thief: the card he took). */
  role: string;
  /** The camp this seat shares the win with won (R22: cupid, wild child score with that camp). */
  campWon: boolean;
  penalty: Penalty | null;
}

/** A finished ranked game, as the ledger needs it. */
export interface GameResult {
  gameId: string;
  /** When the game ended, epoch ms: decides the season and the Shanghai day (000 §四1). */
  endedAt: number;
  /** Board id of 000 §六 (`334-classic` scores 1 per win). */
  board: string;
  /** Winning camp; null when nobody won (the game scores only penalties). */
  winner: Winner | null;
  /** False for a game without an inspector (000 §五4, 无效局): it scores nothing and is not counted. */
  valid: boolean;
  seats: SeatResult[];
}

/** Why a game scored or not. */
export type GameStatus = "scored" | "invalid" | "out_of_season";

/** One seat's point change in one game (for the end-of-game post). Points are ranked points. */
export interface SeatChange {
  seat: number;
  playerId: string;
  role: string;
  /** Won after penalties (R20, R22); false in a game that did not count. */
  won: boolean;
  /** Points for the win (0 for a loss, a capped win, or a game that did not count). */
  win: number;
  /** Deduction (≤ 0) for `penaltyKind`. */
  penalty: number;
  penaltyKind: Penalty | null;
  /** `win + penalty`. */
  delta: number;
  /** A win that did not score because of the 5-a-day cap (000 §四1); it still counts as a win. */
  capped: boolean;
  /** This game is the player's n-th counted game of its Shanghai day (1-based); 0 if not counted. */
  dayGame: number;
  /** The player's season points after this game. */
  pointsAfter: number;
}

export interface GameChange {
  gameId: string;
  endedAt: number;
  board: string;
  status: GameStatus;
  seats: SeatChange[];
}

/** A player's season standing. Only valid games inside the season count. */
export interface Standing {
  playerId: string;
  /** Season points; penalties can make it negative (no floor in 000). */
  points: number;
  /** Highest tier whose points and wins are met (000 §四2); null below 青铜Ⅲ. */
  tier: Tier | null;
  /** Wins per card class (000 §四2), capped games included. */
  wins: WinsByClass;
  /** All wins, including cards in no class (cupid, thief, wild child). */
  winsTotal: number;
  /** Counted games (valid, in season). */
  games: number;
  /** Counted games on the Shanghai day of `nowMs`, and how many of them scored (≤ 5). */
  today: { games: number; scored: number };
  /** Penalties received this season, by kind (000 §八(七)6 and §九5 escalate on repeats). */
  penalties: Record<Penalty, number>;
  /** `endedAt` of the last game that changed the points; null if they never changed. */
  lastChangeAt: number | null;
  /** 1-based position on the leaderboard. */
  rank: number;
}

export interface Ledger {
  season: Season;
  nowMs: number;
  /** Every input game, in fold order (by `endedAt`, ties in input order), with its changes. */
  games: GameChange[];
  /** Every player with a counted game, best first (see `compareStandings`). */
  leaderboard: Standing[];
  byPlayer: ReadonlyMap<string, Standing>;
}

function emptyStanding(playerId: string): Standing {
  return {
    playerId,
    points: 0,
    tier: null,
    wins: { wolf: 0, god: 0, villager: 0 },
    winsTotal: 0,
    games: 0,
    today: { games: 0, scored: 0 },
    penalties: { drowned: 0, self_destruct: 0, eject: 0, ruled: 0 },
    lastChangeAt: null,
    rank: 0,
  };
}

/** A player's standing, or a zero standing (no tier, rank 0) for a player without counted games. */
export function standingOf(ledger: Ledger, playerId: string): Standing {
  return ledger.byPlayer.get(playerId) ?? emptyStanding(playerId);
}

/**
 * Leaderboard order, deterministic: points desc; tier desc (win counts met); total wins desc;
 * fewer games; reached the points earlier (`lastChangeAt` asc, never changed last); playerId
 * ascending by UTF-16 code units.
 */
export function compareStandings(a: Standing, b: Standing): number {
  const key = (s: Standing) => [-s.points, -(s.tier?.rank ?? 0), -s.winsTotal, s.games, s.lastChangeAt ?? Infinity];
  const ka = key(a);
  const kb = key(b);
  for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ka[i] < kb[i] ? -1 : 1;
  return a.playerId < b.playerId ? -1 : a.playerId > b.playerId ? 1 : 0;
}

function check(g: GameResult): Board {
  const board = boardById(g.board);
  if (!board) throw new Error(`game ${g.gameId}: unknown board ${g.board}`);
  if (!Number.isFinite(g.endedAt)) throw new Error(`game ${g.gameId}: endedAt is not a time`);
  const players = new Set(g.seats.map((x) => x.playerId));
  if (players.size !== g.seats.length) throw new Error(`game ${g.gameId}: a player sits twice`);
  for (const x of g.seats) roleSpec(x.role);
  return board;
}

/**
 * Folds a season's finished ranked games (000 §四1-3, §五4, R20, R22). Games are taken in
 * `endedAt` order (ties keep input order); those outside the season or invalid change nothing
 * and do not count toward the cap. Throws on an unknown board or role, a duplicate game id or
 * a player seated twice (corrupt input, not a game situation).
 */
export function foldSeason(season: Season, games: readonly GameResult[], nowMs: number): Ledger {
  const ids = new Set<string>();
  for (const g of games) {
    if (ids.has(g.gameId)) throw new Error(`game ${g.gameId} listed twice: use replaceResult for a ruling`);
    ids.add(g.gameId);
  }
  const ordered = games.map((g, i) => ({ g, i })).sort((a, b) => a.g.endedAt - b.g.endedAt || a.i - b.i);
  const players = new Map<string, Standing>();
  const days = new Map<string, { day: number; count: number }>();
  const today = shanghaiDay(nowMs);
  const changes: GameChange[] = [];
  for (const { g } of ordered) {
    const board = check(g);
    const status: GameStatus =
      g.endedAt < season.startsAt || g.endedAt >= season.endsAt ? "out_of_season" : g.valid ? "scored" : "invalid";
    const day = shanghaiDay(g.endedAt);
    const seats = g.seats.map((x): SeatChange => {
      let p = players.get(x.playerId);
      const base = { seat: x.seat, playerId: x.playerId, role: x.role, penaltyKind: x.penalty };
      if (status !== "scored")
        return {
          ...base,
          won: false,
          win: 0,
          penalty: 0,
          delta: 0,
          capped: false,
          dayGame: 0,
          pointsAfter: p?.points ?? 0,
        };
      if (!p) {
        p = emptyStanding(x.playerId);
        players.set(x.playerId, p);
      }
      const d = days.get(x.playerId);
      const dayGame = d && d.day === day ? d.count + 1 : 1;
      days.set(x.playerId, { day, count: dayGame });
      const capped = dayGame > DAILY_SCORING_GAMES;
      const sc = seatScore(board, g.winner, { campWon: x.campWon, penalty: x.penalty, capped });
      p.points += sc.total;
      p.games += 1;
      if (sc.total !== 0) p.lastChangeAt = g.endedAt;
      if (x.penalty) p.penalties[x.penalty] += 1;
      if (sc.won) {
        p.winsTotal += 1;
        const cls = winClassOf(x.role);
        if (cls) p.wins[cls] += 1;
      }
      if (day === today) p.today = { games: dayGame, scored: Math.min(dayGame, DAILY_SCORING_GAMES) };
      return {
        ...base,
        won: sc.won,
        win: sc.win,
        penalty: sc.penalty,
        delta: sc.total,
        capped: capped && sc.won,
        dayGame,
        pointsAfter: p.points,
      };
    });
    changes.push({ gameId: g.gameId, endedAt: g.endedAt, board: g.board, status, seats });
  }
  for (const p of players.values()) p.tier = tierOf(p.points, p.wins);
  const leaderboard = [...players.values()].sort(compareStandings);
  leaderboard.forEach((p, i) => {
    p.rank = i + 1;
  });
  return { season, nowMs, games: changes, leaderboard, byPlayer: players };
}

/** The game list with `corrected` in place of the game with its id (a judge's ruling, 000 §二). */
export function replaceResult(games: readonly GameResult[], corrected: GameResult): GameResult[] {
  const i = games.findIndex((g) => g.gameId === corrected.gameId);
  if (i < 0) throw new Error(`game ${corrected.gameId} is not in the list`);
  return games.map((g, j) => (j === i ? corrected : g));
}

/** Players whose season points differ between two folds (e.g. before and after a ruling), by playerId. */
export function pointChanges(before: Ledger, after: Ledger): { playerId: string; before: number; after: number }[] {
  const ids = [...new Set([...before.byPlayer.keys(), ...after.byPlayer.keys()])].sort();
  return ids
    .map((playerId) => ({
      playerId,
      before: standingOf(before, playerId).points,
      after: standingOf(after, playerId).points,
    }))
    .filter((c) => c.before !== c.after);
}

/**
 * The ledger input of a finished engine game. `players` maps seat number → playerId;
 * `campWon` follows the seat's role team (cupid and the wild child are not played by the
 * engine yet, R22). `endedAt` defaults to the state's clock.
 */
export function resultOfGame(
  s: GameState,
  meta: { gameId: string; players: Record<string, string>; valid: boolean; endedAt?: number },
): GameResult {
  if (!s.winner) throw new Error(`game ${meta.gameId} has not ended`);
  const winner = s.winner;
  return {
    gameId: meta.gameId,
    endedAt: meta.endedAt ?? s.nowMs,
    board: s.setup.board,
    winner,
    valid: meta.valid,
    seats: s.seats.map((x) => {
      const playerId = meta.players[String(x.seat)];
      if (playerId === undefined) throw new Error(`game ${meta.gameId}: no player for seat ${x.seat}`);
      return {
        seat: x.seat,
        playerId,
        role: x.role,
        // The camp the seat shares the win with: cupid, lovers and the wild child follow the game (000 §七).
        campWon: seatCamp(s, x) === winner,
        penalty: x.penalty,
      };
    }),
  };
}
