/**
 * The judge's hand (法官最大, 000 §二): rulings on a seat (§九2, §九3, §九5) and controls over the
 * clock and the table (pause, resume, extend, skip, correct, void). Every one is logged first as
 * a `judge_acted` event, then its effects follow as ordinary events, so a game replays exactly.
 */
import { breakChain, pairCamp } from "../../camps.ts";
import { drawInt } from "../../random.ts";
import { isSeat, isTarget, livingWolves, roundKey } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { JUDGE_RULINGS, type JudgeCommand, type Reject, type Target, type Timer } from "../../types.ts";
import { endIfWon } from "../../win/index.ts";
import { selfDestruct, startDay } from "./day.ts";
import { endNightIfDone, settleIfAgreed } from "./night.ts";
import { removeByJudge } from "./occasion.ts";
import { nextSpeaker, skipIfCurrent } from "./speaking.ts";
import { closeIfComplete } from "./vote.ts";

/** A player's act, as the engine runs it (injected to avoid an import cycle). */
export type ActFn = (tx: Tx, seat: number, act: string, target: Target) => Reject | null;

/**
 * What the judge asks of a game's flow family (families/index.ts's `Family`, passed in by the
 * engine: no flow module imports the families).
 */
export interface JudgeFamily {
  /** Deadlines are clock times: an outage moves none of them (F1). */
  readonly calendar: boolean;
  /** The family's own rulings: a reject or null when it decides `cmd`, undefined for the shared ones. */
  judge(tx: Tx, cmd: JudgeCommand, logged: () => void): Reject | null | undefined;
  /** The act `correct` applies (000 §九4①), or null where there is none. */
  readonly correctAct: ActFn | null;
}

/** Longest extension the judge may give at once, in seconds. */
export const MAX_EXTEND_SEC = 600;

/**
 * Applies a judge command. Returns a reject (nothing changes) or null.
 * Codes: `judge.unknown_ruling`, `judge.paused`, `judge.not_paused`, `judge.seconds`,
 * `judge.nothing_to_skip`, `judge.nothing_to_correct`, `judge.no_wolves`, `seat.unknown`, `seat.dead`.
 */
