/**
 * 狼学者 (seed 002 狼人阵营, [群内]; HK84, HK58, HK38, HK42, HK12): 诡辩 each night in block B (14) on a
 * living character with a guess of a card id. A right guess of the target's real card (实际身份) gives
 * the target a permanent [迷魂] (status `charmed`, outcome `dazed`), told to him at C+50 with no
 * end; the scholar is told nothing, and his seat memory `scholar_hit_<target>` records the hit: once
 * that target is out his ballot weighs +1 for good (HK58, read by the day's count).
 */

import { grant } from "../../statuses.ts";
import { isHkCardId } from "./pools.ts";
import type { HkCardSpec } from "./types.ts";

export const wolfScholar: HkCardSpec = {
  id: "wolf_scholar",
  texts: {
    "zh-Hans": {
      rules:
        "狼学者：狼人阵营，群内。每晚对一名存活角色诡辩，猜测其身份；猜中则该角色永久迷魂，且该角色出局后狼学者的票永久多算一票。猜没猜中狼学者都不会得知。",
      acts: { sophistry: "诡辩" },
      values: { sophistry: { hint: " X号 身份名", example: "诡辩 3号 预言家", bad: "诡辩要写座位号和你猜的身份" } },
    },
    en: {
      rules:
        "Wolf Scholar: werewolf camp, in the pack. Each night, use Sophistry on a living character and guess their card; if you are right, they are entranced for good, and once they are out your vote is worth one more for the rest of the game. You are never told whether you guessed right.",
      acts: { sophistry: "Sophistry" },
      values: {
        sophistry: {
          hint: " #X <card name>",
          example: "Sophistry #3 Seer",
          bad: "Sophistry needs a seat and the card you guess.",
        },
      },
    },
  },
  scripted: "silent",
  skills: [
    {
      id: "sophistry",
      acts: { sophistry: { window: "night_b", step: 14.4, target: "living" } },
      timing: { phase: "night", only: "calendar" },
    },
  ],
  validate(_s, seat, act, _target, value) {
    if (act === "sophistry" && !isHkCardId(value)) return { code: "hk.guess_card", seat, act, value };
    return null;
  },
  settle(tx, a) {
    const t = a.target as number;
    if (a.value !== tx.s.seats[t - 1].role) return;
    grant(tx, t, { id: "charmed", source: a.seat });
    tx.emit({ type: "told", seat: t, kind: "status", value: { id: "dazed", until: null } });
    tx.emit({ type: "mem_set", seat: a.seat, key: `scholar_hit_${t}`, value: true });
  },
};
