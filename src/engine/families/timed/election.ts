/**
 * The day-1 sheriff election, all twelve clauses of 000 §八(四) with R5–R8: 60 s sign-up by DM,
 * 30 s list correction, campaign speeches in dice order (odd = ascending from the lowest
 * candidate, even = descending from the highest, R2/R3), withdraw (退水) at any time before the
 * vote link, a 30 s withdraw window after the speeches, the vote of the non-candidates, one PK,
 * a second tie = no sheriff; then the night-1 deaths are announced. The ruleset's tie steps may
 * add the off-stage PK (classic C3), and a boom may postpone the election to dawn 2 (classic C4).
 */
import { around, present as presentIn } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import type { Reject, SheriffRound } from "../../types.ts";
import { nextSpeaker, startSpeaking } from "./speaking.ts";
import { startVote } from "./vote.ts";

const present = (tx: Tx, seat: number) => presentIn(tx.s, seat);
/** Which tie step a tie after `round` takes (the n-th tie takes `election.ties[n-1]`). */
const TIE_INDEX: Record<SheriffRound, number> = { sheriff: 0, sheriff_pk: 1, sheriff_revote: 1, sheriff_offstage: 2 };

/**
 * Dawn of day `n` (day 1; under table every dawn without a sheriff, T9; classic's re-run at dawn 2
 * after a boom, C4): the sign-up opens before any death of that dawn is announced (000 §八(四)1).
 */
export function startElection(tx: Tx, n = 1): void {
  tx.emit({ type: "election_changed", open: true, pk: null });
  tx.emit({
    type: "phase_started",
    phase: { kind: "signup" },
    label: `D${n}`,
    timers: [tx.timer("signup", tx.rules.seconds.signup)],
  });
}

/** `run` (上警) and `withdraw` (退水). */
export function electionAct(tx: Tx, seat: number, act: "run" | "withdraw"): Reject | null {
  const el = tx.s.election;
  const kind = tx.s.phase.kind;
  if (!el?.open) return { code: "election.not_open", seat };
  if (!present(tx, seat)) return { code: "seat.dead", seat };
  if (act === "run") {
    if (kind !== "signup") return { code: "election.signup_closed", seat };
    if (el.candidates.includes(seat)) return { code: "election.already_running", seat };
    tx.emit({ type: "candidate_joined", seat });
    return null;
  }
  // T9: no withdrawing under table.
  if (!tx.rules.election.withdraw) return { code: "election.no_withdraw", seat };
  if (!el.candidates.includes(seat)) return { code: "election.not_a_candidate", seat };
  if (el.withdrawn.includes(seat)) return { code: "election.already_withdrawn", seat };
  if (kind === "vote") return { code: "election.withdraw_too_late", seat };
  tx.emit({ type: "candidate_withdrew", seat });
  const ph = tx.s.phase;
  if (ph.kind === "speaking" && ph.queue[ph.idx] === seat) nextSpeaker(tx);
  return null;
}

/** Candidates in dice order (R2, R3); a lone candidate needs no roll. */
function diceOrder(tx: Tx, seats: number[], purpose: string): number[] {
  if (seats.length <= 1) return [...seats];
  const up = tx.roll(purpose) % 2 === 1;
  const sorted = [...seats].sort((a, b) => a - b);
  return up ? sorted : sorted.reverse();
}

/** A timer of the election's windows fired. */
export function electionTimeout(tx: Tx, kind: string): void {
  const el = tx.s.election;
  if (!el) return;
  if (kind === "signup") {
    if (el.candidates.length === 0) {
      closeElection(tx, null);
      return;
    }
    tx.emit({
      type: "phase_started",
      phase: { kind: "correction" },
      label: tx.s.label,
      timers: [tx.timer("correction", tx.rules.seconds.correction)],
    });
    return;
  }
  if (kind === "correction") {
    const running = el.candidates.filter((c) => !el.withdrawn.includes(c));
    startSpeaking(tx, "campaign", diceOrder(tx, running, "campaign"));
    return;
  }
  if (kind === "withdraw") decideCandidates(tx, el.candidates, "sheriff");
}

