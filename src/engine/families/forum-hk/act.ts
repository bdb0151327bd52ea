/**
 * A player's act under forum-hk (scenario-format.md `### forum-hk`, Acts; HK9, HK13, HK21, HK22,
 * HK69): checked against its row of `acts.ts` — the card that holds it, its window, its user's
 * statuses, its target — then recorded (`hk_acted`); it settles when its block is processed
 * (`blocks.ts`). Any other act is refused.
 */

import { deadlineOf, noonSkillsOpen } from "../../calendar-hk.ts";
import { REWIND } from "../../roles/hk/clock.ts";
import { type HkCardSpec, hkCardSpec } from "../../roles/hk/index.ts";
import { hereticCount } from "../../roles/hk/old-believer.ts";
import type { HkSkillRef } from "../../roles/hk/types.ts";
import { blocksSkill, blocksTargeting } from "../../statuses.ts";
import type { Tx } from "../../tx.ts";
import type { ActValue, GameState, Reject, Target } from "../../types.ts";
import { type HkActRow, hkAct, isPointed } from "./acts.ts";
import { syncCamps } from "./camps.ts";
import { postBallot, redCarded } from "./day.ts";
import { hkCal, hkPhase } from "./flow.ts";
import { holdsOwnKill, killHolders } from "./knife.ts";
import { swiftTonight } from "./night.ts";
import { announce, resolveNow } from "./outs.ts";
import { rewindAct, rewindFault } from "./rewind.ts";
import { keeping } from "./rewind-point.ts";
import { actInstance, settleAct, tellNamed } from "./skills.ts";
import { declareAt } from "./standing.ts";
import { actQuery, cardsRefuse } from "./vetoes.ts";

/**
 * Whether `act`'s window is open now (HK9: deadlines exclusive; HK7: 正午 to one hour before the
 * close; HK138: the death windows), or the reject code.
 */
function windowFault(tx: Tx, row: HkActRow): string | null {
  const ph = hkPhase(tx.s);
  // [3] HK146: the rest of a 晨曦 window after a rewind takes no act.
  if (!ph || ph.held) return "hk.window";
  const cal = hkCal(tx.s);
  const now = tx.nowMs;
  switch (row.window) {
    case "start":
      return ph.stage === "start" ? null : "hk.window";
    case "night_a":
      return ph.stage === "night" && now < deadlineOf(cal, ph.day, "blockA") ? null : "hk.window";
    case "night_b":
      return ph.stage === "night" && now < deadlineOf(cal, ph.day, "blockB") ? null : "hk.window";
    case "night_c":
      return ph.stage === "night" && now < deadlineOf(cal, ph.day, "blockC") ? null : "hk.window";
    case "noon":
      return ph.stage === "noon" && ph.day >= 1 && noonSkillsOpen(cal, ph.day, now) ? null : "hk.window";
    case "ballot":
      return ph.stage === "noon" ? null : "hk.window";
    case "any":
      return ph.stage !== "night" || now < deadlineOf(cal, ph.day, "blockA") ? null : "hk.window";
    case "first_dusk":
      return ph.stage === "dusk" && ph.day === 0 ? null : "hk.window";
    case "dusk":
      return ph.stage === "dusk" ? null : "hk.window";
    case "window":
      if (ph.stage === "dusk" && now < deadlineOf(cal, ph.day, "duskWindow")) return null;
      if (ph.stage === "dawn" && now < deadlineOf(cal, ph.day, "dawnWindow")) return null;
      return "hk.window";
  }
}

