/**
 * The phase as the match group sees it (issue 15 item 7): kept on the state by the reducer when a
 * private phase starts, read by the public view. Imports only types, so the reducer can use it.
 */
import type { GameState, PhaseKind, ShownPhase } from "./types.ts";

/**
 * Deadlines the group sees (ms on the game clock); `step`: a fixed night step, called aloud in the
 * group for every role card whether or not its role is in play (table, T4).
 */
export const PUBLIC_TIMERS = new Set([
  "speech",
  "vote",
  "signup",
  "correction",
  "withdraw",
  "order",
  "badge",
  "step",
  // The sheriff's 归票 window, announced in the group (table, T12).
  "recommend",
  // forum-25 (F1): today's close and the next opening are posted in the thread.
  "forum_close",
  "forum_open",
  // forum-hk (HK9): its calendar is posted at the deal; the table counts down to the stage's end —
  // the close (开局, 正午), nightfall (黄昏), the night's resolution, the 09:00 opening (晨曦).
  "hk_close",
  "hk_nightfall",
  "hk_resolve",
  "hk_open",
]);
/** Phases the group is never called to: a shot window, a day skill's window (DMs only). */
const PRIVATE_PHASES = new Set<PhaseKind>(["shot", "window"]);

/** Whether the match group is told when a phase of this kind starts (every kind but shot and window). */
export function isPublicPhase(kind: PhaseKind): boolean {
  return !PRIVATE_PHASES.has(kind);
}

/**
 * The phase of `s` as the group sees it; `s.phase` must be public. A vote whose result is
 * already posted (the moment before a shot or the bard's window) shows no open vote.
 */
export function shownPhase(s: GameState): ShownPhase {
  const ph = s.phase;
  const closed = ph.kind === "vote" && s.record.votes.some((v) => v.at === s.label && v.round === ph.round);
  return {
    phase: ph.kind,
    speaker: ph.kind === "speaking" ? { seat: ph.queue[ph.idx], purpose: ph.purpose } : null,
    vote: ph.kind === "vote" && !closed ? { round: ph.round, options: [...ph.options] } : null,
    deadlineMs: closed ? null : (s.timers.find((t) => PUBLIC_TIMERS.has(t.kind))?.dueMs ?? null),
  };
}
