/**
 * 赌徒 (seed 002 三方, camp `gambler`; HK124, HK25, HK55, HK58, HK72, HK74, HK133):
 * - 赌博 (a 身份属性, not a skill, HK25): at each nightfall while he is living, one seeded die (`draws.dice`,
 *   its own counter, HK133) is rolled and its face told to him at once (`gamble`), whatever status he holds
 *   (「在任何状态下都不会丢失」: statuses, not being out). The faces:
 *   ① his ballot weighs +1 for good (stacking, hidden: `mem.diceOnes`, read by `families/forum-hk/day.ts`, HK58);
 *   ② a 杀人 of his own for tonight (the flow's `ownKills`: made at (15) right after the group's, resolved at
 *      HK72 ① after it; never on N1, HK69);
 *   ③ a 通灵 for tonight (as 通灵师's, block B (14), told at C+50);
 *   ④ one out immunity for good (`immune`, stacking, spent by the pipeline, HK34);
 *   ⑤ a 沉默 for tonight (block A (10): the target is [沉默] until the next opening, told);
 *   ⑥ one more 大奖 point.
 *   ②, ③ and ⑤ are gained instances (HK25: temporary, one use, `now`: usable tonight, `gives`); what is left
 *   of them is dropped when the night ends (`atDawn`: 「获得的技能均为一次性，仅限当晚有效」).
 * - 大奖 ([夜晚]; block B, the second (15), first in it): he starts with one point (`mem.jackpotPoints`, unset
 *   = 1); 大奖 spends one and takes the face chosen (the act's value, 1–6). A face whose skill's step has
 *   passed by then acts at once on the 大奖's target (③ 通灵, ⑤ 沉默); ② 杀人's step is this same (15): the
 *   杀人 is made at once, at ① after the group's; ①, ④ and ⑥ take no target. Told `jackpot` (③: the
 *   通灵 result itself).
 * - Win: 屠城 (HK55; `win/forum-hk.ts` `HK_MASSACRE_CAMPS`): every living character is of his camp.
 *
 * Readings where the rulings are silent: one 大奖 a night settles (HK13: the last one sent counts) — 002's
 * 「有点数可以发动多次」 is read across nights; 大奖's target goes through the settlement chain as the
 * face's <指定> skill would (HK28), and a 大奖 whose settlement target is out settles nothing and keeps its
 * point (HK22); 大奖 ② under [缴械] or [超度] spends the point and makes no 杀人 (HK40); the die's 杀人 on N1 is
 * told like any other and refused when sent (HK69); 「刷新至初始」 does not give points back (they are no uses).
 */
import { blocksSkill, grant } from "../../statuses.ts";
import type { Tx } from "../../tx.ts";
import type { Attack, GameState, Target } from "../../types.ts";
import { nextOpeningSpelled } from "./common.ts";
import { tellIdentity } from "./medium.ts";
import { gainedOf, gainSkill, spendGained } from "./skills.ts";
import type { HkCardSpec, HkSettle, HkSkill } from "./types.ts";

/** HK72 ①: the "other 杀人" slot, after the group's kills (the flow's `SLOT_KILL_OWN`). */
const SLOT_OWN_KILL = 1.2;

/** HK124: the die's faces, 1–6. */
const FACES = [1, 2, 3, 4, 5, 6] as const;

/** HK124: the faces that give a skill for tonight (②, ③, ⑤) and the act of that skill. */
const FACE_SKILL: Readonly<Record<number, string>> = { 2: "kill", 3: "divine", 5: "silence" };

const night = { phase: "night" as const, only: "calendar" as const };

/**
 * HK124, HK25: the skills a die gives for tonight — 杀人 (the flow's row, HK70: made by `ownKills`), 通灵
 * (通灵师's row) and 沉默 (block A (10), right after 企鹅's 冰冻).
 */
const GIFTS: readonly HkSkill[] = [
  {
    id: "kill",
    acts: { kill: { window: "night_b", step: 15.1, target: "living_or_null", tags: ["kill"] } },
    timing: night,
  },
  { id: "divine", acts: { divine: { window: "night_b", step: 14.1, target: "living" } }, timing: night },
  { id: "silence", acts: { silence: { window: "night_a", step: 10.1, target: "living" } }, timing: night },
];

/** HK124: his 大奖 points now (one at the start). */
export function jackpotPoints(s: GameState, seat: number): number {
  const p = s.seats[seat - 1].mem.jackpotPoints;
  return typeof p === "number" ? p : 1;
}

const addMem = (tx: Tx, seat: number, key: string, by: number, from = 0) => {
  const had = tx.s.seats[seat - 1].mem[key];
  tx.emit({ type: "mem_set", seat, key, value: (typeof had === "number" ? had : from) + by });
};

/** HK124 ⑤: [沉默] on `t` until the next opening after night n, told to him. */
function silence(tx: Tx, source: number, t: number, n: number): void {
  grant(tx, t, { id: "silenced", source, untilLabel: `D${n}`, untilStage: "opening" });
  tx.emit({ type: "told", seat: t, kind: "status", value: { id: "silenced", until: nextOpeningSpelled(tx.s, n) } });
}

