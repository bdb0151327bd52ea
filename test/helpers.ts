/** Test helpers: load scenario files, run them, build small games by hand. */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { decide } from "../src/engine/engine.ts";
import type { Command, GameState, Reject } from "../src/engine/types.ts";
import { jsonFiles as listJson } from "../src/scenario/files.ts";
import { Replay } from "../src/scenario/runner.ts";
import { parseScenario, type Scenario } from "../src/scenario/schema.ts";

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
export const SHARED_SCENARIOS = join(ROOT, "..", "shared", "scenarios");
export const OWN_SCENARIOS = join(ROOT, "test", "scenarios");

/** Every `*.json` under `dir`; none when the folder is missing. */
export function jsonFiles(dir: string): string[] {
  try {
    return listJson(dir);
  } catch {
    return [];
  }
}

export function loadScenario(path: string): Scenario {
  return parseScenario(JSON.parse(readFileSync(path, "utf8")));
}

/** The 444-idiot deal used by most shared cases: wolves 3 6 10 12, seer 2, witch 4, idiot 7, hunter 9. */
export const IDIOT_DEAL = {
  "1": "villager",
  "2": "seer",
  "3": "werewolf",
  "4": "witch",
  "5": "villager",
  "6": "werewolf",
  "7": "idiot",
  "8": "villager",
  "9": "hunter",
  "10": "werewolf",
  "11": "villager",
  "12": "werewolf",
} as const;

/** The 444-guard-wolfking deal of the shared cases: guard 6, wolf king 7. */
export const GUARD_DEAL = { ...IDIOT_DEAL, "6": "guard", "7": "wolf_king" } as const;

export function newGame(board = "444-idiot", deal: Record<string, string> = IDIOT_DEAL, dice = [1]): Replay {
  return new Replay({ ruleset: "ranked-s7", board, deal: deal as never, seed: 1, dice });
}

/** Runs acts `[seat, act, target]` and fails loudly on a reject. */
export function play(g: Replay, ...acts: [number, string, (number | null | string)?][]): void {
  for (const [seat, act, target] of acts) {
    const r = g.run({ type: "act", seat, act, target: target ?? null });
    if (r) throw new Error(`step ${seat} ${act} ${String(target)} rejected: ${r.code}`);
  }
}

/** decide() against a state, asserting the state object is not touched. */
export function tryCmd(state: GameState, cmd: Command, nowMs: number): { reject: Reject | null; before: string } {
  const before = JSON.stringify(state);
  const d = decide(state, cmd, { nowMs });
  if (JSON.stringify(state) !== before) throw new Error("decide mutated its input state");
  return { reject: d.ok ? null : d.reject, before };
}
