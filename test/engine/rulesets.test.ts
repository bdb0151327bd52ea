/**
 * Rulesets as data (issue 10 item 1): `defineRuleset` builds a ruleset as a diff over ranked-s7,
 * and the engine reads the policies where the rule applies (here: the win model, bound votes and
 * the sheriff's weight, 000 §七7, R18, 000 §八(六)2; the hunter's no-shot causes, 000 §八(二)10;
 * the thief's void pairs, 000 §八(十)2).
 */
import { describe, expect, it } from "vitest";
import { validateSetup } from "../../src/engine/engine.ts";
import { fold } from "../../src/engine/evolve.ts";
import { orderTimeout } from "../../src/engine/families/timed/day.ts";
import { nightAct } from "../../src/engine/families/timed/night.ts";
import { noShow } from "../../src/engine/families/timed/penalties.ts";
import { speechAct } from "../../src/engine/families/timed/speaking.ts";
import { next } from "../../src/engine/plan.ts";
import { roleSpec } from "../../src/engine/roles/index.ts";
import { defineRuleset, RANKED_S7, rulesetByName, rulesetOf, sheriffWeight } from "../../src/engine/rulesets/index.ts";
import { Tx } from "../../src/engine/tx.ts";
import { winnerOf } from "../../src/engine/win/index.ts";
import { runScenario } from "../../src/scenario/runner.ts";
import { loadScenario, OWN_SCENARIOS } from "../helpers.ts";

describe("defineRuleset", () => {
  const diff = defineRuleset(RANKED_S7, {
    id: "classic",
    seed: "001",
    sheriff: { direction: "every_day", orderSilence: "dice" },
    roles: { thiefVoidBottoms: [] },
  });

  it("replaces the fields a diff gives and keeps every other field of the base section", () => {
    expect(diff.id).toBe("classic");
    expect(diff.sheriff).toEqual({ ...RANKED_S7.sheriff, direction: "every_day", orderSilence: "dice" });
    expect(diff.roles).toEqual({ ...RANKED_S7.roles, thiefVoidBottoms: [] });
    expect(diff.seconds).toEqual(RANKED_S7.seconds);
    expect(diff.penalties).toEqual(RANKED_S7.penalties);
  });

  it("leaves the base untouched", () => {
    expect(RANKED_S7.sheriff.direction).toBe("first_day_then_alternate");
    expect(RANKED_S7.roles.thiefVoidBottoms).toHaveLength(2);
  });
});

describe("the ruleset lookup", () => {
  it("finds ranked-s7 by the setup's id and refuses an id that is not playable yet", () => {
    expect(rulesetOf("ranked-s7")).toBe(RANKED_S7);
    expect(() => rulesetOf("forum-99")).toThrow(/unknown ruleset/);
    const setup = loadScenario(`${OWN_SCENARIOS}/night/R18-bound-votes-wolves-win.json`);
    expect(validateSetup({ ruleset: "forum-99", board: setup.board, deal: setup.deal, seed: 1 } as never)?.code).toBe(
      "setup.ruleset",
    );
  });

  it("plays each ruleset's own boards only: a ranked board under table, a table board under ranked-s7 are refused", () => {
    const setup = loadScenario(`${OWN_SCENARIOS}/night/R18-bound-votes-wolves-win.json`);
    expect(validateSetup({ ruleset: "table", board: setup.board, deal: setup.deal, seed: 1 } as never)?.code).toBe(
      "setup.board",
    );
    const deal = Object.fromEntries(
      ["werewolf", "werewolf", "werewolf", "seer", "witch", "hunter", "villager", "villager", "villager"].map(
        (r, i) => [String(i + 1), r],
      ),
    );
    expect(validateSetup({ ruleset: "table", board: "table-9", deal, seed: 1 } as never)).toBeNull();
    expect(validateSetup({ ruleset: "ranked-s7", board: "table-9", deal, seed: 1 } as never)?.code).toBe("setup.board");
    expect(rulesetByName("经典")?.id).toBe("classic");
    expect(rulesetByName("桌游")?.id).toBe("table");
    expect(rulesetByName("麻将")).toBeUndefined();
  });
});

