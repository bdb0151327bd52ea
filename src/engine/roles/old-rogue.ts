import { death } from "../intents.ts";
import { type Card, VILLAGER_CARD } from "./spec.ts";

/**
 * Old rogue (000 §八(二)20, R13): a villager card. Poisoned or shot on night/day N he does not
 * die then: he lives through day N and dies (cause `rogue`, a day death with last words) when the
 * speeches of day N+1 end. A shot is announced as a wound; the poison is not announced. A wolf
 * beauty's charm on him is void (R16).
 */
export const oldRogue: Card<"old_rogue"> = {
  id: "old_rogue",
  texts: {
    "zh-Hans": {
      name: "老流氓",
      rules: "平民牌，不被魅惑；被毒或被枪杀后进入中毒/负伤状态，当天不死，在第二天发言结束后死亡。",
    },
    en: {
      name: "Old Rogue",
      rules:
        "A villager who cannot be charmed; poisoned or shot, he is wounded and lives that day, then dies after the next day's speeches.",
    },
  },
  skills: [{ id: "delayed_death", acts: [], timing: { phase: "always" }, tags: ["passive"] }],
  ...VILLAGER_CARD,
  intercept(tx, self, target, cause, at) {
    if (self.seat !== target.seat) return false;
    if (cause === "charm") return true;
    if (cause !== "poison" && cause !== "shot") return false;
    if (typeof self.mem.rogueDay !== "number")
      tx.emit({ type: "mem_set", seat: self.seat, key: "rogueDay", value: Number(at.slice(1)) + 1 });
    if (cause === "shot") tx.emit({ type: "public_notice", kind: "wounded", seat: self.seat });
    return true;
  },
  afterDaySpeeches(tx, self, out) {
    if (self.mem.rogueDay === Number(tx.s.label.slice(1))) out.push(death(self.seat, "rogue", tx.s.label));
  },
};
