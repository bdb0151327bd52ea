/**
 * 面包师 (seed 002 弱神; HK110, HK11, HK12, HK29): 芬芳 ([午夜]<限定>, not <指定>) once a game in block A
 * right after (13), before 石像鬼 (HK11's exception). X = ⌊living/4 + ½⌋ at its step (14 → 4); the run is
 * X living characters up the elevator from the named seat (seat order, wrapping, skipping the out; the
 * named seat first). Tonight the <指定> acts of block B (深夜) and block C (凌晨) whose user is of the wolf
 * camp may select only the run: one sent after the bread settled is refused (`hk.bread_only`), one sent
 * earlier does nothing at its step (the group's 杀人 included). The wolf-camp characters who hold such an
 * act (杀人 while they hold the knife) are told the run at C+35 (`bread`).
 *
 * Readings (the rulings are silent): 「深夜」「凌晨」 skills are the acts settled in blocks B and C (HK10);
 * the run is read on the selection target (HK28), so [隐身] does not shorten it (HK29); a run longer
 * than the living is all of them. The run is kept as a bit set of seats (`mem.breadSeats`, bit s−1).
 */

import type { GameState } from "../../types.ts";
import { campOfSeat } from "./common.ts";
import { nightLabel, pick } from "./scripted.ts";
import type { HkActQuery, HkCardSpec } from "./types.ts";

/** HK110: the run of `x` living seats up the elevator from `from` (wrapping, skipping the out). */
export function breadRun(s: GameState, from: number, x: number): number[] {
  const n = s.seats.length;
  const run: number[] = [];
  for (let i = 0; i < n && run.length < x; i++) {
    const seat = ((from - 1 + i) % n) + 1;
    if (s.seats[seat - 1].alive) run.push(seat);
  }
  return run;
}

/** Whether the holder's bread of night `q.n` keeps the act off its target (HK110). */
function outsideRun(s: GameState, holder: number, q: HkActQuery): boolean {
  const mem = s.seats[holder - 1].mem;
  if (mem.breadNight !== q.n || !q.pointed || typeof q.target !== "number") return false;
  if (q.window !== "night_b" && q.window !== "night_c") return false;
  if (campOfSeat(s, q.seat) !== "wolves") return false;
  return ((Number(mem.breadSeats) >> (q.target - 1)) & 1) === 0;
}

export const baker: HkCardSpec = {
  id: "baker",
  texts: {
    "zh-Hans": {
      rules:
        "面包师：整局可在夜晚（午夜）送一次面包：从选择的角色开始，沿电梯楼跳过已出局者，连续X名存活角色拿到面包（X为存活人数除以4，四舍五入）；当晚狼人阵营在深夜和凌晨使用的指定技能只能选择拿到面包的角色。",
      acts: { bread: "芬芳" },
      aliases: { bread: ["面包"] },
      told: { bread: { text: "你闻到了面包的芬芳：今晚深夜和凌晨你的指定技能只能选择{seats}。" } },
    },
    en: {
      rules:
        "Baker: once a game, at night (mid-night), you may hand out bread: starting from the character you choose and going along the lift building, skipping those who are out, X living characters in a row get bread (X is the number of living characters divided by 4, rounded); that night the werewolf camp's pointed skills at deep night and in the small hours may only choose characters who got bread.",
      acts: { bread: "Bread Scent" },
      aliases: { bread: ["Bread"] },
      told: {
        bread: {
          text: "You smell the scent of bread: tonight, at deep night and in the small hours, your pointed skills may only choose {seats}.",
        },
      },
    },
  },
  scripted: {
    /** 芬芳 on night 2, from a seeded living seat (once: a second is refused). */
    night: (v, seed, night, seat) => {
      if (night !== 2) return null;
      const living = Array.from({ length: v.seats }, (_, i) => i + 1).filter((s) => !v.out.has(s));
      const from = pick(seed, nightLabel(v, seat, night), living);
      return from === null ? null : { act: "bread", target: from };
    },
  },
  // HK25, HK106: 「刷新至初始」 unsets these (its spent uses).
  refreshKeys: ["breadNight", "breadSeats"],
  skills: [
    {
      id: "bread",
      acts: { bread: { window: "night_a", step: 13.4, target: "living", pointed: false } },
      timing: { phase: "night", only: "calendar" },
      uses: 1,
      tags: ["limited"],
    },
  ],
  validate(s, seat, act) {
    if (s.seats[seat - 1].mem.breadNight != null) return { code: "hk.used", seat, act };
    return null;
  },
  settle(tx, a) {
    const living = tx.s.seats.filter((x) => x.alive).length;
    const run = breadRun(tx.s, a.target as number, Math.floor(living / 4 + 0.5));
    tx.emit({ type: "mem_set", seat: a.seat, key: "breadNight", value: a.n });
    tx.emit({ type: "mem_set", seat: a.seat, key: "breadSeats", value: run.reduce((m, k) => m | (1 << (k - 1)), 0) });
    for (const x of tx.s.seats) {
      if (!x.alive || campOfSeat(tx.s, x.seat) !== "wolves") continue;
      const held = a.holds?.(x.seat) ?? [];
      if (held.some((h) => h.pointed && (h.window === "night_b" || h.window === "night_c")))
        tx.emit({ type: "told", seat: x.seat, kind: "bread", value: run });
    }
  },
  refuses(s, holder, q) {
    return outsideRun(s, holder, q) ? { code: "hk.bread_only", seat: q.seat, act: q.act, target: q.target } : null;
  },
  voids: outsideRun,
};
