import { describe, expect, it } from "vitest";
import { dreamweaver } from "../../../../src/engine/roles/hk/dreamweaver.ts";
import type { Tx } from "../../../../src/engine/tx.ts";
import { hkRun } from "./helpers.ts";

/** The dreamweaver at 3; the crow 5, the penguin 6, the wolf witch 1 (the only [群内] wolf). */
const DEAL = { "3": "dreamweaver" };

describe("forum-hk dreamweaver (摄梦人)", () => {
  it("HK94: a night dreaming another seat breaks the run — no death; every dream gives [坚韧] to C+70", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:24", seat: 3, act: "dream", target: 5 },
        { at: "N2 21:24", seat: 3, act: "dream", target: 6 },
        { at: "N3 21:24", seat: 3, act: "dream", target: 5 },
        { at: "D3 09:30" },
      ],
      DEAL,
    );
    expect(outcome.deaths).toEqual([]);
    expect(outcome.statuses?.map((s) => [s.seat, s.id, s.source, s.until, s.removedAt])).toEqual([
      [5, "tough", 3, "N1 22:10", null],
      [6, "tough", 3, "N2 22:10", null],
      [5, "tough", 3, "N3 22:10", null],
    ]);
  });

  it("HK94, HK133: a silent dreamer is drawn a living other (draw `dream`); drawn twice running, the seat goes out at ⑥", () => {
    const { outcome } = hkRun([{ at: "D2 09:30" }], DEAL, { draws: { dream: [5, 5] } });
    expect(outcome.statuses?.map((s) => [s.seat, s.id, s.until])).toEqual([
      [5, "tough", "N1 22:10"],
      [5, "tough", "N2 22:10"],
    ]);
    expect(outcome.deaths).toEqual([
      { seat: 5, at: "N2", stage: "night", cause: "dream", damage: "lethal", lastWords: false },
    ]);
  });

  it("HK94: a silenced dreamer dreams nobody (no draw), and that night breaks the run", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:24", seat: 3, act: "dream", target: 5 },
        { at: "N2 21:20", seat: 6, act: "freeze", target: 3 },
        { at: "N3 21:24", seat: 3, act: "dream", target: 5 },
        { at: "D3 09:30" },
      ],
      DEAL,
    );
    expect(outcome.deaths).toEqual([]);
    expect(outcome.statuses?.filter((s) => s.id === "tough").map((s) => s.at)).toEqual(["N1", "N3"]);
  });

  it("HK94, HK34: the dream's [坚韧] stops the group kill on its target", () => {
    const { outcome } = hkRun(
      [
        { at: "N2 21:24", seat: 3, act: "dream", target: 5 },
        { at: "N2 21:40", seat: 1, act: "kill", target: 5 },
        { at: "D2 09:30" },
      ],
      DEAL,
      { draws: { dream: [6] } },
    );
    expect(outcome.deaths).toEqual([]);
  });

  it("HK94, HK62: any out of the dreamer during the night he dreamed (a red card too) links his target; one in 晨曦 does not", () => {
    const tx = (stage: string, label: string) =>
      ({
        s: {
          label,
          phase: { kind: "hk", stage, day: 1, acts: {} },
          seats: [{ seat: 1, alive: false, mem: { dreamSeat: 2, dreamNight: 2 } }],
        },
      }) as unknown as Tx;
    const out = { seat: 1, cause: "red_card", damage: "red_card", source: null } as const;
    expect(dreamweaver.onOut?.(tx("night", "N2"), 1, out)).toEqual([
      { kind: "dreamer_out", target: 2, source: 1, cause: "dreamer_out", damage: "lethal" },
    ]);
    expect(dreamweaver.onOut?.(tx("dawn", "D2"), 1, out)).toBeUndefined();
    expect(dreamweaver.onOut?.(tx("night", "N3"), 1, out)).toBeUndefined();
    expect(dreamweaver.onOut?.(tx("night", "N2"), 1, { ...out, seat: 2 })).toBeUndefined();
  });
});
