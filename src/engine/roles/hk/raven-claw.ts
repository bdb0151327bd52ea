/**
 * 狼鸦之爪 (seed 002 狼人阵营, no tag; HK86, HK33, HK51, HK72, HK131, HK132, HK133): 身份属性 — at the end
 * of S, if he is then of the wolf camp, every [群内] wolf is told his seat (`raven`). 夜之锋刃 ([强制],
 * [限定], block A (3)): on a night whose nightfall finds ≤ 2 living wolf-camp characters he is told it
 * is due (`blade_due`) and must use it: sent, on the seat he names; silent, on a seeded random living
 * other at block A's end (draw `night_blade`). It settles at once: he gains [群内] (`hk_skill` `pack`,
 * he joins the group kill, HK70), the target gets a permanent [漏洞] (HK33: his 守护, 坚韧 and 不死 do
 * not protect him) and 致死伤害 at ③ (cause `night_blade`). Unused he holds no tag and does not count
 * for the wolves (HK51); before the blade he is outside the group and knows nobody (HK132).
 * Readings where the rulings are silent: a blade whose target is out by its step does nothing and
 * keeps the use (HK22); the count is taken at nightfall and holds for the night; 遗忘 (which takes
 * <强制> skills) stops it.
 */
import { blocksSkill, grant } from "../../statuses.ts";
import type { Tx } from "../../tx.ts";
import type { Attack, GameState } from "../../types.ts";
import { campOfSeat, holdsPack } from "./common.ts";
import type { HkCardSpec } from "./types.ts";

/** HK72 ③. */
export const SLOT_NIGHT_BLADE = 3;

/** The night (N<n>) of the state's phase, or 0 outside a night. */
const nightOf = (s: GameState): number => (s.label.startsWith("N") ? Number(s.label.slice(1)) : 0);

/** HK86, HK33: the blade settles on `t`: [群内] now, a permanent [漏洞], 致死伤害 at ③. */
function blade(tx: Tx, seat: number, t: number): Attack[] {
  tx.emit({ type: "mem_set", seat, key: "bladeUsed", value: true });
  tx.emit({ type: "hk_skill", seat, skill: "pack", how: "gained" });
  grant(tx, t, { id: "flawed", source: seat });
  return [
    { kind: "night_blade", target: t, source: seat, cause: "night_blade", damage: "lethal", slot: SLOT_NIGHT_BLADE },
  ];
}

/** Whether `seat` sent a `night_blade` this night (HK13). */
function sentTonight(tx: Tx, seat: number): boolean {
  const ph = tx.s.phase;
  return ph.kind === "hk" && (ph.acts[String(seat)] ?? []).some((a) => a.act === "night_blade");
}

export const ravenClaw: HkCardSpec = {
  id: "raven_claw",
  texts: {
    "zh-Hans": {
      rules:
        "狼鸦之爪：狼人阵营。开局结束时若属于狼人阵营，所有群内狼人会知道你是谁。夜之锋刃（强制，限一次）——某晚入夜时狼人阵营存活不超过2人，你当晚早夜必须对一名角色发动（不发则随机）：你获得群内标签（加入狼人群），目标获得漏洞（守护、坚韧、不死都不能保护他）并受到致死伤害。",
      acts: { night_blade: "夜之锋刃" },
      aliases: { night_blade: ["锋刃"] },
      told: {
        raven: { text: "开局结束：{seat}是狼鸦之爪，属于狼人阵营。" },
        blade_due: {
          text: "今晚入夜时狼人阵营存活不超过2人：你必须在早夜截止前私聊我“夜之锋刃 X号”，不发则随机选择一名角色。",
        },
      },
    },
    en: {
      rules:
        "Raven Claw: werewolf camp. If you are in the werewolf camp when the opening ends, every werewolf in the pack learns who you are. Night Blade (forced, once) — on a night that begins with no more than 2 of the werewolf camp alive, you must use it on a character during that early night (or a random one is chosen): you get the pack's tag (you join the werewolves' group), and the target gets a flaw (no guard, toughness or undying can protect them) and takes lethal damage.",
      acts: { night_blade: "Night Blade" },
      aliases: { night_blade: ["Blade"] },
      told: {
        raven: { text: "The opening is over: {seat} is the Raven Claw, in the werewolf camp." },
        blade_due: {
          text: 'Tonight began with no more than 2 of the werewolf camp alive: before the early night ends you must DM me "夜之锋刃 X号" (Night Blade #X), or a character is chosen at random.',
        },
      },
    },
  },
  scripted: "silent",
  skills: [
    {
      id: "night_blade",
      acts: { night_blade: { window: "night_a", step: 3, target: "living", tags: ["forced", "limited"] } },
      timing: { phase: "night", only: "calendar" },
      uses: 1,
      tags: ["forced", "limited"],
    },
  ],
  validate(s, seat, act) {
    const mem = s.seats[seat - 1].mem;
    if (mem.bladeUsed === true) return { code: "hk.used", seat, act };
    if (mem.bladeNight !== nightOf(s)) return { code: "hk.blade_not_tonight", seat, act };
    return null;
  },
  settle(tx, a) {
    return blade(tx, a.seat, a.target as number);
  },
  atStartEnd(tx, holder) {
    if (campOfSeat(tx.s, holder) !== "wolves") return;
    for (const x of tx.s.seats)
      if (x.alive && x.seat !== holder && holdsPack(tx.s, x.seat))
        tx.emit({ type: "told", seat: x.seat, kind: "raven", value: holder });
  },
  atNightfall(tx, holder, n) {
    const x = tx.s.seats[holder - 1];
    if (!x.alive || x.mem.bladeUsed === true || blocksSkill(x, { tags: ["forced"] })) return;
    const wolves = tx.s.seats.filter((y) => y.alive && campOfSeat(tx.s, y.seat) === "wolves").length;
    if (wolves > 2) return;
    tx.emit({ type: "mem_set", seat: holder, key: "bladeNight", value: n });
    tx.emit({ type: "told", seat: holder, kind: "blade_due", value: true });
  },
  /** HK86, HK133: a blade due tonight and not sent is drawn at block A's end (draw `night_blade`). */
  afterBlock(tx, holder, block, n) {
    const x = tx.s.seats[holder - 1];
    if (block !== "a" || !x.alive || x.mem.bladeNight !== n || x.mem.bladeUsed === true || sentTonight(tx, holder))
      return;
    if (blocksSkill(x, { tags: ["forced"] })) return;
    const others = tx.s.seats.filter((y) => y.alive && y.seat !== holder).map((y) => y.seat);
    const t = tx.pick("night_blade", others);
    if (t === null) return;
    return blade(tx, holder, t);
  },
};
