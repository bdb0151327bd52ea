import { describe, expect, it } from "vitest";
import { hkRun } from "./helpers.ts";

/** Wolf king 1, wolf witch 2 (the pack), clock 3, seer 4, hunter 5, crow 6, psychic 7, medium 8. */
const CLOCK = { "1": "wolf_king", "2": "wolf_witch", "3": "clock", "4": "seer", "5": "hunter", "6": "crow" };

/** Whether an outcome entry is marked undone by a rewind (HK145). */
const rewound = (d: object) => (d as { rewound?: true }).rewound === true;

/** The pack's kill of night n on `target` (both wolves name it). */
const KILL = (night: number, target: number, at = "21:30") => [
  { at: `N${night} ${at}`, seat: 1, act: "kill", target },
  { at: `N${night} ${at}`, seat: 2, act: "kill", target },
];

describe("forum-hk clock (钟)", () => {
  it("HK144, HK146: a 晨曦 rewind undoes the night and plays it again an hour later under its label; what was told stays, marked", () => {
    const { outcome } = hkRun(
      [
        ...KILL(2, 3),
        { at: "N2 21:32", seat: 4, act: "check", target: 1 },
        { at: "N2 22:15", seat: 3, act: "rewind", target: null },
        // HK146: the rest of the window takes no act; the replay opens at 22:20.
        { at: "N2 22:18", seat: 4, act: "check", target: 2 },
        ...KILL(2, 6, "22:25"),
        { at: "N2 22:26", seat: 4, act: "check", target: 2 },
        { at: "D2 10:00" },
      ],
      CLOCK,
    );
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([[4, "hk.window"]]);
    expect(outcome.rewinds).toEqual([{ at: "D2", stage: "dawn", by: 3, to: "N2", exile: null }]);
    expect(outcome.deaths).toEqual([
      { seat: 3, at: "N2", stage: "night", cause: "kill", damage: "pointed", lastWords: false, rewound: true },
      { seat: 6, at: "N2", stage: "night", cause: "kill", damage: "pointed", lastWords: false },
    ]);
    // The first run's check stays told (marked); the replay's is a new entry under the same label.
    expect(outcome.told.filter((t) => t.seat === 4 && t.at === "N2")).toEqual([
      { seat: 4, at: "N2", kind: "check", value: "not_village", about: 1, rewound: true },
      { seat: 4, at: "N2", kind: "check", value: "not_village", about: 2 },
    ]);
    // An out undone is never published; the clock's flip waits for the opening; 「时光回溯」 at once.
    expect(outcome.announcements.filter((a) => a.at === "D2")).toEqual([{ at: "D2", deaths: [6] }]);
    expect(outcome.notices).toContainEqual({ at: "D2", stage: "window", kind: "rewind" });
    expect(outcome.notices).toContainEqual({ at: "D2", stage: "opening", kind: "flip", seat: 3, value: "clock" });
    expect(outcome.statuses).toContainEqual({
      seat: 3,
      id: "freedom",
      at: "D2",
      source: 3,
      until: "D2 09:00",
      count: null,
      vs: null,
      removedAt: null,
    });
  });

  it("HK146: the replayed night's blocks move by an hour — a kill sent after the first run's block B counts, one after the moved one not", () => {
    const { outcome } = hkRun(
      [
        ...KILL(2, 3),
        { at: "N2 22:15", seat: 3, act: "rewind", target: null },
        ...KILL(2, 6, "22:45"),
        // Block B of the replay is due at C+110 (22:50): a kill after it is refused.
        { at: "N2 22:55", seat: 1, act: "kill", target: 4 },
        { at: "D2 10:00" },
      ],
      CLOCK,
    );
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([[5, "hk.window"]]);
    expect(outcome.deaths.filter((d) => !rewound(d)).map((d) => [d.seat, d.at])).toEqual([[6, "N2"]]);
  });

  it("HK146: a status granted before the point that ends with the night ends at the moved instant; its end in the first run is undone", () => {
    // 大蒜 exiled on day 1 stinks his neighbours until night 2 ends (C+70, 22:10).
    const { outcome } = hkRun(
      [
        { at: "D1 10:00", seat: 1, act: "vote", target: 5 },
        { at: "D1 10:01", seat: 2, act: "vote", target: 5 },
        ...KILL(2, 3),
        { at: "N2 22:15", seat: 3, act: "rewind", target: null },
        { at: "D2 10:00" },
      ],
      { ...CLOCK, "5": "garlic" },
    );
    const stink = (outcome.statuses ?? []).filter((x) => x.source === 5);
    expect(stink.length).toBeGreaterThan(0);
    for (const x of stink) expect([x.until, x.removedAt, rewound(x)]).toEqual(["N2 23:10", null, false]);
  });

  it("HK145: a 最后一枪 in the rewound window stands — its out, its spent use — though the hunter is back in play", () => {
    const { outcome } = hkRun(
      [
        ...KILL(2, 5),
        // The hunter, out at night, shoots the clock in the dawn window: the clock's out falls in it.
        { at: "N2 22:12", seat: 5, act: "shoot", target: 3 },
        { at: "N2 22:15", seat: 3, act: "rewind", target: null },
        // The replay: the pack kills the hunter again; his shot is spent.
        ...KILL(2, 5, "22:25"),
        { at: "N2 23:12", seat: 5, act: "shoot", target: 1 },
        { at: "D2 10:00" },
      ],
      CLOCK,
    );
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([[6, "hk.used"]]);
    expect(outcome.deaths.map((d) => [d.seat, d.cause, rewound(d)])).toEqual([
      [5, "kill", true],
      [3, "shot", false],
      [5, "kill", false],
    ]);
    // HK145: a window out of the first run comes before the replay's outs.
    expect(outcome.announcements.filter((a) => a.at === "D2")).toEqual([{ at: "D2", deaths: [3, 5] }]);
  });

  it("HK147: a 黄昏 rewind undoes the count's exile; the named character goes out by top-vote exile instead", () => {
    const { outcome } = hkRun(
      [
        { at: "D1 10:00", seat: 1, act: "vote", target: 3 },
        { at: "D1 10:01", seat: 2, act: "vote", target: 3 },
        { at: "D1 10:02", seat: 4, act: "vote", target: 3 },
        // The clock, exiled at the close, rewinds in the dusk window and names the wolf king.
        { at: "D1 21:05", seat: 3, act: "rewind", target: 1 },
        { at: "D1 21:30" },
      ],
      CLOCK,
    );
    expect(outcome.rewinds).toEqual([{ at: "D1", stage: "dusk", by: 3, to: "D1", exile: 1 }]);
    expect(outcome.deaths.map((d) => [d.seat, d.cause, rewound(d)])).toEqual([
      [3, "exile", true],
      [1, "exile", false],
    ]);
    expect(outcome.votes).toContainEqual({
      at: "D1",
      round: "exile",
      tally: { "3": 3 },
      abstain: [],
      top: 3,
      cancelled: false,
      rewound: true,
    });
    expect(outcome.notices).toContainEqual({ at: "D1", stage: "close", kind: "top", seat: 3, rewound: true });
    expect(outcome.announcements).toContainEqual({ at: "D1", stage: "dusk", exiled: [1], other: [] });
    expect(outcome.notices).toContainEqual({ at: "D1", stage: "dusk", kind: "flip", seat: 3, value: "clock" });
  });

  it("HK148: refusals spend nothing — living with no win pending, a target at 晨曦, none at 黄昏, outside his window, twice", () => {
    const { outcome } = hkRun(
      [
        { at: "D1 21:05", seat: 3, act: "rewind", target: 1 },
        ...KILL(2, 3),
        { at: "N2 22:12", seat: 3, act: "rewind", target: 1 },
        { at: "N2 22:13", seat: 3, act: "rewind", target: null },
        { at: "N2 22:14", seat: 3, act: "rewind", target: null },
        { at: "D2 21:05", seat: 3, act: "rewind", target: null },
      ],
      CLOCK,
    );
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([
      [0, "hk.rewind_no_win"],
      [3, "hk.rewind_dawn_target"],
      [5, "hk.window"],
      [6, "hk.used"],
    ]);
  });
});

