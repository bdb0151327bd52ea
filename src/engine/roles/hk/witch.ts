/**
 * 女巫 (seed 002 强神; HK74, HK92, HK12, HK13, HK73):
 * - 灵通 (<强制>, not stopped by 沉默): each night she is living at nightfall she is told at C+50
 *   (`knife`) the selection targets of tonight's 指杀 acts that were made — the group kill(s) agreed
 *   at (15) and each 冲锋 carried out at its step — ascending without repeats, `[]` if none; `null`
 *   once her 救药 is spent or 灵通 is lost (遗忘) (HK74, HK92 「暂时失效」).
 * - 救药 (once) at (16): [守护：∞] on any living character, herself allowed, to C+70 (HK92, HK35).
 * - 毒药 (once) at (16): 穿透 at ⑭ (cause `poison`, HK72).
 * One potion a night (HK92): `save`, `poison` and `pass` are one choice, and the last one she sent
 * before C+60 is the one that settles (HK13); a spent potion is refused (`hk.used`).
 */

import { drawInt } from "../../random.ts";
import { blocksSkill, grant } from "../../statuses.ts";
import type { Tx } from "../../tx.ts";
import type { Attack, GameState } from "../../types.ts";
import { isWolf, nightLabel, othersOf, pick } from "./scripted.ts";
import type { HkCardSpec } from "./types.ts";

/** HK72: 毒药's slot in the (20) order. */
export const SLOT_POISON = 14;

const POTION_ACTS = ["save", "poison", "pass"] as const;

/** HK92: whether her 救药 is spent (灵通 then stays silent). */
function saveSpent(s: GameState, seat: number): boolean {
  return s.seats[seat - 1].mem.saveUsed === true;
}

/**
 * HK74: the selection targets of tonight's 指杀 acts made so far (the group kills and 冲锋 recorded
 * at their steps; a kill that was not agreed made nothing), ascending, without repeats.
 */
export function knifeTargets(s: GameState): number[] {
  if (s.phase.kind !== "hk") return [];
  const seats = (s.phase.attacks ?? []).filter((e) => e.attack.damage === "pointed").map((e) => e.attack.target);
  return [...new Set(seats)].sort((a, b) => a - b);
}

/** HK13, HK92: the witch's last potion choice of this night (`save`, `poison` or `pass`), or null. */
function lastChoice(tx: Tx, seat: number): string | null {
  if (tx.s.phase.kind !== "hk") return null;
  const list = tx.s.phase.acts[String(seat)] ?? [];
  for (let i = list.length - 1; i >= 0; i--)
    if ((POTION_ACTS as readonly string[]).includes(list[i].act)) return list[i].act;
  return null;
}

