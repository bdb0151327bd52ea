import { attackOf } from "../effects/pipeline.ts";
import { death } from "../intents.ts";
import { livingWolves } from "../state.ts";
import { liveSpec } from "./registry.ts";
import { actCommand } from "./skills.ts";
import { type Card, KNIFE_WOLF, onRandomOther, otherLiving } from "./spec.ts";

/**
 * Snow wolf (000 §八(二)17): a wolf outside the wolves' room, without the knife, who may not
 * self-destruct; the seer sees a wolf. He never dies at night (poison void, a night shot misses,
 * a knife on him is an empty knife and the witch sees none). Exiled by vote, he raises a blizzard:
 * every god loses his skills the next night (a knifed hunter cannot shoot, the witch sees no
 * knife); shot by day, no blizzard. When he is the last wolf, he must devour a player in place of
 * the knife (R14), ignoring guard and antidote: a wolf win stands, else he dies of backlash.
 */
export const snowWolf: Card<"snow_wolf", "devour"> = {
  id: "snow_wolf",
  texts: {
    "zh-Hans": {
      name: "雪狼",
      rules:
        "狼人阵营，不入狼窝不带刀，不能自爆，不会在夜晚死亡；被放逐时发动暴风雪，令所有神下一晚无法使用技能；成为最后一只狼时必须吞噬一名玩家。",
    },
    en: {
      name: "Snow Wolf",
      rules:
        "On the werewolves' side but outside their room and with no kill; cannot self-destruct and never dies at night; voted out, he raises a blizzard: no god may use a skill the next night; as the last werewolf he must devour one player a night.",
    },
  },
  ...KNIFE_WOLF,
  skills: [
    {
      id: "devour",
      acts: ["devour"],
      texts: {
        "zh-Hans": {
          acts: { devour: "吞噬" },
          help: "吞噬3号",
          prompt: "狼人阵营只剩雪狼：雪狼请私聊法官吞噬一名玩家。",
        },
        en: {
          acts: { devour: "devour" },
          help: '"吞噬3号" (devour #3)',
          prompt: "Only the snow wolf is left of the werewolves: Snow Wolf, DM the judge a player to devour.",
        },
      },
      helpOrder: 110,
      timing: { phase: "night", sub: "nightfall", only: "timed" },
      scripted: (_s, seat, d) => {
        // Every other living seat, in a seeded rotation (one draw: the same key gives the same draw).
        const others = d.others(seat);
        if (others.length === 0) return [];
        const shift = d.draw(`dv${seat}`, others.length);
        return others.map((_, i) => actCommand(seat, "devour", others[(i + shift) % others.length]));
      },
      tags: ["forced"],
      words: { devour: { seat: [["吞噬", ""]], example: "吞噬3号" } },
    },
    { id: "blizzard", acts: [], timing: { phase: "death" }, tags: ["passive"] },
  ],
  knife: false,
  selfDestruct: "forbidden",
  wolfRoom: false,
  knifeVoid: true,
  intercept: (_tx, self, target, cause, at) => self.seat === target.seat && at.startsWith("N") && cause !== "backlash",
  onDeath(tx, self, dead, cause, at) {
    if (dead.seat !== self.seat || cause !== "exile") return;
    tx.emit({ type: "mem_set", seat: self.seat, key: "blizzardNight", value: Number(at.slice(1)) + 1 });
    tx.emit({ type: "public_notice", kind: "blizzard", seat: self.seat });
  },
  blocksSkills: (s, self, target, n) => self.mem.blizzardNight === n && liveSpec(s, target).card === "god",
  night: {
    step: 50,
    acts: ["devour"],
    prompt: "nightfall",
    active: (s, actor) => {
      const wolves = livingWolves(s);
      return wolves.length === 1 && wolves[0].seat === actor.seat;
    },
    validate: (s, actor, _act, target) => otherLiving(s, actor, target, { code: "snow_wolf.self_devour" }),
    onTimeout: onRandomOther("devour"),
    afterKnife(tx, actor, acts, ledger, out) {
      const d = acts.find((a) => a.act === "devour");
      if (!d || typeof d.target !== "number") return;
      const at = `N${ledger.n}`;
      // The devour is an attack of the effects pipeline (no protection stops it, 000 §八(二)17).
      const devour = attackOf(tx.rules.effects, "devour", d.target, actor.seat, "devour");
      out.push({ kind: "attack", attack: devour, at });
      // A wolf win after the devour stands; else he dies of backlash.
      out.push({ ...death(actor.seat, "backlash", at), unlessWinner: "wolves" });
    },
  },
};
