/**
 * Contract: `decide` never changes the state it is given, and neither do `evolve` and `fold`
 * (their copies share unchanged parts with it, src/engine/clone.ts). Every command of every own
 * scenario case and of random games on every board of each playable ruleset is also decided
 * against a deep-frozen copy of the state: a write into it throws, and the decision and the
 * folded state must equal those of the live run.
 */
import { join } from "node:path";
import { isDeepStrictEqual } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decide } from "../../src/engine/engine.ts";
import { evolve, fold } from "../../src/engine/evolve.ts";
import { RULESETS } from "../../src/engine/rulesets/index.ts";
import type { Command, GameState } from "../../src/engine/types.ts";
import { Replay, runScenario } from "../../src/scenario/runner.ts";
import { playRandomGame } from "../../src/sim/autoplay.ts";
import { jsonFiles, loadScenario, OWN_SCENARIOS } from "../helpers.ts";

/** `v` and everything reachable from it, frozen. */
function deepFreeze<T>(v: T): T {
  if (v !== null && typeof v === "object" && !Object.isFrozen(v)) {
    Object.freeze(v);
    for (const x of Object.values(v)) deepFreeze(x);
  }
  return v;
}

/**
 * `expect(got).toEqual(want)`, asked only when the two differ strictly (Node's comparison, several
 * times quicker on these states): strictly equal values are equal for `toEqual` too, so the
 * outcome is the same and a difference still fails with Vitest's diff (issue 24 goal 5: Vitest's
 * comparisons were a third of this file's CPU).
 */
function same(got: unknown, want: unknown): void {
  if (!isDeepStrictEqual(got, want)) expect(got).toEqual(want);
}

let checked = 0;
const run = Replay.prototype.run;

beforeAll(() => {
  // Every command any Replay runs is first decided against a frozen copy of its state.
  Replay.prototype.run = function (this: Replay, cmd: Command) {
    const frozen = deepFreeze(structuredClone(this.state));
    const d = decide(frozen, cmd, { nowMs: this.nowMs });
    const reject = run.call(this, cmd);
    same(d.ok ? null : d.reject, reject);
    if (d.ok) {
      same(fold(d.events, frozen), this.state);
      let s: GameState = frozen;
      for (const e of d.events) s = evolve(deepFreeze(s), e);
      same(s, this.state);
    }
    checked++;
    return reject;
  };
});
afterAll(() => {
  Replay.prototype.run = run;
});

// CPU-bound (a deep copy and freeze per command, ~6 s alone): a busy machine stretched one to 40 s,
// past Vitest's 30 s default. The limit only guards against a hang; nothing here measures time.
const CPU_BOUND_MS = 180_000;

describe("decide, evolve and fold leave their input state alone", { timeout: CPU_BOUND_MS }, () => {
  it("own scenario cases", () => {
    for (const f of jsonFiles(OWN_SCENARIOS)) runScenario(loadScenario(f));
    expect(checked).toBeGreaterThan(1000);
  });
  it("forum-hk's own cases (its random games: test/engine/hk/robustness.test.ts)", () => {
    const before = checked;
    for (const f of jsonFiles(join(OWN_SCENARIOS, "hk"))) runScenario(loadScenario(f));
    expect(checked - before).toBeGreaterThan(1000);
  });
  for (const rules of Object.values(RULESETS).filter((r) => r.plan.calendar !== "hk"))
    it(`random games of ${rules.id}, every board`, () => {
      for (const board of rules.boards)
        for (let seed = 1; seed <= 3; seed++) {
          const g = playRandomGame(board, seed, undefined, undefined, undefined, rules.id);
          expect(g.state.phase.kind).toBe("ended");
        }
    });
});
