/**
 * 石像鬼 (seed 002 狼人阵营, [接刀]; HK88, HK11, HK51): 查验 each night in block A right after (13):
 * told at C+35 the target's apparent camp and card (`inspect`). 凝望 (once, after that night's 查验):
 * every other living wolf-camp character is told all his results so far (`stare`), then he loses 查验
 * and [接刀] (outcome `skills`). TODO(hk/settle.ts, HK71): his 杀人 once he takes the knife over.
 */
import { apparentCamp, apparentRole } from "./apparent.ts";
import { campOfSeat, feedbackOf } from "./common.ts";
import { at, isWolf, nightLabel, othersOf, pick } from "./scripted.ts";
import type { HkCardSpec } from "./types.ts";

export const gargoyle: HkCardSpec = {
  id: "gargoyle",
  texts: {
    "zh-Hans": {
      rules:
        "石像鬼：狼人阵营，接刀。每晚查验一名角色的表面阵营和表面身份；可凝望一次，把查验结果告诉其他狼人阵营角色，之后失去查验和接刀。",
      acts: { inspect: "查验", stare: "凝望" },
      told: {
        inspect: { text: "查验结果：{about}的阵营是{camp}，身份是{role}。" },
        stare: { text: "你收到一份凝望分享的查验结果：{items}。", item: "{seat} {camp} {role}", empty: "无" },
      },
    },
    en: {
      rules:
        "Gargoyle: werewolf camp, in the knife relay. Each night, Inspect a character's apparent camp and apparent card; once, you may Gaze, sharing your inspection results with the other werewolf-camp characters, after which you lose Inspect and your place in the knife relay.",
      acts: { inspect: "Inspect", stare: "Gaze" },
      told: {
        inspect: { text: "Inspect result: {about} — camp: {camp}; card: {role}." },
        stare: {
          text: "You received inspection results shared by a Gaze: {items}.",
          item: "{seat}: {camp}, {role}",
          empty: "none",
        },
      },
    },
  },
  scripted: {
    /** 查验 an unchecked living non-wolf. */
    night: (v, seed, night, seat, mem) =>
      at(
        "inspect",
        pick(
          seed,
          nightLabel(v, seat, night),
          othersOf(v, seat).filter((s) => !mem.used.has(s) && !isWolf(v, s)),
        ),
      ),
  },
  skills: [
    {
      id: "inspect",
      acts: { inspect: { window: "night_a", step: 13.5, target: "living" } },
      timing: { phase: "night", only: "calendar" },
    },
    {
      id: "stare",
      acts: { stare: { window: "night_a", step: 13.6, target: "none" } },
      timing: { phase: "night", only: "calendar" },
      uses: 1,
      tags: ["limited"],
    },
  ],
  validate(s, seat, act) {
    if (s.seats[seat - 1].mem.stared === true) return { code: "hk.used", seat, act };
    return null;
  },
  settle(tx, a) {
    if (a.act === "inspect") {
      const t = a.target as number;
      tx.emit({
        type: "told",
        seat: a.seat,
        kind: "inspect",
        value: { camp: apparentCamp(tx.s, t), role: apparentRole(tx.s, t) },
        ...feedbackOf(a),
      });
      return;
    }
    // 凝望: his results so far, as told.
    const results = tx.s.record.told
      .filter((r) => r.seat === a.seat && r.kind === "inspect" && typeof r.about === "number")
      .map((r) => ({ seat: r.about as number, ...(r.value as { camp: string; role: string }) }));
    for (const x of tx.s.seats)
      if (x.alive && x.seat !== a.seat && campOfSeat(tx.s, x.seat) === "wolves")
        tx.emit({ type: "told", seat: x.seat, kind: "stare", value: results });
    tx.emit({ type: "mem_set", seat: a.seat, key: "stared", value: true });
    tx.emit({ type: "hk_skill", seat: a.seat, skill: "inspect", how: "lost" });
    tx.emit({ type: "hk_skill", seat: a.seat, skill: "relay", how: "lost" });
  },
};
