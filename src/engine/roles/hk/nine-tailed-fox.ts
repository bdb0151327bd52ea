/**
 * 九尾狐 (seed 002 强神; HK99, HK41, HK42, HK66, HK37, HK17): 九尾 (<强制>[常驻], no act).
 * - [不死] from phase S for as long as he holds 九尾 (a status of a forced skill, HK41): granted at the
 *   end of the first 黄昏 (C₀+20, label S; nothing but a red card can put anyone out before then).
 * - 5 tails; each time outs are published (HK66: the opening, a 正午 out, the dusk lists; red cards
 *   included), he loses one per published character whose real camp is the village, and is told each
 *   loss at once (`tails`, value `true`) — while he lives and 九尾 is his.
 * - At 0 tails: [遗忘] (permanent, told with its end, HK42), so 九尾 and its [不死] are lost (HK41),
 *   then 致死伤害 at once, sourceless (cause `tails`, HK37); any other [不死] he holds still stops it.
 * Readings: his own out is not counted (he is out; nothing is left to lose); the tails left after 0 in
 * the same list are not counted (九尾 is lost). A 九尾狐 out at the opening is a 晨曦 out, published
 * with the dusk lists; one at a 正午 publication is published at once (HK66).
 * HK41: [遗忘] from another card (纵火's [业炎]) puts this [不死] out of force while it lasts (its
 * instance names `nine_tails`: `families/forum-hk/skills.ts` forcedStatusDormant).
 */
import { blocksSkill, grant, revoke } from "../../statuses.ts";
import { campOfSeat } from "./common.ts";
import type { HkCardSpec } from "./types.ts";

/** The tails 九尾 starts with (HK99; a gained 九尾 starts at 5 too). */
export const TAILS = 5;

/** HK99: the tails left on `mem` (5 until the first loss). */
function tailsLeft(mem: Record<string, unknown>): number {
  return typeof mem.tails === "number" ? mem.tails : TAILS;
}

export const nineTailedFox: HkCardSpec = {
  id: "nine_tailed_fox",
  texts: {
    "zh-Hans": {
      rules:
        "九尾狐：自带不死。开局有五根尾巴，每公布一名实际阵营为村民阵营的角色出局，立刻失去一根尾巴；尾巴掉光时获得遗忘，并立刻受到致死伤害。",
      acts: {},
      told: { tails: { text: "有村民阵营的角色出局，你失去了一根尾巴。" } },
    },
    en: {
      rules:
        "Nine-Tailed Fox: you are undying from the start. You begin with five tails and lose one at once each time a character whose actual camp is the village camp is announced out; when your last tail is gone you become forgetful and at once take lethal damage.",
      acts: {},
      told: { tails: { text: "A village-camp character is out: you lost a tail." } },
    },
  },
  scripted: "silent",
  skills: [{ id: "nine_tails", acts: {}, timing: { phase: "always", only: "calendar" }, tags: ["forced", "passive"] }],
  atDuskEnd(tx, holder, n) {
    // HK99, HK41: 九尾's [不死], permanent while 九尾 is held; once, from S.
    if (n === 0 && tx.s.seats[holder - 1].alive)
      grant(tx, holder, { id: "undying", source: holder, skill: "nine_tails" });
  },
  onPublished(tx, holder, seats) {
    const x = tx.s.seats[holder - 1];
    if (!x.alive || x.mem.tailsGone === true || blocksSkill(x, { tags: ["forced"] })) return;
    let left = tailsLeft(x.mem);
    for (const seat of seats) {
      if (campOfSeat(tx.s, seat) !== "villagers") continue;
      left -= 1;
      tx.emit({ type: "mem_set", seat: holder, key: "tails", value: left });
      tx.emit({ type: "told", seat: holder, kind: "tails", value: true });
      if (left <= 0) break;
    }
    if (left > 0) return;
    // HK99: [遗忘] first — 九尾 is lost with its [不死] (HK41) — then 致死伤害 at once.
    tx.emit({ type: "mem_set", seat: holder, key: "tailsGone", value: true });
    grant(tx, holder, { id: "forgotten", source: holder });
    tx.emit({ type: "told", seat: holder, kind: "status", value: { id: "forgetful", until: null } });
    revoke(tx, holder, "undying", holder);
    return [{ kind: "tails", target: holder, source: null, cause: "tails", damage: "lethal" }];
  },
};
