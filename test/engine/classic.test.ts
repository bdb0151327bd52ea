/**
 * The `classic` ruleset (seed 001, C1–C17) against ranked-s7: each classic case of
 * test/scenarios/classic/ (and the shared CX-2) runs also with `ruleset: "ranked-s7"`, and the same
 * inputs must give the ranked result the ruling changes. Plus the policies a scenario cannot show.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BOARDS } from "../../src/engine/boards.ts";
import { campOf } from "../../src/engine/camps.ts";
import { createGame, decide } from "../../src/engine/engine.ts";
import { fold } from "../../src/engine/evolve.ts";
import { CLASSIC, RANKED_S7, rulesetOf } from "../../src/engine/rulesets/index.ts";
import type { GameEvent, GameState } from "../../src/engine/types.ts";
import { gamePoints } from "../../src/ranked/points.ts";
import { runScenario } from "../../src/scenario/runner.ts";
import type { Scenario } from "../../src/scenario/schema.ts";
import { playRandomGame } from "../../src/sim/autoplay.ts";
import { loadScenario, OWN_SCENARIOS, SHARED_SCENARIOS } from "../helpers.ts";

const CASES = join(OWN_SCENARIOS, "classic");

/** The case's outcome under classic (as written) and under ranked-s7 (same file, ruleset swapped). */
function both(file: string, dir = CASES) {
  const sc = loadScenario(join(dir, file));
  expect(sc.ruleset).toBe("classic");
  const ranked: Scenario = { ...sc, ruleset: "ranked-s7" };
  return { classic: runScenario(sc).outcome, ranked: runScenario(ranked).outcome };
}
const death = (o: { deaths: { seat: number; at: string; cause: string; lastWords: boolean }[] }, seat: number) =>
  o.deaths.find((d) => d.seat === seat);
const rejectedSteps = (o: { rejected: { step: number; code: string }[] }) => o.rejected.map((r) => r.step);

