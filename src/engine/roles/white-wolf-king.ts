import { type Card, KNIFE_WOLF } from "./spec.ts";

/**
 * White wolf king (001 二 "白狼王"): a knife-wolf who may self-destruct by day and take one
 * player along (`self_destruct` with a target; the taken player counts as shot, so a hunter may
 * answer). Not on a ranked board; playable on a custom one.
 */
export const whiteWolfKing: Card<"white_wolf_king", "kill" | "self_destruct"> = {
  id: "white_wolf_king",
  texts: {
    "zh-Hans": {
      name: "白狼王",
      rules: "狼人阵营，白天可以自爆并带走场上任意一名玩家。",
    },
    en: { name: "White Wolf King", rules: "A werewolf who may self-destruct by day and take any one player with him." },
  },
  ...KNIFE_WOLF,
  skills: [
    ...KNIFE_WOLF.skills,
    {
      id: "boom_take",
      acts: ["self_destruct"],
      texts: {
        "zh-Hans": {
          acts: { self_destruct: "自爆" },
        },
        en: { acts: { self_destruct: "self-destruct" } },
      },
      timing: { phase: "day", window: "any", only: "timed" },
      tags: ["public"],
      words: {
        self_destruct: {
          seat: [
            ["爆", ""],
            ["自爆", ""],
            ["自爆带走", ""],
            ["爆带走", ""],
          ],
          example: "自爆带走3号",
        },
      },
    },
  ],
  boomTakes: true,
};
