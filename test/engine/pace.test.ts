/**
 * Paced nights (live rooms, setup `paceNights`): a night lasts the board's longest night — with a
 * witch card, the knife's window (000 §八(三)2: 5 min the first night) and then hers from its
 * deadline (R27) — so its length tells nobody who is dead, spent or quick (000 §八(三)1, issue 25
 * item 7; test/engine/night-length.test.ts). Scenarios leave it off and are not waited for.
 */
import { describe, expect, it } from "vitest";
import { fold } from "../../src/engine/evolve.ts";
import { Replay } from "../../src/scenario/runner.ts";
import { IDIOT_DEAL, play } from "../helpers.ts";

const game = (paceNights: boolean) =>
  new Replay({
    ruleset: "ranked-s7",
    board: "444-idiot",
    deal: IDIOT_DEAL,
    seed: 1,
    dice: [1],
    ...(paceNights ? { paceNights } : {}),
  });
const night1 = (g: Replay) =>
  play(g, [3, "kill", 1], [6, "kill", 1], [10, "kill", 1], [12, "kill", 1], [4, "pass"], [2, "check", 3]);

describe("000 §八(三)1-2: a paced night lasts the knife's window and the witch's after it", () => {
  it("unpaced (the scenario contract): the night resolves as soon as everyone is done", () => {
    const g = game(false);
    night1(g);
    expect(g.state.phase.kind).toBe("signup");
  });

  it("paced: everyone done after seconds, but dawn comes only after 5 + 3 minutes", () => {
    const g = game(true);
    g.wait(10);
    night1(g);
    expect(g.state.phase.kind).toBe("night");
    expect(g.state.timers.find((t) => t.kind === "dawn")?.dueMs).toBe(480_000);
    g.wait(469);
    expect(g.state.phase.kind).toBe("night");
    g.wait(1);
    expect(g.state.phase.kind).toBe("signup");
    expect(g.state.record.deaths).toEqual([{ seat: 1, at: "N1", cause: "wolf", lastWords: true }]);
    expect(JSON.parse(JSON.stringify(fold(g.events)))).toEqual(JSON.parse(JSON.stringify(g.state)));
  });

  it("paced: a knife left to its deadline ends the night at the same time (the witch's window after it)", () => {
    const g = game(true);
    play(g, [4, "pass"], [2, "check", 3]);
    g.wait(479);
    expect(g.state.phase.kind).toBe("night");
    g.wait(1);
    expect(g.state.phase.kind).toBe("signup");
  });
});