describe("classic vs ranked-s7: the same inputs, the ruling's difference", () => {
  it("C2: a silent speaker and a missing ballot drown him under ranked-s7 (two 黑麦), nothing under classic", () => {
    const { classic, ranked } = both("C2-no-black-wheat-silent-speaker-loses-turn-missing-ballot-abstains.json");
    expect(classic.noShows).toEqual({});
    expect(death(classic, 1)).toBeUndefined();
    expect(classic.votes[0].abstain).toEqual([1]);
    expect(ranked.noShows).toEqual({ "1": 2 });
    expect(death(ranked, 1)?.cause).toBe("drowned");
  });

  it("C2/C11: no bound votes and no interruption ladder under classic", () => {
    const { classic, ranked } = both("C2-C11-no-bound-votes-warnings-have-no-effect-no-wolves-room-rule.json");
    expect([classic.winner, classic.ended]).toEqual(["wolves", "D2"]);
    expect(death(classic, 7)?.cause).toBe("wolf");
    // Ranked: the third warning is a judged self-destruct (000 §九2).
    expect(death(ranked, 7)?.cause).toBe("self_destruct");
  });

  it("C3: the second tie goes to the off-stage PK under classic, no sheriff under ranked-s7 (R8)", () => {
    const { classic, ranked } = both(
      "C3-sheriff-offstage-pk-everyone-else-speaks-withdrawn-included-then-elected.json",
    );
    expect(classic.sheriffs).toEqual([{ at: "D1", seat: 8 }]);
    expect(classic.votes.map((v) => v.round)).toEqual(["sheriff", "sheriff_pk", "sheriff_offstage"]);
    expect(ranked.sheriffs).toEqual([]);
    expect(ranked.votes.map((v) => v.round)).toEqual(["sheriff", "sheriff_pk"]);
  });

  it("C4: a day-1 election boom re-runs the election at dawn 2; ranked-s7 loses the badge (R7)", () => {
    const { classic, ranked } = both("C4-boom-in-day1-election-reruns-it-at-dawn-2-before-the-announcement.json");
    expect(classic.sheriffs).toEqual([{ at: "D2", seat: 3 }]);
    expect(ranked.sheriffs).toEqual([{ at: "D1", seat: null }]);
  });

  it("C5: the boomer has no last words under classic, 3 minutes under ranked-s7 (000 §八(八)7)", () => {
    const { classic, ranked } = both(
      "C5-sheriff-wolf-booms-in-day-speech-no-last-words-badge-passed-night-follows.json",
    );
    expect(death(classic, 9)?.lastWords).toBe(false);
    expect(death(ranked, 9)?.lastWords).toBe(true);
    const chain = both("C5-C6-white-wolf-king-takes-the-hunter-who-shoots-nobody-in-the-chain-has-last-words.json");
    expect([2, 7, 3].map((n) => death(chain.classic, n)?.lastWords)).toEqual([false, false, false]);
    expect([2, 7, 3].map((n) => death(chain.ranked, n)?.lastWords)).toEqual([true, true, true]);
  });

  it("C7: the knifed witch saves herself under classic; ranked-s7 refuses it and she dies", () => {
    const { classic, ranked } = both("C7-knifed-witch-saves-herself-one-potion-a-night.json");
    expect(rejectedSteps(classic)).toEqual([4]);
    expect(ranked.rejected[0]).toMatchObject({ step: 3, code: "witch.self_save" });
    expect(death(ranked, 4)?.at).toBe("N1");
    expect(death(classic, 4)?.at).toBe("N2");
  });

  it("C8: a seer knifed on night 2 without the badge is told under classic, not under ranked-s7", () => {
    const { classic, ranked } = both("C8-seer-knifed-on-night-2-without-the-badge-is-still-told.json");
    const n2 = (o: typeof classic) => o.told.find((t) => t.kind === "check" && t.at === "N2")?.value;
    expect(n2(classic)).toBe("wolf");
    expect(n2(ranked)).toBeNull();
  });

  it("C10/C11: cupid is a village player, so the human-wolf pair must also get him out", () => {
    const { classic, ranked } = both("C10-C11-human-wolf-pair-is-the-third-camp-alone-cupid-must-go-too.json");
    expect([classic.winner, classic.ended]).toEqual(["lovers", "D2"]);
    expect([ranked.winner, ranked.ended]).toEqual(["lovers", "N1"]);
  });

  it("C10: lovers learn the partner's seat and card under classic, the seat only under ranked-s7", () => {
    const { classic, ranked } = both("CX-2.json", SHARED_SCENARIOS);
    const lover = (o: typeof classic) => o.told.filter((t) => t.kind === "lover").map((t) => t.value);
    expect(lover(classic)).toEqual([
      { seat: 9, role: "hunter" },
      { seat: 5, role: "villager" },
    ]);
    expect(lover(ranked)).toEqual([9, 5]);
  });

  it("C12: a lover's exile ballot for his partner is refused under classic, counted under ranked-s7", () => {
    const { classic, ranked } = both("C12-lover-may-vote-partner-for-sheriff-never-in-exile-rounds-pk-included.json");
    expect(classic.rejected.filter((r) => r.code === "vote.lover_partner")).toHaveLength(2);
    expect(death(classic, 7)?.cause).toBe("exile");
    expect(ranked.rejected.some((r) => r.code === "vote.lover_partner")).toBe(false);
    expect(death(ranked, 5)?.cause).toBe("exile");
    expect(death(ranked, 9)?.cause).toBe("lover");
  });

  it("C13: a tied exile PK goes to the off-stage PK under classic, a peaceful day under ranked-s7 (R9)", () => {
    const { classic, ranked } = both("C13-exile-offstage-pk-tied-stay-silent-pk-voters-vote-again.json");
    expect(death(classic, 5)?.cause).toBe("exile");
    expect(classic.votes.at(-1)?.round).toBe("exile_offstage");
    expect(ranked.deaths).toEqual([]);
    expect(ranked.votes.at(-1)?.round).toBe("exile_pk");
  });

  it("C14: a silent sheriff costs a no-show under ranked-s7 only, and only classic asks him again on day 2", () => {
    const { classic, ranked } = both("C14-sheriff-picks-direction-every-day-silence-is-dice-without-no-show.json");
    expect(classic.noShows).toEqual({});
    expect(ranked.noShows).toEqual({ "3": 1 });
  });

  it("C17: a hidden wolf's boom is a wolf's boom under classic, a drowning under ranked-s7 (R19)", () => {
    const { classic, ranked } = both("C17-non-wolf-and-hidden-wolf-boom-like-a-wolf-no-drowning.json");
    expect(death(classic, 9)?.cause).toBe("self_destruct");
    expect(death(ranked, 9)?.cause).toBe("drowned");
    expect(death(classic, 1)?.lastWords).toBe(false);
    expect(death(ranked, 1)?.lastWords).toBe(true);
  });
});