describe("forum-hk clock (钟): a pending win (HK54, HK100)", () => {
  /** Day 1 exiles the wolf king; night 2 the witch poisons the wolf witch: the village's win is pending at C+70. */
  const WIN = [
    { at: "D1 10:00", seat: 4, act: "vote", target: 1 },
    { at: "D1 10:01", seat: 5, act: "vote", target: 1 },
    { at: "N2 21:40", seat: 7, act: "poison", target: 2 },
  ];
  const DEAL = { ...CLOCK, "7": "witch", "8": "medium" };

  it("HK54: while a living clock could still act, the win waits for the end of the 晨曦 window", () => {
    const waited = hkRun([...WIN, { at: "D2 10:00" }], DEAL).outcome;
    expect([waited.winner, waited.ended]).toEqual(["villagers", "D2"]);
    const plain = hkRun([...WIN, { at: "D2 10:00" }], { ...DEAL, "3": "psychic" }).outcome;
    expect([plain.winner, plain.ended]).toEqual(["villagers", "N2"]);
  });

  it("HK100, HK148: a living clock rewinds the pending win's night; the game goes on", () => {
    const { outcome } = hkRun(
      [...WIN, { at: "N2 22:15", seat: 3, act: "rewind", target: null }, { at: "D2 10:00" }],
      DEAL,
    );
    expect(outcome.rejected).toEqual([]);
    expect(outcome.winner).toBeNull();
    expect(outcome.deaths.map((d) => [d.seat, d.cause, rewound(d)])).toEqual([
      [1, "exile", false],
      [2, "poison", true],
    ]);
    // HK145: the loss the rewound night judged is undone, marked.
    expect(outcome.campsLost).toEqual([{ camp: "wolves", at: "N2", why: "tags", rewound: true }]);
  });
});

