/**
 * forum-25 nights (F1, F8, F11, F14–F17, F21; 5L 行动时限, 总体流程4). Night n runs from day n's
 * close until day n+1 opens at 09:00:
 * - stage `acts`, until close + 30 min: `adore`, `guard`, `check` (one act a night each), `kill`
 *   (`value: 2` for the second group kill), `charge` and the hunter's standing `shoot` (sent again
 *   to change them; the last counts);
 * - at close + 30 min the kills and the charge settle (`kills_settled`: a group kill needs every
 *   living knife's last proposal to name the same seat, else none) and the witch is told every 指杀
 *   target (`told` kind `knife`: ascending without repeats, `[]` for none; `null` when told nothing:
 *   antidote gone, skills lost);
 * - stage `witch`, until close + 60 min: her `save`, `poison` or `pass` (one a night);
 * - at close + 60 min the night resolves in F8 order through the effects pipeline (`effects.ts`):
 *   tonight's statuses (guarded, saved, adored), then the charge, the group kill, the second group
 *   kill, the poison, then the standing shot of a hunter who went out tonight (F16); the seer is
 *   told by camp, alive or not (F21). Night deaths are announced at the next opening (`day.ts`).
 */
import { dayOpenMs, RESOLVE_AFTER_CLOSE_MS, SETTLE_AFTER_CLOSE_MS } from "../../calendar.ts";
import { forumCamp, forumKnives } from "../../camps.ts";
import { attackOf } from "../../effects/pipeline.ts";
import { resolveAttack, resolveAttacks } from "../../flow/effects.ts";
import { liveSpec, nightActs, roleSpec } from "../../roles/registry.ts";
import type { NightSkill } from "../../roles/role-types.ts";
import { expire, grant, skillsLost } from "../../statuses.ts";
import type { Tx } from "../../tx.ts";
import type { Attack, ForumNightPhase, NightAct, Reject, SeatState, Target } from "../../types.ts";
import { calOf, timerAt } from "./common.ts";

let forumNight: ReadonlySet<string> | null = null;
/**
 * Whether `act` is a night act of forum-25 (routed here by `index.ts`; the standing `shoot` comes
 * by `standingShot`): the calendar rulesets' night skills of the cards, derived from the registry
 * once it is filled (issue 22).
 */
export function isForumNightAct(act: string): boolean {
  forumNight ??= nightActs("calendar");
  return forumNight.has(act);
}

/** Acts of stage `acts` that are one a night (F11, scenario-format "Night n"). */
const ONCE: ReadonlySet<string> = new Set(["guard", "check", "adore"]);
/** The witch's acts, accepted only in stage `witch` (close + 30 to close + 60 min). */
const WITCH: ReadonlySet<string> = new Set(["save", "poison", "pass"]);

const ended = (tx: Tx): boolean => tx.s.phase.kind === "ended";
const night = (tx: Tx): ForumNightPhase | null => (tx.s.phase.kind === "forum_night" ? tx.s.phase : null);

/** Night n begins at day n's close `closeMs` (F1): its deadlines follow the close. */
export function startForumNight(tx: Tx, n: number, closeMs: number): void {
  tx.emit({
    type: "phase_started",
    phase: {
      kind: "forum_night",
      n,
      closeMs,
      stage: "acts",
      kill: {},
      kill2: {},
      killTarget: null,
      kill2Target: null,
      chargeTarget: null,
      acts: {},
    },
    label: `N${n}`,
    timers: [
      timerAt(tx, "forum_settle", closeMs + SETTLE_AFTER_CLOSE_MS),
      timerAt(tx, "forum_resolve", closeMs + RESOLVE_AFTER_CLOSE_MS),
      timerAt(tx, "forum_open", dayOpenMs(calOf(tx.s), n + 1)),
    ],
  });
}

/** Whether tonight has the second group kill: the cub went out (not by a red card) since last night (F11). */
export function secondKillTonight(tx: Tx, n: number): boolean {
  return tx.s.seats.some((x) => x.mem.incites === n);
}

/** The last act `act` of `seat` tonight, if any. */
function lastAct(ph: ForumNightPhase, seat: number, act: string): NightAct | undefined {
  return [...(ph.acts[String(seat)] ?? [])].reverse().find((a) => a.act === act);
}

/** A living seat or `null` (`allowNone`), for a target. */
function livingTarget(tx: Tx, target: Target, allowNone: boolean): Reject | null {
  if (target === null) return allowNone ? null : { code: "target.required" };
  if (typeof target !== "number" || !tx.s.seats[target - 1]) return { code: "target.not_a_seat", target };
  return tx.s.seats[target - 1].alive ? null : { code: "target.dead", target };
}

/**
 * A night act (F11–F17). Codes: `phase.not_night`, `night.deadline_passed` (after close + 30 min;
 * the witch's after close + 60), `witch.not_yet` (before close + 30), `night.skills_lost` (F15),
 * `knife.not_a_wolf`, `kill.no_second_kill`, `act.not_yours`, `night.no_skill_tonight`,
 * `night.already_acted`, and the cards' own (`witch.no_antidote`, `witch.no_poison`, `guard.*`,
 * `seer.*`, `devotee.*`) and the target's (`target.*`).
 */
