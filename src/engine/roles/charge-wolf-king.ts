import { inWolfGroup } from "../camps.ts";
import { grant, hasStatus, skillsLost } from "../statuses.ts";
import { type Card, KNIFE_WOLF, targetAlive } from "./spec.ts";

/**
 * 狼王 with 冲锋 (004 3L 狼王, F11): a member of the wolf group who also names his own 指杀 each
 * night (`charge`, a living seat or `null`, sent again to change it, by close + 30 min), resolved
 * first in the night (F8, cause `charge`). He loses 冲锋 (status `no_charge`) once any group member
 * goes out by any cause but a red card (3L "除红牌罚下以外"); a charge already made that night
 * still resolves. No shot on death (not the ranked `wolf_king`).
 */
export const chargeWolfKing: Card<"charge_wolf_king", "kill" | "charge"> = {
  id: "charge_wolf_king",
  texts: {
    "zh-Hans": {
      name: "狼王",
      rules: "狼人阵营，与狼队共同杀人；每晚可以冲锋指杀一名角色。任意一名狼群内角色非因红牌出局后，失去冲锋。",
      forumHelp: "夜晚：在狼群统一指杀（刀 12）；另可私聊“冲锋 12”（任一狼群角色非红牌出局后失去冲锋）。",
    },
    en: {
      name: "Wolf King",
      rules:
        "A werewolf who kills with the pack; each night he may also charge one player. Once any wolf of the group is out other than by a red card, he loses the charge.",
      forumHelp:
        'At night: agree on the kill in the wolves\' group ("刀 12"); you may also DM "冲锋 12" (charge #12) — lost once any wolf of the group is out other than by a red card.',
    },
  },
  ...KNIFE_WOLF,
  skills: [
    ...KNIFE_WOLF.skills,
    {
      id: "charge",
      acts: ["charge"],
      texts: {
        "zh-Hans": {
          acts: { charge: "冲锋" },
          forumPrompt: "天黑了：狼王可以在21:30前私聊“冲锋 12”（也可以在狼群指杀）。",
        },
        en: {
          acts: { charge: "charge" },
          forumPrompt:
            'Night falls: Wolf King, you may DM "冲锋 12" (charge #12) before 21:30 (or kill in the wolves\' group).',
        },
      },
      timing: { phase: "night", stage: "acts", only: "calendar" },
      tags: ["standing"],
      forumWords: { charge: [{ verbs: ["冲锋"], none: ["不冲锋"], example: "冲锋 12（或 不冲锋）" }] },
    },
  ],
  selfDestruct: "forbidden",
  night: {
    step: 40,
    acts: ["charge"],
    prompt: "nightfall",
    active: (_s, actor) => !hasStatus(actor, "no_charge") && !skillsLost(actor),
    validate: (s, _actor, _act, target) => targetAlive(s, target, true),
  },
  onDeath(tx, self, dead, cause) {
    if (dead.seat === self.seat || cause === "red_card" || hasStatus(self, "no_charge")) return;
    if (inWolfGroup(tx.s, dead)) grant(tx, self.seat, { id: "no_charge", source: dead.seat });
  },
};
