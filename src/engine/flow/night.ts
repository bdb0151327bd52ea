/**
 * The night (000 §八(三), §八(一)5, R14, R27): knife by consensus of every living knife-wolf,
 * skills by DM with a 180 s window from their prompt, resolution in night order, then dawn.
 */
import { roleSpec } from "../roles/index.ts";
import type { NightLedger } from "../roles/spec.ts";
import { livingKnifeWolves } from "../state.ts";
import type { Tx } from "../tx.ts";
import type { Phase, Reject, Target } from "../types.ts";
import { endIfWon } from "../win.ts";
import { announceDawn, kill } from "./deaths.ts";
import { resumePhase, startElection } from "./election.ts";

type Night = Extract<Phase, { kind: "night" }>;

function night(tx: Tx): Night {
  return tx.s.phase as Night;
}

/** Nightfall of night `n`: prompts every actor, arms the knife and skill timers. */
export function startNight(tx: Tx, n: number): void {
  const sec = tx.rules.seconds;
  const actors = tx.s.seats
    .filter((x) => x.alive && roleSpec(x.role).night?.active(tx.s, x, n) === true)
    .map((x) => x.seat);
  const timers = [tx.timer("knife", n === 1 ? sec.knifeFirstNight : sec.knifeLaterNights)];
  for (const seat of actors) {
    if (roleSpec(tx.s.seats[seat - 1].role).night?.prompt === "nightfall")
      timers.push(tx.timer("skill", sec.skill, seat));
  }
  tx.emit({
    type: "phase_started",
    phase: { kind: "night", n, knife: {}, knifeSettled: false, knifeTarget: null, acts: {}, done: [], actors },
    label: `N${n}`,
    timers,
  });
  settleIfAgreed(tx);
}

/** A night act by `seat`. Returns a reject, or null when accepted. */
export function nightAct(tx: Tx, seat: number, act: string, target: Target): Reject | null {
  const ph = night(tx);
  const actor = tx.s.seats[seat - 1];
  const spec = roleSpec(actor.role);
  if (act === "kill") {
    if (!spec.knife) return { code: "knife.not_a_wolf", seat };
    if (ph.knifeSettled) return { code: "knife.already_settled", seat, settled: ph.knifeTarget };
    if (target !== null && (typeof target !== "number" || !tx.s.seats[target - 1]?.alive))
      return {
        code: typeof target === "number" && tx.s.seats[target - 1] ? "target.dead" : "target.not_a_seat",
        target,
      };
    tx.emit({ type: "knife_proposed", seat, target });
    settleIfAgreed(tx);
    return null;
  }
  const skill = spec.night;
  if (!skill?.acts.includes(act)) return { code: "act.not_yours", seat, act };
  if (!ph.actors.includes(seat)) return { code: "night.no_skill_tonight", seat, act };
  if (ph.done.includes(seat)) return { code: "night.already_acted", seat, act };
  const bad = skill.validate(tx.s, actor, act, target, { settled: ph.knifeSettled, target: ph.knifeTarget });
  if (bad) return { seat, ...bad };
  // `save` and `pass` take no target (the save always goes to tonight's victim).
  const mem = skill.remember?.(tx.s, actor, act, target, ph.n) ?? {};
  const stored = act === "save" || act === "pass" ? null : target;
  const keys = Object.keys(mem);
  if (keys.length === 0) tx.emit({ type: "night_acted", seat, act, target: stored });
  else {
    const prev = Object.fromEntries(keys.map((k) => [k, actor.mem[k] ?? null]));
    tx.emit({ type: "night_acted", seat, act, target: stored, prev });
  }
  for (const [key, value] of Object.entries(mem)) tx.emit({ type: "mem_set", seat, key, value });
  tx.emit({ type: "actor_done", seat });
  endNightIfDone(tx);
  return null;
}

/**
 * Locks the knife once every living knife-wolf names the same target (`null` = empty knife,
 * 000 §八(三)2); with no knife-wolf left, there is no knife. Call after a proposal or a removal.
 */
export function settleIfAgreed(tx: Tx): void {
  const ph = night(tx);
  if (ph.knifeSettled) return;
  const proposals = livingKnifeWolves(tx.s).map((w) => ph.knife[String(w)]);
  if (proposals.every((p) => p !== undefined && p === proposals[0])) settleKnife(tx, proposals[0] ?? null);
}

