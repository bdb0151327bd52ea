/**
 * Votes (000 §八(四)4-5, §八(六), R9, R24): sheriff, sheriff PK, exile, exile PK. A vote closes
 * when every voter has answered, else after 120 s; a voter who never answers gets a no-show
 * (000 §九4② "未投票按失联处理"). Abstaining (`null`) is always allowed (000 §八(六)4).
 */
import { sheriffWeight } from "../../rulesets/index.ts";
import { present as presentIn } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { isSheriffRound, type Phase, type Reject, type Target, type VoteRound } from "../../types.ts";
import { noShow } from "./penalties.ts";

const present = (tx: Tx, seat: number) => presentIn(tx.s, seat);

type Vote = Extract<Phase, { kind: "vote" }>;

/**
 * Opens a vote for `eligible` seats over `options`. Seats that lost their vote in round
 * `roundKey` (a no-show or a second warning, 000 §九2,4) are muted: they must still abstain.
 */
export function startVote(tx: Tx, round: VoteRound, eligible: number[], options: number[], roundKey: string): void {
  const muted = eligible.filter((n) => tx.s.seats[n - 1].noVoteIn === roundKey);
  const voters = eligible.filter((n) => !muted.includes(n));
  tx.emit({
    type: "phase_started",
    phase: { kind: "vote", round, voters, muted, options, ballots: {} },
    label: tx.s.label,
    timers: [tx.timer("vote", tx.rules.seconds.vote)],
  });
}

/** Re-opens a vote interrupted by a void boom (R7) or a judge's removal, with a fresh timer; ballots are kept. */
export function reopenVote(tx: Tx, phase: Vote): void {
  tx.emit({ type: "phase_started", phase, label: tx.s.label, timers: [tx.timer("vote", tx.rules.seconds.vote)] });
  closeIfComplete(tx);
}

function whyNotVoter(tx: Tx, ph: Vote, seat: number): Reject {
  const x = tx.s.seats[seat - 1];
  const el = tx.s.election;
  if (isSheriffRound(ph.round)) {
    if (!present(tx, seat)) return { code: "seat.dead", seat };
    if (el?.withdrawn.includes(seat)) return { code: "vote.withdrawn_cannot_vote", seat };
    if (el?.candidates.includes(seat)) return { code: "vote.candidate_cannot_vote", seat };
    return { code: "vote.not_a_voter", seat };
  }
  if (!x.alive) return { code: "seat.dead", seat };
  if (x.mem.revealed === true) return { code: "vote.idiot_cannot_vote", seat };
  if ((ph.round === "exile_pk" || ph.round === "exile_offstage") && ph.options.includes(seat))
    return { code: "vote.pk_player_cannot_vote", seat };
  return { code: "vote.not_a_voter", seat };
}

function whyNotOption(tx: Tx, ph: Vote, target: Target): Reject {
  if (typeof target !== "number" || !tx.s.seats[target - 1]) return { code: "target.not_a_seat", target };
  const x = tx.s.seats[target - 1];
  if (isSheriffRound(ph.round)) return { code: "vote.not_a_candidate", target };
  if (!x.alive) return { code: "target.dead", target };
  if (x.mem.revealed === true) return { code: "vote.idiot_revealed", target };
  if (ph.round === "exile_pk" || ph.round === "exile_revote" || ph.round === "exile_offstage")
    return { code: "vote.not_in_pk", target, pk: ph.options };
  return { code: "vote.not_an_option", target };
}

/** A ballot. */
export function voteAct(tx: Tx, seat: number, target: Target): Reject | null {
  const ph = tx.s.phase as Vote;
  const muted = ph.muted.includes(seat);
  if ((!ph.voters.includes(seat) && !muted) || !present(tx, seat)) return whyNotVoter(tx, ph, seat);
  if (String(seat) in ph.ballots) return { code: "vote.already_cast", seat };
  // T9 "投自己不计票": a candidate's ballot for himself is refused; he may vote again.
  if (target === seat && isSheriffRound(ph.round) && tx.rules.election.voters === "everyone_not_self")
    return { code: "vote.self", seat, target };
  if (target !== null && !(typeof target === "number" && ph.options.includes(target) && present(tx, target)))
    return { seat, ...whyNotOption(tx, ph, target) };
  if (muted && target !== null) return { code: "vote.muted", seat, target };
  // Classic C12 (001 §三4(4)): in every exile round a lover never votes for his partner; he may vote again.
  if (
    !isSheriffRound(ph.round) &&
    tx.rules.exile.loverBallot === "not_partner" &&
    target !== null &&
    tx.s.seats[seat - 1].mem.lover === target
  )
    return { code: "vote.lover_partner", seat, target };
  tx.emit({ type: "vote_cast", seat, target: target as number | null });
  closeIfComplete(tx);
  return null;
}

/** Closes the vote once every present voter has answered. */
export function closeIfComplete(tx: Tx): void {
  const ph = tx.s.phase;
  if (ph.kind !== "vote") return;
  const all = [...ph.voters, ...ph.muted].filter((n) => present(tx, n));
  if (all.every((n) => String(n) in ph.ballots)) closeVote(tx);
}

/** Counts the ballots (the sheriff's weight in exile rounds, 1.5 in ranked-s7, 000 §八(六)2), records them; the plan goes on. */
export function closeVote(tx: Tx): void {
  const ph = tx.s.phase as Vote;
  const exile = !isSheriffRound(ph.round);
  const tally: Record<string, number> = {};
  const abstain: number[] = [];
  const living = tx.s.seats.filter((x) => x.alive).length;
  // Without 黑麦 (classic C2) a missing ballot is an abstention.
  const missingAbstains = tx.rules.penalties.noShows === "none";
  for (const voter of [...ph.voters, ...ph.muted].sort((a, b) => a - b)) {
    if (!present(tx, voter)) continue;
    if (!(String(voter) in ph.ballots)) {
      if (missingAbstains) abstain.push(voter);
      continue;
    }
    const t = ph.ballots[String(voter)];
    // A ballot for a player removed while the vote was open counts as an abstention.
    if (t === null || !present(tx, t)) {
      abstain.push(voter);
      continue;
    }
    const w = exile && tx.s.sheriff === voter ? sheriffWeight(tx.rules, living) : 1;
    tally[String(t)] = (tally[String(t)] ?? 0) + w;
  }
  tx.emit({
    type: "vote_closed",
    record: { at: tx.s.label, round: ph.round, tally, abstain, ballots: { ...ph.ballots } },
  });
  const missing = [...ph.voters, ...ph.muted]
    .filter((n) => present(tx, n) && !(String(n) in ph.ballots))
    .sort((a, b) => a - b);
  for (const n of missing) if (noShow(tx, n)) return;
  const max = Math.max(0, ...Object.values(tally));
  const top =
    max > 0
      ? Object.entries(tally)
          .filter(([, v]) => v === max)
          .map(([k]) => Number(k))
          .filter((n) => present(tx, n))
          .sort((a, b) => a - b)
      : [];
  tx.next({ after: "vote", round: ph.round, top, options: ph.options });
}
