/**
 * 奇迹商人 (seed 002 强神; HK103, HK25, HK26, HK72, HK12): 馈赠 ([深夜][指定]<限定>[无私], once) in block A
 * (7) on a living other, with the gift chosen as the act's value (`check` 验人 / `poison` 毒药 / `gun` 猎枪 /
 * `guard` 守护 / `freeze` 控制). By the target's real camp (`campAsJudgedBy`: 隐狼 ④ = village, HK87):
 * - wolf camp → 「送礼失败」 told to him at C+70 and 穿透 on himself at ⑫ (cause `gift_backfire`);
 * - any other → the target is told at C+70 and holds one temporary use of the gifted skill (HK25: a gained
 *   instance, never passed on), usable from the next phase and kept until used (002 PS 允许憋礼物技能):
 *   通灵 (`divine`, as 通灵师's, told at C+50), 毒药 (`poison`, at (16) after the witch's, HK26; 穿透 at
 *   ⑭ after hers), 最后一枪 (`shoot`, as 猎人's, HK138), 守护 (`guard`, a night <指定> act on a living
 *   other at the second (12): [守护：1] to C+70) or 冰冻 (`freeze`, as 企鹅's without its not-twice rule).
 * This module declares the gifts (`gives`) and settles their uses: a use is spent when it settles.
 *
 * Readings where the rulings are silent: the gift is given at its step (7) and is usable from the next
 * phase (晨曦), though told at C+70; a gift whose target goes out before C+70 is still told. A gifted
 * 最后一枪 is the 猎人's skill: once its holder is out (not by a red card, HK62), it is used in the first
 * death window in which he can act, or lost there (HK138). The gift's target never learns who gave it.
 * A seat holding its own skill and the same gifted one uses its own first (`families/forum-hk/skills.ts`).
 */
import { blocksSkill, grant } from "../../statuses.ts";
import type { Tx } from "../../tx.ts";
import type { Attack, GameState, HkGainedSkill } from "../../types.ts";
import { campAsJudgedBy } from "./apparent.ts";
import { nextOpeningSpelled } from "./common.ts";
import { type DeathWindowSkill, settleWindowAct, useGone, validateWindowAct } from "./death-window.ts";
import { tellIdentity } from "./medium.ts";
import { gainedOf, gainSkill, spendGained } from "./skills.ts";
import type { HkCardSpec, HkSkill } from "./types.ts";
import { SLOT_POISON } from "./witch.ts";

/** HK72 ⑫: the failed gift's 穿透 on the merchant. */
const SLOT_GIFT_BACKFIRE = 12;

/** HK103: each gift (the act's value, in 002's order) and the act of the skill it gives. */
const GIFT_ACT: Readonly<Record<string, string>> = {
  check: "divine",
  poison: "poison",
  gun: "shoot",
  guard: "guard",
  freeze: "freeze",
};

/** HK103, HK107: a gifted 最后一枪 — the 猎人's, kept in its holder's memory under its own key. */
const GIFT_SHOT: DeathWindowSkill = {
  act: "shoot",
  key: "giftShot",
  cause: "shot",
  damage: "lethal",
  voids: (out) => out.damage === "red_card" || out.cause === "red_card",
};

const night = (phase: "night") => ({ phase, only: "calendar" as const });

/** HK103: the gifted skills (one temporary use each), their rows as their own cards' (HK25). */
const GIFTS: readonly HkSkill[] = [
  { id: "divine", acts: { divine: { window: "night_b", step: 14.1, target: "living" } }, timing: night("night") },
  { id: "poison", acts: { poison: { window: "night_c", step: 16.1, target: "living" } }, timing: night("night") },
  {
    id: "shoot",
    acts: { shoot: { window: "window", target: "living_or_null" } },
    timing: { phase: "death", only: "calendar" },
  },
  { id: "guard", acts: { guard: { window: "night_a", step: 12.4, target: "other" } }, timing: night("night") },
  { id: "freeze", acts: { freeze: { window: "night_a", step: 10, target: "living" } }, timing: night("night") },
];

/** The seat's gifted 最后一枪, if it holds one. */
function giftGun(s: GameState, seat: number): HkGainedSkill | undefined {
  return gainedOf(s, seat).find((g) => g.card === "miracle_merchant" && g.skill === "shoot");
}

