import { actCommand } from "./skills.ts";
import { type Card, KNIFE_SKILL, OTHER_CARD, onRandomOther, otherLiving, type RoleSpec } from "./spec.ts";

/** Turns the wild child into a wolf (000 §八(二)7①): he is told, and joins the wolves' room. */
function turn(tx: Parameters<NonNullable<RoleSpec["atDawn"]>>[0], seat: number): void {
  tx.emit({ type: "mem_set", seat, key: "turned", value: true });
  tx.emit({ type: "told", seat, kind: "turned", value: true });
}

const modelDead = (s: Parameters<NonNullable<RoleSpec["live"]>>[0], model: unknown) =>
  typeof model === "number" && !s.seats[model - 1].alive;

/**
 * Wild child (000 §八(二)7, R17): on night 1, after the thief and cupid (R14), picks a model
 * (another player; a silent one is given a random model). While the model lives he is a village
 * player, counted neither as a god nor a villager. When the model dies he becomes a wolf: a day
 * death turns him at nightfall (he knifes that night); a night death turns him at the dawn
 * announcement (knife from the next night) — always after the win check (③). Dead before his
 * model, he stays village (④). Unturned, his boom is drowned and flipped (R19).
 */
export const wildChild: Card<"wild_child", "model" | "kill"> = {
  id: "wild_child",
  texts: {
    "zh-Hans": {
      name: "野孩子",
      rules: "首夜选择一名玩家作为榜样；榜样存活时属于好人阵营，榜样死亡后变成狼人，与狼人一起杀人。",
    },
    en: {
      name: "Wild Child",
      rules:
        "On night 1 he picks a player as his model; while the model lives he is good, once the model dies he turns werewolf and kills with them.",
    },
  },
  skills: [
    {
      id: "model",
      acts: ["model"],
      texts: {
        "zh-Hans": {
          acts: { model: "选榜样" },
          help: "榜样3号",
          prompt: "野孩子请私聊法官你选择的榜样座位号。",
        },
        en: {
          acts: { model: "choose a model" },
          help: '"榜样3号" (model #3)',
          prompt: "Wild Child, DM the judge the seat you take as your model.",
        },
      },
      helpOrder: 90,
      timing: { phase: "night", sub: "nightfall", nights: "first", only: "timed" },
      scripted: (_s, seat, d) => [actCommand(seat, "model", d.pick(`m${seat}`, d.others(seat)))],
      tags: ["forced"],
      words: {
        model: {
          seat: [
            ["榜样", ""],
            ["选榜样", ""],
            ["选", "当榜样"],
            ["选", "做榜样"],
          ],
          example: "榜样3号",
        },
      },
    },
    // Once turned (its model dead), it carries the knife with the wolves (000 §八(二)7).
    KNIFE_SKILL,
  ],
  ...OTHER_CARD,
  selfDestruct: "drowned",
  live: (_s, self) =>
    self.mem.turned === true ? { team: "wolf", card: "wolf", knife: true, seenAs: "wolf", selfDestruct: "wolf" } : {},
  atDawn(tx, self) {
    if (self.alive && self.mem.turned !== true && modelDead(tx.s, self.mem.model)) turn(tx, self.seat);
  },
  atNightfall(tx, self) {
    if (self.alive && self.mem.turned !== true && modelDead(tx.s, self.mem.model)) turn(tx, self.seat);
  },
  night: {
    step: 3,
    acts: ["model"],
    prompt: "nightfall",
    active: (_s, _actor, n) => n === 1,
    validate: (s, actor, _act, target) => otherLiving(s, actor, target, { code: "wild_child.self_model" }),
    remember: (_s, _actor, _act, target) => ({ model: target as number }),
    onTimeout: onRandomOther("model"),
  },
};
