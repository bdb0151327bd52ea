/**
 * 乌鸦 (seed 002 弱神; HK109): 诽谤 each night in block B (14); each settled 诽谤 is published at the
 * next opening as 「目标角色被诽谤」 (notice `slandered`), once per seat, even if the seat or the crow
 * went out since. TODO(hk/vote.ts): the +1 on the slandered seat's count at that day's close (HK58).
 */

import { at, isWolf, nightLabel, othersOf, pick } from "./scripted.ts";
import type { HkCardSpec } from "./types.ts";

/** The memory key of night n's settled 诽谤 (its target). */
export const slanderKey = (n: number) => `slander_N${n}`;

export const crow: HkCardSpec = {
  id: "crow",
  texts: {
    "zh-Hans": {
      rules: "乌鸦：每晚诽谤一名存活角色，次日公布其被诽谤，并在当天投票中为其额外加一票。",
      acts: { slander: "诽谤" },
    },
    en: {
      rules:
        "Crow: each night, Slander a living character: the next day they are announced as slandered and get one extra vote in that day's vote.",
      acts: { slander: "Slander" },
    },
  },
  scripted: {
    /** 诽谤 a known wolf. */
    night: (v, seed, night, seat) =>
      at(
        "slander",
        pick(
          seed,
          nightLabel(v, seat, night),
          othersOf(v, seat).filter((s) => isWolf(v, s)),
        ),
      ),
  },
  skills: [
    {
      id: "slander",
      acts: { slander: { window: "night_b", step: 14.3, target: "living" } },
      timing: { phase: "night", only: "calendar" },
    },
  ],
  settle(tx, a) {
    tx.emit({ type: "mem_set", seat: a.seat, key: slanderKey(a.n), value: a.target as number });
  },
  atOpening(tx, seat, n) {
    const t = tx.s.seats[seat - 1].mem[slanderKey(n)];
    if (typeof t !== "number") return;
    // Once per seat (several crows on one seat: one notice).
    const already = tx.s.seats.some(
      (x) => x.seat < seat && (x.role as string) === "crow" && x.mem[slanderKey(n)] === t,
    );
    if (!already) tx.emit({ type: "public_notice", kind: "slandered", seat: t, stage: "opening" });
  },
};