export function judge(tx: Tx, cmd: JudgeCommand, family: JudgeFamily): Reject | null {
  const { ruling } = cmd;
  if (!(JUDGE_RULINGS as readonly string[]).includes(ruling)) return { code: "judge.unknown_ruling", ruling };
  if (tx.s.paused && ruling !== "resume" && ruling !== "void" && ruling !== "outage")
    return { code: "judge.paused", ruling };
  const logged = () =>
    tx.emit({
      type: "judge_acted",
      ruling,
      ...(cmd.seat !== undefined ? { seat: cmd.seat } : {}),
      ...(cmd.seconds !== undefined ? { seconds: cmd.seconds } : {}),
      ...(cmd.act !== undefined ? { act: cmd.act } : {}),
      ...(cmd.target !== undefined ? { target: cmd.target } : {}),
      ...(typeof cmd.reason === "string" && cmd.reason ? { reason: cmd.reason.slice(0, 200) } : {}),
      ...(cmd.auto?.why === "interrupt" && Number.isInteger(cmd.auto.speaker)
        ? { auto: { why: "interrupt" as const, speaker: cmd.auto.speaker } }
        : {}),
      ...(typeof cmd.value === "string" ? { value: cmd.value.slice(0, 16) } : {}),
    });
  // forum-25 (F2): cards instead of warnings; its directors' rulings exist only there.
  if (tx.rules.rejected.rulings.includes(ruling)) return { code: "judge.not_in_ruleset", ruling, ruleset: tx.rules.id };
  // The family's own rulings (forum-25's directors', F2; every ruling of forum-hk, HK137).
  const own = family.judge(tx, cmd, logged);
  if (own !== undefined) return own;
  switch (ruling) {
    case "pause":
      logged();
      tx.emit({ type: "paused" });
      return null;
    case "resume": {
      const p = tx.s.paused;
      if (!p) return { code: "judge.not_paused" };
      logged();
      tx.emit({ type: "resumed" });
      tx.emit({ type: "timers_changed", add: rekey(tx, p.timers, tx.nowMs - p.atMs), remove: [] });
      return null;
    }
    case "extend": {
      const sec = cmd.seconds;
      if (typeof sec !== "number" || !Number.isInteger(sec) || sec < 1 || sec > MAX_EXTEND_SEC)
        return { code: "judge.seconds", seconds: sec, max: MAX_EXTEND_SEC };
      logged();
      const old = tx.s.timers;
      tx.emit({ type: "timers_changed", add: rekey(tx, old, sec * 1000), remove: old.map((t) => t.id) });
      return null;
    }
    case "skip": {
      const ph = tx.s.phase;
      if (ph.kind !== "speaking") return { code: "judge.nothing_to_skip" };
      logged();
      nextSpeaker(tx);
      return null;
    }
    case "void":
      logged();
      tx.emit({ type: "game_ended", winner: null, at: tx.s.label, voided: true });
      return null;
    case "outage": {
      const sec = cmd.seconds;
      if (typeof sec !== "number" || !Number.isInteger(sec) || sec < 1) return { code: "judge.seconds", seconds: sec };
      logged();
      // A paused game's deadlines were stopped: the outage cost nobody anything.
      if (tx.s.paused) return null;
      // forum-25 (F1): deadlines are clock times posted in the thread; the bot's absence moves
      // none of them — the ones that fell due fire late, in order.
      if (family.calendar) return null;
      const old = tx.s.timers;
      // A paced night's dawn (issue 25 item 7) runs its whole length again from the restart, so
      // it still covers every window reopened and its time tells nothing hidden.
      const moved = rekey(tx, old, sec * 1000).map((t) =>
        t.lenMs !== undefined && (t.dueMs - sec * 1000 <= tx.nowMs || t.kind === "dawn")
          ? { ...t, dueMs: Math.max(t.dueMs, tx.nowMs + t.lenMs) }
          : t,
      );
      tx.emit({ type: "timers_changed", add: moved, remove: old.map((t) => t.id) });
      return null;
    }
    case "correct":
      return correct(tx, cmd, family.correctAct, logged);
    case "wolf_talk":
      // A ruleset without the wolves'-room rule (classic C2) has no such ruling.
      if (!tx.rules.penalties.wolfTalk) return { code: "judge.not_in_ruleset", ruling, ruleset: tx.rules.id };
      return wolfTalk(tx, cmd.seat, logged);
    default: {
      const seat = cmd.seat;
      if (!isSeat(tx.s, seat)) return { code: "seat.unknown", seat };
      const x = tx.s.seats[seat - 1];
      // R5: a night-1 dead seat not yet announced still takes part in the campaign, so it is
      // warned like any other (a warning is public: refusing it would tell the room he is dead).
      if (!x.alive && (ruling !== "warn" || x.announced)) return { code: "seat.dead", seat };
      logged();
      return rule(tx, ruling, seat);
    }
  }
}

/** New ids for moved deadlines (a BullMQ job id is used once), `shiftMs` later. */
function rekey(tx: Tx, timers: Timer[], shiftMs: number): Timer[] {
  // Nudges are re-derived from the moved deadlines (Tx.addNudges).
  return timers
    .filter((t) => t.kind !== "nudge")
    .map((t) => ({ ...t, id: `${t.id.replace(/-x\d+$/, "")}-x${tx.s.edits}`, dueMs: t.dueMs + shiftMs }));
}

/**
 * warn (§九2), rule_self_destruct, eject (§九5) on a living seat — or a warning of a night-1 dead
 * seat not yet announced (R5), whose third warning is a judged boom, void as a death (R7).
 */
