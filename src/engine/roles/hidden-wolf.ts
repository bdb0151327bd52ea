import { death } from "../intents.ts";
import { livingWolves } from "../state.ts";
import { type Card, KNIFE_WOLF } from "./spec.ts";

/**
 * Hidden wolf (000 §八(二)3): wins with the wolves but has no knife and never opens his eyes with
 * them; the seer and the bear tamer see him as good. When the last other wolf is out he is out too
 * (cause `backlash`). His boom is drowned and flipped (000 §八(七)4, R19).
 */
export const hiddenWolf: Card<"hidden_wolf"> = {
  id: "hidden_wolf",
  texts: {
    "zh-Hans": {
      name: "隐狼",
      rules: "狼人阵营但没有狼刀，夜晚不与狼人睁眼；被预言家、驯熊师查验为好人；狼人死完后隐狼自动出局。",
    },
    en: {
      name: "Hidden Wolf",
      rules:
        "On the werewolves' side but with no kill; does not wake with the werewolves; the seer and the bear tamer see him as good; out when the last other werewolf is out.",
    },
  },
  ...KNIFE_WOLF,
  skills: [{ id: "hidden", acts: [], timing: { phase: "always" }, tags: ["passive"] }],
  knife: false,
  seenAs: "good",
  selfDestruct: "drowned",
  wolfRoom: false,
  onDeath(tx, self, dead, _cause, at, out) {
    if (!self.alive || dead.seat === self.seat) return;
    if (livingWolves(tx.s).every((w) => w.role === "hidden_wolf")) out.push(death(self.seat, "backlash", at));
  },
};
