import { roleSpec } from "./registry.ts";
import { actCommand } from "./skills.ts";
import { type Card, OTHER_CARD, type RoleSpec } from "./spec.ts";

const isWolfCard = (r: string) => roleSpec(r).team === "wolf";
/** A bottom card matches a void pair's entry: `wolf` for any wolf card, else the role id. */
const matches = (card: string, entry: string) => (entry === "wolf" ? isWolfCard(card) : card === entry);

/**
 * Thief (000 §八(十)): on night 1, first of all (R14), takes one of the two bottom cards and
 * plays it from then on (a wolf joins that night's knife, §八(十)4). A wolf among the bottom
 * cards must be taken (§八(十)1); the ruleset's void pairs void the deal (ranked-s7: wolf+wolf
 * or wolf+thief, §八(十)2). A silent
 * thief is dealt the wolf if there is one, else the first bottom card (docs/role-decisions.md).
 */
export const thief: Card<"thief", "pick"> = {
  id: "thief",
  texts: {
    "zh-Hans": {
      name: "盗贼",
      rules: "首夜最先睁眼，从两张底牌中选一张作为自己的身份；底牌有狼人必须选狼人。",
    },
    en: {
      name: "Thief",
      rules:
        "First to wake on night 1, he takes one of the two bottom cards as his own; if one is a werewolf he must take it.",
    },
  },
  skills: [
    {
      id: "pick",
      acts: ["pick"],
      texts: {
        "zh-Hans": {
          acts: { pick: "选底牌" },
          help: "选狼人、选预言家（盗贼选底牌）",
          prompt: "盗贼请私聊法官从两张底牌中选择一张（底牌有狼人必须选狼人）。",
        },
        en: {
          acts: { pick: "pick a bottom card" },
          help: '"选狼人" / "选预言家" (take a bottom card)',
          prompt: "Thief, DM the judge which of the two bottom cards you take (a werewolf card must be taken).",
        },
      },
      helpOrder: 60,
      timing: { phase: "night", sub: "nightfall", nights: "first", only: "timed" },
      scripted: (s, seat, d) => {
        const bottom = s.setup.bottom ?? [];
        return bottom.map((b, i) => actCommand(seat, "pick", bottom[(i + d.draw(`t${seat}`, 2)) % bottom.length] ?? b));
      },
      tags: ["forced"],
      words: {
        pick: {
          lead: ["选", "拿"],
          named: [
            ["选狼人", "werewolf"],
            ["选底牌狼人", "werewolf"],
          ],
          example: "选预言家",
        },
      },
    },
  ],
  ...OTHER_CARD,
  voidsDeal(bottom, voids) {
    if (bottom.length !== 2) return null;
    const [x, y] = bottom;
    const pair = voids.find(([a, b]) => (matches(x, a) && matches(y, b)) || (matches(x, b) && matches(y, a)));
    return pair ? `${pair[0]}_${pair[1]}` : null;
  },
  night: {
    step: 1,
    fixedStep: "thief",
    acts: ["pick"],
    prompt: "nightfall",
    holdsKnife: true,
    active: (_s, _actor, n) => n === 1,
    validate(s, _actor, _act, target) {
      const bottom = s.setup.bottom ?? [];
      if (typeof target !== "string" || !bottom.includes(target as never))
        return { code: "thief.not_in_bottom", target, bottom: [...bottom] };
      if (bottom.some(isWolfCard) && !isWolfCard(target)) return { code: "thief.must_take_wolf", target };
      return null;
    },
    onAct(tx, actor, _act, target) {
      const role = target as RoleSpec["id"];
      const next = roleSpec(role);
      const x = { ...actor, role };
      const joinsNight = next.night?.active(tx.s, x, 1) === true && next.night.passive !== true;
      tx.emit({ type: "role_changed", seat: actor.seat, role, joinsNight });
      // Fixed night steps (table, T4) need no timer of their own: the new card acts in its step.
      if (joinsNight && next.night?.prompt === "nightfall" && tx.rules.night.steps === null)
        tx.emit({
          type: "timers_changed",
          add: [tx.timer("skill", tx.rules.seconds.skill, actor.seat, 0, role)],
          remove: [],
        });
    },
    onTimeout(tx) {
      const bottom = tx.s.setup.bottom ?? [];
      const pick = bottom.find(isWolfCard) ?? bottom[0];
      return pick ? { act: "pick", target: pick } : null;
    },
  },
};
