/**
 * The night (000 §八(三), §八(一)5, R14, R27): knife by consensus of every living knife-wolf,
 * skills by DM with a 180 s window from their prompt, resolution in night order, then dawn.
 */

import { attackOf } from "../../effects/pipeline.ts";
import { applyIntents, resolveAttack } from "../../flow/effects.ts";
import type { Intent } from "../../intents.ts";
import { liveSpec, roleSpec } from "../../roles/registry.ts";
import { type NightLedger, protectedSeatOf, skillsBlocked } from "../../roles/spec.ts";
import { livingKnifeWolves } from "../../state.ts";
import { expire, grant, skillsLost } from "../../statuses.ts";
import type { Tx } from "../../tx.ts";
import type { NightStepId, Phase, Reject, SeatState, Target } from "../../types.ts";
import { endIfWon } from "../../win/index.ts";

type Night = Extract<Phase, { kind: "night" }>;

function night(tx: Tx): Night {
  return tx.s.phase as Night;
}

/** Nightfall of night `n`: prompts every actor, arms the knife and skill timers. */
export function startNight(tx: Tx, n: number): void {
  if (tx.rules.night.steps) {
    startFixedNight(tx, n, tx.rules.night.steps);
    return;
  }
  const sec = tx.rules.seconds;
  const actors = tx.s.seats.filter((x) => x.alive && isActor(tx, x, n)).map((x) => x.seat);
  const knifeSec = n === 1 ? sec.knifeFirstNight : sec.knifeLaterNights;
  const timers = [tx.timer("knife", knifeSec)];
  for (const seat of actors) {
    if (roleSpec(tx.s.seats[seat - 1].role).night?.prompt === "nightfall")
      timers.push(tx.timer("skill", sec.skill, seat));
  }
  // A paced night ends at its dawn timer, armed now for the board's longest night (issue 25 item 7).
  if (tx.s.setup.paceNights) timers.push(tx.timer("dawn", pacedNightSec(tx, n)));
  tx.emit({ type: "phase_started", phase: freshNight(n, actors), label: `N${n}`, timers });
  // A wild child whose model died by day turns now and joins this night's knife (R17).
  for (const x of tx.s.seats) roleSpec(x.role).atNightfall?.(tx, x, n);
  settleIfAgreed(tx);
}

/**
 * The length (s) of paced night `n` (setup `paceNights`; 000 §八(三)1, issue 25 item 7): the
 * longest night the board's cards (deal and bottom — public, unlike who holds them, who is dead
 * or what is spent) allow when every window runs out — the knife's window, then the witch's from
 * the knife's deadline (R27), a nightfall actor's window, and on night 1 a card the thief takes
 * at the end of his own window. Every paced night of the game lasts exactly this, whoever acts.
 */
export function pacedNightSec(tx: Tx, n: number): number {
  const sec = tx.rules.seconds;
  const knifeSec = n === 1 ? sec.knifeFirstNight : sec.knifeLaterNights;
  let len = knifeSec;
  for (const role of [...Object.values(tx.s.setup.deal), ...(tx.s.setup.bottom ?? [])]) {
    const skill = roleSpec(role).night;
    if (!skill || skill.passive === true || skill.acts.length === 0) continue;
    len = Math.max(len, skill.prompt === "knife" ? knifeSec + sec.skill : sec.skill);
    if (skill.holdsKnife === true && n === 1) len = Math.max(len, 2 * sec.skill);
  }
  return len;
}

// night (table-night)
/** Whether tonight's steps are fixed (table, T4). */
function fixed(tx: Tx): boolean {
  return tx.rules.night.steps !== null;
}

/** The fixed step running now, or null (a concurrent night). */
function currentStep(tx: Tx): NightStepId | null {
  const ph = night(tx);
  return ph.steps && ph.stepIdx !== undefined ? (ph.steps[ph.stepIdx] ?? null) : null;
}

