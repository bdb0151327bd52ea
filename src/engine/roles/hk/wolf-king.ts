/**
 * 狼王 (seed 002 狼人阵营, [群内]; HK75, HK69, HK138, HK62, HK72): 杀人 is the group's (`families/forum-hk/night.ts`).
 * 冲锋 in block B right after 杀人 (the second (15)), N1 included (HK69): 指杀 on one character at ②,
 * only while 报复's one use is unspent, and it spends it. 报复 (`revenge`): once out, in the death
 * window of his out or the first later one in which no status stops him (HK138), 暴击 on one
 * character at once — none if his out was by 暴击 or a red card (HK75, HK62).
 */
import {
  type DeathWindowSkill,
  lapseAtWindowEnd,
  noteOwnOut,
  settleWindowAct,
  useGone,
  validateWindowAct,
} from "./death-window.ts";
import { at, isWolf, othersOf, pick } from "./scripted.ts";
import type { HkCardSpec } from "./types.ts";

/** HK72: 冲锋 resolves at ②. */
export const SLOT_CHARGE = 2;

/** HK75: 报复 — 暴击; his out by 暴击 or a red card takes it away. */
const REVENGE: DeathWindowSkill = {
  act: "revenge",
  key: "revenge",
  cause: "revenge",
  damage: "crit",
  voids: (out) => out.damage === "crit" || out.damage === "red_card" || out.cause === "red_card",
};

export const wolfKing: HkCardSpec = {
  id: "wolf_king",
  texts: {
    "zh-Hans": {
      rules:
        "狼王：狼人阵营，群内。深夜可冲锋一名角色（指杀），但会用掉报复；出局后（非暴击、非红牌）可在死亡窗口报复一名角色（暴击）。",
      acts: { charge: "冲锋", revenge: "报复" },
    },
    en: {
      rules:
        "Wolf King: werewolf camp, in the pack. At late night you may Charge a character (a pointed kill), which uses up your Revenge; once out (not by a critical hit nor a red card) you may take Revenge on a character in the death window (a critical hit).",
      acts: { charge: "Charge", revenge: "Revenge" },
    },
  },
  scripted: {
    /** 报复 a seeded villager (HK138). */
    death: (v, seed, seat) =>
      at(
        "revenge",
        pick(
          seed,
          `hk:revenge:${seat}`,
          othersOf(v, seat).filter((s) => !isWolf(v, s)),
        ),
      ),
  },
  skills: [
    {
      id: "charge",
      acts: { charge: { window: "night_b", step: 15.2, target: "living", tags: ["charge"] } },
      timing: { phase: "night", only: "calendar" },
    },
    {
      id: "revenge",
      acts: { revenge: { window: "window", target: "living_or_null" } },
      timing: { phase: "death", only: "calendar" },
      uses: 1,
      tags: ["limited"],
    },
  ],
  validate(s, seat, act) {
    if (act === "revenge") return validateWindowAct(s, seat, REVENGE);
    // HK75: 冲锋 needs 报复's unused use.
    if (act === "charge" && useGone(s, seat, REVENGE)) return { code: "hk.used", seat, act };
    return null;
  },
  settle(tx, a) {
    if (a.act === "revenge") return settleWindowAct(tx, a, REVENGE);
    if (a.act !== "charge" || typeof a.target !== "number") return;
    // HK75: the charge carried out at its step spends 报复.
    tx.emit({ type: "mem_set", seat: a.seat, key: "revengeDone", value: true });
    return [
      { kind: "charge", target: a.target, source: a.seat, cause: "charge", damage: "pointed", slot: SLOT_CHARGE },
    ];
  },
  onOut(tx, holder, out) {
    noteOwnOut(tx, holder, out, REVENGE);
  },
  atWindowEnd(tx, holder) {
    lapseAtWindowEnd(tx, holder, REVENGE);
  },
};
