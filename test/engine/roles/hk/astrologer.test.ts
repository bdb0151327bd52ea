import { describe, expect, it } from "vitest";
import { hkRun } from "./helpers.ts";

/** The astrologer at 7 (for the old believer); wolf witch 1, seer 2, medium 3, psychic 4, crow 5, penguin 6, gargoyle 8. */
const DEAL = { "7": "astrologer" };

/** Every living seat's D1 ballot on seat `t`. */
const exileOnD1 = (t: number) =>
  [1, 2, 3, 4, 5, 6, 7, 8].map((seat) => ({ at: "D1 10:00", seat, act: "vote", target: t }));

describe("forum-hk astrologer (占星师)", () => {
  it("HK122: 占星 names one living character while nobody is out, then a living and an announced-out one; real cards told at C+35", () => {
    const { outcome } = hkRun(
      [
        { at: "N1 21:25", seat: 7, act: "star", target: [5, 6] },
        { at: "N1 21:26", seat: 7, act: "star", target: [5] },
        ...exileOnD1(4),
        { at: "N2 21:25", seat: 7, act: "star", target: [2] },
        { at: "N2 21:26", seat: 7, act: "star", target: [4, 2] },
        { at: "N2 21:27", seat: 7, act: "star", target: [2, 4] },
        { at: "N2 21:40" },
      ],
      DEAL,
    );
    expect(outcome.told?.filter((t) => t.kind === "star")).toEqual([
      { seat: 7, at: "N1", kind: "star", value: { "5": "crow" } },
      { seat: 7, at: "N2", kind: "star", value: { "2": "seer", "4": "psychic" } },
    ]);
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([
      [0, "hk.star_out"],
      [10, "hk.star_out"],
      [11, "hk.star_living"],
    ]);
  });

  it("HK122: a right 命运洪流 list is published at once and silences the named living characters until the next opening; one list a day", () => {
    const { outcome } = hkRun(
      [
        { at: "D1 10:00", seat: 7, act: "torrent", target: null, value: { "1": "wolf_witch", "2": "seer" } },
        { at: "D1 10:05", seat: 7, act: "torrent", target: null, value: { "3": "medium" } },
        { at: "D1 10:06", seat: 1, act: "vote", target: 8 },
        { at: "D2 10:00", seat: 7, act: "torrent", target: null, value: { "7": "astrologer" } },
        { at: "D2 10:01", seat: 7, act: "torrent", target: null, value: { "3": "no_such_card" } },
        { at: "D2 10:02", seat: 7, act: "torrent", target: null, value: { "2": "seer", "3": "medium" } },
      ],
      DEAL,
    );
    expect(outcome.notices?.filter((n) => n.kind === "torrent")).toEqual([
      { at: "D1", stage: "noon", kind: "torrent" },
      { at: "D2", stage: "noon", kind: "torrent" },
    ]);
    // 2 was silenced by the first list: only 3 is silenced by the second (「整局游戏只生效一次」).
    expect(outcome.statuses?.filter((x) => x.id === "silenced").map((x) => [x.seat, x.at, x.until])).toEqual([
      [1, "D1", "D2 09:00"],
      [2, "D1", "D2 09:00"],
      [3, "D2", "D3 09:00"],
    ]);
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([
      [1, "hk.torrent_today"],
      [3, "hk.torrent_self"],
      [4, "hk.torrent_card"],
    ]);
  });

  it("HK122 reading: a wrong list publishes nothing, silences nobody and spends the day's list", () => {
    const { outcome } = hkRun(
      [
        { at: "D1 10:00", seat: 7, act: "torrent", target: null, value: { "1": "wolf_witch", "2": "medium" } },
        { at: "D1 10:05", seat: 7, act: "torrent", target: null, value: { "1": "wolf_witch" } },
      ],
      DEAL,
    );
    expect(outcome.notices?.filter((n) => n.kind === "torrent") ?? []).toEqual([]);
    expect(outcome.statuses?.filter((x) => x.id === "silenced") ?? []).toEqual([]);
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([[1, "hk.torrent_today"]]);
  });

  it("HK122, HK53 (a), HK56: once his right lists cover every other seat he wins at once (outcome `astrologer`)", () => {
    const { outcome } = hkRun(
      [
        {
          at: "D1 10:00",
          seat: 7,
          act: "torrent",
          target: null,
          value: { "1": "wolf_witch", "2": "seer", "3": "medium" },
        },
        {
          at: "D2 10:00",
          seat: 7,
          act: "torrent",
          target: null,
          value: { "4": "psychic", "5": "crow", "6": "penguin" },
        },
        { at: "D3 10:00", seat: 7, act: "torrent", target: null, value: { "8": "gargoyle" } },
      ],
      DEAL,
    );
    expect(outcome.winner).toBe("astrologer");
    expect(outcome.ended).toBe("D3");
  });
});