function rule(tx: Tx, ruling: string, seat: number): Reject | null {
  // T21: under a score sheet a warning is a deduction with no effect on play, an ejection one more.
  const sheet = tx.rules.penalties.judge === "sheet";
  if (sheet && (ruling === "warn" || ruling === "eject")) tx.emit({ type: "deducted", seat });
  if (sheet && ruling === "warn") return null;
  if (ruling === "warn") {
    tx.emit({ type: "warned", seat, round: roundKey(tx.s) });
    // Without the interruption ladder (classic C2) a warning is announced and has no effect on play.
    if (tx.rules.penalties.judge === "none") return null;
    const w = tx.s.seats[seat - 1].warnings;
    const ph = tx.s.phase;
    if (w >= tx.rules.penalties.warningsToMute && ph.kind === "vote" && ph.voters.includes(seat))
      tx.emit({ type: "vote_muted", seat });
    if (w < tx.rules.penalties.warningsToSelfDestruct) return null;
    if (!tx.s.seats[seat - 1].alive) {
      selfDestruct(tx, seat, true);
      return null;
    }
    return ruledOut(tx, seat);
  }
  if (ruling === "rule_self_destruct") {
    // 000 §八(一)4: exposing the human-wolf lovers — the wolf is out, his human lover single.
    // Not under classic (C10): there a judged lover's partner dies of love as after any death.
    if (
      tx.rules.penalties.exposedLoversBreakChain &&
      typeof tx.s.seats[seat - 1].mem.lover === "number" &&
      pairCamp(tx.s) === "lovers"
    )
      breakChain(tx);
    return ruledOut(tx, seat);
  }
  if (removeByJudge(tx, seat, "eject")) return null;
  if (tx.s.phase.kind !== "badge") afterRemoval(tx, seat);
  return null;
}

/** A judged self-destruct: the day's boom flow where a boom is possible, else out at once. */
function ruledOut(tx: Tx, seat: number): Reject | null {
  if (selfDestruct(tx, seat, true) === null) return null;
  if (removeByJudge(tx, seat, "ruled")) return null;
  if (tx.s.phase.kind !== "badge") afterRemoval(tx, seat);
  return null;
}

/** Keeps the current phase consistent after a seat left it mid-way. */
function afterRemoval(tx: Tx, seat: number): void {
  const ph = tx.s.phase;
  if (ph.kind === "night") {
    settleIfAgreed(tx);
    if (tx.s.phase.kind === "night") endNightIfDone(tx);
    return;
  }
  if (ph.kind === "vote") {
    closeIfComplete(tx);
    return;
  }
  if (ph.kind === "order" && ph.seat === seat) {
    startDay(tx);
    return;
  }
  skipIfCurrent(tx, seat);
}

/**
 * The judge acts for a seat (000 §九4① "由法官代为操作"): its earlier act of the open night or
 * vote is taken back and `act`/`target` applied as if the seat had sent it (night results are
 * only told when the night resolves, so nothing told is taken back).
 */
function correct(tx: Tx, cmd: JudgeCommand, act: ActFn | null, logged: () => void): Reject | null {
  const seat = cmd.seat;
  if (!isSeat(tx.s, seat)) return { code: "seat.unknown", seat };
  const ph = tx.s.phase;
  if (!act || (ph.kind !== "night" && ph.kind !== "vote")) return { code: "judge.nothing_to_correct", seat };
  const target = cmd.target === undefined ? null : cmd.target;
  if (typeof cmd.act !== "string" || !isTarget(target)) return { code: "command.invalid", seat };
  logged();
  const key = String(seat);
  const acted = ph.kind === "vote" ? key in ph.ballots : key in ph.acts || key in ph.knife || ph.done.includes(seat);
  if (acted) tx.emit({ type: "act_withdrawn", seat });
  return act(tx, seat, cmd.act, target);
}

/**
 * Wolves talked in their room after dawn (000 §九3): warning; then a random living wolf is
 * judged self-destructed (drawn from the game's seed); then every wolf is out.
 */
function wolfTalk(tx: Tx, seat: number | undefined, logged: () => void): Reject | null {
  if (seat !== undefined && !isSeat(tx.s, seat)) return { code: "seat.unknown", seat };
  const wolves = livingWolves(tx.s).map((x) => x.seat);
  if (wolves.length === 0) return { code: "judge.no_wolves" };
  logged();
  const n = tx.s.wolfTalks;
  if (n === 1) return null;
  if (n === 2) {
    const pick = wolves[drawInt(tx.s.setup.seed, "wolf_talk", tx.s.edits, 0, wolves.length - 1)];
    return ruledOut(tx, pick);
  }
  for (const w of wolves) {
    if (tx.s.phase.kind === "ended") break;
    if (removeByJudge(tx, w, "ruled")) return null;
  }
  if (tx.s.phase.kind !== "ended" && !endIfWon(tx)) afterRemoval(tx, wolves[0]);
  return null;
}
