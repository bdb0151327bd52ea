/**
 * 粉丝 (seed 002 不定; HK129, HK48, HK49, HK131): 追随 in S a living other as idol (silent: a seeded
 * random living other, draw `idol`); at C₀ he joins the idol's camp and follows it (HK49: the flow's
 * `families/forum-hk/camps.ts` reads `mem.idol` and tells him each change, HK48). HK129: a
 * permanent [不死] of his own until the idol goes out, then 致死伤害 at once (cause `idol`), right
 * after the idol's out (HK72's consequences).
 */
import { grant, revoke } from "../../statuses.ts";
import type { Tx } from "../../tx.ts";
import { at, othersOf, pick } from "./scripted.ts";
import type { HkCardSpec } from "./types.ts";

function follow(tx: Tx, seat: number, idol: number): void {
  tx.emit({ type: "mem_set", seat, key: "idol", value: idol });
  grant(tx, seat, { id: "undying", source: seat });
}

export const fan: HkCardSpec = {
  id: "fan",
  texts: {
    "zh-Hans": {
      rules: "粉丝：开局时追随一名其他存活角色，加入其阵营；偶像出局时自己也出局。",
      acts: { follow: "追随" },
    },
    en: {
      rules:
        "Fan: at the start, Follow another living character and join their camp; when your idol goes out, you go out too.",
      acts: { follow: "Follow" },
    },
  },
  scripted: {
    /** 追随 a seeded other seat (HK129). */
    start: (v, seed, seat) => at("follow", pick(seed, `hk:idol:${seat}`, othersOf(v, seat))),
  },
  skills: [
    {
      id: "follow",
      acts: { follow: { window: "start", target: "other" } },
      timing: { phase: "start", only: "calendar" },
      tags: ["forced"],
    },
  ],
  settle(tx, a) {
    follow(tx, a.seat, a.target as number);
  },
  onOut(tx, holder, out) {
    const me = tx.s.seats[holder - 1];
    if (!me.alive || out.seat !== me.mem.idol) return;
    // HK129: the 不死 ends with the idol; the 致死伤害 follows at once.
    revoke(tx, holder, "undying", holder);
    return [{ kind: "idol", target: holder, source: null, cause: "idol", damage: "lethal" }];
  },
  silentStart(tx, seat) {
    const others = tx.s.seats.filter((x) => x.alive && x.seat !== seat).map((x) => x.seat);
    const idol = tx.pick("idol", others);
    if (idol !== null) follow(tx, seat, idol);
  },
};
