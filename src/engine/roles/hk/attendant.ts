/**
 * 侍从 (seed 002 弱神; HK112, HK34, HK62): 替死 each night in block A (12) on a living other, each seat at
 * most once a game (a seat chosen on an earlier night is refused, `hk.chosen_before`). The chosen one
 * holds `substituted` from him to C+70; the effects pipeline's replace step (`effects/forum-hk.ts`)
 * puts the living attendant out in his place (cause `replaced`, the attack's damage) when an attack
 * that night would put him out after HK34's protections — not a red card; the attendant's own
 * [不死], and his [坚韧] against 指杀/穿透/暴击, cancel it; his [守护] does not.
 */
import { grant } from "../../statuses.ts";
import type { HkCardSpec } from "./types.ts";

export const attendant: HkCardSpec = {
  id: "attendant",
  texts: {
    "zh-Hans": {
      rules: "侍从：每晚选择一名其他存活角色（每名角色整局只能选一次），若其当晚出局，由侍从代替出局。",
      acts: { substitute: "替死" },
    },
    en: {
      rules:
        "Attendant: each night, choose another living character (each character once a game); if they would go out that night, you go out in their place.",
      acts: { substitute: "Take the Blow" },
    },
  },
  scripted: "silent",
  skills: [
    {
      id: "substitute",
      acts: { substitute: { window: "night_a", step: 12.1, target: "other" } },
      timing: { phase: "night", only: "calendar" },
    },
  ],
  validate(s, seat, act, target) {
    if (s.seats[seat - 1].mem[`chose_${String(target)}`] === true)
      return { code: "hk.chosen_before", seat, act, target };
    return null;
  },
  settle(tx, a) {
    const t = a.target as number;
    // HK112: the seat he chose (the selection target, HK28), wherever it settled.
    tx.emit({ type: "mem_set", seat: a.seat, key: `chose_${a.about ?? t}`, value: true });
    grant(tx, t, { id: "substituted", source: a.seat, untilLabel: `N${a.n}`, untilStage: "night_end" });
  },
};
