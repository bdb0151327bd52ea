import { death } from "../intents.ts";
import { actCommand } from "./skills.ts";
import { type Card, GOD, onRandomOther, otherLiving } from "./spec.ts";

const SKILLS = ["wolf", "poison", "shot"];

/**
 * Dreamweaver (000 §八(二)14, R15): dreams one other living player every night (never himself;
 * a silent dreamweaver dreams a random one). The sleepwalker is immune to that night's skills —
 * knife, antidote, poison, a shot counted at night — each spent and void; the witch is still
 * told the knife. A knifed (unsaved) or poisoned dreamweaver takes his sleepwalker along, and the
 * same seat dreamed two nights running dies; both deaths are `dream`, without skills.
 */
export const dreamweaver: Card<"dreamweaver", "dream"> = {
  id: "dreamweaver",
  texts: {
    "zh-Hans": {
      name: "摄梦人",
      rules:
        "每晚必须摄梦一名其他玩家：梦游者免疫当晚的刀、药、枪；摄梦人夜里死亡则梦游者同死；连续两晚摄梦同一人则其死亡。",
    },
    en: {
      name: "Dreamweaver",
      rules:
        "Each night he must send another player to dream: the dreamer is safe from that night's kill, potions and shots; if the dreamweaver dies at night, the dreamer dies too; the same dreamer two nights running dies.",
    },
  },
  skills: [
    {
      id: "dream",
      acts: ["dream"],
      texts: {
        "zh-Hans": {
          acts: { dream: "摄梦" },
          help: "摄梦3号",
          prompt: "摄梦人请私聊法官今晚摄梦的座位号（不能摄梦自己）。",
        },
        en: {
          acts: { dream: "dream" },
          help: '"摄梦3号" (dream #3)',
          prompt: "Dreamweaver, DM the judge the seat who dreams tonight (not yourself).",
        },
      },
      helpOrder: 70,
      timing: { phase: "night", sub: "nightfall", only: "timed" },
      scripted: (_s, seat, d) => [actCommand(seat, "dream", d.pick(`d${seat}`, d.others(seat)))],
      tags: ["forced"],
      words: {
        dream: {
          seat: [
            ["摄梦", ""],
            ["梦", ""],
          ],
          example: "摄梦3号",
        },
      },
    },
  ],
  ...GOD,
  blocksBoundVotes: () => true,
  intercept(_tx, self, target, cause, at) {
    return (
      at.startsWith("N") &&
      self.mem.dreamNight === Number(at.slice(1)) &&
      self.mem.dreamTarget === target.seat &&
      SKILLS.includes(cause)
    );
  },
  night: {
    step: 25,
    acts: ["dream"],
    prompt: "nightfall",
    active: () => true,
    validate: (s, actor, _act, target) => otherLiving(s, actor, target, { code: "dreamweaver.self_dream" }),
    remember: (_s, actor, _act, target, n) => ({
      dreamNight: n,
      dreamTarget: target as number,
      dreamTwice: actor.mem.dreamNight === n - 1 && actor.mem.dreamTarget === target,
    }),
    onTimeout: onRandomOther("dream"),
    afterPoison(tx, actor, acts, ledger, out) {
      const dream = acts.find((a) => a.act === "dream");
      if (!dream || typeof dream.target !== "number") return;
      const self = tx.s.seats[actor.seat - 1];
      const at = `N${ledger.n}`;
      if ((!self.alive && self.diedAt === at) || self.mem.dreamTwice === true) {
        tx.emit({ type: "mem_set", seat: dream.target, key: "skillless", value: true });
        out.push(death(dream.target, "dream", at));
      }
    },
  },
};
