import { actCommand } from "./skills.ts";
import { type Card, GOD } from "./spec.ts";

/**
 * Knight (000 §八(二)6): once per game, after the day's speeches and before the exile vote
 * (never in the sheriff campaign, ①), reveals and duels a player: a wolf dies and the day ends
 * (his last words, then night); anyone else → the knight dies and the vote goes on.
 * `duel` with `null` declines for today.
 */
export const knight: Card<"knight", "duel"> = {
  id: "knight",
  texts: {
    "zh-Hans": {
      name: "骑士",
      rules: "限一次：白天发言结束、放逐投票前翻牌决斗一名玩家；对方是狼人则其出局并立即入夜，否则骑士以死谢罪。",
    },
    en: {
      name: "Knight",
      rules:
        "Once a game, by day after the speeches and before the exile vote, he reveals his card and duels a player: a werewolf goes out and night falls at once; anyone else, and the knight dies in shame.",
    },
  },
  skills: [
    {
      id: "duel",
      acts: ["duel"],
      texts: {
        "zh-Hans": {
          acts: { duel: "决斗" },
          help: "决斗3号（白天）",
        },
        en: { acts: { duel: "duel" }, help: '"决斗3号" (duel #3, by day)' },
      },
      helpOrder: 150,
      timing: { phase: "day", window: "before_exile_vote", only: "timed" },
      // In his window: sometimes a duel, else the window's `duel null` (the draws are the window's).
      scripted: (_s, seat, d) =>
        d.draw("win", 3) === 0
          ? [actCommand(seat, "duel", d.pick("wt", d.others(seat))), actCommand(seat, "duel", null)]
          : [actCommand(seat, "duel", null)],
      uses: 1,
      spentFlag: "duelUsed",
      tags: ["limited"],
      words: { duel: { seat: [["决斗", ""]], example: "决斗3号", answerInGroup: true } },
    },
  ],
  ...GOD,
  blocksBoundVotes: (_s, self) => self.mem.duelUsed !== true,
  day: {
    act: "duel",
    at: "before_exile_vote",
    available: (_s, self) => self.alive && self.mem.duelUsed !== true,
    validate(s, self, target) {
      if (typeof target !== "number" || !s.seats[target - 1]) return { code: "target.not_a_seat", target };
      if (!s.seats[target - 1].alive) return { code: "target.dead", target };
      if (target === self.seat) return { code: "duel.self" };
      return null;
    },
  },
};
