import { rulesetOf } from "../rulesets/index.ts";
import { actCommand } from "./skills.ts";
import { type Card, GOD, targetAlive } from "./spec.ts";

/**
 * Witch (000 §八(二)9, R27; forum-25 F11, F15): one antidote, one poison, at most one potion a
 * night; saves herself only where the ruleset allows it (`roles.witchSelfSave`; ranked-s7: never;
 * table: only when no guard is alive at her step, T5; forum-25: always). What `save` names is the
 * ruleset's (`roles.witchSaves`): the settled knife's victim (`save` valid only once the knife is
 * settled) or a living seat she names (forum-25). Told the knife target — forum-25: every 指杀
 * target — when it settles, unless her antidote is gone, she already acted or lost her skills
 * (then told nothing: `null`). The flow decides when she may act (her step, forum-25's stage).
 */
export const witch: Card<"witch", "save" | "poison" | "pass"> = {
  id: "witch",
  texts: {
    "zh-Hans": {
      name: "女巫",
      rules: "一瓶解药、一瓶毒药，每晚至多用一瓶；不能自救；用过解药后不再得知刀口。",
      forumHelp: "夜晚21:30后我会告诉你今晚被指杀的角色：22:00前回复“救 12”“毒 12”或“不用”，每晚只能用一瓶。",
    },
    en: {
      name: "Witch",
      rules:
        "One antidote and one poison, at most one a night; she cannot save herself; once the antidote is used she is no longer told who was killed.",
      forumHelp:
        'After 21:30 I tell you who was chosen to die tonight: before 22:00 reply "救 12" (save), "毒 12" (poison) or "不用" (neither); one potion a night.',
    },
  },
  skills: [
    {
      id: "save",
      acts: ["save"],
      texts: {
        "zh-Hans": {
          acts: { save: "解药" },
          help: "救 / 毒3号 / 不用药",
        },
        en: { acts: { save: "antidote" }, help: "save / poison 3 / no potion" },
      },
      helpOrder: 30,
      timing: { phase: "night", sub: "knife", stage: "witch" },
      scripted: (s, seat, d) =>
        d.knifeSettled && d.draw(`w${seat}`, 10) < 4 && s.seats[seat - 1].mem.antidoteUsed !== true
          ? [actCommand(seat, "save")]
          : [],
      uses: 1,
      spentFlag: "antidoteUsed",
      tags: ["limited"],
      words: { save: { seat: [["救", ""]], bare: ["救", "救人", "用解药", "save"], example: "救" } },
      forumWords: { save: [{ verbs: ["救"], example: "救 12" }] },
    },
    {
      id: "poison",
      acts: ["poison"],
      texts: {
        "zh-Hans": {
          acts: { poison: "毒药" },
          help: "救 / 毒3号 / 不用药",
        },
        en: { acts: { poison: "poison" }, help: "save / poison 3 / no potion" },
      },
      helpOrder: 30,
      timing: { phase: "night", sub: "knife", stage: "witch" },
      scripted: (s, seat, d) =>
        d.draw(`w${seat}`, 10) >= 8 && s.seats[seat - 1].mem.poisonUsed !== true
          ? [actCommand(seat, "poison", d.pick(`p${seat}`, d.alive))]
          : [],
      uses: 1,
      spentFlag: "poisonUsed",
      tags: ["limited"],
      words: {
        poison: {
          seat: [
            ["毒", ""],
            ["毒杀", ""],
            // English (issue 23 goal 3): `poison 3`.
            ["poison", ""],
          ],
          example: "毒3号（或 不用药）",
        },
      },
      forumWords: { poison: [{ verbs: ["毒"], example: "毒 12（或 不用）" }] },
    },
    {
      id: "pass",
      acts: ["pass"],
      texts: {
        "zh-Hans": {
          acts: { pass: "不用药" },
          help: "救 / 毒3号 / 不用药",
        },
        en: { acts: { pass: "no potion" }, help: "save / poison 3 / no potion" },
      },
      helpOrder: 30,
      timing: { phase: "night", sub: "knife", stage: "witch" },
      scripted: (_s, seat, d) => (d.knifeSettled ? [actCommand(seat, "pass")] : []),
      tags: ["decline"],
      words: { pass: { bare: ["不用药", "不救", "都不用", "nopotion", "nosave"] } },
    },
  ],
  ...GOD,
  blocksBoundVotes: (_s, self) => self.mem.poisonUsed !== true,
  night: {
    step: 70,
    fixedStep: "witch",
    acts: ["save", "poison", "pass"],
    prompt: "knife",
    active: (_s, actor) => actor.mem.antidoteUsed !== true || actor.mem.poisonUsed !== true,
    validate(s, actor, act, target, knife) {
      if (act === "pass") return null;
      if (act === "save") {
        if (actor.mem.antidoteUsed === true) return { code: "witch.no_antidote" };
        const { witchSelfSave: selfSave, witchSaves } = rulesetOf(s.setup.ruleset).roles;
        // forum-25 (F11): she names a living seat; elsewhere the save goes to the knife's victim.
        const named = witchSaves === "any_living";
        if (named) {
          const bad = targetAlive(s, target, false);
          if (bad) return bad;
        } else {
          if (!knife.settled) return { code: "witch.knife_not_settled" };
          if (knife.target === null) return { code: "witch.nobody_to_save" };
        }
        const saved = named ? target : knife.target;
        // T5: a living guard (dealt and not yet dead) forbids the self-save.
        const guardAlive = s.seats.some((x) => x.alive && x.role === "guard");
        if (saved === actor.seat && (selfSave === "never" || (selfSave === "no_guard_alive" && guardAlive)))
          return { code: selfSave === "never" ? "witch.self_save" : "witch.self_save_guard_alive" };
        if (!named && typeof target === "number" && target !== knife.target)
          return { code: "witch.save_wrong_target", target };
        return null;
      }
      if (actor.mem.poisonUsed === true) return { code: "witch.no_poison" };
      return targetAlive(s, target, false);
    },
    remember(_s, _actor, act): Record<string, boolean> {
      if (act === "save") return { antidoteUsed: true };
      if (act === "poison") return { poisonUsed: true };
      return {};
    },
    resolve(_actor, acts, ledger) {
      for (const a of acts) {
        if (a.act === "save") ledger.saved = true;
        if (a.act === "poison" && typeof a.target === "number") ledger.poison = a.target;
      }
    },
    onKnifeSettled(tx, actor, target, actedBefore) {
      const told = actedBefore || actor.mem.antidoteUsed === true ? null : target;
      tx.emit({ type: "told", seat: actor.seat, kind: "knife", value: told });
    },
  },
};
