import { actCommand } from "./skills.ts";
import { type Card, GOD, notTwiceRunning, targetAlive } from "./spec.ts";

const silenceTwice = notTwiceRunning("silence", { code: "silence.same_target_twice" });

/**
 * Silence elder (000 §八(二)5): each night may silence one player (himself too, ②) for the next
 * day; never the same seat two nights running; may skip. The silence is announced at dawn with
 * the deaths (①); the silenced player skips the day's speeches and his last words that day (③),
 * not the sheriff campaign (①); it holds even if the elder died that night (④).
 */
export const silenceElder: Card<"silence_elder", "silence"> = {
  id: "silence_elder",
  texts: {
    "zh-Hans": {
      name: "禁言长老",
      rules: "每晚可以指定一名玩家在第二天白天禁言（可以禁言自己，可以不发动），不能连续两晚禁言同一人。",
    },
    en: {
      name: "Elder of Silence",
      rules:
        "Each night he may silence one player for the next day (himself too, or nobody); not the same player two nights running.",
    },
  },
  skills: [
    {
      id: "silence",
      acts: ["silence"],
      texts: {
        "zh-Hans": {
          acts: { silence: "禁言" },
          help: "禁言3号 / 不禁言",
          prompt: "禁言长老请私聊法官明天要禁言的座位号（可以不发动）。",
        },
        en: {
          acts: { silence: "silence" },
          help: '"禁言3号" (silence #3) / "不禁言" (nobody)',
          prompt: "Elder of Silence, DM the judge the seat you silence tomorrow (or nobody).",
        },
      },
      helpOrder: 100,
      timing: { phase: "night", sub: "nightfall", only: "timed" },
      scripted: (_s, seat, d) => [
        actCommand(seat, "silence", d.draw(`s${seat}`, 4) === 0 ? null : d.pick(`s${seat}`, d.alive)),
        actCommand(seat, "silence", null),
      ],
      words: { silence: { seat: [["禁言", ""]], none: ["不禁言", "今晚不禁言"], example: "禁言3号（或 不禁言）" } },
    },
  ],
  ...GOD,
  mutes: (s, self, seat, purpose) =>
    purpose !== "campaign" &&
    purpose !== "sheriff_pk" &&
    purpose !== "sheriff_offstage" &&
    s.label.startsWith("D") &&
    self.mem.silenceNight === Number(s.label.slice(1)) &&
    self.mem.silenceTarget === seat,
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
      return targetAlive(s, target, true) ?? silenceTwice.check(s, actor, target);
    },
    remember: silenceTwice.remember,
  },
};
