/**
 * 猎魔人 (seed 002 强神; HK97, HK36, HK34, HK41, HK72): 猎杀 once a night in block B (15), 3 uses: cost 1,
 * +1 on a third-party / 不定 target, +2 on a village-camp target (its real camp at the step); a wolf-camp
 * target takes 穿透 at ⑦; when the count falls below 0 he takes 致死伤害 himself right after ⑦ (cause
 * `hunt_backfire`). 宿命 (<强制>): at each nightfall a [坚韧] to C+70 that stops only damage whose source's
 * real camp is the village (HK36: `vs` camp `villagers`).
 * HK97: 「no settlement target → cost 1」 — a hunt whose settlement target is out (HK22) or holds [隐身]
 * (HK29) settles nothing but costs 1, and the backfire follows below 0 (`unsettled`; 002 「无论是否存在结算目标」).
 */
import { blocksSkill, grant } from "../../statuses.ts";
import type { Tx } from "../../tx.ts";
import type { Attack } from "../../types.ts";
import { campAsJudgedBy } from "./apparent.ts";
import type { HkCardSpec } from "./types.ts";

/** HK72 ⑦ and the slot right after it. */
export const SLOT_HUNT = 7;
export const SLOT_HUNT_BACKFIRE = 7.5;

/** The uses 猎杀 starts with (HK97). */
const USES = 3;

/** HK97: the uses left on `mem` (3 until the first hunt). */
function usesLeft(mem: Record<string, unknown>): number {
  return typeof mem.hunt_left === "number" ? mem.hunt_left : USES;
}

/** HK97: spends `cost` of the hunter's uses; below 0 his own 致死伤害 right after ⑦. */
function pay(tx: Tx, seat: number, cost: number): Attack[] {
  const left = usesLeft(tx.s.seats[seat - 1].mem) - cost;
  tx.emit({ type: "mem_set", seat, key: "hunt_left", value: left });
  const made: Attack[] = [];
  if (left < 0)
    made.push({
      kind: "hunt_backfire",
      target: seat,
      source: seat,
      cause: "hunt_backfire",
      damage: "lethal",
      slot: SLOT_HUNT_BACKFIRE,
    });
  return made;
}

/** HK97: what a hunt on a target of camp `camp` costs. */
export function huntCost(camp: string): number {
  if (camp === "wolves") return 1;
  if (camp === "villagers") return 3;
  return 2;
}

export const demonHunter: HkCardSpec = {
  id: "demon_hunter",
  texts: {
    "zh-Hans": {
      rules:
        "猎魔人：每晚可猎杀一名角色，共 3 点次数：每次消耗 1 点，目标为第三方或不定阵营再多消耗 1 点，为村民阵营再多消耗 2 点；目标为狼人阵营则对其造成穿透伤害；次数降到 0 以下时自己受到致死伤害。宿命：每晚获得只对村民阵营来源有效的坚韧。",
      acts: { hunt: "猎杀" },
    },
    en: {
      rules:
        "Demon Hunter: each night you may Hunt a character, with 3 points in all: each hunt costs 1 point, 1 more for a third-party or undetermined target, 2 more for a villager; a werewolf target takes piercing damage; when your points fall below 0 you take lethal damage. Fate: each night you gain toughness against villager sources only.",
      acts: { hunt: "Hunt" },
    },
  },
  scripted: "silent",
  // HK25, HK106: 「刷新至初始」 unsets these (its spent uses).
  refreshKeys: ["hunt_left"],
  skills: [
    {
      id: "hunt",
      acts: { hunt: { window: "night_b", step: 15.3, target: "living" } },
      timing: { phase: "night", only: "calendar" },
      uses: USES,
    },
    { id: "fate", acts: {}, timing: { phase: "night", only: "calendar" }, tags: ["forced"] },
  ],
  validate(s, seat, act) {
    if (usesLeft(s.seats[seat - 1].mem) <= 0) return { code: "hk.used", seat, act };
    return null;
  },
  settle(tx, a) {
    const t = a.target as number;
    // HK87 ④: a hidden wolf who picked it is judged village camp.
    const camp = campAsJudgedBy(tx.s, t, a.seat);
    const made = pay(tx, a.seat, huntCost(camp));
    if (camp === "wolves")
      made.unshift({ kind: "hunt", target: t, source: a.seat, cause: "hunt", damage: "pierce", slot: SLOT_HUNT });
    return made;
  },
  unsettled(tx, a) {
    return pay(tx, a.seat, 1);
  },
  atNightfall(tx, holder, n) {
    const x = tx.s.seats[holder - 1];
    // 宿命 is <强制>: only a status that takes forced skills away stops it (HK40, HK41).
    if (!x.alive || blocksSkill(x, { tags: ["forced"] })) return;
    grant(tx, holder, {
      id: "tough",
      source: holder,
      untilLabel: `N${n}`,
      untilStage: "night_end",
      vs: { camp: "villagers" },
      skill: "fate",
    });
  },
};
