import { liveSpec } from "./registry.ts";
import { type Card, GOD } from "./spec.ts";

/**
 * Bear tamer (000 §八(二)21): each night the bear sniffs the tamer's two nearest living
 * neighbours; at dawn the judge tells the room whether it roared (a wolf among them; the hidden
 * wolf smells good, §八(二)3). Passive: no act. A tamer dead at dawn has no bear.
 */
export const bearTamer: Card<"bear_tamer"> = {
  id: "bear_tamer",
  texts: {
    "zh-Hans": {
      name: "驯熊师",
      rules: "每晚熊会检查驯熊师左右两边最近的存活玩家，若其中有狼人，天亮时法官宣布熊咆哮。",
    },
    en: {
      name: "Bear Tamer",
      rules:
        "Each night his bear sniffs the nearest living player on each side of him; if one is a werewolf, the judge announces at dawn that the bear growls.",
    },
  },
  skills: [{ id: "roar", acts: [], timing: { phase: "night", sub: "nightfall", only: "timed" }, tags: ["passive"] }],
  ...GOD,
  atDawn(tx, self) {
    if (!self.alive) return;
    const n = tx.s.seats.length;
    const nearest = (dir: 1 | -1) => {
      for (let i = 1; i < n; i++) {
        const x = tx.s.seats[(((self.seat - 1 + dir * i) % n) + n) % n];
        if (x.alive && x.seat !== self.seat) return x;
      }
      return undefined;
    };
    const sides = [nearest(-1), nearest(1)].filter((x) => x !== undefined);
    const roar = sides.some((x) => liveSpec(tx.s, x).seenAs === "wolf");
    tx.emit({ type: "public_notice", kind: "roar", seat: self.seat, value: roar });
  },
  night: {
    step: 85,
    acts: [],
    prompt: "nightfall",
    passive: true,
    active: () => true,
    validate: () => ({ code: "act.not_yours" }),
  },
};