describe("classic policies a scenario does not show", () => {
  it("ranked-s7 keeps its values for every policy classic changes", () => {
    expect(RANKED_S7.election).toMatchObject({ withdrawWindow: true, ties: ["pk"], boom: "badge_lost" });
    expect(RANKED_S7.exile).toMatchObject({ ties: ["pk"], loverBallot: "any" });
    expect(RANKED_S7.lastWords).toMatchObject({ nights: "first_night", boom: "boomer" });
    expect(RANKED_S7.penalties).toMatchObject({
      noShows: "counted",
      noShowsToDrown: 2,
      warningsToMute: 2,
      boomDrowns: true,
    });
    expect(RANKED_S7.roles).toMatchObject({ loversLearn: "seat", cupidCamp: "pair", witchSelfSave: "never" });
    expect(RANKED_S7.win.boundVotes).toBe(true);
  });

  it("classic is registered with its policies (C2–C14)", () => {
    expect(rulesetOf("classic")).toBe(CLASSIC);
    expect(CLASSIC.election.ties).toEqual(["pk", "offstage"]);
    expect(CLASSIC.exile.ties).toEqual(["pk", "offstage"]);
    expect(CLASSIC.sheriff).toMatchObject({ direction: "every_day", orderSilence: "dice" });
    expect(CLASSIC.scoring).toBe("none");
    expect(CLASSIC.roles.noShotCauses).toEqual(["poison", "lover", "self_destruct", "penalty"]);
  });

  it("C2: a finished classic game scores no ranked points, the same game under ranked-s7 does", () => {
    const { classic, ranked } = both("C10-C11-human-wolf-pair-is-the-third-camp-alone-cupid-must-go-too.json");
    expect(classic.points).toEqual({});
    expect(Object.keys(ranked.points).length).toBeGreaterThan(0);
  });

  it("C10: a linking cupid who is not a lover wins with the village, whatever the pair", () => {
    const setup = (ruleset: string) => ({
      ruleset,
      board: "custom",
      deal: { "1": "werewolf", "2": "werewolf", "3": "cupid", "4": "seer", "5": "villager", "6": "villager" } as const,
      seed: 1,
    });
    const camp = (ruleset: string) => {
      const created = createGame(setup(ruleset), { nowMs: 0 });
      if (!created.ok) throw new Error("setup");
      let s: GameState = fold(created.events);
      const d = decide(s, { type: "act", seat: 3, act: "link", target: [1, 5] }, { nowMs: 1000 });
      if (!d.ok) throw new Error(d.reject.code);
      s = fold([...created.events, ...(d.events as GameEvent[])]);
      return [campOf(s, s.seats[2]), campOf(s, s.seats[0]), campOf(s, s.seats[4])];
    };
    expect(camp("classic")).toEqual(["villagers", "lovers", "lovers"]);
    expect(camp("ranked-s7")).toEqual(["lovers", "lovers", "lovers"]);
  });

  it("C2: the wolves'-room ruling does not exist under classic", () => {
    const created = createGame(
      {
        ruleset: "classic",
        board: "334-classic",
        deal: loadScenario(join(CASES, "C7-knifed-witch-saves-herself-one-potion-a-night.json")).deal as never,
        seed: 1,
      },
      { nowMs: 0 },
    );
    if (!created.ok) throw new Error("setup");
    const d = decide(fold(created.events), { type: "judge", ruling: "wolf_talk", seat: 2 }, { nowMs: 1 });
    expect(d.ok ? null : d.reject.code).toBe("judge.not_in_ruleset");
    expect(gamePoints(fold(created.events))).toEqual({});
  });
});

describe("classic random games (autoplay)", () => {
  it("end with a winner on every ranked board (C16) and replay from their events alone", () => {
    const notEnded: string[] = [];
    const rounds = new Set<string>();
    for (const b of BOARDS)
      for (let seed = 1; seed <= 6; seed++) {
        const g = playRandomGame(b.id, seed, undefined, undefined, undefined, "classic");
        if (g.state.phase.kind !== "ended" || g.state.winner === null) notEnded.push(`${b.id}/${seed}`);
        expect(fold(g.events)).toEqual(g.state);
        expect(g.state.seats.every((x) => x.noShows === 0)).toBe(true);
        for (const v of g.state.record.votes) rounds.add(v.round);
      }
    expect(notEnded).toEqual([]);
    expect(rounds.has("exile_offstage")).toBe(true);
  });
});
