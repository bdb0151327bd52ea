/**
 * 企鹅 (seed 002 强神; HK98, HK39, HK42, HK12): 冰冻 in block A (10) on a living character, never the
 * seat he named the night before: [冰冻] (沉默 + 缴械) until the next 09:00 opening, told to its holder
 * at C+35 with its end (`status`). A frozen seer's 预言 does nothing (HK13, HK40).
 */
import { grant } from "../../statuses.ts";
import { nextOpeningSpelled, rememberTonight, sameAsLastNight } from "./common.ts";
import { at, isWolf, nightLabel, othersOf, pick } from "./scripted.ts";
import type { HkCardSpec } from "./types.ts";

export const penguin: HkCardSpec = {
  id: "penguin",
  texts: {
    "zh-Hans": {
      rules: "企鹅：每晚冰冻一名存活角色（不能连续两晚冰冻同一人），使其直到下一个正午开始前被沉默并缴械。",
      acts: { freeze: "冰冻" },
    },
    en: {
      rules:
        "Penguin: each night, Freeze a living character (not the same one two nights in a row): they are silenced and disarmed until the next noon begins.",
      acts: { freeze: "Freeze" },
    },
  },
  scripted: {
    /** 冰冻 a known wolf, not last night's. */
    night: (v, seed, night, seat, mem) =>
      at(
        "freeze",
        pick(
          seed,
          nightLabel(v, seat, night),
          othersOf(v, seat).filter((s) => isWolf(v, s) && s !== mem.last),
        ),
      ),
  },
  skills: [
    {
      id: "freeze",
      acts: { freeze: { window: "night_a", step: 10, target: "living" } },
      timing: { phase: "night", only: "calendar" },
    },
  ],
  validate(s, seat, act, target) {
    if (sameAsLastNight(s, seat, "freeze", target)) return { code: "hk.same_as_last_night", seat, act, target };
    return null;
  },
  settle(tx, a) {
    const t = a.target as number;
    // HK98: the seat he named (the selection target, HK28), wherever it settled.
    rememberTonight(tx, a.seat, "freeze", a.about ?? t, a.n);
    grant(tx, t, { id: "frozen", source: a.seat, untilLabel: `D${a.n}`, untilStage: "opening" });
    tx.emit({ type: "told", seat: t, kind: "status", value: { id: "frozen", until: nextOpeningSpelled(tx.s, a.n) } });
  },
};
