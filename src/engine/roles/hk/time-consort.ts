/**
 * 噬时狼妃 (seed 002 狼人阵营, [群内]; HK78, HK28, HK12): 杀人 is the group's. 时间逆流 (`reverse`, <指定>) in
 * block A (4) on any living character: its settlement target is tonight's 逆流 seat. Each later <指定> act
 * of that night (救药, 毒药 included) whose user's real camp is not the wolves' and whose selection target
 * is the 逆流 seat settles on its user instead (the chain's `reverse` stage, HK28), its user not told.
 * An act that reaches the seat through 交换 or 反射 settles there unreversed and is not named (用语定义
 * <指定> 「不会再次检测狼妃」: the stage comes first). At C+70 she is told the reversed acts' ids
 * (`reversed`, in step order) and loses 时间逆流 if there was one (`hk_skill` lost); a night without one
 * keeps it. Reading: 时间逆流 may be used every night until then (002 names no other limit).
 */
import { campOfSeat } from "./common.ts";
import { at, isWolf, nightLabel, othersOf, pick } from "./scripted.ts";
import type { HkCardSpec } from "./types.ts";

/** HK11: 时间逆流's step in block A. */
const STEP = 4;
/** Her memory: tonight's 逆流 seat and its night; 时间逆流 lost (HK78). */
const SEAT = "reverse_seat";
const NIGHT = "reverse_night";
const LOST = "reverse_lost";

export const timeConsort: HkCardSpec = {
  id: "time_consort",
  texts: {
    "zh-Hans": {
      rules:
        "噬时狼妃：狼人阵营，群内。每晚可对一名角色发动时间逆流；当晚之后非狼人阵营角色对该角色发动的指定技能，都改为对发动者自己结算（对方不知情）。一旦反弹成功，夜晚结束时得知被反弹的技能名称，并失去时间逆流。",
      acts: { reverse: "时间逆流" },
      aliases: { reverse: ["逆流"] },
      told: {
        reversed: { text: "时间逆流反弹了以下技能：{items}。你失去了时间逆流。", item: "{skill}", empty: "无" },
      },
    },
    en: {
      rules:
        "Time-Eating Wolf Consort: werewolf camp, in the pack. Each night you may use Time Backflow on a character: for the rest of that night, pointed skills used on them by characters outside the werewolf camp resolve on their users instead (who are not told). Once a skill bounces back, you learn the names of the bounced skills when the night ends, and you lose Time Backflow.",
      acts: { reverse: "Time Backflow" },
      aliases: { reverse: ["Backflow"] },
      told: {
        reversed: {
          text: "Time Backflow bounced back these skills: {items}. You lost Time Backflow.",
          item: "{skill}",
          empty: "none",
        },
      },
    },
  },
  scripted: {
    /** 时间逆流 on a living non-wolf seat (where the village's skills are likely to land). */
    night: (v, seed, night, seat) =>
      at(
        "reverse",
        pick(
          seed,
          nightLabel(v, seat, night),
          othersOf(v, seat).filter((s) => !isWolf(v, s)),
        ),
      ),
  },
  skills: [
    {
      id: "reverse",
      acts: { reverse: { window: "night_a", step: STEP, target: "living" } },
      timing: { phase: "night", only: "calendar" },
    },
  ],
  validate(s, seat, act) {
    if (s.seats[seat - 1].mem[LOST] === true) return { code: "hk.skill_lost", seat, act };
    return null;
  },
  settle(tx, a) {
    if (a.act !== "reverse") return;
    tx.emit({ type: "mem_set", seat: a.seat, key: SEAT, value: a.target as number });
    tx.emit({ type: "mem_set", seat: a.seat, key: NIGHT, value: a.n });
  },
  redirect(s, holder, stage, ball, q) {
    const mem = s.seats[holder - 1].mem;
    if (stage !== "reverse" || mem[NIGHT] !== q.n || mem[SEAT] !== ball) return null;
    // HK78: later acts only; a wolf-camp user's act is not reversed.
    if ((q.step ?? 0) <= STEP || campOfSeat(s, q.seat) === "wolves") return null;
    return q.seat;
  },
  atResolution(tx, holder, n) {
    const mem = tx.s.seats[holder - 1].mem;
    const ph = tx.s.phase;
    if (mem[NIGHT] !== n || ph.kind !== "hk") return;
    const acts = (ph.redirected ?? []).filter((r) => r.stage === "reverse").map((r) => r.act);
    if (acts.length === 0) return;
    tx.emit({ type: "told", seat: holder, kind: "reversed", value: acts });
    tx.emit({ type: "mem_set", seat: holder, key: LOST, value: true });
    tx.emit({ type: "hk_skill", seat: holder, skill: "reverse", how: "lost" });
  },
};
