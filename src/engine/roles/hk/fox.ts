/**
 * 狐狸 (seed 002 验人系; HK90, HK45, HK29, HK12, HK21): 狡黠 each night in block B (14) on a living
 * centre. Not <指定> (HK90), so it ignores [隐身] (HK29). The centre and its two nearest living
 * neighbours on the 电梯楼 (wrapping, out seats skipped; fewer when fewer live) are judged by the camp
 * of each one's apparent card (表面身份, HK45): all of the village camp → `village`, none of it →
 * `not_village`, and in both cases 狡黠 is lost (outcome `skills`: `sniff` lost; a later `sniff` is
 * refused); otherwise `mixed` (「气息杂乱无法分辨」) and he may sniff again the next night. Told at C+50.
 * Reading: "living" neighbours are the characters not out at the step (an out but unpublished seat is
 * skipped, as 熊's, HK121), the centre itself being checked by HK22 before the step.
 */
import type { GameState } from "../../types.ts";
import { apparentRole } from "./apparent.ts";
import { livingNeighbours } from "./bear.ts";
import { hkCard } from "./pools.ts";
import type { HkCardSpec } from "./types.ts";

/** HK90: the seats 狡黠 smells around `centre` — the centre, then its nearest living neighbours below and above. */
export function sniffedSeats(s: GameState, centre: number): number[] {
  return [centre, ...livingNeighbours(s, centre).filter((t) => t !== centre)];
}

export const fox: HkCardSpec = {
  id: "fox",
  texts: {
    "zh-Hans": {
      rules:
        "狐狸：每晚可选一名存活角色，连同其电梯楼上下相邻的两名存活角色，判断三人的表面身份是否都属于村民阵营，或都不属于村民阵营；若是，得知结果并失去此技能；若不是，得知“气息杂乱无法分辨”，下一夜仍可使用。",
      acts: { sniff: "狡黠" },
      aliases: { sniff: ["嗅"] },
      told: {
        sniff: {
          text: {
            village: "狡黠结果：{about}和其相邻两人都是村民阵营。你失去了狡黠。",
            not_village: "狡黠结果：{about}和其相邻两人都是非村民阵营。你失去了狡黠。",
            mixed: "狡黠结果：{about}附近气息杂乱无法分辨，下一夜仍可使用狡黠。",
          },
        },
      },
    },
    en: {
      rules:
        'Fox: each night you may choose a living character; with the nearest living character above and below them on the lift building, you sense whether the three apparent cards are all of the village camp, or none of them; if so, you learn which and lose this skill; if not, you learn that "the scents are too mixed to tell" and may use it again the next night.',
      acts: { sniff: "Cunning" },
      aliases: { sniff: ["Sniff"] },
      told: {
        sniff: {
          text: {
            village:
              "Cunning result: {about} and their two neighbours are all of the village camp. You have lost Cunning.",
            not_village:
              "Cunning result: none of {about} and their two neighbours is of the village camp. You have lost Cunning.",
            mixed:
              "Cunning result: the scents around {about} are too mixed to tell; you may use Cunning again next night.",
          },
        },
      },
    },
  },
  scripted: "silent",
  // HK25, HK106: 「刷新至初始」 unsets these (its spent uses).
  refreshKeys: ["sniffLost"],
  skills: [
    {
      id: "sniff",
      // HK29: 狡黠 is not <指定> (002 狡黠[夜晚]): no chain, [隐身] ignored.
      acts: { sniff: { window: "night_b", step: 14, target: "living", pointed: false } },
      timing: { phase: "night", only: "calendar" },
    },
  ],
  validate(s, seat, act) {
    if (s.seats[seat - 1].mem.sniffLost === true) return { code: "hk.used", seat, act };
    return null;
  },
  settle(tx, a) {
    const centre = a.target as number;
    const village = sniffedSeats(tx.s, centre).map((t) => hkCard(apparentRole(tx.s, t))?.camp === "villagers");
    const value = village.every(Boolean) ? "village" : village.some(Boolean) ? "mixed" : "not_village";
    tx.emit({ type: "told", seat: a.seat, kind: "sniff", value, about: centre });
    if (value === "mixed") return;
    tx.emit({ type: "mem_set", seat: a.seat, key: "sniffLost", value: true });
    tx.emit({ type: "hk_skill", seat: a.seat, skill: "sniff", how: "lost" });
  },
};
