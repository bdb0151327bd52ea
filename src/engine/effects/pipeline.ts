/**
 * The shared effects pipeline (issue 22 goal 2), pure: for one attack on a board, the ruleset's
 * steps in order — redirections (HK28), protections (HK34–HK36; 000 §八(二)13; F11, F15, F17),
 * replacements (F14, HK112), the white cat's flip (HK116) — and who goes out. Nothing here
 * changes the game: `settle` returns a `Settlement` and the flow applies it (`flow/effects.ts`
 * spends the statuses, tells the room, and hands the out to `flow/deaths.ts` `kill`).
 *
 * Entry points: `settle` (one attack), `settleAll` (a list, the statuses spent by one attack
 * counted for the next, as a dry run) and `effectiveTargets` (the seats a list reaches on its own).
 */
import { counts } from "../status-kinds.ts";
import { skillsLost, statusesOf } from "../statuses.ts";
import type { SeatState, SeatStatus, StatusId } from "../types.ts";
import type { Attack, Board, DamageType, EffectStep, EffectsOrder, SettleContext, Settlement, Spent } from "./types.ts";

type Protect = Extract<EffectStep, { step: "protect" }>;

/** The charges left on instance `st` after the context's dry-run use (`null`: never runs out). */
function left(st: SeatStatus, ctx: SettleContext): number | null {
  if (st.count === null) return null;
  return (st.count ?? 1) - (ctx.used?.get(st) ?? 0);
}

/**
 * The instances of `id` on `x` with a charge left, in the order they are used (HK35): the one
 * ending soonest first (`ctx.endOrder`; without it, an instance with an end before a lasting
 * one), a lasting one last, equal ends by grant order.
 */
export function usable(x: SeatState, id: StatusId, ctx: SettleContext = {}, a?: Attack): SeatStatus[] {
  const list = statusesOf(x).filter(
    (st) =>
      counts(st.id, id) &&
      left(st, ctx) !== 0 &&
      ctx.dormant?.(st, x) !== true &&
      (a === undefined || answers(st, a, ctx)),
  );
  const lasts = (st: SeatStatus) => st.untilLabel === undefined && st.untilStage === undefined;
  const rank = (st: SeatStatus) => (lasts(st) ? Number.POSITIVE_INFINITY : (ctx.endOrder?.(st) ?? 0));
  return list
    .map((st, i) => ({ st, i }))
    .sort((a, b) => rank(a.st) - rank(b.st) || a.i - b.i)
    .map((e) => e.st);
}

/** Whether instance `st` answers `a` (HK36): unscoped, or `a`'s source is in its scope; never a sourceless `a` when scoped. */
function answers(st: SeatStatus, a: Attack, ctx: SettleContext): boolean {
  const vs = st.vs;
  if (vs === undefined) return true;
  // HK129: an instance against one kind of attack only (复仇者's [不死] against the exile his enemy voted
  // for, or the group's 杀人 whose drawn source is his enemy, HK37).
  if ("kind" in vs) return a.kind === vs.kind;
  if (a.source === null) return false;
  return "source" in vs ? vs.source === a.source : ctx.campOf?.(a.source) === vs.camp;
}

/** Whether `x` holds every status of a cancelling set that contains `id` (同守同救). */
function cancelled(order: EffectsOrder, x: SeatState, id: StatusId): boolean {
  return order.cancelling.some(
    (set) => set.includes(id) && set.every((other) => statusesOf(x).some((st) => counts(st.id, other))),
  );
}

/** The instance of protection row `p` on `x` that stops `a`, if any (HK34, HK36). */
function protection(order: EffectsOrder, p: Protect, x: SeatState, a: Attack, ctx: SettleContext) {
  if (!p.stops.includes(a.damage) || cancelled(order, x, p.status)) return undefined;
  // HK33: a status that voids this protection while held ([漏洞]).
  if (p.voidedBy !== undefined && usable(x, p.voidedBy).length > 0) return undefined;
  return usable(x, p.status, ctx, a)[0];
}

/** Whether one of `x`'s own protections among `statuses` would stop `a` (HK112: the attendant's 不死 and 坚韧). */
function shields(order: EffectsOrder, statuses: readonly StatusId[], x: SeatState, a: Attack, ctx: SettleContext) {
  for (const s of order.steps)
    if (s.step === "protect" && statuses.includes(s.status) && protection(order, s, x, a, ctx)) return true;
  return false;
}

/** Records a use of `st` on `seat` in `spent` (and in the dry run's `used`). */
function use(spent: Spent[], seat: number, st: SeatStatus, ctx: SettleContext): void {
  const before = left(st, ctx);
  spent.push({ seat, status: st, left: before === null ? null : before - 1 });
  if (before !== null) ctx.used?.set(st, (ctx.used.get(st) ?? 0) + 1);
}

