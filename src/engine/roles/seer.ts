import { roleSpec } from "./index.ts";
import { type RoleSpec, targetAlive } from "./spec.ts";

/**
 * Seer (000 §八(二)8): checks one living player a night (or skips, R26); told "wolf"/"good"
 * at the seer's step, after the witch (R27). After night 1, a seer who died that night
 * without the badge is not told (the result is withheld, `told.value = null`).
 */
export const seer: RoleSpec = {
  id: "seer",
  zh: "预言家",
  team: "village",
  card: "god",
  knife: false,
  seenAs: "good",
  implemented: true,
  selfDestruct: "penalized",
  night: {
    step: 80,
    acts: ["check"],
    prompt: "nightfall",
    active: () => true,
    validate(s, actor, _act, target) {
      const bad = targetAlive(s, target, true);
      if (bad) return bad;
      if (target === actor.seat) return { code: "seer.self_check" };
      return null;
    },
    tell(tx, actor, acts, ledger) {
      const check = acts.find((a) => a.act === "check");
      if (!check || typeof check.target !== "number") return;
      const withheld = ledger.n > 1 && !tx.s.seats[actor.seat - 1].alive && tx.s.sheriff !== actor.seat;
      const seen = roleSpec(tx.s.seats[check.target - 1].role).seenAs;
      tx.emit({ type: "told", seat: actor.seat, kind: "check", value: withheld ? null : seen, about: check.target });
    },
  },
};
