import { actCommand } from "./skills.ts";
import { type Card, KNIFE_WOLF } from "./spec.ts";

/**
 * Wolf girl (000 §八(二)19): a knife-wolf the seer sees as good on night 1 and as a wolf after.
 * From night 2, once per game, she may invert (颠倒黑白) the seer's result of that night (R14:
 * before the knife). The night does not wait for her: `invert` counts if it comes before the
 * night resolves (the contract lists no skip act for her).
 */
export const wolfGirl: Card<"wolf_girl", "kill" | "invert"> = {
  id: "wolf_girl",
  texts: {
    "zh-Hans": {
      name: "狼女",
      rules: "狼人阵营，首夜被查验为好人，之后为狼人；从第二夜起可以发动一次颠倒黑白，令预言家当晚的查验结果相反。",
    },
    en: {
      name: "Wolf Girl",
      rules:
        "A werewolf whom the seer sees as good on night 1 and as a werewolf after; from night 2 she may once turn black to white: the seer's check that night reads the other way.",
    },
  },
  ...KNIFE_WOLF,
  skills: [
    ...KNIFE_WOLF.skills,
    {
      id: "invert",
      acts: ["invert"],
      texts: {
        "zh-Hans": {
          acts: { invert: "颠倒" },
          help: "颠倒黑白",
          prompt: "狼女请私聊法官今晚是否发动颠倒黑白（限一次）。",
        },
        en: {
          acts: { invert: "invert" },
          help: '"颠倒黑白" (turn black to white)',
          prompt: "Wolf Girl, DM the judge whether you turn black to white tonight (once a game).",
        },
      },
      helpOrder: 120,
      timing: { phase: "night", sub: "nightfall", nights: "from_second", only: "timed" },
      scripted: (_s, seat, d) => (d.draw(`i${seat}`, 4) === 0 ? [actCommand(seat, "invert")] : []),
      uses: 1,
      spentFlag: "invertUsed",
      tags: ["limited", "optional"],
      words: { invert: { bare: ["颠倒", "颠倒黑白", "发动颠倒"] } },
    },
  ],
  live: (s) => (s.label === "N1" ? { seenAs: "good" } : {}),
  night: {
    step: 40,
    acts: ["invert"],
    prompt: "nightfall",
    optional: true,
    active: (_s, actor, n) => n >= 2 && actor.mem.invertUsed !== true,
    validate: () => null,
    remember: (): Record<string, boolean> => ({ invertUsed: true }),
    resolve(_actor, acts, ledger) {
      if (acts.some((a) => a.act === "invert")) ledger.inverted = true;
    },
  },
};
