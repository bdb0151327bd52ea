/**
 * What everyone at the table may know of a game (the match group's view): no role before the
 * end, no night act, no knife, no ballot of an open vote, no private deadline, night deaths only
 * once announced (000 §八(九)1), and only the causes of death the group was told. Pure.
 *
 * Built only from what the group was told (issue 15 item 7): the phase is the one the group was
 * last called to — a shot window or a day skill's window is told only by DM (000 §八(二)10,
 * §八(三)4), so while one is open the view keeps the phase as it was before (`GameState.shown`),
 * and it changes again only with the next public message. Who answered an open vote is not
 * shown (ballots are private until the result is posted, R24).
 */
import { familyOf } from "./families/index.ts";
import { rulesetOf } from "./rulesets/index.ts";
import { isPublicPhase, shownPhase } from "./shown.ts";
import type { DeathCause, GameState, RoleId, ShownPhase, VoteRecord, Winner } from "./types.ts";

/** Causes of death the match group is told (exile, a shot, a boom, drowning, the judge's removal). */
const PUBLIC_CAUSES = new Set<DeathCause>(["exile", "shot", "self_destruct", "drowned", "penalty"]);
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

/** The public view of a game (`GET /games/:id`). */
export interface PublicView {
  label: string;
  /** The phase the group was last called to (never `shot` or `window`). */
  phase: string;
  paused: boolean;
  /** The seat called to speak, and the purpose of the round. */
  speaker: { seat: number; purpose: string } | null;
  /** The open vote: its round and who may be voted (not who already voted, R24). */
  vote: { round: string; options: number[] } | null;
  /** The deadline the group was given, ms on the game clock. */
  deadlineMs: number | null;
  sheriff: number | null;
  candidates: number[];
  withdrawn: number[];
  seats: PublicSeat[];
  /** Every vote so far; under table without `ballots` while the game runs (T14: counts, not who voted whom). */
  votes: (Omit<VoteRecord, "ballots"> & { ballots?: VoteRecord["ballots"] })[];
  winner: Winner | null;
  voided: boolean;
}

/** The public view of `s`. */
export function publicView(s: GameState): PublicView {
  const over = s.phase.kind === "ended";
  const el = s.election;
  // A flipped card is named by its family's card list (forum-hk's are its own, seed 002 身份与阵营).
  const fam = familyOf(rulesetOf(s.setup.ruleset));
  const shown = isPublicPhase(s.phase.kind) ? shownPhase(s) : (s.shown ?? beforeShown(s));
  return {
    label: s.label,
    ...shown,
    paused: s.paused !== null,
    sheriff: s.sheriff,
    // Sign-ups are DMs until the list is posted when the sign-up window closes (000 §八(四)1).
    candidates: el && shown.phase !== "signup" ? el.candidates : [],
    withdrawn: el?.withdrawn ?? [],
    seats: s.seats.map((x) => {
      const known = !x.alive && x.announced;
      const flipped = over || x.mem.revealed === true;
      return {
        seat: x.seat,
        alive: !known,
        out: known ? x.diedAt : null,
        cause: known && x.cause && (over || PUBLIC_CAUSES.has(x.cause)) ? x.cause : null,
        role: flipped ? x.role : null,
        roleZh: flipped ? fam.cardName(x.role) : null,
      };
    }),
    votes:
      rulesetOf(s.setup.ruleset).votes.published === "counts" && !over
        ? s.record.votes.map(({ ballots: _, ...v }) => v)
        : s.record.votes,
    winner: s.winner,
    voided: s.voided,
  };
}

/** A private phase in a snapshot saved before `shown` existed: the night, or the dawn announcement. */
function beforeShown(s: GameState): ShownPhase {
  return { phase: s.label.startsWith("N") ? "night" : "dawn", speaker: null, vote: null, deadlineMs: null };
}
