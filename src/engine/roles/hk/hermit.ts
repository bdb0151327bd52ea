/**
 * 隐者 (seed 002 弱神; HK111, HK29, HK40, HK38): 隐身衣 (<强制>) gives him [隐身] and [迷魂] from S (granted at
 * the end of the first 黄昏, C₀+20, like every card's S status), until the living are at most half of the
 * seats dealt (14 → 7; checked right after each out) or he uses 脱下隐身衣. 脱下隐身衣 (`cloak`, <指定>) in
 * block A (5), while 隐身衣 holds, once: 隐身衣 ends as he uses it (002 「发动此技能时[隐身衣]失效」), and the
 * settlement target holds [隐身] to the end of the next 黄昏 (day n's, C+20). [隐身] is not negative: never
 * told (HK42). Readings: 隐身衣 ends at the act's step, so his act on himself settles (his own cloak
 * no longer hides him), and one on another [隐身] holder settles nothing but still ends 隐身衣; once
 * 隐身衣 has lapsed, 脱下隐身衣 is lost (`hk_skill` lost).
 */
import { blocksTargeting, grant, revoke } from "../../statuses.ts";
import type { Tx } from "../../tx.ts";
import { at, nightLabel, othersOf, pick } from "./scripted.ts";
import type { HkCardSpec, HkSettle } from "./types.ts";

/** His memory: 隐身衣 ended (used or lapsed). */
const OFF = "cloak_off";

/** HK111: 隐身衣 ends — its [隐身] and [迷魂] are removed. */
function takeOff(tx: Tx, seat: number): void {
  tx.emit({ type: "mem_set", seat, key: OFF, value: true });
  revoke(tx, seat, "hidden", seat);
  revoke(tx, seat, "charmed", seat);
}

/** HK111: the settlement target holds [隐身] to the end of day n's 黄昏. */
function cloak(tx: Tx, a: HkSettle): void {
  grant(tx, a.target as number, { id: "hidden", source: a.seat, untilLabel: `D${a.n}`, untilStage: "dusk_end" });
}

export const hermit: HkCardSpec = {
  id: "hermit",
  texts: {
    "zh-Hans": {
      rules:
        "隐者：开局起处于隐身（指定技能对其结算无效）和迷魂（投票不计票）状态，直到存活人数降到开局人数的一半及以下。隐身衣仍有效时，可在夜里脱下隐身衣，交给任意一名角色：自己失去隐身衣，对方隐身到下一个黄昏结束。",
      acts: { cloak: "脱下隐身衣" },
      aliases: { cloak: ["脱衣", "隐身衣"] },
    },
    en: {
      rules:
        "Hermit: from the start you are hidden (pointed skills have no effect on you) and entranced (your vote is not counted), until the number of living characters falls to half the starting number or fewer. While your cloak of invisibility still works, you may take it off at night and give it to any character: you lose the cloak, and they are hidden until the end of the next dusk.",
      acts: { cloak: "Drop the Cloak" },
      aliases: { cloak: ["Give the Cloak", "Cloak"] },
    },
  },
  scripted: {
    /** Keeps 隐身衣 until a late night, then hands it to a living other. */
    night: (v, seed, night, seat) =>
      night < 3 ? null : at("cloak", pick(seed, nightLabel(v, seat, night), othersOf(v, seat))),
  },
  skills: [
    {
      id: "cloak",
      acts: { cloak: { window: "night_a", step: 5, target: "living" } },
      timing: { phase: "night", only: "calendar" },
      uses: 1,
    },
    { id: "invisibility", acts: {}, timing: { phase: "always" }, tags: ["forced"] },
  ],
  validate(s, seat, act) {
    if (s.seats[seat - 1].mem[OFF] === true) return { code: "hk.skill_lost", seat, act };
    return null;
  },
  atDuskEnd(tx, holder, n) {
    if (n !== 0) return;
    grant(tx, holder, { id: "hidden", source: holder });
    grant(tx, holder, { id: "charmed", source: holder });
  },
  settle(tx, a) {
    if (a.act !== "cloak") return;
    takeOff(tx, a.seat);
    cloak(tx, a);
  },
  unsettled(tx, a) {
    if (a.act !== "cloak" || tx.s.seats[a.seat - 1].mem[OFF] === true) return;
    takeOff(tx, a.seat);
    // His own 隐身衣 was what hid him: off now, the act settles on him.
    const t = tx.s.seats[(a.target as number) - 1];
    if (a.target === a.seat && t.alive && !blocksTargeting(t)) cloak(tx, a);
  },
  onOut(tx, holder) {
    const x = tx.s.seats[holder - 1];
    if (x.mem[OFF] === true || !x.alive) return;
    const living = tx.s.seats.filter((y) => y.alive).length;
    if (living * 2 > tx.s.seats.length) return;
    takeOff(tx, holder);
    tx.emit({ type: "hk_skill", seat: holder, skill: "cloak", how: "lost" });
  },
};
