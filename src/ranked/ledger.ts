/**
 * The season ledger (issue #6): a pure fold of a season's finished ranked games into
 * standings, per-game point changes and a leaderboard (000 §四1-3, §五4, R20, R22), with the
 * season sanctions applied as it goes (issue #16: 段位清零 000 §八(七)6, the posted role card's
 * ban and points clear 000 §九6, ban proposals 000 §九1, §九5, §九7; see {@link Sanction}).
 * No I/O and no clock: `nowMs` is passed in. A judge's ruling is applied by folding again
 * with the corrected result (`replaceResult`): the daily cap and every sanction are recounted
 * from scratch, so a ruling on an early game can change which later games of that day score.
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
  /** What players call it (「S7赛季」); texts fall back to the id only without one. */
  name?: string;
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
  /** 黑麦 (missed speeches or votes) in this game (000 §九4②); two drown the seat. Absent on old rows = 0. */
  noShows?: number;
  /** A judge's or the organisers' rulings on this seat's conduct in this game (000 §九1, §九6); at most one per kind. */
  offences?: Offence[];
}

/**
 * Conduct a judge rules on after the game, kept with the result so the fold sees it:
 * `role_card` = posted his role card, or told another player his card (000 §九6);
 * `outside` = 场外, passing on game information outside the wolves' room (000 §九1).
 * (A profanity ejection, 000 §九5, is the engine's `eject` penalty itself.)
 */
export const OFFENCES = ["role_card", "outside"] as const;
export type OffenceKind = (typeof OFFENCES)[number];

/** One ruled offence: `at` is when it was ruled (epoch ms); its sanction takes effect then. */
export interface Offence {
  kind: OffenceKind;
  at: number;
  /** Who ruled it (a contact id, or `admin`). */
  by?: string;
}

/** Length of the ranked ban for a first posted role card (000 §九6 "禁赛一周"), ms. */
export const ROLE_CARD_BAN_MS = 7 * 86_400_000;

/** Why the organisers are asked to consider a ban (they decide; the bot only proposes). */
export type ProposalReason =
  /** 场外 (000 §九1 "一经发现，即处以永久禁赛"). */
  | "outside"
  /** A third (or later) ejection for profanity in a season (000 §九5 "三次以上…提请…永久禁赛"). */
  | "profanity"
  /** A second (or later) non-wolf self-destruct (000 §八(七)6 "段位清零，甚至禁赛"). */
  | "repeat_boom"
  /** A third (or later) posted role card: the handbook names nothing beyond the second (000 §九6, §九7). */
  | "repeat_role_card";

interface SanctionBase {
  playerId: string;
  /** The game whose penalty or offence caused it. */
  gameId: string;
  /** When it took effect, epoch ms: the game's end for a penalty, the ruling for an offence. */
  at: number;
  /** The clause applied, e.g. `000 §八(七)6`. */
  clause: string;
  /** This is the player's n-th offence of its kind this season (1-based). */
  nth: number;
}

/**
 * A season sanction the fold applied (re-computed on every fold, never stored):
 * - `tier_cleared` (段位清零, 000 §八(七)6): points (down to 0, never up) and every win count reset;
 *   `points` and `wins` say how much was taken.
 * - `points_cleared` (扣除当前积分, 000 §九6): points down to 0; wins kept.
 * - `ban`: a ranked ban `[startsAt, endsAt)` epoch ms (000 §九6 "禁赛一周").
 * - `ban_proposal`: the organisers are asked to ban (`permanent` or of their choosing).
 */
export type Sanction =
  | (SanctionBase & { kind: "tier_cleared"; points: number; wins: number })
  | (SanctionBase & { kind: "points_cleared"; points: number })
  | (SanctionBase & { kind: "ban"; startsAt: number; endsAt: number })
  | (SanctionBase & { kind: "ban_proposal"; reason: ProposalReason; permanent: boolean });

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
  /** Voided by the judge (作废, 000 §二): counts for nobody, whatever `valid` says. */
  voided?: boolean;
  seats: SeatResult[];
}

