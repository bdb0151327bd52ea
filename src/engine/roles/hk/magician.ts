/**
 * 魔术师 (seed 002 强神; HK95, HK28): 交换 (`swap`, <指定>) in block A (9) on two distinct living characters,
 * himself allowed. Each named seat goes through the chain on its own (HK28); the swap settles only when
 * both settlement targets are two distinct characters who take it (HK22, HK29: 「若最终结算目标不是2个角色，
 * 该技能发动无效」). A settled swap moves every <指定> act of a later step that night whose ball is on one
 * of the pair to the other (the chain's `swap` stage). A seat he ever named in a swap that reached its
 * step (settled or not) cannot be named by him again. Nothing is told.
 */

import type { Tx } from "../../tx.ts";
import { nightLabel, othersOf, pick } from "./scripted.ts";
import type { HkCardSpec, HkSettle } from "./types.ts";

/** HK11: 交换's step in block A. */
const STEP = 9;
/** His memory: every seat named (HK95, a bit per seat), tonight's settled pair and its night. */
const NAMED = "swap_named";
const PAIR_A = "swap_a";
const PAIR_B = "swap_b";
const NIGHT = "swap_night";

/** Whether he named `seat` before (HK95). */
function namedBefore(mem: Record<string, unknown>, seat: number): boolean {
  return typeof mem[NAMED] === "number" && Math.floor((mem[NAMED] as number) / 2 ** seat) % 2 === 1;
}

/** HK95: records the selection targets of a swap that reached its step, settled or not. */
function remember(tx: Tx, a: HkSettle, selected: readonly number[]): void {
  const mem = tx.s.seats[a.seat - 1].mem;
  let bits = typeof mem[NAMED] === "number" ? (mem[NAMED] as number) : 0;
  for (const t of selected) if (!namedBefore(mem, t)) bits += 2 ** t;
  tx.emit({ type: "mem_set", seat: a.seat, key: NAMED, value: bits });
}

/** The selection targets of the act being settled (`about` is a single seat's; a pair's are in the act). */
function selectedOf(tx: Tx, a: HkSettle): number[] {
  const ph = tx.s.phase;
  const sent =
    ph.kind === "hk" ? [...(ph.acts[String(a.seat)] ?? [])].reverse().find((x) => x.act === "swap") : undefined;
  return Array.isArray(sent?.target)
    ? (sent.target as number[])
    : Array.isArray(a.target)
      ? (a.target as number[])
      : [];
}

export const magician: HkCardSpec = {
  id: "magician",
  texts: {
    "zh-Hans": {
      rules:
        "魔术师：每晚可选择两名存活角色（可以包括自己）交换：交换成功后，当晚之后所有指定技能对这两人中一人的结算都改为对另一人结算。选过的角色以后不能再选。",
      acts: { swap: "交换" },
    },
    en: {
      rules:
        "Magician: each night you may Swap two living characters (yourself included): once it works, every pointed skill resolved on one of them later that night resolves on the other instead. A character chosen once cannot be chosen again.",
      acts: { swap: "Swap" },
    },
  },
  scripted: {
    /** 交换 two living others he has not named before. */
    night: (v, seed, night, seat, mem) => {
      const free = othersOf(v, seat).filter((s) => !mem.used.has(s));
      const first = pick(seed, nightLabel(v, seat, night), free);
      const second = pick(
        seed,
        `${nightLabel(v, seat, night)}:2`,
        free.filter((s) => s !== first),
      );
      return first === null || second === null ? null : { act: "swap", target: [first, second] };
    },
  },
  skills: [
    {
      id: "swap",
      acts: { swap: { window: "night_a", step: STEP, target: "pair" } },
      timing: { phase: "night", only: "calendar" },
    },
  ],
  validate(s, seat, act, target) {
    const mem = s.seats[seat - 1].mem;
    for (const t of Array.isArray(target) ? target : [])
      if (namedBefore(mem, t)) return { code: "hk.chosen_before", seat, act, target: t };
    return null;
  },
  settle(tx, a) {
    if (a.act !== "swap" || !Array.isArray(a.target)) return;
    remember(tx, a, selectedOf(tx, a));
    tx.emit({ type: "mem_set", seat: a.seat, key: PAIR_A, value: a.target[0] });
    tx.emit({ type: "mem_set", seat: a.seat, key: PAIR_B, value: a.target[1] });
    tx.emit({ type: "mem_set", seat: a.seat, key: NIGHT, value: a.n });
  },
  unsettled(tx, a) {
    if (a.act === "swap") remember(tx, a, selectedOf(tx, a));
  },
  redirect(s, holder, stage, ball, q) {
    const mem = s.seats[holder - 1].mem;
    if (stage !== "swap" || mem[NIGHT] !== q.n || (q.step ?? 0) <= STEP) return null;
    return ball === mem[PAIR_A] ? (mem[PAIR_B] as number) : ball === mem[PAIR_B] ? (mem[PAIR_A] as number) : null;
  },
};
