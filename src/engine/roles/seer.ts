import { rulesetOf } from "../rulesets/index.ts";
import { liveSpec } from "./registry.ts";
import { actCommand } from "./skills.ts";
import { type Card, GOD, otherLiving, protectedSeatOf } from "./spec.ts";

/**
 * Seer (000 §八(二)8): checks one living player a night (or skips, R26); told "wolf"/"good"
 * at the seer's step, after the witch (R27). After night 1, a seer who died that night
 * without the badge is not told (the result is withheld, `told.value = null`), where the
 * ruleset withholds (`roles.seerWhenDead`).
 */
export const seer: Card<"seer", "check"> = {
  id: "seer",
  texts: {
    "zh-Hans": {
      name: "预言家",
      rules: "每晚查验一名玩家是好人还是狼人。",
      forumHelp: "夜晚：私聊“验 12”，结算后告诉你村民阵营或非村民阵营。",
    },
    en: {
      name: "Seer",
      rules: "Each night, check whether one player is good or a werewolf.",
      forumHelp:
        'At night: DM "验 12" (check #12); after the night you learn whether #12 is in the village camp or not.',
    },
  },
  skills: [
    {
      id: "check",
      acts: ["check"],
      texts: {
        "zh-Hans": {
          acts: { check: "查验" },
          help: "验3号",
          prompt: "预言家请私聊法官今晚要查验的座位号。",
          forumPrompt: "天黑了：预言家请在21:30前私聊“验 12”。",
        },
        en: {
          acts: { check: "check" },
          help: "check 3",
          prompt: "Seer, DM the judge the seat you check tonight.",
          forumPrompt: 'Night falls: Seer, DM "验 12" (check #12) before 21:30.',
        },
      },
      helpOrder: 10,
      timing: { phase: "night", sub: "nightfall", stage: "acts" },
      scripted: (_s, seat, d) => [actCommand(seat, "check", d.pick(`c${seat}`, d.others(seat)))],
      words: {
        check: {
          seat: [
            ["验", ""],
            ["查验", ""],
            ["查", ""],
            // English (issue 23 goal 3): `check 3`.
            ["check", ""],
          ],
          example: "验3号",
        },
      },
      forumWords: { check: [{ verbs: ["查验", "验"], example: "验 12" }] },
    },
  ],
  ...GOD,
  night: {
    step: 80,
    fixedStep: "seer",
    acts: ["check"],
    prompt: "nightfall",
    active: () => true,
    validate(s, actor, _act, target) {
      const bad = otherLiving(s, actor, target, { code: "seer.self_check" }, true);
      if (bad) return bad;
      // 黄金内裤 (T20): night 1's check may not name the protected seat.
      return typeof target === "number" && target === protectedSeatOf(s)
        ? { code: "seer.protected_seat", target }
        : null;
    },
    /** T6: told at once, at his step, never withheld (`roles.seerTold: at_check`). */
    onAct(tx, actor, _act, target) {
      if (tx.rules.roles.seerTold !== "at_check" || typeof target !== "number") return;
      const seen = liveSpec(tx.s, tx.s.seats[target - 1]).seenAs;
      tx.emit({ type: "told", seat: actor.seat, kind: "check", value: seen, about: target });
    },
    tell(tx, actor, acts, ledger) {
      const check = acts.find((a) => a.act === "check");
      if (!check || typeof check.target !== "number") return;
      if (tx.rules.roles.seerTold === "at_check") return;
      const withholds = rulesetOf(tx.s.setup.ruleset).roles.seerWhenDead === "withheld_when_dead";
      const withheld = withholds && ledger.n > 1 && !tx.s.seats[actor.seat - 1].alive && tx.s.sheriff !== actor.seat;
      // The wolf girl is seen good on night 1 and may invert tonight's result (000 §八(二)19).
      const seen = liveSpec(tx.s, tx.s.seats[check.target - 1]).seenAs;
      const told = ledger.inverted === true ? (seen === "wolf" ? "good" : "wolf") : seen;
      tx.emit({ type: "told", seat: actor.seat, kind: "check", value: withheld ? null : told, about: check.target });
    },
  },
};