/** HK21, HK22, HK126, HK122: the target as the row wants it, or the reject. */
function targetFault(tx: Tx, seat: number, act: string, row: HkActRow, target: Target): Reject | null {
  const seats = tx.s.seats;
  const isSeat = (t: unknown): t is number =>
    typeof t === "number" && Number.isInteger(t) && t >= 1 && t <= seats.length;
  const living = (t: number) => !(seats[t - 1].announced && !seats[t - 1].alive);
  switch (row.target) {
    case "none":
      return target === null ? null : { code: "hk.no_target", seat, act };
    case "living_or_null":
      if (target === null) return null;
      if (!isSeat(target)) return { code: "target.not_a_seat", seat, target };
      return living(target) ? null : { code: "target.dead", seat, target };
    case "living":
    case "other":
      if (target === null) return { code: "target.required", seat, act };
      if (!isSeat(target)) return { code: "target.not_a_seat", seat, target };
      if (row.target === "other" && target === seat) return { code: "hk.not_self", seat, act };
      return living(target) ? null : { code: "target.dead", seat, target };
    case "announced_out":
      if (target === null) return { code: "target.required", seat, act };
      if (!isSeat(target)) return { code: "target.not_a_seat", seat, target };
      return seats[target - 1].announced && !seats[target - 1].alive ? null : { code: "hk.not_out", seat, target };
    case "pair": {
      // HK95: two distinct living characters, the user allowed.
      if (!Array.isArray(target) || target.length !== 2 || target[0] === target[1])
        return { code: "hk.seat_pair", seat, act };
      for (const t of target) {
        if (!isSeat(t)) return { code: "target.not_a_seat", seat, target: t };
        if (!living(t)) return { code: "target.dead", seat, target: t };
      }
      return null;
    }
    case "living_seats": {
      // HK149: a list of distinct living characters (empty or null: nobody); its length is the card's.
      if (target === null) return null;
      if (!Array.isArray(target)) return { code: "hk.seats_wanted", seat, act };
      if (new Set(target).size !== target.length) return { code: "hk.seat_list_distinct", seat, act };
      for (const t of target) {
        if (!isSeat(t)) return { code: "target.not_a_seat", seat, target: t };
        if (!living(t)) return { code: "target.dead", seat, target: t };
      }
      return null;
    }
    case "one_or_two": {
      // HK122: one or two distinct seats; the card checks which (`validate`).
      if (!Array.isArray(target) || target.length < 1 || target.length > 2 || new Set(target).size !== target.length)
        return { code: "hk.seat_one_or_two", seat, act };
      for (const t of target) if (!isSeat(t)) return { code: "target.not_a_seat", seat, target: t };
      return null;
    }
    case "seats": {
      const want = hereticCount(seats.length);
      if (!Array.isArray(target) || target.length !== want || new Set(target).size !== target.length)
        return { code: "hk.seat_list", seat, act, want };
      for (const t of target) {
        if (!isSeat(t)) return { code: "target.not_a_seat", seat, target: t };
        if (t === seat) return { code: "hk.not_self", seat, act };
      }
      return null;
    }
  }
}

/**
 * A forum-hk act. Codes: `act.not_in_ruleset` (no such act under forum-hk), `hk.not_supported` (an
 * act of a card or a piece not implemented yet), `act.not_yours`, `seat.dead`, `hk.window`,
 * `hk.no_kill_n1` (HK69), `hk.status_blocks` (HK13), `hk.not_ready` (a gained skill in the phase it
 * came in, HK103), target codes, and the card's own (the module of the skill instance used, HK25).
 */
