import { describe, expect, it } from "vitest";
import { whiteCat } from "../../../../src/engine/roles/hk/white-cat.ts";
import type { Tx } from "../../../../src/engine/tx.ts";
import type { Attack, GameEvent } from "../../../../src/engine/types.ts";
import { hkRun } from "./helpers.ts";

/** The white cat at 3; the wolf witch 1 is the only [群内] wolf. */
const DEAL = { "3": "white_cat" };

/** A bare transaction in `stage` of day `day` for the card's own hooks (events collected). */
function fakeTx(stage: string, label: string, mem: Record<string, unknown> = {}) {
  const events: GameEvent[] = [];
  const seat = { seat: 3, role: "white_cat", alive: true, mem: { ...mem } };
  const tx = {
    s: { label, phase: { kind: "hk", stage, day: 0, acts: {} }, seats: [{}, {}, seat] },
    emit(e: GameEvent) {
      events.push(e);
      if (e.type === "mem_set") (seat.mem as Record<string, unknown>)[e.key] = e.value;
    },
  } as unknown as Tx;
  return { tx, events, mem: seat.mem as Record<string, unknown> };
}

const KILL: Attack = { kind: "kill", target: 3, source: null, cause: "kill", damage: "pointed", slot: 1 };
const EXILE: Attack = { kind: "exile", target: 3, source: null, cause: "exile", damage: "exile" };

describe("forum-hk white cat (白猫)", () => {
  it("HK116: 猫有九命 is his from the end of the first 黄昏 (S), from himself, permanent", () => {
    const { outcome } = hkRun([{ at: "N1 21:25" }], DEAL);
    expect(outcome.statuses).toEqual([
      { seat: 3, id: "nine_lives", at: "S", source: 3, until: null, count: null, vs: null, removedAt: null },
    ]);
  });

  it("HK116, HK65: killed on N2 he flips and stays (published at the D2 opening); at D2's dusk end he goes out, cause nine_lives", () => {
    const { outcome } = hkRun([{ at: "N2 21:40", seat: 1, act: "kill", target: 3 }, { at: "N3 21:25" }], DEAL);
    expect(outcome.deaths).toEqual([
      { seat: 3, at: "N3", stage: "night", cause: "nine_lives", damage: "lethal", lastWords: false },
    ]);
    // The close's own notices (HK57) are not the cat's.
    expect(outcome.notices?.filter((n) => n.stage !== "close")).toEqual([
      { at: "D2", stage: "opening", kind: "flip", seat: 3, value: "white_cat" },
    ]);
    expect(outcome.statuses?.[0].removedAt).toBe("N2");
    expect(outcome.announcements).toContainEqual({ at: "D2", deaths: [] });
  });

  it("HK116: the delayed death falls at the end of the next 黄昏 to begin — day d's after a night-d, 晨曦-d or 正午-d flip (the first after one in S)", () => {
    for (const [stage, label, night] of [
      ["night", "N2", 3],
      ["dawn", "D2", 3],
      ["noon", "D2", 3],
      ["start", "S", 1],
    ] as const) {
      const { tx, mem } = fakeTx(stage, label);
      whiteCat.onFlip?.(tx, 3, KILL);
      expect([stage, mem.nineLivesNight]).toEqual([stage, night]);
      expect(whiteCat.atNightfall?.(tx, 3, night)).toEqual([
        { kind: "nine_lives", target: 3, source: null, cause: "nine_lives", damage: "lethal" },
      ]);
      expect(whiteCat.atNightfall?.(tx, 3, night - 1)).toBeUndefined();
    }
  });

  it("HK116, HK140: flipped at day 2's close (an exile) or in its 黄昏 → day 3's dusk end; the flip is published with the dusk lists", () => {
    for (const [stage, a] of [
      ["noon", EXILE],
      ["dusk", KILL],
    ] as const) {
      const { tx, events, mem } = fakeTx(stage, "D2");
      whiteCat.onFlip?.(tx, 3, a);
      expect(mem.nineLivesNight).toBe(4);
      expect(events.filter((e) => e.type === "public_notice")).toEqual([]);
      whiteCat.atDuskEnd?.(tx, 3, 2);
      expect(events.filter((e) => e.type === "public_notice")).toEqual([
        { type: "public_notice", kind: "flip", seat: 3, value: "white_cat", stage: "dusk" },
      ]);
    }
  });

  it("HK65: a flip in 正午 (not at the close) is published at once", () => {
    const { tx, events } = fakeTx("noon", "D2");
    whiteCat.onFlip?.(tx, 3, KILL);
    expect(events.filter((e) => e.type === "public_notice")).toEqual([
      { type: "public_notice", kind: "flip", seat: 3, value: "white_cat", stage: "noon" },
    ]);
  });
});
