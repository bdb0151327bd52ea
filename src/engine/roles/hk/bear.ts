/**
 * 熊 (seed 002 弱神; HK121, HK45, HK66, HK1): 咆哮 (<强制>) at every 黄昏 (4) (C+20) while he lives, the
 * first dusk of phase S included: when the nearest living seat above him or below him (the seat order
 * wraps; out seats are skipped) has apparent camp wolves, 「熊咆哮了」 (notice `roar`, no seat) is
 * published at the next opening, even if he goes out that night. Several bears are judged apart, each
 * roar its own notice, none named.
 */
import { blocksSkill } from "../../statuses.ts";
import type { GameState } from "../../types.ts";
import { apparentCamp } from "./apparent.ts";
import type { HkCardSpec } from "./types.ts";

/** HK121: the nearest living seats below and above `seat` (wrapping; one seat when only one other lives). */
export function livingNeighbours(s: GameState, seat: number): number[] {
  const n = s.seats.length;
  const out: number[] = [];
  for (const step of [-1, 1])
    for (let k = 1; k < n; k++) {
      const t = ((seat - 1 + step * k + n * n) % n) + 1;
      if (s.seats[t - 1].alive) {
        if (!out.includes(t)) out.push(t);
        break;
      }
    }
  return out;
}

/** The memory key of the roar due at day n's opening. */
const roarKey = (n: number) => `roar_D${n}`;

export const bear: HkCardSpec = {
  id: "bear",
  texts: {
    "zh-Hans": {
      rules: "熊：每个黄昏结束时，若与自己相邻的最近存活角色中有表面阵营为狼人的，次日正午开始时公布“熊咆哮了”。",
      acts: {},
    },
    en: {
      rules:
        'Bear: at the end of each dusk, if one of your nearest living neighbours has the werewolves\' apparent camp, "The bear roars" is announced when the next noon begins.',
      acts: {},
    },
  },
  scripted: "silent",
  skills: [{ id: "roar", acts: {}, timing: { phase: "day", only: "calendar" }, tags: ["forced", "passive"] }],
  atDuskEnd(tx, holder, n) {
    const x = tx.s.seats[holder - 1];
    if (!x.alive || blocksSkill(x, { tags: ["forced"] })) return;
    if (livingNeighbours(tx.s, holder).some((t) => apparentCamp(tx.s, t) === "wolves"))
      tx.emit({ type: "mem_set", seat: holder, key: roarKey(n + 1), value: true });
  },
  atOpening(tx, holder, n) {
    if (tx.s.seats[holder - 1].mem[roarKey(n)] === true)
      tx.emit({ type: "public_notice", kind: "roar", stage: "opening" });
  },
};
