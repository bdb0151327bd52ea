/**
 * The night (000 §八(三), §八(一)5, R14, R27): knife by consensus of every living knife-wolf,
 * skills by DM with a 180 s window from their prompt, resolution in night order, then dawn.
 */
import { liveSpec, roleSpec } from "../roles/index.ts";
import { type NightLedger, skillsBlocked } from "../roles/spec.ts";
import { livingKnifeWolves } from "../state.ts";
import type { Tx } from "../tx.ts";
import type { Phase, Reject, SeatState, Target } from "../types.ts";
import { endIfWon } from "../win.ts";
import { kill } from "./deaths.ts";

type Night = Extract<Phase, { kind: "night" }>;

function night(tx: Tx): Night {
  return tx.s.phase as Night;
}

/** Nightfall of night `n`: prompts every actor, arms the knife and skill timers. */
export function startNight(tx: Tx, n: number): void {
  const sec = tx.rules.seconds;
  const actors = tx.s.seats.filter((x) => x.alive && isActor(tx, x, n)).map((x) => x.seat);
  const knifeSec = n === 1 ? sec.knifeFirstNight : sec.knifeLaterNights;
  const timers = [tx.timer("knife", knifeSec)];
  for (const seat of actors) {
    if (roleSpec(tx.s.seats[seat - 1].role).night?.prompt === "nightfall")
      timers.push(tx.timer("skill", sec.skill, seat));
  }
  tx.emit({
    type: "phase_started",
    phase: {
      kind: "night",
      n,
      knife: {},
      knifeSettled: false,
      knifeTarget: null,
      acts: {},
      done: [],
      actors,
      ...(tx.s.setup.paceNights ? { minEndMs: tx.nowMs + knifeSec * 1000 } : {}),
    },
    label: `N${n}`,
    timers,
  });
  // A wild child whose model died by day turns now and joins this night's knife (R17).
  for (const x of tx.s.seats) roleSpec(x.role).atNightfall?.(tx, x, n);
  settleIfAgreed(tx);
}

/** Whether a living seat takes part in night `n` (active, not passive, not blizzard-bound). */
function isActor(tx: Tx, x: SeatState, n: number): boolean {
  const skill = roleSpec(x.role).night;
  return skill?.active(tx.s, x, n) === true && skill.passive !== true && !skillsBlocked(tx.s, x, n);
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
  if (act === "kill") {
    if (!spec.knife) return { code: "knife.not_a_wolf", seat };
    if (ph.knifeSettled) return { code: "knife.already_settled", seat, settled: ph.knifeTarget };
    if (target !== null && (typeof target !== "number" || !tx.s.seats[target - 1]?.alive))
      return {
        code: typeof target === "number" && tx.s.seats[target - 1] ? "target.dead" : "target.not_a_seat",
        target,
      };
    if (target !== null && roleSpec(tx.s.seats[target - 1].role).knifeForbidden === true)
      return { code: "knife.forbidden_target", seat, target };
    tx.emit({ type: "knife_proposed", seat, target });
    settleIfAgreed(tx);
    return null;
  }
  const skill = spec.night;
  if (!skill?.acts.includes(act)) return { code: "act.not_yours", seat, act };
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
  if (kind === "dawn") {
    endNightIfDone(tx);
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

/** The night ends as soon as the knife is settled and every living active actor is done. */
export function endNightIfDone(tx: Tx): void {
  const ph = night(tx);
  if (!ph.knifeSettled) return;
  const awaited = (seat: number) => roleSpec(tx.s.seats[seat - 1].role).night?.optional !== true;
  const waiting = ph.actors.filter((seat) => tx.s.seats[seat - 1].alive && !ph.done.includes(seat) && awaited(seat));
  if (waiting.length > 0) return;
  // A paced night waits for the end of its knife window (setup `paceNights`, 000 §八(三)1).
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

  if (ledger.knife !== null && tx.s.seats[ledger.knife - 1].alive) {
    const guarded = ledger.guarded === ledger.knife;
    if (guarded === ledger.saved) ledger.died.push(...kill(tx, ledger.knife, "wolf", at));
  }
  for (const x of ordered) roleSpec(x.role).night?.afterKnife?.(tx, x, acts(x), ledger);
  // Wolf-kill-first (R23) for the knife's own wins; bound votes wait for the night's other deaths:
  // a witch who poisons tonight still held her poison when the knife fell (R18).
  if (endIfWon(tx, { boundVotes: false })) return;
  if (ledger.poison !== null) {
    // Poison on the knife's victim: one death (counted as the knife's), but he is poisoned all
    // the same and may not shoot (000 §八(二)2,10). A sleepwalker or snow wolf shrugs it off.
    const wasAlive = tx.s.seats[ledger.poison - 1].alive;
    const died = kill(tx, ledger.poison, "poison", at);
    ledger.died.push(...died);
    if (died.includes(ledger.poison) || !wasAlive) {
      tx.emit({ type: "mem_set", seat: ledger.poison, key: "poisoned", value: true });
      ledger.poisoned.push(ledger.poison);
    }
  }
  if (endIfWon(tx)) return;
  for (const x of ordered) roleSpec(x.role).night?.afterPoison?.(tx, x, acts(x), ledger);
  for (const x of tx.s.seats) roleSpec(x.role).eachNight?.(tx, x, ph.n);
  if (endIfWon(tx)) return;
  for (const x of ordered) roleSpec(x.role).night?.tell?.(tx, x, acts(x), ledger);
  tx.next({ after: "night", n: ph.n });
}
