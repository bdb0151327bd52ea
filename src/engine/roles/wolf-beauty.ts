import { death } from "../intents.ts";
import { actCommand } from "./skills.ts";
import { type Card, KNIFE_WOLF, notTwiceRunning, otherLiving } from "./spec.ts";

const charmTwice = notTwiceRunning("charm", { code: "wolf_beauty.same_target_twice" });

/**
 * Wolf beauty (000 §八(二)18, R16): a knife-wolf who charms one other player each night (after the
 * knife, R14; may skip; never the same seat two nights running). If she is exiled or shot the day
 * after, the charmed player leaves with her (cause `charm`) without any skill; poisoned, she takes
 * nobody. The wolves may not knife her and she may not self-destruct; a charm on the old rogue is
 * accepted and silently void; she never dies for the charmed player.
 */
export const wolfBeauty: Card<"wolf_beauty", "kill" | "charm"> = {
  id: "wolf_beauty",
  texts: {
    "zh-Hans": {
      name: "狼美人",
      rules:
        "狼人阵营，每晚魅惑一名玩家；天亮后若被放逐或被枪杀，被魅惑者随她出局且没有技能。不能自刀、自爆，不能连续两晚魅惑同一人。",
    },
    en: {
      name: "Wolf Beauty",
      rules:
        "A werewolf who charms one player each night; if she is voted out or shot after dawn, the charmed player goes out with her, skill lost. She cannot kill herself or self-destruct, nor charm the same player two nights running.",
    },
  },
  ...KNIFE_WOLF,
  skills: [
    ...KNIFE_WOLF.skills,
    {
      id: "charm",
      acts: ["charm"],
      texts: {
        "zh-Hans": {
          acts: { charm: "魅惑" },
          help: "魅惑3号 / 不魅惑",
          prompt: "狼美人请私聊法官今晚魅惑的座位号（可以不魅惑）。",
        },
        en: {
          acts: { charm: "charm" },
          help: '"魅惑3号" (charm #3) / "不魅惑" (no charm)',
          prompt: "Wolf Beauty, DM the judge the seat you charm tonight (or nobody).",
        },
      },
      helpOrder: 80,
      timing: { phase: "night", sub: "nightfall", only: "timed" },
      scripted: (_s, seat, d) => [
        actCommand(seat, "charm", d.pick(`ch${seat}`, d.others(seat))),
        actCommand(seat, "charm", null),
      ],
      words: { charm: { seat: [["魅惑", ""]], none: ["不魅惑", "今晚不魅惑"], example: "魅惑3号（或 不魅惑）" } },
    },
  ],
  selfDestruct: "forbidden",
  knifeForbidden: true,
  onDeath(tx, self, dead, cause, at, out) {
    if (dead.seat !== self.seat || (cause !== "exile" && cause !== "shot")) return;
    const charmed = self.mem.charmTarget;
    if (typeof charmed !== "number" || self.mem.charmNight !== Number(at.slice(1))) return;
    if (!tx.s.seats[charmed - 1].alive) return;
    tx.emit({ type: "mem_set", seat: charmed, key: "skillless", value: true });
    out.push(death(charmed, "charm", at));
  },
  night: {
    step: 55,
    acts: ["charm"],
    prompt: "nightfall",
    active: () => true,
    validate(s, actor, _act, target) {
      return (
        otherLiving(s, actor, target, { code: "wolf_beauty.self_charm" }, true) ?? charmTwice.check(s, actor, target)
      );
    },
    remember: charmTwice.remember,
  },
};