/**
 * Whether step `id` runs on night `n` (T4): `thief`, `cupid` and `lovers` on night 1 only; one
 * for each role card of the board, deal and bottom (`lovers` with a cupid card, `wolves` always),
 * whether that card is in play, dead or done.
 */
function stepRuns(tx: Tx, id: NightStepId, n: number): boolean {
  if ((id === "thief" || id === "cupid" || id === "lovers") && n !== 1) return false;
  if (id === "wolves") return true;
  const card = id === "lovers" ? "cupid" : id;
  const cards = [...Object.values(tx.s.setup.deal), ...(tx.s.setup.bottom ?? [])];
  return cards.some((r) => roleSpec(r).night?.fixedStep === card);
}

/** Night `n` as it opens: no knife proposal, no act, nobody done; `actors` wait to act (000 §八(三)). */
function freshNight(n: number, actors: number[]): Extract<Phase, { kind: "night" }> {
  return { kind: "night", n, knife: {}, knifeSettled: false, knifeTarget: null, acts: {}, done: [], actors };
}

/** The fixed night (T4): tonight's steps, the first one open; the night never ends early. */
function startFixedNight(tx: Tx, n: number, plan: readonly { id: NightStepId; sec: number }[]): void {
  const steps = plan.filter((st) => stepRuns(tx, st.id, n));
  const actors = tx.s.seats.filter((x) => x.alive && isActor(tx, x, n)).map((x) => x.seat);
  tx.emit({
    type: "phase_started",
    phase: {
      ...freshNight(n, actors),
      steps: steps.map((st) => st.id),
      stepIdx: 0,
    },
    label: `N${n}`,
    timers: [tx.timer("step", steps[0].sec, undefined, 1, steps[0].id)],
  });
  for (const x of tx.s.seats) roleSpec(x.role).atNightfall?.(tx, x, n);
  openStep(tx);
}

/** What a step does as it opens: the witch is told the knife (T4); the knife may already agree. */
function openStep(tx: Tx): void {
  const ph = night(tx);
  const id = currentStep(tx);
  if (id === "wolves") settleIfAgreed(tx);
  if (id !== "witch") return;
  for (const x of tx.s.seats) {
    const skill = roleSpec(x.role).night;
    if (!x.alive || skill?.prompt !== "knife") continue;
    const shown = skillsBlocked(tx.s, x, ph.n) || skillsLost(x) ? null : shownKnife(tx, ph.knifeTarget);
    skill.onKnifeSettled?.(tx, x, shown, false);
  }
}

/**
 * A step's window is over: its silent actors get their forced act (the thief takes the wolf, else
 * the first bottom card, T3) or none; the wolves' step without agreement is no kill (T4); then
 * the next step opens, or the night resolves after the last.
 */
function endStep(tx: Tx): void {
  const ph = night(tx);
  const id = currentStep(tx);
  for (const seat of ph.actors) {
    const x = tx.s.seats[seat - 1];
    if (ph.done.includes(seat) || !x.alive || roleSpec(x.role).night?.fixedStep !== id) continue;
    const forced = roleSpec(x.role).night?.onTimeout?.(tx, x, ph.n);
    if (forced && nightAct(tx, seat, forced.act, forced.target) === null) continue;
    tx.emit({ type: "actor_done", seat });
  }
  if (id === "wolves" && !ph.knifeSettled) settleKnife(tx, null);
  const idx = (ph.stepIdx ?? 0) + 1;
  const plan = tx.rules.night.steps ?? [];
  const nextId = ph.steps?.[idx];
  const sec = plan.find((st) => st.id === nextId)?.sec;
  if (nextId === undefined || sec === undefined) {
    resolveNight(tx);
    return;
  }
  // The step's timer first, so that whoever reads the step's opening sees its deadline.
  tx.emit({ type: "timers_changed", add: [tx.timer("step", sec, undefined, 0, nextId)], remove: [] });
  tx.emit({ type: "night_step_started", idx });
  openStep(tx);
}

