/**
 * 恐怖分子 (seed 002 狼人阵营, [群内]; HK76, HK67, HK65, HK139): 杀人 is the group's (`families/forum-hk/night.ts`).
 * 爆破 (`blast`) in 正午 from day 1 until one hour before the close, once ([翻牌]): he flips at once
 * (notice `flip`, HK65), takes 暴击 himself (发动效果, cause `blast_self`) whatever becomes of the
 * target, then the target takes 暴击 (结算效果, cause `blast`); neither out has last words (HK67,
 * `families/forum-hk/outs.ts`). Surviving, he stays revealed and cannot blast again.
 */
import type { Tx } from "../../tx.ts";
import type { Attack } from "../../types.ts";
import type { HkCardSpec } from "./types.ts";

/** HK76: 爆破's 发动效果 — the flip, used from the moment it fires (HK139), published at once (HK65); his own 暴击. */
function fire(tx: Tx, seat: number): Attack {
  tx.emit({ type: "mem_set", seat, key: "blasted", value: true });
  tx.emit({ type: "public_notice", kind: "flip", seat, value: tx.s.seats[seat - 1].role, stage: "noon" });
  return { kind: "blast_self", target: seat, source: seat, cause: "blast_self", damage: "crit" };
}

export const terrorist: HkCardSpec = {
  id: "terrorist",
  texts: {
    "zh-Hans": {
      rules: "恐怖分子：狼人阵营，群内。白天可爆破一次：翻牌，自己和目标先后受到暴击，二人出局均无遗言。",
      acts: { blast: "爆破" },
    },
    en: {
      rules:
        "Terrorist: werewolf camp, in the pack. Once, in the day, you may Blast: your card is flipped, and you and your target each take a critical hit in turn; neither has last words.",
      acts: { blast: "Blast" },
    },
  },
  scripted: "silent",
  // HK25, HK106: 「刷新至初始」 unsets these (its spent uses).
  refreshKeys: ["blasted"],
  skills: [
    {
      id: "blast",
      acts: { blast: { window: "noon", target: "living" } },
      timing: { phase: "day", only: "calendar" },
      uses: 1,
      tags: ["limited", "public"],
    },
  ],
  validate(s, seat, act) {
    if (s.seats[seat - 1].mem.blasted === true) return { code: "hk.used", seat, act };
    return null;
  },
  settle(tx, a) {
    if (a.act !== "blast" || typeof a.target !== "number") return;
    const self = fire(tx, a.seat);
    if (a.target === a.seat) return [self];
    return [self, { kind: "blast", target: a.target, source: a.seat, cause: "blast", damage: "crit" }];
  },
  /** HK76, HK29: on an [隐身] target the 发动效果 (flip, his own 暴击) still applies; the target takes nothing. */
  unsettled(tx, a) {
    if (a.act === "blast") return [fire(tx, a.seat)];
  },
};