/** Why a game scored or not. */
export type GameStatus = "scored" | "invalid" | "voided" | "out_of_season";

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
  /** The player's season points after this game (and its sanctions). */
  pointsAfter: number;
  /** Sanctions this game's penalty brought (段位清零, ban proposals); offences ruled later are in `Standing.sanctions`. */
  sanctions: Sanction[];
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
  /** 黑麦 this season, in counted games (000 §九4②). */
  noShows: number;
  /** Offences ruled this season, by kind (000 §九1, §九6), in any game of the season. */
  offences: Record<OffenceKind, number>;
  /** Sanctions applied this season, in the order they took effect. */
  sanctions: Sanction[];
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
  /** Every player with a counted game or an offence (the latter may have rank 0). */
  byPlayer: ReadonlyMap<string, Standing>;
  /** Every sanction of the season, in the order they took effect. */
  sanctions: Sanction[];
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
    noShows: 0,
    offences: { role_card: 0, outside: 0 },
    sanctions: [],
    lastChangeAt: null,
    rank: 0,
  };
}

/** A player's standing, or a zero standing (no tier, rank 0) for a player without counted games. */
export function standingOf(ledger: Ledger, playerId: string): Standing {
  return ledger.byPlayer.get(playerId) ?? emptyStanding(playerId);
}

/** Penalties of a standing for the leaderboard order: penalties of counted games plus their 黑麦. */
export const penaltyCount = (s: Standing): number => Object.values(s.penalties).reduce((a, b) => a + b, 0) + s.noShows;

/**
 * Issue 26 item 10: what places a player on the leaderboard, best first — points desc; tier desc
 * (win counts met, 000 §四2); total wins desc; fewer penalties ({@link penaltyCount}); fewer
 * games (the same with less); reached the points earlier (`lastChangeAt` asc, never changed last). Players equal on all of these are
 * tied: they share a rank (1, 1, 3) and nothing else (never the contact id) sets them apart.
 */
function rankKey(s: Standing): number[] {
  return [-s.points, -(s.tier?.rank ?? 0), -s.winsTotal, penaltyCount(s), s.games, s.lastChangeAt ?? Infinity];
}

/**
 * Leaderboard order: {@link rankKey} (0 for a tie), then, only to list tied players in a fixed
 * order, playerId ascending by UTF-16 code units.
 */
export function compareStandings(a: Standing, b: Standing): number {
  return compareRank(a, b) || (a.playerId < b.playerId ? -1 : a.playerId > b.playerId ? 1 : 0);
}

