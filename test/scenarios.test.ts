/**
 * Every scenario case through the real engine, with `--check` semantics:
 * the shared cases whose board the engine supports (000 §六 boards 3, 6, 8) and our own under
 * test/scenarios/. Each run is also replayed from its event log alone and must fold to the same state.
 */
import { basename } from "node:path";
import { describe, expect, it } from "vitest";
import { fold } from "../src/engine/evolve.ts";
import { compare } from "../src/scenario/check.ts";
import { runScenario } from "../src/scenario/runner.ts";
import { jsonFiles, loadScenario, OWN_SCENARIOS, SHARED_SCENARIOS } from "./helpers.ts";

const SUPPORTED = new Set(["444-guard-wolfking", "444-idiot", "334-classic"]);

function check(path: string) {
  const sc = loadScenario(path);
  const { outcome, replay } = runScenario(sc);
  expect(compare(sc.expect ?? {}, outcome, sc.steps)).toEqual([]);
  expect(fold(replay.events)).toEqual(replay.state);
}

describe("shared scenarios (../shared/scenarios) on boards 3, 6, 8", () => {
  const files = jsonFiles(SHARED_SCENARIOS).filter((f) => SUPPORTED.has(loadScenario(f).board));
  it("finds the shared cases", () => expect(files.length).toBeGreaterThanOrEqual(17));
  for (const f of files) it(basename(f), () => check(f));
});

describe("own scenarios (test/scenarios)", () => {
  const files = jsonFiles(OWN_SCENARIOS);
  it("has at least 30 cases", () => expect(files.length).toBeGreaterThanOrEqual(30));
  for (const f of files) it(basename(f, ".json"), () => check(f));
});
