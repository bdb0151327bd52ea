import { describe, expect, it } from "vitest";
import { hkRun } from "./helpers.ts";

describe("forum-hk bear (熊)", () => {
  it("HK121: judged at S's dusk too: a wolf beside him → 熊咆哮了 at D1's opening, no seat named", () => {
    const { outcome } = hkRun([{ at: "D1 09:30" }], { "2": "bear" });
    expect(outcome.notices).toEqual([{ at: "D1", stage: "opening", kind: "roar" }]);
  });

  it("HK121: the neighbours wrap around the seat order (seat 8 is next to seat 1)", () => {
    const { outcome } = hkRun([{ at: "D1 09:30" }], { "8": "bear" });
    expect(outcome.notices).toEqual([{ at: "D1", stage: "opening", kind: "roar" }]);
  });

  it("HK121, HK1: no wolf beside him, no roar; once the seat between goes out the wolf beyond counts", () => {
    // 1 wolf witch, 2 seer, 3 bear, 4 psychic: no roar at S's dusk. N1: the soldier 6 strikes the seer 2
    // out; at D1's dusk the bear's nearest living seat below is the wolf witch 1: roar at D2's opening.
    const { outcome } = hkRun([{ at: "N1 21:40", seat: 6, act: "strike", target: 2 }, { at: "D2 09:30" }], {
      "3": "bear",
      "6": "soldier",
    });
    expect(outcome.deaths.map((d) => d.seat)).toEqual([2]);
    // The close's own notices (HK57) are not the bear's.
    expect(outcome.notices?.filter((n) => n.stage !== "close")).toEqual([{ at: "D2", stage: "opening", kind: "roar" }]);
  });
});
