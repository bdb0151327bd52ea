import { describe, expect, it } from "vitest";
import { hkRun } from "./helpers.ts";

// Seat 1 wolf_witch and 8 black_bat ([群内]); 2 seer, 3 medium, 4 psychic, 5 crow, 6 the little girl.
const GIRL = { "6": "little_girl", "8": "black_bat" };

describe("forum-hk little girl (小女孩)", () => {
  it("HK117, HK12: told at C+60 how many characters acted tonight before the time, the wolves' proposals included", () => {
    const { outcome } = hkRun(
      [
        { at: "N2 21:25", seat: 1, act: "kill", target: 4 },
        { at: "N2 21:26", seat: 1, act: "kill", target: 5 },
        { at: "N2 21:30", seat: 3, act: "divine", target: 2 },
        { at: "N2 21:40", seat: 2, act: "check", target: 1 },
        { at: "N2 21:45", seat: 8, act: "kill", target: 5 },
        { at: "N2 21:55", seat: 6, act: "peek", value: "N2 21:40" },
        { at: "N2 22:00" },
      ],
      GIRL,
    );
    expect(outcome.rejected).toEqual([]);
    // 1 (twice, counted once) and 3 before 21:40; 2 at 21:40 is not before it.
    expect(outcome.told.filter((t) => t.kind === "peek")).toEqual([{ seat: 6, at: "N2", kind: "peek", value: 2 }]);
  });

  it("HK117 (reading): a time alone, as players type it (21:40), is tonight's", () => {
    const { outcome } = hkRun(
      [
        { at: "N2 21:25", seat: 1, act: "kill", target: 4 },
        { at: "N2 21:30", seat: 3, act: "divine", target: 2 },
        { at: "N2 21:45", seat: 2, act: "check", target: 1 },
        { at: "N2 21:55", seat: 6, act: "peek", value: "21:40" },
        { at: "N2 22:00" },
      ],
      GIRL,
    );
    expect(outcome.rejected).toEqual([]);
    expect(outcome.told.filter((t) => t.kind === "peek")).toEqual([{ seat: 6, at: "N2", kind: "peek", value: 2 }]);
  });

  it("HK117: the time must be of tonight, from nightfall up to her act; a refused act is not counted", () => {
    const { outcome } = hkRun(
      [
        { at: "N2 21:30", seat: 6, act: "peek", value: "N2 21:40" },
        { at: "N2 21:30", seat: 6, act: "peek", value: "N2 21:10" },
        { at: "N2 21:30", seat: 6, act: "peek" },
        { at: "N2 21:31", seat: 4, act: "sense", target: 2 },
        { at: "N2 21:32", seat: 5, act: "slander", target: 1 },
        { at: "N2 21:50", seat: 6, act: "peek", value: "N2 21:20" },
        { at: "N2 21:58", seat: 6, act: "peek", value: "N2 21:58" },
        { at: "N2 22:00" },
      ],
      GIRL,
    );
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([
      [0, "hk.peek_time"],
      [1, "hk.peek_time"],
      [2, "hk.peek_time"],
      [3, "hk.not_out"],
    ]);
    // HK13: the last peek counts: before 21:58, the crow 5 and her own earlier peek at 21:50.
    expect(outcome.told.filter((t) => t.kind === "peek")).toEqual([{ seat: 6, at: "N2", kind: "peek", value: 2 }]);
  });

  it("HK117: every night again; nobody before nightfall's time → 0", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:30", seat: 2, act: "check", target: 1 },
        { at: "N1 21:50", seat: 6, act: "peek", value: "N1 21:20" },
        { at: "N2 21:30", seat: 2, act: "check", target: 1 },
        { at: "N2 21:50", seat: 6, act: "peek", value: "N2 21:31" },
        { at: "N2 22:00" },
      ],
      GIRL,
    );
    expect(outcome.told.filter((t) => t.kind === "peek").map((t) => [t.at, t.value])).toEqual([
      ["N1", 0],
      ["N2", 1],
    ]);
  });
});