/**
 * One attack through `order` on `board` (HK34's order, or the timed rulesets' and forum-25's).
 * An attack whose settlement target is already out does nothing (F8). Pure: the statuses it
 * would spend are listed in `spent` (and counted in `ctx.used` when given, for the next attack
 * of a dry run).
 */
export function settle(board: Board, a: Attack, order: EffectsOrder, ctx: SettleContext = {}): Settlement {
  const r: Settlement = {
    attack: a,
    about: a.target,
    settledOn: a.target,
    redirectedBy: [],
    stopped: null,
    replaced: null,
    flipped: null,
    out: null,
    spent: [],
  };
  for (const step of order.steps) {
    if (step.step !== "redirect") continue;
    const to = ctx.redirectors?.[step.id]?.(board, a, r.settledOn) ?? null;
    if (to !== null && to !== r.settledOn) {
      r.settledOn = to;
      r.redirectedBy.push(step.id);
    }
  }
  const x = board.seats[r.settledOn - 1];
  if (!x?.alive) return r;
  for (const step of order.steps) {
    if (step.step === "protect") {
      const st = protection(order, step, x, a, ctx);
      if (!st) continue;
      r.stopped = { seat: x.seat, status: step.status };
      if (step.spends === true) use(r.spent, x.seat, st, ctx);
      return r;
    }
    if (ctx.protectionsOnly === true) continue;
    if (step.step === "replace") {
      if (!step.damages.includes(a.damage)) continue;
      const by = replacer(board, step, x, ctx);
      if (!by) continue;
      if (step.shieldedBy && shields(order, step.shieldedBy, by.seat, a, ctx)) continue;
      if (step.spends === true) use(r.spent, x.seat, by.st, ctx);
      r.replaced = { by: by.seat.seat, status: step.status, ...(step.notice ? { notice: step.notice } : {}) };
      r.out = { seat: by.seat.seat, cause: step.cause ?? a.cause, damage: a.damage, source: a.source };
      return r;
    }
    if (step.step === "flip") {
      const st = step.damages.includes(a.damage) ? usable(x, step.status, ctx)[0] : undefined;
      if (!st) continue;
      use(r.spent, x.seat, st, ctx);
      r.flipped = { seat: x.seat, status: step.status };
      return r;
    }
  }
  r.out = { seat: x.seat, cause: a.cause, damage: a.damage, source: a.source };
  return r;
}

/** The seat that takes `x`'s place under `step` and the instance that names him, if any (F14, HK112). */
function replacer(board: Board, step: Extract<EffectStep, { step: "replace" }>, x: SeatState, ctx: SettleContext) {
  for (const st of usable(x, step.status, ctx)) {
    if (st.source === undefined || st.source === x.seat) continue;
    const y = board.seats[st.source - 1];
    if (!y?.alive || skillsLost(y)) continue;
    if (step.unlessHit === true && ctx.hit?.includes(y.seat)) continue;
    return { seat: y, st };
  }
  return undefined;
}

/**
 * A dry run of `attacks` in order: each one's settlement, the statuses spent by one counted for
 * the next (a 守护×1 stops the first 指杀 only). The board's alive flags are as given: a target
 * put out by an earlier attack of the list is still read as alive.
 */
export function settleAll(
  board: Board,
  attacks: readonly Attack[],
  order: EffectsOrder,
  ctx: SettleContext = {},
): Settlement[] {
  const c: SettleContext = { ...ctx, used: ctx.used ?? new Map() };
  return attacks.map((a) => settle(board, a, order, c));
}

/**
 * The seats `attacks` reach on their own (no replacement, no flip), in first-hit order: not
 * stopped by a protection, a spending protection counted once per charge (each charge of 长生
 * absorbs one 指杀: the first). Tells the devotee whether he himself takes an effective
 * elimination tonight (004 3L 情痴 注).
 */
export function effectiveTargets(board: Board, attacks: readonly Attack[], order: EffectsOrder): number[] {
  const out: number[] = [];
  for (const r of settleAll(board, attacks, order, { protectionsOnly: true }))
    if (r.out && !out.includes(r.out.seat)) out.push(r.out.seat);
  return out;
}

/** An attack of kind `kind` with the damage type the ruleset's order maps it to (`EffectsOrder.damage`). */
export function attackOf(
  order: EffectsOrder,
  kind: string,
  target: number,
  source: number | null,
  cause: Attack["cause"],
): Attack {
  const damage: DamageType | undefined = order.damage[kind];
  if (damage === undefined) throw new Error(`no damage type for attack kind ${kind}`);
  return { kind, target, source, cause, damage };
}
