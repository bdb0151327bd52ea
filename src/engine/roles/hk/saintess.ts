/**
 * 圣女 (seed 002 强神; HK106, HK25, HK42, HK92, HK96, HK12): 圣水 ([早夜][指定]<限定>, once) in block A (6)
 * on a living character. By the target's real camp (`campAsJudgedBy`: 隐狼 ④ = village, HK87):
 * - village → the target's card skills are refreshed to their initial state (「刷新至初始」, HK25: its
 *   spent uses and <限定> back, its lost skills back — 女巫's 救药 and with it her 灵通, HK92; 灵鹿's
 *   长寿之命, HK96), told to the target at C+35 (`refreshed`);
 * - wolf camp → a permanent [净化] (沉默 + 超度 + 遗忘), told to its holder with no end (HK42);
 * - any other camp (a third party, 黑情侣, 不定) → a permanent [超度], told only if he 带刀 (HK42).
 *
 * Readings where the rulings are silent: 圣水 may name herself (002: 「选择范围：1人」, no [无私]); the
 * refresh comes first and the use is spent after it, so a 圣水 on herself does not give 圣水 back. Skills a
 * seat gained (HK25) are not its card's and are not refreshed.
 */
import { grant } from "../../statuses.ts";
import { campAsJudgedBy } from "./apparent.ts";
import type { HkCardSpec } from "./types.ts";

export const saintess: HkCardSpec = {
  id: "saintess",
  texts: {
    "zh-Hans": {
      rules:
        "圣女：整局一次，夜里对一名存活角色使用圣水：若其实际是村民阵营，其身份技能刷新到初始状态（用过的次数恢复），并得知技能已刷新；若是狼人阵营，其永久获得净化（沉默、超度、遗忘）；若是其他阵营，其永久获得超度。",
      acts: { bless: "圣水" },
      told: { refreshed: { text: "你的身份技能被刷新了：已用过的技能次数恢复到开局时的状态。" } },
    },
    en: {
      rules:
        "Saintess: once a game, at night, use Holy Water on a living character: if their actual camp is the village camp, their card's skills are refreshed to their initial state (spent uses come back) and they are told so; if the werewolf camp, they are purified for good (silenced, released, forgetful); any other camp, they are released for good.",
      acts: { bless: "Holy Water" },
      told: {
        refreshed: {
          text: "Your card's skills were refreshed: the uses you had spent are back, as at the start of the game.",
        },
      },
    },
  },
  scripted: "silent",
  skills: [
    {
      id: "bless",
      acts: { bless: { window: "night_a", step: 6, target: "living" } },
      timing: { phase: "night", only: "calendar" },
      uses: 1,
      tags: ["limited"],
    },
  ],
  refreshKeys: ["blessed"],
  validate(s, seat, act) {
    if (s.seats[seat - 1].mem.blessed === true) return { code: "hk.used", seat, act };
    return null;
  },
  settle(tx, a) {
    const t = a.target as number;
    const camp = campAsJudgedBy(tx.s, t, a.seat);
    if (camp === "villagers") {
      a.refresh?.(t);
      tx.emit({ type: "told", seat: t, kind: "refreshed", value: true });
    } else if (camp === "wolves") {
      if (grant(tx, t, { id: "purified", source: a.seat }))
        tx.emit({ type: "told", seat: t, kind: "status", value: { id: "purified", until: null } });
    } else if (grant(tx, t, { id: "released", source: a.seat }) && a.holds?.(t).some((h) => h.act === "kill")) {
      // HK42: [超度] is told only to a holder who 带刀.
      tx.emit({ type: "told", seat: t, kind: "status", value: { id: "released", until: null } });
    }
    tx.emit({ type: "mem_set", seat: a.seat, key: "blessed", value: true });
  },
};
