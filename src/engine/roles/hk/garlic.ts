/**
 * 大蒜 (seed 002 弱神; HK119, HK38, HK40, HK42, HK62, HK65, HK66):
 * 熏臭 (<强制>[翻牌]): at his out, unless by a red card (HK62), he flips, and the two nearest living
 * seats above him and the two below (电梯楼: seat numbers, no wrap; fewer if fewer live) each get
 * [沉默], [缴械] and [迷魂] until the end of the first night that begins after his out (C+70, HK38),
 * each told to its holder at once with its end (HK42, HK12). His flip is published with his card
 * (`flip`): at once in 正午, with the dusk lists for a 黄昏 out, at the next opening for an out at
 * night or in 晨曦 (HK65, HK66).
 */
import { grant } from "../../statuses.ts";
import type { GameState, StatusId } from "../../types.ts";
import { flipAt, flipIfDue, nightEndSpelled } from "./common.ts";
import type { HkCardSpec } from "./types.ts";

/** HK119: the statuses 熏臭 gives, with the id each holder is told. */
const STINK: readonly [StatusId, string][] = [
  ["silenced", "silenced"],
  ["disarmed", "disarmed"],
  ["charmed", "dazed"],
];

/** HK119: the two nearest living seats above `seat`, then the two nearest below (电梯楼 order, no wrap). */
export function stinkSeats(s: GameState, seat: number): number[] {
  const living = s.seats.filter((x) => x.alive && x.seat !== seat).map((x) => x.seat);
  const above = living.filter((n) => n > seat).slice(0, 2);
  const below = living
    .filter((n) => n < seat)
    .reverse()
    .slice(0, 2);
  return [...above, ...below];
}

/** HK38: the first night that begins after now (S and D<n>: night n+1; inside night n: night n+1). */
function nextNight(s: GameState): number {
  const m = /^[ND](\d+)/.exec(s.label);
  return m ? Number(m[1]) + 1 : 1;
}

export const garlic: HkCardSpec = {
  id: "garlic",
  texts: {
    "zh-Hans": {
      rules: "大蒜：出局时（红牌罚下除外）翻牌，上下各两名最近的存活角色获得沉默、缴械、迷魂，持续到下一晚结束。",
      acts: {},
    },
    en: {
      rules:
        "Garlic: when you go out (except by a red card), your card is flipped, and the two nearest living characters on each side are silenced, disarmed and dazed until the end of the next night.",
      acts: {},
    },
  },
  scripted: "silent",
  skills: [{ id: "stink", acts: {}, timing: { phase: "death", only: "calendar" }, tags: ["forced", "passive"] }],
  onOut(tx, holder, out) {
    const x = tx.s.seats[holder - 1];
    if (out.seat !== holder || out.damage === "red_card" || out.cause === "red_card" || x.mem.flipped === true) return;
    tx.emit({ type: "mem_set", seat: holder, key: "flipped", value: true });
    const k = nextNight(tx.s);
    const until = nightEndSpelled(tx.s, k);
    for (const t of stinkSeats(tx.s, holder))
      for (const [id, told] of STINK) {
        grant(tx, t, { id, source: holder, untilLabel: `N${k}`, untilStage: "night_end" });
        tx.emit({ type: "told", seat: t, kind: "status", value: { id: told, until } });
      }
    const stage = tx.s.phase.kind === "hk" ? tx.s.phase.stage : null;
    flipAt(tx, holder, stage);
  },
  atDuskEnd(tx, holder) {
    flipIfDue(tx, holder, "dusk");
  },
  atOpening(tx, holder) {
    flipIfDue(tx, holder, "opening");
  },
};