/** HK124: the lasting faces (① weight, ④ immunity, ⑥ a point), from the die or 大奖. */
function lasting(tx: Tx, seat: number, face: number): void {
  if (face === 1) addMem(tx, seat, "diceOnes", 1);
  if (face === 4) grant(tx, seat, { id: "immune", source: seat, count: 1 });
  if (face === 6) addMem(tx, seat, "jackpotPoints", 1, 1);
}

/** HK124: 大奖 settles at (15): a point spent, the chosen face taken, its skill acting at once. */
function settleJackpot(tx: Tx, a: HkSettle): Attack[] {
  const face = Number(a.value);
  if (jackpotPoints(tx.s, a.seat) < 1 || !FACES.includes(face as 1)) return [];
  addMem(tx, a.seat, "jackpotPoints", -1, 1);
  if (face === 3) {
    tellIdentity(tx, a);
    return [];
  }
  const t = a.target as number;
  const about = typeof a.target === "number" ? { about: a.about ?? t } : {};
  tx.emit({ type: "told", seat: a.seat, kind: "jackpot", value: face, ...about });
  if (face === 5) silence(tx, a.seat, t, a.n);
  else if (face === 2) {
    // HK40: 杀人 is stopped by [缴械] and [超度] (沉默 already stopped 大奖 itself).
    if (blocksSkill(tx.s.seats[a.seat - 1], { tags: ["kill"] })) return [];
    return [{ kind: "kill_own", target: t, source: a.seat, cause: "kill", damage: "pointed", slot: SLOT_OWN_KILL }];
  } else lasting(tx, a.seat, face);
  return [];
}

/** HK124: a 大奖 checked when sent — a face 1–6, a point left, a target for ②/③/⑤ and none for the others. */
function jackpotFault(s: GameState, seat: number, target: Target, value: unknown) {
  const act = "jackpot";
  if (typeof value !== "number" || !FACES.includes(value as 1))
    return { code: "value.invalid", seat, act, at: "", want: { kind: "int", min: 1, max: 6 } };
  if (jackpotPoints(s, seat) < 1) return { code: "hk.jackpot_points", seat, act };
  const needs = Object.hasOwn(FACE_SKILL, value);
  if (needs && target === null) return { code: "hk.jackpot_target", seat, act, face: value };
  if (!needs && target !== null) return { code: "hk.jackpot_no_target", seat, act, face: value };
  if (value === 2 && s.label === "N1") return { code: "hk.no_kill_n1", seat, act };
  return null;
}

