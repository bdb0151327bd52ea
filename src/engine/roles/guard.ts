import { type RoleSpec, targetAlive } from "./spec.ts";

/**
 * Guard (000 §八(二)13, R26): protects one player from the knife (not from poison or a shot);
 * may guard himself or nobody; never the same seat two nights running — a night without a
 * guard resets that. Guard + antidote on the knifed player = he still dies (同守同救).
 */
export const guard: RoleSpec = {
  id: "guard",
  zh: "守卫",
  rules: "每晚守护一名玩家（可以守自己或空守），被守护者免疫狼刀；不能连续两晚守同一人；同守同救则死。",
  team: "village",
  card: "god",
  knife: false,
  seenAs: "good",
  implemented: true,
  selfDestruct: "penalized",
  night: {
    step: 20,
    acts: ["guard"],
    prompt: "nightfall",
    active: () => true,
    validate(s, actor, _act, target) {
      const bad = targetAlive(s, target, true);
      if (bad) return bad;
      const n = s.phase.kind === "night" ? s.phase.n : 0;
      if (target !== null && actor.mem.guardNight === n - 1 && actor.mem.guardTarget === target)
        return { code: "guard.same_target_twice", target };
      return null;
    },
    remember: (_s, _actor, _act, target, n) => ({
      guardNight: n,
      guardTarget: typeof target === "number" ? target : null,
    }),
    resolve(_actor, acts, ledger) {
      const g = acts.find((a) => a.act === "guard");
      if (g && typeof g.target === "number") ledger.guarded = g.target;
    },
  },
};