/** HK103: a gift's use settles — spent now — and does what its skill does. */
function settleGift(tx: Tx, a: Parameters<NonNullable<HkCardSpec["settle"]>>[1], via: HkGainedSkill): Attack[] {
  spendGained(tx, a.seat, via);
  const t = a.target as number;
  switch (a.act) {
    case "divine":
      tellIdentity(tx, a);
      return [];
    case "poison":
      return [{ kind: "poison", target: t, source: a.seat, cause: "poison", damage: "pierce", slot: SLOT_POISON }];
    case "shoot":
      return settleWindowAct(tx, a, GIFT_SHOT);
    case "guard":
      grant(tx, t, { id: "warded", source: a.seat, count: 1, untilLabel: `N${a.n}`, untilStage: "night_end" });
      return [];
    case "freeze":
      grant(tx, t, { id: "frozen", source: a.seat, untilLabel: `D${a.n}`, untilStage: "opening" });
      tx.emit({ type: "told", seat: t, kind: "status", value: { id: "frozen", until: nextOpeningSpelled(tx.s, a.n) } });
      return [];
    default:
      return [];
  }
}

export const miracleMerchant: HkCardSpec = {
  id: "miracle_merchant",
  texts: {
    "zh-Hans": {
      rules:
        "奇迹商人：整局一次，夜晚向一名其他存活角色送出一份礼物（验人、毒药、猎枪、守护、控制五选一）。若对方实际是狼人阵营，送礼失败，你受到穿透伤害；否则对方在夜晚结束时得知，并获得对应的一次性技能（通灵、毒药、最后一枪、守护、冰冻），从下一个阶段起可用，可以留着以后再用。",
      acts: { gift: "馈赠", guard: "守护" },
      aliases: { gift: ["送礼"] },
      values: {
        gift: {
          kind: "choice",
          choices: {
            check: ["验人", "通灵"],
            poison: ["毒药", "毒"],
            gun: ["猎枪", "枪", "最后一枪"],
            guard: ["守护"],
            freeze: ["控制", "冰冻"],
          },
          hint: " X号 礼物（验人、毒药、猎枪、守护、控制选一）",
          example: "馈赠 3号 毒药",
          bad: "请写座位号和礼物（验人、毒药、猎枪、守护、控制选一）",
        },
      },
      told: {
        gift: {
          text: {
            check:
              "你收到了一份礼物：一次“通灵”（夜里“通灵 X号”，得知其表面身份）。从下一个阶段起可以使用，用一次后失去。",
            poison:
              "你收到了一份礼物：一瓶“毒药”（夜里“毒药 X号”，造成穿透伤害）。从下一个阶段起可以使用，用一次后失去。",
            gun: "你收到了一份礼物：一把猎枪（出局后在死亡窗口发“最后一枪 X号”，造成致死伤害）。用一次后失去。",
            guard:
              "你收到了一份礼物：一次“守护”（夜里“守护 X号”，使另一名角色当晚获得一层守护）。从下一个阶段起可以使用，用一次后失去。",
            freeze:
              "你收到了一份礼物：一次“冰冻”（夜里“冰冻 X号”，使其直到下一个正午开始前被沉默并缴械）。从下一个阶段起可以使用，用一次后失去。",
          },
        },
        gift_failed: { text: "送礼失败：对方是狼人阵营，你受到了穿透伤害。" },
      },
    },
    en: {
      rules:
        "Miracle Merchant: once a game, at night, give a gift to another living character (one of five: check, poison, gun, guard, control). If their actual camp is the werewolves, the gift fails and you take piercing damage; otherwise they are told when the night ends and gain the matching one-use skill (Commune, Poison, Last Shot, Guard, Freeze), usable from the next stage on, which they may keep for later.",
      acts: { gift: "Gift", guard: "Guard" },
      aliases: { gift: ["Give a Gift"] },
      values: {
        gift: {
          kind: "choice",
          choices: {
            check: ["Check", "Commune"],
            poison: ["Poison"],
            gun: ["Gun", "Last Shot"],
            guard: ["Guard"],
            freeze: ["Control", "Freeze"],
          },
          hint: " #X gift (one of Check, Poison, Gun, Guard, Control)",
          example: "Gift #3 Poison",
          bad: "Write a seat and a gift (one of Check, Poison, Gun, Guard, Control)",
        },
      },
      told: {
        gift: {
          text: {
            check:
              'You received a gift: one Commune (at night, send "通灵 X号" to learn their apparent card). Usable from the next stage on; gone once used.',
            poison:
              'You received a gift: a bottle of Poison (at night, send "毒药 X号" to deal piercing damage). Usable from the next stage on; gone once used.',
            gun: 'You received a gift: a hunting gun (once you are out, send "最后一枪 X号" in a death window to deal lethal damage). Gone once used.',
            guard:
              'You received a gift: one Guard (at night, send "守护 X号" to give another character a guard that night). Usable from the next stage on; gone once used.',
            freeze:
              'You received a gift: one Freeze (at night, send "冰冻 X号" to silence and disarm them until the next noon begins). Usable from the next stage on; gone once used.',
          },
        },
        gift_failed: {
          text: "The gift failed: the recipient is of the werewolf camp, and you took piercing damage.",
        },
      },
    },
  },
  // The crowd's choice names an act and a target, not a gift: the demo's merchant keeps his gift.
  scripted: "silent",
  skills: [
    {
      id: "gift",
      acts: { gift: { window: "night_a", step: 7, target: "other" } },
      timing: night("night"),
      uses: 1,
      tags: ["limited"],
    },
  ],
  gives: GIFTS,
  refreshKeys: ["gifted"],
  validate(s, seat, act, _target, value) {
    if (act === "gift") {
      if (s.seats[seat - 1].mem.gifted === true) return { code: "hk.used", seat, act };
      if (typeof value !== "string" || !Object.hasOwn(GIFT_ACT, value)) return { code: "hk.gift_choice", seat, act };
      return null;
    }
    if (act === "shoot") return validateWindowAct(s, seat, GIFT_SHOT);
    return null;
  },
  settle(tx, a) {
    if (a.act !== "gift") return a.via ? settleGift(tx, a, a.via) : undefined;
    const t = a.target as number;
    tx.emit({ type: "mem_set", seat: a.seat, key: "gifted", value: true });
    tx.emit({ type: "mem_set", seat: a.seat, key: "giftNight", value: a.n });
    tx.emit({
      type: "mem_set",
      seat: a.seat,
      key: "giftChoice",
      value: Object.keys(GIFT_ACT).indexOf(String(a.value)),
    });
    if (campAsJudgedBy(tx.s, t, a.seat) === "wolves") {
      tx.emit({ type: "mem_set", seat: a.seat, key: "giftFailed", value: true });
      const self = a.seat;
      return [
        {
          kind: "gift",
          target: self,
          source: self,
          cause: "gift_backfire",
          damage: "pierce",
          slot: SLOT_GIFT_BACKFIRE,
        },
      ];
    }
    tx.emit({ type: "mem_set", seat: a.seat, key: "giftSeat", value: t });
    const skill = GIFT_ACT[String(a.value)];
    gainSkill(tx, t, { skill, card: "miracle_merchant", from: a.seat, temporary: true, uses: 1 });
  },
  atResolution(tx, holder, n) {
    // HK103, HK12: the gift's result is told at C+70 of its night.
    const mem = tx.s.seats[holder - 1].mem;
    if (mem.giftNight !== n) return;
    const value = Object.keys(GIFT_ACT)[Number(mem.giftChoice)];
    if (value === undefined) return;
    if (mem.giftFailed === true) tx.emit({ type: "told", seat: holder, kind: "gift_failed", value });
    else if (typeof mem.giftSeat === "number") tx.emit({ type: "told", seat: mem.giftSeat, kind: "gift", value });
  },
  onOut(tx, _holder, out) {
    // HK62, HK138: a gifted 最后一枪's holder going out — a red card takes it away.
    const g = giftGun(tx.s, out.seat);
    if (!g || useGone(tx.s, out.seat, GIFT_SHOT)) return;
    if (GIFT_SHOT.voids(out)) {
      tx.emit({ type: "mem_set", seat: out.seat, key: `${GIFT_SHOT.key}Void`, value: true });
      tx.emit({ type: "hk_dropped", seat: out.seat, key: g.key });
    }
  },
  atWindowEnd(tx) {
    // HK138: an out holder of a gifted 最后一枪 who could shoot in this window and did not loses it.
    for (const x of tx.s.seats) {
      const g = giftGun(tx.s, x.seat);
      if (!g || x.alive || useGone(tx.s, x.seat, GIFT_SHOT) || g.since === tx.s.label) continue;
      if (blocksSkill(x, { tags: [] })) continue;
      tx.emit({ type: "mem_set", seat: x.seat, key: `${GIFT_SHOT.key}Done`, value: true });
      tx.emit({ type: "hk_dropped", seat: x.seat, key: g.key });
    }
  },
};
