/**
 * 狼弟 (seed 002 狼人阵营, no tag; HK77, HK47, HK141, HK51, HK131): at the end of S he and 狼兄 learn each
 * other's seat (`partner`, `wolf-brother.ts`); they share no group. 潜藏 (<强制>, [常驻]): in S he may set
 * his apparent camp, card and knife (value `{"camp"?, "role"?, "knife"?}`, settled at C₀ after 隐狼's
 * 伪装, HK131; silence: none); at the end of the first 黄昏 (C+20) that ends with 狼兄 not living he
 * gains [群内] (`hk_skill` `pack` gained: he joins the group kill, HK70) and 继承's use, then 潜藏 ends
 * (`hk_skill` `disguise` lost) — his disguise stays (HK47: not a status). Before that gain he does not
 * count for the wolves (HK51: no tag). 继承 (block A (3), once, on another): 暴击 at (20) right after ③
 * 夜之锋刃 and before ④ 邪恶 (cause `inherit`, HK141).
 * Readings where the rulings are silent: an out 狼弟 gains nothing; 遗忘 (which takes <强制> skills)
 * stops the gain while it lasts, as it stops any <强制> trigger.
 */
import { blocksSkill } from "../../statuses.ts";
import type { GameState } from "../../types.ts";
import { disguise, disguiseFault } from "./apparent.ts";
import { disguiseFields } from "./hidden-wolf.ts";
import type { HkCardSpec } from "./types.ts";
import { PARTNER_TOLD, PARTNER_TOLD_EN, partnerOf } from "./wolf-brother.ts";

/** HK141: 继承's 暴击 right after ③ (夜之锋刃) and before ④ (邪恶). */
export const SLOT_INHERIT = 3.5;

/** HK77: whether `seat` gained [群内] (潜藏's trigger fired). */
function gainedPack(s: GameState, seat: number): boolean {
  return s.hk?.skills?.[String(seat)]?.gained.includes("pack") === true;
}

export const wolfSibling: HkCardSpec = {
  id: "wolf_sibling",
  texts: {
    "zh-Hans": {
      rules:
        "狼弟：狼人阵营。开局结束时与狼兄互相知道对方，但不在同一个群。潜藏——开局时可以设置自己的表面阵营、表面身份、表面带刀；某个黄昏结束时若狼兄已不在场，你获得群内标签（加入狼人群）和一次继承，然后潜藏失效（伪装保留）。继承——早夜对另一名角色造成暴击伤害。齐心——与狼兄最终投给同一个人时，自己这票多算一票。",
      // 潜藏's act is `disguise`, named 伪装 as 隐狼's (one name per act id); 潜藏 is typed too.
      acts: { disguise: "伪装", inherit: "继承" },
      aliases: { disguise: ["潜藏"] },
      values: {
        disguise: {
          kind: "disguise",
          hint: " 表面阵营 表面身份 带刀/不带刀（可只写其中几项，也可以用“潜藏”开头）",
          example: "潜藏 村民阵营 预言家 不带刀",
          bad: "请写表面阵营、表面身份、带刀或不带刀（可只写其中几项）",
        },
      },
      told: PARTNER_TOLD,
    },
    en: {
      rules:
        "Younger Wolf Brother: werewolf camp. When the opening stage ends, you and the Elder Wolf Brother learn each other's seat, but you are not in one group. Lurk — at the start you may set your apparent camp, apparent card and apparent knife; when a dusk ends with the Elder Wolf Brother no longer in play, you gain the pack tag (you join the werewolves' group) and one use of Inherit, then Lurk ends (your disguise stays). Inherit — at early night, deal a critical hit to another character. United — when your final vote and the Elder Wolf Brother's name the same person, your vote is worth one more.",
      acts: { disguise: "Disguise", inherit: "Inherit" },
      aliases: { disguise: ["Lurk"] },
      values: {
        disguise: {
          kind: "disguise",
          hint: ' <apparent camp> <apparent card> with knife/without knife (any of them; you may also start with "Lurk")',
          example: "Lurk village camp Seer without knife",
          bad: "Write an apparent camp, an apparent card, and with knife or without knife (any of them).",
        },
      },
      told: PARTNER_TOLD_EN,
    },
  },
  scripted: "silent",
  skills: [
    {
      id: "disguise",
      acts: { disguise: { window: "start", target: "none" } },
      timing: { phase: "start", only: "calendar" },
      tags: ["forced"],
    },
    {
      id: "inherit",
      acts: { inherit: { window: "night_a", step: 3.1, target: "other" } },
      timing: { phase: "night", only: "calendar" },
      uses: 1,
    },
    { id: "together", acts: {}, timing: { phase: "day", only: "calendar" }, tags: ["forced"] },
  ],
  validate(s, seat, act, _target, value) {
    if (act === "disguise") {
      if ((value as { options?: unknown } | undefined)?.options !== undefined)
        return { code: "hk.disguise_no_options", seat, act };
      return disguiseFault(s, seat, act, disguiseFields(value));
    }
    if (!gainedPack(s, seat)) return { code: "hk.inherit_not_yet", seat, act };
    if (s.seats[seat - 1].mem.inherited === true) return { code: "hk.used", seat, act };
    return null;
  },
  settle(tx, a) {
    if (a.act === "disguise") {
      disguise(tx, a.seat, disguiseFields(a.value) as Parameters<typeof disguise>[2]);
      return;
    }
    tx.emit({ type: "mem_set", seat: a.seat, key: "inherited", value: true });
    return [
      {
        kind: "inherit",
        target: a.target as number,
        source: a.seat,
        cause: "inherit",
        damage: "crit",
        slot: SLOT_INHERIT,
      },
    ];
  },
  atStartEnd(tx, holder) {
    // HK77: the end of S tells him 狼兄's seat.
    const p = partnerOf(tx.s, holder);
    if (p !== null) tx.emit({ type: "told", seat: holder, kind: "partner", value: p });
  },
  atDuskEnd(tx, holder) {
    const x = tx.s.seats[holder - 1];
    if (!x.alive || gainedPack(tx.s, holder) || blocksSkill(x, { tags: ["forced"] })) return;
    const p = partnerOf(tx.s, holder);
    if (p !== null && tx.s.seats[p - 1].alive) return;
    tx.emit({ type: "hk_skill", seat: holder, skill: "pack", how: "gained" });
    tx.emit({ type: "hk_skill", seat: holder, skill: "disguise", how: "lost" });
  },
};