/** The knife is settled (agreement, or the deadline with none: no kill). Prompts the witch (R27). */
export function settleKnife(tx: Tx, target: number | null): void {
  const ph = night(tx);
  tx.emit({ type: "knife_settled", target });
  const add = [];
  for (const x of tx.s.seats) {
    const skill = roleSpec(x.role).night;
    if (!x.alive || skill?.prompt !== "knife") continue;
    skill.onKnifeSettled?.(tx, x, target, ph.done.includes(x.seat));
    if (ph.actors.includes(x.seat) && !ph.done.includes(x.seat))
      add.push(tx.timer("skill", tx.rules.seconds.skill, x.seat, 0));
  }
  tx.emit({ type: "timers_changed", add, remove: tx.s.timers.filter((t) => t.kind === "knife").map((t) => t.id) });
  endNightIfDone(tx);
}

/** A night timer fired: the knife deadline (no agreement = no kill) or an actor's window. */
export function nightTimeout(tx: Tx, kind: string, seat: number | undefined): void {
  const ph = night(tx);
  if (kind === "knife") {
    if (!ph.knifeSettled) settleKnife(tx, null);
    return;
  }
  if (kind === "skill" && seat !== undefined && !ph.done.includes(seat)) {
    tx.emit({ type: "actor_done", seat });
    endNightIfDone(tx);
  }
}

/** The night ends as soon as the knife is settled and every living active actor is done. */
export function endNightIfDone(tx: Tx): void {
  const ph = night(tx);
  if (!ph.knifeSettled) return;
  const waiting = ph.actors.filter((seat) => tx.s.seats[seat - 1].alive && !ph.done.includes(seat));
  if (waiting.length > 0) return;
  resolveNight(tx);
}

/**
 * Resolution in night order (000 §八(一)5, R14): skills before the knife write the ledger,
 * the knife kills unless exactly one of guard and antidote covers it (同守同救, 000 §八(二)13),
 * wolf-kill-first is checked (R23), then the poison, then what each actor is told.
 */
function resolveNight(tx: Tx): void {
  const ph = night(tx);
  const at = `N${ph.n}`;
  const aliveAtNightfall = tx.s.seats.filter((x) => x.alive);
  const ordered = aliveAtNightfall
    .filter((x) => roleSpec(x.role).night)
    .sort((a, b) => (roleSpec(a.role).night?.step ?? 0) - (roleSpec(b.role).night?.step ?? 0) || a.seat - b.seat);
  const ledger: NightLedger = {
    n: ph.n,
    guarded: null,
    knife: ph.knifeTarget,
    saved: false,
    poison: null,
    died: [],
    poisoned: [],
  };
  for (const x of ordered) roleSpec(x.role).night?.resolve?.(x, ph.acts[String(x.seat)] ?? [], ledger);

  if (ledger.knife !== null && tx.s.seats[ledger.knife - 1].alive) {
    const guarded = ledger.guarded === ledger.knife;
    if (guarded === ledger.saved) {
      kill(tx, ledger.knife, "wolf", at);
      ledger.died.push(ledger.knife);
    }
  }
  if (endIfWon(tx)) return;
  if (ledger.poison !== null) {
    // Poison on the knife's victim: one death (counted as the knife's), but he is poisoned all
    // the same and may not shoot (000 §八(二)2,10).
    if (tx.s.seats[ledger.poison - 1].alive) {
      kill(tx, ledger.poison, "poison", at);
      ledger.died.push(ledger.poison);
    }
    tx.emit({ type: "mem_set", seat: ledger.poison, key: "poisoned", value: true });
    ledger.poisoned.push(ledger.poison);
  }
  if (endIfWon(tx)) return;
  for (const x of ordered) roleSpec(x.role).night?.tell?.(tx, x, ph.acts[String(x.seat)] ?? [], ledger);

  if (ph.n === 1) startElection(tx);
  else {
    tx.emit({ type: "phase_started", phase: { kind: "dawn" }, label: `D${ph.n}`, timers: [] });
    announceDawn(tx, "day");
  }
}

/** Goes back to the phase a void self-destruct interrupted (R7), with fresh timers. */
export function resumeAfterInterruption(tx: Tx): void {
  const phase = tx.s.resume;
  tx.emit({ type: "resume_set", phase: null });
  if (!phase) return;
  resumePhase(tx, phase);
}