describe("win policies are read from the ruleset (000 §七7, R18)", () => {
  // Two wolves, one the sheriff (1.5), against two others: bound votes under ranked-s7.
  const { replay } = runScenario(loadScenario(`${OWN_SCENARIOS}/night/R18-bound-votes-sheriff-counts-1-5.json`));
  const s = replay.state;

  it("ranked-s7: the wolves win by bound votes, the sheriff weighing 1.5", () => {
    expect(winnerOf(s, RANKED_S7)).toBe("wolves");
  });

  it("without bound votes (win.boundVotes false) nobody has won yet", () => {
    expect(
      winnerOf(s, defineRuleset(RANKED_S7, { id: "classic", seed: "001", win: { boundVotes: false } })),
    ).toBeNull();
  });

  it("a sheriff weighing 1 leaves two against two: no bound votes", () => {
    const one = { weight: 1, steps: [] };
    expect(winnerOf(s, defineRuleset(RANKED_S7, { id: "classic", seed: "001", sheriff: { weight: one } }))).toBeNull();
  });

  it("the weight is a function of the living: with 4 alive a step above 3 applies, one above 4 does not", () => {
    expect(s.seats.filter((x) => x.alive)).toHaveLength(4);
    const above = (moreThan: number) =>
      defineRuleset(RANKED_S7, {
        id: "table",
        seed: "003",
        sheriff: { weight: { weight: 1.5, steps: [{ moreThan, weight: 1 }] } },
      });
    expect(sheriffWeight(above(3), 4)).toBe(1);
    expect(winnerOf(s, above(3))).toBeNull();
    expect(sheriffWeight(above(4), 4)).toBe(1.5);
    expect(winnerOf(s, above(4))).toBe("wolves");
  });

  it("the knife's own check leaves bound votes out (R18 at night, R23)", () => {
    expect(winnerOf(s, RANKED_S7, { boundVotes: false })).toBeNull();
  });
});

describe("the hunter's no-shot causes are the ruleset's (000 §八(二)10, R21)", () => {
  const { replay } = runScenario(loadScenario(`${OWN_SCENARIOS}/night/R18-bound-votes-wolves-win.json`));
  const dead = (cause: "dream" | "lover" | "wolf") => ({ ...replay.state.seats[0], alive: false, cause, mem: {} });
  const shoots = roleSpec("hunter").shootsOnDeath;
  const poisonAndLoveOnly = defineRuleset(RANKED_S7, {
    id: "classic",
    seed: "001",
    roles: { noShotCauses: ["poison", "lover"] },
  });

  it("ranked-s7: no shot after a dream or love death, a shot after the knife", () => {
    expect(shoots?.(dead("dream"), RANKED_S7)).toBe(false);
    expect(shoots?.(dead("lover"), RANKED_S7)).toBe(false);
    expect(shoots?.(dead("wolf"), RANKED_S7)).toBe(true);
  });

  it("a ruleset whose no-shot causes are poison and love only lets a dreamed-out hunter shoot", () => {
    expect(shoots?.(dead("dream"), poisonAndLoveOnly)).toBe(true);
    expect(shoots?.(dead("lover"), poisonAndLoveOnly)).toBe(false);
  });
});

describe("rounds of day speeches are the plan's, read from the ruleset (speeches.dayRounds)", () => {
  // Day 1 after the sheriff's `order`: the first day speaker is called.
  const sc = loadScenario(`${OWN_SCENARIOS}/day/R4-sheriff-speaks-last-order-alternates.json`);
  const { replay } = runScenario({ ...sc, steps: sc.steps.slice(0, 25), expect: {} });

  /** Ends every turn until the speeches are over; the turns given and the events. */
  function speakAll(rules: typeof RANKED_S7) {
    const tx = new Tx(structuredClone(replay.state), replay.nowMs, next, rules);
    const turns: number[] = [];
    while (tx.s.phase.kind === "speaking" && tx.s.phase.purpose === "day") {
      const seat = tx.s.phase.queue[tx.s.phase.idx];
      turns.push(seat);
      expect(speechAct(tx, seat, "end_speech")).toBeNull();
    }
    return { tx, turns };
  }

  it("ranked-s7: one round (12 living, the sheriff 5 last), then the exile vote", () => {
    const { tx, turns } = speakAll(RANKED_S7);
    expect(turns).toEqual([6, 7, 8, 9, 10, 11, 12, 1, 2, 3, 4, 5]);
    expect(tx.s.phase.kind).toBe("vote");
  });

  it("two rounds on day 1: the same order twice, then the vote; the events fold to the state", () => {
    const two = defineRuleset(RANKED_S7, { id: "table", seed: "003", speeches: { dayRounds: { first: 2, later: 1 } } });
    const { tx, turns } = speakAll(two);
    expect(turns).toEqual([6, 7, 8, 9, 10, 11, 12, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 1, 2, 3, 4, 5]);
    expect(tx.s.phase.kind).toBe("vote");
    expect(fold([...replay.events, ...tx.events])).toEqual(tx.s);
  });
});

