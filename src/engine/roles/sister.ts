import { hasStatus, revoke } from "../statuses.ts";
import { type Card, OTHER_CARD } from "./spec.ts";

/**
 * 姐姐 / 妹妹 (004 3L 两姐妹, F13): two cards sharing a group. 默契【强制技】 is status `tacit` on
 * both from the start: they must vote, for the same player (the day side's ballot checks and
 * yellow cards read the status). It ends for both when one is out, when one is a lover (both lose
 * it at the link, 3L "两姐妹不互知也不共群，同时失去<默契>"), or under the chief's curse (F15).
 * Village camp, neither special nor villager (F10).
 */
export const sister: Card<"sister"> = {
  id: "sister",
  texts: {
    "zh-Hans": {
      name: "姐妹",
      rules: "两姐妹互知共群；不能弃票，且必须投票给同一名角色。任一为情侣时失去默契。",
      forumHelp: "两姐妹：不能弃票，且必须和另一位姐妹投同一人。",
    },
    en: {
      name: "Sister",
      rules:
        "The two sisters know each other and share a room; they cannot abstain and must vote for the same player. If either is a lover, they lose their bond.",
      forumHelp: "Two sisters: you cannot abstain, and must vote for the same player as your sister.",
    },
  },
  skills: [{ id: "tacit", acts: [], timing: { phase: "always", only: "calendar" }, tags: ["passive"] }],
  ...OTHER_CARD,
  selfDestruct: "forbidden",
  startStatuses: ["tacit"],
  onDeath(tx, self, dead) {
    if (!hasStatus(self, "tacit") || !hasStatus(dead, "tacit")) return;
    for (const x of tx.s.seats) revoke(tx, x.seat, "tacit");
  },
};
