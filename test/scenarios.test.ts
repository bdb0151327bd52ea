/**
 * Every scenario case through the real engine, with `--check` semantics:
 * the shared cases whose board the engine supports (every card implemented) and our own under
 * test/scenarios/. Each run is also replayed from its event log alone and must fold to the same state.
 */
import { readFileSync } from "node:fs";
import { basename } from "node:path";
import { describe, expect, it } from "vitest";
import { ALL_BOARDS } from "../src/engine/boards.ts";
import { fold } from "../src/engine/evolve.ts";
import { roleSpec } from "../src/engine/roles/index.ts";
import { RULESETS } from "../src/engine/rulesets/index.ts";
import { compare } from "../src/scenario/check.ts";
import { runScenario } from "../src/scenario/runner.ts";
import { jsonFiles, loadScenario, OWN_SCENARIOS, SHARED_SCENARIOS } from "./helpers.ts";

/** Boards whose every card is implemented (all ten once issue #5 is done). */
const SUPPORTED = new Set(ALL_BOARDS.filter((b) => b.cards.every((c) => roleSpec(c).implemented)).map((b) => b.id));

function check(path: string) {
  const sc = loadScenario(path);
  const { outcome, replay } = runScenario(sc);
  expect(compare(sc.expect ?? {}, outcome, sc.steps)).toEqual([]);
  expect(fold(replay.events)).toEqual(replay.state);
}

/** The ruleset a file names, read before parsing: files of rulesets not implemented yet are not loaded. */
function rulesetNamed(path: string): string {
  const raw = JSON.parse(readFileSync(path, "utf8")) as { ruleset?: unknown };
  return typeof raw.ruleset === "string" ? raw.ruleset : "ranked-s7";
}

/**
 * Shared cases that wait for a part of the engine still being built (issue 11: the forum-25
 * night side). Listed, not hidden: each shows as skipped; remove its name once it passes.
 */
const PENDING = new Set<string>([]);

describe("shared scenarios (../shared/scenarios) of the implemented rulesets, on the supported boards", () => {
  const files = jsonFiles(SHARED_SCENARIOS).filter(
    (f) => Object.hasOwn(RULESETS, rulesetNamed(f)) && SUPPORTED.has(loadScenario(f).board),
  );
  it("finds the shared cases", () => expect(files.length).toBeGreaterThanOrEqual(17));
  for (const f of files) (PENDING.has(basename(f)) ? it.skip : it)(basename(f), () => check(f));
});

describe("own scenarios (test/scenarios)", () => {
  const files = jsonFiles(OWN_SCENARIOS);
  it("has at least 30 cases", () => expect(files.length).toBeGreaterThanOrEqual(30));
  for (const f of files) it(basename(f, ".json"), () => check(f));
});
