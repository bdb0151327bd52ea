/**
 * 恶灵骑士 (seed 002 狼人阵营, [群内]; HK80, HK17, HK41, HK34, HK72, HK12): 主宰黑夜 (<强制>) gives at each
 * nightfall one [不死] to C+70 (HK38), lost with the skill (HK41: under [遗忘] none is given); at (18),
 * block C's deadline (C+60), he is told (`intruders`) the act ids of the skills of village-camp users
 * that settled on him tonight, in the order they settled (`[]` when none). 邪恶 (<强制>, <限定>) fires
 * by itself then, once a game, on the user of the first of those skills by 「能造成伤害的技能 ＞ 验人系技能
 * ＞ 其他」, ties by step order: 致死伤害 at ④ (cause `evil`), stopped by [不死] only (HK34).
 *
 * Readings where the rulings are silent: a skill "settled on him" is an act settled at its step whose
 * settlement target is his seat (the flow's `hk_settled` record; a 狐狸 whose centre is he counts, a
 * neighbour not); a damage skill is one that can deal damage (毒药, 猎杀, 追猎, 突击, 潜行, …) whether or
 * not it made an attack tonight, or any act that made one; a 验人系 skill is one used by a character whose
 * real card is of the 验人系 pool; the user's camp is read at (18); silenced he still acts (<强制>), out
 * or under [遗忘] he neither is told nor strikes.
 */
import { blocksSkill, grant, hasStatus, revoke } from "../../statuses.ts";
import type { GameState } from "../../types.ts";
import { campOfSeat } from "./common.ts";
import { hkCard } from "./pools.ts";
import type { HkCardSpec } from "./types.ts";

/** HK72: ④ 邪恶. */
const SLOT_EVIL = 4;

/** The acts of skills that can deal damage (HK32: 指杀, 穿透, 暴击, 致死伤害). */
const DAMAGE_ACTS: ReadonlySet<string> = new Set([
  "kill",
  "charge",
  "revenge",
  "blast",
  "sacrifice",
  "poison",
  "hunt",
  "chase",
  "strike",
  "stalk",
  "shoot",
  "duel",
  "rage",
  "inherit",
  "night_blade",
  "jackpot",
]);

/** HK80: tonight's skills of village-camp users that settled on `holder`, in order, each with its rank. */
function intruders(s: GameState, holder: number): { seat: number; act: string; rank: number }[] {
  const ph = s.phase;
  if (ph.kind !== "hk") return [];
  return (ph.settled ?? [])
    .filter((r) => r.target === holder && r.seat !== holder && campOfSeat(s, r.seat) === "villagers")
    .map((r) => ({
      seat: r.seat,
      act: r.act,
      rank: r.damage || DAMAGE_ACTS.has(r.act) ? 0 : hkCard(s.seats[r.seat - 1].role)?.pool === "验人系" ? 1 : 2,
    }));
}

export const ghostRider: HkCardSpec = {
  id: "ghost_rider",
  texts: {
    "zh-Hans": {
      rules:
        "恶灵骑士：狼人阵营，群内。主宰黑夜——每晚入夜起到当晚结束拥有不死，凌晨结束时得知今晚村民阵营对你使用过的技能名。邪恶（整局一次，自动）——对今晚第一个对你使用技能的村民阵营角色造成致死伤害（优先能造成伤害的技能，其次验人技能，再其次其他技能）。",
      acts: {},
      told: {
        intruders: { text: "今晚村民阵营对你使用过的技能：{items}。", item: "{skill}", empty: "没有" },
      },
    },
    en: {
      rules:
        "Ghost Rider: werewolf camp, in the pack. Master of the Night — from each nightfall until that night ends you are undying, and when the small hours end you learn the names of the skills the village camp used on you that night. Wickedness (once a game, automatic) — deals lethal damage to the first village-camp character to use a skill on you that night (a skill that deals damage first, then an investigating skill, then any other).",
      acts: {},
      told: {
        intruders: {
          text: "Skills the village camp used on you tonight: {items}.",
          item: "{skill}",
          empty: "none",
        },
      },
    },
  },
  scripted: "silent",
  skills: [
    { id: "dominate", acts: {}, timing: { phase: "night", only: "calendar" }, tags: ["forced"] },
    { id: "evil", acts: {}, timing: { phase: "night", only: "calendar" }, uses: 1, tags: ["forced", "limited"] },
  ],
  atNightfall(tx, holder, n) {
    const x = tx.s.seats[holder - 1];
    if (!x.alive || blocksSkill(x, { tags: ["forced"] }) || hasStatus(x, "undying", holder)) return;
    grant(tx, holder, {
      id: "undying",
      source: holder,
      untilLabel: `N${n}`,
      untilStage: "night_end",
      skill: "dominate",
    });
  },
  afterBlock(tx, holder, block) {
    const x = tx.s.seats[holder - 1];
    // HK41: 主宰黑夜 lost tonight ([遗忘]) takes its [不死] with it.
    if (blocksSkill(x, { tags: ["forced"] })) return revoke(tx, holder, "undying", holder);
    if (block !== "c" || !x.alive) return;
    const seen = intruders(tx.s, holder);
    tx.emit({ type: "told", seat: holder, kind: "intruders", value: [...new Set(seen.map((r) => r.act))] });
    if (seen.length === 0 || x.mem.evilUsed === true) return;
    const first = [...seen].sort((a, b) => a.rank - b.rank)[0];
    tx.emit({ type: "mem_set", seat: holder, key: "evilUsed", value: true });
    return [{ kind: "evil", target: first.seat, source: holder, cause: "evil", damage: "lethal", slot: SLOT_EVIL }];
  },
};
