/**
 * 猎人 (seed 002 弱神; HK107, HK138, HK62): 最后一枪 (`shoot`): once out, whatever the cause but a red
 * card (poison included), in the death window of his out or the first later one in which no status
 * stops him (HK138): 致死伤害 on one character, resolved at once; `null` or silence in a window in
 * which he can act ends the use.
 */
import {
  type DeathWindowSkill,
  lapseAtWindowEnd,
  noteOwnOut,
  settleWindowAct,
  validateWindowAct,
} from "./death-window.ts";
import { at, isWolf, othersOf, pick } from "./scripted.ts";
import type { HkCardSpec } from "./types.ts";

/** HK107: 最后一枪 — 致死伤害; only a red-card out takes it away (HK62). */
const SHOT: DeathWindowSkill = {
  act: "shoot",
  key: "shot",
  cause: "shot",
  damage: "lethal",
  voids: (out) => out.damage === "red_card" || out.cause === "red_card",
};

export const hunter: HkCardSpec = {
  id: "hunter",
  texts: {
    "zh-Hans": {
      rules: "猎人：出局后（红牌罚下除外）可在出局后第一个能发动技能的死亡窗口开枪，对一名角色造成致死伤害。",
      acts: { shoot: "最后一枪" },
      aliases: { shoot: ["开枪"] },
    },
    en: {
      rules:
        "Hunter: once you are out (except by a red card), in the first death window after it where you can use skills, you may take your Last Shot, dealing lethal damage to a character.",
      acts: { shoot: "Last Shot" },
      aliases: { shoot: ["Shoot"] },
    },
  },
  scripted: {
    /** 最后一枪 at a known living wolf (HK138). */
    death: (v, seed, seat) =>
      at(
        "shoot",
        pick(
          seed,
          `hk:shot:${seat}`,
          othersOf(v, seat).filter((s) => isWolf(v, s)),
        ),
      ),
  },
  // HK25, HK106: 「刷新至初始」 unsets these (its spent uses).
  refreshKeys: ["shotDone", "shotVoid"],
  skills: [
    {
      id: "shoot",
      acts: { shoot: { window: "window", target: "living_or_null" } },
      timing: { phase: "death", only: "calendar" },
      uses: 1,
      tags: ["limited"],
    },
  ],
  validate(s, seat) {
    return validateWindowAct(s, seat, SHOT);
  },
  settle(tx, a) {
    return settleWindowAct(tx, a, SHOT);
  },
  onOut(tx, holder, out) {
    noteOwnOut(tx, holder, out, SHOT);
  },
  atWindowEnd(tx, holder) {
    lapseAtWindowEnd(tx, holder, SHOT);
  },
};
