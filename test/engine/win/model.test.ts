/**
 * The win-model interface (issue 22 goal 2): the shared declaration procedure (HK53, F10), each
 * ruleset's model and its options, and forum-25's model as a case of the procedure.
 */
import { describe, expect, it } from "vitest";
import { RULESETS } from "../../../src/engine/rulesets/index.ts";
import { FORUM_25_WIN } from "../../../src/engine/win/forum-25.ts";
import { FORUM_HK_WIN } from "../../../src/engine/win/forum-hk.ts";
import { overGameState, WIN_MODELS, winModelOf } from "../../../src/engine/win/index.ts";
import { byPriority, declareWinner, type Standing } from "../../../src/engine/win/model.ts";
import { forumGame } from "../forum/kit.ts";

const standing = (more: Partial<Standing<string>>): Standing<string> => ({
  inGame: ["third", "wolves", "villagers"],
  lost: [],
  lostSince: [],
  ownWins: [],
  priority: ["third", "wolves", "villagers"],
  ...more,
});

describe("declareWinner (HK53; 002 胜负判定)", () => {
  it("HK53 (a): an own win of a camp not lost comes first, two at once by priority", () => {
    expect(declareWinner(standing({ ownWins: ["wolves", "third"] }))).toEqual({ ended: true, winner: "third" });
    expect(declareWinner(standing({ ownWins: ["third"], lost: ["third"], lostSince: ["third"] }))).toEqual({
      ended: false,
      winner: null,
    });
  });

  it("HK53 (b): the one camp left wins", () => {
    const lost = ["third", "villagers"];
    expect(declareWinner(standing({ lost, lostSince: lost }))).toEqual({ ended: true, winner: "wolves" });
  });

  it("HK53 (c): none left — the first by priority of the camps lost since the previous point; none of them: no winner", () => {
    const lost = ["third", "wolves", "villagers"];
    expect(declareWinner(standing({ lost, lostSince: ["villagers", "wolves"] }))).toEqual({
      ended: true,
      winner: "wolves",
    });
    expect(declareWinner(standing({ lost, lostSince: [] }))).toEqual({ ended: true, winner: null });
  });

  it("HK53 (d): two camps standing, play goes on", () => {
    expect(declareWinner(standing({ lost: ["third"], lostSince: ["third"] }))).toEqual({ ended: false, winner: null });
  });

  it("byPriority keeps unlisted camps last, in their order", () => {
    expect(byPriority(["x", "villagers", "y", "third"], ["third", "wolves", "villagers"])).toEqual([
      "third",
      "villagers",
      "x",
      "y",
    ]);
  });
});

describe("each ruleset names its model (issue 22 goal 2)", () => {
  it("ranked-s7 and classic: side-kill, table: its own, forum-25: F10, forum-hk: HK51–HK56 — declared at checkpoints, at each death or at a stage's end", () => {
    expect(Object.fromEntries(Object.values(RULESETS).map((r) => [r.id, winModelOf(r).id]))).toEqual({
      "ranked-s7": "side_kill",
      classic: "side_kill",
      table: "table",
      "forum-25": "forum",
      "forum-hk": "forum_hk",
    });
    expect(winModelOf(RULESETS["forum-hk"]).options.declareAt).toBe("stage_end");
    expect(FORUM_25_WIN.options).toEqual({
      declareAt: "each_death",
      lostPlaysOn: false,
      priority: ["villagers", "wolves"],
    });
    expect(FORUM_HK_WIN.options.declareAt).toBe("stage_end");
    for (const m of [WIN_MODELS.side_kill, WIN_MODELS.table]) expect(m.options.declareAt).toBe("checkpoints");
  });

  it("F10: a ruleset's death path has its win step exactly when its model declares at each death", () => {
    for (const r of Object.values(RULESETS))
      expect(r.deaths.steps.includes("win"), r.id).toBe(winModelOf(r).options.declareAt === "each_death");
  });

  it("F10 (4L 「该阵营优先判负」): both camps lost at once — the village wins; one lost — the other", () => {
    const s = structuredClone(forumGame().state);
    const input = { s, rules: RULESETS["forum-25"], check: { boundVotes: false } };
    for (const n of [3, 10, 17, 7, 12, 20]) s.seats[n - 1].alive = false;
    expect(FORUM_25_WIN.declare(input)).toEqual({
      lost: [{ camp: "villagers", why: "specials" }],
      ended: true,
      winner: "wolves",
    });
    for (const n of [2, 5, 9, 13, 18, 23]) s.seats[n - 1].alive = false;
    expect(FORUM_25_WIN.declare(input).lost.map((l) => l.camp)).toEqual(["wolves", "villagers"]);
    expect(FORUM_25_WIN.declare(input).winner).toBe("villagers");
  });
});

describe("overGameState (a model over its own state, joined to the game state)", () => {
  it("HK51, HK53: a model over its own state judges and declares from the game state through the adapter", () => {
    const s = structuredClone(forumGame().state);
    // A stand-in adapter: every seat a villager of class weak, seat 1 the one wolf with [群内].
    const adapter = (g: typeof s) => ({
      seats: g.seats.map((x) => ({
        seat: x.seat,
        camp: x.seat === 1 ? ("wolves" as const) : ("villagers" as const),
        cls: x.seat === 1 ? ("wolf" as const) : ("weak" as const),
        follower: false,
        tags: x.seat === 1 ? (["pack"] as const) : ([] as const),
        out: !x.alive,
      })),
      redCards: [],
      judged: [],
      lost: [],
      lostAtLastPoint: 0,
    });
    const m = overGameState(FORUM_HK_WIN, adapter);
    const input = { s, rules: RULESETS["forum-25"], check: { boundVotes: true } };
    expect(m.options.declareAt).toBe("stage_end");
    expect(m.declare(input).ended).toBe(false);
    s.seats[0].alive = false;
    expect(m.judge(input)).toEqual([{ camp: "wolves", why: "tags" }]);
    expect(m.declare(input)).toEqual({ lost: [{ camp: "wolves", why: "tags" }], ended: true, winner: "villagers" });
  });
});
