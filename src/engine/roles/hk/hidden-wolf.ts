/**
 * 隐狼 (seed 002 狼人阵营, no tag; HK87, HK45, HK71, HK131, HK132): 伪装 in S picks exactly three of five
 * options (value `{"options": [1, 3, 5], "camp"?, "role"?, "knife"?}`; silence: none), settled at C₀ in
 * HK131's order:
 * ① [接刀] of the first rank (「蚀日侍女出局后」, 侍女 not in the pools: rank 1; `hk_skill` `relay` gained);
 * ② his apparent camp, card and knife as given (`apparent.ts` `disguise`; a field not given stays real);
 * ③ at the end of S he is told the seats of his real camp (`same_camp`, the seats); without ③ a [接刀]
 *    holder knows nobody until he takes the kill over (HK132);
 * ④ a village-camp user's skill judging his real camp treats him as village camp (`treatedAsVillage`:
 *    骑士, 猎魔人, 子狐 and 灵能 read it now; 奇迹商人 and 圣女 will);
 * ⑤ at the end of S every other character of his real camp is told his seat (`same_camp`, his seat; not
 *    his card: 「知晓你的马甲」 names the player, reading where the rulings are silent).
 * The options are his memory (`hiddenWolf<n>`). Readings where the rulings are silent: the camp of ③/⑤ is
 * his real camp at the end of S (a follower who joined it in S counts); ③ and ⑤ name out seats too (none
 * is out in S); a 伪装 without ② may not set a field (`hk.disguise_not_picked`).
 */
import { type DisguiseField, disguise, disguiseFault, JUDGED_VILLAGE } from "./apparent.ts";
import { campOfSeat } from "./common.ts";
import type { HkCardSpec } from "./types.ts";

/** The seat memory key of option `n` (1–5) picked in S. */
const OPTION = (n: number) => `hiddenWolf${n}`;

/** Whether `v` is a list of exactly three distinct options among 1–5 (HK87 「五项中选择三项」). */
function threeOptions(v: unknown): v is number[] {
  return (
    Array.isArray(v) &&
    v.length === 3 &&
    new Set(v).size === 3 &&
    v.every((x) => Number.isInteger(x) && x >= 1 && x <= 5)
  );
}

/** The disguise fields of an act's value (camp, role, knife), those given. */
export function disguiseFields(value: unknown): Partial<Record<DisguiseField, unknown>> {
  const v = (value ?? {}) as Record<string, unknown>;
  const out: Partial<Record<DisguiseField, unknown>> = {};
  for (const k of ["camp", "role", "knife"] as const) if (v[k] !== undefined) out[k] = v[k];
  return out;
}

/** The other seats of `seat`'s real camp now, ascending. */
function sameCamp(s: Parameters<NonNullable<HkCardSpec["validate"]>>[0], seat: number): number[] {
  const camp = campOfSeat(s, seat);
  return s.seats.filter((x) => x.seat !== seat && campOfSeat(s, x.seat) === camp).map((x) => x.seat);
}

export const hiddenWolf: HkCardSpec = {
  id: "hidden_wolf",
  texts: {
    "zh-Hans": {
      rules:
        "隐狼：狼人阵营，开局时从五项中选三项：①获得接刀（第一顺位）；②设置自己的表面阵营、表面身份、表面带刀；③开局结束时得知所有与自己实际阵营相同的角色；④村民阵营对你使用按实际阵营判断的技能时，把你当作村民阵营（如骑士对你决斗、猎魔人对你猎杀，出局的是他们自己）；⑤开局结束时让所有与自己实际阵营相同的角色知道你是谁。",
      acts: { disguise: "伪装" },
      aliases: { disguise: ["潜藏"] },
      values: {
        disguise: {
          kind: "disguise",
          hint: " 三个选项的编号（选了②可以接着写表面阵营、表面身份、带刀或不带刀）",
          example: "伪装 1 2 4 村民阵营 预言家 不带刀",
          bad: "请写要选的三项（1到5），选了第2项可以再写表面阵营、表面身份、带刀或不带刀",
        },
      },
      told: {
        same_camp: {
          text: {
            mates: "开局结束：与你实际阵营相同的角色有{seats}。",
            none: "开局结束：没有其他角色与你实际阵营相同。",
            shown: "开局结束：{seat}主动向你表明，他与你是同一阵营。",
          },
        },
      },
    },
    en: {
      rules:
        "Hidden Wolf: werewolf camp. At the start, choose three of five options: ① join the knife relay (first in line); ② set your own apparent camp, apparent card and apparent knife; ③ when the opening ends, learn every character of your actual camp; ④ when a village-camp skill that goes by actual camp is used on you, you count as the village camp (e.g. a Knight's duel or a Demon Hunter's hunt on you takes out its user); ⑤ when the opening ends, every character of your actual camp learns who you are.",
      acts: { disguise: "Disguise" },
      aliases: { disguise: ["Lurk"] },
      values: {
        disguise: {
          kind: "disguise",
          hint: " the numbers of three options (with ② you may add an apparent camp, an apparent card, and with or without a knife)",
          example: "Disguise 1 2 4 villagers Seer no knife",
          bad: "Write the three options you pick (1 to 5); with option 2 you may add an apparent camp, an apparent card, and with or without a knife",
        },
      },
      told: {
        same_camp: {
          text: {
            mates: "The opening is over: the characters of your actual camp are {seats}.",
            none: "The opening is over: no other character shares your actual camp.",
            shown: "The opening is over: {seat} reveals to you that they are of your camp.",
          },
        },
      },
    },
  },
  toldVariant: {
    same_camp: (v) => (typeof v === "number" ? "shown" : Array.isArray(v) && v.length > 0 ? "mates" : "none"),
  },
  scripted: "silent",
  skills: [
    {
      id: "disguise",
      acts: { disguise: { window: "start", target: "none" } },
      timing: { phase: "start", only: "calendar" },
    },
  ],
  validate(s, seat, act, _target, value) {
    const v = (value ?? {}) as Record<string, unknown>;
    if (!threeOptions(v.options)) return { code: "hk.disguise_options", seat, act };
    const fields = disguiseFields(value);
    if (Object.keys(fields).length > 0 && !v.options.includes(2)) return { code: "hk.disguise_not_picked", seat, act };
    return disguiseFault(s, seat, act, fields);
  },
  settle(tx, a) {
    const v = (a.value ?? {}) as { options?: number[] };
    const options = v.options ?? [];
    for (const n of options) tx.emit({ type: "mem_set", seat: a.seat, key: OPTION(n), value: true });
    if (options.includes(1)) tx.emit({ type: "hk_skill", seat: a.seat, skill: "relay", how: "gained" });
    if (options.includes(2)) disguise(tx, a.seat, disguiseFields(a.value) as Parameters<typeof disguise>[2]);
    if (options.includes(4)) tx.emit({ type: "mem_set", seat: a.seat, key: JUDGED_VILLAGE, value: true });
  },
  atStartEnd(tx, holder) {
    const mem = tx.s.seats[holder - 1].mem;
    const mates = sameCamp(tx.s, holder);
    if (mem[OPTION(3)] === true) tx.emit({ type: "told", seat: holder, kind: "same_camp", value: mates });
    if (mem[OPTION(5)] === true)
      for (const m of mates) tx.emit({ type: "told", seat: m, kind: "same_camp", value: holder, about: holder });
  },
};
