/**
 * 白猫 (seed 002 弱神; HK116, HK139, HK140, HK65, HK62, HK37): 猫有九命 [强制][翻牌]. He holds
 * `nine_lives` from the end of the first 黄昏 (C₀+20, label S: nothing can put him out before it but a
 * red card, which passes it, HK62). The first time an attack would put him out other than by a red
 * card, after every other protection of HK34, the pipeline flips him instead (the status spent, so a
 * later out is final, HK139) and calls `onFlip`. At the end (C+20) of the next 黄昏 to begin after
 * the stage of the flip (flipped at a close: the next day's) he takes a sourceless 致死伤害 (cause
 * `nine_lives`), an out of the night that begins then. His flip is published (HK65, HK140): at once
 * in 正午, with the dusk lists for a close or 黄昏 flip, else at the next opening.
 */
import { grant } from "../../statuses.ts";
import type { Tx } from "../../tx.ts";
import type { HkCardSpec } from "./types.ts";

/** HK65, HK140: publishes his flip (`flip`, his real card) at `stage`. */
function publish(tx: Tx, seat: number, stage: "noon" | "dusk" | "opening"): void {
  tx.emit({ type: "public_notice", kind: "flip", seat, value: tx.s.seats[seat - 1].role, stage });
  tx.emit({ type: "mem_set", seat, key: "flipPending", value: null });
}

/** `mem.flipPending`: the flip waits for the next opening, or for the dusk lists (C+20). */
const AT_OPENING = 1;
const AT_DUSK = 2;

export const whiteCat: HkCardSpec = {
  id: "white_cat",
  texts: {
    "zh-Hans": {
      rules: "白猫：第一次非因红牌出局时翻牌并留在场上，到下一个黄昏结束时出局；翻牌后再受到出局效果则直接出局。",
      acts: {},
    },
    en: {
      rules:
        "White Cat: the first time you go out (not by a red card), your card is flipped and you stay in play until the end of the next dusk; once flipped, any further out effect takes you out at once.",
      acts: {},
    },
  },
  scripted: "silent",
  skills: [{ id: "nine_lives", acts: {}, timing: { phase: "always", only: "calendar" }, tags: ["forced", "passive"] }],
  /** HK116: 猫有九命 from the end of the first 黄昏 (day 0), before any act can reach him. */
  atDuskEnd(tx, holder, n) {
    if (n === 0 && tx.s.seats[holder - 1].alive) grant(tx, holder, { id: "nine_lives", source: holder });
    if (tx.s.seats[holder - 1].mem.flipPending === AT_DUSK) publish(tx, holder, "dusk");
  },
  /**
   * HK116: flipped now; his delayed death falls at the end of the next 黄昏 to begin — day d's for a
   * flip in night d, 晨曦 d or 正午 d; day d+1's for a flip at day d's close (an exile) or in its 黄昏.
   */
  onFlip(tx, holder, attack) {
    const ph = tx.s.phase;
    if (ph.kind !== "hk") return;
    // The label's number: N<d>, D<d> (晨曦, 正午, 黄昏), S = 0 (its 黄昏 is the first).
    const d = Number(tx.s.label.slice(1)) || 0;
    const atClose = ph.stage === "dusk" || attack.damage === "exile";
    tx.emit({ type: "mem_set", seat: holder, key: "nineLivesNight", value: (atClose ? d + 1 : d) + 1 });
    if (ph.stage === "noon" && !atClose) publish(tx, holder, "noon");
    else tx.emit({ type: "mem_set", seat: holder, key: "flipPending", value: atClose ? AT_DUSK : AT_OPENING });
  },
  atOpening(tx, holder) {
    if (tx.s.seats[holder - 1].mem.flipPending === AT_OPENING) publish(tx, holder, "opening");
  },
  /** HK116: nightfall n is the end of the 黄昏 his flip named: a sourceless 致死伤害. */
  atNightfall(tx, holder, n) {
    const x = tx.s.seats[holder - 1];
    if (!x.alive || x.mem.nineLivesNight !== n) return;
    return [{ kind: "nine_lives", target: holder, source: null, cause: "nine_lives", damage: "lethal" }];
  },
};
