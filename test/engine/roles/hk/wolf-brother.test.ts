import { describe, expect, it } from "vitest";
import { hkRun } from "./helpers.ts";

/** 狼兄 1 (the only [群内] wolf), 狼弟 5; seer 2, medium 3, psychic 4, penguin 6, old believer 7, gargoyle 8 (HK_DEAL). */
const DEAL = { "1": "wolf_brother", "5": "wolf_sibling" };
const exileD1 = (t: number) =>
  [1, 2, 3, 4, 5, 6, 7, 8].map((seat) => ({ at: "D1 10:00", seat, act: "vote", target: t }));
const hide = (value: unknown) => ({ at: "S 10:00", seat: 5, act: "disguise", target: null, value });

describe("forum-hk 狼兄 (wolf_brother)", () => {
  it("HK77, HK131: they learn each other's seat at the end of S; 潜藏's disguise is set in S and the seer reads it", () => {
    const { outcome } = hkRun(
      [
        hide({ camp: "villagers", role: "seer" }),
        { at: "N1 21:30", seat: 2, act: "check", target: 5 },
        { at: "N1 21:55" },
      ],
      DEAL,
    );
    expect(outcome.rejected).toEqual([]);
    expect(outcome.told).toEqual([
      { seat: 1, at: "S", kind: "partner", value: 5 },
      { seat: 5, at: "S", kind: "partner", value: 1 },
      { seat: 2, at: "N1", kind: "check", value: "village", about: 5 },
    ]);
  });

  it("HK77: 暴怒 is refused while 狼弟 lives; once he is exiled it makes 穿透 at ⑩, once", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:30", seat: 1, act: "rage", target: 2 },
        ...exileD1(5),
        { at: "N2 21:30", seat: 1, act: "rage", target: 2 },
        { at: "N3 21:30", seat: 1, act: "rage", target: 3 },
        { at: "D3 09:30" },
      ],
      DEAL,
    );
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([
      [0, "hk.rage_not_yet"],
      [10, "hk.used"],
    ]);
    expect(outcome.deaths.map((d) => [d.seat, d.at, d.cause, (d as { damage?: string }).damage])).toEqual([
      [5, "D1", "exile", "exile"],
      [2, "N2", "rage", "pierce"],
    ]);
  });

  it("HK58 齐心: both brothers' final ballots on one seat weigh 2 each (4 against 3 ballots elsewhere)", () => {
    const ballots = [
      { at: "D1 10:00", seat: 1, act: "vote", target: 2 },
      { at: "D1 10:00", seat: 5, act: "vote", target: 2 },
      ...[2, 3, 4].map((seat) => ({ at: "D1 10:00", seat, act: "vote", target: 6 })),
      { at: "D1 21:05" },
    ];
    const { outcome } = hkRun(ballots, DEAL);
    expect(outcome.votes?.[0]).toMatchObject({ tally: { "2": 4, "6": 3 }, top: 2 });
  });
});
