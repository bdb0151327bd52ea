import { type Card, KNIFE_WOLF } from "./spec.ts";

/** The night that follows a death at label `at` (forum-25: day n is followed by night n, night n by night n+1). */
export function nightAfter(at: string): number {
  const n = Number(at.slice(1));
  return at.startsWith("N") ? n + 1 : n;
}

/**
 * 幼狼 (004 3L 幼狼 激励【强制技】, F11): a member of the wolf group; out by any cause but a red
 * card, the group has a second group kill on the next night only (`kill` with `value: 2`, agreed
 * apart, may name the same player). Recorded as `mem.incites` = that night's number.
 */
export const wolfCub: Card<"wolf_cub", "kill"> = {
  id: "wolf_cub",
  texts: {
    "zh-Hans": {
      name: "幼狼",
      rules: "狼人阵营，与狼队共同杀人；幼狼非因红牌出局后，仅限下一夜晚，狼人可以多杀一人。",
      forumHelp: "夜晚：在狼群统一指杀（刀 12）。你非红牌出局后的下一夜狼人多一次杀人（二刀 12）。",
    },
    en: {
      name: "Wolf Cub",
      rules:
        "A werewolf who kills with the pack; once the cub is out other than by a red card, the werewolves may kill one more player the next night only.",
      forumHelp:
        'At night: agree on the kill in the wolves\' group ("刀 12"). The night after you are out (not by a red card) the werewolves kill twice ("二刀 12").',
    },
  },
  ...KNIFE_WOLF,
  skills: [
    ...KNIFE_WOLF.skills,
    {
      // The night after the cub goes out (not by a red card), the wolves kill a second time (F11).
      id: "second_kill",
      acts: ["kill"],
      texts: {
        "zh-Hans": {
          acts: { kill: "刀人" },
        },
        en: { acts: { kill: "kill" } },
      },
      timing: { phase: "night", stage: "acts", only: "calendar" },
      uses: 1,
      tags: ["knife", "limited"],
      forumWords: {
        kill: [{ verbs: ["第二刀", "二刀"], none: ["二刀空刀", "第二刀空刀"], example: "二刀 12", value: 2 }],
      },
    },
  ],
  selfDestruct: "forbidden",
  onDeath(tx, self, dead, cause, at) {
    if (dead.seat !== self.seat || cause === "red_card") return;
    tx.emit({ type: "mem_set", seat: self.seat, key: "incites", value: nightAfter(at) });
  },
};
