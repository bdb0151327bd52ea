/**
 * 士兵 (seed 002 强神; HK101, HK35, HK41, HK72): 埋伏 (<强制>) gives at each nightfall one [守护：1] to C+70
 * (never two); the first time it is spent he loses 突击 for good (`hk_skill` `strike` lost). 突击 (once,
 * block B (15)): he gives up 埋伏 at its step (`hk_skill` `ambush` lost) with that night's 守护 (HK41),
 * and makes 穿透 at ⑨ (cause `strike`), resolved at (20) even if he went out before it (HK73).
 */
import { blocksSkill, grant, hasStatus, revoke } from "../../statuses.ts";
import type { GameState } from "../../types.ts";
import type { HkCardSpec } from "./types.ts";

/** HK72 ⑨. */
export const SLOT_STRIKE = 9;

/** Whether `seat` has lost `skill` (`hk_skill`). */
function lost(s: GameState, seat: number, skill: string): boolean {
  return s.hk?.skills?.[String(seat)]?.lost.includes(skill) === true;
}

export const soldier: HkCardSpec = {
  id: "soldier",
  texts: {
    "zh-Hans": {
      rules:
        "士兵：埋伏——每晚开始时获得一层守护直到当晚结束，守护第一次被消耗后失去突击。突击（限一次）——对一名角色造成穿透伤害，发动时放弃埋伏。",
      acts: { strike: "突击" },
    },
    en: {
      rules:
        "Soldier: Ambush — at the start of each night you gain a guard until the night ends; once that guard is first used up, you lose Strike. Strike (once) — deal piercing damage to a character; using it gives up Ambush.",
      acts: { strike: "Strike" },
    },
  },
  scripted: "silent",
  // HK25, HK106: 「刷新至初始」 unsets these (its spent uses).
  refreshKeys: ["struck"],
  skills: [
    { id: "ambush", acts: {}, timing: { phase: "night", only: "calendar" }, tags: ["forced"] },
    {
      id: "strike",
      acts: { strike: { window: "night_b", step: 15.4, target: "living" } },
      timing: { phase: "night", only: "calendar" },
      uses: 1,
      tags: ["limited"],
    },
  ],
  validate(s, seat, act) {
    if (lost(s, seat, "strike")) return { code: "hk.skill_lost", seat, act };
    if (s.seats[seat - 1].mem.struck === true) return { code: "hk.used", seat, act };
    return null;
  },
  settle(tx, a) {
    // The flow settles what was sent before a loss too (HK13): a lost 突击 does nothing.
    if (lost(tx.s, a.seat, "strike")) return;
    tx.emit({ type: "mem_set", seat: a.seat, key: "struck", value: true });
    if (!lost(tx.s, a.seat, "ambush")) {
      tx.emit({ type: "hk_skill", seat: a.seat, skill: "ambush", how: "lost" });
      revoke(tx, a.seat, "warded", a.seat);
    }
    return [
      {
        kind: "strike",
        target: a.target as number,
        source: a.seat,
        cause: "strike",
        damage: "pierce",
        slot: SLOT_STRIKE,
      },
    ];
  },
  atNightfall(tx, holder, n) {
    const x = tx.s.seats[holder - 1];
    if (!x.alive || lost(tx.s, holder, "ambush") || blocksSkill(x, { tags: ["forced"] })) return;
    if (hasStatus(x, "warded", holder)) return; // never two
    grant(tx, holder, {
      id: "warded",
      source: holder,
      untilLabel: `N${n}`,
      untilStage: "night_end",
      count: 1,
      skill: "ambush",
    });
  },
  onSpent(tx, holder, status) {
    // HK101: the first time 埋伏's 守护 is spent, 突击 is lost for good.
    if (status.id !== "warded" || status.source !== holder || lost(tx.s, holder, "strike")) return;
    tx.emit({ type: "hk_skill", seat: holder, skill: "strike", how: "lost" });
  },
};