/** Whether a living seat takes part in night `n` (active, not passive, not blizzard-bound). */
function isActor(tx: Tx, x: SeatState, n: number): boolean {
  const skill = roleSpec(x.role).night;
  return (
    skill?.active(tx.s, x, n) === true &&
    skill.passive !== true &&
    !skillsBlocked(tx.s, x, n) &&
    // Skills lost for the game (the elder's curse, T24).
    !skillsLost(x)
  );
}

/** The knife as the witch sees it: none on a knife-void seat (snow wolf, 000 §八(二)17). */
function shownKnife(tx: Tx, target: number | null): number | null {
  return target !== null && roleSpec(tx.s.seats[target - 1].role).knifeVoid === true ? null : target;
}

/** A night act by `seat`. Returns a reject, or null when accepted. */
export function nightAct(tx: Tx, seat: number, act: string, target: Target): Reject | null {
  const ph = night(tx);
  const actor = tx.s.seats[seat - 1];
  const spec = liveSpec(tx.s, actor);
  const step = currentStep(tx);
  if (act === "kill") {
    if (!spec.knife) return { code: "knife.not_a_wolf", seat };
    // T4: an act counts only in its own step.
    if (step !== null && step !== "wolves") return { code: "night.not_your_step", seat, act, step };
    if (ph.knifeSettled) return { code: "knife.already_settled", seat, settled: ph.knifeTarget };
    if (target !== null && (typeof target !== "number" || !tx.s.seats[target - 1]?.alive))
      return {
        code: typeof target === "number" && tx.s.seats[target - 1] ? "target.dead" : "target.not_a_seat",
        target,
      };
    if (target !== null && roleSpec(tx.s.seats[target - 1].role).knifeForbidden === true)
      return { code: "knife.forbidden_target", seat, target };
    if (target !== null && target === protectedSeatOf(tx.s)) return { code: "knife.protected_seat", seat, target };
    tx.emit({ type: "knife_proposed", seat, target });
    settleIfAgreed(tx);
    return null;
  }
  const skill = spec.night;
  if (!skill?.acts.includes(act)) return { code: "act.not_yours", seat, act };
  if (step !== null && skill.fixedStep !== step) return { code: "night.not_your_step", seat, act, step };
  if (skillsLost(actor)) return { code: "night.skills_lost", seat, act };
  if (!ph.actors.includes(seat)) return { code: "night.no_skill_tonight", seat, act };
  if (ph.done.includes(seat)) return { code: "night.already_acted", seat, act };
  const bad = skill.validate(tx.s, actor, act, target, {
    settled: ph.knifeSettled,
    target: shownKnife(tx, ph.knifeTarget),
  });
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
  skill.onAct?.(tx, tx.s.seats[seat - 1], act, target);
  if (step !== null) return null;
  settleIfAgreed(tx);
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
  // Fixed steps: the knife settles only in the wolves' step (T4).
  if (fixed(tx) && currentStep(tx) !== "wolves") return;
  // The knife waits for an actor who may still join it (the thief's pick, 000 §八(十)4).
  const holding = ph.actors.some(
    (n) => !ph.done.includes(n) && tx.s.seats[n - 1].alive && roleSpec(tx.s.seats[n - 1].role).night?.holdsKnife,
  );
  if (holding) return;
  const proposals = livingKnifeWolves(tx.s).map((w) => ph.knife[String(w)]);
  if (proposals.every((p) => p !== undefined && p === proposals[0])) settleKnife(tx, proposals[0] ?? null);
}

