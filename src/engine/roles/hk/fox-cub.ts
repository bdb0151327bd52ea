/**
 * 子狐 (seed 002 强神; HK105, HK45, HK42, HK18, HK12): 咒缚 (<限定>, once) in block A (12) on a living
 * character: if the target's real card (实际身份) is of the wolf pool, [冰冻] until the next 09:00
 * opening, told to its holder at C+35 with its end; otherwise nothing. Either way the use is spent
 * when it settles; a later `bind` is refused (`hk.used`).
 */

import { grant } from "../../statuses.ts";
import { treatedAsVillage } from "./apparent.ts";
import { nextOpeningSpelled } from "./common.ts";
import { hkCard } from "./pools.ts";
import type { HkCardSpec } from "./types.ts";

export const foxCub: HkCardSpec = {
  id: "fox_cub",
  texts: {
    "zh-Hans": {
      rules: "子狐：整局一次，夜晚咒缚一名存活角色；若其实际身份是狼人牌，直到下一个正午开始前被冰冻。",
      acts: { bind: "咒缚" },
    },
    en: {
      rules:
        "Fox Cub: once a game, at night, put a Binding Curse on a living character; if their actual card is a werewolf card, they are frozen until the next noon begins.",
      acts: { bind: "Binding Curse" },
    },
  },
  scripted: "silent",
  // HK25, HK106: 「刷新至初始」 unsets these (its spent uses).
  refreshKeys: ["bound"],
  skills: [
    {
      id: "bind",
      acts: { bind: { window: "night_a", step: 12, target: "living" } },
      timing: { phase: "night", only: "calendar" },
      uses: 1,
      tags: ["limited"],
    },
  ],
  validate(s, seat, act) {
    if (s.seats[seat - 1].mem.bound === true) return { code: "hk.used", seat, act };
    return null;
  },
  settle(tx, a) {
    const t = a.target as number;
    tx.emit({ type: "mem_set", seat: a.seat, key: "bound", value: true });
    // HK105: the real card's pool (HK87: a hidden wolf who picked ④ reads as not of it).
    if (hkCard(tx.s.seats[t - 1].role)?.pool !== "狼人" || treatedAsVillage(tx.s, t, a.seat)) return;
    grant(tx, t, { id: "frozen", source: a.seat, untilLabel: `D${a.n}`, untilStage: "opening" });
    tx.emit({ type: "told", seat: t, kind: "status", value: { id: "frozen", until: nextOpeningSpelled(tx.s, a.n) } });
  },
};
