/**
 * 宗教老爷爷 (seed 002 三方, camp `old_believer`; HK126, HK131): in S he names ⌈(N−1)/2⌉ other seats as
 * heretics (7 of 14); silent, a seeded random list (draw `heretics`). The list is his memory
 * (`heretic_<seat>`): +1 ballot weight per heretic out (`families/forum-hk/day.ts`), his win when all are out
 * (`win/forum-hk.ts`), and one out immunity at the 4th heretic out and at the 8th (any cause, red
 * cards included; `immune`, spent by the pipeline, HK34).
 */

import { shuffle } from "../../random.ts";
import { grant } from "../../statuses.ts";
import type { Tx } from "../../tx.ts";
import type { GameState } from "../../types.ts";
import { othersOf } from "./scripted.ts";
import type { HkCardSpec } from "./types.ts";

/** HK126: the old believer names ⌈(N − 1)/2⌉ heretics (7 of 14). */
export function hereticCount(seats: number): number {
  return Math.ceil((seats - 1) / 2);
}

/** The heretics `seat` named (ascending). */
export function hereticsOf(s: GameState, seat: number): number[] {
  const mem = s.seats[seat - 1].mem;
  return s.seats.filter((x) => mem[`heretic_${x.seat}`] === true).map((x) => x.seat);
}

function name(tx: Tx, seat: number, list: readonly number[]): void {
  for (const n of [...list].sort((a, b) => a - b)) tx.emit({ type: "mem_set", seat, key: `heretic_${n}`, value: true });
}

/** Whether `v` is a legal heretic list for `seat` among `n` seats. */
function legal(v: unknown, seat: number, n: number): v is number[] {
  return (
    Array.isArray(v) &&
    v.length === hereticCount(n) &&
    new Set(v).size === v.length &&
    v.every((x) => Number.isInteger(x) && x >= 1 && x <= n && x !== seat)
  );
}

export const oldBeliever: HkCardSpec = {
  id: "old_believer",
  texts: {
    "zh-Hans": {
      rules: "宗教老爷爷：三方阵营。开局时指定一半的其他座位为异端；异端全部出局时获胜。",
      acts: { heretics: "指定异端" },
      aliases: { heretics: ["异端"] },
    },
    en: {
      rules:
        "Old Believer: third-party camp. At the start, name half of the other seats as heretics; you win when every heretic is out.",
      acts: { heretics: "Name Heretics" },
      aliases: { heretics: ["Heretics"] },
    },
  },
  scripted: {
    /** 指定异端 ⌈(seats−1)/2⌉ seeded others (HK126). */
    start: (v, seed, seat) => ({
      act: "heretics",
      target: shuffle(seed, `hk:heretics:${seat}`, othersOf(v, seat))
        .slice(0, hereticCount(v.seats))
        .sort((a, b) => a - b),
    }),
  },
  skills: [
    {
      id: "heretics",
      acts: { heretics: { window: "start", target: "seats" } },
      timing: { phase: "start", only: "calendar" },
      tags: ["forced"],
    },
  ],
  settle(tx, a) {
    name(tx, a.seat, a.target as number[]);
  },
  onOut(tx, holder, out) {
    const me = tx.s.seats[holder - 1];
    if (!me.alive || me.mem[`heretic_${out.seat}`] !== true) return;
    const gone = hereticsOf(tx.s, holder).filter((n) => !tx.s.seats[n - 1].alive).length;
    // HK126: 「第4、8名异端出局时获得一次免疫出局」.
    if (gone === 4 || gone === 8) grant(tx, holder, { id: "immune", source: holder, count: 1 });
  },
  silentStart(tx, seat) {
    const n = tx.s.seats.length;
    const queued = tx.s.setup.draws?.heretics?.[tx.s.draws?.heretics ?? 0];
    if (queued !== undefined) {
      // HK133: the scenario's queued list, when legal (a list that is not stops the run).
      const picked = tx.pick("heretics", legal(queued, seat, n) ? [queued] : [[]]);
      if (legal(picked, seat, n)) name(tx, seat, picked);
      return;
    }
    const pool = tx.s.seats.map((x) => x.seat).filter((x) => x !== seat);
    const list: number[] = [];
    while (list.length < hereticCount(n)) list.push(pool.splice(tx.drawNext("heretics", pool.length), 1)[0]);
    name(tx, seat, list);
  },
};
