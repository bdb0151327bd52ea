/**
 * The fold of forum-hk's own events (seed 002; `families/forum-hk/`), split from `evolve.ts`: the calendar, camps,
 * acts, skills, attacks waiting for (20), losses and declaration points, ballots, counts, cards and
 * the directors' judgements. Same rules as `apply`: it writes only into the parts `cloneState`
 * copies and replaces the others whole.
 */
import { cloneTarget } from "./clone.ts";
import type { GameEvent, GameState, NightAct } from "./types.ts";

/** A forum-hk event (`hk_*`). */
export type HkEvent = Extract<GameEvent, { type: `hk_${string}` }>;

/** Whether `e` is one of forum-hk's own events. */
export function isHkEvent(e: GameEvent): e is HkEvent {
  return e.type.startsWith("hk_");
}

/**
 * `list` and `entry` as a new list: the record's lists are replaced, never pushed into, because
 * copies of the state share them (clone.ts).
 */
export function appended<T>(list: readonly T[], entry: T): T[] {
  const out = list.slice();
  out.push(entry);
  return out;
}

/** Applies one forum-hk event to the draft `s` (see `apply` in evolve.ts). */
export function applyHk(s: GameState, e: HkEvent): void {
  switch (e.type) {
    case "hk_calendar":
      s.hk = { startMs: e.startMs, close0Ms: e.close0Ms, closes: {}, camps: {} };
      return;
    case "hk_close_moved":
      if (s.hk) s.hk = { ...s.hk, closes: { ...s.hk.closes, [String(e.n)]: e.closeMs } };
      return;
    case "hk_sun_day":
      if (s.hk) s.hk = { ...s.hk, sunDays: [...(s.hk.sunDays ?? []), e.n] };
      return;
    case "hk_speakers":
      if (s.hk) s.hk = { ...s.hk, speakers: { ...s.hk.speakers, [String(e.n)]: [...e.seats] } };
      return;
    case "hk_camp":
      if (s.hk) s.hk = { ...s.hk, camps: { ...s.hk.camps, [String(e.seat)]: e.camp } };
      return;
    case "hk_acted":
      // HK83: a seized host's own act is accepted but never counted.
      if (s.phase.kind === "hk" && !e.voided) {
        const a: NightAct = { act: e.act, target: cloneTarget(e.target), atMs: e.atMs };
        if (e.value !== undefined) a.value = structuredClone(e.value);
        if (e.by !== undefined) a.by = e.by;
        s.phase.acts = { ...s.phase.acts, [String(e.seat)]: appended(s.phase.acts[String(e.seat)] ?? [], a) };
      }
      return;
    case "hk_disguise":
      if (s.hk) {
        const key = String(e.seat);
        const had = s.hk.disguises?.[key] ?? {};
        s.hk = { ...s.hk, disguises: { ...s.hk.disguises, [key]: { ...had, [e.field]: e.value } } };
      }
      return;
    case "hk_skill":
      if (s.hk) {
        const had = s.hk.skills?.[String(e.seat)] ?? { gained: [], lost: [] };
        const next =
          e.how === "gained"
            ? { gained: appended(had.gained, e.skill), lost: had.lost.filter((k) => k !== e.skill) }
            : e.how === "refreshed"
              ? { gained: had.gained, lost: had.lost.filter((k) => k !== e.skill) }
              : { gained: had.gained.filter((k) => k !== e.skill), lost: appended(had.lost, e.skill) };
        s.hk = { ...s.hk, skills: { ...s.hk.skills, [String(e.seat)]: next } };
      }
      return;
    case "hk_gained":
      if (s.hk) {
        // HK25: the instance's key and start are derived here, never logged (as statuses' are).
        const key = (s.hk.gainSeq ?? 0) + 1;
        const list = appended(s.hk.gained?.[String(e.seat)] ?? [], { ...e.skill, key, since: s.label });
        s.hk = { ...s.hk, gainSeq: key, gained: { ...s.hk.gained, [String(e.seat)]: list } };
      }
      return;
    case "hk_dropped":
      if (s.hk) {
        const had = s.hk.gained?.[String(e.seat)] ?? [];
        const list =
          e.uses === undefined
            ? had.filter((g) => g.key !== e.key)
            : had.map((g) => (g.key === e.key ? { ...g, uses: e.uses as number } : g));
        s.hk = { ...s.hk, gained: { ...s.hk.gained, [String(e.seat)]: list } };
      }
      return;
    case "hk_attack":
      if (s.phase.kind === "hk") {
        const a = { attack: { ...e.attack }, ...(e.by ? { by: [...e.by] } : {}) };
        s.phase.attacks = appended(s.phase.attacks ?? [], a);
      }
      return;
    case "hk_voided":
      if (s.phase.kind === "hk" && s.phase.attacks?.[e.index]) {
        const had = s.phase.attacks[e.index];
        const attack = had.attack.source === null ? { ...had.attack, source: e.source } : had.attack;
        s.phase.attacks = s.phase.attacks.map((x, i) => (i === e.index ? { ...x, attack, void: true as const } : x));
      }
      return;
    case "hk_settled":
      if (s.phase.kind === "hk") {
        const r = {
          seat: e.seat,
          act: e.act,
          target: cloneTarget(e.target),
          ...(e.about !== undefined ? { about: e.about } : {}),
          damage: e.damage,
        };
        s.phase.settled = appended(s.phase.settled ?? [], r);
      }
      return;
    case "hk_redirected":
      if (s.phase.kind === "hk") {
        const r = { seat: e.seat, act: e.act, stage: e.stage, from: e.from, to: e.to };
        s.phase.redirected = appended(s.phase.redirected ?? [], r);
      }
      return;
    case "hk_lost":
      if (s.hk) s.hk = { ...s.hk, lost: appended(s.hk.lost ?? [], { camp: e.camp, why: e.why, at: s.label }) };
      return;
    case "hk_point":
      if (s.hk) s.hk = { ...s.hk, lostAtPoint: e.lost };
      return;
    case "hk_ballot":
      if (s.phase.kind === "hk") s.phase.ballots = appended(s.phase.ballots ?? [], { ...e.ballot });
      return;
    case "hk_counted":
      if (s.hk && e.ballots) s.hk = { ...s.hk, ballots: { ...s.hk.ballots, [e.entry.at]: { ...e.ballots } } };
      return;
    case "hk_card":
      if (s.hk) {
        const key = String(e.seat);
        const red = e.colours[e.colours.length - 1] === "red" && e.camp !== null;
        s.hk = {
          ...s.hk,
          cards: { ...s.hk.cards, [key]: [...(s.hk.cards?.[key] ?? []), ...e.colours] },
          ...(red ? { redCards: appended(s.hk.redCards ?? [], e.camp as string) } : {}),
          ...(e.waits ? { redWaiting: appended(s.hk.redWaiting ?? [], e.seat) } : {}),
        };
      }
      return;
    case "hk_reds_settled":
      if (s.hk) s.hk = { ...s.hk, redWaiting: [] };
      return;
    case "hk_judged":
      if (s.hk) s.hk = { ...s.hk, judged: appended(s.hk.judged ?? [], e.camp) };
      return;
  }
}
