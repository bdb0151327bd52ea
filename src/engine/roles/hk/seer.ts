/**
 * 预言家 (seed 002 验人系; HK89, HK12, HK30): 预言 each night in block B (14) on a living character,
 * himself allowed; told at C+50 `village` or `not_village` by the settlement target's apparent camp.
 * TODO(HK89 天意): a second 预言 the night after a 非村民 target's exile on his ballot (needs vote.ts).
 */
import { apparentCamp } from "./apparent.ts";
import { feedbackOf } from "./common.ts";
import { at, nightLabel, othersOf, pick } from "./scripted.ts";
import type { HkCardSpec } from "./types.ts";

export const seer: HkCardSpec = {
  id: "seer",
  texts: {
    "zh-Hans": {
      rules: "预言家：每晚查验一名存活角色（可以查自己），得知其表面阵营是否为村民阵营。",
      acts: { check: "预言" },
      aliases: { check: ["验"] },
      told: {
        check: { text: { village: "预言结果：{about}是村民阵营。", not_village: "预言结果：{about}是非村民阵营。" } },
      },
    },
    en: {
      rules:
        "Seer: each night, use Prophecy on a living character (yourself allowed) and learn whether their apparent camp is the village camp.",
      acts: { check: "Prophecy" },
      aliases: { check: ["Check"] },
      told: {
        check: {
          text: {
            village: "Prophecy result: {about} is in the village camp.",
            not_village: "Prophecy result: {about} is not in the village camp.",
          },
        },
      },
    },
  },
  toldVariant: { check: (v) => (v === "village" ? "village" : "not_village") },
  scripted: {
    /** 预言 an unchecked living seat. */
    night: (v, seed, night, seat, mem) =>
      at(
        "check",
        pick(
          seed,
          nightLabel(v, seat, night),
          othersOf(v, seat).filter((s) => !mem.used.has(s)),
        ),
      ),
  },
  skills: [
    {
      id: "check",
      acts: { check: { window: "night_b", step: 14, target: "living" } },
      timing: { phase: "night", only: "calendar" },
    },
  ],
  settle(tx, a) {
    const t = a.target as number;
    tx.emit({
      type: "told",
      seat: a.seat,
      kind: "check",
      value: apparentCamp(tx.s, t) === "villagers" ? "village" : "not_village",
      ...feedbackOf(a),
    });
  },
};
