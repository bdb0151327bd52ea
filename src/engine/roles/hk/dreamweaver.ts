/**
 * 摄梦人 (seed 002 强神; HK94, HK72, HK62, HK34): 摄梦 each night in block A (12), after 咒缚 and 替死, on
 * a living other; a dreamer able to act who sends none is drawn a seeded random living other at the
 * block's end (draw `dream`); a silenced one dreams nobody. The target holds [坚韧] to C+70. Two
 * nights running on one seat → 致死伤害 at ⑥ (cause `dream`); the run looks back one night only and
 * a night dreaming nobody breaks it. The dreamer out that night (his resolution or a red card) →
 * his target takes 致死伤害 right after (cause `dreamer_out`); an out in the following 晨曦 is not
 * 「当晚」.
 */
import { blocksSkill, grant } from "../../statuses.ts";
import type { Tx } from "../../tx.ts";
import type { Attack } from "../../types.ts";
import { at, nightLabel, othersOf, pick } from "./scripted.ts";
import type { HkCardSpec } from "./types.ts";

/** HK72 ⑥: the slot of a dream that settles on one seat two nights running. */
export const SLOT_DREAM = 6;

/** HK94: the dream of `seat` settles on `t` on night `n`; returns ⑥'s 致死伤害 when `t` was dreamed the night before. */
function dream(tx: Tx, seat: number, t: number, n: number): Attack[] {
  const mem = tx.s.seats[seat - 1].mem;
  const running = mem.dreamNight === n - 1 && mem.dreamSeat === t;
  tx.emit({ type: "mem_set", seat, key: "dreamSeat", value: t });
  tx.emit({ type: "mem_set", seat, key: "dreamNight", value: n });
  grant(tx, t, { id: "tough", source: seat, untilLabel: `N${n}`, untilStage: "night_end" });
  if (!running) return [];
  return [{ kind: "dream", target: t, source: seat, cause: "dream", damage: "lethal", slot: SLOT_DREAM }];
}

/** Whether `seat` sent a `dream` this night (HK13: any, the last one counts). */
function sentTonight(tx: Tx, seat: number): boolean {
  const ph = tx.s.phase;
  return ph.kind === "hk" && (ph.acts[String(seat)] ?? []).some((a) => a.act === "dream");
}

export const dreamweaver: HkCardSpec = {
  id: "dreamweaver",
  texts: {
    "zh-Hans": {
      rules:
        "摄梦人：每晚必须摄梦一名其他存活角色（不选则随机），使其当晚获得坚韧；连续两晚摄梦同一人，该角色出局；摄梦人当晚出局，被摄梦者随之出局。",
      acts: { dream: "摄梦" },
    },
    en: {
      rules:
        "Dreamweaver: each night you must Dreamwalk another living character (at random if you choose none), who gains toughness that night; the same character two nights in a row goes out; if you go out that night, your dreamer goes out with you.",
      acts: { dream: "Dreamwalk" },
    },
  },
  scripted: {
    /** 摄梦 a seat other than last night's (two nights running kills it, HK72 ⑥). */
    night: (v, seed, night, seat, mem) =>
      at(
        "dream",
        pick(
          seed,
          nightLabel(v, seat, night),
          othersOf(v, seat).filter((s) => s !== mem.last),
        ),
      ),
  },
  skills: [
    {
      id: "dream",
      acts: { dream: { window: "night_a", step: 12.2, target: "other" } },
      timing: { phase: "night", only: "calendar" },
    },
  ],
  settle(tx, a) {
    return dream(tx, a.seat, a.target as number, a.n);
  },
  /** HK94: a silent dreamer able to act is drawn a living other at block A's end (draw `dream`). */
  afterBlock(tx, holder, block, n) {
    const x = tx.s.seats[holder - 1];
    if (block !== "a" || !x.alive || sentTonight(tx, holder)) return;
    // HK40: 沉默 (冰冻) stops 摄梦, a skill not <强制>.
    if (blocksSkill(x, {})) return;
    const others = tx.s.seats.filter((y) => y.alive && y.seat !== holder).map((y) => y.seat);
    const t = tx.pick("dream", others);
    if (t === null) return;
    return dream(tx, holder, t, n);
  },
  /** HK94, HK62: the dreamer out during the night he dreamed → his target takes 致死伤害 at once. */
  onOut(tx, holder, out) {
    if (out.seat !== holder) return;
    const mem = tx.s.seats[holder - 1].mem;
    const ph = tx.s.phase;
    if (ph.kind !== "hk" || ph.stage !== "night" || tx.s.label !== `N${String(mem.dreamNight)}`) return;
    const t = mem.dreamSeat as number;
    return [{ kind: "dreamer_out", target: t, source: holder, cause: "dreamer_out", damage: "lethal" }];
  },
};
