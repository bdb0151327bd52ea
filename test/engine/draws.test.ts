/**
 * Draws by label with a counter (issue 22 goal 3, HK133): `Tx.drawNext` and `Tx.pick` derive each
 * draw from (seed, label, counter), the counter lives in the state and moves only by `drawn`
 * events, so two draws of one label in one phase differ and a replay draws the same.
 */
import { describe, expect, it } from "vitest";
import { cloneState } from "../../src/engine/clone.ts";
import { createGame } from "../../src/engine/engine.ts";
import { fold } from "../../src/engine/evolve.ts";
import { Tx } from "../../src/engine/tx.ts";
import type { GameEvent, GameState } from "../../src/engine/types.ts";
import { Replay, setupOf } from "../../src/scenario/runner.ts";
import { parseScenario } from "../../src/scenario/schema.ts";
import { rejectText } from "../../src/voice/texts.ts";
import { IDIOT_DEAL, newGame } from "../helpers.ts";

const noPlan = () => {};
const txOn = (s: GameState) => new Tx(cloneState(s), s.nowMs, noPlan);

/** Draws `k` values of `label` in [0, n) in one transaction on `s`: the values and the events. */
function drawMany(s: GameState, label: string, n: number, k: number) {
  const tx = txOn(s);
  const values = Array.from({ length: k }, () => tx.drawNext(label, n));
  return { values, events: tx.events, state: tx.s };
}

describe("labelled draws", () => {
  it("two draws of one label in one phase differ, and the same seed draws the same", () => {
    const g = newGame();
    const a = drawMany(g.state, "dream", 1_000_000, 8);
    // A million faces: eight draws that repeated the phase's value would all be equal.
    expect(new Set(a.values).size).toBe(8);
    expect(drawMany(g.state, "dream", 1_000_000, 8).values).toEqual(a.values);
    expect(a.state.draws).toEqual({ dream: 8 });
    // Another label has its own counter and its own values; the phase never changed.
    const tx = txOn(a.state);
    expect(tx.drawNext("idol", 1_000_000)).not.toBe(a.values[0]);
    expect(tx.s.draws).toEqual({ dream: 8, idol: 1 });
    expect(tx.s.phaseSeq).toBe(g.state.phaseSeq);
  });

  it("a replay (fold of the events, through JSON) reaches the same counters and draws on the same", () => {
    const g = newGame();
    const first = drawMany(g.state, "kill_source", 1_000_000, 3);
    const events: GameEvent[] = JSON.parse(JSON.stringify([...g.events, ...first.events]));
    const replayed = fold(events);
    expect(replayed.draws).toEqual({ kill_source: 3 });
    expect(JSON.parse(JSON.stringify(replayed))).toEqual(JSON.parse(JSON.stringify(first.state)));
    // The fourth draw is the same whether it follows the live state or the replayed one.
    const live = txOn(first.state).drawNext("kill_source", 1_000_000);
    const again = txOn(JSON.parse(JSON.stringify(replayed))).drawNext("kill_source", 1_000_000);
    expect(again).toBe(live);
    expect(first.values).not.toContain(live);
  });

  it("the existing per-phase draw is untouched: it repeats within a phase", () => {
    const g = newGame();
    const tx = txOn(g.state);
    expect(tx.draw("badge", 1_000_000)).toBe(tx.draw("badge", 1_000_000));
    expect(tx.events).toEqual([]);
  });

  it("pick takes the setup's queued choices first, refuses one that is no option, then the seed", () => {
    const g = new Replay({
      ruleset: "ranked-s7",
      board: "444-idiot",
      deal: IDIOT_DEAL as never,
      seed: 1,
      dice: [1],
      draws: { dream: [6, 99], heretics: [[2, 3]] },
    });
    const tx = txOn(g.state);
    const seats = [2, 3, 4, 5, 6, 7];
    expect(tx.pick("dream", seats)).toBe(6);
    const second = tx.pick("dream", seats);
    expect(seats).toContain(second);
    expect(
      tx.pick("heretics", [
        [2, 4],
        [2, 3],
      ]),
    ).toEqual([2, 3]);
    expect(tx.pick("dream", [])).toBeNull();
    expect(tx.events.map(({ atMs, ...e }) => e)).toEqual([
      { type: "drawn", label: "dream", value: 4, queued: true },
      { type: "drawn", label: "dream", value: seats.indexOf(second as number), refused: 99 },
      { type: "drawn", label: "heretics", value: 1, queued: true },
    ]);
    expect(tx.s.draws).toEqual({ dream: 2, heretics: 1 });
  });

  it("a malformed draws queue is a setup reject, never a throw", () => {
    const setup = { ruleset: "ranked-s7", board: "444-idiot", deal: IDIOT_DEAL as never, seed: 1 };
    const bad = createGame({ ...setup, draws: { dream: 6 } as never }, { nowMs: 0 });
    expect(bad).toEqual({ ok: false, reject: { code: "setup.draws", field: "draws" } });
    expect(rejectText(bad.ok ? { code: "" } : bad.reject)).toMatch(/列表/);
    expect(createGame({ ...setup, draws: { dream: [6] } }, { nowMs: 0 }).ok).toBe(true);
  });
});

describe("a scenario's draws queue", () => {
  it("parses and reaches the setup; a file without it has none", () => {
    const base = { format: "werewolf-scenario/1", board: "444-idiot", deal: IDIOT_DEAL, steps: [] };
    expect(setupOf(parseScenario({ ...base, draws: { dream: [6], heretics: [[2, 3]] } })).draws).toEqual({
      dream: [6],
      heretics: [[2, 3]],
    });
    expect("draws" in setupOf(parseScenario(base))).toBe(false);
    expect(() => parseScenario({ ...base, draws: { dream: 6 } })).toThrow(/draws\.dream/);
  });
});
