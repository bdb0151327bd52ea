/**
 * 骑士 (seed 002 强神; HK93, HK64, HK65, HK67): 决斗 in 正午 from day 1, until one hour before the
 * close, once (a [翻牌] skill: the knight's seat and card are published at once). By the target's
 * real camp: wolves → 穿透 on the target and the day's vote is cancelled whether or not he goes out
 * (HK64; published at once); villagers → 致死伤害 on the knight; any other camp → nothing.
 */
import { campAsJudgedBy } from "./apparent.ts";
import type { HkCardSpec } from "./types.ts";

/** The knight's memory: 决斗 used (HK139: a flip counts as used from the moment it fires). */
const USED = "duel_used";
/** HK64: the day whose vote a duel on a wolf cancelled (read by `families/forum-hk/day.ts` as `VOTE_CANCELLED_KEY`). */
const CANCELLED = "vote_cancelled";

export const knight: HkCardSpec = {
  id: "knight",
  texts: {
    "zh-Hans": {
      rules:
        "骑士：白天正午（关门前一小时以前）可以翻牌决斗一名存活角色，一局一次。对方是狼人阵营：对方受到穿透伤害，当天投票取消；对方是村民阵营：骑士自己受到致死伤害；其他阵营：无事发生。",
      acts: { duel: "决斗" },
    },
    en: {
      rules:
        "Knight: at noon (until one hour before the close), once a game, flip your card and duel a living character. A werewolf takes piercing damage and today's vote is cancelled; a villager: you take lethal damage yourself; any other camp: nothing happens.",
      acts: { duel: "Duel" },
    },
  },
  scripted: "silent",
  // HK25, HK106: 「刷新至初始」 unsets these (its spent uses).
  refreshKeys: [USED],
  skills: [
    {
      id: "duel",
      acts: { duel: { window: "noon", target: "living" } },
      timing: { phase: "day", only: "calendar" },
      uses: 1,
      spentFlag: USED,
      tags: ["limited", "public"],
    },
  ],
  validate(s, seat, act) {
    return s.seats[seat - 1].mem[USED] === true ? { code: "hk.used", seat, act } : null;
  },
  settle(tx, a) {
    const target = a.target as number;
    tx.emit({ type: "mem_set", seat: a.seat, key: USED, value: true });
    tx.emit({ type: "public_notice", kind: "flip", seat: a.seat, value: "knight", stage: "noon" });
    // HK87 ④: a hidden wolf who picked it is judged village camp.
    const camp = campAsJudgedBy(tx.s, target, a.seat);
    if (camp === "wolves") {
      tx.emit({ type: "mem_set", seat: a.seat, key: CANCELLED, value: a.n });
      tx.emit({ type: "public_notice", kind: "vote_cancelled", stage: "noon" });
      return [{ kind: "duel", target, source: a.seat, cause: "duel", damage: "pierce" }];
    }
    if (camp === "villagers")
      return [{ kind: "duel", target: a.seat, source: a.seat, cause: "duel_backfire", damage: "lethal" }];
    return [];
  },
  /**
   * HK29 (002 骑士 「决斗[隐身]状态则无事发生」): on an [隐身] target nothing happens, as on another camp —
   * reading: the duel is still used and he still flips (the 翻牌 is its use, HK139).
   */
  unsettled(tx, a) {
    tx.emit({ type: "mem_set", seat: a.seat, key: USED, value: true });
    tx.emit({ type: "public_notice", kind: "flip", seat: a.seat, value: "knight", stage: "noon" });
  },
};