/** Compares two standings by {@link rankKey} only: 0 when they are tied (same rank). */
export function compareRank(a: Standing, b: Standing): number {
  const ka = rankKey(a);
  const kb = rankKey(b);
  for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ka[i] < kb[i] ? -1 : 1;
  return 0;
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
 * Folds a season's finished ranked games (000 §四1-3, §五4, R20, R22) and applies the season
 * sanctions (000 §八(七)6, §九1, §九5, §九6; see {@link Sanction}). Games are taken in `endedAt`
 * order (ties keep input order); those outside the season, invalid or voided change nothing and
 * do not count toward the cap. Offences ruled on a seat (`SeatResult.offences`) are taken at the
 * time they were ruled, in any game of the season (invalid or voided ones too: the conduct
 * happened); penalty-based sanctions count only penalties of counted games. Throws on an unknown
 * board or role, a duplicate game id or a player seated twice (corrupt input, not a game situation).
 */
export function foldSeason(season: Season, games: readonly GameResult[], nowMs: number): Ledger {
  const ids = new Set<string>();
  for (const g of games) {
    if (ids.has(g.gameId)) throw new Error(`game ${g.gameId} listed twice: use replaceResult for a ruling`);
    ids.add(g.gameId);
  }
  const players = new Map<string, Standing>();
  const standing = (playerId: string) => {
    let p = players.get(playerId);
    if (!p) {
      p = emptyStanding(playerId);
      players.set(playerId, p);
    }
    return p;
  };
  const days = new Map<string, { day: number; count: number }>();
  const today = shanghaiDay(nowMs);
  const changes: GameChange[] = [];
  const sanctions: Sanction[] = [];
  const sanction = (p: Standing, s: Sanction) => {
    p.sanctions.push(s);
    sanctions.push(s);
    return s;
  };
  const statusOf = (g: GameResult): GameStatus =>
    g.endedAt < season.startsAt || g.endedAt >= season.endsAt
      ? "out_of_season"
      : g.voided
        ? "voided"
        : g.valid
          ? "scored"
          : "invalid";

  /** One counted seat: its score, then the penalty's season sanctions (000 §八(七)6, §九5). */
  const scoreSeat = (g: GameResult, board: Board, x: SeatResult): SeatChange => {
    const p = standing(x.playerId);
    const day = shanghaiDay(g.endedAt);
    const d = days.get(x.playerId);
    const dayGame = d && d.day === day ? d.count + 1 : 1;
    days.set(x.playerId, { day, count: dayGame });
    const capped = dayGame > DAILY_SCORING_GAMES;
    const sc = seatScore(board, g.winner, { campWon: x.campWon, penalty: x.penalty, capped });
    const before = p.points;
    p.points += sc.total;
    p.games += 1;
    p.noShows += x.noShows ?? 0;
    if (x.penalty) p.penalties[x.penalty] += 1;
    if (sc.won) {
      p.winsTotal += 1;
      const cls = winClassOf(x.role);
      if (cls) p.wins[cls] += 1;
    }
    const base = { playerId: x.playerId, gameId: g.gameId, at: g.endedAt };
    const here: Sanction[] = [];
    // 000 §八(七)6: a second (and any later) non-wolf self-destruct of the season clears the tier.
    const booms = p.penalties.self_destruct;
    if (x.penalty === "self_destruct" && booms >= 2) {
      const wins = p.winsTotal;
      const taken = Math.max(p.points, 0);
      p.points -= taken;
      p.wins = { wolf: 0, god: 0, villager: 0 };
      p.winsTotal = 0;
      const clause = "000 §八(七)6";
      here.push(sanction(p, { ...base, kind: "tier_cleared", clause, nth: booms, points: taken, wins }));
      here.push(
        sanction(p, { ...base, kind: "ban_proposal", clause, nth: booms, reason: "repeat_boom", permanent: false }),
      );
    }
    // 000 §九5: a third (or later) ejection in a season: the organisers are asked for a permanent ban.
    const ejections = p.penalties.eject;
    if (x.penalty === "eject" && ejections >= 3)
      here.push(
        sanction(p, {
          ...base,
          kind: "ban_proposal",
          clause: "000 §九5",
          nth: ejections,
          reason: "profanity",
          permanent: true,
        }),
      );
    if (p.points !== before) p.lastChangeAt = g.endedAt;
    if (day === today) p.today = { games: dayGame, scored: Math.min(dayGame, DAILY_SCORING_GAMES) };
    return {
      seat: x.seat,
      playerId: x.playerId,
      role: x.role,
      penaltyKind: x.penalty,
      won: sc.won,
      win: sc.win,
      penalty: sc.penalty,
      delta: sc.total,
      capped: capped && sc.won,
      dayGame,
      pointsAfter: p.points,
      sanctions: here,
    };
  };

  /** One ruled offence, at the time it was ruled (000 §九1, §九6). */
  const offence = (g: GameResult, x: SeatResult, o: Offence, at: number) => {
    const p = standing(x.playerId);
    p.offences[o.kind] += 1;
    const nth = p.offences[o.kind];
    const base = { playerId: x.playerId, gameId: g.gameId, at, nth };
    if (o.kind === "outside") {
      sanction(p, { ...base, kind: "ban_proposal", clause: "000 §九1", reason: "outside", permanent: true });
      return;
    }
    // 000 §九6: the first time a one-week ban, the second (and later) the current points are cleared.
    if (nth === 1) {
      sanction(p, { ...base, kind: "ban", clause: "000 §九6", startsAt: at, endsAt: at + ROLE_CARD_BAN_MS });
      return;
    }
    const taken = Math.max(p.points, 0);
    if (taken > 0) {
      p.points = 0;
      p.lastChangeAt = at;
    }
    sanction(p, { ...base, kind: "points_cleared", clause: "000 §九6", points: taken });
    if (nth >= 3)
      sanction(p, { ...base, kind: "ban_proposal", clause: "000 §九7", reason: "repeat_role_card", permanent: false });
  };

  // The season as a timeline: each game at its end, each offence when it was ruled (never before
  // its game ended); at equal times games first, then input order.
  type Step =
    | { t: number; i: number; game: GameResult }
    | { t: number; i: number; game: GameResult; seat: SeatResult; offence: Offence };
  const steps: Step[] = [];
  games.forEach((g, i) => {
    steps.push({ t: g.endedAt, i, game: g });
    for (const x of g.seats)
      for (const o of x.offences ?? []) steps.push({ t: Math.max(o.at, g.endedAt), i, game: g, seat: x, offence: o });
  });
  const isOffence = (s: Step) => "offence" in s;
  steps.sort((a, b) => a.t - b.t || Number(isOffence(a)) - Number(isOffence(b)) || a.i - b.i);
  for (const step of steps) {
    const g = step.game;
    const status = statusOf(g);
    if ("offence" in step) {
      if (status !== "out_of_season") offence(g, step.seat, step.offence, step.t);
      continue;
    }
    const board = check(g);
    const seats = g.seats.map((x): SeatChange => {
      if (status === "scored") return scoreSeat(g, board, x);
      return {
        seat: x.seat,
        playerId: x.playerId,
        role: x.role,
        penaltyKind: x.penalty,
        won: false,
        win: 0,
        penalty: 0,
        delta: 0,
        capped: false,
        dayGame: 0,
        pointsAfter: players.get(x.playerId)?.points ?? 0,
        sanctions: [],
      };
    });
    changes.push({ gameId: g.gameId, endedAt: g.endedAt, board: g.board, status, seats });
  }
  for (const p of players.values()) p.tier = tierOf(p.points, p.wins);
  const leaderboard = [...players.values()].filter((p) => p.games > 0).sort(compareStandings);
  // Tied players share a rank (standard competition ranking: 1, 1, 3).
  leaderboard.forEach((p, i) => {
    p.rank = i > 0 && compareRank(leaderboard[i - 1], p) === 0 ? leaderboard[i - 1].rank : i + 1;
  });
  return { season, nowMs, games: changes, leaderboard, byPlayer: players, sanctions };
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
 * `campWon` is whether the camp the seat shares the win with won (cupid, lovers and the wild
 * child follow the game, 000 §七); `noShows` are the seat's 黑麦 (000 §九4②: two drown him, the
 * leaver's record). A game voided by the judge (作废) gives `voided: true`, no winner and no
 * camp won: it counts for nobody. `endedAt` defaults to the state's clock. Throws for a game
 * that has not ended or a seat without a player.
 */
export function resultOfGame(
  s: GameState,
  meta: { gameId: string; players: Record<string, string>; valid: boolean; endedAt?: number },
): GameResult {
  if (!s.winner && !s.voided) throw new Error(`game ${meta.gameId} has not ended`);
  const winner = s.winner;
  return {
    gameId: meta.gameId,
    endedAt: meta.endedAt ?? s.nowMs,
    board: s.setup.board,
    winner,
    valid: meta.valid,
    ...(s.voided ? { voided: true } : {}),
    seats: s.seats.map((x) => {
      const playerId = meta.players[String(x.seat)];
      if (playerId === undefined) throw new Error(`game ${meta.gameId}: no player for seat ${x.seat}`);
      return {
        seat: x.seat,
        playerId,
        role: x.role,
        campWon: winner !== null && seatCamp(s, x) === winner,
        penalty: x.penalty,
        noShows: x.noShows,
      };
    }),
  };
}
