/**
 * 蛊医 (seed 002 狼人阵营, [群内]; HK79, HK51, HK11, HK12, HK38): 蛊惑 ([指定][早夜]) in block A at the first
 * (15), before 撑杆僵尸's 跳跃 (「（15）蛊医<蛊惑>、撑杆僵尸<跳跃>」), on any character with a class: 狼人
 * `wolf`, 强神 `strong_god` or 弱神 `weak_god`. The target counts as that class in the village's lose
 * check (HK51 负1/负2) until the next nightfall (C+20 of the day after the night, HK38), whatever his
 * real class; nothing else reads it (PS: not his card, camp or apparent fields). If the class is not
 * the target's own (HK50: 验人系, 三方 and 不定 cards have none of the three), the doctor is told at
 * C+35 (`class_miss`, the class named) and loses 蛊惑 (`hk_skill` `bewitch` lost; a later one is refused).
 *
 * The override is written on the target's seat (`mem` `winClass`, `winClassNight`; read by
 * `common.ts` `winClassOverride`, which the flow's win state reads); a later 蛊惑 on the same seat
 * replaces it.
 */
import { WIN_CLASSES, type WinClass } from "./common.ts";
import { hkCard } from "./pools.ts";
import type { HkCardSpec } from "./types.ts";

/** HK79: the act's value → the class it names (HK50's classes). */
export const BEWITCH_CLASS: Readonly<Record<string, WinClass>> = {
  wolf: "wolf",
  strong_god: "strong",
  weak_god: "weak",
};

/** HK50: whether a real card is of class `cls` (狼人, 强神, 弱神 by its pool). */
function isOfClass(role: string, cls: WinClass): boolean {
  const pool = hkCard(role)?.pool;
  return (
    (cls === "wolf" && pool === "狼人") || (cls === "strong" && pool === "强神") || (cls === "weak" && pool === "弱神")
  );
}

export const guDoctor: HkCardSpec = {
  id: "gu_doctor",
  texts: {
    "zh-Hans": {
      rules:
        "蛊医：狼人阵营，群内。每晚（早夜）可以蛊惑一名角色，并选择狼人、强神或弱神：直到下一个夜晚开始，该角色在胜负判定中视为这一类身份（只影响村民阵营是否判负，不改变其身份和阵营）。若该角色本身不属于你选的类别，你会立即收到通知，并失去蛊惑。",
      acts: { bewitch: "蛊惑" },
      values: {
        bewitch: {
          kind: "choice",
          choices: { wolf: ["狼人", "狼"], strong_god: ["强神"], weak_god: ["弱神"] },
          hint: " X号 狼人/强神/弱神",
          example: "蛊惑 3号 强神",
          bad: "蛊惑要写座位号和一个类别（狼人、强神或弱神）",
        },
      },
      told: {
        class_miss: {
          text: {
            wolf: "蛊惑结果：{about}不是狼人。你失去了蛊惑。",
            strong_god: "蛊惑结果：{about}不是强神。你失去了蛊惑。",
            weak_god: "蛊惑结果：{about}不是弱神。你失去了蛊惑。",
          },
        },
      },
    },
    en: {
      rules:
        "Gu Doctor: werewolf camp, in the pack. Each night (early night) you may Bewitch a character and choose werewolf, strong god or weak god: until the next night begins, that character counts as that kind of card when the win is judged (it only affects whether the village camp loses, not their card or camp). If the character is not of the kind you chose, you are told at once and lose Bewitch.",
      acts: { bewitch: "Bewitch" },
      values: {
        bewitch: {
          kind: "choice",
          choices: {
            wolf: ["Werewolf", "Wolf"],
            strong_god: ["Strong God"],
            weak_god: ["Weak God"],
          },
          hint: " #X Werewolf/Strong God/Weak God",
          example: "Bewitch #3 Strong God",
          bad: "Bewitch takes a seat and a kind (Werewolf, Strong God or Weak God)",
        },
      },
      told: {
        class_miss: {
          text: {
            wolf: "Bewitch result: {about} is not a werewolf. You have lost Bewitch.",
            strong_god: "Bewitch result: {about} is not a strong god. You have lost Bewitch.",
            weak_god: "Bewitch result: {about} is not a weak god. You have lost Bewitch.",
          },
        },
      },
    },
  },
  scripted: "silent",
  skills: [
    {
      id: "bewitch",
      acts: { bewitch: { window: "night_a", step: 15.4, target: "living" } },
      timing: { phase: "night", only: "calendar" },
    },
  ],
  validate(s, seat, act, _target, value) {
    if (s.seats[seat - 1].mem.bewitchLost === true) return { code: "hk.skill_lost", seat, act };
    if (typeof value !== "string" || !Object.hasOwn(BEWITCH_CLASS, value))
      return { code: "value.invalid", seat, act, at: "", want: { kind: "oneOf", of: Object.keys(BEWITCH_CLASS) } };
    return null;
  },
  settle(tx, a) {
    const t = a.target as number;
    const named = String(a.value);
    const cls = BEWITCH_CLASS[named];
    tx.emit({ type: "mem_set", seat: t, key: "winClass", value: WIN_CLASSES.indexOf(cls) });
    tx.emit({ type: "mem_set", seat: t, key: "winClassNight", value: a.n });
    if (isOfClass(tx.s.seats[t - 1].role, cls)) return;
    // HK79, HK12: a wrong class is told at C+35 (this block's end) and 蛊惑 is lost.
    tx.emit({ type: "told", seat: a.seat, kind: "class_miss", value: named, about: t });
    tx.emit({ type: "mem_set", seat: a.seat, key: "bewitchLost", value: true });
    tx.emit({ type: "hk_skill", seat: a.seat, skill: "bewitch", how: "lost" });
  },
};
