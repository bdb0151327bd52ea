import { masterOf } from "../camps.ts";
import { grant, holders, skillsLost, statusesOf } from "../statuses.ts";
import { type Card, OTHER_CARD } from "./spec.ts";

/** What the servant does not take from his master (F12): the lover, the link, the badge, his words. */
const PERSONAL = new Set(["lover", "linkA", "linkB", "chainBroken", "lastWordsGiven", "master"]);
/** Statuses that stay with the master's seat or with the night (F12): tonight's protections, the beloved's mark. */
const NOT_INHERITED = new Set(["adored", "guarded", "saved"]);

/**
 * 仆人 (004 3L 仆人 效忠, F12): in phase S he names a master other than himself (`serve`; silence:
 * none; `mem.master`) and is told his camp, the master's (phase S is `families/forum-25/start.ts`). When the master goes out, whatever the cause (a red card
 * included), he takes the master's card and skills as they stand: spent uses stay spent, not the
 * lover or the badge; a wolf's servant then joins the group (he holds a wolf card). Cursed (F15):
 * he inherits nothing. Never counted among the six specials or eight villagers (F10).
 */
export const servant: Card<"servant", "serve"> = {
  id: "servant",
  texts: {
    "zh-Hans": {
      name: "仆人",
      rules: "游戏开始时选择一名角色效忠，加入其阵营；效忠对象出局后，继承其身份与技能（不重置次数）。",
      forumHelp: "开局阶段（第一天09:00前）：私聊“认主 5”选择主人，主人出局后你继承他的身份与技能。",
    },
    en: {
      name: "Servant",
      rules:
        "At the start she swears loyalty to a player and joins that player's camp; when the master goes out she inherits his card and skills (uses not reset).",
      forumHelp:
        'Opening (before 09:00 on day 1): DM "认主 5" (serve #5) to choose your master; when he goes out you inherit his card and skills.',
    },
  },
  skills: [
    {
      id: "serve",
      acts: ["serve"],
      texts: {
        "zh-Hans": {
          acts: { serve: "认主" },
        },
        en: { acts: { serve: "choose a master" } },
      },
      timing: { phase: "start", only: "calendar" },
      forumWords: { serve: [{ verbs: ["认主", "效忠"], example: "认主 5" }] },
    },
  ],
  ...OTHER_CARD,
  selfDestruct: "forbidden",
  onDeath(tx, self, dead) {
    if (!self.alive || skillsLost(self) || self.role !== "servant") return;
    if (masterOf(tx.s, self)?.seat !== dead.seat) return;
    tx.emit({ type: "role_changed", seat: self.seat, role: dead.role, joinsNight: false });
    for (const [key, value] of Object.entries(dead.mem))
      if (!PERSONAL.has(key)) tx.emit({ type: "mem_set", seat: self.seat, key, value });
    for (const st of statusesOf(dead)) if (!NOT_INHERITED.has(st.id)) grant(tx, self.seat, { ...st });
    // A devotee master's beloved stays adored, now by the servant (替死 inherited as it stands).
    for (const y of holders(tx.s, "adored", dead.seat)) grant(tx, y.seat, { id: "adored", source: self.seat });
    tx.emit({ type: "told", seat: self.seat, kind: "inherited", value: dead.role, about: dead.seat });
  },
};