describe("forum-hk clock (钟): cards, the ghost and odd targets across a rewind (HK145, HK62, HK148)", () => {
  it("HK62: a red-carded clock cannot rewind, even once out — the red card is never undone", () => {
    const { outcome } = hkRun(
      [
        ...KILL(2, 3),
        { at: "N2 22:12", judge: "card", seat: 3, value: "red" },
        { at: "N2 22:14", seat: 3, act: "rewind", target: null },
        { at: "D2 10:00" },
      ],
      CLOCK,
    );
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([[3, "hk.rewind_red_card"]]);
    expect(outcome.rewinds).toEqual([]);
  });

  it("HK145: a seat out at night and red-carded in the window is not brought back by the rewind: his red card puts him out", () => {
    const { outcome } = hkRun(
      [
        ...KILL(2, 3),
        // 狼王's 冲锋 puts the crow out too; the directors red-card him, already out, in the window.
        { at: "N2 21:33", seat: 1, act: "charge", target: 6 },
        { at: "N2 22:12", judge: "card", seat: 6, value: "red" },
        { at: "N2 22:15", seat: 3, act: "rewind", target: null },
        { at: "D2 10:00" },
      ],
      CLOCK,
    );
    const six = outcome.deaths.filter((d) => d.seat === 6);
    expect(six.map((d) => [d.cause, rewound(d)])).toEqual([
      ["charge", true],
      ["red_card", false],
    ]);
    expect(outcome.cards?.["6"]).toContain("red");
  });

  it("HK146, HK136: a red card in the held rest of the window is a night card — out at once", () => {
    const { outcome } = hkRun(
      [
        ...KILL(2, 3),
        { at: "N2 22:15", seat: 3, act: "rewind", target: null },
        { at: "N2 22:16", judge: "card", seat: 6, value: "red" },
      ],
      CLOCK,
    );
    expect(outcome.deaths.filter((d) => d.seat === 6).map((d) => [d.at, d.cause])).toEqual([["D2", "red_card"]]);
  });

  it("HK148: a 黄昏 rewind names a living character — one out but not yet published is refused", () => {
    const { outcome } = hkRun(
      [
        { at: "D1 10:00", seat: 1, act: "vote", target: 3 },
        { at: "D1 10:01", seat: 2, act: "vote", target: 3 },
        { at: "D1 21:01", judge: "card", seat: 6, value: "red" },
        { at: "D1 21:03", seat: 3, act: "rewind", target: 6 },
      ],
      CLOCK,
    );
    expect(outcome.rejected.map((r) => [r.step, r.code])).toEqual([[3, "target.dead"]]);
  });

  it("HK145, HK83: what the haunted host was told before the rewind is not relayed to the ghost again", () => {
    const { outcome } = hkRun(
      [
        { at: "D1 21:05", seat: 7, act: "haunt", target: 4 },
        ...KILL(2, 3),
        { at: "N2 21:32", seat: 4, act: "check", target: 1 },
        { at: "N2 22:15", seat: 3, act: "rewind", target: null },
        { at: "D2 10:00" },
      ],
      { ...CLOCK, "7": "ghost" },
    );
    const relayed = outcome.told.filter((t) => t.seat === 7 && t.kind === "host_told");
    // Told once in the first run (marked rewound); the replay's host checked nobody: nothing new.
    expect(relayed.map((t) => rewound(t))).toEqual([true]);
  });
});