/** The knife is settled (agreement, or the deadline with none: no kill). Prompts the witch (R27). */
export function settleKnife(tx: Tx, target: number | null): void {
  const ph = night(tx);
  tx.emit({ type: "knife_settled", target });
  // Fixed steps: the witch is told when her step opens, and the night runs on (T4).
  if (fixed(tx)) return;
  const add = [];
  for (const x of tx.s.seats) {
    const skill = roleSpec(x.role).night;
    if (!x.alive || skill?.prompt !== "knife") continue;
    // A blizzard night (000 §八(二)17) or a knife-void target: the witch sees no knife.
    const shown = skillsBlocked(tx.s, x, ph.n) ? null : shownKnife(tx, target);
    skill.onKnifeSettled?.(tx, x, shown, ph.done.includes(x.seat));
    if (ph.actors.includes(x.seat) && !ph.done.includes(x.seat))
      // A card taken tonight (the thief's) gets a timer id of its own: job ids are never reused.
      add.push(tx.timer("skill", tx.rules.seconds.skill, x.seat, 0, x.role === tx.s.setup.deal[x.seat] ? "" : x.role));
  }
  tx.emit({ type: "timers_changed", add, remove: tx.s.timers.filter((t) => t.kind === "knife").map((t) => t.id) });
  endNightIfDone(tx);
}

/** A night timer fired: the knife deadline (no agreement = no kill), an actor's window, a paced dawn. */
export function nightTimeout(tx: Tx, kind: string, seat: number | undefined): void {
  const ph = night(tx);
  if (kind === "step") {
    endStep(tx);
    return;
  }
  if (kind === "dawn") {
    dawn(tx);
    return;
  }
  if (kind === "knife") {
    if (!ph.knifeSettled) settleKnife(tx, null);
    return;
  }
  if (kind === "skill" && seat !== undefined && !ph.done.includes(seat)) {
    // A forced act (cupid must link, the dreamweaver must dream, R15) or none.
    const actor = tx.s.seats[seat - 1];
    const forced = actor.alive ? roleSpec(actor.role).night?.onTimeout?.(tx, actor, ph.n) : null;
    if (forced && nightAct(tx, seat, forced.act, forced.target) === null) return;
    tx.emit({ type: "actor_done", seat });
    settleIfAgreed(tx);
    endNightIfDone(tx);
  }
}

/**
 * A paced night's dawn timer (issue 25 item 7): the night ends now, whoever acted. Every window
 * of the night ends no later than this (`pacedNightSec`), so this only closes what falls due at
 * the same instant: an unsettled knife is no kill, a silent actor gets his forced act or none.
 */
function dawn(tx: Tx): void {
  const ph = night(tx);
  if (!ph.knifeSettled) settleKnife(tx, null);
  if (tx.s.phase !== ph) return;
  const pending = ph.actors.filter((seat) => tx.s.seats[seat - 1].alive && !ph.done.includes(seat));
  for (const seat of pending) {
    if (tx.s.phase !== ph) return;
    const actor = tx.s.seats[seat - 1];
    const forced = roleSpec(actor.role).night?.onTimeout?.(tx, actor, ph.n);
    if (forced && nightAct(tx, seat, forced.act, forced.target) === null) continue;
    if (tx.s.phase !== ph) return;
    tx.emit({ type: "actor_done", seat });
  }
  if (tx.s.phase !== ph) return;
  // What is left of the night's windows goes with it.
  const left = tx.s.timers.filter((t) => t.kind === "knife" || t.kind === "skill").map((t) => t.id);
  if (left.length > 0) tx.emit({ type: "timers_changed", add: [], remove: left });
  endNightIfDone(tx);
}

/**
 * The night ends as soon as the knife is settled and every living active actor is done — a
 * paced night (setup `paceNights`) only at its dawn timer (issue 25 item 7, 000 §八(三)1).
 */
export function endNightIfDone(tx: Tx): void {
  const ph = night(tx);
  // Fixed steps: the night never ends early (T4).
  if (fixed(tx)) return;
  if (!ph.knifeSettled) return;
  // A plain loop, no local closure (under tsx each costs a defineProperty; this runs after every night act).
  for (const seat of ph.actors) {
    const x = tx.s.seats[seat - 1];
    if (x.alive && !ph.done.includes(seat) && roleSpec(x.role).night?.optional !== true) return;
  }
  // A paced night resolves at its dawn timer, never when its actors happen to be done.
  for (const t of tx.s.timers) if (t.kind === "dawn") return;
  // A paced night begun before its dawn was armed at nightfall (an older log) waits for the end
  // of its knife window.
  if (ph.minEndMs !== undefined && tx.nowMs < ph.minEndMs) {
    if (!tx.s.timers.some((t) => t.kind === "dawn"))
      tx.emit({
        type: "timers_changed",
        add: [tx.timer("dawn", (ph.minEndMs - tx.nowMs) / 1000, undefined, 0)],
        remove: [],
      });
    return;
  }
  resolveNight(tx);
}

