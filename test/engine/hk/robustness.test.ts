/**
 * forum-hk under bad input and odd sequences (seed 002; scenario-format.md `### forum-hk`): drawn deals
 * (HK2, HK3) played forward with seeded random acts — legal-ish ones of each card, every other act id,
 * wrong value types, seats and targets out of range, judge steps with odd values, steps on the edges
 * of the windows (09:00, 20:00, the close, C+10, C+20, C+35, C+50, C+60, C+70). Nothing may throw but a
 * ScenarioError; every refusal has a Chinese reason players can read; the log folds to the state.
 */
import { describe, expect, it } from "vitest";
import { fold } from "../../../src/engine/evolve.ts";
import { runScenario } from "../../../src/scenario/runner.ts";
import { parseScenario, ScenarioError } from "../../../src/scenario/schema.ts";
import { hkRun } from "../roles/hk/helpers.ts";
import { randomSteps } from "./random-steps.ts";

const BASE = { format: "werewolf-scenario/1", ruleset: "forum-hk", startAt: "2024-06-10T08:00" };

/**
 * A reason players cannot read: no Chinese, something unrendered (`undefined`, `NaN`, `null`,
 * `[object …]`), a ruling number, or an English word outside the “quoted” echo of what was sent.
 */
function badReason(reason: string): boolean {
  if (!/[\u4e00-\u9fff]/.test(reason) || /undefined|NaN|null|\[object|HK\d|\bR\d/.test(reason)) return true;
  return /[A-Za-z]{3,}/.test(reason.replace(/“[^”]*”/g, ""));
}

/** Plays `steps` on a drawn deal; a malformed file may stop it (ScenarioError), nothing else may. */
function playDrawn(seed: number, steps: unknown[]) {
  try {
    return runScenario(parseScenario({ ...BASE, board: "forum-hk", deal: "draw", seed, steps }));
  } catch (e) {
    if (e instanceof ScenarioError) return null;
    throw e;
  }
}

describe("forum-hk robustness: drawn deals under random acts (HK2, HK3, HK8, HK13)", () => {
  const GAMES = 200;
  const STEPS = 120;
  const stats = { drawn: 0, refused: 0, stopped: 0, ended: 0, rejects: 0, accepted: 0 };
  for (let seed = 1; seed <= GAMES; seed++) {
    it(`seed ${seed}: draws or refuses cleanly, plays ${STEPS} random steps, folds from its log`, () => {
      const empty = playDrawn(seed, []);
      if (!empty) {
        stats.refused++;
        return;
      }
      stats.drawn++;
      const deal = empty.outcome.deal ?? {};
      expect(Object.keys(deal).length).toBeGreaterThanOrEqual(6);
      const steps = randomSteps(seed, STEPS, deal);
      const run = playDrawn(seed, steps);
      if (!run) {
        stats.stopped++;
        return;
      }
      const { outcome, replay } = run;
      for (const r of outcome.rejected) expect(badReason(r.reason), `${r.code}: ${r.reason}`).toBe(false);
      expect(fold(replay.events)).toEqual(replay.state);
      // The same file gives the same game (no hidden randomness).
      const again = playDrawn(seed, steps);
      expect(again?.outcome).toEqual(outcome);
      if (outcome.winner !== null || outcome.ended !== null) {
        stats.ended++;
        // Once the game has ended every later step is rejected: no event after the end.
        expect(replay.state.endedAt).not.toBeNull();
      }
      stats.rejects += outcome.rejected.length;
      stats.accepted += steps.length - outcome.rejected.length;
    });
  }
  it("the property runs really drew, played and ended games", () => {
    expect(stats.drawn).toBeGreaterThan(GAMES / 2);
    expect(stats.accepted).toBeGreaterThan(GAMES * 10);
    expect(stats.ended).toBeGreaterThan(0);
  });
});

describe("forum-hk robustness: refusals found by the property runs", () => {
  const reasons = (steps: unknown[]) => hkRun(steps).outcome.rejected.map((r) => [r.code, r.reason]);

  it("a skill of another card is named in Chinese, not by its act id (act.not_yours)", () => {
    // Seat 2 is the seer: 诽谤 is the crow's.
    expect(reasons([{ at: "N1 21:30", seat: 2, act: "slander", target: 3 }])).toEqual([
      ["act.not_yours", "2号的身份没有“诽谤”技能，或现在不能使用。"],
    ]);
  });

  it("an act forum-hk does not have names neither forum-25 nor a raw id (act.not_in_ruleset)", () => {
    const [[code, reason]] = reasons([{ at: "S 09:00", seat: 2, act: "self_destruct" }]);
    expect(code).toBe("act.not_in_ruleset");
    expect(reason).toBe("空洞骑士规则没有这个操作。");
  });

  it("a judge ruling forum-hk does not have names the ruleset in Chinese (judge.not_in_ruleset)", () => {
    expect(reasons([{ at: "S 09:00", judge: "warn", seat: 2 }])).toEqual([
      ["judge.not_in_ruleset", "空洞骑士规则没有这项法官裁决。"],
    ]);
  });

  it("a sense without a target asks for a seat, not “null” (target.required)", () => {
    expect(reasons([{ at: "N1 21:30", seat: 4, act: "sense", target: null }])).toEqual([
      ["target.required", "请指定一个座位号。"],
    ]);
  });

  it("a speed_up without a time asks for one, not “null” (hk.speed_up_time)", () => {
    expect(reasons([{ at: "D1 10:00", judge: "speed_up" }])).toEqual([
      ["hk.speed_up_time", "请写明加速后的关门时间，例如“18:00”。"],
    ]);
  });

  it("camp_loses with a word that is no camp is refused and ends nothing (HK51, HK53)", () => {
    const { outcome } = hkRun([{ at: "S 09:00", judge: "camp_loses", value: "foo" }]);
    expect(outcome.rejected.map((r) => r.code)).toEqual(["hk.camp_id"]);
    expect(outcome.campsLost).toEqual([]);
  });
});
