/**
 * Issue 27 item 5: what the scripted forum-hk players choose (src/sim/hk-choices.ts) from what
 * they read — every living seat posts a ballot each day (no automatic yellow, HK63), the wolves
 * never kill or vote a wolf (HK70), no seat is chosen twice where a card forbids it (摄梦人's two
 * nights, HK72 ⑥; 预言家 checks each seat once), the words are the chat's contract, the choices
 * vary by seed, and the village's plan ends every dealt game within a week of calendar days.
 */
import { describe, expect, it } from "vitest";
import { CORE_BOARD } from "../../src/engine/families/forum-hk/deal.ts";
import { shuffle } from "../../src/engine/random.ts";
import { hkCard } from "../../src/engine/roles/hk/pools.ts";
import {
  dayBallots,
  type HkView,
  isWolf,
  nightAct,
  nightKill,
  type SeatMemory,
  startAct,
  villageTarget,
} from "../../src/sim/hk-choices.ts";
import { campName } from "../../src/vocab/index.ts";

/** A core deal in a seeded seat order, as the crowd reads it from the 14 deal DMs and the wolves' group. */
function viewOf(seed: number): HkView & { out: Set<number> } {
  const deal = shuffle(seed, "test-deal", CORE_BOARD);
  const cards = new Map(
    deal.map((id, i) => {
      const c = hkCard(id);
      return [i + 1, { name: c?.name ?? id, camp: campName(c?.camp ?? "") }] as const;
    }),
  );
  const pack = new Set(deal.flatMap((id, i) => (hkCard(id)?.tag === "pack" ? [i + 1] : [])));
  return { seats: 14, cards, pack, out: new Set<number>() };
}

/** The ballot each seat's posts leave standing (a change replaces the vote), or null for 弃权. */
function finalBallots(posts: Map<number, string[]>): Map<number, number | null> {
  const out = new Map<number, number | null>();
  for (const [seat, ps] of posts) {
    const last = ps[ps.length - 1];
    out.set(seat, last === "弃权" ? null : Number(/(\d+)号/.exec(last)?.[1]));
  }
  return out;
}

describe("the forum-hk crowd's choices (issue 27 item 5)", () => {
  it("every living seat posts a ballot in the contract's words; wolves vote a villager, the village a wolf", () => {
    for (const seed of [1, 2, 3, 42]) {
      const v = viewOf(seed);
      v.out.add(3);
      const posts = dayBallots(v, seed, 2);
      expect([...posts.keys()].sort((a, b) => a - b)).toEqual(
        [...Array(14).keys()].map((i) => i + 1).filter((s) => s !== 3),
      );
      for (const ps of posts.values()) for (const p of ps) expect(p).toMatch(/^(投票 \d+号|改票 \d+号|弃权)$/);
      const target = villageTarget(v, seed);
      expect(target !== null && isWolf(v, target)).toBe(true);
      for (const [seat, b] of finalBallots(posts)) {
        expect(b).not.toBe(3);
        if (b !== null && isWolf(v, seat)) expect(isWolf(v, b)).toBe(false);
        if (b !== null && !isWolf(v, seat)) expect(b).toBe(target);
      }
      // One doubter changes his ballot (HK59: one change a day).
      expect([...posts.values()].filter((ps) => ps.length === 2)).toHaveLength(1);
    }
  });

  it("the kill is never a wolf nor an out seat; cards keep their limits across nights", () => {
    const v = viewOf(5);
    const mem = new Map<number, SeatMemory>();
    const seen = new Map<string, string[]>();
    for (let n = 1; n <= 6; n++) {
      const kill = nightKill(v, 5, n);
      expect(kill).not.toBeNull();
      expect(isWolf(v, kill as number) || v.out.has(kill as number)).toBe(false);
      for (let s = 1; s <= 14; s++) {
        if (v.out.has(s)) continue;
        const m = mem.get(s) ?? { used: new Set<number>() };
        mem.set(s, m);
        const said = nightAct(v, 5, n, s, m);
        const name = v.cards.get(s)?.name ?? "";
        if (said) seen.set(name, [...(seen.get(name) ?? []), said]);
      }
      v.out.add(kill as number);
    }
    const seer = seen.get("预言家") ?? [];
    expect(new Set(seer).size).toBe(seer.length);
    const dreams = seen.get("摄梦人") ?? [];
    for (let i = 1; i < dreams.length; i++) expect(dreams[i]).not.toBe(dreams[i - 1]);
    expect((seen.get("女巫") ?? []).filter((x) => x.startsWith("毒药"))).toHaveLength(1);
    for (const [name, acts] of seen)
      for (const a of acts) expect(a, name).toMatch(/^(预言|查验|庇护|冰冻|诽谤|摄梦|毒药) \d+号$|^不用药$/);
  });

  it("the start acts: 粉丝 追随 one other seat, 宗教老爷爷 names seven others (HK126, HK129)", () => {
    const v = viewOf(9);
    const fan = [...v.cards].find(([, c]) => c.name === "粉丝")?.[0] as number;
    const ob = [...v.cards].find(([, c]) => c.name === "宗教老爷爷")?.[0] as number;
    expect(startAct(v, 9, fan)).toMatch(/^追随 \d+号$/);
    expect(startAct(v, 9, fan)).not.toBe(`追随 ${fan}号`);
    const heretics = (startAct(v, 9, ob) ?? "").match(/\d+号/g) ?? [];
    expect(new Set(heretics).size).toBe(7);
    expect(heretics).not.toContain(`${ob}号`);
  });

  it("the choices vary by seed", () => {
    const kills = new Set([1, 2, 3, 4, 5, 6].map((seed) => nightKill(viewOf(1), seed, 2)));
    expect(kills.size).toBeGreaterThan(1);
  });

  it("the village's plan ends every game: wolves and the old believer out within seven days", () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const v = viewOf(seed);
      let day = 0;
      // Read from the cards, not isWolf: 石像鬼 (no pack member, HK71) must go out too.
      const left = () =>
        [...v.cards].filter(([s, c]) => !v.out.has(s) && (c.camp === "狼人阵营" || c.name === "宗教老爷爷"));
      while (left().length > 0 && day < 7) {
        day++;
        const count = new Map<number, number>();
        for (const b of finalBallots(dayBallots(v, seed, day)).values())
          if (b !== null) count.set(b, (count.get(b) ?? 0) + 1);
        const top = Math.max(...count.values());
        const tops = [...count].filter(([, c]) => c === top);
        if (tops.length === 1) v.out.add(tops[0][0]);
        const kill = nightKill(v, seed, day + 1);
        if (kill !== null && left().some(([s]) => v.pack.has(s))) v.out.add(kill);
      }
      expect(left(), `seed ${seed}`).toEqual([]);
    }
  });
});
