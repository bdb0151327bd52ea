/**
 * The forum-hk deal (src/engine/families/forum-hk/deal.ts): the boards' constraints (forum-hk-roles.md "Boards and
 * deal constraints", HK1–HK3) and the seeded draw (HK2, HK3, HK133).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cloneState } from "../../../src/engine/clone.ts";
import {
  CORE_BOARD,
  checkDeal,
  type DealReject,
  type DrawnDeal,
  drawDeal,
  pickFrom,
  seededPick,
  unbuiltSeat,
} from "../../../src/engine/families/forum-hk/deal.ts";
import { cardsOfStage, hkCard } from "../../../src/engine/roles/hk/pools.ts";
import { Tx } from "../../../src/engine/tx.ts";
import { newGame, SHARED_SCENARIOS } from "../../helpers.ts";
import { asDeal, POOL_DEAL } from "./fixtures.ts";

const rejectOf = (board: Parameters<typeof checkDeal>[0], deal: unknown) => {
  const r = checkDeal(board, deal);
  return r.ok ? null : r.reject;
};

const withSeat = (seat: number, id: string, base = POOL_DEAL) => base.map((x, i) => (i === seat - 1 ? id : x));

describe("forum-hk-core (HK1, the fixed board)", () => {
  it("HK1: the deals of HX-2 and HX-3 are accepted as given", () => {
    for (const f of ["HX-2.json", "HX-3.json"]) {
      const file = JSON.parse(readFileSync(join(SHARED_SCENARIOS, f), "utf8"));
      const r = checkDeal("forum-hk-core", file.deal);
      expect(r.ok, f).toBe(true);
      if (r.ok) expect(r.cards).toEqual(Object.keys(file.deal).map((k) => file.deal[k]));
    }
  });

  it("HK1: a card off the board is refused at its seat; a board card twice at the second seat", () => {
    expect(rejectOf("forum-hk-core", asDeal(withSeat(5, "medium", [...CORE_BOARD])))).toMatchObject({
      code: "deal.not_on_board",
      seat: 5,
      role: "medium",
    });
    expect(rejectOf("forum-hk-core", asDeal(withSeat(9, "wolf_cub", [...CORE_BOARD])))).toMatchObject({
      code: "deal.twice",
      seat: 9,
      role: "wolf_cub",
    });
  });

  it("HK1: 14 seats numbered 1..14; unknown ids (no plain villagers) are refused", () => {
    expect(rejectOf("forum-hk-core", asDeal(CORE_BOARD.slice(0, 13)))?.code).toBe("deal.seats");
    const gap = { ...asDeal([...CORE_BOARD]) } as Record<string, string>;
    gap["15"] = gap["14"];
    delete gap["14"];
    expect(rejectOf("forum-hk-core", gap)?.code).toBe("deal.seats");
    expect(rejectOf("forum-hk-core", asDeal(withSeat(3, "villager", [...CORE_BOARD])))).toMatchObject({
      code: "deal.unknown_card",
      seat: 3,
    });
  });

  it("rejects carry a code and the facts of their sentence, no words (the chat renders them)", () => {
    const r = rejectOf("forum-hk-core", asDeal(withSeat(5, "medium", [...CORE_BOARD]))) as DealReject;
    expect(r).toEqual({ code: "deal.not_on_board", seat: 5, role: "medium" });
    expect(rejectOf("forum-hk-core", asDeal(CORE_BOARD.slice(0, 13)))).toEqual({
      code: "deal.seats",
      min: 14,
      max: 14,
      got: 13,
    });
    expect(rejectOf("custom", asDeal(["wolf_witch", "seer", "hunter", "fan", "crow"]))).toEqual({
      code: "deal.seats",
      min: 6,
      max: 18,
      got: 5,
    });
  });
});

describe("forum-hk (the pool deal, HK1–HK3)", () => {
  it("HK1: a 4/1/3/4/1/1 deal with one leader passes", () => {
    expect(checkDeal("forum-hk", asDeal(POOL_DEAL)).ok).toBe(true);
    expect(checkDeal("forum-hk", POOL_DEAL).ok).toBe(true);
  });

  it("HK1: a fifth wolf-pool card is refused at the seat that overflows the pool", () => {
    expect(rejectOf("forum-hk", asDeal(withSeat(9, "wolf_witch")))).toMatchObject({
      code: "deal.pool",
      pool: "狼人",
      seat: 9,
      want: 4,
      got: 5,
    });
  });

  it("HK1: a second 三方 card in place of the 不定 card is refused", () => {
    expect(rejectOf("forum-hk", asDeal(withSeat(14, "astrologer")))).toMatchObject({
      code: "deal.pool",
      pool: "三方",
      seat: 14,
    });
  });

  it("HK1: no id twice (a second 预言家 overflows nothing but is refused)", () => {
    expect(rejectOf("forum-hk", asDeal(withSeat(6, "seer")))).toMatchObject({
      code: "deal.twice",
      seat: 6,
      role: "seer",
    });
  });

  it("HK2: no leader, or two of 狼王/恐怖分子/狼兄, is refused (the second leader's seat)", () => {
    expect(rejectOf("forum-hk", asDeal(withSeat(1, "wolf_witch")))).toMatchObject({ code: "deal.leader" });
    expect(rejectOf("forum-hk", asDeal(withSeat(2, "terrorist")))).toMatchObject({
      code: "deal.leader",
      seat: 2,
      role: "terrorist",
    });
  });

  it("HK2: 狼兄 without 狼弟, and 狼弟 without 狼兄, are refused at that seat", () => {
    expect(rejectOf("forum-hk", asDeal(withSeat(1, "wolf_brother")))).toEqual({
      code: "deal.sibling",
      seat: 1,
      role: "wolf_brother",
      missing: "wolf_sibling",
    });
    const sib = withSeat(2, "wolf_sibling");
    expect(rejectOf("forum-hk", asDeal(sib))).toEqual({
      code: "deal.sibling",
      seat: 2,
      role: "wolf_sibling",
      missing: "wolf_brother",
    });
    expect(checkDeal("forum-hk", asDeal(withSeat(1, "wolf_brother", sib))).ok).toBe(true);
  });

  it("HK3: 3 警察 with 2 强神 and 3 弱神 pass; 2 警察 or a 警察 beside another 验人系 are refused", () => {
    const three = withSeat(5, "police", withSeat(6, "police", withSeat(9, "police")));
    expect(checkDeal("forum-hk", asDeal(three)).ok).toBe(true);
    expect(checkDeal("forum-hk", asDeal(withSeat(5, "police"))).ok).toBe(true);
    expect(rejectOf("forum-hk", asDeal(withSeat(5, "police", withSeat(6, "police"))))).toMatchObject({
      code: "deal.police",
      seat: 6,
    });
    // a fourth 验人系 card beside the three police overflows that pool (at the 4th such seat, 9)
    expect(rejectOf("forum-hk", asDeal(withSeat(7, "medium", three)))).toMatchObject({
      code: "deal.pool",
      pool: "验人系",
      seat: 9,
    });
    // which 强神 and 弱神 became police does not matter
    expect(checkDeal("forum-hk", asDeal(withSeat(9, "hunter", withSeat(10, "police", three)))).ok).toBe(true);
  });
});

describe("custom (6 to 18 seats)", () => {
  it("custom: any ids, police more than once, 6 seats with one [群内] card pass", () => {
    expect(checkDeal("custom", asDeal(["wolf_witch", "seer", "police", "police", "fan", "old_believer"])).ok).toBe(
      true,
    );
  });

  it("custom: 5 or 19 seats are refused", () => {
    expect(rejectOf("custom", asDeal(["wolf_witch", "seer", "hunter", "fan", "crow"]))?.code).toBe("deal.seats");
    expect(rejectOf("custom", asDeal(cardsOfStage(1).slice(0, 19)))?.code).toBe("deal.seats");
  });

  it("custom: without a [群内] card (石像鬼's [接刀] alone) the deal is refused", () => {
    expect(rejectOf("custom", asDeal(["gargoyle", "seer", "hunter", "fan", "crow", "witch"]))?.code).toBe(
      "deal.no_pack",
    );
  });

  it("custom: 狼兄 ⇔ 狼弟 holds, the leader rule does not (two leaders pass)", () => {
    expect(rejectOf("custom", asDeal(["wolf_brother", "seer", "hunter", "fan", "crow", "witch"]))).toMatchObject({
      code: "deal.sibling",
      seat: 1,
    });
    expect(checkDeal("custom", asDeal(["wolf_king", "terrorist", "hunter", "fan", "crow", "witch"])).ok).toBe(true);
  });
});

describe("unbuiltSeat (a deal needing a later step is not yet supported)", () => {
  it("names the first seat whose card the engine lacks", () => {
    expect(unbuiltSeat(POOL_DEAL, cardsOfStage(1))).toBeNull();
    expect(unbuiltSeat(withSeat(7, "magician"), cardsOfStage(1))).toMatchObject({ code: "deal.not_built", seat: 7 });
  });
});

function isDrawn(d: DrawnDeal | DealReject): d is DrawnDeal {
  return "cards" in d;
}

describe("drawDeal (HK2, HK3, HK133)", () => {
  const STAGE1 = cardsOfStage(1);
  const STAGE2 = cardsOfStage(2);

  it("HK2: every drawn stage-1 deal keeps the pools' shape and uses only the implemented cards", () => {
    for (let seed = 1; seed <= 200; seed++) {
      const d = drawDeal(STAGE1, seededPick(seed));
      if (!isDrawn(d)) throw new Error(d.code);
      expect(checkDeal("forum-hk", d.cards).ok, `seed ${seed}`).toBe(true);
      expect(d.cards.every((id) => STAGE1.includes(id))).toBe(true);
      expect(d.police).toBeNull();
    }
  });

  it("HK2: the draw says which pool cards it left out (32 at stage 1, 5 at stage 2)", () => {
    const d1 = drawDeal(STAGE1, seededPick(1));
    const d2 = drawDeal(STAGE2, seededPick(1));
    expect(isDrawn(d1) && d1.leftOut.length).toBe(32);
    expect(isDrawn(d2) && d2.leftOut.sort()).toEqual(["ash_fern", "clock", "gambler", "ghost", "sun"]);
  });

  it("HK133: the same seed draws the same deal; seeds differ", () => {
    const a = drawDeal(STAGE2, seededPick(7));
    expect(drawDeal(STAGE2, seededPick(7))).toEqual(a);
    const distinct = new Set(Array.from({ length: 20 }, (_, s) => JSON.stringify(drawDeal(STAGE2, seededPick(s)))));
    expect(distinct.size).toBeGreaterThan(15);
  });

  it("HK2: the leader is uniform among those that can be completed (狼王 ≈ 恐怖分子 at stage 1; 狼兄 at stage 2)", () => {
    const tally = (ids: string[]) => {
      const n: Record<string, number> = {};
      for (let seed = 0; seed < 900; seed++) {
        const d = drawDeal(ids, seededPick(seed));
        if (!isDrawn(d)) throw new Error(d.code);
        const leader = d.cards.find((id) => ["wolf_king", "terrorist", "wolf_brother"].includes(id)) as string;
        n[leader] = (n[leader] ?? 0) + 1;
      }
      return n;
    };
    const one = tally(STAGE1);
    expect(Object.keys(one).sort()).toEqual(["terrorist", "wolf_king"]);
    expect(one.wolf_king).toBeGreaterThan(380);
    expect(one.terrorist).toBeGreaterThan(380);
    const two = tally(STAGE2);
    for (const k of ["wolf_king", "terrorist", "wolf_brother"]) expect(two[k]).toBeGreaterThan(240);
  });

  it("HK2: seats are shuffled (each card lands on many seats over seeds)", () => {
    const seats = new Set<number>();
    for (let seed = 0; seed < 100; seed++) {
      const d = drawDeal(STAGE1, seededPick(seed));
      if (isDrawn(d)) seats.add(d.cards.indexOf("old_believer") + 1);
    }
    expect(seats.size).toBe(14);
  });

  it("HK3: when 警察 is drawn, one dealt 强神 and one dealt 弱神 become 警察: 3/2/3", () => {
    let seen = 0;
    for (let seed = 0; seed < 200 && seen < 10; seed++) {
      const d = drawDeal(STAGE2, seededPick(seed));
      if (!isDrawn(d) || !d.cards.includes("police")) continue;
      seen++;
      expect(d.cards.filter((id) => id === "police")).toHaveLength(3);
      expect(d.police?.map((id) => hkCard(id)?.pool)).toEqual(["强神", "弱神"]);
      expect(d.cards).not.toContain(d.police?.[0]);
      expect(checkDeal("forum-hk", d.cards).ok).toBe(true);
    }
    expect(seen).toBe(10);
  });

  it("HK3/HK133: draws purpose `police` gives the two converted cards when they were dealt", () => {
    const implemented = STAGE2.filter((id) => !["seer", "medium", "fox"].includes(id));
    const free = drawDeal(implemented, seededPick(3));
    if (!isDrawn(free) || !free.police) throw new Error("police expected");
    // The same draw, but the queue names another pair among the dealt 强神/弱神.
    const strong = STAGE2.filter((id) => hkCard(id)?.pool === "强神");
    const weak = STAGE2.filter((id) => hkCard(id)?.pool === "弱神");
    const dealtBefore = (d: DrawnDeal) => [...d.cards.filter((id) => id !== "police"), ...(d.police ?? [])];
    const pool = dealtBefore(free);
    const s = pool.find((id) => strong.includes(id) && id !== free.police?.[0]) as string;
    const w = pool.find((id) => weak.includes(id) && id !== free.police?.[1]) as string;
    const queued = drawDeal(implemented, seededPick(3, { police: [[s, w]] }));
    if (!isDrawn(queued)) throw new Error(queued.code);
    expect(queued.police).toEqual([s, w]);
    expect(queued.cards).not.toContain(s);
    expect(queued.cards).toContain(free.police[0]);
  });

  it("HK133: seededPick is Tx.pick's choice on a fresh game (the engine's labelled draws)", () => {
    const g = newGame();
    const tx = new Tx(cloneState(g.state), g.state.nowMs, () => {});
    const viaTx = drawDeal(STAGE2, pickFrom(tx));
    expect(viaTx).toEqual(drawDeal(STAGE2, seededPick(g.state.setup.seed)));
  });

  it("HK2: too few implemented cards for a pool is a reject, not a short deal", () => {
    const r = drawDeal(["wolf_king", "wolf_cub", "black_bat", "gargoyle", "seer"], seededPick(1));
    expect(r).toEqual({ code: "deal.cannot_draw", pool: "强神", want: 3, got: 0 });
    expect(drawDeal(["wolf_brother", "wolf_cub", "black_bat", "gargoyle"], seededPick(1))).toEqual({
      code: "deal.cannot_draw",
      pool: "狼人",
      leader: true,
    });
  });
});