export function hkActCommand(
  tx: Tx,
  seat: number,
  act: string,
  target: Target,
  value?: ActValue,
  by?: number,
): Reject | null {
  const row = hkAct(act);
  if (!row) return { code: "act.not_in_ruleset", seat, act, ruleset: tx.rules.id };
  // HK83: after 夺舍 an act the ghost does not hold himself is his host's, sent in the host's place (the
  // host its user: checked and settled as the host's own).
  const host = by === undefined ? actingFor(tx.s, seat) : null;
  if (host !== null && !holdsAct(tx.s, seat, act)) return hkActCommand(tx, host, act, target, value, seat);
  // HK83: the seized host's own acts that night are accepted and void (he is not told).
  const sent = {
    ...(by !== undefined ? { by } : {}),
    ...(by === undefined && seized(tx.s, seat) ? { voided: true as const } : {}),
  };
  const x = tx.s.seats[seat - 1];
  // HK57–HK60, HK64: ballots and changes (`day.ts`, checked by `vote.ts`).
  if (act === "vote" || act === "change_vote") return postBallot(tx, act, seat, target);
  // HK70, HK71: 杀人 is the group's: its living [群内] wolves, or the [接刀] holders who took it over;
  // [2] or a seat's own 杀人 (黑情侣's, HK127; never on night 1, HK69, refused below).
  const ownKill = act === "kill" && holdsOwnKill(tx.s, seat, Number.MAX_SAFE_INTEGER);
  // HK25: any other act is one of the seat's skill instances (its card's own, or a gained one).
  // A card's `validate` reads a well-formed target: a malformed one picks no instance by it (the target
  // checks below name the fault).
  const malformed = targetFault(tx, seat, act, row, target) !== null;
  const ok = (r: HkSkillRef) =>
    malformed || hkCardSpec(r.card)?.validate?.(tx.s, seat, act, target, value, tx.nowMs) == null;
  const inst = act === "kill" ? null : actInstance(tx.s, seat, act, ok);
  // [2] An act another card lets this seat use (丘比特's 黑情侣 naming who gets the 杀人): that card's.
  const granter = act === "kill" || inst !== null ? null : cardGranting(tx.s, seat, act);
  const mine =
    act === "kill" ? ownKill || killHolders(tx.s).some((y) => y.seat === seat) : inst !== null || granter !== null;
  if (!mine) return { code: "act.not_yours", seat, act, ruleset: tx.rules.id };
  // HK103: a gained skill is usable from the phase after the one it came in.
  if (inst?.gained && !inst.ready) return { code: "hk.not_ready", seat, act };
  const deathSkill = act === "shoot" || act === "revenge" || row.byOut === true;
  if (!x.alive && !deathSkill) return { code: "seat.dead", seat };
  // HK60: a red card given today waits for 黄昏 (1); until then he cannot act.
  if (redCarded(tx.s, seat)) return { code: "hk.red_card", seat, act };
  const w = windowFault(tx, row);
  if (w) return { code: w, seat, act };
  if (act === "kill" && tx.s.label === "N1") return { code: "hk.no_kill_n1", seat, act };
  if (blocksSkill(x, { tags: row.tags })) return { code: "hk.status_blocks", seat, act };
  const bad = targetFault(tx, seat, act, row, target);
  if (bad) return bad;
  // HK110: another card's standing rule (芬芳's run).
  const ph0 = hkPhase(tx.s);
  const q = actQuery(seat, act, target, ph0 ? ph0.day + 1 : 0);
  const vetoed = q && ph0?.stage === "night" ? cardsRefuse(tx.s, q) : null;
  if (vetoed) return vetoed;
  if (act === "kill") {
    // HK19: `value: 2` proposes the second kill, only on a night with [迅捷1].
    const ph = hkPhase(tx.s);
    const second = value === 2 && ph !== null && swiftTonight(tx.s, ph.day + 1);
    if (value !== undefined && !second) return { code: "hk.no_second_kill", seat, act };
    tx.emit({ type: "hk_acted", seat, act, target, ...(value !== undefined ? { value } : {}), ...sent });
    return null;
  }
  const spec = granter ?? hkCardSpec(inst?.card ?? x.role);
  if (!spec?.settle && !spec?.silentStart) return { code: "hk.not_supported", seat, act };
  const own = spec.validate?.(tx.s, seat, act, target, value, tx.nowMs);
  if (own) return own;
  // [3] 钟's 时光倒流 (HK144–HK148): the flow's checks, then the rewind at once.
  if (act === REWIND) {
    const fault = rewindFault(tx, seat);
    if (fault) return fault;
    rewindAct(tx, seat, target);
    return null;
  }
  // HK145: a death-window skill's effects stand through a rewind (its use, its outs and theirs).
  if (row.window === "window") keeping(tx, () => accept(tx, seat, act, target, value, row, granter, sent));
  else accept(tx, seat, act, target, value, row, granter, sent);
  return null;
}

/**
 * Records an accepted act (`hk_acted`; HK83: `sent.by` the ghost who sent it in the host's place, `sent.voided`
 * a seized host's own) and settles at once the acts that settle when sent.
 */