export function forumNightAct(tx: Tx, seat: number, act: string, target: Target, value?: number): Reject | null {
  const ph = night(tx);
  if (!ph) return { code: "phase.not_night", seat, act };
  const x = tx.s.seats[seat - 1];
  if (WITCH.has(act)) return witchAct(tx, ph, x, act, target);
  if (ph.stage !== "acts") return { code: "night.deadline_passed", seat, act };
  if (skillsLost(x)) return { code: "night.skills_lost", seat, act };
  if (act === "kill") {
    if (!forumKnives(tx.s).includes(seat)) return { code: "knife.not_a_wolf", seat };
    const second = value === 2;
    if (second && !secondKillTonight(tx, ph.n)) return { code: "kill.no_second_kill", seat };
    const bad = livingTarget(tx, target, true);
    if (bad) return { seat, ...bad };
    tx.emit({ type: "kill_proposed", seat, target: target as number | null, second });
    return null;
  }
  const skill = liveSpec(tx.s, x).night;
  if (!skill?.acts.includes(act)) return { code: "act.not_yours", seat, act };
  if (!skill.active(tx.s, x, ph.n)) return { code: "night.no_skill_tonight", seat, act };
  if (ONCE.has(act) && (ph.acts[String(seat)] ?? []).length > 0) return { code: "night.already_acted", seat, act };
  return cardAct(tx, ph, x, skill, act, target);
}

/**
 * The witch's stage (F11, scenario-format "Night n"): her acts are accepted only from close + 30
 * to close + 60 min, one a night; her card (`roles/witch.ts`) judges and remembers them.
 */
function witchAct(tx: Tx, ph: ForumNightPhase, x: SeatState, act: string, target: Target): Reject | null {
  const seat = x.seat;
  if (ph.stage === "acts") return { code: "witch.not_yet", seat, act };
  if (ph.stage !== "witch") return { code: "night.deadline_passed", seat, act };
  const skill = liveSpec(tx.s, x).night;
  if (!skill?.acts.includes(act)) return { code: "act.not_yours", seat, act };
  if (skillsLost(x)) return { code: "night.skills_lost", seat, act };
  if ((ph.acts[String(seat)] ?? []).length > 0) return { code: "night.already_acted", seat, act };
  return cardAct(tx, ph, x, skill, act, act === "pass" ? null : target);
}

/** The card's own judgement and memory of an act its flow let through (its `validate`, `remember`). */
function cardAct(
  tx: Tx,
  ph: ForumNightPhase,
  x: SeatState,
  skill: NightSkill,
  act: string,
  target: Target,
): Reject | null {
  const seat = x.seat;
  const bad = skill.validate(tx.s, x, act, target, { settled: false, target: null });
  if (bad) return { seat, ...bad };
  const mem = skill.remember?.(tx.s, x, act, target, ph.n) ?? {};
  tx.emit({ type: "night_acted", seat, act, target });
  for (const [key, v] of Object.entries(mem)) tx.emit({ type: "mem_set", seat, key, value: v });
  return null;
}

/** The proposals' agreement: every living knife's last proposal names the same seat, else none (F11). */
function agreed(tx: Tx, proposals: Record<string, number | null>): number | null {
  const knives = forumKnives(tx.s);
  if (knives.length === 0) return null;
  const named = knives.map((k) => proposals[String(k)]);
  const first = named[0];
  return first !== undefined && first !== null && named.every((t) => t === first) ? first : null;
}

/**
 * Close + 30 min (F11): the kills and the charge settle (a charge made tonight resolves even if
 * the king lost 冲锋 since, F11), and each living witch with her 通灵 is told every 指杀 target.
 */
export function settleForumNight(tx: Tx): void {
  const ph = night(tx);
  if (ph?.stage !== "acts") return;
  const kill = agreed(tx, ph.kill);
  const kill2 = secondKillTonight(tx, ph.n) ? agreed(tx, ph.kill2) : null;
  const king = tx.s.seats.find((x) => x.alive && !skillsLost(x) && lastAct(ph, x.seat, "charge"));
  const chargeAct = king ? lastAct(ph, king.seat, "charge") : undefined;
  const charge = typeof chargeAct?.target === "number" ? chargeAct.target : null;
  tx.emit({ type: "kills_settled", kill, kill2, charge });
  const named = [...new Set([kill, kill2, charge].filter((t): t is number => t !== null))].sort((a, b) => a - b);
  for (const w of tx.s.seats) {
    const skill = liveSpec(tx.s, w).night;
    if (!w.alive || !skill?.onKnifeSettled) continue;
    // The card tells (通灵 ends with the antidote, 3L 女巫); a cursed witch is shown nothing (F15).
    skill.onKnifeSettled(tx, w, skillsLost(w) ? null : named, false);
  }
}

