/**
 * What everyone at the table may know of a game (the match group's view): no role before the
 * end, no night act, no knife, no ballot of an open vote, no private deadline (a seat's skill or
 * shot window would name its role), night deaths only once announced (000 §八(九)1), and only the
 * causes of death the group was told. Pure.
 */
import { roleSpec } from "./roles/index.ts";
import type { DeathCause, GameState, RoleId, VoteRecord, Winner } from "./types.ts";

/** Causes of death the match group is told (exile, a shot, a boom, drowning, the judge's removal). */
const PUBLIC_CAUSES = new Set<DeathCause>(["exile", "shot", "self_destruct", "drowned", "penalty"]);
/** Deadlines the group sees (ms on the game clock). */
const PUBLIC_TIMERS = new Set(["speech", "vote", "signup", "correction", "withdraw", "order", "badge"]);

export interface PublicSeat {
  seat: number;
  alive: boolean;
  /** Phase label of a public death (`D2`, or `N1` once announced). */
  out: string | null;
  cause: DeathCause | null;
  /** Revealed only when the game is over; an idiot who flipped his card shows it. */
  role: RoleId | null;
  roleZh: string | null;
}

export interface PublicView {
  label: string;
  phase: string;
  paused: boolean;
  /** The seat speaking now, and the purpose of the round. */
  speaker: { seat: number; purpose: string } | null;
  /** The open vote: its round, who may be voted, who answered (not what). */
  vote: { round: string; options: number[]; answered: number[] } | null;
  deadlineMs: number | null;
  sheriff: number | null;
  candidates: number[];
  withdrawn: number[];
  seats: PublicSeat[];
  votes: VoteRecord[];
  winner: Winner | null;
  voided: boolean;
}

/** The public view of `s`. */
export function publicView(s: GameState): PublicView {
  const over = s.phase.kind === "ended";
  const ph = s.phase;
  const el = s.election;
  return {
    label: s.label,
    phase: ph.kind,
    paused: s.paused !== null,
    speaker: ph.kind === "speaking" ? { seat: ph.queue[ph.idx], purpose: ph.purpose } : null,
    vote:
      ph.kind === "vote"
        ? { round: ph.round, options: ph.options, answered: Object.keys(ph.ballots).map(Number) }
        : null,
    deadlineMs: s.timers.find((t) => PUBLIC_TIMERS.has(t.kind))?.dueMs ?? null,
    sheriff: s.sheriff,
    // Sign-ups are DMs until the list is posted when the sign-up window closes (000 §八(四)1).
    candidates: el && ph.kind !== "signup" ? el.candidates : [],
    withdrawn: el?.withdrawn ?? [],
    seats: s.seats.map((x) => {
      const known = !x.alive && x.announced;
      const shown = over || x.mem.revealed === true;
      return {
        seat: x.seat,
        alive: !known,
        out: known ? x.diedAt : null,
        cause: known && x.cause && (over || PUBLIC_CAUSES.has(x.cause)) ? x.cause : null,
        role: shown ? x.role : null,
        roleZh: shown ? roleSpec(x.role).zh : null,
      };
    }),
    votes: s.record.votes,
    winner: s.winner,
    voided: s.voided,
  };
}
