import { death } from "../intents.ts";
import { liveSpec } from "./registry.ts";
import { type Card, GOD } from "./spec.ts";

/** Deaths of the elder that curse the village camp (T24): exile, poison, a hunter's shot. */
const CURSING = ["exile", "poison", "shot"] as const;

/**
 * Elder 长老 (003-A 长老, T24; table custom boards; a god card): the first knife that would kill
 * him (unguarded and unsaved, or both: 同守同救) spends his extra life and he lives. Out by exile,
 * poison or a hunter's shot, every village-camp player but cupid and the piper loses his skills
 * for the game (`mem.cursed`: potions, check, guard, shot, the idiot's immunity), and a revealed
 * idiot is out at once (cause `curse`, T25). No curse after a knife, a love death or the judge's kill.
 */
export const elder: Card<"elder"> = {
  id: "elder",
  texts: {
    "zh-Hans": {
      name: "长老",
      rules:
        "有两条命：第一次被狼刀杀死时不死（同守同救也算一次）；被放逐、毒杀或被猎人带走时，好人阵营全体失去技能，已翻牌的白痴随之出局。",
    },
    en: {
      name: "Elder",
      rules:
        "Has two lives: the first werewolf kill does not kill him (protected and saved on the same night counts); voted out, poisoned or shot by the hunter, the whole village loses its skills and a revealed idiot goes out.",
    },
  },
  skills: [{ id: "two_lives", acts: [], timing: { phase: "always" }, tags: ["passive"] }],
  ...GOD,
  intercept(tx, self, target, cause) {
    if (target.seat !== self.seat || cause !== "wolf" || self.mem.lifeSpent === true) return false;
    tx.emit({ type: "mem_set", seat: self.seat, key: "lifeSpent", value: true });
    return true;
  },
  onDeath(tx, self, dead, cause, at, out) {
    if (dead.seat !== self.seat || !(CURSING as readonly string[]).includes(cause)) return;
    tx.emit({ type: "public_notice", kind: "curse", seat: self.seat });
    const cursed = tx.s.seats.filter(
      (x) =>
        x.seat !== self.seat && x.role !== "cupid" && liveSpec(tx.s, x).team === "village" && !liveSpec(tx.s, x).camp,
    );
    for (const x of cursed) tx.emit({ type: "mem_set", seat: x.seat, key: "cursed", value: true });
    // A revealed idiot without his skill is out (T24, T25).
    for (const x of cursed) if (x.alive && x.mem.revealed === true) out.push(death(x.seat, "curse", at));
  },
};