export const witch: HkCardSpec = {
  id: "witch",
  texts: {
    "zh-Hans": {
      rules:
        "女巫：每晚得知当晚所有指杀技能（狼人杀人、狼王冲锋）的目标（救药用完后不再得知）。有救药和毒药各一瓶，每晚最多用一瓶：救药使一名角色当晚获得无限次守护，毒药对一名角色造成穿透。",
      acts: { save: "救药", pass: "不用药", poison: "毒药" },
      aliases: { save: ["救"], poison: ["毒"] },
      told: {
        knife: {
          text: {
            some: "灵通：今晚被指杀的是 {seats}。{due}私聊“救药 X号”“毒药 X号”或“不用药”（每晚只能用一瓶）。",
            none: "灵通：今晚没有人被指杀。{due}私聊“救药 X号”“毒药 X号”或“不用药”（每晚只能用一瓶）。",
          },
        },
      },
    },
    en: {
      rules:
        "Witch: each night you learn the targets of all that night's pointed kills (the werewolves' Kill, the Wolf King's Charge), until your antidote is used. You have one antidote and one poison, and may use at most one a night: the Antidote gives a character unlimited guards that night; the Poison deals piercing damage to a character.",
      acts: { save: "Antidote", pass: "No Potion", poison: "Poison" },
      aliases: { save: ["Save"], poison: ["Venom"] },
      told: {
        knife: {
          text: {
            some: 'Insight: tonight\'s pointed kills target {seats}. Send me "Antidote #X", "Poison #X" or "No Potion" privately {due} (one potion a night at most).',
            none: 'Insight: nobody is the target of a pointed kill tonight. Send me "Antidote #X", "Poison #X" or "No Potion" privately {due} (one potion a night at most).',
          },
        },
      },
    },
  },
  toldVariant: { knife: (v) => (v === null ? null : Array.isArray(v) && v.length > 0 ? "some" : "none") },
  scripted: {
    /** 毒药 a known wolf once, from a seeded night (2–4) on (her memory holds a seat once she did); else 不用药. */
    night(v, seed, night, seat, mem) {
      const when = 2 + drawInt(seed, `hk:poison-night:${seat}`, 0, 0, 2);
      const wolves = othersOf(v, seat).filter((s) => isWolf(v, s));
      if (mem.used.size === 0 && night >= when && wolves.length > 0)
        return { act: "poison", target: pick(seed, nightLabel(v, seat, night), wolves) };
      return { act: "pass", target: null };
    },
  },
  // HK25, HK106: 「刷新至初始」 unsets these (its spent uses).
  refreshKeys: ["saveUsed", "poisonUsed"],
  skills: [
    { id: "sense_knife", acts: {}, timing: { phase: "night", only: "calendar" }, tags: ["forced", "passive"] },
    {
      id: "save",
      acts: {
        save: { window: "night_c", step: 16, target: "living" },
        pass: { window: "night_c", step: 16.2, target: "none" },
      },
      timing: { phase: "night", only: "calendar" },
      uses: 1,
    },
    {
      id: "poison",
      acts: { poison: { window: "night_c", step: 16.1, target: "living" } },
      timing: { phase: "night", only: "calendar" },
      uses: 1,
    },
  ],
  validate(s, seat, act) {
    const mem = s.seats[seat - 1].mem;
    if (act === "save" && mem.saveUsed === true) return { code: "hk.used", seat, act };
    if (act === "poison" && mem.poisonUsed === true) return { code: "hk.used", seat, act };
    return null;
  },
  atNightfall(tx, holder, n) {
    // HK74: 灵通 answers each night she is living at nightfall.
    if (tx.s.seats[holder - 1].alive) tx.emit({ type: "mem_set", seat: holder, key: "senseNight", value: n });
  },
  afterBlock(tx, holder, block, n) {
    if (block !== "b") return;
    const x = tx.s.seats[holder - 1];
    if (x.mem.senseNight !== n) return;
    // HK74, HK92: nothing once 救药 is at 0 or 灵通 is lost (遗忘 takes <强制> skills; 沉默 does not).
    const gone = saveSpent(tx.s, holder) || blocksSkill(x, { tags: ["forced"] });
    tx.emit({ type: "told", seat: holder, kind: "knife", value: gone ? null : knifeTargets(tx.s) });
  },
  settle(tx, a) {
    // HK92: one potion a night — only her last choice settles.
    if (lastChoice(tx, a.seat) !== a.act) return;
    const t = a.target as number;
    if (a.act === "save") {
      tx.emit({ type: "mem_set", seat: a.seat, key: "saveUsed", value: true });
      grant(tx, t, { id: "warded", source: a.seat, count: null, untilLabel: `N${a.n}`, untilStage: "night_end" });
      return;
    }
    if (a.act !== "poison") return;
    tx.emit({ type: "mem_set", seat: a.seat, key: "poisonUsed", value: true });
    const attack: Attack = {
      kind: "poison",
      target: t,
      source: a.seat,
      cause: "poison",
      damage: "pierce",
      slot: SLOT_POISON,
    };
    return [attack];
  },
};
