import { campOf } from "../camps.ts";
import { death } from "../intents.ts";
import { grant, revoke } from "../statuses.ts";
import { type Card, GOD } from "./spec.ts";

/** Death causes of the chief that curse the village camp (F15): vote, poison, a hunter's shot. */
const CURSING: readonly string[] = ["exile", "poison", "shot"];

/**
 * 村长 (004 3L 村长, F15). 长生【强制技】: he starts with status `longevity`; the first 指杀 naming
 * him (group kill or charge) spends it, guarded, saved or not, and he stays; later 指杀 kill him
 * unless blocked. Out by vote, poison or a shot, every other village-camp player loses every
 * skill for the game (status `cursed` from the chief: shot, potions and 通灵, check, guard,
 * 爱慕/替死, 默契, the servant's inheritance, 装傻 — a revealed idiot is out at once, cause `curse`).
 * 长生's absorbing is forum-25's effects order (a protection against 指杀 that is spent).
 * No curse after a 指杀, love, a red card or devotion.
 */
export const villageChief: Card<"village_chief"> = {
  id: "village_chief",
  texts: {
    "zh-Hans": {
      name: "村长",
      rules: "第一次成为指杀的目标时不会出局；因投票、毒药、最后一枪出局时，村民阵营的其余角色失去技能。",
      forumHelp: "长生：第一次被指杀不会出局。",
    },
    en: {
      name: "Village Chief",
      rules:
        "The first time he is the target of a kill he does not go out; out by a vote, the poison or a last shot, the rest of the village camp loses its skills.",
      forumHelp: "Long life: the first kill on you does not put you out.",
    },
  },
  skills: [
    { id: "longevity", acts: [], timing: { phase: "always" }, uses: 1, tags: ["passive", "limited"] },
    { id: "curse", acts: [], timing: { phase: "death", only: "calendar" }, tags: ["passive"] },
  ],
  ...GOD,
  selfDestruct: "forbidden",
  startStatuses: ["longevity"],
  onDeath(tx, self, dead, cause, at, out) {
    if (dead.seat !== self.seat || !CURSING.includes(cause)) return;
    // Not announced: out players' cards are never published (2L 公示); the statuses tell each seat.
    const cursed = tx.s.seats.filter((x) => x.seat !== self.seat && campOf(tx.s, x) === "villagers");
    for (const x of cursed) {
      grant(tx, x.seat, { id: "cursed", source: self.seat });
      revoke(tx, x.seat, "tacit");
    }
    // 装傻 lost after revealing: out at once (F15, F18).
    for (const x of cursed) if (x.alive && x.mem.revealed === true) out.push(death(x.seat, "curse", at));
  },
};
