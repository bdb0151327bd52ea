import { actCommand } from "./skills.ts";
import { type Card, GOD } from "./spec.ts";

/**
 * Bard (000 §八(二)15, R12): once per game, when the exile vote's result is shown, reveals and
 * moves one vote from the player about to be exiled to another player of that vote; the new tally
 * is resolved like the vote it changes. `shift` with `null` lets the result stand.
 */
export const bard: Card<"bard", "shift"> = {
  id: "bard",
  texts: {
    "zh-Hans": {
      name: "吟游者",
      rules: "限一次：放逐投票结果公布后，可以翻牌把将被放逐玩家的一票移给另一名玩家，按新的票数执行放逐。",
    },
    en: {
      name: "Bard",
      rules:
        "Once a game, after the exile vote's result is told, he may reveal his card and move one vote from the player to be exiled to another player; the exile follows the new count.",
    },
  },
  skills: [
    {
      id: "shift",
      acts: ["shift"],
      texts: {
        "zh-Hans": {
          acts: { shift: "移票" },
          help: "移票3号（白天）",
        },
        en: { acts: { shift: "shift votes" }, help: '"移票3号" (move a vote to #3, by day)' },
      },
      helpOrder: 160,
      timing: { phase: "day", window: "after_exile_vote", only: "timed" },
      // In his window: sometimes a shift to one of the window's options, else `shift null`.
      scripted: (s, seat, d) =>
        d.draw("win", 3) === 0
          ? [
              actCommand(seat, "shift", d.pick("wt", s.phase.kind === "window" ? (s.phase.options ?? []) : [])),
              actCommand(seat, "shift", null),
            ]
          : [actCommand(seat, "shift", null)],
      uses: 1,
      spentFlag: "shiftUsed",
      tags: ["limited"],
      words: {
        shift: {
          seat: [
            ["移票", ""],
            ["移票给", ""],
          ],
          example: "移票3号",
          answerInGroup: true,
        },
      },
    },
  ],
  ...GOD,
  blocksBoundVotes: (_s, self) => self.mem.shiftUsed !== true,
  day: {
    act: "shift",
    at: "after_exile_vote",
    available: (_s, self) => self.alive && self.mem.shiftUsed !== true,
    validate(s, _self, target, tally) {
      if (typeof target !== "number" || !s.seats[target - 1]) return { code: "target.not_a_seat", target };
      if (!s.seats[target - 1].alive) return { code: "target.dead", target };
      const ph = s.phase;
      const options = ph.kind === "window" ? (ph.options ?? []) : [];
      const max = Math.max(0, ...Object.values(tally ?? {}));
      if ((tally?.[String(target)] ?? 0) === max) return { code: "bard.same_target", target };
      if (!options.includes(target)) return { code: "vote.not_an_option", target };
      return null;
    },
  },
};