/** Re-opens an election window (sign-up, correction, withdraw) interrupted by a void boom (R7), with a fresh timer. */
export function reopenElectionWindow(tx: Tx, kind: "signup" | "correction" | "withdraw"): void {
  if (kind === "withdraw") {
    openWithdrawWindow(tx);
    return;
  }
  tx.emit({
    type: "phase_started",
    phase: { kind },
    label: tx.s.label,
    timers: [tx.timer(kind, tx.rules.seconds[kind])],
  });
}

/** After the campaign speeches: the 30 s withdraw window (000 §八(四)3). */
export function openWithdrawWindow(tx: Tx): void {
  tx.emit({
    type: "phase_started",
    phase: { kind: "withdraw" },
    label: tx.s.label,
    timers: [tx.timer("withdraw", tx.rules.seconds.withdraw)],
  });
}

/**
 * The sheriff election's voters (`election.voters`): the present players who never ran
 * (withdrawn candidates neither, 000 §八(四)4), or every present player, candidates included (T9,
 * R5); never a revealed idiot (R11).
 */
function sheriffVoters(tx: Tx): number[] {
  const el = tx.s.election;
  const all = tx.s.seats.filter((x) => present(tx, x.seat) && x.mem.revealed !== true).map((x) => x.seat);
  if (tx.rules.election.voters === "everyone_not_self") return all;
  return all.filter((n) => !el?.candidates.includes(n));
}

/**
 * Who is left decides: none → no sheriff; one → elected without a vote (R6, 000 §八(四)7, T9);
 * several → the ruleset's voters vote (`sheriffVoters`).
 */
export function decideCandidates(tx: Tx, among: number[], round: SheriffRound): void {
  const el = tx.s.election;
  if (!el) return;
  const left = among.filter((c) => !el.withdrawn.includes(c) && present(tx, c));
  if (left.length <= 1) {
    closeElection(tx, left[0] ?? null);
    return;
  }
  const eligible = sheriffVoters(tx);
  if (eligible.length === 0) {
    closeElection(tx, null);
    return;
  }
  startVote(tx, round, eligible, left, `${tx.s.label}-election`);
}

/**
 * The result of a sheriff vote: elected, or after a tie the ruleset's next tie step (ranked: a
 * PK after the first tie, R8; table: a revote among the tied by the same voters, no speeches,
 * T9; classic: the PK, then the off-stage PK, C3), or no sheriff when no step is left or nobody
 * was named.
 */
export function sheriffVoteClosed(tx: Tx, round: SheriffRound, top: number[]): void {
  if (top.length === 1) {
    closeElection(tx, top[0]);
    return;
  }
  const tie = tx.rules.election.ties[TIE_INDEX[round]];
  if (top.length === 0 || tie === undefined) {
    closeElection(tx, null);
    return;
  }
  if (tie === "revote") {
    tx.emit({ type: "election_changed", open: true, pk: top });
    startVote(tx, "sheriff_revote", sheriffVoters(tx), top, `${tx.s.label}-election`);
    return;
  }
  tx.emit({ type: "election_changed", open: true, pk: top });
  if (tie === "pk") {
    startSpeaking(tx, "sheriff_pk", diceOrder(tx, top, "sheriff_pk"));
    return;
  }
  // C3 (001 §三1(4)): the tied stay silent on the stand; every other present player speaks once,
  // withdrawn candidates included, in dice order (R2: odd from seat 1 up, even from seat N down).
  const up = tx.roll("sheriff_offstage") % 2 === 1;
  const n = tx.s.seats.length;
  const speakers = around(tx.s, up ? 1 : n, up ? "up" : "down", (x) => present(tx, x) && !top.includes(x));
  startSpeaking(tx, "sheriff_offstage", speakers, 0, 0, { stand: top, voters: [] });
}

/**
 * Ends the election (elected seat or none); the plan goes on (the dawn's deaths are announced).
 * Nobody elected: no sheriff for the game (R6, R8), or for today only (T9), recorded nowhere.
 */
export function closeElection(tx: Tx, seat: number | null): void {
  tx.emit({ type: "election_changed", open: false, pk: null });
  if (seat !== null) tx.emit({ type: "sheriff_changed", seat, gone: false, silent: false });
  else if (tx.rules.election.noneElected === "badge_gone")
    tx.emit({ type: "sheriff_changed", seat: null, gone: true, silent: true });
  else tx.emit({ type: "public_notice", kind: "no_sheriff_today" });
  tx.next({ after: "election" });
}
