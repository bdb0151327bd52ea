/**
 * 狼兄 (seed 002 狼人阵营, [群内]; HK77, HK58, HK72, HK131): his 杀人 is the group's (HK70). At the end
 * of S he and 狼弟 learn each other's seat (`partner`); they share no group (狼弟 has no [群内] until his
 * gain, `wolf-sibling.ts`). 暴怒 (block B (15), last of the step; one use) gains its use when 狼弟 goes
 * out: 穿透 at ⑩ (cause `rage`). 齐心 (+1 to his ballot when both brothers' final ballots name one seat)
 * is the count's (`families/forum-hk/day.ts`, `brothersAgree`).
 * Reading where the rulings are silent: 暴怒's use is his from the moment 狼弟 is out (announced or
 * not), so a 狼弟 out by a red card at night gives it that same night.
 */
import type { GameState } from "../../types.ts";
import type { HkCardSpec, HkCardText } from "./types.ts";

/** HK72 ⑩. */
export const SLOT_RAGE = 10;

/** The told words both brothers share (HK77: `partner`, the other's seat). */
export const PARTNER_TOLD: NonNullable<HkCardText["told"]> = {
  partner: { text: "开局结束：{seat}是你的兄弟（狼兄和狼弟互相知道对方，但不在同一个群）。" },
};

/** `PARTNER_TOLD` in English. */
export const PARTNER_TOLD_EN: NonNullable<HkCardText["told"]> = {
  partner: {
    text: "The opening stage is over: {seat} is your brother (the Elder and Younger Wolf Brothers know each other but are not in one group).",
  },
};

/** HK77: the seat of `seat`'s brother (狼兄 ↔ 狼弟), or null (a custom deal always deals both, deal.ts). */
export function partnerOf(s: GameState, seat: number): number | null {
  const role = (seat: number): string => s.seats[seat - 1].role;
  const other = role(seat) === "wolf_brother" ? "wolf_sibling" : "wolf_brother";
  return s.seats.find((x) => role(x.seat) === other)?.seat ?? null;
}

export const wolfBrother: HkCardSpec = {
  id: "wolf_brother",
  texts: {
    "zh-Hans": {
      rules:
        "狼兄：狼人阵营，群内。开局结束时与狼弟互相知道对方，但不在同一个群。暴怒——狼弟出局后获得一次使用：深夜对一名存活角色造成穿透伤害。齐心——与狼弟最终投给同一个人时，自己这票多算一票。",
      acts: { rage: "暴怒" },
      told: PARTNER_TOLD,
    },
    en: {
      rules:
        "Elder Wolf Brother: werewolf camp, in the pack. When the opening stage ends, you and the Younger Wolf Brother learn each other's seat, but you are not in one group. Rage — once the Younger Wolf Brother is out, you gain one use: at deep night, deal piercing damage to a living character. United — when your final vote and the Younger Wolf Brother's name the same person, your vote is worth one more.",
      acts: { rage: "Rage" },
      told: PARTNER_TOLD_EN,
    },
  },
  scripted: "silent",
  skills: [
    {
      id: "rage",
      acts: { rage: { window: "night_b", step: 15.7, target: "living" } },
      timing: { phase: "night", only: "calendar" },
      uses: 1,
    },
    { id: "together", acts: {}, timing: { phase: "day", only: "calendar" }, tags: ["forced"] },
  ],
  validate(s, seat, act) {
    if (s.seats[seat - 1].mem.raged === true) return { code: "hk.used", seat, act };
    const p = partnerOf(s, seat);
    if (p === null || s.seats[p - 1].alive) return { code: "hk.rage_not_yet", seat, act };
    return null;
  },
  settle(tx, a) {
    tx.emit({ type: "mem_set", seat: a.seat, key: "raged", value: true });
    return [
      { kind: "rage", target: a.target as number, source: a.seat, cause: "rage", damage: "pierce", slot: SLOT_RAGE },
    ];
  },
  atStartEnd(tx, holder) {
    // HK77: the end of S tells him 狼弟's seat.
    const p = partnerOf(tx.s, holder);
    if (p !== null) tx.emit({ type: "told", seat: holder, kind: "partner", value: p });
  },
};