/** Whether a living actor's act of tonight still takes effect at the resolution. */
const acting = (x: SeatState) => x.alive && !skillsLost(x);

/**
 * Close + 60 min (F8): tonight's protections and adoration become statuses, then the attacks
 * resolve in order through the pipeline, then the standing shots of hunters out tonight; the
 * night's statuses expire and the seer is told (F21).
 */
export function resolveForumNight(tx: Tx): void {
  const ph = night(tx);
  if (!ph || ph.stage === "resolved") return;
  if (ph.stage === "acts") settleForumNight(tx);
  const at = `N${ph.n}`;
  const before = tx.s.record.deaths.length;
  for (const x of tx.s.seats) {
    if (!acting(x)) continue;
    const g = lastAct(ph, x.seat, "guard");
    if (typeof g?.target === "number") grant(tx, g.target, { id: "guarded", source: x.seat, untilLabel: at });
    const sv = lastAct(ph, x.seat, "save");
    if (typeof sv?.target === "number") grant(tx, sv.target, { id: "saved", source: x.seat, untilLabel: at });
    const ad = lastAct(ph, x.seat, "adore");
    if (typeof ad?.target === "number") grant(tx, ad.target, { id: "adored", source: x.seat });
  }
  const attacks = nightAttacks(tx, ph);
  tx.emit({ type: "night_resolved", n: ph.n });
  const done = resolveAttacks(tx, attacks, at);
  if (ended(tx)) return;
  // F16: a hunter out tonight by any cause but a red card fires his standing shot now.
  const hit = done.landed.map((l) => l.out).filter((n): n is number => n !== null);
  for (const d of tx.s.record.deaths.slice(before)) {
    const h = tx.s.seats[d.seat - 1];
    const shot = lastAct(ph, h.seat, "shoot");
    if (d.cause === "red_card" || skillsLost(h) || typeof shot?.target !== "number") continue;
    if (!roleSpec(h.role).shootsOnDeath) continue;
    resolveAttack(tx, attackOf(tx.rules.effects, "shot", shot.target, h.seat, "shot"), at, hit);
    if (ended(tx)) return;
  }
  expire(tx, at);
  // F19: a sheriff out tonight owes the badge until the opening — his death did it (`kill`, badge.ts `sheriffOut`).
  // F21: the seer is told by camp when the night resolves, even if he died tonight.
  for (const x of tx.s.seats) {
    const check = lastAct(ph, x.seat, "check");
    if (typeof check?.target !== "number") continue;
    const camp = forumCamp(tx.s, tx.s.seats[check.target - 1]);
    tx.emit({
      type: "told",
      seat: x.seat,
      kind: "check",
      value: camp === "villagers" ? "village" : "not_village",
      about: check.target,
    });
  }
}

/** Tonight's attacks in F8 order: the charge, the group kill, the second group kill, the poison. */
function nightAttacks(tx: Tx, ph: ForumNightPhase): Attack[] {
  const out: Attack[] = [];
  const pointed = (kind: Attack["kind"], target: number | null, source: number | null, cause: Attack["cause"]) => {
    if (target !== null) out.push(attackOf(tx.rules.effects, kind, target, source, cause));
  };
  const king = tx.s.seats.find((x) => lastAct(ph, x.seat, "charge")?.target === ph.chargeTarget);
  pointed("charge", ph.chargeTarget, king?.seat ?? null, "charge");
  pointed("kill", ph.killTarget, null, "wolf");
  pointed("kill2", ph.kill2Target, null, "wolf");
  for (const x of tx.s.seats) {
    const p = lastAct(ph, x.seat, "poison");
    if (acting(x) && typeof p?.target === "number")
      out.push(attackOf(tx.rules.effects, "poison", p.target, x.seat, "poison"));
  }
  return out;
}

/**
 * The night's standing `shoot` of a living hunter (F16): a living seat other than his own or
 * `null`, by close + 30 min, sent again to change it. Codes: `phase.not_night`,
 * `night.deadline_passed`, `act.not_yours`, `night.skills_lost`, `hunter.self`, `target.*`.
 */
export function standingShot(tx: Tx, seat: number, target: Target): Reject | null {
  const ph = night(tx);
  if (!ph) return { code: "phase.not_night", seat, act: "shoot" };
  const x = tx.s.seats[seat - 1];
  if (!roleSpec(x.role).shootsOnDeath) return { code: "act.not_yours", seat, act: "shoot" };
  if (ph.stage !== "acts") return { code: "night.deadline_passed", seat, act: "shoot" };
  if (skillsLost(x)) return { code: "night.skills_lost", seat, act: "shoot" };
  if (target === seat) return { code: "hunter.self", seat, target };
  const bad = livingTarget(tx, target, true);
  if (bad) return { seat, ...bad };
  tx.emit({ type: "night_acted", seat, act: "shoot", target });
  return null;
}