/**
 * Resolution in night order (000 §八(一)5, R14): skills before the knife write the ledger,
 * the knife kills unless exactly one of guard and antidote covers it (同守同救, 000 §八(二)13),
 * wolf-kill-first is checked (R23), then the poison and the deaths that follow, then bound
 * votes with every other win (R18), then what each actor is told.
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
  const acts = (x: { seat: number }) => ph.acts[String(x.seat)] ?? [];

  // The knife through the effects pipeline (effects.ts): the guard's and the antidote's statuses
  // protect, and cancel each other on one seat (同守同救, 000 §八(二)13): the ruleset's `effects`.
  const guard = ordered.find((x) => acts(x).some((a) => a.act === "guard" && a.target === ledger.guarded));
  if (ledger.guarded !== null)
    grant(tx, ledger.guarded, { id: "guarded", ...(guard ? { source: guard.seat } : {}), untilLabel: at });
  const witch = ordered.find((x) => acts(x).some((a) => a.act === "save"));
  if (ledger.saved && ledger.knife !== null)
    grant(tx, ledger.knife, { id: "saved", ...(witch ? { source: witch.seat } : {}), untilLabel: at });
  if (ledger.knife !== null) {
    ledger.died.push(...resolveAttack(tx, attackOf(tx.rules.effects, "knife", ledger.knife, null, "wolf"), at).died);
  }
  expire(tx, at);
  // Cards' hooks push intents (issue 22): applied right after each hook, where its own calls used to run.
  const out: Intent[] = [];
  for (const x of ordered) {
    roleSpec(x.role).night?.afterKnife?.(tx, x, acts(x), ledger, out);
    if (out.length > 0) ledger.died.push(...applyIntents(tx, out.splice(0)));
  }
  // Wolf-kill-first (R23) for the knife's own wins; bound votes wait for the night's other deaths:
  // a witch who poisons tonight still held her poison when the knife fell (R18).
  if (endIfWon(tx, { boundVotes: false })) return;
  if (ledger.poison !== null) {
    // Poison on the knife's victim: one death (counted as the knife's), but he is poisoned all
    // the same and may not shoot (000 §八(二)2,10). A sleepwalker or snow wolf shrugs it off.
    const wasAlive = tx.s.seats[ledger.poison - 1].alive;
    const poison = attackOf(tx.rules.effects, "poison", ledger.poison, witch?.seat ?? null, "poison");
    const died = resolveAttack(tx, poison, at).died;
    ledger.died.push(...died);
    if (died.includes(ledger.poison) || !wasAlive) {
      tx.emit({ type: "mem_set", seat: ledger.poison, key: "poisoned", value: true });
      ledger.poisoned.push(ledger.poison);
    }
  }
  if (endIfWon(tx)) return;
  for (const x of ordered) {
    roleSpec(x.role).night?.afterPoison?.(tx, x, acts(x), ledger, out);
    if (out.length > 0) ledger.died.push(...applyIntents(tx, out.splice(0)));
  }
  // The rust's death is not one of the night's ledger deaths (as before intents).
  for (const x of tx.s.seats) {
    roleSpec(x.role).eachNight?.(tx, x, ph.n, out);
    if (out.length > 0) applyIntents(tx, out.splice(0));
  }
  if (endIfWon(tx)) return;
  for (const x of ordered) roleSpec(x.role).night?.tell?.(tx, x, acts(x), ledger);
  tx.next({ after: "night", n: ph.n });
}
