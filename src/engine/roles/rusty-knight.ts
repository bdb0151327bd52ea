import { death } from "../intents.ts";
import { liveSpec } from "./registry.ts";
import { type Card, GOD } from "./spec.ts";

/**
 * Rusty knight (000 §八(二)4): knifed at night N (only the knife, ①), he infects the first wolf
 * on his left (smaller seats, R1, wrapping); that wolf dies the night after his death is announced
 * (N+1, cause `rust`), after the knife's win check (③). A wolf removed before then is not replaced (②).
 */
export const rustyKnight: Card<"rusty_knight"> = {
  id: "rusty_knight",
  texts: {
    "zh-Hans": {
      name: "锈剑骑士",
      rules: "被狼刀杀死后，下一夜左边（小号方向）第一个狼人死亡；被毒、枪杀或放逐不能发动。",
    },
    en: {
      name: "Rusty Knight",
      rules:
        "Killed by the werewolves, the next night the first werewolf on his left (towards the smaller seats) dies; poisoned, shot or voted out, nothing happens.",
    },
  },
  skills: [{ id: "rust", acts: [], timing: { phase: "death" }, tags: ["passive"] }],
  ...GOD,
  onDeath(tx, self, dead, cause, at) {
    if (dead.seat !== self.seat || cause !== "wolf" || !at.startsWith("N")) return;
    const n = tx.s.seats.length;
    for (let i = 1; i < n; i++) {
      const seat = ((self.seat - 1 - i + n) % n) + 1;
      const x = tx.s.seats[seat - 1];
      if (!x.alive || liveSpec(tx.s, x).team !== "wolf") continue;
      tx.emit({ type: "mem_set", seat: self.seat, key: "rustTarget", value: seat });
      tx.emit({ type: "mem_set", seat: self.seat, key: "rustNight", value: Number(at.slice(1)) + 1 });
      return;
    }
  },
  eachNight(_tx, self, n, out) {
    const t = self.mem.rustTarget;
    if (self.mem.rustNight === n && typeof t === "number") out.push(death(t, "rust", `N${n}`));
  },
};
