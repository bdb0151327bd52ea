/**
 * 灵鹿 (seed 002 强神; HK96, HK35, HK41, HK73):
 * - 长寿之命 (<强制>): one permanent [守护：1] of his own from phase S, spent by the first 指杀 it
 *   stops and never renewed (a permanent 守护 is spent last, HK35). Granted at the end of the first
 *   黄昏 (C₀+20, label S): nothing in phase S can attack him before then.
 *   「刷新至初始」 (圣女's 圣水, HK106) gives a spent one back (`onRefresh`).
 * - 森林庇护 (限定, once) at (17): every living character holds [不死] to C+70 (HK96); it counts
 *   for the whole resolution, like every protection granted before (20) (HK73).
 */
import { grant } from "../../statuses.ts";
import type { HkCardSpec } from "./types.ts";

export const spiritDeer: HkCardSpec = {
  id: "spirit_deer",
  texts: {
    "zh-Hans": {
      rules: "灵鹿：自带一次永久守护（用掉不再恢复）。森林庇护限用一次：当晚所有角色获得不死状态。",
      acts: { sanctuary: "森林庇护" },
    },
    en: {
      rules:
        "Spirit Deer: you start with one permanent guard (once used, it is gone). Forest Sanctuary, once: every character is undying that night.",
      acts: { sanctuary: "Forest Sanctuary" },
    },
  },
  scripted: "silent",
  // HK25, HK106: 「刷新至初始」 unsets these (its spent uses).
  refreshKeys: ["sanctuaryUsed"],
  skills: [
    { id: "long_life", acts: {}, timing: { phase: "always", only: "calendar" }, tags: ["forced", "passive"] },
    {
      id: "sanctuary",
      acts: { sanctuary: { window: "night_c", step: 17, target: "none" } },
      timing: { phase: "night", only: "calendar" },
      uses: 1,
      tags: ["limited"],
    },
  ],
  validate(s, seat, act) {
    if (s.seats[seat - 1].mem.sanctuaryUsed === true) return { code: "hk.used", seat, act };
    return null;
  },
  atDuskEnd(tx, holder, n) {
    // HK96: 长寿之命's 守护：1, permanent, his own; once, from S.
    if (n === 0) grant(tx, holder, { id: "warded", source: holder, count: 1, skill: "long_life" });
  },
  onRefresh(tx, holder) {
    // HK96, HK106: 圣水 gives back a spent 长寿之命 — one permanent 守护：1 of his own again, never two.
    const had = (tx.s.seats[holder - 1].statuses ?? []).some(
      (st) => st.id === "warded" && st.source === holder && st.untilLabel === undefined,
    );
    if (!had) grant(tx, holder, { id: "warded", source: holder, count: 1, skill: "long_life" });
  },
  settle(tx, a) {
    tx.emit({ type: "mem_set", seat: a.seat, key: "sanctuaryUsed", value: true });
    for (const x of tx.s.seats)
      if (x.alive) grant(tx, x.seat, { id: "undying", source: a.seat, untilLabel: `N${a.n}`, untilStage: "night_end" });
  },
};
