/**
 * 幼狼 (seed 002 狼人阵营, [群内]; HK82, HK19, HK32, HK72, HK23): 激励 (<强制>) — after his out, not by
 * a red card (HK62), the first night that begins after it has a second group kill ([迅捷1]): his
 * seat memory `swift_night` holds that night's number (the flow's group kill and `kill` with
 * `value: 2` read it). 牺牲 in block B (15) while another living [群内] wolf exists: 暴击 on himself
 * (cause `sacrifice`), resolved at (20) after the slot he named (k + 0.5; default after ⑭), checked
 * against HK34 like any 暴击 (a sheltered cub holding [坚韧] survives it, HK32).
 */

import { blocksSkill } from "../../statuses.ts";
import type { GameState } from "../../types.ts";
import { hkCard } from "./pools.ts";
import type { HkCardSpec } from "./types.ts";

/** HK72: 牺牲 with no slot named resolves after ⑭ (毒药). */
const DEFAULT_AFTER = 14;

/** HK82: whether a living [群内] wolf other than `seat` exists (the deal's tag, less lost, plus gained). */
function anotherPackWolf(s: GameState, seat: number): boolean {
  return s.seats.some((x) => {
    if (!x.alive || x.seat === seat) return false;
    const ch = s.hk?.skills?.[String(x.seat)];
    return (hkCard(x.role)?.tag === "pack" && !ch?.lost.includes("pack")) || ch?.gained.includes("pack") === true;
  });
}

/** HK38, HK82: the first night that begins after an out in the phase labelled `label` (S, N<k>, D<k>). */
function nextNight(label: string): number {
  const k = Number(label.slice(1));
  return Number.isInteger(k) && k > 0 ? k + 1 : 1;
}

export const wolfCub: HkCardSpec = {
  id: "wolf_cub",
  texts: {
    "zh-Hans": {
      rules:
        "幼狼：狼人阵营，群内。出局后（被红牌罚下除外），之后的第一个夜晚狼队可以多杀一刀；当还有其他群内狼人存活时，可在夜里牺牲，对自己造成暴击伤害。",
      acts: { sacrifice: "牺牲" },
    },
    en: {
      rules:
        "Wolf Cub: werewolf camp, in the pack. Once you are out (except by a red card), the pack gets a second kill on the first night after; while another pack werewolf is alive, you may Sacrifice at night, dealing a critical hit to yourself.",
      acts: { sacrifice: "Sacrifice" },
    },
  },
  scripted: "silent",
  skills: [
    { id: "inspire", acts: {}, timing: { phase: "night", only: "calendar" }, tags: ["forced"] },
    {
      id: "sacrifice",
      acts: { sacrifice: { window: "night_b", step: 15, target: "none" } },
      timing: { phase: "night", only: "calendar" },
    },
  ],
  validate(s, seat, act, _target, value) {
    if (act !== "sacrifice") return null;
    if (!anotherPackWolf(s, seat)) return { code: "hk.sacrifice_alone", seat, act };
    if (value !== undefined && !(typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= 14))
      return { code: "hk.sacrifice_slot", seat, act, value };
    return null;
  },
  settle(tx, a) {
    if (a.act !== "sacrifice" || !anotherPackWolf(tx.s, a.seat)) return;
    const after = typeof a.value === "number" ? a.value : DEFAULT_AFTER;
    return [
      { kind: "sacrifice", target: a.seat, source: a.seat, cause: "sacrifice", damage: "crit", slot: after + 0.5 },
    ];
  },
  onOut(tx, holder, out) {
    // HK62: a red card triggers nothing of his; HK23: a status on his seat still blocks 激励 (<强制>).
    if (out.seat !== holder || out.damage === "red_card" || out.cause === "red_card") return;
    if (blocksSkill(tx.s.seats[holder - 1], { tags: ["forced"] })) return;
    tx.emit({ type: "mem_set", seat: holder, key: "swift_night", value: nextNight(tx.s.label) });
  },
};
