/**
 * 潜行者 (seed 002 弱神; HK114, HK32, HK72): 潜行 (once, block B (14)) — the target must be the seat his
 * final ballot named on the day that closed before this night; no ballot or 弃权 → no use, so never on
 * N1. 暴击 at ⑪ (cause `stalk`).
 *
 * The ballots are the day vote's (`families/forum-hk/day.ts`): `ballotOf` reads a day's final ballots as its close
 * recorded them (`s.hk.ballots`, HK59; a day whose vote a duel cancelled keeps the ballots posted
 * before it, HK64) and, during that day's 正午, the phase's ballot posts (the last one counts).
 */
import type { GameState } from "../../types.ts";
import type { HkCardSpec } from "./types.ts";

/** HK72 ⑪. */
export const SLOT_STALK = 11;

/**
 * HK59, HK114: `seat`'s final ballot of day `day` — the seat it names, `null` for 弃权, `undefined` when
 * he posted none (or the day's ballots are not known).
 */
export function ballotOf(s: GameState, seat: number, day: number): number | null | undefined {
  const rec = s.hk?.ballots?.[`D${day}`];
  if (rec && Object.hasOwn(rec, String(seat))) return rec[String(seat)];
  if (s.phase.kind !== "hk" || s.phase.stage !== "noon" || s.label !== `D${day}`) return undefined;
  // The day's posts: hk-day's ballot list on the phase when it has one, else the ballot acts.
  const list = (s.phase as { ballots?: { seat: number; target: number | null }[] }).ballots;
  const posts = list
    ? list.filter((b) => b.seat === seat)
    : (s.phase.acts[String(seat)] ?? []).filter((a) => a.act === "vote" || a.act === "change_vote");
  const last = posts.at(-1);
  if (last === undefined) return undefined;
  return typeof last.target === "number" ? last.target : null;
}

export const stalker: HkCardSpec = {
  id: "stalker",
  texts: {
    "zh-Hans": {
      rules: "潜行者：限一次，夜晚对当天自己最终投票指向的角色发动潜行，造成暴击伤害；当天弃票或未投票则不能发动。",
      acts: { stalk: "潜行" },
    },
    en: {
      rules:
        "Stalker: once, at night, Stalk the character of your final vote that day, dealing a critical hit; if you abstained or did not vote that day, you cannot.",
      acts: { stalk: "Stalk" },
    },
  },
  scripted: "silent",
  // HK25, HK106: 「刷新至初始」 unsets these (its spent uses).
  refreshKeys: ["stalked"],
  skills: [
    {
      id: "stalk",
      acts: { stalk: { window: "night_b", step: 14.6, target: "living" } },
      timing: { phase: "night", only: "calendar" },
      uses: 1,
      tags: ["limited"],
    },
  ],
  validate(s, seat, act, target) {
    if (s.seats[seat - 1].mem.stalked === true) return { code: "hk.used", seat, act };
    // Night n follows day n−1's close (none before N1).
    const day = Number(s.label.slice(1)) - 1;
    const ballot = day >= 1 ? ballotOf(s, seat, day) : undefined;
    if (typeof ballot !== "number") return { code: "hk.stalk_no_ballot", seat, act };
    if (ballot !== target) return { code: "hk.stalk_not_ballot", seat, act, target, ballot };
    return null;
  },
  settle(tx, a) {
    tx.emit({ type: "mem_set", seat: a.seat, key: "stalked", value: true });
    return [
      { kind: "stalk", target: a.target as number, source: a.seat, cause: "stalk", damage: "crit", slot: SLOT_STALK },
    ];
  },
};
