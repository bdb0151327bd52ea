import { actCommand } from "./skills.ts";
import { type Card, GOD, notTwiceRunning, targetAlive } from "./spec.ts";

const guardTwice = notTwiceRunning("guard", { code: "guard.same_target_twice" });

/**
 * Guard (000 §八(二)13, R26): protects one player from the knife (not from poison or a shot);
 * may guard himself or nobody; never the same seat two nights running — a night without a
 * guard resets that. Guard + antidote on the knifed player = he still dies (同守同救).
 */
export const guard: Card<"guard", "guard"> = {
  id: "guard",
  texts: {
    "zh-Hans": {
      name: "守卫",
      rules: "每晚守护一名玩家（可以守自己或空守），被守护者免疫狼刀；不能连续两晚守同一人；同守同救则死。",
      forumHelp: "夜晚：私聊“守 12”或“空守”，不能连续两晚守同一人，可以守自己。",
    },
    en: {
      name: "Guard",
      rules:
        "Each night, protect one player (yourself too, or nobody) from the werewolves' kill; not the same player two nights running; protected and saved on the same night dies.",
      forumHelp:
        'At night: DM "守 12" (guard #12) or "空守" (guard nobody); not the same player two nights running; you may guard yourself.',
    },
  },
  skills: [
    {
      id: "guard",
      acts: ["guard"],
      texts: {
        "zh-Hans": {
          acts: { guard: "守护" },
          help: "守3号 / 空守",
          prompt: "守卫请私聊法官今晚守护的座位号（可以守自己，也可以空守；不能连续两晚守同一人）。",
          forumPrompt: "天黑了：守卫请在21:30前私聊“守 12”或“空守”。",
        },
        en: {
          acts: { guard: "guard" },
          help: "guard 3 / no guard",
          prompt:
            "Guard, DM the judge the seat you protect tonight (yourself too, or nobody; not the same player two nights running).",
          forumPrompt: 'Night falls: Guard, DM "守 12" (guard #12) or "空守" (nobody) before 21:30.',
        },
      },
      helpOrder: 20,
      timing: { phase: "night", sub: "nightfall", stage: "acts" },
      scripted: (_s, seat, d) => [
        actCommand(seat, "guard", d.pick(`g${seat}`, d.alive)),
        actCommand(seat, "guard", null),
      ],
      words: {
        guard: {
          seat: [
            ["守", ""],
            ["守护", ""],
            // English (issue 23 goal 3): `guard 3`, `protect 3`, `no guard`.
            ["guard", ""],
            ["protect", ""],
          ],
          none: ["空守", "noguard"],
          example: "守3号（或 空守）",
        },
      },
      forumWords: { guard: [{ verbs: ["守护", "守"], none: ["空守", "不守"], example: "守 12（或 空守）" }] },
    },
  ],
  ...GOD,
  night: {
    step: 20,
    fixedStep: "guard",
    acts: ["guard"],
    prompt: "nightfall",
    active: () => true,
    validate(s, actor, _act, target) {
      return targetAlive(s, target, true) ?? guardTwice.check(s, actor, target);
    },
    remember: guardTwice.remember,
    resolve(_actor, acts, ledger) {
      const g = acts.find((a) => a.act === "guard");
      if (g && typeof g.target === "number") ledger.guarded = g.target;
    },
  },
};