export const gambler: HkCardSpec = {
  id: "gambler",
  texts: {
    "zh-Hans": {
      rules:
        "赌徒：三方阵营（赌徒阵营）。赌博——每晚入夜时自动掷一次骰子，立刻得知点数，不受任何状态影响：1点，此后你的投票永久多算一票（可叠加，不公开）；2点，获得一次杀人；3点，获得一次通灵；4点，获得一次免疫出局（永久，可叠加）；5点，获得一次沉默（早夜使一名角色沉默到下一个正午开始）；6点，获得一个大奖点数。骰子给的技能只能当晚用一次。大奖——开局有一个点数；每晚深夜截止前可以消耗一个点数，直接选骰子的一面（如“大奖 1”“大奖 杀人 5号”），通灵、沉默、杀人对所选的角色立刻生效。胜利条件：屠城（场上存活的角色都属于赌徒阵营）。",
      acts: { jackpot: "大奖", silence: "沉默" },
      values: {
        jackpot: {
          kind: "choice",
          numeric: true,
          choices: {
            "1": ["加一票", "加票", "出人票"],
            "2": ["杀人", "刀"],
            "3": ["通灵"],
            "4": ["免疫出局", "免疫"],
            "5": ["沉默"],
            "6": ["大奖点数", "点数"],
          },
          hint: " 点数（1到6，或写加一票、杀人、通灵、免疫出局、沉默、大奖点数）；杀人、通灵、沉默再写 X号",
          example: "大奖 杀人 5号",
          bad: "请写骰子的一面（1到6，或加一票、杀人、通灵、免疫出局、沉默、大奖点数），杀人、通灵、沉默还要写座位号",
        },
      },
      told: {
        gamble: {
          text: {
            "1": "今晚的骰子掷出了1点：从现在起你的投票永久多算一票（可叠加，不公开）。",
            "2": "今晚的骰子掷出了2点：你获得一次杀人，仅限今晚，深夜截止前私聊我“杀人 X号”（第一晚不能杀人）。",
            "3": "今晚的骰子掷出了3点：你获得一次通灵，仅限今晚，深夜截止前私聊我“通灵 X号”，深夜结束时得知其表面身份。",
            "4": "今晚的骰子掷出了4点：你获得一次免疫出局（永久有效，可叠加）。",
            "5": "今晚的骰子掷出了5点：你获得一次沉默，仅限今晚，早夜截止前私聊我“沉默 X号”，使其沉默到下一个正午开始。",
            "6": "今晚的骰子掷出了6点：你多了一个大奖点数。",
          },
        },
        jackpot: {
          text: {
            "1": "大奖：你用掉一个点数，选了1点，从现在起你的投票永久多算一票。",
            "2": "大奖：你用掉一个点数，选了杀人，今晚对{about}发动杀人。",
            "4": "大奖：你用掉一个点数，选了4点，获得一次免疫出局（永久有效）。",
            "5": "大奖：你用掉一个点数，选了沉默，{about}被沉默到下一个正午开始。",
            "6": "大奖：你用掉一个点数，又得到一个大奖点数。",
          },
        },
      },
    },
    en: {
      rules:
        'Gambler: third-party camp (the Gambler\'s camp). Gamble — each night at nightfall a die is rolled for you automatically and you learn the face at once, whatever your statuses: 1, from then on your vote counts one extra vote for good (it stacks, and is not announced); 2, you gain one Kill; 3, one Commune; 4, one immunity to removal (permanent, it stacks); 5, one Silence (at early night, silence a character until the next noon begins); 6, one Jackpot point. A skill the die gives may be used once, that night only. Jackpot — you start with one point; each night before the deep-night deadline you may spend a point to pick a face of the die yourself (e.g. "Jackpot 1", "Jackpot Kill #5"); Commune, Silence and Kill take effect at once on the chosen character. Win: take the whole town (every living character belongs to the Gambler\'s camp).',
      acts: { jackpot: "Jackpot", silence: "Silence" },
      values: {
        jackpot: {
          kind: "choice",
          numeric: true,
          choices: {
            "1": ["Extra Vote", "Vote"],
            "2": ["Kill", "Knife"],
            "3": ["Commune"],
            "4": ["Immunity", "Immune"],
            "5": ["Silence"],
            "6": ["Jackpot Point", "Point"],
          },
          hint: " face (1 to 6, or Extra Vote, Kill, Commune, Immunity, Silence, Jackpot Point); Kill, Commune and Silence also take #X",
          example: "Jackpot Kill #5",
          bad: "Name a face of the die (1 to 6, or Extra Vote, Kill, Commune, Immunity, Silence, Jackpot Point); Kill, Commune and Silence also take a seat",
        },
      },
      told: {
        gamble: {
          text: {
            "1": "Tonight's die shows 1: from now on your vote counts one extra vote for good (it stacks, and is not announced).",
            "2": 'Tonight\'s die shows 2: you gain one Kill, tonight only — DM me "杀人 X号" before the deep-night deadline (there is no kill on the first night).',
            "3": 'Tonight\'s die shows 3: you gain one Commune, tonight only — DM me "通灵 X号" before the deep-night deadline, and you learn their apparent card when deep night ends.',
            "4": "Tonight's die shows 4: you gain one immunity to removal (permanent, it stacks).",
            "5": 'Tonight\'s die shows 5: you gain one Silence, tonight only — DM me "沉默 X号" before the early-night deadline, and they are silenced until the next noon begins.',
            "6": "Tonight's die shows 6: you gain one more Jackpot point.",
          },
        },
        jackpot: {
          text: {
            "1": "Jackpot: you spend a point and pick 1: from now on your vote counts one extra vote for good.",
            "2": "Jackpot: you spend a point and pick Kill: tonight you use a Kill on {about}.",
            "4": "Jackpot: you spend a point and pick 4: you gain one immunity to removal (permanent).",
            "5": "Jackpot: you spend a point and pick Silence: {about} is silenced until the next noon begins.",
            "6": "Jackpot: you spend a point and gain a Jackpot point back.",
          },
        },
      },
    },
  },
  toldVariant: { gamble: (v) => String(v), jackpot: (v) => String(v) },
  scripted: "silent",
  skills: [
    {
      id: "jackpot",
      acts: { jackpot: { window: "night_b", step: 14.9, target: "living_or_null" } },
      timing: night,
    },
  ],
  gives: GIFTS,
  validate(s, seat, act, target, value) {
    return act === "jackpot" ? jackpotFault(s, seat, target, value) : null;
  },
  settle(tx, a) {
    if (a.act === "jackpot") return settleJackpot(tx, a);
    if (!a.via) return;
    spendGained(tx, a.seat, a.via);
    if (a.act === "divine") tellIdentity(tx, a);
    else if (a.act === "silence") silence(tx, a.seat, a.target as number, a.n);
  },
  atNightfall(tx, holder) {
    if (!tx.s.seats[holder - 1].alive) return;
    // HK124, HK133: the die, its own purpose; told at once.
    const face = tx.pick("dice", FACES) ?? 1;
    tx.emit({ type: "told", seat: holder, kind: "gamble", value: face });
    const skill = FACE_SKILL[face];
    if (skill) gainSkill(tx, holder, { skill, card: "gambler", from: null, temporary: true, uses: 1, now: true });
    else lasting(tx, holder, face);
  },
  atDawn(tx, holder) {
    // HK124: the die's skills last tonight only.
    for (const g of gainedOf(tx.s, holder))
      if (g.card === "gambler" && g.temporary) tx.emit({ type: "hk_dropped", seat: holder, key: g.key });
  },
};