function accept(
  tx: Tx,
  seat: number,
  act: string,
  target: Target,
  value: ActValue | undefined,
  row: HkActRow,
  granter: HkCardSpec | null,
  sent: { by?: number; voided?: true },
): void {
  tx.emit({ type: "hk_acted", seat, act, target, ...(value !== undefined ? { value } : {}), ...sent });
  if (sent.voided) return;
  const anyNow = row.window === "any" && tx.s.phase.kind === "hk" && tx.s.phase.stage !== "night";
  if (row.window === "noon" || row.window === "window" || row.atOnce || anyNow)
    settleNow(tx, seat, act, target, value, row.window, granter);
}

/** HK83: the seat in whose place `seat` sends night acts now (幽灵's 夺舍, `HkCardSpec.actsFor`), or null. */
function actingFor(s: GameState, seat: number): number | null {
  return hkCardSpec(s.seats[seat - 1].role)?.actsFor?.(s, seat) ?? null;
}

/** HK83: whether another seat sends `seat`'s night acts now (his own are then void). */
function seized(s: GameState, seat: number): boolean {
  return s.seats.some((y) => y.seat !== seat && hkCardSpec(y.role)?.actsFor?.(s, y.seat) === seat);
}

/** Whether `seat` holds `act` himself (a skill instance, a granted act, or 杀人 of his own or the group's). */
function holdsAct(s: GameState, seat: number, act: string): boolean {
  if (act === "kill")
    return holdsOwnKill(s, seat, Number.MAX_SAFE_INTEGER) || killHolders(s).some((y) => y.seat === seat);
  return actInstance(s, seat, act, () => true) !== null || cardGranting(s, seat, act) !== null;
}

/** The card that lets `seat` use `act` though his own card does not hold it (`HkCardSpec.grants`), or null. */
function cardGranting(s: GameState, seat: number, act: string): HkCardSpec | null {
  for (const y of s.seats) {
    const spec = hkCardSpec(y.role);
    if (spec?.grants?.(s, y.seat, seat, act)) return spec;
  }
  return null;
}

/**
 * HK65, HK138: a day act or a death-window act (and a night act settled when sent, HK102's 寻踪) resolves at once — the card settles it and its
 * attacks go through HK34 now. A 正午 act's outs are published at once and it is a declaration
 * point (HK54, HK66); a window's outs wait for the dusk list or the opening. By day the chain is only
 * [隐身] (HK28, HK29): a <指定> act on a holder settles nothing but its card's `unsettled` (HK76).
 */
function settleNow(
  tx: Tx,
  seat: number,
  act: string,
  target: Target,
  value: ActValue | undefined,
  w: string,
  granter: HkCardSpec | null,
): void {
  const ph = hkPhase(tx.s);
  // A night act settled at once (寻踪) belongs to night day+1.
  const n = ph ? (ph.stage === "night" ? ph.day + 1 : ph.day) : 0;
  const a = { seat, act, target, ...(value !== undefined ? { value } : {}), n };
  const row = hkAct(act);
  // HK28, HK29: by day only [隐身] applies — a <指定> act on a holder settles nothing but its card's `unsettled`.
  const hidden = typeof target === "number" && row && isPointed(row) && blocksTargeting(tx.s.seats[target - 1]);
  const hook = hidden ? "unsettled" : "settle";
  // An act another card granted (HK127's 黑情侣 选刀) is that card's; any other, its skill instance's (HK25).
  const made = granter ? granter[hook]?.(tx, a) : settleAct(tx, a, hook);
  // HK129: a <指定> act settled on its target by day (复仇者's 寻仇).
  if (hook === "settle" && row && isPointed(row) && w !== "start") tellNamed(tx, seat, target, act);
  const outs = made ? resolveNow(tx, made) : [];
  // HK49, HK48: a day act may change camps (followers follow, told).
  syncCamps(tx);
  if (w !== "noon" || tx.s.phase.kind === "ended") return;
  if (outs.length > 0) announce(tx, { deaths: outs, stage: "noon" });
  declareAt(tx, "noon_act");
}
