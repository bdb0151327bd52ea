import { death } from "../intents.ts";
import { hasStatus, skillsLost } from "../statuses.ts";
import { type Card, GOD, otherLiving } from "./spec.ts";

/**
 * 情痴 (004 3L 情痴, F14). 爱慕【限定技】: once a game, at night, he names a living other player,
 * who gets status `adored` from him when the night resolves. 替死【强制技】: from then on, when the
 * beloved would go out by vote, 指杀, poison or a hunter's shot, the devotee goes out instead (cause
 * `devotion`, with the public notice) — not for love or a red card. Out twice in one resolution,
 * the beloved goes the second time; out of love, both go. If the devotee himself takes an
 * effective elimination in the same resolution, the replacement fails (3L 情痴 注). 长生 and 装傻
 * act first (they are earlier steps of the pipeline / the day's exile). The replacement itself is
 * forum-25's effects order (`Ruleset.effects`: a `replace` step on `adored`).
 */
export const devotee: Card<"devotee", "adore"> = {
  id: "devotee",
  texts: {
    "zh-Hans": {
      name: "情痴",
      rules: "每局限一次，夜晚选择一名角色成为爱慕对象；爱慕对象因投票、指杀、毒药或最后一枪出局时，情痴代替其出局。",
      forumHelp: "夜晚：私聊“爱慕 12”（全局一次）；之后爱慕对象因投票、指杀、毒药或最后一枪出局时你代替他出局。",
    },
    en: {
      name: "Devotee",
      rules:
        "Once a game, at night, she chooses a player to adore; when the adored goes out by a vote, a kill, the poison or a last shot, the devotee goes out instead.",
      forumHelp:
        'At night: DM "爱慕 12" (adore #12, once a game); then if #12 goes out by a vote, a kill, the poison or a last shot, you go out instead.',
    },
  },
  skills: [
    {
      id: "adore",
      acts: ["adore"],
      texts: {
        "zh-Hans": {
          acts: { adore: "爱慕" },
          forumPrompt: "天黑了：情痴可以在21:30前私聊“爱慕 12”（全局一次）。",
        },
        en: {
          acts: { adore: "adore" },
          forumPrompt: 'Night falls: Devotee, you may DM "爱慕 12" (adore #12, once a game) before 21:30.',
        },
      },
      timing: { phase: "night", stage: "acts", only: "calendar" },
      uses: 1,
      spentFlag: "adoreUsed",
      tags: ["limited"],
      forumWords: { adore: [{ verbs: ["爱慕"], example: "爱慕 12" }] },
    },
    { id: "devotion", acts: [], timing: { phase: "always" }, tags: ["passive"] },
  ],
  ...GOD,
  night: {
    step: 10,
    acts: ["adore"],
    prompt: "nightfall",
    active: (_s, actor) => actor.mem.adoreUsed !== true && !skillsLost(actor),
    validate: (s, actor, _act, target) => otherLiving(s, actor, target, { code: "devotee.self" }),
    remember: () => ({ adoreUsed: true }),
  },
  onDeath(tx, self, dead, cause, at, out) {
    // Out of love, the beloved goes and so does the devotee (3L 情痴 注, F14).
    if (cause !== "lover" || !self.alive || skillsLost(self) || !hasStatus(dead, "adored", self.seat)) return;
    tx.emit({ type: "public_notice", kind: "devotion", seat: self.seat, value: dead.seat });
    out.push(death(self.seat, "devotion", at));
  },
};
