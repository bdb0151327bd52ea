import { type RoleSpec, targetAlive } from "./spec.ts";

/**
 * Silence elder (000 §八(二)5): each night may silence one player (himself too, ②) for the next
 * day; never the same seat two nights running; may skip. The silence is announced at dawn with
 * the deaths (①); the silenced player skips the day's speeches and his last words that day (③),
 * not the sheriff campaign (①); it holds even if the elder died that night (④).
 */
export const silenceElder: RoleSpec = {
  id: "silence_elder",
  zh: "禁言长老",
  rules: "每晚可以指定一名玩家在第二天白天禁言（可以禁言自己，可以不发动），不能连续两晚禁言同一人。",
  team: "village",
  card: "god",
  knife: false,
  seenAs: "good",
  implemented: true,
  selfDestruct: "penalized",
  mutes: (s, self, seat) =>
    s.label.startsWith("D") && self.mem.silenceNight === Number(s.label.slice(1)) && self.mem.silenceTarget === seat,
  atDawn(tx, self) {
    const day = Number(tx.s.label.slice(1));
    if (self.mem.silenceNight === day && typeof self.mem.silenceTarget === "number")
      tx.emit({ type: "public_notice", kind: "silenced", seat: self.mem.silenceTarget });
  },
  night: {
    step: 30,
    acts: ["silence"],
    prompt: "nightfall",
    active: () => true,
    validate(s, actor, _act, target) {
      const bad = targetAlive(s, target, true);
      if (bad) return bad;
      const n = s.phase.kind === "night" ? s.phase.n : 0;
      if (target !== null && actor.mem.silenceNight === n - 1 && actor.mem.silenceTarget === target)
        return { code: "silence.same_target_twice", target };
      return null;
    },
    remember: (_s, _actor, _act, target, n) => ({
      silenceNight: n,
      silenceTarget: typeof target === "number" ? target : null,
    }),
  },
};
