import { describe, expect, it } from "vitest";
import { hkRun } from "./helpers.ts";

// Seat 1 wolf_witch and 8 black_bat ([群内]); 2 seer, 3 medium, 4 psychic, 5 the arsonist, 6 penguin.
const FIRE = { "5": "arsonist", "8": "black_bat" };

describe("forum-hk arsonist (纵火者)", () => {
  it("HK104, HK38, HK42: 纵火 gives a permanent [业炎], told at C+50 with no end; it is <限定>", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:40", seat: 5, act: "arson", target: 2 },
        { at: "N2 21:40", seat: 5, act: "arson", target: 3 },
        { at: "N2 22:00" },
      ],
      FIRE,
    );
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([[1, "hk.used"]]);
    expect((outcome.statuses ?? []).map((s) => [s.seat, s.id, s.at, s.source, s.until])).toEqual([
      [2, "karma_fire", "N1", 5, null],
    ]);
    expect(outcome.told).toEqual([{ seat: 2, at: "N1", kind: "status", value: { id: "karma_fire", until: null } }]);
  });

  it("HK104, HK39: a burned seer can no longer check (沉默), the next night and after", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:40", seat: 5, act: "arson", target: 2 },
        { at: "N2 21:40", seat: 2, act: "check", target: 1 },
      ],
      FIRE,
    );
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([[1, "hk.status_blocks"]]);
  });

  it("HK104, HK37, HK72: every 杀人 on the burned seat is void and its drawn source takes 穿透 at ⑬", () => {
    const { outcome } = hkRun(
      [
        { at: "N2 21:30", seat: 1, act: "kill", target: 3 },
        { at: "N2 21:30", seat: 8, act: "kill", target: 3 },
        { at: "N2 21:40", seat: 5, act: "arson", target: 3 },
        { at: "D2 09:30" },
      ],
      FIRE,
      { draws: { kill_source: [8] } },
    );
    expect(outcome.deaths.map((d) => [d.seat, d.at, d.cause, (d as { damage?: string }).damage])).toEqual([
      [8, "N2", "arson_backfire", "pierce"],
    ]);
  });

  it("HK104: a 杀人 on another seat than the burned one stands, and nobody is hit back", () => {
    const { outcome } = hkRun(
      [
        { at: "N2 21:30", seat: 1, act: "kill", target: 4 },
        { at: "N2 21:30", seat: 8, act: "kill", target: 4 },
        { at: "N2 21:40", seat: 5, act: "arson", target: 3 },
        { at: "D2 09:30" },
      ],
      FIRE,
    );
    expect(outcome.deaths.map((d) => [d.seat, d.cause])).toEqual([[4, "kill"]]);
    expect((outcome.statuses ?? []).map((s) => [s.seat, s.id])).toEqual([[3, "karma_fire"]]);
  });

  it("HK104: no 杀人 tonight (no agreement) → the fire only burns, nobody is hit back", () => {
    const { outcome } = hkRun(
      [
        { at: "N2 21:30", seat: 1, act: "kill", target: 3 },
        { at: "N2 21:30", seat: 8, act: "kill", target: 4 },
        { at: "N2 21:40", seat: 5, act: "arson", target: 3 },
        { at: "D2 09:30" },
      ],
      FIRE,
    );
    expect(outcome.deaths).toEqual([]);
  });

  it("HK104, HK40, HK70: a burned [群内] wolf is under 超度 and 沉默: his kill is refused, the group kill is the others'", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:40", seat: 5, act: "arson", target: 1 },
        { at: "N2 21:30", seat: 1, act: "kill", target: 4 },
        { at: "N2 21:30", seat: 8, act: "kill", target: 2 },
        { at: "D2 09:30" },
      ],
      FIRE,
    );
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([[1, "hk.status_blocks"]]);
    expect(outcome.deaths.map((d) => [d.seat, d.cause])).toEqual([[2, "kill"]]);
  });

  it("HK104, HK74: the voided kill is still on the witch's list", () => {
    const { outcome } = hkRun(
      [
        { at: "N2 21:30", seat: 1, act: "kill", target: 3 },
        { at: "N2 21:30", seat: 8, act: "kill", target: 3 },
        { at: "N2 21:40", seat: 5, act: "arson", target: 3 },
        { at: "N2 21:55" },
      ],
      { ...FIRE, "6": "witch" },
      { draws: { kill_source: [1] } },
    );
    expect(outcome.told.filter((t) => t.kind === "knife" && t.at === "N2")).toEqual([
      { seat: 6, at: "N2", kind: "knife", value: [3] },
    ]);
  });
});
