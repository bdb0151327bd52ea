import { kill } from "../flow/deaths.ts";
import { type RoleSpec, targetAlive } from "./spec.ts";

/**
 * Wolf beauty (000 §八(二)18, R16): a knife-wolf who charms one other player each night (after the
 * knife, R14; may skip; never the same seat two nights running). If she is exiled or shot the day
 * after, the charmed player leaves with her (cause `charm`) without any skill; poisoned, she takes
 * nobody. The wolves may not knife her and she may not self-destruct; a charm on the old rogue is
 * accepted and silently void; she never dies for the charmed player.
 */
export const wolfBeauty: RoleSpec = {
  id: "wolf_beauty",
  zh: "狼美人",
  rules:
    "狼人阵营，每晚魅惑一名玩家；天亮后若被放逐或被枪杀，被魅惑者随她出局且没有技能。不能自刀、自爆，不能连续两晚魅惑同一人。",
  team: "wolf",
  card: "wolf",
  knife: true,
  seenAs: "wolf",
  implemented: true,
  selfDestruct: "forbidden",
  knifeForbidden: true,
  onDeath(tx, self, dead, cause, at) {
    if (dead.seat !== self.seat || (cause !== "exile" && cause !== "shot")) return;
    const charmed = self.mem.charmTarget;
    if (typeof charmed !== "number" || self.mem.charmNight !== Number(at.slice(1))) return;
    if (!tx.s.seats[charmed - 1].alive) return;
    tx.emit({ type: "mem_set", seat: charmed, key: "skillless", value: true });
    kill(tx, charmed, "charm", at);
  },
  night: {
    step: 55,
    acts: ["charm"],
    prompt: "nightfall",
    active: () => true,
    validate(s, actor, _act, target) {
      const bad = targetAlive(s, target, true);
      if (bad) return bad;
      if (target === actor.seat) return { code: "wolf_beauty.self_charm" };
      const n = s.phase.kind === "night" ? s.phase.n : 0;
      if (target !== null && actor.mem.charmNight === n - 1 && actor.mem.charmTarget === target)
        return { code: "wolf_beauty.same_target_twice", target };
      return null;
    },
    remember: (_s, _actor, _act, target, n) => ({
      charmNight: n,
      charmTarget: typeof target === "number" ? target : null,
    }),
  },
};
