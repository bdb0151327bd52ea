import { type Card, GOD } from "./spec.ts";

/**
 * Idiot (000 §八(二)11, R11): exiled by vote, he reveals and survives; afterwards he cannot
 * vote or be voted, and dies only to another cause (a knife, poison, a shot).
 */
export const idiot: Card<"idiot"> = {
  id: "idiot",
  texts: {
    "zh-Hans": {
      name: "白痴",
      rules: "被放逐时翻牌免疫放逐，之后留在场上发言，但不能投票也不能被投票。",
      forumHelp: "装傻：被投票出局时可以不出局（之后不能投票、不能被投票）。",
    },
    en: {
      name: "Idiot",
      rules: "Voted out, he reveals his card and stays: he keeps speaking but can no longer vote or be voted for.",
      forumHelp: "Play the fool: voted out, you may stay in (you then cannot vote or be voted for).",
    },
  },
  skills: [{ id: "reveal", acts: [], timing: { phase: "always" }, tags: ["passive"] }],
  ...GOD,
  exileImmune: true,
};
