/**
 * Paced nights (live rooms, setup `paceNights`): a night never resolves before its knife window is
 * over (000 §八(三)2: 5 min the first night), so its length tells nobody who is dead or has
 * nothing left to do (000 §八(三)1). Scenarios leave it off and are not waited for.
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

describe("000 §八(三)1-2: a paced night lasts its knife window", () => {
  it("unpaced (the scenario contract): the night resolves as soon as everyone is done", () => {
    const g = game(false);
    night1(g);
    expect(g.state.phase.kind).toBe("signup");
  });

  it("paced: everyone done after seconds, but dawn comes only when the 5-minute knife window ends", () => {
    const g = game(true);
    g.wait(10);
    night1(g);
    expect(g.state.phase.kind).toBe("night");
    expect(g.state.timers.find((t) => t.kind === "dawn")?.dueMs).toBe(300_000);
    g.wait(289);
    expect(g.state.phase.kind).toBe("night");
    g.wait(1);
    expect(g.state.phase.kind).toBe("signup");
    expect(g.state.record.deaths).toEqual([{ seat: 1, at: "N1", cause: "wolf", lastWords: true }]);
    expect(JSON.parse(JSON.stringify(fold(g.events)))).toEqual(JSON.parse(JSON.stringify(g.state)));
  });

  it("paced: a knife agreed only at the deadline resolves at once (no extra wait)", () => {
    const g = game(true);
    play(g, [4, "pass"], [2, "check", 3]);
    g.wait(300);
    expect(g.state.phase.kind).toBe("signup");
  });
});