describe("the sheriff's direction rule and a silent order are the ruleset's (R4, 000 §八(四)12)", () => {
  // The sheriff 5 chose `up` on day 1; night 2 waits for the seer's check (step 56).
  const sc = loadScenario(`${OWN_SCENARIOS}/day/R4-sheriff-speaks-last-order-alternates.json`);
  const { replay } = runScenario({ ...sc, steps: sc.steps.slice(0, 56), expect: {} });
  const dawn2 = (rules: typeof RANKED_S7) => {
    const tx = new Tx(structuredClone(replay.state), replay.nowMs, next, rules);
    expect(nightAct(tx, 2, "check", 10)).toBeNull();
    return tx;
  };
  const everyDay = (orderSilence: "dice" | "dice_and_no_show") =>
    defineRuleset(RANKED_S7, { id: "classic", seed: "001", sheriff: { direction: "every_day", orderSilence } });

  it("ranked-s7: day 2 alternates (down) without asking the sheriff", () => {
    const tx = dawn2(RANKED_S7);
    expect(tx.s.phase.kind).toBe("speaking");
    expect(tx.s.lastOrder).toMatchObject({ day: 2, dir: "down" });
  });

  it("every_day: the sheriff is asked again on day 2", () => {
    expect(dawn2(everyDay("dice")).s.phase).toMatchObject({ kind: "order", seat: 5 });
  });

  it("a silent order: dice and a no-show under ranked-s7's rule, dice alone under `dice`", () => {
    for (const [silence, noShows] of [
      ["dice_and_no_show", 1],
      ["dice", 0],
    ] as const) {
      const tx = dawn2(everyDay(silence));
      orderTimeout(tx);
      expect(tx.s.seats[4].noShows).toBe(noShows);
      expect(tx.s.phase).toMatchObject({ kind: "speaking", purpose: "day" });
    }
  });
});

describe("drowning by no-shows is the ruleset's (000 §九4②, penalties.noShowsToDrown)", () => {
  const { replay } = runScenario(loadScenario(`${OWN_SCENARIOS}/day/R4-sheriff-speaks-last-order-alternates.json`));
  const twice = (rules: typeof RANKED_S7) => {
    const tx = new Tx(structuredClone(replay.state), replay.nowMs, next, rules);
    noShow(tx, 9);
    noShow(tx, 9);
    return tx.s.seats[8];
  };
  it("ranked-s7: the second no-show drowns", () => {
    expect(twice(RANKED_S7)).toMatchObject({ alive: false, cause: "drowned", noShows: 2 });
  });
  it("null: nobody drowns", () => {
    const none = defineRuleset(RANKED_S7, {
      id: "classic",
      seed: "001",
      penalties: { noShowsToDrown: null },
    });
    expect(twice(none)).toMatchObject({ alive: true, noShows: 2 });
  });
});

describe("the thief's void pairs are the ruleset's (000 §八(十)2)", () => {
  const voids = roleSpec("thief").voidsDeal;
  it("ranked-s7: wolf+wolf and wolf+thief void the deal, in either order", () => {
    const pairs = RANKED_S7.roles.thiefVoidBottoms;
    expect(voids?.(["werewolf", "wolf_king"], pairs)).toBe("wolf_wolf");
    expect(voids?.(["thief", "werewolf"], pairs)).toBe("wolf_thief");
    expect(voids?.(["werewolf", "villager"], pairs)).toBeNull();
  });
  it("a ruleset without void pairs never voids", () => {
    expect(voids?.(["werewolf", "werewolf"], [])).toBeNull();
  });
});
