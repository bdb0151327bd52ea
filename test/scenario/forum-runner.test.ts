/** The scenario runner under forum-25 (scenario-format.md, Steps and Setup fields): clock steps and malformed files. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runScenario } from "../../src/scenario/runner.ts";
import { parseScenario, ScenarioError } from "../../src/scenario/schema.ts";
import { SHARED_SCENARIOS } from "../helpers.ts";

const base = () => JSON.parse(readFileSync(join(SHARED_SCENARIOS, "FX-1.json"), "utf8"));
const run = (raw: unknown) => runScenario(parseScenario(raw));

describe("forum-25 scenario runner", () => {
  it("`at` moves the clock on the calendar; a time earlier than the clock is a bad step", () => {
    const sc = { ...base(), steps: [{ at: "D1 10:00" }, { at: "D1 09:59" }] };
    expect(() => run(sc)).toThrow(ScenarioError);
    expect(() => run(sc)).toThrow(/steps\.1\.at/);
    const ok = run({ ...base(), steps: [{ at: "N1 23:30" }] });
    expect(ok.replay.state.label).toBe("N1");
    // Nobody voted on day 1: a yellow each (F2), the sisters one more (F13).
    expect(Object.keys(ok.outcome.cards ?? {})).toHaveLength(25);
    expect(ok.outcome.cards?.["6"]).toEqual(["yellow", "yellow"]);
    expect(ok.outcome.cards?.["1"]).toEqual(["yellow"]);
  });

  it("startAt is required, and refused under another ruleset; an unknown tz is malformed", () => {
    const { startAt: _drop, ...noStart } = base();
    expect(() => run(noStart)).toThrow(/startAt/);
    expect(() => run({ ...base(), tz: "Mars/Base" })).toThrow(/tz/);
    const ranked = JSON.parse(readFileSync(join(SHARED_SCENARIOS, "WW-01.json"), "utf8"));
    expect(() => run({ ...ranked, startAt: "2024-01-01T10:00" })).toThrow(/startAt/);
    expect(() => run({ ...ranked, steps: [{ at: "D1 10:00" }] })).toThrow(/forum-25/);
  });

  it("end_speeches is rejected under forum-25; points and noShows are {}", () => {
    const { outcome } = run({ ...base(), steps: [{ act: "end_speeches" }] });
    expect(outcome.rejected.map((r) => r.step)).toEqual([0]);
    expect([outcome.points, outcome.noShows]).toEqual([{}, {}]);
  });
});
